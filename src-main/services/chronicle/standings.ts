import type { StandingRow, SystemStandings } from '../../../src-shared/contract/chronicle';
import type { SystemTerms } from '../../../src-shared/systems/game-system';
import { ORDERS_OMENS_ID } from '../../../src-shared/systems/registry';
import type { SideRow } from './dashboard';
import type { LadderHistoryGame } from './ladder-history';
import { LADDER_SYSTEM } from '../../../src-shared/contract/ladder-records';
import { unnamedArmyName } from '../../../src-shared/unnamed-army';

/**
 * The campaign's standings grouped by game system, each in its system's own terms: a VP, an Army
 * Point left and a wound dealt are not one quantity, so no column adds them up. A player, faction
 * or army counts each battle once, however many of its sides it had, and only once it is over: a
 * battle still being fought is counted apart (`inProgress`), so wins, draws and defeats add up to battles.
 */

export const NO_PLAYER = 'No player recorded';
export const NO_FACTION = 'No faction recorded';

export const armyKeyOf = (row: Pick<SideRow, 'armyId' | 'armyName' | 'seat'>): string => row.armyId ?? `name:${armyNameOf(row)}`;
export const armyNameOf = (row: Pick<SideRow, 'armyName' | 'seat'>): string => row.armyName ?? unnamedArmyName(row.seat);
export const playerKeyOf = (row: Pick<SideRow, 'playerId' | 'playerName'>): string => row.playerId ?? (row.playerName ? `name:${row.playerName}` : 'none');
export const factionKeyOf = (row: Pick<SideRow, 'factionId'>): string => row.factionId ?? 'none';

/** The rows in groups sharing a key, in first-seen order. */
export function groupBy<T>(rows: readonly T[], key: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return [...groups.values()];
}

/** Each battle's sides together (a battle's seats come together in `allSideRows`' order). */
export const byBattle = (rows: readonly SideRow[]): SideRow[][] => groupBy(rows, (row) => row.battleId);

/**
 * How a battle went for whoever had these of its sides: won if one of them won, drawn if it ended
 * with no winner, lost otherwise; null while it is being fought.
 */
export function battleOutcome(sides: readonly SideRow[]): 'won' | 'drawn' | 'lost' | null {
  const [first] = sides;
  if (!first || first.status !== 'over') return null;
  if (sides.some((row) => row.tactical === row.side)) return 'won';
  return first.tactical === null ? 'drawn' : 'lost';
}

export const wonDecisively = (sides: readonly SideRow[]): boolean => sides.some((row) => row.status === 'over' && row.strategic === row.side);

const emptyRow = (key: string, name: string, colour: string | null): StandingRow => ({ key, name, colour, battles: 0, wins: 0, decisiveWins: 0, draws: 0, defeats: 0, score: 0, lost: 0, points: 0 });

/** What a row adds up for a side: its score and losses in its system's units, or (the dashboard's tallies) VP and soldiers. */
export type SideFigures = (side: SideRow) => { score: number; lost: number };
const ownTerms: SideFigures = (side) => ({ score: side.score, lost: side.lost });

/** Adds one finished battle to `key`'s row, once however many of its sides the row had; a battle being fought adds nothing. */
function countInto(map: Map<string, StandingRow>, key: string, name: string, colour: string | null, sides: readonly SideRow[], figures: SideFigures): void {
  const outcome = battleOutcome(sides);
  if (outcome === null) return;
  const row = map.get(key) ?? emptyRow(key, name, colour);
  row.battles += 1;
  for (const side of sides) {
    const { score, lost } = figures(side);
    row.score += score;
    row.lost += lost;
    row.points += side.tablePoints;
  }
  if (outcome === 'won') row.wins += 1;
  else if (outcome === 'drawn') row.draws += 1;
  else row.defeats += 1;
  if (wonDecisively(sides)) row.decisiveWins += 1;
  map.set(key, row);
}

export type Placing = (a: StandingRow, b: StandingRow) => number;

export const byPlace: Placing = (a, b) => b.wins + b.decisiveWins - (a.wins + a.decisiveWins) || b.score - a.score || a.name.localeCompare(b.name);

/**
 * Where a system gives points to rank by (`SystemTerms.tablePoints`): by them, then the score, then
 * the fewest losses. Infinity's ITS ranks by Tournament Points, then Objective Points, then surviving
 * Army Points (its ruling its.tournament-points): of forces of one size, the fewest lost.
 */
export const byTablePoints: Placing = (a, b) => b.points - a.points || b.score - a.score || a.lost - b.lost || a.name.localeCompare(b.name);

/** The battles that are over, each with its sides together, and how many are still being fought (counted when they end). */
export function finishedBattles(rows: readonly SideRow[]): { finished: SideRow[][]; inProgress: number } {
  const battles = byBattle(rows);
  const finished = battles.filter((sides) => battleOutcome(sides) !== null);
  return { finished, inProgress: battles.length - finished.length };
}

/** Standings by player, faction and army over the finished battles given, best placed first: each row's wins, draws and defeats add up to its battles. */
export function standingsOf(
  battles: readonly (readonly SideRow[])[],
  figures: SideFigures = ownTerms,
  placing: Placing = byPlace,
): { byPlayer: StandingRow[]; byFaction: StandingRow[]; byArmy: StandingRow[] } {
  const players = new Map<string, StandingRow>();
  const factions = new Map<string, StandingRow>();
  const armies = new Map<string, StandingRow>();
  for (const sides of battles) {
    for (const group of groupBy(sides, playerKeyOf)) countInto(players, playerKeyOf(group[0]!), group[0]!.playerName ?? NO_PLAYER, group[0]!.playerColour, group, figures);
    for (const group of groupBy(sides, factionKeyOf)) countInto(factions, factionKeyOf(group[0]!), group[0]!.factionName ?? NO_FACTION, null, group, figures);
    for (const group of groupBy(sides.filter((side) => !side.noForce), armyKeyOf)) countInto(armies, armyKeyOf(group[0]!), armyNameOf(group[0]!), group[0]!.playerColour, group, figures);
  }
  return { byPlayer: [...players.values()].sort(placing), byFaction: [...factions.values()].sort(placing), byArmy: [...armies.values()].sort(placing) };
}

/** One system's standings from its battles' sides: the finished battles counted, the ones being fought told apart. */
function systemStandings(rows: readonly SideRow[], terms: SystemStandings['terms']): Omit<SystemStandings, 'system' | 'systemName' | 'kind'> {
  const { finished, inProgress } = finishedBattles(rows);
  return { terms, battles: finished.length, inProgress, ...standingsOf(finished, ownTerms, terms.points ? byTablePoints : byPlace) };
}

/** Ladder games played without a recorded battle (a recorded one is already among its system's battles), by player: won, drawn or lost. */
function ladderStandings(games: readonly LadderHistoryGame[], campaignPlayers: readonly { id: string; name: string; colour: string | null }[]): SystemStandings | null {
  const unrecorded = games.filter((game) => game.battleId === null);
  if (unrecorded.length === 0) return null;
  const players = new Map<string, StandingRow>();
  for (const game of unrecorded) {
    for (const seat of game.seats) {
      const known = campaignPlayers.find((player) => player.name.toLocaleLowerCase() === seat.name.toLocaleLowerCase());
      const key = known?.id ?? `name:${seat.name}`;
      const row = players.get(key) ?? emptyRow(key, known?.name ?? seat.name, known?.colour ?? null);
      row.battles += 1;
      if (seat.result === 'won') row.wins += 1;
      else if (seat.result === 'drawn') row.draws += 1;
      else row.defeats += 1;
      players.set(key, row);
    }
  }
  return {
    system: LADDER_SYSTEM,
    systemName: 'Title Tournament ladder',
    kind: 'ladder-games',
    terms: { victory: 'win', decisiveVictory: null, score: null, losses: null, points: null },
    battles: unrecorded.length,
    inProgress: 0,
    byPlayer: [...players.values()].sort(byPlace),
    byFaction: [],
    byArmy: [],
  };
}

/** Standings per system: Orders & Omens first, the others by name, ladder games last. */
export function standingsBySystem(
  rows: readonly SideRow[],
  ladderGames: readonly LadderHistoryGame[],
  campaignPlayers: readonly { id: string; name: string; colour: string | null }[],
  termsOf: (system: string) => SystemTerms,
): SystemStandings[] {
  const systems = groupBy(rows, (row) => row.system)
    .map((group): SystemStandings => {
      const { system, systemName } = group[0]!;
      const terms = termsOf(system);
      return { system, systemName, kind: 'battles', ...systemStandings(group, { victory: terms.victory, decisiveVictory: terms.decisiveVictory ?? null, score: terms.score, losses: terms.losses, points: terms.tablePoints ?? null }) };
    })
    .sort((a, b) => Number(b.system === ORDERS_OMENS_ID) - Number(a.system === ORDERS_OMENS_ID) || a.systemName.localeCompare(b.systemName));
  const ladder = ladderStandings(ladderGames, campaignPlayers);
  return ladder ? [...systems, ladder] : systems;
}
