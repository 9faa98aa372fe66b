import { describe, expect, it } from 'vitest';
import type { Od6Event, Od6State } from '../index';
import { atMovement, die, GOBLIN_BRAWLERS, HUMAN_BLADES, play, refusal, squad } from '../testing/fixtures';
import { bladesMeetBrawlers } from '../testing/blades-meet-brawlers';

const BLADES = 'A-1';
const BRAWLERS = 'B-1';

/** The Blades of Aster (8 veterans, melee combat 5, magical blades) charge home on the Goblin Brawlers (6, fighting 4, bare-handed), who brace. */
function inCloseCombat(brace = true, rulings = {}): Od6State {
  const start = atMovement([HUMAN_BLADES], [GOBLIN_BRAWLERS], { rulings }).state;
  return play(
    start,
    [
      { type: 'charge-declared', squad: BLADES, target: BRAWLERS, test: { command: die(5), threat: die(2) } },
      { type: 'charge-received', test: { command: die(4), threat: die(1) } },
      ...(brace ? [{ type: 'charge-braced' } as const] : []),
      { type: 'charge-completed', reached: true },
      { type: 'phase-ended' },
      { type: 'phase-ended' },
    ],
    rulings,
  ).state;
}

const f = (soldier: string, ...faces: number[]) => ({ soldier, roll: die(...faces) });
const { fight, damage: fightDamage } = bladesMeetBrawlers(BLADES, BRAWLERS);

describe('close combat (seed 004 L362–L401)', () => {
  it('pairs off and compares opposed skill rolls with the chart’s modifiers; the lone soldier hurts only the one he attacks (L365–L369, L385)', () => {
    const { last, state } = play(inCloseCombat(), [fight]);
    expect(last).toEqual([{ code: 'close-combat', squads: [BLADES, BRAWLERS], wins: { [BLADES]: 4, [BRAWLERS]: 2 }, ties: 1 }]);
    expect(state.damage?.hits.map((hit) => ['soldier' in hit.target ? hit.target.soldier : 'battery', hit.damage])).toEqual([
      ['soldier-5', 2],
      ['sergeant', 5],
      ['sergeant', 2],
      ['soldier-2', 5],
      ['soldier-4', 5],
      ['soldier-5', 5],
    ]);
  });

  it('reads the L393 example: two goblins on one human, +1 each; a tie does nothing and the unattacked goblin is only beaten off', () => {
    const start = inCloseCombat();
    const { last, state } = play(start, [
      {
        type: 'close-combat-fought',
        squads: [BLADES, BRAWLERS],
        groups: [{ lone: { squad: BLADES, ...f('soldier-1', 1) }, opponents: [f('soldier-1', 1), f('soldier-2', 1)], loneAttacks: 'soldier-1' }],
      },
    ]);
    // All three critically fail and score 0: no hits, no damage to roll, and nobody is forced back.
    expect(last).toEqual([
      { code: 'close-combat', squads: [BLADES, BRAWLERS], wins: { [BLADES]: 0, [BRAWLERS]: 0 }, ties: 2 },
      { code: 'no-force-back', squads: [BLADES, BRAWLERS], reason: 'equal-casualties', casualties: { [BLADES]: 0, [BRAWLERS]: 0 } },
    ]);
    expect(state.damage).toBeNull();
  });

  it('gives chargers +1 in the first turn unless the enemy braced (L383, od6.brace-for-charge)', () => {
    const oneOnOne: Od6Event = { type: 'close-combat-fought', squads: [BLADES, BRAWLERS], groups: [{ lone: { squad: BLADES, ...f('soldier-1', 2) }, opponents: [f('soldier-1', 5)] }] };
    // Braced: human 2 + 5 + 2 = 9 against goblin 5 + 4 = 9, a tie. Unbraced: the charge's +1 makes it 10.
    expect(play(inCloseCombat(true), [oneOnOne]).last[0]).toMatchObject({ ties: 1 });
    expect(play(inCloseCombat(false), [oneOnOne]).last[0]).toMatchObject({ wins: { [BLADES]: 1 }, ties: 0 });
  });

  it('rolls the winners’ damage and forces back the squad with more casualties (L395–L401)', () => {
    const { outcomes, state } = play(inCloseCombat(), [fight, fightDamage]);
    const results = outcomes.filter((outcome) => outcome.code === 'damage').map((outcome) => (outcome.code === 'damage' ? [outcome.target.soldier, outcome.damageRoll, outcome.strengthRoll, outcome.result] : null));
    expect(results).toEqual([
      ['soldier-5', 5, 7, 'no-effect'],
      ['sergeant', 9, 5, 'incapacitated'],
      ['sergeant', 10, 5, 'incapacitated'],
      ['soldier-2', 7, 7, 'wounded'],
      ['soldier-4', 0, 4, 'no-effect'],
      ['soldier-5', 10, 0, 'incapacitated'],
    ]);
    expect(outcomes).toContainEqual({ code: 'forced-back', squad: BRAWLERS, by: BLADES, casualties: { [BLADES]: 1, [BRAWLERS]: 3 } });
    expect(state.squads[BLADES]!.turn.closeAssault).toBe('won');
    expect(state.squads[BRAWLERS]!.turn.closeAssault).toBe('lost');
  });

  it('lets a winner behind a barrier hold its ground freely; otherwise its sergeant needs a difficulty 6 command test (L403)', () => {
    const won = play(inCloseCombat(), [fight, fightDamage]).state;
    // The Blades' sergeant fell in this fight: the squad's own command takes the test (L442).
    expect(won.squads[BLADES]!.soldiers.find((soldier) => soldier.id === 'sergeant')!.condition).toBe('incapacitated');
    expect(refusal(won, { type: 'advance-held', squad: BLADES })).toBe('With the sergeant down, the squad must pass a difficulty 6 command test to stop its men advancing');
    const strength = (fightDamage as Extract<Od6Event, { type: 'damage-rolled' }>).strength.map((entry) => (entry.squad === BLADES && 'soldier' in entry && entry.soldier === 'sergeant' ? { ...entry, roll: die(6, 6, 1) } : entry));
    const sergeantUp = play(inCloseCombat(), [fight, { ...fightDamage, strength } as Od6Event]).state;
    expect(refusal(sergeantUp, { type: 'advance-held', squad: BLADES })).toBe('The sergeant must pass a difficulty 6 command test to stop his men advancing');
    expect(refusal(won, { type: 'advance-held', squad: BRAWLERS, behindBarrier: true })).toBe('Goblin Brawlers did not force their enemy back this turn');
    // The Blades' sergeant has command 3: a 2 makes 5 and they surge on; a 3 makes 6 and they hold.
    expect(play(won, [{ type: 'advance-held', squad: BLADES, roll: die(2) }]).last).toEqual([{ code: 'advance-held', squad: BLADES, passed: false }]);
    expect(play(won, [{ type: 'advance-held', squad: BLADES, roll: die(3) }]).last).toEqual([{ code: 'advance-held', squad: BLADES, passed: true }]);
    expect(play(won, [{ type: 'advance-held', squad: BLADES, behindBarrier: true }]).last).toEqual([{ code: 'advance-held', squad: BLADES, passed: true }]);
  });

  it('parts the squads when the winner holds its ground, and allows one try (seed 004 L401, L403, L363)', () => {
    const won = play(inCloseCombat(), [fight, fightDamage]).state;
    // L401: the beaten squad falls back 4"; held, the winner does not follow, so no one is left in base-to-base contact (L363).
    const held = play(won, [{ type: 'advance-held', squad: BLADES, roll: die(3) }]).state;
    expect(held.squads[BLADES]!.engagedWith).toEqual([]);
    expect(held.squads[BRAWLERS]!.engagedWith).toEqual([]);
    expect(held.squads[BRAWLERS]!.turn.closeAssault).toBe('lost');
    expect(refusal(held, { type: 'advance-held', squad: BLADES, roll: die(5) })).toBe('Blades of Aster have already held their ground this turn');
    // Failed: the Blades surge after the goblins and stay locked in; the sergeant gets no second try.
    const advanced = play(won, [{ type: 'advance-held', squad: BLADES, roll: die(2) }]).state;
    expect(advanced.squads[BLADES]!.engagedWith).toEqual([BRAWLERS]);
    expect(refusal(advanced, { type: 'advance-held', squad: BLADES, roll: die(5) })).toBe('Blades of Aster have already advanced after the beaten enemy this turn');
  });

  it('counts a squad forced back 4″ as having moved: no "behind cover" on its morale test; the winner that stood keeps it (seed 004 L401, L470)', () => {
    const won = play(inCloseCombat(), [fight, fightDamage, { type: 'advance-held', squad: BLADES, roll: die(3) }, { type: 'phase-ended' }]).state;
    expect(won.phase).toBe('morale');
    const test = { command: die(4), threat: die(2) };
    expect(refusal(won, { type: 'morale-tested', squad: BRAWLERS, test, behindCover: true })).toBe('Goblin Brawlers were forced back 4″ this turn: only a squad that has stood still counts as behind cover');
    expect(refusal(won, { type: 'morale-tested', squad: BRAWLERS, test })).toBeNull();
  });

  it('lets no squad with less than half the other’s number force it back, though it inflicted more casualties (L400)', () => {
    const few = squad({ ...GOBLIN_BRAWLERS, name: 'Goblin Scouts', soldiers: 3 });
    const engaged = play(atMovement([HUMAN_BLADES], [few]).state, [
      { type: 'charge-declared', squad: BLADES, target: BRAWLERS },
      { type: 'charge-received', test: { command: die(5), threat: die(2) } },
      { type: 'charge-completed', reached: true },
      { type: 'phase-ended' },
      { type: 'phase-ended' },
    ]).state;
    // The goblin sergeant (fighting 4) beats soldier 1 of the Blades and strikes him down: Strength 2 + 17 against 0.
    const { outcomes } = play(engaged, [
      { type: 'close-combat-fought', squads: [BLADES, BRAWLERS], groups: [{ lone: { squad: BRAWLERS, ...f('sergeant', 6, 6, 1) }, opponents: [f('soldier-1', 1)] }] },
      { type: 'damage-rolled', damage: [die(6, 6, 3)], strength: [{ squad: BLADES, soldier: 'soldier-1', roll: die(1) }] },
    ]);
    expect(outcomes).toContainEqual({ code: 'no-force-back', squads: [BLADES, BRAWLERS], reason: 'outnumbered', casualties: { [BLADES]: 1, [BRAWLERS]: 0 } });
  });

  it('makes every pair in contact fight before the Morale Phase', () => {
    expect(refusal(inCloseCombat(), { type: 'phase-ended' })).toBe('Blades of Aster and Goblin Brawlers are in base-to-base contact and must fight');
  });

  it('refuses a soldier in two pairings, and more than three on one (L365)', () => {
    expect(refusal(inCloseCombat(), { type: 'close-combat-fought', squads: [BLADES, BRAWLERS], groups: [{ lone: { squad: BLADES, ...f('soldier-1', 2) }, opponents: [f('soldier-1', 5)] }, { lone: { squad: BLADES, ...f('soldier-1', 2) }, opponents: [f('soldier-2', 5)] }] })).toBe('Each soldier fights in one pairing a turn');
  });
});

describe('the Morale Phase after the fight, withdrawing and the parting swing (seed 004 L404–L411, L479–L495)', () => {
  const fought = () => play(inCloseCombat(), [fight, fightDamage, { type: 'phase-ended' }]).state;

  it('tests the beaten goblins at 4 + 2 casualties + 2 for the sergeant + 1 forced back, with the squad’s command 1 (L442, L468–L471)', () => {
    const { last } = play(fought(), [{ type: 'morale-tested', squad: BRAWLERS, test: { command: die(2), threat: die(4) } }]);
    expect(last[0]).toMatchObject({ code: 'morale-test', kind: 'casualty', result: 'morale-down-withdraw', moraleBefore: 5, moraleAfter: 3, scores: { command: 3, threat: 13, threatLevel: 9 } });
    expect(last.slice(1)).toEqual([
      { code: 'squad-withdrew', squad: BRAWLERS },
      { code: 'parting-swing-due', squad: BLADES, target: BRAWLERS },
    ]);
  });

  it('gives the winners a parting swing at +2 as the losers withdraw; a leaving soldier who wins only escapes (L405, L411)', () => {
    const withdrawn = play(fought(), [{ type: 'morale-tested', squad: BRAWLERS, test: { command: die(2), threat: die(4) } }]).state;
    expect(refusal(withdrawn, { type: 'morale-tested', squad: BLADES, test: { command: die(4), threat: die(3) } })).toBe('Blades of Aster take their parting swing at Goblin Brawlers first');
    const { last, state } = play(withdrawn, [
      {
        type: 'parting-swing-rolled',
        attacker: BLADES,
        defender: BRAWLERS,
        fights: [
          { attacker: f('soldier-1', 1), defender: f('soldier-1', 3) },
          { attacker: f('soldier-3', 2), defender: f('soldier-3', 6, 4) },
          { attacker: f('soldier-4', 4), defender: f('soldier-4', 5) },
        ],
      },
    ]);
    // 1: human 0 (critical) loses; 2: 2 + 7 + 2 = 11 against 4 + 10 - 1 (shaken) = 13, the goblin escapes; 3: 4 + 9 = 13 against 4 + 5 - 1 = 8, a hit.
    expect(last).toEqual([{ code: 'parting-swing', squad: BLADES, target: BRAWLERS, hits: 1 }]);
    expect(state.damage?.hits).toEqual([{ by: { squad: BLADES, soldier: 'soldier-4' }, target: { squad: BRAWLERS, soldier: 'soldier-4' }, damage: 5 }]);
    expect(state.squads[BLADES]!.engagedWith).toEqual([]);
  });

  it('tests the winners with their sergeant gone: squad command 3, threat 4 + 2 - 1 (L442, L469, L471)', () => {
    const { last } = play(fought(), [{ type: 'morale-tested', squad: BLADES, test: { command: die(4), threat: die(3) } }]);
    expect(last[0]).toMatchObject({ code: 'morale-test', result: 'morale-down', moraleBefore: 6, moraleAfter: 5, scores: { command: 7, threat: 8, threatLevel: 5 } });
  });

  it('lets a squad disengage on a difficulty 6 command test: parting swing, morale -1 (L408–L411)', () => {
    const turnTwo = play(fought(), [
      { type: 'morale-tested', squad: BRAWLERS, test: { command: die(5), threat: die(1) } },
      { type: 'morale-tested', squad: BLADES, test: { command: die(5), threat: die(2) } },
      { type: 'phase-ended' },
      { type: 'phase-ended' },
      { type: 'initiative-rolled', rolls: { A: die(2), B: die(5) } },
      { type: 'movement-order-chosen', movesFirst: 'B' },
    ]).state;
    const { last, state } = play(turnTwo, [{ type: 'disengage-attempted', squad: BRAWLERS, roll: die(5) }]);
    // Command: the sergeant is down, so the squad's command 1: 5 + 1 = 6 passes.
    expect(last).toEqual([
      { code: 'parting-swing-due', squad: BLADES, target: BRAWLERS },
      { code: 'disengage', squad: BRAWLERS, passed: true, score: 6, difficulty: 6, from: [BLADES], moraleAfter: 4 },
    ]);
    expect(state.partingSwings).toEqual([{ attacker: BLADES, defender: BRAWLERS }]);
  });

  it('lets a squad in the fight stay and turn, or move its free soldiers directly toward the enemy, but not walk off (L407)', () => {
    const turnTwo = play(fought(), [
      { type: 'morale-tested', squad: BRAWLERS, test: { command: die(5), threat: die(1) } },
      { type: 'morale-tested', squad: BLADES, test: { command: die(5), threat: die(2) } },
      { type: 'phase-ended' },
      { type: 'phase-ended' },
      { type: 'initiative-rolled', rolls: { A: die(2), B: die(5) } },
      { type: 'movement-order-chosen', movesFirst: 'B' },
    ]).state;
    expect(refusal(turnTwo, { type: 'squad-moved', squad: BRAWLERS, pace: 'walk' })).toBe('Goblin Brawlers are in close combat: their soldiers may turn to face, or move directly toward the enemy they fight; or the squad may try to disengage');
    expect(play(turnTwo, [{ type: 'squad-moved', squad: BRAWLERS, pace: 'walk', towardEnemy: true }]).state.squads[BRAWLERS]!.engagedWith).toEqual([BLADES]);
    const stayed = play(turnTwo, [{ type: 'squad-moved', squad: BRAWLERS, pace: 'stay' }]).state;
    expect([stayed.squads[BRAWLERS]!.turn.moved, stayed.nextToMove]).toEqual(['stayed', 'A']);
  });
});
