import { describe, expect, it } from 'vitest';
import { armyA, setupOf } from '../../src-shared/rules/orders-omens/battle/testing/fixtures';
import { initialBattleState, type BattleState } from '../../src-shared/rules/orders-omens/battle';
import { summarise } from './orders-omens/battle-log';

/** A battle where Blue's attached Giant has taken 2 hits and a line regiment 3. */
function bloodied(): BattleState {
  const blue = armyA();
  const army = { ...blue, divisions: [{ ...blue.divisions[0]!, attached: [{ type: 'monster' as const, monster: 'giant' as const }] }] };
  const state = initialBattleState(setupOf({ A: army }));
  const giant = Object.values(state.roster.regiments).find((regiment) => regiment.monster === 'giant')!;
  const line = Object.values(state.roster.regiments).find((regiment) => regiment.side === 'A' && !regiment.monster)!;
  return {
    ...state,
    regiments: {
      ...state.regiments,
      [giant.id]: { ...state.regiments[giant.id]!, hitsTaken: 2 },
      [line.id]: { ...state.regiments[line.id]!, hitsTaken: 3 },
    },
  };
}

describe('battle summaries kept for lists and standings (Narrative Play, Casualties)', () => {
  it('count 25 soldiers for every hit, monsters included, by default', () => {
    expect(summarise(bloodied()).casualties).toEqual({ A: 125, B: 0 });
  });

  it("follow the campaign's oo.monster-casualties house rule", () => {
    expect(summarise(bloodied(), { 'oo.monster-casualties': 'exclude-monsters' }).casualties).toEqual({ A: 75, B: 0 });
  });
});
