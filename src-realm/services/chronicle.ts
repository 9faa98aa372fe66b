import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { RealmDb } from '../db/open';
import { battleEvents, battleRevisions, groups, realmBattles, realms } from '../db/schema';
import type { PublishedDiaryEntry, PublishedSide, RealmBattleItem, RealmBattlePage, RealmChronicle, RealmStanding } from '../../src-shared/contract/realm-wire';
import type { BattleSummary } from '../../src-shared/systems/game-system';
import { systemById } from '../../src-shared/systems/registry';
import { describeProgress, describeResult } from '../../src-shared/systems/outcome';
import { replaySystemLog } from '../../src-shared/systems/replay';
import { RealmRefusal } from './realm-error';

/**
 * The realm's chronicle, read from the latest revision of every battle not withdrawn: the
 * timeline across groups, per-army standings, and each battle's account as the shared narrator
 * tells it. Names are the ones the groups published; no laptop's id is ever part of a page.
 */

const TIMELINE_LIMIT = 200;

async function realmBySlug(db: RealmDb, slug: string) {
  const [realm] = await db.select().from(realms).where(eq(realms.slug, slug));
  if (!realm) throw new RealmRefusal(404, 'not_found', `There is no realm called ${slug}`);
  return realm;
}

interface Row {
  id: string;
  group: string;
  system: string;
  revision: number;
  name: string;
  sides: unknown;
  summary: unknown;
  eventCount: number;
  playedAt: number | null;
  publishedAt: Date;
}

function itemOf(row: Row): RealmBattleItem {
  const system = systemById(row.system);
  const sides = row.sides as PublishedSide[];
  const summary = row.summary as BattleSummary;
  return {
    id: row.id,
    group: row.group,
    system: row.system,
    systemName: system?.name ?? row.system,
    name: row.name,
    revision: row.revision,
    players: sides.map((side) => ({ side: side.side, playerName: side.playerName, forces: side.forces.map((force) => force.name) })),
    progress: system ? describeProgress(summary, system.battle.stages) : '',
    outcome: system && summary.result ? describeResult(summary.result, system.terms, sides) : null,
    eventCount: row.eventCount,
    playedAt: row.playedAt,
    publishedAt: row.publishedAt.toISOString(),
  };
}

const latestColumns = {
  id: realmBattles.id,
  group: groups.name,
  system: battleRevisions.system,
  revision: battleRevisions.revision,
  name: battleRevisions.name,
  sides: battleRevisions.sides,
  summary: battleRevisions.summary,
  eventCount: battleRevisions.eventCount,
  playedAt: battleRevisions.playedAt,
  publishedAt: battleRevisions.publishedAt,
};

export async function realmChronicle(db: RealmDb, slug: string, query = ''): Promise<RealmChronicle> {
  const realm = await realmBySlug(db, slug);
  const q = query.trim().slice(0, 100);
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select(latestColumns)
    .from(realmBattles)
    .innerJoin(groups, eq(groups.id, realmBattles.groupId))
    .innerJoin(battleRevisions, and(eq(battleRevisions.battleId, realmBattles.id), eq(battleRevisions.revision, realmBattles.latestRevision)))
    .where(
      and(
        eq(realmBattles.realmId, realm.id),
        isNull(realmBattles.withdrawnAt),
        q ? sql`(${battleRevisions.name} ILIKE ${pattern} OR ${groups.name} ILIKE ${pattern} OR ${battleRevisions.sides}::text ILIKE ${pattern})` : undefined,
      ),
    )
    .orderBy(desc(sql`coalesce(${battleRevisions.playedAt}, 0)`), desc(battleRevisions.publishedAt))
    .limit(TIMELINE_LIMIT);
  const battles = rows.map(itemOf);
  const groupRows = await db.select({ name: groups.name }).from(groups).where(eq(groups.realmId, realm.id)).orderBy(asc(groups.name));
  return {
    realm: { slug: realm.slug, name: realm.name },
    groups: groupRows.map((group) => ({ name: group.name, battles: battles.filter((battle) => battle.group === group.name).length })),
    battles,
    standings: standingsOf(battles),
    query: q,
  };
}

/** Per army (the forces a side brought, by name) of each group in each system, finished battles only. */
export function standingsOf(battles: readonly RealmBattleItem[]): RealmStanding[] {
  const table = new Map<string, RealmStanding>();
  for (const battle of battles) {
    if (!battle.outcome) continue;
    for (const player of battle.players) {
      const army = player.forces.length > 0 ? player.forces.join(' & ') : player.playerName;
      const key = JSON.stringify([battle.group, battle.system, army]);
      const row = table.get(key) ?? { group: battle.group, system: battle.system, systemName: battle.systemName, army, battles: 0, wins: 0, draws: 0, losses: 0, lossTerm: battle.outcome.lossTerm, casualties: 0 };
      row.battles += 1;
      if (battle.outcome.draw) row.draws += 1;
      else if (battle.outcome.winners.includes(player.playerName)) row.wins += 1;
      else row.losses += 1;
      row.casualties += battle.outcome.losses.find((loss) => loss.side === player.side)?.amount ?? 0;
      table.set(key, row);
    }
  }
  return [...table.values()].sort((a, b) => a.systemName.localeCompare(b.systemName) || b.wins - a.wins || a.losses - b.losses || a.army.localeCompare(b.army));
}

export async function realmBattlePage(db: RealmDb, slug: string, battleId: string): Promise<RealmBattlePage> {
  const realm = await realmBySlug(db, slug);
  const [row] = await db
    .select({ ...latestColumns, revisionId: battleRevisions.id, setup: battleRevisions.setup, rulings: battleRevisions.rulings, notes: battleRevisions.notes, diary: battleRevisions.diary })
    .from(realmBattles)
    .innerJoin(groups, eq(groups.id, realmBattles.groupId))
    .innerJoin(battleRevisions, and(eq(battleRevisions.battleId, realmBattles.id), eq(battleRevisions.revision, realmBattles.latestRevision)))
    .where(and(eq(realmBattles.id, battleId), eq(realmBattles.realmId, realm.id), isNull(realmBattles.withdrawnAt)));
  if (!row) throw new RealmRefusal(404, 'not_found', 'This realm has no published battle at that address');
  const events = await db.select({ seq: battleEvents.seq, event: battleEvents.event, recordedAt: battleEvents.recordedAt }).from(battleEvents).where(eq(battleEvents.revisionId, row.revisionId)).orderBy(asc(battleEvents.seq));
  return { ...itemOf(row), revisions: row.revision, account: narrate(row.id, row.system, row.name, row.setup, row.rulings as Record<string, string>, events), notes: row.notes, diary: row.diary as PublishedDiaryEntry[] | null };
}

/** The account as the system's own narrator tells it, from the log the server replayed when it was published. */
function narrate(battleId: string, systemId: string, name: string, setup: unknown, rulings: Record<string, string>, events: readonly { seq: number; event: unknown; recordedAt: number }[]): RealmBattlePage['account'] {
  const system = systemById(systemId);
  if (!system) return [];
  const replayed = replaySystemLog(system, setup, rulings, events);
  const told = system.narrator.narrate({ battleId, name, setup, steps: replayed.steps, state: replayed.state, rulings });
  return told.lines.map((line) => ({ turn: line.turn, text: line.text, turningPoint: line.turningPoint }));
}
