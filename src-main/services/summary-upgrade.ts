import type { BattleSummary } from '../../src-shared/systems/game-system';
import { SYSTEMS, systemById } from '../../src-shared/systems/registry';
import type { ServiceContext } from './context';
import { systemBattleLog } from './system-battles';
import { servicesFor } from './systems-registry';

/**
 * Summaries written before the campaign counted every system's fallen (`BattleSummary.fallen`)
 * lack it, so an Order 66 or 1999 battle kept by an earlier version, or imported from its file,
 * added nothing to the campaign's fallen until its next step. Each such battle of a system read
 * the generic way is replayed once and its stored summary given the fallen its system reports
 * now; nothing else in the summary changes. A battle whose log no longer replays whole is left as
 * it is (its fallen would be counted short). Systems that do not count the fallen (`countsFallen`)
 * are never read.
 */
const LACKING_FALLEN_SQL = `SELECT id, system, summary_json AS summaryJson FROM battles
  WHERE system IN (SELECT value FROM json_each(@systems)) AND json_extract(summary_json, '$.fallen') IS NULL
    AND (@campaignId IS NULL OR campaign_id = @campaignId)
  ORDER BY system, created_at`;

/** The systems whose battles the generic log keeps and whose summary counts the fallen (not Orders & Omens, which counts its casualties its own way). */
const systemsCountingFallen = () => JSON.stringify(SYSTEMS.filter((system) => system.battle.countsFallen && !servicesFor(system.id).battles).map((system) => system.id));

/** Gives the stored summaries that lack it their fallen, in the caller's transaction or one of its own; all battles, or one campaign's. Returns how many were given it. */
export function giveStoredSummariesTheirFallen(ctx: ServiceContext, campaignId: string | null = null): number {
  const sqlite = ctx.store.sqlite;
  const rows = sqlite.prepare(LACKING_FALLEN_SQL).all({ campaignId, systems: systemsCountingFallen() }) as { id: string; system: string; summaryJson: string }[];
  if (rows.length === 0) return 0;
  const update = sqlite.prepare('UPDATE battles SET summary_json = ? WHERE id = ?');
  let given = 0;
  sqlite.transaction(() => {
    for (const row of rows) {
      const system = systemById(row.system);
      if (!system) continue;
      const view = systemBattleLog.load(ctx, row.id, { outcomesFrom: Number.POSITIVE_INFINITY });
      if (view.broken) continue;
      const { fallen } = system.battle.summary(view.state, view.header.rulings);
      if (!fallen) continue;
      update.run(JSON.stringify({ ...(JSON.parse(row.summaryJson) as BattleSummary), fallen }), row.id);
      given++;
    }
  })();
  return given;
}

/** At start-up, after the file is opened: a summary that cannot be brought up to date is left as it was, and the app starts all the same. */
export function upgradeStoredSummaries(ctx: ServiceContext): void {
  try {
    const given = giveStoredSummariesTheirFallen(ctx);
    if (given > 0) console.log(`Counted the fallen of ${given === 1 ? 'one battle' : `${given} battles`} kept by an earlier version`);
  } catch (error) {
    console.error('[warchronicle] could not count the fallen of battles kept by an earlier version:', error);
  }
}
