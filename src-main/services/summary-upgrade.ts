import { SYSTEMS, systemById } from '../../src-shared/systems/registry';
import type { ServiceContext } from './context';
import { systemBattleLog } from './system-battles';
import { servicesFor } from './systems-registry';
import { storedSummaryJson, summaryVersionOf } from './stored-summary';

/**
 * A battle's stored summary is what lists, standings and the campaign's fallen read; a summary
 * written by an earlier version lacks what its system's summary holds now (session 15 added the
 * fallen; session 16 made Infinity's troopers lost "not counted" instead of 0). Each battle of a
 * system read the generic way whose summary is older than its system's `summaryVersion` (absent:
 * 1) is replayed once and its summary redone. A battle whose log no longer replays whole is left
 * as it is: a summary of part of its steps would count its fallen short.
 */
const OUT_OF_DATE_SQL = `SELECT b.id, b.system FROM battles b
  JOIN json_each(@versions) v ON v.key = b.system
  WHERE coalesce(json_extract(b.summary_json, '$.summaryVersion'), 1) < v.value
    AND (@campaignId IS NULL OR b.campaign_id = @campaignId)
  ORDER BY b.system, b.created_at`;

/** Each system the generic log keeps (not Orders & Omens, which keeps its own summary), with the version of summary it writes now. */
const currentVersions = () =>
  JSON.stringify(Object.fromEntries(SYSTEMS.filter((system) => !servicesFor(system.id).battles).map((system) => [system.id, summaryVersionOf(system)])));

/** Redoes the stored summaries older than their system's, in the caller's transaction or one of its own; all battles, or one campaign's. Returns how many were redone. */
export function bringStoredSummariesUpToDate(ctx: ServiceContext, campaignId: string | null = null): number {
  const sqlite = ctx.store.sqlite;
  const rows = sqlite.prepare(OUT_OF_DATE_SQL).all({ campaignId, versions: currentVersions() }) as { id: string; system: string }[];
  if (rows.length === 0) return 0;
  const update = sqlite.prepare('UPDATE battles SET summary_json = ? WHERE id = ?');
  let redone = 0;
  sqlite.transaction(() => {
    for (const row of rows) {
      const system = systemById(row.system)!;
      const view = systemBattleLog.load(ctx, row.id, { outcomesFrom: Number.POSITIVE_INFINITY });
      if (view.broken) continue;
      update.run(storedSummaryJson(system, system.battle.summary(view.state, view.header.rulings)), row.id);
      redone++;
    }
  })();
  return redone;
}

/** At start-up, after the file is opened: a summary that cannot be brought up to date is left as it was, and the app starts all the same. */
export function upgradeStoredSummaries(ctx: ServiceContext): void {
  try {
    const redone = bringStoredSummariesUpToDate(ctx);
    if (redone > 0) console.log(`Brought up to date the summaries of ${redone === 1 ? 'one battle' : `${redone} battles`} kept by an earlier version`);
  } catch (error) {
    console.error('[warchronicle] could not bring up to date the summaries of battles kept by an earlier version:', error);
  }
}
