import { eq } from 'drizzle-orm';
import { ladders } from '../../db/schema/index';
import { narrateLadderGame } from '../../../src-shared/chronicle/narrate-ladder-game';
import { playerOf, rankLabel, type LadderState } from '../../../src-shared/rules';
import type { Standing } from '../../../src-shared/contract/campaign-overview';
import type { Tally as Tally_ } from '../../../src-shared/contract/chronicle';
import { LADDER_SYSTEM } from '../../../src-shared/contract/ladder-records';
import type { ServiceContext } from '../context';
import { loadLadder } from '../ladder-store';
import { battleNamesFor } from '../ladder-battles';

/** One ladder game (or walk-over) that still counts, as the campaign's history reads it. */
export interface LadderHistoryGame {
  readonly ladderId: string;
  readonly ladderName: string;
  readonly gameId: string;
  /** When it was played (ISO) and the same in ms, for ordering with battles. */
  readonly at: string;
  readonly atMs: number;
  readonly kind: 'game' | 'walk-over';
  readonly place: string;
  /** The two players' names, challenger first, with how the game went for each. */
  readonly seats: readonly { readonly name: string; readonly result: 'won' | 'drawn' | 'lost'; readonly rankAfter: string }[];
  /** A recorded battle of the campaign this game was played as (null for a typed name or none). */
  readonly battleId: string | null;
  readonly battleName: string | null;
  readonly text: string;
}

const nameIn = (state: LadderState, id: string) => playerOf(state, id)?.name ?? 'a former player';

/** Every game of every ladder of the campaign that still counts (voided ones are gone), oldest first. */
export function campaignLadderGames(ctx: ServiceContext, campaignId: string): LadderHistoryGame[] {
  const rows = ctx.db.select({ id: ladders.id }).from(ladders).where(eq(ladders.campaignId, campaignId)).all();
  const games = rows.flatMap(({ id }) => {
    const loaded = loadLadder(ctx, id);
    const { state } = loaded;
    const battles = battleNamesFor(ctx, loaded.events);
    const typed = new Map(loaded.events.flatMap((event) => (event.type === 'game-recorded' ? [[event.gameId, event] as const] : [])));
    return state.games.map((game, index): LadderHistoryGame => {
      const challenge = state.challenges[game.challengeId]!;
      const pair = new Set([game.challenger, game.challenged]);
      const meeting = state.games.slice(0, index + 1).filter((other) => pair.has(other.challenger) && pair.has(other.challenged)).length;
      const recordedBattle = game.battleId && battles.has(game.battleId) ? game.battleId : null;
      const battleName = recordedBattle ? battles.get(recordedBattle)! : (typed.get(game.id)?.fromBattle?.name ?? game.battleId);
      const [challenger, challenged] = [nameIn(state, game.challenger), nameIn(state, game.challenged)];
      const resultOf = (playerId: string) => (game.winner === null ? 'drawn' : game.winner === playerId ? 'won' : 'lost');
      return {
        ladderId: id,
        ladderName: loaded.row.name,
        gameId: game.id,
        at: game.at,
        atMs: Date.parse(game.at),
        kind: game.kind,
        place: challenge.place,
        seats: [game.challenger, game.challenged].map((playerId) => ({ name: nameIn(state, playerId), result: resultOf(playerId), rankAfter: rankLabel(game.ranksAfter[playerId]!) })),
        battleId: recordedBattle,
        battleName: battleName ?? null,
        text: narrateLadderGame({
          kind: game.kind,
          challenger,
          challenged,
          winner: game.winner === null ? null : nameIn(state, game.winner),
          place: challenge.place,
          ranksBefore: { challenger: game.ranksBefore[game.challenger]!, challenged: game.ranksBefore[game.challenged]! },
          ranksAfter: { challenger: game.ranksAfter[game.challenger]!, challenged: game.ranksAfter[game.challenged]! },
          meeting,
          battleName: battleName ?? null,
        }),
      };
    });
  });
  return games.sort((a, b) => a.atMs - b.atMs || a.ladderName.localeCompare(b.ladderName));
}

/**
 * Keeps the campaign's ladder games in the search index (a derived table, like the battle
 * narrations): rewritten from the ladders' logs before each search, so a voided game drops out.
 */
export function syncLadderSearchDocs(ctx: ServiceContext, campaignId: string): void {
  const games = campaignLadderGames(ctx, campaignId);
  const sql = ctx.store.sqlite;
  const docs = games.map((game) => ({
    refId: `${game.ladderId}/${game.gameId}`,
    battleId: game.battleId,
    title: `${game.ladderName}: ${game.seats.map((seat) => seat.name).join(' v ')}`,
    body: `${game.text} ${game.seats.map((seat) => `${seat.name} ${seat.result}, ${seat.rankAfter}`).join('. ')}. Played on ${game.at.slice(0, 10)}.`,
  }));
  // Searches call this every time: when the documents are already as they should be, nothing is written (no commit per search).
  const stored = sql.prepare("SELECT ref_id AS refId, battle_id AS battleId, title, body FROM search_docs WHERE kind = 'ladder' AND campaign_id = ? ORDER BY id").all(campaignId) as typeof docs;
  if (stored.length === docs.length && stored.every((row, i) => row.refId === docs[i]!.refId && row.battleId === docs[i]!.battleId && row.title === docs[i]!.title && row.body === docs[i]!.body)) return;
  sql.transaction(() => {
    sql.prepare("DELETE FROM search_docs WHERE kind = 'ladder' AND campaign_id = ?").run(campaignId);
    const insert = sql.prepare("INSERT INTO search_docs (campaign_id, kind, ref_id, battle_id, title, body) VALUES (?, 'ladder', ?, ?, ?, ?)");
    for (const doc of docs) insert.run(campaignId, doc.refId, doc.battleId, doc.title, doc.body);
  })();
}

type Tally = { played: number; won: number; drawn: number; lost: number };

/**
 * Adds ladder games to players' records: each under its own "Title Tournament ladder" line, and in
 * the totals unless the game was a recorded battle of the campaign (that battle already counts).
 * Ladder players are matched to the campaign's players by name.
 */
export function withLadderGames(standings: Standing[], games: readonly LadderHistoryGame[], campaignPlayers: readonly { id: string; name: string; colour: string | null }[]): Standing[] {
  const byName = new Map(standings.map((standing) => [standing.playerName.toLocaleLowerCase(), standing]));
  for (const game of games) {
    for (const seat of game.seats) {
      const key = seat.name.toLocaleLowerCase();
      let standing = byName.get(key);
      if (!standing) {
        const known = campaignPlayers.find((player) => player.name.toLocaleLowerCase() === key);
        standing = { playerId: known?.id ?? null, playerName: known?.name ?? seat.name, colour: known?.colour ?? null, bySystem: [], played: 0, won: 0, drawn: 0, lost: 0 };
        standings.push(standing);
        byName.set(key, standing);
      }
      const add = (tally: Tally) => {
        tally.played += 1;
        tally[seat.result] += 1;
      };
      let ladder = standing.bySystem.find((entry) => entry.system === LADDER_SYSTEM);
      if (!ladder) standing.bySystem.push((ladder = { system: LADDER_SYSTEM, systemName: 'Title Tournament ladder', played: 0, won: 0, drawn: 0, lost: 0 }));
      add(ladder);
      if (game.battleId === null) add(standing);
    }
  }
  return standings.sort((a, b) => b.won - a.won || b.drawn - a.drawn || a.lost - b.lost || a.playerName.localeCompare(b.playerName));
}

/**
 * Counts ladder games in the chronicle's player standings (a win as a victory), except games that
 * were a recorded battle of the campaign, which the battle already counts. Players are matched by name.
 */
export function addLadderTallies(tallies: Map<string, Tally_>, games: readonly LadderHistoryGame[], campaignPlayers: readonly { id: string; name: string; colour: string | null }[]): void {
  const byName = new Map([...tallies.values()].map((tally) => [tally.name.toLocaleLowerCase(), tally]));
  for (const game of games) {
    if (game.battleId !== null) continue;
    for (const seat of game.seats) {
      const lower = seat.name.toLocaleLowerCase();
      let tally = byName.get(lower);
      if (!tally) {
        const known = campaignPlayers.find((player) => player.name.toLocaleLowerCase() === lower);
        tally = { key: known?.id ?? `name:${seat.name}`, name: known?.name ?? seat.name, colour: known?.colour ?? null, battles: 0, tacticalWins: 0, strategicWins: 0, draws: 0, losses: 0, vp: 0, soldiersLost: 0 };
        tallies.set(tally.key, tally);
        byName.set(lower, tally);
      }
      tally.battles += 1;
      if (seat.result === 'won') tally.tacticalWins += 1;
      else if (seat.result === 'drawn') tally.draws += 1;
      else tally.losses += 1;
    }
  }
}
