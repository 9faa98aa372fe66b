import type { Dashboard, StandingRow, Tally } from '../../../src-shared/contract/chronicle';
import type { ServiceContext } from '../context';
import { campaignBattleResults } from '../battle-results';
import { addLadderTallies, campaignLadderGames } from './ladder-history';
import { armyKeyOf, armyNameOf, finishedBattles, standingsBySystem, standingsOf, type SideFigures } from './standings';
import { ORDERS_OMENS_ID, requireSystem } from '../../../src-shared/systems/registry';
import { campaignFallenNoun } from '../fallen-noun';

/**
 * One row per battle and side, from the battle summaries and who fought each side (`sides_json`,
 * written when the battle was set up), joined to the army's player and faction (no replay).
 */
export const DASHBOARD_SQL = `
SELECT b.id AS battleId, b.name AS name, b.status AS status, b.system AS system, s.side AS side, CASE s.side WHEN 'A' THEN 0 ELSE 1 END AS seat, b.created_at AS createdAt,
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
WHERE b.campaign_id = ? AND b.system = 'orders-omens'
ORDER BY bc.world_day IS NULL, bc.world_day, b.created_at, b.id, s.side`;

export interface SideRow {
  battleId: string;
  name: string;
  status: string;
  system: string;
  systemName: string;
  /** Orders & Omens' `A`/`B`, or another system's side key. */
  side: string;
  /** Place at the table, from 0. */
  seat: number;
  createdAt: number;
  armyName: string | null;
  armyId: string | null;
  /** The seat fielded no force (Infinity's end-of-game report): `armyName` is its player's, for the charts, and no army row counts it. */
  noForce?: true;
  playerId: string | null;
  playerName: string | null;
  playerColour: string | null;
  factionId: string | null;
  factionName: string | null;
  vp: number;
  /** Bodies the side lost (soldiers, models): the seam's `fallen`, alike in every system that follows them. */
  soldiersLost: number;
  countsFallen: boolean;
  /** The side's score and losses in its system's own units (terms.score, terms.losses). */
  score: number;
  lost: number;
  /** The points the system's tables rank by (Infinity's Tournament Points, `SystemTerms.tablePoints`); 0 where it has none. */
  tablePoints: number;
  /** The winning side (Orders & Omens: its Tactical Victory); null for a draw or a battle still being fought. */
  tactical: string | null;
  /** The decisive kind of victory where the system has one (Strategic Victory). */
  strategic: string | null;
  endedBy: string | null;
  turn: number | null;
  worldDate: string | null;
  worldDay: number | null;
}

/** One row per side of each Orders & Omens battle (A then B), in in-world order. */
export function battleSideRows(ctx: ServiceContext, campaignId: string): SideRow[] {
  const systemName = requireSystem(ORDERS_OMENS_ID).name;
  return (ctx.store.sqlite.prepare(DASHBOARD_SQL).all(campaignId) as Omit<SideRow, 'systemName' | 'score' | 'lost' | 'tablePoints' | 'countsFallen'>[]).map((row) => ({ ...row, systemName, score: row.vp, lost: row.soldiersLost, tablePoints: 0, countsFallen: true }));
}

const ARMY_OWNERS_SQL = `SELECT a.id AS armyId, p.id AS playerId, p.name AS playerName, p.colour AS colour, f.id AS factionId, f.name AS factionName
  FROM armies a LEFT JOIN players p ON p.id = a.player_id LEFT JOIN factions f ON f.id = a.faction_id WHERE a.campaign_id = ?`;
const WORLD_DATES_SQL = `SELECT bc.battle_id AS battleId, bc.world_date AS worldDate, bc.world_day AS worldDay FROM battle_chronicles bc JOIN battles b ON b.id = bc.battle_id WHERE b.campaign_id = ?`;

interface ArmyOwner {
  armyId: string;
  playerId: string | null;
  playerName: string | null;
  colour: string | null;
  factionId: string | null;
  factionName: string | null;
}

/**
 * The same rows for the battles of the other game systems, from their seats and results (no
 * replay). Score counts as VP and losses as soldiers only where the system counts in those terms.
 */
export function systemSideRows(ctx: ServiceContext, campaignId: string): SideRow[] {
  const owners = new Map((ctx.store.sqlite.prepare(ARMY_OWNERS_SQL).all(campaignId) as ArmyOwner[]).map((owner) => [owner.armyId, owner]));
  const dates = new Map((ctx.store.sqlite.prepare(WORLD_DATES_SQL).all(campaignId) as { battleId: string; worldDate: string; worldDay: number | null }[]).map((d) => [d.battleId, d]));
  return campaignBattleResults(ctx.db, campaignId, ORDERS_OMENS_ID).flatMap((battle) =>
      battle.seats.map((seat, index): SideRow => {
        const armyId = seat.forces.length === 1 ? seat.forces[0]!.armyId : null;
        const owner = armyId ? owners.get(armyId) : undefined;
        const date = dates.get(battle.id);
        return {
          battleId: battle.id,
          name: battle.name,
          status: battle.status,
          system: battle.system,
          systemName: battle.systemName,
          side: seat.side,
          seat: index,
          createdAt: battle.createdAt,
          armyName: seat.forces.map((force) => force.name).join(' & ') || seat.playerName,
          armyId,
          ...(seat.forces.length === 0 ? { noForce: true as const } : {}),
          playerId: seat.playerId ?? owner?.playerId ?? null,
          playerName: seat.playerName || owner?.playerName || null,
          playerColour: seat.colour ?? owner?.colour ?? null,
          factionId: owner?.factionId ?? null,
          factionName: owner?.factionName ?? null,
          vp: battle.terms.score === 'VP' ? seat.score : 0,
          soldiersLost: seat.fallen,
          countsFallen: battle.countsFallen,
          score: seat.score,
          lost: seat.losses,
          tablePoints: battle.result?.tablePoints?.find((points) => points.side === seat.side)?.points ?? 0,
          tactical: battle.status === 'over' ? (battle.result?.winner ?? null) : null,
          strategic: battle.result?.decisive?.side ?? null,
          endedBy: battle.result?.endedBy ?? null,
          turn: battle.result?.turns ?? null,
          worldDate: date?.worldDate ?? null,
          worldDay: date?.worldDay ?? null,
        };
      }),
    );
}

const inWorldOrder = (a: SideRow, b: SideRow) =>
  Number(a.worldDay === null) - Number(b.worldDay === null) || (a.worldDay ?? 0) - (b.worldDay ?? 0) || a.createdAt - b.createdAt || (a.battleId < b.battleId ? -1 : a.battleId > b.battleId ? 1 : 0) || a.seat - b.seat;

/** Every side of every battle of the campaign, whatever its system, in in-world order. */
export function allSideRows(ctx: ServiceContext, campaignId: string): SideRow[] {
  return [...battleSideRows(ctx, campaignId), ...systemSideRows(ctx, campaignId)].sort(inWorldOrder);
}


/** The dashboard's older tallies are the standings over every system's finished battles, in VP and soldiers. */
const asTally = (row: StandingRow): Tally => ({
  key: row.key,
  name: row.name,
  colour: row.colour,
  battles: row.battles,
  tacticalWins: row.wins,
  strategicWins: row.decisiveWins,
  draws: row.draws,
  losses: row.defeats,
  vp: row.score,
  soldiersLost: row.lost,
});
const vpAndSoldiers: SideFigures = (side) => ({ score: side.vp, lost: side.soldiersLost });

const byStanding = (a: Tally, b: Tally) => b.tacticalWins + b.strategicWins - (a.tacticalWins + a.strategicWins) || b.vp - a.vp || a.name.localeCompare(b.name);

/**
 * Standings by army, player and faction, totals, and the per-battle series the charts draw. The
 * standings and tallies count finished battles only; the series and the soldiers fallen take a
 * battle being fought as it stands (its dead are dead), as the campaign page's total does.
 */
export function campaignDashboard(ctx: ServiceContext, campaignId: string): Dashboard {
  const rows = allSideRows(ctx, campaignId);
  const { finished } = finishedBattles(rows);
  const tallies = standingsOf(finished, vpAndSoldiers);
  const players = new Map(tallies.byPlayer.map((row) => [row.key, asTally(row)]));
  const series: Dashboard['series'] = [];
  let soldiersLost = 0;
  for (const row of rows) {
    soldiersLost += row.soldiersLost;
    if (row.seat === 0) series.push({ battleId: row.battleId, name: row.name, system: row.system, countsFallen: row.countsFallen, sides: [] });
    series[series.length - 1]!.sides.push({ army: armyNameOf(row), armyKey: armyKeyOf(row), vp: row.vp, soldiersLost: row.soldiersLost });
  }
  const ladderGames = campaignLadderGames(ctx, campaignId);
  const campaignPlayers = ctx.store.sqlite.prepare('SELECT id, name, colour FROM players WHERE campaign_id = ?').all(campaignId) as { id: string; name: string; colour: string | null }[];
  addLadderTallies(players, ladderGames, campaignPlayers);
  return {
    battles: series.length,
    finished: finished.length,
    soldiersLost,
    fallenNoun: campaignFallenNoun(new Set(series.filter((battle) => battle.countsFallen).map((battle) => battle.system))),
    byArmy: tallies.byArmy.map(asTally),
    byPlayer: [...players.values()].sort(byStanding),
    byFaction: tallies.byFaction.map(asTally),
    standings: standingsBySystem(rows, ladderGames, campaignPlayers, (system) => requireSystem(system).terms),
    series,
  };
}
