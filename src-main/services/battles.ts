import { desc, eq } from 'drizzle-orm';
import { battles, campaigns } from '../db/schema/index';
import type { ParsedInput } from '../../src-shared/contract';
import type { AnyBattleDetail, AnyBattleListItem, AnyStepAnswer, AnyUndoAnswer, AnyStepOutcomesRow } from '../../src-shared/contract/battles';
import { inputSystemId } from '../../src-shared/contract/by-system';
import { listItemReader } from './battle-list';
import type { ServiceContext } from './context';
import { stampCampaignChanged } from './campaign-changed';
import { notFound } from './service-error';
import { appendSystemEvent, createSystemBattle, getSystemBattle, systemStepOutcomes, undoSystemEvent } from './system-battles';
import type { BattleRow } from './system-services';
import { servicesFor } from './systems-registry';

/**
 * The battles.* calls for every system, routed on the battle's `system` (or a new battle's or
 * step's): a system that keeps its own log and answers registers its calls (`battles` in
 * systems-registry.ts, Orders & Omens'); every other system goes through the generic
 * system-battle service and its GameSystem from the registry.
 */

type SystemCreate = Extract<ParsedInput<'battles.create'>, { sides: unknown }>;
type SystemAppend = Extract<ParsedInput<'battles.append'>, { system: string }>;

function loadRow(ctx: ServiceContext, id: string): BattleRow {
  const row = ctx.db.select().from(battles).where(eq(battles.id, id)).get();
  if (!row) throw notFound('Battle', id);
  return row;
}

export function listBattles(ctx: ServiceContext, campaignId: string): AnyBattleListItem[] {
  if (!ctx.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId)).get()) throw notFound('Campaign', campaignId);
  return ctx.db.select().from(battles).where(eq(battles.campaignId, campaignId)).orderBy(desc(battles.createdAt)).all().map(listItemReader(ctx, campaignId));
}

/** One battle; the row's `system` says which engine replays it. */
export function getBattle(ctx: ServiceContext, id: string): AnyBattleDetail {
  const row = loadRow(ctx, id);
  const own = servicesFor(row.system).battles;
  return own ? own.get(ctx, row) : getSystemBattle(ctx, row);
}

/** What came of older steps, for the event log: outcome lines for Orders & Omens, typed outcomes for the other systems. */
export function stepOutcomes(ctx: ServiceContext, input: ParsedInput<'battles.stepOutcomes'>): AnyStepOutcomesRow[] {
  const row = loadRow(ctx, input.battleId);
  const own = servicesFor(row.system).battles;
  return own ? own.stepOutcomes(ctx, row, input) : systemStepOutcomes(ctx, row, input);
}

export function createBattle(ctx: ServiceContext, input: ParsedInput<'battles.create'>): AnyBattleDetail {
  const own = servicesFor(inputSystemId(input)).battles;
  return own ? own.create(ctx, input) : createSystemBattle(ctx, input as SystemCreate);
}

/**
 * Records one step. Every system answers with what changed (BattleStepAnswer for Orders & Omens,
 * SystemStepAnswer for the others), so the cost does not grow with the battle.
 */
export function appendStep(ctx: ServiceContext, input: ParsedInput<'battles.append'>): AnyStepAnswer {
  const own = servicesFor(inputSystemId(input)).battles;
  return own ? own.append(ctx, input) : appendSystemEvent(ctx, input as SystemAppend);
}

/** Orders & Omens answers with what changed (see BattleUndoAnswer), like a step; the other systems with their whole battle. */
export function undoStep(ctx: ServiceContext, input: ParsedInput<'battles.undo'>): AnyUndoAnswer {
  const row = loadRow(ctx, input.battleId);
  const own = servicesFor(row.system).battles;
  return own ? own.undo(ctx, row, input) : undoSystemEvent(ctx, row, input.expectedCount);
}

export function updateBattle(ctx: ServiceContext, input: ParsedInput<'battles.update'>): AnyBattleListItem {
  const { id, ...changes } = input;
  const result = ctx.db.update(battles).set({ ...changes, updatedAt: ctx.now() }).where(eq(battles.id, id)).run();
  if (result.changes === 0) throw notFound('Battle', id);
  const row = loadRow(ctx, id);
  return listItemReader(ctx, row.campaignId)(row);
}

export function deleteBattle(ctx: ServiceContext, id: string): { id: string } {
  return ctx.store.sqlite.transaction(() => {
    const gone = ctx.db.delete(battles).where(eq(battles.id, id)).returning({ campaignId: battles.campaignId }).get();
    if (!gone) throw notFound('Battle', id);
    stampCampaignChanged(ctx, gone.campaignId);
    return { id };
  })();
}
