import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { narrateBattle } from '../../../src-shared/rules/orders-omens/narrator/narrate-battle';
import { seedBridgeCampaign } from '../../../src-shared/chronicle/testing/seed-campaign';
import { dispatch } from '../../dispatch';
import { openTempStore, type TempStore } from '../../testing/temp-store';
import { appendStep, caller } from '../../testing/system-fixtures';
import type { SystemBattleDetail } from '../../../src-shared/contract/system-battles';
import { force } from '../../../src-shared/rules/order-66/testing/game';
import { CHOKE_EVENTS, CHOKE_PLAYERS } from '../../../src-shared/rules/order-66/chronicle/choke-battle';
import { typedCaller } from '../../testing/typed-caller';
import { narrationVersionOf } from './chronicle-writer';

let temp: TempStore;
let call: ReturnType<typeof typedCaller>;
beforeEach(() => {
  temp = openTempStore();
  call = typedCaller(temp.ctx);
});
afterEach(() => temp.dispose());


describe('the luck ledger and win-probability line over a real SQLite file (issue #16)', () => {
  it("gives each player the luck of their own side's rolls, matching the narrator's exact-odds percentiles", async () => {
    const seeded = await seedBridgeCampaign(call);
    const battle = call('battles.get', { id: seeded.battleId });
    const steps = (temp.store.sqlite.prepare('SELECT payload_json AS p FROM battle_events WHERE battle_id = ? ORDER BY seq').all(seeded.battleId) as { p: string }[]).map((r) => JSON.parse(r.p) as { type: string });
    const expected = narrateBattle({ battleId: seeded.battleId, name: battle.name, setup: battle.setup as never, events: steps });

    const ledger = call('chronicle.luck', { campaignId: seeded.campaignId });
    expect(ledger.pending).toBe(0);
    expect(ledger.players.map((p) => p.name).sort()).toEqual(['Ann', 'Bo']);
    for (const [name, side] of [['Ann', 'A'], ['Bo', 'B']] as const) {
      const player = ledger.players.find((p) => p.name === name)!;
      const rolls = expected.luck.rolls.filter((r) => r.side === side);
      expect(player.rolls).toBe(rolls.length);
      expect(player.mean).toBeCloseTo(rolls.reduce((sum, r) => sum + r.percentile, 0) / rolls.length, 10);
      expect(player.battles).toEqual([{ battleId: seeded.battleId, battleName: 'The Battle of the Sundered Bridge', army: expected.stats.sides[side].name, rolls: rolls.length, mean: player.mean }]);
      // Luck is quoted from rolls that went better than expected, ill luck from those that went worse; a player with none has none.
      const lucky = rolls.filter((r) => r.percentile > 50);
      const unlucky = rolls.filter((r) => r.percentile < 50);
      expect(player.luckiest?.chance ?? null).toBe(lucky.length === 0 ? null : Math.min(...lucky.map((r) => r.atLeast)));
      expect(player.unluckiest?.chance ?? null).toBe(unlucky.length === 0 ? null : Math.min(...unlucky.map((r) => r.atMost)));
      expect(player.luckiest?.battleName).toBe('The Battle of the Sundered Bridge');
      expect(player.luckiest?.text).not.toMatch(/[AB]\//);
    }
  });

  it("shows the battle's odds with its account: a point per turn, settled by the result", async () => {
    const seeded = await seedBridgeCampaign(call);
    const view = call('chronicle.battle.get', { battleId: seeded.battleId });
    expect(view.odds).not.toBeNull();
    expect(view.odds!.winProbability[0]).toMatchObject({ turn: 0, pA: 0.5 });
    const last = view.odds!.winProbability.at(-1)!;
    expect(last.settled).toBe(true);
    // Bridge: the Elves (side B) win, so A's chance ends at nothing.
    expect(last.pA).toBe(view.sides.A.vp > view.sides.B.vp ? 1 : view.sides.A.vp < view.sides.B.vp ? 0 : 0.5);
    expect(view.odds!.luck.byTurn.length).toBeGreaterThan(0);
    const ledger = call('chronicle.luck', { campaignId: seeded.campaignId });
    expect(view.odds!.luck.rolls).toHaveLength(ledger.players.reduce((sum, p) => sum + p.rolls, 0));
    expect(view.lines.filter((l) => l.kind === 'turning-points').length).toBeGreaterThan(0);
  });

  it('refuses an unknown campaign with a clear error and a malformed request at the contract', () => {
    const missing = dispatch(temp.ctx, 'chronicle.luck', { campaignId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.error.message).toMatch(/campaign/i);
    const malformed = dispatch(temp.ctx, 'chronicle.luck', { campaignId: 42 });
    expect(malformed.ok).toBe(false);
    if (!malformed.ok) expect(malformed.error.code).not.toBe('internal');
  });
});

describe('other systems through their odds model: an Order 66 battle on a real SQLite file', () => {
  /** The choke battle (seed 000 L56: a second successful choke removes the model) played through `battles.append`. */
  function playChokeBattle() {
    const api = caller(temp.ctx);
    const campaignId = api.call<{ id: string }>('campaigns.create', { name: 'The Grey Square' }).id;
    const players = CHOKE_PLAYERS.map((spec) => api.call<{ id: string }>('players.create', { campaignId, name: spec.player, colour: '#1f5f8b' }).id);
    const forces = CHOKE_PLAYERS.map((spec, i) => api.call<{ id: string }>('forces.create', { campaignId, playerId: players[i], system: 'order-66', roster: force(spec) }).id);
    let battle = api.call<SystemBattleDetail>('battles.create', {
      system: 'order-66',
      campaignId,
      name: 'The Choke at the Grey Square',
      sides: players.map((playerId, i) => ({ playerId, armyIds: [forces[i]] })),
      setup: {},
    });
    for (const event of CHOKE_EVENTS) battle = appendStep(api, battle, event);
    return { campaignId, battle };
  }

  it("gives each player their own rolls' luck and shows the win-probability line, settled by the result, with its turning points told", () => {
    const { campaignId, battle } = playChokeBattle();
    expect(battle.status).toBe('over');
    const view = call('chronicle.battle.get', { battleId: battle.id });
    expect(view.odds).toBeNull();
    const odds = view.systemOdds!;
    expect(odds.sides.map((s) => s.name)).toEqual(['Vic', 'Lucy']);
    expect(odds.winProbability[0]).toMatchObject({ turn: 0, chances: [0.5, 0.5], settled: false });
    expect(odds.winProbability.at(-1)).toEqual({ turn: 1, chances: [1, 0], settled: true });
    // The second choke took Vic from 1-in-8 to the field: the largest swing, told first.
    expect(odds.turningPoints[0]).toMatchObject({ turn: 1, seat: 0 });
    expect(odds.turningPoints[0]!.text).toContain("Vic's chance of victory rose from 13% to 100%");
    const told = view.lines.filter((l) => l.kind === 'turning-points');
    // The account tells the largest swings in the order they happened; the odds list them largest first.
    expect(told.map((l) => l.text)).toEqual([...odds.turningPoints].sort((a, b) => a.point - b.point).map((t) => t.text));
    expect(odds.turningPoints.map((t) => t.point)).not.toEqual([...odds.turningPoints].sort((a, b) => a.point - b.point).map((t) => t.point));
    expect(JSON.stringify(odds)).not.toMatch(/\bp[12]\b|p[12]\.mystic/);

    const ledger = call('chronicle.luck', { campaignId });
    expect(ledger.pending).toBe(0);
    const lucy = ledger.players.find((p) => p.name === 'Lucy')!;
    const lucysRolls = odds.rolls.filter((r) => r.seat === 1);
    expect(lucy.rolls).toBe(lucysRolls.length);
    // Luke's resist: 2D6 + 2 had to beat 13 (seed 000 L104), 1 in 36; failing it is the 48.6th percentile.
    const resist = lucysRolls.find((r) => r.text === "Luke failed to resist Va'Durr's power")!;
    expect(resist.percentile).toBeCloseTo((100 * 35) / 36 / 2, 9);
    expect(lucy.mean).toBeCloseTo(lucysRolls.reduce((sum, r) => sum + r.percentile, 0) / lucysRolls.length, 10);
    expect(lucy.battles).toEqual([{ battleId: battle.id, battleName: 'The Choke at the Grey Square', army: "Lucy's force", rolls: lucysRolls.length, mean: lucy.mean }]);
    expect(lucy.unluckiest?.battleName).toBe('The Choke at the Grey Square');
  });

  it('re-narrates an account cached by a narrator before the odds model (an earlier narration version), once', () => {
    const { battle } = playChokeBattle();
    call('chronicle.battle.get', { battleId: battle.id });
    const stats = temp.store.sqlite.prepare('SELECT stats_json FROM battle_chronicle_cache WHERE battle_id = ?').pluck().get(battle.id) as string;
    const withoutOdds = JSON.stringify({ ...(JSON.parse(stats) as object), odds: undefined });
    temp.store.sqlite.prepare('UPDATE battle_chronicle_cache SET stats_json = ?, narration_version = 0 WHERE battle_id = ?').run(withoutOdds, battle.id);
    expect(call('chronicle.battle.get', { battleId: battle.id }).systemOdds).not.toBeNull();
    expect(temp.store.sqlite.prepare('SELECT narration_version FROM battle_chronicle_cache WHERE battle_id = ?').pluck().get(battle.id)).toBe(narrationVersionOf(battle.system));
  });
});
