import { describe, expect, it } from 'vitest';
import { readSystemOdds } from '../../../systems/battle-odds';
import { replaySystemLog } from '../../../systems/replay';
import { SYSTEM_1999 } from '../index';
import { Battle, die, roll } from '../testing/fixtures';
import { chargeInto, combat, GUNNER, OGRE, raider, raiders, raidersCharge, VICTIM } from '../testing/combat';

const luckOf = (b: Battle) =>
  readSystemOdds(SYSTEM_1999, { setup: b.setup, rulings: b.rulings, steps: replaySystemLog(SYSTEM_1999, b.setup, b.rulings, b.log.map((event, i) => ({ seq: i + 1, event, recordedAt: i }))).steps })!.luck.rolls;

const duel = (attacker: number, target: number) => Battle.rounds({ attacker, target });

describe('1999 Opposed rolls and Force dice, rated (seed 001_666c0140e8c1627f.txt:141–143)', () => {
  it('the roll for the Order of play (L327): Bob’s Alpha, a Leader Type model, adds 1 to his roll, so Ann is first 10 times in 31 (ties re-rolled); first, she is the 83.9th percentile', () => {
    const rolls = luckOf(combat('charge')).filter((r) => r.text.includes('Order of play'));
    expect(rolls.map((r) => r.text)).toEqual(['Ann’s roll for the Order of play in Turn 1: first', 'Bob’s roll for the Order of play in Turn 1: not first']);
    // Ann wins on 6 against 1–4, 5 against 1–3, 4 against 1–2, 3 against 1: 10 of 36; ties (Ann one higher) 5 of 36.
    expect(rolls[0]!.atLeast).toBeCloseTo(10 / 31, 12);
    expect(rolls[0]!.percentile).toBeCloseTo(100 * (21 / 31 + 10 / 62), 9);
    expect(rolls[1]!.percentile).toBeCloseTo((100 * 10) / 31 / 2, 9);
  });

  it('an Assault (L533–L541): Raider 1’s 4 + 1 for Raider 2 in contact with the target (L537) against Victim’s 3 wins 26 of the 32 rolls that are not ties (13 in 16); missing is the 9.4th percentile, fending it off the 90.6th', () => {
    const b = raiders('charge');
    b.step(raidersCharge([[0, VICTIM], [1, VICTIM]]));
    b.step({ type: 'assault', attacker: raider(0), weapon: 'Sword', target: VICTIM, rounds: duel(1, 4) });
    const rolls = luckOf(b).filter((r) => r.text.includes('Assault'));
    expect(rolls.map((r) => [r.side, r.text])).toEqual([
      ['p1', 'Raider 1’s Assault on Victim: it missed'],
      ['p2', 'Victim fended off Raider 1’s Assault'],
    ]);
    expect(rolls[0]!.atMost).toBeCloseTo(3 / 16, 12);
    expect(rolls[0]!.percentile).toBeCloseTo(100 * (3 / 32), 9);
    expect(rolls[1]!.percentile).toBeCloseTo(100 * (13 / 16 + 3 / 32), 9);
  });

  it('under 1999.assault-ties “a tie misses” Raider 1 must roll higher: 26 in 36', () => {
    const b = raiders('charge', { '1999.assault-ties': 'miss' });
    b.step(raidersCharge([[0, VICTIM], [1, VICTIM]]));
    b.step({ type: 'assault', attacker: raider(0), weapon: 'Sword', target: VICTIM, rounds: duel(1, 4) });
    const missed = luckOf(b).find((r) => r.text === 'Raider 1’s Assault on Victim: it missed')!;
    expect(missed.atMost).toBeCloseTo(10 / 36, 12);
  });

  it('Force dice (L545–L565): three dice at STR 3 each come up at or under it half the time; one of three is the 31.25th percentile', () => {
    const b = combat('charge');
    b.step(chargeInto(OGRE));
    b.step({ type: 'assault', attacker: GUNNER, weapon: 'Sword', target: OGRE, rounds: duel(6, 1), forceDice: die(2, 5, 6), hit: { penetration: roll(6), wounds: [roll(4)] } });
    const force = luckOf(b).find((r) => r.text.includes('Force dice'))!;
    expect(force).toMatchObject({ side: 'p1', text: 'Gunner’s 3 Force dice: 1 at or under STR 3', got: 1 });
    // 0 good: 1/8, 1 good: 3/8.
    expect(force.percentile).toBeCloseTo(100 * (1 / 8 + 3 / 16), 9);
    expect(force.expected).toBeCloseTo(1.5, 12);
  });

  it('moving out of Base-to-base Contact (L433): Gunner 4 + 3 against the Ogre’s 3 + 2 breaks away 13 times in 16; held, the Ogre’s roll is the lucky one', () => {
    const b = combat('move-fast');
    b.step({ type: 'disengage-rolled', cardId: 'p1/gunner', model: 0, enemy: OGRE, rounds: Battle.rounds({ mover: 1, enemy: 6 }) });
    const rolls = luckOf(b).filter((r) => r.text.includes('break away') || r.text.includes('in the fight'));
    expect(rolls.map((r) => [r.side, r.text, r.got])).toEqual([
      ['p1', 'Gunner could not break away from Ogre', 0],
      ['p2', 'Ogre held Gunner in the fight', 1],
    ]);
    expect(rolls[0]!.atMost).toBeCloseTo(3 / 16, 12);
  });

  it('with several enemies in contact (L435) the luck is the highest-CC enemy’s: Gunner 7 − 1 against the Victim’s 6 is an even roll', () => {
    const b = combat('move-fast');
    b.step({ type: 'disengage-rolled', cardId: 'p1/gunner', model: 0, enemies: [OGRE, VICTIM], rounds: Battle.rounds({ mover: 5, enemy: 2 }) });
    const rolls = luckOf(b).filter((r) => r.text.includes('broke away') || r.text.includes('let Gunner go'));
    expect(rolls.map((r) => [r.side, r.text, r.got])).toEqual([
      ['p1', 'Gunner broke away from Victim', 1],
      ['p2', 'Victim let Gunner go', 0],
    ]);
    expect(rolls[0]!.atMost).toBeCloseTo(1, 12);
    expect(rolls[1]!.atMost).toBeCloseTo(0.5, 12);
  });
});
