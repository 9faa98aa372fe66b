import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { RealmDb } from '../db/open';
import { battleEvents, battleRevisions, publications, realmBattles, stagedEvents } from '../db/schema';
import type { PublishAnswer, PublishBatch, PublishedBattle, PublishedEvent } from '../../src-shared/contract/realm-wire';
import type { AuthedGroup } from './auth';
import { contentHash } from './canonical-json';
import { checkRulings, replayPublished } from './replay-check';
import { RealmRefusal } from './realm-error';

type Tx = Parameters<Parameters<RealmDb['transaction']>[0]>[0];

/**
 * Takes one batch of a publication. Every batch is idempotent: its events are keyed by
 * (publication, seq), so a batch sent twice (a retry after a lost answer, a restart) changes
 * nothing. When the publication holds all its events the server replays the whole log and, in
 * the same transaction, records it as the battle's next revision — or, when it is the same as
 * the latest, answers with that one. A batch of a publication already committed answers with
 * the revision it made. A log that does not replay is refused and its publication dropped.
 */
export async function publishBatch(db: RealmDb, group: AuthedGroup, batch: PublishBatch): Promise<PublishAnswer> {
  checkRulings(batch.battle);
  const outcome = await db.transaction(async (tx): Promise<PublishAnswer | RealmRefusal> => {
    await tx
      .insert(publications)
      .values({ id: batch.publicationId, groupId: group.id, sourceRef: batch.battleRef, header: batch.battle, totalEvents: batch.totalEvents })
      .onConflictDoNothing();
    const [publication] = await tx.select().from(publications).where(eq(publications.id, batch.publicationId)).for('update');
    if (!publication) throw new Error('the publication vanished inside its own transaction');
    if (publication.groupId !== group.id) throw new RealmRefusal(403, 'forbidden', 'This publication belongs to another group; a group may publish only its own battles', { path: 'publicationId' });
    if (publication.sourceRef !== batch.battleRef || publication.totalEvents !== batch.totalEvents) {
      throw new RealmRefusal(409, 'conflict', 'This publication id was already used for another battle or another number of events; send a new publication id', { path: 'publicationId' });
    }
    if (publication.revisionId) return committedAnswer(tx, publication.revisionId, false);

    const [stagedCount] = await tx.select({ n: count() }).from(stagedEvents).where(eq(stagedEvents.publicationId, publication.id));
    const staged = stagedCount?.n ?? 0;
    const header = publication.header as PublishedBattle;
    let events: PublishedEvent[];
    const direct = staged === 0 && batch.events.length === batch.totalEvents && hasEverySeq(batch.events, batch.totalEvents);
    if (direct) {
      // The whole log in one batch (most battles): judged and stored without staging.
      events = [...batch.events].sort((a, b) => a.seq - b.seq);
    } else {
      await insertChunks(batch.events, (chunk) =>
        tx
          .insert(stagedEvents)
          .values(chunk.map((event) => ({ publicationId: publication.id, seq: event.seq, event: event.event ?? null, recordedAt: event.recordedAt })))
          .onConflictDoNothing(),
      );
      const [after] = await tx.select({ n: count() }).from(stagedEvents).where(eq(stagedEvents.publicationId, publication.id));
      const received = after?.n ?? 0;
      if (received < publication.totalEvents) return { state: 'staged', received, total: publication.totalEvents };
      const rows = await tx.select().from(stagedEvents).where(eq(stagedEvents.publicationId, publication.id)).orderBy(asc(stagedEvents.seq));
      events = rows.map((row) => ({ seq: row.seq, event: row.event, recordedAt: row.recordedAt }));
    }

    let judged;
    try {
      judged = replayPublished(header, events);
    } catch (error) {
      if (!(error instanceof RealmRefusal)) throw error;
      // Nothing of a refused log is kept: the group corrects it and publishes anew.
      await tx.delete(publications).where(eq(publications.id, publication.id));
      return error;
    }
    const hash = contentHash({ header, events });
    const battle = await lockBattle(tx, group, publication.sourceRef, header.system);
    if (battle.latestRevision > 0 && battle.withdrawnAt === null) {
      const [latest] = await tx
        .select({ id: battleRevisions.id, contentHash: battleRevisions.contentHash })
        .from(battleRevisions)
        .where(and(eq(battleRevisions.battleId, battle.id), eq(battleRevisions.revision, battle.latestRevision)));
      if (latest && latest.contentHash === hash) {
        await tx.update(publications).set({ revisionId: latest.id }).where(eq(publications.id, publication.id));
        await tx.delete(stagedEvents).where(eq(stagedEvents.publicationId, publication.id));
        return { state: 'committed', battleId: battle.id, revision: battle.latestRevision, unchanged: true };
      }
    }
    const revision = battle.latestRevision + 1;
    const revisionId = randomUUID();
    await tx.insert(battleRevisions).values({
      id: revisionId,
      battleId: battle.id,
      revision,
      publicationId: publication.id,
      name: header.name,
      system: header.system,
      setup: header.setup,
      rulings: header.rulings,
      sides: header.sides,
      notes: header.notes,
      diary: header.diary,
      summary: judged.summary,
      eventCount: events.length,
      contentHash: hash,
      playedAt: header.playedAt,
    });
    if (direct) {
      await insertChunks(events, (chunk) => tx.insert(battleEvents).values(chunk.map((event) => ({ revisionId, seq: event.seq, event: event.event ?? null, recordedAt: event.recordedAt }))));
    } else {
      await tx.execute(
        sql`INSERT INTO battle_events (revision_id, seq, event, recorded_at) SELECT ${revisionId}, seq, event, recorded_at FROM staged_events WHERE publication_id = ${publication.id}`,
      );
      await tx.delete(stagedEvents).where(eq(stagedEvents.publicationId, publication.id));
    }
    await tx.update(publications).set({ revisionId }).where(eq(publications.id, publication.id));
    await tx.update(realmBattles).set({ latestRevision: revision, withdrawnAt: null, system: header.system, updatedAt: new Date() }).where(eq(realmBattles.id, battle.id));
    return { state: 'committed', battleId: battle.id, revision, unchanged: false };
  });
  if (outcome instanceof RealmRefusal) throw outcome;
  return outcome;
}

/** Withdraws a battle from the realm's chronicle (its revisions stay, unseen); only its own group may. */
export async function withdrawBattle(db: RealmDb, group: AuthedGroup, battleId: string): Promise<{ battleId: string; withdrawn: true }> {
  return db.transaction(async (tx) => {
    const [battle] = await tx.select().from(realmBattles).where(eq(realmBattles.id, battleId)).for('update');
    if (!battle || battle.realmId !== group.realmId) throw new RealmRefusal(404, 'not_found', 'This realm has no battle with that id', { path: 'battleId' });
    if (battle.groupId !== group.id) throw new RealmRefusal(403, 'forbidden', 'This battle belongs to another group; a group may withdraw only its own battles', { path: 'battleId' });
    if (!battle.withdrawnAt) await tx.update(realmBattles).set({ withdrawnAt: new Date(), updatedAt: new Date() }).where(eq(realmBattles.id, battleId));
    return { battleId, withdrawn: true as const };
  });
}

function hasEverySeq(events: readonly PublishedEvent[], total: number): boolean {
  const seen = new Set(events.map((event) => event.seq));
  return seen.size === total && events.every((event) => event.seq >= 1 && event.seq <= total);
}

async function insertChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += 1000) await insert(rows.slice(start, start + 1000));
}

/** The group's battle for this reference, made on its first publication, locked for this transaction. */
async function lockBattle(tx: Tx, group: AuthedGroup, sourceRef: string, system: string) {
  await tx.insert(realmBattles).values({ id: randomUUID(), realmId: group.realmId, groupId: group.id, sourceRef, system }).onConflictDoNothing();
  const [battle] = await tx
    .select()
    .from(realmBattles)
    .where(and(eq(realmBattles.groupId, group.id), eq(realmBattles.sourceRef, sourceRef)))
    .for('update');
  if (!battle) throw new Error('the battle vanished inside its own transaction');
  return battle;
}

async function committedAnswer(tx: Tx, revisionId: string, unchanged: boolean): Promise<PublishAnswer> {
  const [row] = await tx.select({ battleId: battleRevisions.battleId, revision: battleRevisions.revision }).from(battleRevisions).where(eq(battleRevisions.id, revisionId));
  if (!row) throw new Error(`revision ${revisionId} of a committed publication is missing`);
  return { state: 'committed', battleId: row.battleId, revision: row.revision, unchanged };
}
