import { describe, expect, it } from 'vitest';
import { commanderGroups, commanderLine } from './commander-words';

const bors = { id: 'g1', name: 'Sir Bors', role: 'divisional' as const, own: true, controlValue: 3 };
const ysolde = { id: 'g2', name: 'Dame Ysolde', role: 'divisional' as const, own: false, controlValue: 2 };
const aldric = { id: 'm', name: 'Lord Aldric', role: 'marshal' as const, own: false, controlValue: 2 };

// Seed 002 L343 (Order Tests: the nearest Divisional General) and L671 (Morale Tests: General or Marshal).
describe('the nearest commander in words', () => {
  it('groups the choices by who they are to the Brigade, own General first, each named only by name', () => {
    expect(commanderGroups([bors, ysolde, aldric]).map((g) => [g.label, g.choices.map((c) => c.name)])).toEqual([
      ['Its own General', ['Sir Bors']],
      ['General of another Division', ['Dame Ysolde']],
      ['The Marshal', ['Lord Aldric']],
    ]);
    expect(commanderGroups([ysolde]).map((g) => g.label)).toEqual(['General of another Division']);
  });

  it('states the chosen commander and his Control Value in a line that can wrap', () => {
    expect(commanderLine({ ...bors, name: 'General of the 1st Division', controlValue: 4 })).toBe('General of the 1st Division, its own General: Control Value 4');
    expect(commanderLine(ysolde)).toBe('Dame Ysolde, General of another Division: Control Value 2');
    expect(commanderLine(aldric)).toBe('Lord Aldric, the Marshal: Control Value 2');
    expect(commanderLine({ ...aldric, name: 'Marshal' })).toBe('The Marshal: Control Value 2');
  });
});
