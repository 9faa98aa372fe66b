import { and, desc, eq } from 'drizzle-orm';
import type { RulingChoices } from '../../src-shared/rules/ruling';
import { casualties, initialBattleState } from '../../src-shared/rules/orders-omens/battle';
import type { BattleSetup, BattleState } from '../../src-shared/rules/orders-omens/battle';
import { applyStep, replaySteps, type LoggedStep } from '../../src-shared/battles/walkthrough';
import type { Prebattle } from '../../src-shared/battles/table-notes';
import { vpTotal } from '../../src-shared/rules/orders-omens/scoring/vp';
import { battleEvents, battles } from '../db/schema/index';
import type { ServiceContext } from './context';
import { notFound, ServiceError } from './service-error';

/** What lists and standings need without replaying: rewritten with every event. */
export interface BattleSummary {
  readonly phase: BattleState['phase'];
  readonly turn: number;
  readonly vp: { readonly A: number; readonly B: number };
  readonly casualties: { readonly A: number; readonly B: number };
  readonly result: BattleState['result'];
}

export interface LoadedBattle {
  readonly id: string;
  readonly campaignId: string;
  readonly name: string;
  readonly setup: BattleSetup;
  readonly rulings: RulingChoices;
  /** Every step in order: the engine's events and the walkthrough's table notes. */
  readonly events: readonly LoggedStep[];
  /** When each step was recorded (epoch ms), index for index with `events`. */
  readonly recordedAt: readonly number[];
  readonly state: BattleState;
  /** Terrain, entry points, recon and reveals, from the table notes. */
  readonly prebattle: Prebattle;
}

export function summarise(state: BattleState, rulings: RulingChoices = {}): BattleSummary {
  const tally = casualties(state, rulings).bySide;
  return {
    phase: state.phase,
    turn: state.turn,
    vp: { A: vpTotal(state.vp, 'A'), B: vpTotal(state.vp, 'B') },
    casualties: { A: tally.A.casualties, B: tally.B.casualties },
    result: state.result,
  };
}

/** Stores a new battle; the setup must produce a valid starting state. */
export function createBattleRecord(
  ctx: ServiceContext,
  input: { campaignId: string; name: string; setup: BattleSetup; rulings: RulingChoices; notes?: string },
): LoadedBattle {
  let state: BattleState;
  try {
    state = initialBattleState(input.setup);
  } catch (error) {
    throw new ServiceError('rejected', `This battle cannot be set up: ${(error as Error).message}`);
  }
  const id = ctx.newId();
  const now = ctx.now();
  ctx.db
    .insert(battles)
    .values({
      id,
      campaignId: input.campaignId,
      name: input.name,
      setupJson: JSON.stringify(input.setup),
      rulingsJson: JSON.stringify(input.rulings),
      notes: input.notes ?? '',
      summaryJson: JSON.stringify(summarise(state, input.rulings)),
      createdAt: now,
      updatedAt: now,
    })
    .run();
  return { id, campaignId: input.campaignId, name: input.name, setup: input.setup, rulings: input.rulings, events: [], recordedAt: [], state, prebattle: replaySteps(input.setup, []).walk.prebattle };
}

/**
 * Folded battles kept per service context, so a step costs one engine call rather than a replay of
 * the whole log. An entry is trusted only while the stored step count and last-change time still
 * match, so a write by another process (the desktop app and the browser host on one file) misses.
 */
const folds = new WeakMap<ServiceContext, Map<string, { eventCount: number; updatedAt: number; battle: LoadedBattle }>>();
const FOLDS_KEPT = 8;

function foldsOf(ctx: ServiceContext) {
  let cache = folds.get(ctx);
  if (!cache) folds.set(ctx, (cache = new Map()));
  return cache;
}

function remember(ctx: ServiceContext, battle: LoadedBattle): LoadedBattle {
  const row = ctx.db.select({ eventCount: battles.eventCount, updatedAt: battles.updatedAt }).from(battles).where(eq(battles.id, battle.id)).get();
  const cache = foldsOf(ctx);
  cache.delete(battle.id);
  if (row) cache.set(battle.id, { ...row, battle });
  if (cache.size > FOLDS_KEPT) cache.delete(cache.keys().next().value!);
  return battle;
}

/** The battle as stored: its events replayed through the engine (resume after a crash is this). */
export function loadBattle(ctx: ServiceContext, battleId: string): LoadedBattle {
  const row = ctx.db.select().from(battles).where(eq(battles.id, battleId)).get();
  if (!row) throw notFound('Battle', battleId);
  const cached = foldsOf(ctx).get(battleId);
  if (cached && cached.eventCount === row.eventCount && cached.updatedAt === row.updatedAt && cached.battle.name === row.name) return cached.battle;
  const rows = ctx.db
    .select({ payloadJson: battleEvents.payloadJson, recordedAt: battleEvents.recordedAt })
    .from(battleEvents)
    .where(eq(battleEvents.battleId, battleId))
    .orderBy(battleEvents.seq)
    .all();
  const events = rows.map((event) => JSON.parse(event.payloadJson) as LoggedStep);
  const setup = JSON.parse(row.setupJson) as BattleSetup;
  const rulings = JSON.parse(row.rulingsJson) as RulingChoices;
  const replayed = replaySteps(setup, events, rulings);
  if (!replayed.ok) {
    // Only a rules change between app versions can cause this; keep what replays and say where it stopped.
    console.warn(`[warchronicle] battle ${battleId} stops replaying at event ${replayed.index + 1}: ${replayed.reason}`);
  }
  const { battle: state, prebattle } = replayed.walk;
  return remember(ctx, { id: row.id, campaignId: row.campaignId, name: row.name, setup, rulings, events, recordedAt: rows.map((r) => r.recordedAt), state, prebattle });
}

/**
 * Appends one confirmed step. The engine judges it against the replayed state; a refusal writes
 * nothing. `expectedCount` guards against a second window appending on a stale view.
 */
export function appendBattleEvent(ctx: ServiceContext, battleId: string, event: LoggedStep, expectedCount?: number): LoadedBattle {
  const appended = ctx.store.sqlite.transaction((): LoadedBattle => {
    const battle = loadBattle(ctx, battleId);
    if (expectedCount !== undefined && expectedCount !== battle.events.length) {
      throw new ServiceError('conflict', `This battle changed elsewhere (it has ${battle.events.length} steps, this screen knew ${expectedCount}); reload it`);
    }
    const next = applyStep({ battle: battle.state, prebattle: battle.prebattle }, event, battle.rulings);
    if (!next.ok) throw new ServiceError('rejected', next.reason);
    const seq = battle.events.length + 1;
    const recordedAt = ctx.now();
    ctx.db.insert(battleEvents).values({ battleId, seq, type: event.type, payloadJson: JSON.stringify(event), recordedAt }).run();
    writeSummary(ctx, battleId, next.walk.battle, seq, battle.rulings);
    return { ...battle, events: [...battle.events, event], recordedAt: [...battle.recordedAt, recordedAt], state: next.walk.battle, prebattle: next.walk.prebattle };
  })();
  return remember(ctx, appended);
}

/** Removes the last step; the state is the replay of what remains. */
export function undoLastBattleEvent(ctx: ServiceContext, battleId: string, expectedCount?: number): LoadedBattle {
  const undone = ctx.store.sqlite.transaction((): LoadedBattle => {
    const battle = loadBattle(ctx, battleId);
    if (battle.events.length === 0) throw new ServiceError('rejected', 'There is nothing to undo: the battle has no recorded steps yet');
    if (expectedCount !== undefined && expectedCount !== battle.events.length) {
      throw new ServiceError('conflict', `This battle changed elsewhere (it has ${battle.events.length} steps, this screen knew ${expectedCount}); reload it`);
    }
    const last = ctx.db
      .select({ seq: battleEvents.seq })
      .from(battleEvents)
      .where(eq(battleEvents.battleId, battleId))
      .orderBy(desc(battleEvents.seq))
      .limit(1)
      .get()!;
    ctx.db.delete(battleEvents).where(and(eq(battleEvents.battleId, battleId), eq(battleEvents.seq, last.seq))).run();
    const events = battle.events.slice(0, -1);
    const { battle: state, prebattle } = replaySteps(battle.setup, events, battle.rulings).walk;
    writeSummary(ctx, battleId, state, events.length, battle.rulings);
    return { ...battle, events, recordedAt: battle.recordedAt.slice(0, -1), state, prebattle };
  })();
  return remember(ctx, undone);
}

function writeSummary(ctx: ServiceContext, battleId: string, state: BattleState, eventCount: number, rulings: RulingChoices): void {
  ctx.db
    .update(battles)
    .set({
      eventCount,
      status: state.phase === 'over' ? 'over' : 'in-progress',
      summaryJson: JSON.stringify(summarise(state, rulings)),
      updatedAt: ctx.now(),
    })
    .where(eq(battles.id, battleId))
    .run();
}
