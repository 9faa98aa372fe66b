import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enteredDice, rollDice } from '../../dice';
import { assignRoles, resolveInitiative } from './initiative';

describe('Determine Initiative (Orders & Omens, "Determine Initiative")', () => {
  it('gives Battlefield Initiative to the higher 2D6', () => {
    const result = resolveInitiative(['Ann', 'Bob'], [enteredDice([3, 4]), enteredDice([6, 2])]);
    expect(result).toMatchObject({ outcome: 'winner', winner: 'Bob', loser: 'Ann', totals: [7, 8] });
  });

  it('asks for a re-roll on a tie', () => {
    expect(resolveInitiative(['Ann', 'Bob'], [enteredDice([5, 2]), enteredDice([3, 4])])).toMatchObject({ outcome: 'tie', totals: [7, 7] });
  });

  it('refuses anything but 2D6', () => {
    expect(resolveInitiative(['Ann', 'Bob'], [enteredDice([6]), enteredDice([1, 1])])).toMatchObject({ outcome: 'invalid', player: 'Ann' });
    expect(resolveInitiative(['Ann', 'Bob'], [enteredDice([1, 1]), enteredDice([7, 1])])).toMatchObject({ outcome: 'invalid', player: 'Bob' });
  });

  it('a seeded roll-off is decided exactly when the totals differ, and the winner has the higher total', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (s1, s2) => {
        const rolls = [rollDice(s1, 2), rollDice(s2, 2)] as const;
        const result = resolveInitiative(['A', 'B'], rolls);
        if (result.outcome === 'winner') expect(result.totals[result.winner === 'A' ? 0 : 1]).toBeGreaterThan(result.totals[result.winner === 'A' ? 1 : 0]);
        else expect(result).toMatchObject({ outcome: 'tie' });
      }),
    );
  });

  it('lets the winner choose Attacker or Defender', () => {
    expect(assignRoles('Bob', 'Ann', 'defender')).toMatchObject({ attacker: 'Ann', defender: 'Bob' });
    expect(assignRoles('Bob', 'Ann', 'attacker')).toMatchObject({ attacker: 'Bob', defender: 'Ann' });
  });
});
