import { describe, expect, it } from 'vitest';
import { armyA, dice, setupOf, Table } from './testing/fixtures';

/**
 * A player may call a Brigade "Archers": every refusal about a Brigade's actions reads right for
 * such a name, so none says "Archers has …". Counts come first ("0 actions left for Archers"), and
 * what it did is in the past tense ("Archers already acted this turn").
 */
function withArchers(): Table {
  const a = armyA();
  const division = a.divisions[0]!;
  const named = { ...a, divisions: [{ ...division, brigades: division.brigades.map((b, i) => (i === 1 ? { ...b, name: 'Archers' } : b)) }] };
  return Table.activating(setupOf({ A: named }));
}

describe('refusals about a Brigade named in the plural', () => {
  it('seed 002 L391: "up to 5 Actions" spent, the next is refused as "0 actions left for Archers"', () => {
    const t = withArchers().order('A/d1.b2', [5, 4]);
    for (let i = 0; i < 5; i++) t.do({ type: 'action-taken', brigadeId: 'A/d1.b2', action: 'move' });
    expect(t.refuse({ type: 'action-taken', brigadeId: 'A/d1.b2', action: 'move' })).toBe('0 actions left for Archers; move needs 1');
  });

  it('seed 002 L343, L391: a Brigade ordered once this turn is not ordered again: "Archers already acted this turn"', () => {
    const t = withArchers().order('A/d1.b2').do({ type: 'chip-drawn', side: 'A' });
    const said = t.refuse({ type: 'order-tested', brigadeId: 'A/d1.b2', roll: dice(1, 1) });
    expect(said).toBe('Archers already acted this turn');
    expect(said).not.toMatch(/Archers has\b/);
  });

  it('seed 002 L400: a charge "only once per turn by each Brigade": "Archers already charged this turn"', () => {
    const t = withArchers().order('A/d1.b2');
    t.do({ type: 'charge-declared', brigadeId: 'A/d1.b2', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: false });
    expect(t.refuse({ type: 'charge-declared', brigadeId: 'A/d1.b2', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: false })).toBe('Archers already charged this turn');
  });
});
