import { describe, expect, it } from 'vitest';
import { readSystemOdds } from '../../../systems/battle-odds';
import { replaySystemLog } from '../../../systems/replay';
import { SYSTEM_1999 } from '../index';
import { army, Battle, card, roll, setupOf, sides, squad, unit } from '../testing/fixtures';
import { winChances1999 } from './odds';

const cards = [
  card({ name: 'Sniper', activation: [1], attributes: { mov: 10, ccOffensive: 3, ccDefensive: 3, bal: 6, str: 3, arm: 4, con: 2, men: 3 }, armyPoints: 10, weapons: [{ name: 'Rifle', type: 'shooting', rangeCm: 60, ap: 1, wounding: 6, multiple: 6 }] }),
  card({ name: 'Grunts', activation: [3], types: [{ type: 'squad', min: 1, max: 6 }], attributes: { mov: 10, ccOffensive: 3, ccDefensive: 3, bal: 3, str: 3, arm: 1, con: 0, men: 9 }, armyPoints: 5 }),
  card({ name: 'Boss', activation: [3], attributes: { mov: 10, ccOffensive: 3, ccDefensive: 3, bal: 3, str: 3, arm: 1, con: 0, men: 3 }, armyPoints: 20 }),
];

/** Ann's Sniper (10 AP) against Bob's four Grunts (5 AP each) and Boss (20 AP). */
const game = (condition: object, extra: object = {}) =>
  new Battle(setupOf({ size: { kind: 'small' }, victory: condition, ...extra } as never, sides({ player: 'Ann', roster: army('A', [unit('sniper', 'Sniper')]) }, { player: 'Bob', roster: army('B', [squad('grunts', 'Grunts', 4), unit('boss', 'Boss')]) }), cards)).deployAll('p1');

/** A shot that always kills: hit 1 + BAL 6 ≥ 7, penetrate 1 + AP 1 ≥ ARM 1, wound roll 1 + CON 0 < Wounding 6. */
const kill = (b: Battle, target: string, model = 0, men: number[] = []) => {
  if (!b.state.active) {
    b.step({ type: 'unit-nominated', unitId: 'p1/sniper' });
    b.step({ type: 'action-declared', action: 'move-and-shoot' });
  }
  return b.step({ type: 'shot', shooter: { cardId: 'p1/sniper', model: 0 }, weapon: 'Rifle', target: { cardId: target, model }, rangeCm: 10, toHit: roll(1), hit: { penetration: roll(1), wounds: [roll(1)], men: men.map((m) => roll(m)) } });
};

const oddsOf = (b: Battle) => readSystemOdds(SYSTEM_1999, { setup: b.setup, rulings: b.rulings, steps: replaySystemLog(SYSTEM_1999, b.setup, b.rulings, b.log.map((event, i) => ({ seq: i + 1, event, recordedAt: i }))).steps })!;

describe('1999 win probability (seed 001_666c0140e8c1627f.txt:259–267)', () => {
  it('Prey (L265): a race between the Bounty Units, each loss falling in proportion to the other side’s Army Points — one Sniper against 40 AP is a 1-in-5 chance', () => {
    const b = game({ decidedBy: 'agreed', condition: 'prey' }, { prey: { variant: 'designated', bounty: { p1: 'sniper', p2: 'boss' } } });
    expect(winChances1999(b.state, { rulings: {}, turnEnds: [] }).p1).toBeCloseTo(10 / 50, 12);
    kill(b, 'p2/grunts', 0, [6]);
    expect(winChances1999(b.state, { rulings: {}, turnEnds: [] }).p1).toBeCloseTo(10 / 45, 12);
    kill(b, 'p2/boss');
    expect(b.state.result).toMatchObject({ winner: 'p1', endedBy: 'prey' });

    const odds = oddsOf(b);
    // Deployment (each army whole until it is on the table) moves nothing: the first move is the first Casualty.
    expect(odds.line[0]!.chances.p1).toBeCloseTo(10 / 50, 12);
    expect(b.log[odds.line[1]!.seq! - 1]).toMatchObject({ type: 'shot', target: { cardId: 'p2/grunts' } });
    expect(odds.line.at(-1)).toMatchObject({ settled: true, chances: { p1: 1, p2: 0 } });
    // The shot that made the Bounty Unit a Casualty swung it: from 22% to certain.
    const [turning] = odds.turningPoints;
    expect(turning).toMatchObject({ side: 'p1', to: 1 });
    expect(turning!.from).toBeCloseTo(10 / 45, 12);
    expect(b.log[turning!.seq - 1]).toMatchObject({ type: 'shot', target: { cardId: 'p2/boss' } });
    expect(turning!.text).toMatch(/^In turn 1 the battle turned: .*Ann's chance of victory rose from 22% to 100%, and Ann held the field\.$/);
    expect(turning!.text).not.toMatch(/p[12]\//);
  });

  it('Predator (L267): the hunter four Grunts into half of Bob’s 40 AP ends near certain and wins on the fourth', () => {
    const b = game({ decidedBy: 'agreed', condition: 'predator' });
    const start = winChances1999(b.state, { rulings: {}, turnEnds: [] }).p1!;
    for (const model of [0, 1, 2]) kill(b, 'p2/grunts', model, [6]);
    expect(winChances1999(b.state, { rulings: {}, turnEnds: [] }).p1).toBeGreaterThan(start);
    kill(b, 'p2/grunts', 3);
    expect(b.state.result).toMatchObject({ winner: 'p1', endedBy: 'predator' });
    expect(oddsOf(b).line.at(-1)!.chances.p1).toBe(1);
  });

  it('a set number of Turns (L261): even before a shot, and a lead in Army Points left is a lead in the chance', () => {
    const b = game({ decidedBy: 'agreed', condition: 'turn-limit' }, { turnLimit: 3 });
    const chances = winChances1999(b.state, { rulings: {}, turnEnds: [] });
    // Bob has 40 AP on the Battlefield to Ann's 10.
    expect(chances.p2).toBeGreaterThan(0.5);
    expect(chances.p1! + chances.p2!).toBeCloseTo(1, 9);
  });

  it('says how the chance is reckoned for the battle’s own victory condition, not Prey’s in every game (L259–L267)', () => {
    // L259: "play until either side surrender, or to play a specific number of Turns"; L263 Territorial; L265 Prey; L267 Predator.
    const surrender = oddsOf(game({ decidedBy: 'agreed', condition: 'surrender' })).method;
    expect(surrender).toMatch(/^Until one side surrenders: the Army Points each side has left on the Battlefield/);
    expect(surrender).not.toMatch(/Prey|Predator|Bounty/);
    const turns = oddsOf(game({ decidedBy: 'agreed', condition: 'turn-limit' }, { turnLimit: 4 })).method;
    expect(turns).toMatch(/^A set number of Turns: .*\(to the end of Turn 4\); the most Army Points at the end wins\.$/);
    expect(oddsOf(game({ decidedBy: 'agreed', condition: 'territorial' }, { territorialTurn: { turn: 5, decidedBy: 'agreed' } })).method).toMatch(/^Territorial Mission: the distance to the centre is only measured at the end of Turn 5/);
    const prey = oddsOf(game({ decidedBy: 'agreed', condition: 'prey' }, { prey: { variant: 'designated', bounty: { p1: 'sniper', p2: 'boss' } } })).method;
    expect(prey).toMatch(/^Prey Mission: a race to make the other Bounty Units Casualties/);
    expect(prey).not.toMatch(/Predator|surrender/);
    expect(oddsOf(game({ decidedBy: 'agreed', condition: 'predator' })).method).toMatch(/^Predator Mission: a race to make half an opponent's Army Points Casualties/);
  });

  it('rates the roll to avoid a wound (L489–L503): 1 + CON 0 against Wounding 6 passes only on a 6, so failing it is the 41.7th percentile; certain rolls are left out', () => {
    const b = game({ decidedBy: 'agreed', condition: 'prey' }, { prey: { variant: 'designated', bounty: { p1: 'sniper', p2: 'boss' } } });
    kill(b, 'p2/boss');
    const rolls = oddsOf(b).luck.rolls.filter((r) => !r.text.includes('Order of play'));
    // To hit (1 + BAL 6 ≥ 7) and to penetrate (1 + AP 1 ≥ ARM 1) could not fail: not luck.
    expect(rolls).toHaveLength(1);
    expect(rolls[0]).toMatchObject({ side: 'p2', text: 'Boss failed to avoid a wound', got: 0 });
    expect(rolls[0]!.percentile).toBeCloseTo((100 * 5) / 6 / 2, 9);
    expect(rolls[0]!.expected).toBeCloseTo(1 / 6, 12);
  });
});
