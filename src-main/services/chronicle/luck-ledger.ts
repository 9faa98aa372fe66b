import type { CampaignLuck } from '../../../src-shared/contract/chronicle';
import type { SystemBattleStats } from '../../../src-shared/chronicle';
import type { ServiceContext } from '../context';
import { notFound } from '../service-error';
import type { SideLuck } from '../system-services';
import { servicesFor } from '../systems-registry';
import { refreshForRequest } from './battle-chronicle';
import { allSideRows } from './dashboard';
import { unnamedArmyName } from '../../../src-shared/unnamed-army';

type Player = CampaignLuck['players'][number];
type Moment = NonNullable<Player['luckiest']>;
/** A battle's own luck moment, before it is placed in the campaign. */
type LuckMoment = NonNullable<SideLuck['luckiest']>;
/** One side's luck in a battle's cached numbers; null where none was kept. */
type SideLuckOf = (side: string) => SideLuck | null;

/**
 * Each player's luck over the campaign, from the ledgers kept per battle — read by the system's own
 * `sideLuck` (systems-registry.ts) where it caches numbers of its own, else from the odds model
 * (`narrator.odds`, read by `readSystemOdds`) in the generic `SystemBattleStats` — the mean
 * percentile over all their rated rolls (each battle weighted by its rolls), and the rarest good
 * and bad moments across their battles. Sides with no player recorded are kept by their army's name.
 */
export function campaignLuck(ctx: ServiceContext, campaignId: string): CampaignLuck {
  if (!ctx.store.sqlite.prepare('SELECT 1 FROM campaigns WHERE id = ?').get(campaignId)) throw notFound('Campaign', campaignId);
  // Like search and records: a little narration now, none while the background writes accounts; `pending` says how many are not counted yet.
  const { pending } = refreshForRequest(ctx, campaignId);
  const cached = new Map(
    (
      ctx.store.sqlite.prepare('SELECT c.battle_id AS id, b.system AS system, c.stats_json AS stats FROM battle_chronicle_cache c JOIN battles b ON b.id = c.battle_id WHERE b.campaign_id = ?').all(campaignId) as {
        id: string;
        system: string;
        stats: string;
      }[]
    ).map((row) => [row.id, sideLuckOf(row.system, JSON.parse(row.stats) as unknown)]),
  );
  const players = new Map<string, Player & { sum: number }>();
  for (const row of allSideRows(ctx, campaignId)) {
    const luck = cached.get(row.battleId)?.(row.side) ?? null;
    if (!luck) continue;
    const army = row.armyName ?? unnamedArmyName(row.seat);
    const key = row.playerId ?? (row.playerName ? `name:${row.playerName}` : `army:${army}`);
    const player = players.get(key) ?? { key, name: row.playerName ?? army, colour: row.playerColour, rolls: 0, mean: null, battles: [], luckiest: null, unluckiest: null, sum: 0 };
    players.set(key, player);
    // A battle with no rated roll yet has no luck to chart: the player is listed ("no rated rolls"), the battle is not.
    if (luck.rolls === 0) continue;
    player.battles.push({ battleId: row.battleId, battleName: row.name, army, rolls: luck.rolls, mean: luck.mean });
    player.rolls += luck.rolls;
    player.sum += (luck.mean ?? 0) * luck.rolls;
    const at = (moment: LuckMoment | null): Moment | null => (moment ? { ...moment, battleId: row.battleId, battleName: row.name } : null);
    // The rarer moment wins; the earlier battle keeps a tie.
    const lucky = at(luck.luckiest);
    if (lucky && (!player.luckiest || lucky.chance < player.luckiest.chance)) player.luckiest = lucky;
    const unlucky = at(luck.unluckiest);
    if (unlucky && (!player.unluckiest || unlucky.chance < player.unluckiest.chance)) player.unluckiest = unlucky;
  }
  return {
    players: [...players.values()].map(({ sum, ...player }) => ({ ...player, mean: player.rolls > 0 ? sum / player.rolls : null })).sort((a, b) => (b.mean ?? -1) - (a.mean ?? -1) || a.name.localeCompare(b.name)),
    pending,
  };
}

/** How to read one side's luck from a battle's cached numbers, by its system. */
function sideLuckOf(system: string, stats: unknown): SideLuckOf {
  if (!stats) return () => null;
  const own = servicesFor(system).sideLuck;
  if (own) return (side) => own(stats, side);
  return (side) => (stats as SystemBattleStats).odds?.luck.sides.find((s) => s.side === side) ?? null;
}
