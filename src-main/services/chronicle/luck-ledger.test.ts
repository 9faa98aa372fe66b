import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CallInput, CallName, CallOutput } from '../../../src-shared/contract';
import { narrateBattle } from '../../../src-shared/chronicle';
import { seedBridgeCampaign } from '../../../src-shared/chronicle/testing/seed-campaign';
import { dispatch } from '../../dispatch';
import { openTempStore, type TempStore } from '../../testing/temp-store';

let temp: TempStore;
beforeEach(() => {
  temp = openTempStore();
});
afterEach(() => temp.dispose());

function call<N extends CallName>(name: N, input: CallInput<N>): CallOutput<N> {
  const result = dispatch(temp.ctx, name, input);
  if (!result.ok) throw Object.assign(new Error(result.error.message), result.error);
  return result.value as CallOutput<N>;
}

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
      expect(player.luckiest?.chance).toBeCloseTo(Math.min(...rolls.map((r) => r.atLeast)), 10);
      expect(player.unluckiest?.chance).toBeCloseTo(Math.min(...rolls.map((r) => r.atMost)), 10);
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
