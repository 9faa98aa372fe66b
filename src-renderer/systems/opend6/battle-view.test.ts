import { describe, expect, it } from 'vitest';
import { OPEND6_SYSTEM } from '../../../src-shared/rules/opend6/system';
import { GOBLIN_ARCHERS, GOBLIN_BRAWLERS, HUMAN_BLADES, setupOf } from '../../../src-shared/rules/opend6/testing/fixtures';
import { ICE_RANGERS } from '../../../src-shared/rules/opend6/squads/samples';
import { autoPairings, mayRally, stillToMove } from './battle-view';
import { percent } from './view';

describe('the battle panel’s questions of the state', () => {
  const state = OPEND6_SYSTEM.battle.initialState(setupOf([HUMAN_BLADES, ICE_RANGERS], [GOBLIN_BRAWLERS, GOBLIN_ARCHERS]), {});

  it('pairs eight Blades against six brawlers one on one, the two spare Blades joining pairings, never more than three on one (seed 004 L362–L365)', () => {
    const pairings = autoPairings(state, 'A-1', 'B-1');
    expect(pairings).toHaveLength(6);
    expect(pairings.every((pairing) => pairing.loneSquad === 'B-1')).toBe(true);
    expect(pairings.map((pairing) => pairing.opponents.length)).toEqual([2, 2, 1, 1, 1, 1]);
    expect(new Set(pairings.flatMap((pairing) => pairing.opponents)).size).toBe(8);
    // Ten Ice Rangers against three goblins: three on one at most, so one Ranger is left out.
    const few = OPEND6_SYSTEM.battle.initialState(setupOf([ICE_RANGERS], [{ ...GOBLIN_BRAWLERS, soldiers: 3 }]), {});
    expect(autoPairings(few, 'A-1', 'B-1').map((pairing) => pairing.opponents.length)).toEqual([3, 3, 3]);
  });

  it('lists no squad to move before the initiative and offers no rally to squads at their starting morale', () => {
    expect(stillToMove(state, state.nextToMove)).toEqual([]);
    expect(mayRally(state, {})).toEqual([]);
  });

  it('says chances the way a player reads them', () => {
    expect([percent(0), percent(0.0004), percent(0.0417), percent(0.5), percent(0.9996), percent(1)]).toEqual(['0%', 'under 0.1%', '4.2%', '50%', 'over 99.9%', '100%']);
  });
});
