import type { Dashboard, Tally } from '../../../src-shared/contract/chronicle';
import type { ServiceContext } from '../context';

/**
 * One row per battle and side, from the battle summaries and who fought each side (`sides_json`,
 * written when the battle was set up), joined to the army's player and faction (no replay).
 */
export const DASHBOARD_SQL = `
SELECT b.id AS battleId, b.name AS name, b.status AS status, s.side AS side,
  coalesce(json_extract(b.sides_json, '$.' || s.side || '.armyName'), json_extract(b.setup_json, '$.armies.' || s.side || '.name')) AS armyName,
  json_extract(b.sides_json, '$.' || s.side || '.armyId') AS armyId,
  p.id AS playerId, coalesce(p.name, nullif(json_extract(b.sides_json, '$.' || s.side || '.playerName'), '')) AS playerName,
  coalesce(p.colour, json_extract(b.sides_json, '$.' || s.side || '.colour')) AS playerColour,
  f.id AS factionId, f.name AS factionName,
  coalesce(json_extract(b.summary_json, '$.vp.' || s.side), 0) AS vp,
  coalesce(json_extract(b.summary_json, '$.casualties.' || s.side), 0) AS soldiersLost,
  json_extract(b.summary_json, '$.result.tacticalVictory') AS tactical,
  json_extract(b.summary_json, '$.result.strategicVictory') AS strategic,
  json_extract(b.summary_json, '$.result.endedBy') AS endedBy,
  json_extract(b.summary_json, '$.turn') AS turn,
  bc.world_date AS worldDate, bc.world_day AS worldDay
FROM battles b
  CROSS JOIN (SELECT 'A' AS side UNION ALL SELECT 'B') s
  LEFT JOIN battle_chronicles bc ON bc.battle_id = b.id
  LEFT JOIN armies a ON a.id = json_extract(b.sides_json, '$.' || s.side || '.armyId')
  LEFT JOIN players p ON p.id = a.player_id
  LEFT JOIN factions f ON f.id = a.faction_id
WHERE b.campaign_id = ?
ORDER BY bc.world_day IS NULL, bc.world_day, b.created_at, b.id, s.side`;

export interface SideRow {
  battleId: string;
  name: string;
  status: string;
  side: 'A' | 'B';
  armyName: string | null;
  armyId: string | null;
  playerId: string | null;
  playerName: string | null;
  playerColour: string | null;
  factionId: string | null;
  factionName: string | null;
  vp: number;
  soldiersLost: number;
  tactical: 'A' | 'B' | null;
  strategic: 'A' | 'B' | null;
  endedBy: string | null;
  turn: number | null;
  worldDate: string | null;
  worldDay: number | null;
}

export function battleSideRows(ctx: ServiceContext, campaignId: string): SideRow[] {
  return ctx.store.sqlite.prepare(DASHBOARD_SQL).all(campaignId) as SideRow[];
}

export const armyKeyOf = (row: Pick<SideRow, 'armyId' | 'armyName' | 'side'>) => row.armyId ?? `name:${row.armyName ?? `Army ${row.side}`}`;

function tallyInto(map: Map<string, Tally>, key: string, name: string, colour: string | null, row: SideRow): void {
  const tally = map.get(key) ?? { key, name, colour, battles: 0, tacticalWins: 0, strategicWins: 0, draws: 0, losses: 0, vp: 0, soldiersLost: 0 };
  tally.battles += 1;
  tally.vp += row.vp;
  tally.soldiersLost += row.soldiersLost;
  if (row.status === 'over') {
    if (row.tactical === row.side) tally.tacticalWins += 1;
    else if (row.tactical === null) tally.draws += 1;
    else tally.losses += 1;
    if (row.strategic === row.side) tally.strategicWins += 1;
  }
  map.set(key, tally);
}

const byStanding = (a: Tally, b: Tally) => b.tacticalWins + b.strategicWins - (a.tacticalWins + a.strategicWins) || b.vp - a.vp || a.name.localeCompare(b.name);

/** Standings by army, player and faction, totals, and the per-battle series the charts draw. */
export function campaignDashboard(ctx: ServiceContext, campaignId: string): Dashboard {
  const rows = battleSideRows(ctx, campaignId);
  const armies = new Map<string, Tally>();
  const players = new Map<string, Tally>();
  const factions = new Map<string, Tally>();
  const series: Dashboard['series'] = [];
  let soldiersLost = 0;
  let finished = 0;
  for (const row of rows) {
    const army = row.armyName ?? `Army ${row.side}`;
    tallyInto(armies, armyKeyOf(row), army, row.playerColour, row);
    tallyInto(players, row.playerId ?? (row.playerName ? `name:${row.playerName}` : 'none'), row.playerName ?? 'No player recorded', row.playerColour, row);
    tallyInto(factions, row.factionId ?? 'none', row.factionName ?? 'No faction recorded', null, row);
    soldiersLost += row.soldiersLost;
    if (row.side === 'A') {
      if (row.status === 'over') finished += 1;
      series.push({ battleId: row.battleId, name: row.name, sides: [] });
    }
    series[series.length - 1]!.sides.push({ army, armyKey: armyKeyOf(row), vp: row.vp, soldiersLost: row.soldiersLost });
  }
  return {
    battles: series.length,
    finished,
    soldiersLost,
    byArmy: [...armies.values()].sort(byStanding),
    byPlayer: [...players.values()].sort(byStanding),
    byFaction: [...factions.values()].sort(byStanding),
    series,
  };
}
