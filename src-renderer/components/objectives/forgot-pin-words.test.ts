import { describe, expect, it } from 'vitest';
import { forgotPinWords } from './forgot-pin-words';

describe('what the hand-over tells a player who forgot their PIN', () => {
  it('counts the hidden objectives discarded and names the revealed ones that stay', () => {
    const words = forgotPinWords({ hidden: 2, revealed: 1 });
    expect(words.what).toEqual([
      'Your 2 hidden objectives are discarded unseen: nobody ever learns what they were.',
      'The objective you have already revealed stays.',
      'Your PIN is removed, and you draw again in front of the table.',
      'Another player must confirm it, so call them over to this screen. It cannot be undone.',
    ]);
    expect(words.done).toBe('Done: your 2 hidden objectives were discarded unseen and your PIN is removed.');
    expect(words.next).toBe('Draw again now, in front of the table: open your objectives below. You can choose a new PIN there.');
  });

  it('speaks of one objective in the singular and leaves out revealed ones when there are none', () => {
    const words = forgotPinWords({ hidden: 1, revealed: 0 });
    expect(words.what[0]).toBe('Your hidden objective is discarded unseen: nobody ever learns what it was.');
    expect(words.what.some((line) => line.includes('revealed'))).toBe(false);
    expect(words.done).toBe('Done: your hidden objective was discarded unseen and your PIN is removed.');
    expect(forgotPinWords({ hidden: 0, revealed: 3 }).what[1]).toBe('The 3 objectives you have already revealed stay.');
  });

  it('with nothing hidden, promises no discard and no new draw, only a new PIN', () => {
    const words = forgotPinWords({ hidden: 0, revealed: 0 });
    expect(words.what).toEqual([
      'You have no hidden objectives, so nothing is discarded.',
      'Your PIN is removed; you can choose a new one.',
      'Another player must confirm it, so call them over to this screen. It cannot be undone.',
    ]);
    expect(words.done).toBe('Done: your PIN is removed.');
    expect(words.next).toBe('Open your objectives below; you can choose a new PIN there.');
  });
});
