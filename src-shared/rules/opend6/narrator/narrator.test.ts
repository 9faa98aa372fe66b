import { describe, expect, it } from 'vitest';
import { describeOd6Event, describeOd6Outcome, narrateOd6, od6StepDice, type Od6Event, type Od6EventType, type Od6Outcome, type Od6OutcomeCode, type TestScores } from '../index';
import { atMovement, die, GOBLIN_ARCHERS, play, setupOf } from '../testing/fixtures';
import { ICE_RANGERS } from '../squads/samples';

const setup = setupOf([ICE_RANGERS], [GOBLIN_ARCHERS]);
const ICE = 'A-1';
const ARCHERS = 'B-1';
const scores: TestScores = { command: 7, threat: 7, threatLevel: 6, factors: [{ factor: 'base', modifier: 4 }, { factor: 'casualties-this-turn', modifier: 2 }] };
const damage = { target: { squad: ICE, soldier: 'champion-1' }, by: { squad: ARCHERS, soldier: 'soldier-3' }, source: 'volley' as const, damageRoll: 9, strengthRoll: 5 };

/** One outcome of every code (the Record makes a new code fail to compile until it has one). */
const SAMPLES: Readonly<Record<Od6OutcomeCode, Od6Outcome>> = {
  'phase-began': { code: 'phase-began', phase: 'close-combat', turn: 2 },
  'initiative-won': { code: 'initiative-won', side: 'A', scores: { A: 9, B: 4 } },
  'initiative-tied': { code: 'initiative-tied', scores: { A: 6, B: 6 } },
  'moves-first': { code: 'moves-first', side: 'B' },
  'squad-moved': { code: 'squad-moved', squad: ICE, pace: 'run', inches: 11, allowance: 13, woundedWalk: 2 },
  'opportunity-fire-test': { code: 'opportunity-fire-test', squad: ARCHERS, target: ICE, passed: true, scores },
  'charge-declared': { code: 'charge-declared', squad: ICE, target: ARCHERS },
  'morale-test-waived': { code: 'morale-test-waived', squad: ICE, kind: 'charge', reason: 'outnumbers-target' },
  'morale-test': { code: 'morale-test', squad: ICE, kind: 'casualty', scores, result: 'no-effect', moraleBefore: 3, moraleAfter: 3, casualties: { wounded: 0, incapacitated: 2 }, sources: [{ squad: ARCHERS, source: 'volley' }] },
  'charge-aborted': { code: 'charge-aborted', squad: ICE, target: ARCHERS },
  'charge-evaded': { code: 'charge-evaded', squad: ARCHERS, attacker: ICE, how: 'broke' },
  'charge-stood': { code: 'charge-stood', squad: ARCHERS, attacker: ICE },
  'charge-braced': { code: 'charge-braced', squad: ARCHERS },
  'charge-contact': { code: 'charge-contact', squad: ICE, target: ARCHERS },
  'charge-fell-short': { code: 'charge-fell-short', squad: ICE, target: ARCHERS, moraleAfter: 6 },
  disengage: { code: 'disengage', squad: ICE, passed: false, score: 5, difficulty: 6, from: [ARCHERS], moraleAfter: 7 },
  volley: { code: 'volley', squad: ARCHERS, target: ICE, mode: 'opportunity', shots: [{ soldier: 'sergeant', range: 'medium', difficulty: 9, score: 10, hit: true }], hits: 1 },
  'siege-shot': { code: 'siege-shot', squad: ARCHERS, difficulty: 10, score: 7, onTarget: false, deviations: [{ direction: 4, inches: 6, towardShooter: true }], caught: 3 },
  damage: { code: 'damage', ...damage, result: 'incapacitated', condition: 'incapacitated', applied: false },
  'battery-damaged': { code: 'battery-damaged', squad: ARCHERS, by: { squad: ICE, soldier: 'sergeant' }, damageRoll: 8, strengthRoll: 6, result: 'wounded', bodyPoints: 3, destroyed: false },
  'casualties-applied': { code: 'casualties-applied', squad: ICE, tally: { wounded: 1, incapacitated: 2 } },
  'close-combat': { code: 'close-combat', squads: [ICE, ARCHERS], wins: { [ICE]: 3, [ARCHERS]: 1 }, ties: 2 },
  'forced-back': { code: 'forced-back', squad: ARCHERS, by: ICE, casualties: { [ICE]: 1, [ARCHERS]: 3 } },
  'no-force-back': { code: 'no-force-back', squads: [ICE, ARCHERS], reason: 'outnumbered', casualties: { [ICE]: 2, [ARCHERS]: 1 } },
  'advance-held': { code: 'advance-held', squad: ICE, passed: true },
  'parting-swing-due': { code: 'parting-swing-due', squad: ICE, target: ARCHERS },
  'parting-swing': { code: 'parting-swing', squad: ICE, target: ARCHERS, hits: 2 },
  'rally-test': { code: 'rally-test', squad: ARCHERS, scores, result: 'morale-up', moraleBefore: 0, moraleAfter: 1, wasBroken: true },
  'squad-broke': { code: 'squad-broke', squad: ARCHERS },
  'squad-rallied': { code: 'squad-rallied', squad: ARCHERS },
  'squad-withdrew': { code: 'squad-withdrew', squad: ARCHERS },
  'squad-dispersed': { code: 'squad-dispersed', squad: ARCHERS, soldiers: 4 },
  'squad-destroyed': { code: 'squad-destroyed', squad: ARCHERS },
  'rally-point-reached': { code: 'rally-point-reached', squad: ARCHERS },
  separation: { code: 'separation', squad: ICE, separated: 2 },
  'markers-removed': { code: 'markers-removed' },
  conceded: { code: 'conceded', side: 'B' },
  'battle-ended': { code: 'battle-ended', winner: 'A', endedBy: 'field-won' },
};

const EVENTS: Readonly<Record<Od6EventType, Od6Event>> = {
  'initiative-rolled': { type: 'initiative-rolled', rolls: { A: die(3), B: die(2) } },
  'movement-order-chosen': { type: 'movement-order-chosen', movesFirst: 'A' },
  'squad-moved': { type: 'squad-moved', squad: ICE, pace: 'walk' },
  'opportunity-fire-tested': { type: 'opportunity-fire-tested', squad: ARCHERS, target: ICE, test: { command: die(4), threat: die(2) } },
  'charge-declared': { type: 'charge-declared', squad: ICE, target: ARCHERS },
  'charge-received': { type: 'charge-received' },
  'charge-braced': { type: 'charge-braced' },
  'charge-completed': { type: 'charge-completed', reached: true },
  'disengage-attempted': { type: 'disengage-attempted', squad: ICE, roll: die(4) },
  'shots-fired': { type: 'shots-fired', squad: ARCHERS, mode: 'defensive', target: ICE, shots: [{ soldier: 'sergeant', weaponId: 'medium-crossbow', range: 'short', roll: die(3) }] },
  'siege-fired': { type: 'siege-fired', squad: ARCHERS, gunner: 'sergeant', range: 'long', roll: die(3) },
  'damage-rolled': { type: 'damage-rolled', damage: [], strength: [] },
  'close-combat-fought': { type: 'close-combat-fought', squads: [ICE, ARCHERS], groups: [] },
  'parting-swing-rolled': { type: 'parting-swing-rolled', attacker: ICE, defender: ARCHERS, fights: [] },
  'advance-held': { type: 'advance-held', squad: ICE },
  'morale-tested': { type: 'morale-tested', squad: ICE, test: { command: die(4), threat: die(2) } },
  'rally-tested': { type: 'rally-tested', squad: ICE, test: { command: die(4), threat: die(2) } },
  'rally-point-reached': { type: 'rally-point-reached', squad: ARCHERS },
  'separation-reported': { type: 'separation-reported', squad: ICE, separated: [] },
  'phase-ended': { type: 'phase-ended' },
  conceded: { type: 'conceded', side: 'B' },
};

/** Nothing a player reads may be an internal key, a code token or a side letter. */
function readable(text: string): void {
  expect(text.length).toBeGreaterThan(5);
  expect(text).not.toMatch(/\b[AB]-\d\b|soldier-\d|champion-\d|undefined|null|NaN|\bside [AB]\b/);
  expect(text).not.toMatch(/\b(opend6|od6)\.|[a-z]+-[a-z]+-[a-z]+/);
}

describe('the narrator speaks the game’s terms (seed 004)', () => {
  it('says "the Ice Rangers held at Shaken after losing two men to the Goblin Archers’ volley"', () => {
    expect(describeOd6Outcome(SAMPLES['morale-test'], setup)).toBe('The Ice Rangers held at Shaken after losing two men to the Goblin Archers’ volley (casualty morale test: command roll 7 against threat roll 7, threat level 6)');
  });

  it('says how far morale fell when the status holds: an elite squad from 7 to 5 is still Steady but two boxes down (seed 004 L423, L486–L490)', () => {
    const test = SAMPLES['morale-test'] as Extract<Od6Outcome, { code: 'morale-test' }>;
    const withdrew: Od6Outcome = { ...test, result: 'morale-down-withdraw', moraleBefore: 7, moraleAfter: 5 };
    expect(describeOd6Outcome(withdrew, setup)).toBe('The Ice Rangers fell back 4″, morale level down to 5 but still Steady, after losing two men to the Goblin Archers’ volley (casualty morale test: command roll 7 against threat roll 7, threat level 6)');
    const wavered: Od6Outcome = { ...test, result: 'morale-down', moraleBefore: 7, moraleAfter: 6 };
    expect(describeOd6Outcome(wavered, setup)).toBe('The Ice Rangers wavered, morale level down to 6 but still Steady, after losing two men to the Goblin Archers’ volley (casualty morale test: command roll 7 against threat roll 7, threat level 6)');
    const steadier: Od6Outcome = { ...test, result: 'morale-up', moraleBefore: 5, moraleAfter: 6 };
    expect(describeOd6Outcome(steadier, setup)).toBe('The Ice Rangers grew steadier, morale level up to 6 and Steady after losing two men to the Goblin Archers’ volley (casualty morale test: command roll 7 against threat roll 7, threat level 6)');
  });

  it('does not say morale rose when a Morale +1 finds the squad already at its starting level (seed 004 L421, L489)', () => {
    const test = SAMPLES['morale-test'] as Extract<Od6Outcome, { code: 'morale-test' }>;
    const charge: Od6Outcome = { ...test, kind: 'charge', result: 'morale-up', moraleBefore: 7, moraleAfter: 7 };
    expect(describeOd6Outcome(charge, setup)).toBe('The Ice Rangers held at Steady, already at their starting morale level of 7, as they gathered to charge (charge morale test: command roll 7 against threat roll 7, threat level 6)');
  });

  it('names each total as a roll and the level it was rolled on, as the rulebook does: "command roll 0 … final threat roll of 8" on threat level 4 + 1 (seed 004 L442, L487, L493)', () => {
    // The L493 example: command 3 and a critical failure (0) against a 3 on threat level 4 + 1 casualty = 8; Morale -2 and Withdraw, 5 to 3.
    const example: Od6Outcome = { ...(SAMPLES['morale-test'] as Extract<Od6Outcome, { code: 'morale-test' }>), scores: { command: 0, threat: 8, threatLevel: 5, factors: [] }, result: 'morale-down-withdraw', moraleBefore: 5, moraleAfter: 3, casualties: { wounded: 0, incapacitated: 1 } };
    const words = describeOd6Outcome(example, setup);
    expect(words).toContain('(casualty morale test: command roll 0, a critical failure, against threat roll 8, threat level 5)');
    // No bare "threat 8" that could be read as the level.
    expect(words).not.toMatch(/threat \d/);
    // A straight opportunity fire test (the ruling's difficulty 4, L156) has no threat roll: its number is a difficulty.
    const straight: Od6Outcome = { ...SAMPLES['opportunity-fire-test'], scores: { command: 5, threat: null, threatLevel: 4, factors: [] } } as Od6Outcome;
    expect(describeOd6Outcome(straight, setup)).toBe('The Goblin Archers held steady for opportunity fire at the Ice Rangers (command roll 5 against difficulty 4)');
    // Disengaging is a difficulty 6 command test (L410).
    expect(describeOd6Outcome(SAMPLES.disengage, setup)).toBe('The Ice Rangers could not break off from the fight (command roll 5 against difficulty 6)');
    expect(describeOd6Outcome(SAMPLES['rally-test'], setup)).toContain('(rally test: command roll 7 against threat roll 7, threat level 6)');
    // A threat roll of 0 below its level is the opponent's critical failure (L120), and says so.
    const lucky: Od6Outcome = { ...(SAMPLES['morale-test'] as Extract<Od6Outcome, { code: 'morale-test' }>), scores: { command: 8, threat: 0, threatLevel: 4, factors: [] } };
    expect(describeOd6Outcome(lucky, setup)).toContain('(casualty morale test: command roll 8 against threat roll 0, threat level 4; the threat roll was a critical failure)');
  });

  it('says "none" for a squad that landed no blow in close combat, not "no by" (seed 004 L368)', () => {
    const oneSided: Od6Outcome = { code: 'close-combat', squads: [ICE, ARCHERS], wins: { [ICE]: 5, [ARCHERS]: 0 }, ties: 0 };
    expect(describeOd6Outcome(oneSided, setup)).toBe('The Ice Rangers and the Goblin Archers fought hand to hand: five blows landed by the Ice Rangers, none by the Goblin Archers');
  });

  it.each(Object.entries(SAMPLES))('puts %s into words a player can read', (_, outcome) => {
    readable(describeOd6Outcome(outcome, setup));
  });

  it.each(Object.entries(EVENTS))('names the %s step for the undo bar', (_, event) => {
    readable(describeOd6Event(event, setup));
  });

  it('tells where a siege shot deviated in the template’s own numbers: a 4 is back toward the crew (L309)', () => {
    const twice = { ...SAMPLES['siege-shot'], deviations: [{ direction: 4, inches: 6, towardShooter: true }, { direction: 2, inches: 3, towardShooter: false }] } as Od6Outcome;
    expect(describeOd6Outcome(twice, setup)).toBe('The Goblin Archers’ siege shot (siege weapons roll 7 against difficulty 10) deviated 6″ back toward the crew, then deviated 3″ toward the template’s 2, catching three soldiers');
  });

  it('names soldiers as the players know them', () => {
    expect(describeOd6Outcome(SAMPLES.damage, setup)).toBe('The champion of the Ice Rangers was struck down (Damage Strength roll 9 against Strength roll 5), when the volleys end');
    expect(describeOd6Outcome({ ...SAMPLES.damage, code: 'damage', target: { squad: ICE, soldier: 'soldier-4' }, result: 'wounded', condition: 'wounded', applied: true } as Od6Outcome, setup)).toBe('Soldier 4 of the Ice Rangers was wounded (Damage Strength roll 9 against Strength roll 5)');
    expect(describeOd6Outcome(SAMPLES['initiative-won'], setup)).toBe('Astrid won the initiative (initiative rolls: Astrid 9, Borg 4)');
  });
});

describe('critical failures in damage rolls (seed 004 L119–L120: a first die of 1 scores 0, no modifiers)', () => {
  const volley = (damage: ReturnType<typeof die>[], strength: ReturnType<typeof die>[]) =>
    play(atMovement().state, [
      { type: 'phase-ended' },
      { type: 'shots-fired', squad: ARCHERS, mode: 'ranged', target: ICE, shots: [die(6, 3), die(6, 3)].map((roll, n) => ({ soldier: `soldier-${n + 1}`, weaponId: 'medium-crossbow', range: 'medium', roll })), hits: [{ shot: 0, soldier: 'soldier-1' }, { shot: 1, soldier: 'soldier-2' }] },
      { type: 'damage-rolled', damage, strength: strength.map((roll, n) => ({ squad: ICE, soldier: `soldier-${n + 1}`, roll })) },
    ]).last.filter((outcome) => outcome.code === 'damage').map((outcome) => describeOd6Outcome(outcome, setup));

  it('says when both rolls critically failed, so a 0 against Strength 0 reads as dice, not as the soldiers', () => {
    // A tie on the Damage Table wounds (od6.damage-tie's default), whatever made the scores.
    expect(volley([die(1), die(4)], [die(1), die(5)])[0]).toBe('Soldier 1 of the Ice Rangers was wounded (Damage Strength roll 0 against Strength roll 0: both rolled a critical failure), when the volleys end');
  });

  it('says which one roll critically failed, and nothing where none did', () => {
    const [damageFailed, strengthFailed] = volley([die(1), die(6, 6, 2)], [die(4), die(1)]);
    expect(damageFailed).toContain('(Damage Strength roll 0, a critical failure, against Strength roll ');
    expect(strengthFailed).toMatch(/against Strength roll 0, a critical failure\)/);
    const [plain] = volley([die(4), die(4)], [die(4), die(4)]);
    expect(plain).not.toContain('critical');
  });
});

describe('squad names as players type them', () => {
  it('puts no “the” before a name that opens with its owner (“Ann’s Blades”, “Borg’ Boys”)', () => {
    for (const name of ['Ann’s Blades', "Ann's Blades", 'Borg’ Boys']) {
      const owned = setupOf([{ ...ICE_RANGERS, name }], [GOBLIN_ARCHERS]);
      expect(describeOd6Outcome(SAMPLES['charge-declared'], owned)).toMatch(new RegExp(`^${name} `));
    }
    expect(describeOd6Outcome(SAMPLES['charge-declared'], setup)).toMatch(/^The Ice Rangers /);
  });
});

describe('verbs that agree with the squad’s name', () => {
  const named = (name: string) => setupOf([{ ...ICE_RANGERS, name }], [GOBLIN_ARCHERS]);

  it('says the Blades of Aster “try to hold their ground” and the Watch “tries to hold its ground” on the last-step line (seed 004 L403)', () => {
    expect(describeOd6Event(EVENTS['advance-held'], named('Blades of Aster'))).toBe('The Blades of Aster try to hold their ground');
    expect(describeOd6Event(EVENTS['advance-held'], named('The Watch'))).toBe('The Watch tries to hold its ground');
  });

  it('agrees in every present-tense step line: walking, disengaging, reaching the rally point (seed 004 L124, L410, L436)', () => {
    expect(describeOd6Event(EVENTS['squad-moved'], named('Blades of Aster'))).toBe('The Blades of Aster walk');
    expect(describeOd6Event(EVENTS['squad-moved'], named('The Watch'))).toBe('The Watch walks');
    expect(describeOd6Event(EVENTS['disengage-attempted'], named('Blades of Aster'))).toBe('The Blades of Aster try to disengage');
    expect(describeOd6Event(EVENTS['disengage-attempted'], named('The Watch'))).toBe('The Watch tries to disengage');
    const fleeing = (name: string) => setupOf([ICE_RANGERS], [{ ...GOBLIN_ARCHERS, name }]);
    expect(describeOd6Event(EVENTS['rally-point-reached'], fleeing('Archers of the Fen'))).toBe('The Archers of the Fen reach their rally point');
    expect(describeOd6Event(EVENTS['rally-point-reached'], fleeing('The Fen Watch'))).toBe('The Fen Watch reaches its rally point');
  });

  it('says a squad that failed its opportunity fire test could not steady itself, or themselves (seed 004 L156)', () => {
    const failed = { ...SAMPLES['opportunity-fire-test'], passed: false } as Od6Outcome;
    expect(describeOd6Outcome(failed, setupOf([ICE_RANGERS], [{ ...GOBLIN_ARCHERS, name: 'Archers of the Fen' }]))).toMatch(/^The Archers of the Fen could not steady themselves to fire on/);
    expect(describeOd6Outcome(failed, setupOf([ICE_RANGERS], [{ ...GOBLIN_ARCHERS, name: 'The Fen Watch' }]))).toMatch(/^The Fen Watch could not steady itself to fire on/);
  });
});

describe('the dice inside each step, labelled for the event log', () => {
  it('labels every die of a close-combat step by soldier, and a damage step by hit and target', () => {
    const fight: Od6Event = { type: 'close-combat-fought', squads: [ICE, ARCHERS], groups: [{ lone: { squad: ARCHERS, soldier: 'sergeant', roll: die(4) }, opponents: [{ soldier: 'soldier-2', roll: die(6, 3) }] }] };
    expect(od6StepDice(fight, setup).map((entry) => [entry.where, entry.roll.faces])).toEqual([
      ['The sergeant of the Goblin Archers', [4]],
      ['Soldier 2 of the Ice Rangers', [6, 3]],
    ]);
    const damage: Od6Event = { type: 'damage-rolled', damage: [die(2)], strength: [{ squad: ICE, soldier: 'champion-1', roll: die(5) }] };
    expect(od6StepDice(damage, setup).map((entry) => entry.where)).toEqual(['Damage roll 1', 'The champion of the Ice Rangers: Strength']);
  });

  it.each(Object.entries(EVENTS))('labels the dice of %s readably', (_, event) => {
    for (const entry of od6StepDice(event, setup)) readable(entry.where);
  });
});

describe('damage landed in a step, counted by soldier (seed 004 L282, L287)', () => {
  /** The archers' opportunity fire at the moving Ice Rangers (L330–L334): two shots, hitting `soldiers`, then `damage`. */
  function volleyAtIce(soldiers: readonly [string, string], damage: Extract<Od6Event, { type: 'damage-rolled' }>) {
    const events: Od6Event[] = [
      { type: 'opportunity-fire-tested', squad: ARCHERS, target: ICE, test: { command: die(5), threat: die(2) } },
      {
        type: 'shots-fired',
        squad: ARCHERS,
        mode: 'opportunity',
        target: ICE,
        shots: [
          { soldier: 'sergeant', weaponId: 'medium-crossbow', range: 'medium', roll: die(4) },
          { soldier: 'soldier-1', weaponId: 'medium-crossbow', range: 'medium', roll: die(4) },
        ],
        hits: soldiers.map((soldier, shot) => ({ shot, soldier })),
      },
      damage,
    ];
    let state = atMovement().state;
    const steps = events.map((event, seq) => {
      const applied = play(state, [event]);
      state = applied.state;
      return { seq, turn: 1, event, outcomes: applied.last };
    });
    return { steps, told: narrateOd6({ setup: state.setup, steps, state }).lines.map((line) => line.text) };
  }

  it('tells a man wounded and then struck down by a second hit as one man lost, not one lost and one wounded', () => {
    // Damage Strength 5 + 3 = 8 twice against one Strength roll 3 + 2 = 5 (L287): a wound, then a second wound (L270–L272, L282).
    const { steps, told } = volleyAtIce(['soldier-3', 'soldier-3'], { type: 'damage-rolled', damage: [die(3), die(3)], strength: [{ squad: ICE, soldier: 'soldier-3', roll: die(2) }] });
    expect(steps[2]!.outcomes.filter((outcome) => outcome.code === 'damage').map((outcome) => (outcome as Extract<Od6Outcome, { code: 'damage' }>).condition)).toEqual(['wounded', 'incapacitated']);
    expect(told).toContain('The Ice Rangers lost one man.');
    expect(told.join(' ')).not.toContain('wounded');
  });

  it('tells two men each hit once apart: one lost, one wounded', () => {
    // 5 + 5 = 10 against 3 + 2 = 5 incapacitates (L272); 5 + 3 = 8 against 3 + 4 = 7 wounds.
    const { told } = volleyAtIce(['soldier-3', 'soldier-4'], {
      type: 'damage-rolled',
      damage: [die(5), die(3)],
      strength: [
        { squad: ICE, soldier: 'soldier-3', roll: die(2) },
        { squad: ICE, soldier: 'soldier-4', roll: die(4) },
      ],
    });
    expect(told).toContain('The Ice Rangers lost one man and had one wounded.');
  });
});
