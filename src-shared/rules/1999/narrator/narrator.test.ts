import { describe, expect, it } from 'vitest';
import { describeEvent, describeOutcome, namesFor, SYSTEM_1999, type Outcome1999 } from '../index';
import { replaySystemLog } from '../../../systems/replay';
import { army, Battle, card, roll, setupOf, sides, unit } from '../testing/fixtures';
import { combat, GUNNER, OGRE, pack, VICTIM } from '../testing/combat';

/** Plays a little of everything and returns the battle, for wording checks. */
function busyBattle(): Battle {
  const b = combat('move-and-shoot');
  b.step({ type: 'model-moved', cardId: 'p1/gunner', distanceCm: 6 });
  b.step({ type: 'shot', shooter: GUNNER, weapon: 'Rifle', target: OGRE, rangeCm: 20, toHit: roll(4), hit: { penetration: roll(4), wounds: [roll(2)], men: [roll(1)] } });
  b.step({ type: 'activation-ended' });
  b.step({ type: 'who-is-right', sides: ['p1', 'p2'], question: 'Does the wall block sight?', rounds: Battle.rounds({ p1: 4, p2: 2 }) });
  b.step({ type: 'effect-applied', target: pack(0), effect: 'casualty', by: 'p1', men: [roll(6)] });
  b.step({ type: 'chain-of-command', unitId: 'p2/pack', broken: true });
  return b;
}

describe('the narrator (1999’s own words)', () => {
  it('tells the Order of play in order, without repeating the Turn its log entry already sits under', () => {
    const names = namesFor(combat('move-and-shoot').setup);
    const told = describeOutcome({ code: 'order-of-play', turn: 2, order: ['p2', 'p1'], totals: { p1: 3, p2: 5 }, rerolls: 0, havoc: [] }, names);
    expect(told).toBe('Order of play: Bob, then Ann.');
  });

  it('tells a roll to deploy first that was tied: the totals are the first roll’s, so it says the tie was re-rolled (seed 001 L143, L327)', () => {
    const names = namesFor(combat('move-and-shoot').setup);
    // Ann 2 + 1 Leader and Bob 3 tie at 3; Bob wins the re-roll. The outcome keeps the first round's dice.
    const tied = describeOutcome({ code: 'deployment-order', order: ['p2', 'p1'], faces: { p1: 2, p2: 3 }, leaders: { p1: 1, p2: 0 }, totals: { p1: 3, p2: 3 }, rerolls: 1 }, names);
    expect(tied).toBe('Bob won the roll to deploy first (Bob rolled 3 and Ann rolled 2 + 1 Leader = 3: a tie at the top, settled by 1 re-roll).');
    const clear = describeOutcome({ code: 'deployment-order', order: ['p1', 'p2'], faces: { p1: 3, p2: 2 }, leaders: { p1: 2, p2: 0 }, totals: { p1: 5, p2: 2 }, rerolls: 0 }, names);
    expect(clear).toBe('Ann won the roll to deploy first (Ann rolled 3 + 2 Leaders = 5 and Bob rolled 2).');
  });

  it('tells a nomination as a nomination: the Unit has not acted yet, its Instability roll and Action still to come (seed 001 L353, L377)', () => {
    const names = namesFor(combat('move-and-shoot').setup);
    expect(describeOutcome({ code: 'unit-nominated', side: 'p1', unitId: 'p1/gunner', phase: 2, number: 1 }, names)).toBe('Ann’s Gunner was nominated in Activation Phase 2.');
    expect(describeOutcome({ code: 'unit-nominated', side: 'p1', unitId: 'p1/gunner', phase: 2, number: 1 }, names, 'future')).toBe('Ann’s Gunner will be nominated in Activation Phase 2.');
  });

  it('names the roll behind every total, as the Shooting Action’s steps do (seed 001 L479–L503): "roll to hit 9 against 7", "penetration roll 6 against Armour 3"', () => {
    const b = busyBattle();
    const names = namesFor(b.setup);
    const hit = b.outcomes.find((o) => o.code === 'to-hit') as Extract<Outcome1999, { code: 'to-hit' }>;
    const target = hit.target;
    expect(describeOutcome({ code: 'armour', target, face: 5, total: 6, armour: 3, terrain: null, penetrated: true }, names)).toBe(`The blow went through ${names.model(target)}’s armour (penetration roll 6 against Armour 3).`);
    expect(describeOutcome({ code: 'avoid-wound', target, face: 4, total: 4, wounding: 6, withstood: false }, names)).toBe(`${names.model(target)} failed to avoid the wound (roll to avoid a wound 4 against Wounding 6).`);
    // The Instability roll (L377–L379) and a Special Action's Roll Requirement (L147).
    expect(describeOutcome({ code: 'instability-passed', cardId: hit.shooter.cardId, model: null, face: 5, instability: 3, automatic: false }, names)).toMatch(/\(Instability roll 5 against Instability 3\)\.$/);
    expect(describeOutcome({ code: 'special-action', cardId: hit.shooter.cardId, ability: 'Rally cry', face: 3, total: 5, needed: 7, success: false, increments: 0 }, names)).toMatch(/\(roll 5 against Roll Requirement 7\)\.$/);
  });

  it('describes every outcome and step with names, never ids or side keys', () => {
    const b = busyBattle();
    const names = namesFor(b.setup);
    const texts = [...b.outcomes.map((o) => describeOutcome(o, names)), ...b.log.map((e) => describeEvent(e, names))];
    expect(texts).toContain('Gunner fired Rifle at Ogre: roll to hit 8 against 7, a hit.');
    expect(texts).toContain('Bob’s Ogre fell into Confusion (MEN roll 5; Confusion 1).');
    expect(texts).toContain('Ann won the Opposed roll and decides.');
    expect(texts).toContain('Bob’s Pack lost its Chain of Command.');
    expect(texts).toContain('Opposed roll on a rule you cannot agree on: Does the wall block sight?');
    for (const text of texts) expect(text).not.toMatch(/\bp\d\b|p\d\/|undefined|null|NaN|\[object/);
  });

  it('tells the roll to move out of contact in a sentence: who broke away or was held, by whom, and the −1s (seed 001 L431–L437)', () => {
    const away = combat('move-fast');
    away.step({ type: 'disengage-rolled', cardId: 'p1/gunner', model: 0, enemies: [OGRE, VICTIM], rounds: Battle.rounds({ mover: 4, enemy: 3 }) });
    const names = namesFor(away.setup);
    expect(away.outcomes.map((o) => describeOutcome(o, names))).toContain('Gunner broke away from Victim and went on with the Action (Opposed roll 10 against 9; −1 for 1 more enemy in contact).');
    expect(describeEvent(away.log.at(-1)!, names)).toBe('Gunner tries to leave contact with Ogre and Victim');
    const held = combat('move-fast');
    held.step({ type: 'disengage-rolled', cardId: 'p1/gunner', model: 0, enemies: [pack(0), pack(1), OGRE], rounds: Battle.rounds({ mover: 1, enemy: 2 }) });
    expect(held.outcomes.map((o) => describeOutcome(o, names))).toContain('Pack 1 held Gunner in contact, ending its Action (Opposed roll 6 against 8; −2 for 2 more enemies in contact).');
  });

  it('names squad models by number and single models by card', () => {
    const names = namesFor(combat('hold-ground').setup);
    expect(names.model(pack(2))).toBe('Pack 3');
    expect(names.model(VICTIM)).toBe('Victim');
    expect(names.ownedUnit('p2/pack')).toBe('Bob’s Pack');
  });
});

describe('a battle over before its first Turn', () => {
  it('says so, and that no one lost a model, rather than "Turn 0" and "0 Army Points and 0 Units" (surrender, L261)', () => {
    const cards = [card({ name: 'Sniper', activation: [1], armyPoints: 10 }), card({ name: 'Boss', activation: [3], armyPoints: 20 })];
    const b = new Battle(setupOf({ size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'surrender' } } as never, sides({ player: 'Ann', roster: army('A', [unit('sniper', 'Sniper')]) }, { player: 'Bob', roster: army('B', [unit('boss', 'Boss')]) }), cards));
    b.step({ type: 'surrendered', side: 'p2' });
    expect(b.state.result).toMatchObject({ winner: 'p1', endedBy: 'surrender' });
    const steps = replaySystemLog(SYSTEM_1999, b.setup, b.rulings, b.log.map((event, i) => ({ seq: i + 1, event, recordedAt: i }))).steps as Parameters<typeof SYSTEM_1999.narrator.narrate>[0]['steps'];
    const told = SYSTEM_1999.narrator.narrate({ battleId: 'early', name: 'Early', setup: b.setup, steps, state: b.state, rulings: b.rulings });
    const text = told.lines.map((line) => line.text).join('\n');
    expect(text).toContain('The battle was over before its first Turn: Ann won when every other player surrendered. Neither side lost a model.');
    expect(text).not.toMatch(/Turn 0|0 Army Points and 0 Units/);
    const won = b.outcomes.find((o) => o.code === 'battle-won')!;
    expect(describeOutcome(won, namesFor(b.setup))).toBe('Ann won before the first Turn, when every other player surrendered.');
    expect(describeOutcome(won, namesFor(b.setup), 'future')).toBe('Ann will win before the first Turn, once every other player has surrendered.');
  });
});

describe('the same outcomes told ahead, for a step not yet recorded', () => {
  it('the log keeps the past; a preview says what recording the step will do, with the same numbers', () => {
    const b = busyBattle();
    const names = namesFor(b.setup);
    const told = (tense: 'past' | 'future') => b.outcomes.map((o) => describeOutcome(o, names, tense));
    const past = told('past');
    const future = told('future');
    expect(past).toContain('Gunner moved 6 cm (of 10 cm).');
    expect(future).toContain('Gunner will move 6 cm (of 10 cm).');
    expect(future).toContain('Gunner will fire Rifle at Ogre: roll to hit 8 against 7, a hit.');
    expect(future).toContain('Bob’s Ogre will fall into Confusion (MEN roll 5; Confusion 1).');
    expect(future).toContain('Ann will win the Opposed roll and decide.');
    expect(future).toContain('Bob’s Pack will lose its Chain of Command.');
    expect(future).toContain('Bob’s Pack will lose a model by a card’s effect.');
    expect(future).toHaveLength(past.length);
    for (const line of future) expect(line).not.toMatch(/\b(moved|fired|fell|won|lost|was|were|struck|declared|finished)\b/);
  });
});
