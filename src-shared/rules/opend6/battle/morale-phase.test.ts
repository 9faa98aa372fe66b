import { describe, expect, it } from 'vitest';
import { od6Summary, statusOf, type Od6State } from '../index';
import { ARCHERS, atMovement, die, GOBLIN_ARCHERS, GOBLIN_BRAWLERS, HUMAN_BLADES, ICE, play, refusal, squad } from '../testing/fixtures';
import { ICE_RANGERS } from '../squads/samples';

const BLADES = 'A-1';
const BRAWLERS = 'B-1';

function toNextMovement(state: Od6State, throughMorale: Parameters<typeof play>[1] = []): Od6State {
  return play(state, [
    { type: 'phase-ended' },
    { type: 'phase-ended' },
    { type: 'phase-ended' },
    ...throughMorale,
    { type: 'phase-ended' },
    { type: 'phase-ended' },
    { type: 'initiative-rolled', rolls: { A: die(5), B: die(2) } },
    { type: 'movement-order-chosen', movesFirst: 'A' },
  ]).state;
}

/** The Blades charge and the Brawlers fail their receiving test with a Withdraw: 5 → 3 → 1 → broken. */
function chargeAndScatter(state: Od6State): ReturnType<typeof play> {
  return play(state, [
    { type: 'charge-declared', squad: BLADES, target: BRAWLERS, test: { command: die(5), threat: die(2) } },
    { type: 'charge-received', test: { command: die(1), threat: die(2) } },
  ]);
}

function brokenBrawlers(alsoOnSideB: Parameters<typeof atMovement>[1] = []): Od6State {
  let state = atMovement([HUMAN_BLADES], [GOBLIN_BRAWLERS, ...alsoOnSideB]).state;
  state = toNextMovement(chargeAndScatter(state).state);
  state = toNextMovement(chargeAndScatter(state).state);
  return chargeAndScatter(state).state;
}

describe('cover after a withdrawal (seed 004 L470, L492, L502)', () => {
  it('counts a squad that withdrew 4″ from a charge as having moved: its rally test that turn takes no cover', () => {
    const withdrawn = chargeAndScatter(atMovement([HUMAN_BLADES], [GOBLIN_BRAWLERS]).state);
    expect(withdrawn.last.map((outcome) => outcome.code)).toContain('squad-withdrew');
    const atMorale = play(withdrawn.state, [{ type: 'phase-ended' }, { type: 'phase-ended' }, { type: 'phase-ended' }]).state;
    expect(atMorale.phase).toBe('morale');
    const test = { command: die(4), threat: die(2) };
    expect(refusal(atMorale, { type: 'rally-tested', squad: BRAWLERS, test, behindCover: true })).toBe('Goblin Brawlers withdrew 4″ this turn: only a squad that has stood still counts as behind cover');
    expect(refusal(atMorale, { type: 'rally-tested', squad: BRAWLERS, test })).toBeNull();
  });
});

describe('breaking and routing (seed 004 L433–L438)', () => {
  it('breaks a squad whose morale reaches 0; receiving a charge it routs at once (L348, L502)', () => {
    let state = atMovement([HUMAN_BLADES], [GOBLIN_BRAWLERS]).state;
    state = toNextMovement(chargeAndScatter(state).state);
    state = toNextMovement(chargeAndScatter(state).state);
    expect(state.squads[BRAWLERS]!.morale).toBe(1);
    const { last, state: broken } = chargeAndScatter(state);
    expect(last.map((outcome) => outcome.code)).toEqual(['morale-test', 'squad-broke', 'charge-evaded']);
    expect(last).toContainEqual({ code: 'charge-evaded', squad: BRAWLERS, attacker: BLADES, how: 'broke' });
    expect(broken.squads[BRAWLERS]).toMatchObject({ morale: 0, presence: 'routing', record: { moraleBreaks: 1, inflicted: 0, charges: 0 } });
  });

  it('moves broken squads in the Morale Phase, not the Movement Phase (L436)', () => {
    // The Goblin Archers keep side B in the fight, so the battle goes on (od6.battle-end).
    const state = toNextMovement(brokenBrawlers([GOBLIN_ARCHERS]), [{ type: 'rally-tested', squad: BRAWLERS, test: { command: die(2), threat: die(5) } }]);
    expect(refusal(play(state, [{ type: 'squad-moved', squad: BLADES, pace: 'stay' }]).state, { type: 'squad-moved', squad: BRAWLERS, pace: 'run' })).toBe('Goblin Brawlers are fleeing: broken squads move in the Morale Phase');
  });

  it('makes a broken squad test to rally at the start of each Morale Phase, at threat 4 + 2 (L435, L511)', () => {
    const atMorale = play(brokenBrawlers(), [{ type: 'phase-ended' }, { type: 'phase-ended' }, { type: 'phase-ended' }]).state;
    expect(refusal(atMorale, { type: 'phase-ended' })).toBe('Goblin Brawlers are broken and must make their rally test');
    const { last } = play(atMorale, [{ type: 'rally-tested', squad: BRAWLERS, test: { command: die(6, 4), threat: die(2) } }]);
    // Command 1 + 10 = 11 against 2 + 6 = 8: Morale +1; the squad halts (L435).
    expect(last).toEqual([
      expect.objectContaining({ code: 'rally-test', result: 'morale-up', moraleBefore: 0, moraleAfter: 1, wasBroken: true, scores: expect.objectContaining({ command: 11, threat: 8, threatLevel: 6 }) }),
      { code: 'squad-rallied', squad: BRAWLERS },
    ]);
  });

  it('removes a squad that fails its last rally at its rally point, and its side loses the field (L437, od6.battle-end)', () => {
    const atMorale = play(brokenBrawlers(), [{ type: 'rally-point-reached', squad: BRAWLERS }, { type: 'phase-ended' }, { type: 'phase-ended' }, { type: 'phase-ended' }]).state;
    const { outcomes, state } = play(atMorale, [{ type: 'rally-tested', squad: BRAWLERS, test: { command: die(2), threat: die(3) } }, { type: 'phase-ended' }]);
    expect(outcomes).toContainEqual({ code: 'squad-dispersed', squad: BRAWLERS, soldiers: 6 });
    expect(outcomes).toContainEqual({ code: 'battle-ended', winner: 'A', endedBy: 'field-won' });
    const summary = od6Summary(state);
    expect(summary.status).toBe('over');
    expect(summary.scores).toEqual({ A: 126, B: 0 });
    expect(summary.result).toMatchObject({ winner: 'A', endedBy: 'field-won', turns: 3, losses: [{ side: 'A', amount: 0, unitsLost: 0 }, { side: 'B', amount: 6, unitsLost: 1 }] });
  });
});

describe('casualty tests and rallying (seed 004 L494–L520)', () => {
  /** The Ice Rangers take two casualties and a sergeant's wound from the goblin volley. */
  function shotUp(moves: Parameters<typeof play>[1] = []): Od6State {
    const start = play(atMovement().state, [...moves, { type: 'phase-ended' }]).state;
    return play(start, [
      {
        type: 'shots-fired',
        squad: ARCHERS,
        mode: 'ranged',
        target: ICE,
        shots: [die(3), die(4), die(5)].map((roll, i) => ({ soldier: ['sergeant', 'soldier-1', 'soldier-2'][i]!, weaponId: 'medium-crossbow', range: 'medium' as const, roll })),
        hits: [
          { shot: 0, soldier: 'soldier-1' },
          { shot: 1, soldier: 'soldier-2' },
          { shot: 2, soldier: 'sergeant' },
        ],
      },
      { type: 'damage-rolled', damage: [die(6, 1), die(2), die(3)], strength: [{ squad: ICE, soldier: 'soldier-1', roll: die(2) }, { squad: ICE, soldier: 'soldier-2', roll: die(2) }, { squad: ICE, soldier: 'sergeant', roll: die(4) }] },
      { type: 'phase-ended' },
      { type: 'phase-ended' },
    ]).state;
  }

  it('requires the casualty test before the phase ends (L495)', () => {
    expect(refusal(shotUp(), { type: 'phase-ended' })).toBe('Ice Rangers took casualties and must test morale');
  });

  it('tests the Ice Rangers at threat 4 + 2 casualties + 2 for the wounded sergeant, with his command 4 - 1 (L442, L468–L469)', () => {
    const { last } = play(shotUp(), [{ type: 'morale-tested', squad: ICE, test: { command: die(5), threat: die(2) } }]);
    expect(last[0]).toMatchObject({ code: 'morale-test', result: 'morale-down', moraleBefore: 7, moraleAfter: 6, casualties: { wounded: 2, incapacitated: 1 }, sources: [{ squad: ARCHERS, source: 'volley' }], scores: { command: 8, threat: 10, threatLevel: 8 } });
  });

  it('counts a squad behind cover only if it stood still this turn; turning on the spot is a walk (seed 004 L470, L136)', () => {
    const test = { command: die(5), threat: die(2) };
    // Stayed: threat 4 + 2 casualties + 2 for the sergeant - 1 behind cover = 7.
    expect(play(shotUp(), [{ type: 'morale-tested', squad: ICE, test, behindCover: true }]).last[0]).toMatchObject({ scores: { threatLevel: 7 } });
    const moved = 'Ice Rangers moved or turned this turn: only a squad that has stood still counts as behind cover';
    const walked = shotUp([{ type: 'squad-moved', squad: ICE, pace: 'walk' }]);
    expect(refusal(walked, { type: 'morale-tested', squad: ICE, test, behindCover: true })).toBe(moved);
    expect(play(walked, [{ type: 'morale-tested', squad: ICE, test }]).last[0]).toMatchObject({ scores: { threatLevel: 8 } });
    const turned = shotUp([{ type: 'squad-moved', squad: ICE, pace: 'stay', facingChanged: true }]);
    expect(refusal(turned, { type: 'morale-tested', squad: ICE, test, behindCover: true })).toBe(moved);
  });

  it('lets a squad below its starting level rally if it neither shot nor fought, with no enemy within 12″; under od6.rally-after-casualties’ second option a squad hit this turn may too, and its sergeant hit adds 2 though the casualty test took the morale chart’s +2 (L440, L469, L505–L514)', () => {
    const after = { 'od6.rally-after-casualties': 'after-casualty-test' };
    const tested = play(shotUp(), [{ type: 'morale-tested', squad: ICE, test: { command: die(5), threat: die(2) } }]).state;
    expect(refusal(tested, { type: 'rally-tested', squad: ICE, test: { command: die(5), threat: die(2) }, enemyWithin12: true }, after)).toBe('Ice Rangers cannot rally with enemy soldiers within 12″');
    const rallied = play(tested, [{ type: 'rally-tested', squad: ICE, test: { command: die(5), threat: die(2) } }], after);
    // Threat 4 + 2 casualties this turn + 2 for the sergeant wounded this turn (the rally chart's own line, L513–L514): 2 + 8 = 10 against 5 + 3 = 8, no effect.
    expect(rallied.last).toEqual([expect.objectContaining({ code: 'rally-test', result: 'no-effect', moraleAfter: 6, scores: expect.objectContaining({ threatLevel: 8 }) })]);
    expect(refusal(tested, { type: 'rally-tested', squad: ARCHERS, test: { command: die(5), threat: die(2) } })).toBe('Goblin Archers are at their starting morale level');
    // Under the default the squads that took casualties test, and "other squads" rally (L413).
    expect(refusal(tested, { type: 'rally-tested', squad: ICE, test: { command: die(5), threat: die(2) } })).toBe('Ice Rangers took casualties this turn and cannot rally');
  });
});

describe('the Morale chapter’s worked example (seed 004 L493)', () => {
  it('takes an Average squad of ten (morale 5, command 3) that lost one man to 3, Shaken, on a command roll of 1 against 3 + 4 + 1: Morale -2 and Withdraw', () => {
    const footmen = squad({ name: 'Footmen', troopTypeId: 'human-footmen', quality: 'average', soldiers: 10, training: { command: 1 }, weaponIds: ['medium-crossbow'] });
    const { last, state } = play(atMovement([ICE_RANGERS], [footmen]).state, [
      { type: 'phase-ended' },
      { type: 'shots-fired', squad: ICE, mode: 'ranged', target: ARCHERS, shots: [{ soldier: 'soldier-1', weaponId: 'medium-crossbow', range: 'short', roll: die(5) }], hits: [{ shot: 0, soldier: 'soldier-4' }] },
      { type: 'damage-rolled', damage: [die(3)], strength: [{ squad: ARCHERS, soldier: 'soldier-4', roll: die(2) }] },
      { type: 'phase-ended' },
      { type: 'phase-ended' },
      { type: 'morale-tested', squad: ARCHERS, test: { command: die(1), threat: die(3) } },
    ]);
    expect(last[0]).toMatchObject({ code: 'morale-test', kind: 'casualty', result: 'morale-down-withdraw', moraleBefore: 5, moraleAfter: 3, scores: { command: 0, threat: 8, threatLevel: 5 } });
    expect(last).toContainEqual({ code: 'squad-withdrew', squad: ARCHERS });
    expect(statusOf(state.squads[ARCHERS]!)).toBe('shaken');
  });
});

describe('how a battle ends (od6.battle-end)', () => {
  it('ends at the agreed turn limit, won by the side that destroyed more SGPs', () => {
    const start = atMovement([ICE_RANGERS], [GOBLIN_ARCHERS], { turnLimit: 1 }).state;
    const { outcomes, state } = play(start, [
      { type: 'phase-ended' },
      { type: 'shots-fired', squad: ICE, mode: 'ranged', target: ARCHERS, shots: [{ soldier: 'soldier-1', weaponId: 'medium-crossbow', range: 'short', roll: die(5) }], hits: [{ shot: 0, soldier: 'soldier-4' }] },
      { type: 'damage-rolled', damage: [die(6, 3)], strength: [{ squad: ARCHERS, soldier: 'soldier-4', roll: die(2) }] },
      { type: 'phase-ended' },
      { type: 'phase-ended' },
      { type: 'morale-tested', squad: ARCHERS, test: { command: die(5), threat: die(2) } },
      { type: 'phase-ended' },
      { type: 'phase-ended' },
    ]);
    expect(outcomes).toContainEqual({ code: 'battle-ended', winner: 'A', endedBy: 'turn-limit' });
    expect(od6Summary(state).result?.scores).toEqual([
      { side: 'A', total: 36, breakdown: [{ source: 'Goblin Archers', points: 36 }] },
      { side: 'B', total: 0, breakdown: [] },
    ]);
  });

  it('ends on a concession', () => {
    const { state } = play(atMovement().state, [{ type: 'conceded', side: 'B' }]);
    expect(state.ended).toEqual({ winner: 'A', endedBy: 'concession' });
    expect(refusal(state, { type: 'phase-ended' })).toBe('The battle is over');
  });
});
