import { describe, expect, it } from 'vitest';
import { declineMeaning } from './decline-words';

// seed 001 L671: "After the 3rd time you’ve challenged the same player, naming a time and place (reasonably
// accessible to both of you) without getting a game due to his neglience, you win on walk over."
describe('what declining a challenge will do, said before it is confirmed', () => {
  it('counts against the player declining, naming both players and the tally towards the walk-over', () => {
    const first = declineMeaning('Eve', 'Fay', true, 0);
    expect(first.consequence).toBe('On this ladder a declined challenge counts against Fay, as if Fay had not turned up for the game. This would be 1 of 3; at 3, Eve wins on walk-over.');
    expect(first.walkOver).toBe(false);
    expect(first.instead).toBe('If the time or place is not reasonable for Fay, reschedule the challenge instead, or Eve can withdraw it: neither counts against anyone.');
    expect(declineMeaning('Eve', 'Fay', true, 1).consequence).toContain('This would be 2 of 3; at 3, Eve wins on walk-over.');
  });

  it('says when this decline is the third, the challenger’s walk-over win', () => {
    const third = declineMeaning('Eve', 'Fay', true, 2);
    expect(third.walkOver).toBe(true);
    expect(third.consequence).toContain('This would be the 3rd of 3, so Eve wins on walk-over.');
  });

  it('under the house rule "a decline has no consequence", says it simply closes, whatever the tally', () => {
    const meaning = declineMeaning('Eve', 'Fay', false, 2);
    expect(meaning).toEqual({
      consequence: 'On this ladder a declined challenge simply closes: it does not count against Fay and gives Eve nothing towards a walk-over.',
      walkOver: false,
      instead: null,
    });
  });
});
