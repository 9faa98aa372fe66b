import { eq } from 'drizzle-orm';
import { campaignMarkdown, type ChronicleDocumentItem } from '../../../src-shared/chronicle/campaign-markdown';
import { csvRow } from '../../../src-shared/chronicle/markdown-text';
import type { ChronicleLine } from '../../../src-shared/chronicle';
import type { ChronicleBeingWritten } from '../../../src-shared/contract/chronicle-export';
import { systemById } from '../../../src-shared/systems/registry';
import { campaigns } from '../../db/schema/index';
import type { ServiceContext } from '../context';
import { notFound, ServiceError } from '../service-error';
import { backgroundPending, indexChroniclesInBackground, NARRATED_WITHIN_REQUEST, refreshStaleChronicles } from './battle-chronicle';
import { campaignDashboard } from './dashboard';
import { campaignBattleResults, type BattleResultRow } from '../battle-results';
import { wholeTimeline } from './timeline';
import { campaignLadderGames } from './ladder-history';

/** A ladder game's day in the exported chronicle, as the Chronicle's timeline shows it ("Mar 10, 2026"), not as ISO text. */
const PLAYED_ON = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function fileStem(name: string): string {
  return name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '').slice(0, 80) || 'campaign';
}

function campaignRow(ctx: ServiceContext, campaignId: string) {
  const row = ctx.db.select().from(campaigns).where(eq(campaigns.id, campaignId)).get();
  if (!row) throw notFound('Campaign', campaignId);
  return row;
}

/** How long an export may spend narrating battles whose log moved since their account was written, beyond the first NARRATED_WITHIN_REQUEST; more than that is left to the background. */
export const EXPORT_NARRATION_BUDGET_MS = 150;

/**
 * Every battle's account current before the export reads them: stored accounts are used as they
 * are; the few a player changed since are narrated now. Right after an import, when hundreds wait,
 * narrating them here would hold up every other request for seconds, so the export is refused
 * while the background writes them, with how far it has got as data (`ChronicleBeingWritten`):
 * the screen shows that as progress and asks again.
 */
function narratedForExport(ctx: ServiceContext, campaignId: string): void {
  const waiting = backgroundPending(ctx, campaignId) ?? refreshStaleChronicles(ctx, campaignId, EXPORT_NARRATION_BUDGET_MS, NARRATED_WITHIN_REQUEST).pending;
  if (waiting === 0) return;
  indexChroniclesInBackground(ctx, campaignId);
  const total = Math.max(waiting, ctx.store.sqlite.prepare('SELECT count(*) FROM battles WHERE campaign_id = ?').pluck().get(campaignId) as number);
  const details: ChronicleBeingWritten = { waitingFor: 'battle-accounts', written: total - waiting, total };
  throw new ServiceError(
    'conflict',
    `${waiting === 1 ? 'The account of one battle is' : `The accounts of ${waiting.toLocaleString('en-GB')} battles are`} still being written (after an import this takes a few seconds). Nothing was exported; export again in a moment.`,
    undefined,
    details,
  );
}

/** Everything the Markdown (and from it, HTML and print) export shows, in in-world order. */
export function chronicleMarkdown(ctx: ServiceContext, campaignId: string): string {
  const campaign = campaignRow(ctx, campaignId);
  narratedForExport(ctx, campaignId);
  const sql = ctx.store.sqlite;
  const cache = new Map((sql.prepare('SELECT c.battle_id AS id, c.lines_json AS lines FROM battle_chronicle_cache c JOIN battles b ON b.id = c.battle_id WHERE b.campaign_id = ?').all(campaignId) as { id: string; lines: string }[]).map((r) => [r.id, r.lines]));
  const hidden = new Set((sql.prepare('SELECT h.battle_id || char(1) || h.line_key AS k FROM battle_chronicle_hidden h JOIN battles b ON b.id = h.battle_id WHERE b.campaign_id = ?').all(campaignId) as { k: string }[]).map((r) => r.k));
  const notes = sql.prepare('SELECT n.battle_id AS battleId, n.after_seq AS afterSeq, n.body FROM battle_chronicle_notes n JOIN battles b ON b.id = n.battle_id WHERE b.campaign_id = ? ORDER BY n.created_at').all(campaignId) as { battleId: string; afterSeq: number | null; body: string }[];
  const clocks = new Map(
    (sql.prepare('SELECT id, system, setup_json AS setup FROM battles WHERE campaign_id = ?').all(campaignId) as { id: string; system: string; setup: string }[]).map((r) => [
      r.id,
      systemById(r.system)?.narrator.clockStart?.(JSON.parse(r.setup)) ?? null,
    ]),
  );
  const diary = new Map((sql.prepare('SELECT id, body FROM diary_entries WHERE campaign_id = ?').all(campaignId) as { id: string; body: string }[]).map((r) => [r.id, r.body]));
  const links = sql.prepare(
    `SELECT l.entry_id AS entryId, coalesce(b.name, p.name, l.place) AS label FROM diary_links l JOIN diary_entries d ON d.id = l.entry_id
     LEFT JOIN battles b ON b.id = l.battle_id LEFT JOIN players p ON p.id = l.player_id WHERE d.campaign_id = ? ORDER BY l.entry_id, l.position`,
  ).all(campaignId) as { entryId: string; label: string }[];

  const items: ChronicleDocumentItem[] = wholeTimeline(ctx, campaignId).map((item) => {
    if (item.kind === 'ladder') {
      return { kind: 'diary', title: item.title, worldDate: PLAYED_ON.format(new Date(item.createdAt)), worldDay: null, body: item.summary, links: [] };
    }
    if (item.kind === 'diary') {
      return { kind: 'diary', title: item.title, worldDate: item.worldDate, worldDay: item.worldDay, body: diary.get(item.id) ?? '', links: links.filter((l) => l.entryId === item.id).map((l) => l.label) };
    }
    const lines = (JSON.parse(cache.get(item.id) ?? '[]') as ChronicleLine[]).filter((line) => !hidden.has(`${item.id}\u0001${line.key}`));
    const battleClockStart = clocks.get(item.id) ?? null;
    return { kind: 'battle', title: item.title, worldDate: item.worldDate, worldDay: item.worldDay, summary: item.summary, lines, notes: notes.filter((n) => n.battleId === item.id), battleClockStart };
  });
  const dashboard = campaignDashboard(ctx, campaignId);
  return campaignMarkdown({
    campaign: { name: campaign.name, setting: campaign.setting, description: campaign.description },
    items,
    // By player where players were recorded, else by army; one table per system, in its own terms.
    standings: dashboard.standings.map((group) => ({
      systemName: group.systemName,
      terms: group.terms,
      rows: group.byPlayer.length > 1 || (group.byPlayer[0] && group.byPlayer[0].key !== 'none') ? group.byPlayer : group.byArmy,
      inProgress: group.inProgress,
    })),
    fallen: dashboard.fallenNoun === null ? null : { count: dashboard.soldiersLost, noun: dashboard.fallenNoun },
  });
}

const CSV_HEADER = ['Battle', 'System', 'Campaign day', 'In-world date', 'Status', 'Turns', 'Ended', 'Seat', 'Force', 'Player', 'Score', 'Score counts', 'Losses', 'Losses count', 'Result'];

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** How the battle went for one seat, in its system's words ("Strategic Victory", "Victory", "Defeat", "Draw"). */
function seatResult(battle: BattleResultRow, side: string): string {
  if (battle.status !== 'over' || !battle.result) return '';
  const decisive = battle.result.decisive?.side === side;
  // One side can take both kinds (O&O: the most VP and the enemy broken, seed 002 L745-747); the row says so.
  if (decisive && battle.result.winner === side && battle.terms.decisiveVictory) return `${capital(battle.terms.victory)} and ${battle.terms.decisiveVictory}`;
  if (decisive) return capital(battle.terms.decisiveVictory ?? battle.terms.victory);
  if (battle.result.winner === null) return 'Draw';
  return battle.result.winner === side ? capital(battle.terms.victory) : 'Defeat';
}

/** One row per seat of every battle of every system, in in-world order: who fought, the score and losses in the system's terms, and how it went. */
export function resultsCsv(ctx: ServiceContext, campaignId: string): string {
  campaignRow(ctx, campaignId);
  const sql = ctx.store.sqlite;
  const dates = new Map((sql.prepare('SELECT bc.battle_id AS id, bc.world_date AS worldDate, bc.world_day AS worldDay FROM battle_chronicles bc JOIN battles b ON b.id = bc.battle_id WHERE b.campaign_id = ?').all(campaignId) as { id: string; worldDate: string; worldDay: number | null }[]).map((d) => [d.id, d]));
  const players = new Map((sql.prepare('SELECT id, name FROM players WHERE campaign_id = ?').all(campaignId) as { id: string; name: string }[]).map((p) => [p.id, p.name]));
  const day = (id: string) => dates.get(id)?.worldDay ?? null;
  const battles = campaignBattleResults(ctx.db, campaignId).sort(
    (a, b) => Number(day(a.id) === null) - Number(day(b.id) === null) || (day(a.id) ?? 0) - (day(b.id) ?? 0) || a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const out = [csvRow(CSV_HEADER)];
  for (const battle of battles) {
    const date = dates.get(battle.id);
    const ending = battle.result ? (battle.terms.endings[battle.result.endedBy] ?? battle.result.endedBy) : '';
    battle.seats.forEach((seat, index) => {
      const force = seat.forces.map((f) => f.name).join(' & ');
      const player = (seat.playerId ? players.get(seat.playerId) : undefined) ?? seat.playerName;
      out.push(
        csvRow([
          battle.name, battle.systemName, date?.worldDay ?? null, date?.worldDate ?? '', battle.status === 'over' ? 'Over' : 'Being fought', battle.result?.turns ?? null, ending,
          index + 1, force, player, seat.score, battle.terms.score, seat.losses, battle.terms.losses, seatResult(battle, seat.side),
        ]),
      );
    });
  }
  for (const game of campaignLadderGames(ctx, campaignId)) {
    const ended = game.kind === 'walk-over' ? 'Walk-over' : `Ladder game at ${game.place}`;
    const words = { won: 'Victory', drawn: 'Draw', lost: 'Defeat' } as const;
    game.seats.forEach((seat, index) => {
      out.push(csvRow([game.ladderName, 'Title Tournament ladder', null, game.at.slice(0, 10), 'Over', null, ended, index + 1, game.battleName ?? '', seat.name, seat.rankAfter, 'Rank after', null, '', words[seat.result]]));
    });
  }
  return `${out.join('\r\n')}\r\n`;
}

export function exportChronicle(ctx: ServiceContext, input: { campaignId: string; format: 'markdown' | 'csv' }): { fileName: string; mediaType: string; content: string } {
  const stem = fileStem(campaignRow(ctx, input.campaignId).name);
  return input.format === 'markdown'
    ? { fileName: `${stem}-chronicle.md`, mediaType: 'text/markdown', content: chronicleMarkdown(ctx, input.campaignId) }
    : { fileName: `${stem}-battle-results.csv`, mediaType: 'text/csv', content: resultsCsv(ctx, input.campaignId) };
}
