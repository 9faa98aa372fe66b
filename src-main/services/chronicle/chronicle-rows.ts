import type { Database, Statement } from 'better-sqlite3';
import type { ChronicleLine, SystemBattleStats } from '../../../src-shared/chronicle';
import type { NarratedLine } from '../../../src-shared/systems/game-system';
import type { RulingChoices } from '../../../src-shared/rules/ruling';
import type { battles } from '../../db/schema/index';
import type { OwnChronicleStats } from './bare-narrators';

/**
 * Reading a battle to narrate and writing chronicle rows, on a bare connection: what an indexer
 * thread needs, with the narrators of bare-narrators.ts, for the usual battle, without the
 * game-system registry, drizzle or the other systems' rules (an indexer thread loads those only
 * when a batch holds a battle of a system narrated otherwise, which halves its start-up).
 */

/** What narrating a battle reads of its row. */
export type NarratableBattle = Pick<typeof battles.$inferSelect, 'id' | 'campaignId' | 'system' | 'name' | 'setupJson' | 'rulingsJson' | 'thirdsJson' | 'summaryJson' | 'updatedAt' | 'eventCount'>;

export interface CachedChronicle {
  /** The system's narrator's lines (Orders & Omens' own kinds, or the seam's). */
  readonly lines: readonly (ChronicleLine | NarratedLine)[];
  /** The numbers of a system narrated on a bare connection in its own shape (bare-narrators.ts), or another system's (`system` says which). */
  readonly stats: OwnChronicleStats | SystemBattleStats;
}

/** A system whose battles are narrated from their row and stored log alone, on a bare connection. */
export interface BareNarrator {
  readonly systemId: string;
  /** Raised whenever the account it writes changes (src-shared/chronicle/narration-version.ts adds the shared part). */
  readonly version: number;
  narrate(sqlite: Database, battle: NarratableBattle): CachedChronicle;
}

/** A battle's narration as its cache row stores it, with the log version it was narrated from. */
export interface NarratedRow {
  readonly battleId: string;
  readonly campaignId: string;
  readonly sourceUpdatedAt: number;
  readonly eventCount: number;
  readonly linesJson: string;
  readonly statsJson: string;
  readonly text: string;
  /** The version of the system's narrator that wrote it. */
  readonly narrationVersion: number;
}

/**
 * The statements narrating and writing chronicles use, prepared once per connection: a slice
 * of hundreds of battles otherwise spends a fifth of its time building and preparing SQL.
 */
interface Statements {
  readonly battle: Statement;
  readonly events: Statement;
  readonly hidden: Statement;
  readonly upsert: Statement;
}

const prepared = new WeakMap<Database, Statements>();

function statementsOf(sqlite: Database): Statements {
  let statements = prepared.get(sqlite);
  if (statements) return statements;
  statements = {
    battle: sqlite.prepare(
      `SELECT id, campaign_id AS campaignId, system, name, setup_json AS setupJson, rulings_json AS rulingsJson, thirds_json AS thirdsJson,
        summary_json AS summaryJson, updated_at AS updatedAt, event_count AS eventCount FROM battles WHERE id = ?`,
    ),
    events: sqlite.prepare('SELECT payload_json FROM battle_events WHERE battle_id = ? ORDER BY seq').pluck(),
    hidden: sqlite.prepare('SELECT line_key FROM battle_chronicle_hidden WHERE battle_id = ?').pluck(),
    // Written only while the battle is still at the version narrated: a log that moved meanwhile stays stale and is narrated again.
    upsert: sqlite.prepare(
      `INSERT INTO battle_chronicle_cache (battle_id, source_updated_at, event_count, lines_json, stats_json, text, narration_version)
       SELECT id, @sourceUpdatedAt, @eventCount, @linesJson, @statsJson, @text, @narrationVersion FROM battles WHERE id = @battleId AND updated_at = @sourceUpdatedAt AND event_count = @eventCount
       ON CONFLICT (battle_id) DO UPDATE SET source_updated_at = excluded.source_updated_at, event_count = excluded.event_count,
         lines_json = excluded.lines_json, stats_json = excluded.stats_json, text = excluded.text, narration_version = excluded.narration_version`,
    ),
  };
  prepared.set(sqlite, statements);
  return statements;
}

/** The battle row narration reads, or undefined when it is gone. */
export function readBattle(sqlite: Database, battleId: string): NarratableBattle | undefined {
  return statementsOf(sqlite).battle.get(battleId) as NarratableBattle | undefined;
}

/** The battle's stored steps, oldest first, as their JSON. */
export function eventPayloads(sqlite: Database, battleId: string): string[] {
  return statementsOf(sqlite).events.all(battleId) as string[];
}

/**
 * A campaign's house rules, parsed once per text: the engine resolves a rulings object into its
 * handler context once per object (by identity), so a batch of one campaign's battles shares one.
 */
const rulingsByText = new Map<string, RulingChoices>();
const RULINGS_KEPT = 64;

export function rulingsOf(text: string): RulingChoices {
  let rulings = rulingsByText.get(text);
  if (rulings === undefined) {
    if (rulingsByText.size >= RULINGS_KEPT) rulingsByText.clear();
    rulingsByText.set(text, (rulings = Object.freeze(JSON.parse(text) as RulingChoices)));
  }
  return rulings;
}

export function hiddenLineKeys(sqlite: Database, battleId: string): Set<string> {
  return new Set(statementsOf(sqlite).hidden.all(battleId) as string[]);
}

export function visibleText(lines: CachedChronicle['lines'], hidden: ReadonlySet<string>): string {
  return lines
    .filter((line) => !hidden.has(line.key))
    .map((line) => line.text)
    .join('\n');
}

/** The cache row for a battle's account, written by version `narrationVersion` of its narrator (nothing written yet). */
export function rowOf(sqlite: Database, battle: NarratableBattle, chronicle: CachedChronicle, narrationVersion: number): NarratedRow {
  return {
    narrationVersion,
    battleId: battle.id,
    campaignId: battle.campaignId,
    sourceUpdatedAt: battle.updatedAt,
    eventCount: battle.eventCount,
    linesJson: JSON.stringify(chronicle.lines),
    statsJson: JSON.stringify(chronicle.stats),
    text: visibleText(chronicle.lines, hiddenLineKeys(sqlite, battle.id)),
  };
}

/**
 * Writes narrated rows to the cache (the search index follows by trigger); nothing else — a
 * battle's in-world date row is written when it is created or dated (battle-world-date.ts).
 * The caller holds the transaction. Returns how many rows were written (a battle whose log moved
 * since it was read, or that was deleted, is skipped).
 */
export function writeRows(sqlite: Database, rows: readonly NarratedRow[]): number {
  const { upsert } = statementsOf(sqlite);
  let written = 0;
  for (const row of rows) {
    const { campaignId: _campaignId, ...values } = row;
    if (upsert.run(values).changes === 0) continue;
    written++;
  }
  return written;
}
