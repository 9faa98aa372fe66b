import { describe, expect, it } from 'vitest';
import { readSystemOdds } from '../../../systems/battle-odds';
import { replaySystemLog } from '../../../systems/replay';
import { ORDER_66 } from '../system';
import { codes, Game } from '../testing/game';
import { ORDER_66_ODDS, order66Rolls, order66WinChances } from './odds';
import type { Order66Setup } from '../battle/setup';
import { dodgeChance } from '../odds';
import type { RulingChoices } from '../../ruling';
import { CHOKE_EVENTS, CHOKE_PLAYERS } from './choke-battle';

/** The battle's steps as the app replays them (with their turns). */
function stepsOf(game: Game) {
  return replaySystemLog(ORDER_66, game.setup, game.choices, game.log.map((event, i) => ({ seq: i + 1, event, recordedAt: i }))).steps;
}

function chokeBattle(): Game {
  const game = Game.of(CHOKE_PLAYERS);
  for (const event of CHOKE_EVENTS) game.do(event);
  return game;
}

describe('Order 66 win probability (attrition race on Mystic wounds)', () => {
  it('starts even between two like forces (000:70, 000:72: 3 wounds and one Grymn each)', () => {
    const game = Game.of([
      { player: 'Vic', mystic: 'va-durr' },
      { player: 'Lucy', mystic: 'luke' },
    ]);
    expect(order66WinChances(game.state, { rulings: {}, turnEnds: [] })).toEqual({ p1: 0.5, p2: 0.5 });
  });

  it('a Mystic two wounds down is the likely loser, and the second choke that removes his foe settles it for him (000:56)', () => {
    const game = chokeBattle();
    expect(game.state.result?.winners).toEqual(['p1']);
    const odds = readSystemOdds(ORDER_66, { setup: game.setup, rulings: {}, steps: stepsOf(game) })!;
    const afterWounds = odds.line.find((p) => game.judged[p.seq! - 1]?.some((o) => o.code === 'damaged' && o.woundsLeft === 1))!;
    expect(afterWounds.chances.p1).toBeLessThan(0.2);
    const last = odds.line.at(-1)!;
    expect(last).toMatchObject({ settled: true, chances: { p1: 1, p2: 0 } });
    const turning = odds.turningPoints[0]!;
    expect(codes(game.judged[turning.seq - 1]!)).toContain('choked');
    expect(turning).toMatchObject({ side: 'p1', to: 1 });
    expect(turning.text).toContain("Vic's chance of victory rose from 13% to 100%");
    expect(turning.text).toMatch(/^In turn 1 the battle turned: Luke failed to resist/);
    expect(turning.text).not.toMatch(/\bp[12]\b/);
  });

  it('rates a Pulse Rifle shot against 2D6 + support ≥ 7 (000:90): a hit with no support is 21 in 36', () => {
    const [roll] = order66Rolls(
      [{ code: 'shot', attack: 1, weapon: 'pulse-rifle', modelId: 'p1.grymn-1', targetId: 'p2.mystic', dice: 7, bonus: 0, total: 7, needed: 7, hit: true, answering: null }],
      Game.of([
        { player: 'Vic', mystic: 'va-durr' },
        { player: 'Lucy', mystic: 'luke' },
      ]).setup,
    );
    expect(roll!.side).toBe('p1');
    expect(roll!.results[1]!.p).toBeCloseTo(21 / 36, 12);
  });

  it("rates a failed dodge as the battle screen counts it (000:94: 2D6 + Dodge must beat the shot): 2D6 + 3 against 9 fails 5 in 12, and 'Ties dodge' moves it with the screen", () => {
    const setup = Game.of([
      { player: 'Vic', mystic: 'va-durr' },
      { player: 'Bruno', mystic: 'luke' },
    ]).setup;
    const failed = { code: 'dodge-failed', attack: 1, modelId: 'p1.mystic', attackerId: 'p2.grymn-1', weapon: 'pulse-rifle', dice: 2, bonus: 3, total: 5, against: 9 } as const;
    const shot = { dice: 9, total: 9 };
    for (const choices of [{}, { 'o66.dodge-ties': 'defender-wins-ties' }] as RulingChoices[]) {
      const [roll] = order66Rolls([failed], setup, choices);
      const screen = dodgeChance(shot, 3, choices);
      expect(roll!.text).toBe("Va'Durr failed to dodge Luke's Grymn Trooper's shot");
      // What the chronicle calls the failure's chance is what the battle screen left over from the dodge's.
      expect(roll!.results[0]!.p).toBeCloseTo(1 - screen.numerator / screen.denominator, 12);
    }
    // Beating 9 with 2D6 + 3 needs 7 or more on the dice: 21 of 36, so failing is 15 in 36; equalling it (Ties dodge) needs 6 or more: 26 of 36.
    expect(order66Rolls([failed], setup)[0]!.results[0]!.p).toBeCloseTo(15 / 36, 12);
    expect(order66Rolls([failed], setup, { 'o66.dodge-ties': 'defender-wins-ties' })[0]!.results[0]!.p).toBeCloseTo(10 / 36, 12);
  });

  it("rates a melee blow's 2D6 where they fell (000:128, the attacker rolls 2D6 and adds Combat): an 8 is the 65.3rd percentile, 15 in 36 rolls reaching it", () => {
    const [blow] = order66Rolls(
      [{ code: 'melee-attack', attack: 1, modelId: 'p1.mystic', targetId: 'p2.mystic', dice: 8, combat: 2, total: 10, via: 'melee' }],
      Game.of([
        { player: 'Vic', mystic: 'va-durr' },
        { player: 'Lucy', mystic: 'luke' },
      ]).setup,
    );
    expect(blow!.side).toBe('p1');
    expect(blow!.got).toBe(8);
    // 2 to 7 come up 21 times in 36, 8 itself 5 times: 21/36 + 5/72 below the middle of its own chance.
    const below = blow!.results.filter((r) => r.rank < 8).reduce((sum, r) => sum + r.p, 0);
    expect(below).toBeCloseTo(21 / 36, 12);
    expect(blow!.results.filter((r) => r.rank >= 8).reduce((sum, r) => sum + r.p, 0)).toBeCloseTo(15 / 36, 12);
    expect(blow!.text).toBe("Va'Durr's blow at Luke (rolled 8)");
  });

  it("rates Luke's resist against Va'Durr's choke: 2D6 + 2 must beat 13 (000:104), 1 in 36, so failing it is the 48.6th percentile; certain rolls are left out", () => {
    const game = chokeBattle();
    const luck = readSystemOdds(ORDER_66, { setup: game.setup, rulings: {}, steps: stepsOf(game) })!.luck;
    const resist = luck.rolls.find((r) => r.side === 'p2' && r.text.includes('resist'))!;
    expect(resist.text).toBe("Luke failed to resist Va'Durr's power");
    expect(resist.percentile).toBeCloseTo((100 * 35) / 36 / 2, 9);
    expect(resist.atMost).toBeCloseTo(35 / 36, 12);
    // Va'Durr's defences against 15 and 14 could not succeed (2D6 + 1 never beats 14): they are not luck.
    expect(luck.rolls.filter((r) => r.text.includes('avoid'))).toEqual([]);
  });
});

describe('how the chance is reckoned, for the battle’s own victory condition only', () => {
  const method = (setup: Partial<Order66Setup>) => (ORDER_66_ODDS.method as (setup: Order66Setup) => string)({ sides: [], turnLimit: null, scenario: null, createdAt: '', ...setup });
  it('names the agreed turns, the scenario or the last Mystic standing, never all of them', () => {
    expect(method({ turnLimit: 4 })).toBe("Agreed turns (4): the wounds dealt so far, with the battle's own pace for the turns left.");
    expect(method({ scenario: 'Hold the shrine' })).toMatch(/^The group's scenario decides the winner/);
    expect(method({})).toMatch(/^Last Mystic standing: an attrition race/);
    expect(method({})).not.toMatch(/Agreed turns/);
  });
});
