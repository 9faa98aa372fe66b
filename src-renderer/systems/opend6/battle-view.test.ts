import { describe, expect, it } from 'vitest';
import { OPEND6_SYSTEM } from '../../../src-shared/rules/opend6/system';
import { atMovement, die, GOBLIN_ARCHERS, GOBLIN_BRAWLERS, HUMAN_BLADES, play, setupOf } from '../../../src-shared/rules/opend6/testing/fixtures';
import { ICE_RANGERS } from '../../../src-shared/rules/opend6/squads/samples';
import { autoPairings, hitCandidates, mayRally, randomStrike, stillToMove } from './battle-view';
import { squad } from '../../../src-shared/rules/opend6/testing/fixtures';
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

  it('offers the Morale Phase’s optional rally only to squads that took no casualties, unless the group lets them rally after their test (seed 004 L413, L505, od6.rally-after-casualties)', () => {
    const hitAndTested = (rulings: Record<string, string>) =>
      play(
        atMovement([ICE_RANGERS], [GOBLIN_ARCHERS], { rulings }).state,
        [
          { type: 'phase-ended' },
          { type: 'shots-fired', squad: 'B-1', mode: 'ranged', target: 'A-1', shots: [{ soldier: 'sergeant', weaponId: 'medium-crossbow', range: 'medium', roll: die(5) }], hits: [{ shot: 0, soldier: 'soldier-5' }] },
          { type: 'damage-rolled', damage: [die(6, 5)], strength: [{ squad: 'A-1', soldier: 'soldier-5', roll: die(1) }] },
          { type: 'phase-ended' },
          { type: 'phase-ended' },
          { type: 'morale-tested', squad: 'A-1', test: { command: die(2), threat: die(4) } },
        ],
        rulings,
      ).state;
    expect(hitAndTested({}).squads['A-1']!.morale).toBe(6);
    expect(mayRally(hitAndTested({}), {})).toEqual([]);
    const after = { 'od6.rally-after-casualties': 'after-casualty-test' };
    expect(mayRally(hitAndTested(after), after)).toEqual(['A-1']);
  });

  it('says chances the way a player reads them', () => {
    expect([percent(0), percent(0.0004), percent(0.0417), percent(0.5), percent(0.9996), percent(1)]).toEqual(['0%', 'under 0.1%', '4.2%', '50%', 'over 99.9%', '100%']);
  });

  it('lets a hit strike the target’s soldiers, the soldiers fighting it (seed 004 L361) and its siege weapon (L297)', () => {
    const crew = squad({ name: 'Catapult Crew', troopTypeId: 'goblin-soldiers', quality: 'average', soldiers: 4, training: { 'siege-weapons': 2 }, siegeWeaponId: 'field-catapult-example' });
    const start = OPEND6_SYSTEM.battle.initialState(setupOf([HUMAN_BLADES, ICE_RANGERS], [crew, GOBLIN_ARCHERS]), {});
    expect(hitCandidates(start, 'B-1').map((candidate) => candidate.key)).toEqual(['B-1|sergeant', 'B-1|soldier-1', 'B-1|soldier-2', 'B-1|soldier-3', 'B-1|battery']);
    const fighting = { ...start, squads: { ...start.squads, 'B-2': { ...start.squads['B-2']!, engagedWith: ['A-1'] } } };
    const candidates = hitCandidates(fighting, 'B-2');
    expect(candidates).toHaveLength(10 + 8);
    expect(candidates.at(-1)).toEqual({ key: 'A-1|soldier-7', squad: 'A-1', soldier: 'soldier-7' });
  });

  it('picks at random among the soldiers alike, and aimed at a siege weapon strikes a crewman half the time (L263, L297)', () => {
    const crew = squad({ name: 'Catapult Crew', troopTypeId: 'goblin-soldiers', quality: 'average', soldiers: 4, training: { 'siege-weapons': 2 }, siegeWeaponId: 'field-catapult-example' });
    const candidates = hitCandidates(OPEND6_SYSTEM.battle.initialState(setupOf([ICE_RANGERS], [crew]), {}), 'A-1');
    expect(candidates.some((candidate) => candidate.soldier === null)).toBe(false);
    const crewCandidates = hitCandidates(OPEND6_SYSTEM.battle.initialState(setupOf([ICE_RANGERS], [crew]), {}), 'B-1');
    const rolls = (...values: number[]) => () => values.shift()!;
    expect(randomStrike(crewCandidates, 'B-1', false, rolls(0.99))?.key).toBe('B-1|soldier-3');
    expect(randomStrike(crewCandidates, 'B-1', true, rolls(0.5))?.key).toBe('B-1|battery');
    expect(randomStrike(crewCandidates, 'B-1', true, rolls(0.49, 0))?.key).toBe('B-1|sergeant');
  });
});
