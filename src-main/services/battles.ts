import { desc, eq } from 'drizzle-orm';
import { battles, campaigns } from '../db/schema/index';
import type { ParsedInput } from '../../src-shared/contract';
import type { AnyBattleDetail, AnyBattleListItem, AnyStepAnswer, AnyUndoAnswer, AnyStepOutcomesRow } from '../../src-shared/contract/battles';
import { isOrdersOmensInput } from '../../src-shared/contract/by-system';
import { ORDERS_OMENS_ID } from '../../src-shared/systems/registry';
import type { ServiceContext } from './context';
import { armyPlayers, createOrdersOmensBattle, getOrdersOmensBattle, ordersOmensListItem, ordersOmensStepAnswer, ordersOmensStepOutcomes, undoOrdersOmensStep, type OrdersOmensAppend, type OrdersOmensCreate } from './orders-omens/battles';
import { notFound, ServiceError } from './service-error';
import { appendSystemEvent, createSystemBattle, getSystemBattle, systemListItem, systemStepOutcomes, undoSystemEvent } from './system-battles';

/**
 * The battles.* calls for every system, routed on the battle's `system`: Orders & Omens keeps its
 * own log and answers (orders-omens/battles.ts); every other system goes through the generic
 * system-battle service and its GameSystem from the registry.
 */

type BattleRow = typeof battles.$inferSelect;
type SystemCreate = Extract<ParsedInput<'battles.create'>, { sides: unknown }>;
type SystemAppend = Extract<ParsedInput<'battles.append'>, { system: string }>;

/** A battle of any system in a list. */
function anyListItem(row: BattleRow, playerOf: ReadonlyMap<string, string>): AnyBattleListItem {
  return row.system === ORDERS_OMENS_ID ? ordersOmensListItem(row, playerOf) : systemListItem(row);
}

function loadRow(ctx: ServiceContext, id: string): BattleRow {
  const row = ctx.db.select().from(battles).where(eq(battles.id, id)).get();
  if (!row) throw notFound('Battle', id);
  return row;
}

export function listBattles(ctx: ServiceContext, campaignId: string): AnyBattleListItem[] {
  if (!ctx.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId)).get()) throw notFound('Campaign', campaignId);
  const playerOf = armyPlayers(ctx, campaignId);
  return ctx.db
    .select()
    .from(battles)
    .where(eq(battles.campaignId, campaignId))
    .orderBy(desc(battles.createdAt))
    .all()
    .map((row) => anyListItem(row, playerOf));
}

/** One battle; the row's `system` says which engine replays it. */
export function getBattle(ctx: ServiceContext, id: string): AnyBattleDetail {
  const row = loadRow(ctx, id);
  return row.system === ORDERS_OMENS_ID ? getOrdersOmensBattle(ctx, id) : getSystemBattle(ctx, row);
}

/** What came of older steps, for the event log: outcome lines for Orders & Omens, typed outcomes for the other systems. */
export function stepOutcomes(ctx: ServiceContext, input: ParsedInput<'battles.stepOutcomes'>): AnyStepOutcomesRow[] {
  const row = loadRow(ctx, input.battleId);
  return row.system === ORDERS_OMENS_ID ? ordersOmensStepOutcomes(ctx, input) : systemStepOutcomes(ctx, row, input);
}

export function createBattle(ctx: ServiceContext, input: ParsedInput<'battles.create'>): AnyBattleDetail {
  return isOrdersOmensInput(input) ? createOrdersOmensBattle(ctx, input as OrdersOmensCreate) : createSystemBattle(ctx, input as SystemCreate);
}

/**
 * Records one step. Every system answers with what changed (BattleStepAnswer for Orders & Omens,
 * SystemStepAnswer for the others), so the cost does not grow with the battle.
 */
export function appendStep(ctx: ServiceContext, input: ParsedInput<'battles.append'>): AnyStepAnswer {
  if (!isOrdersOmensInput(input)) return appendSystemEvent(ctx, input as SystemAppend);
  const o = input as OrdersOmensAppend;
  const row = loadRow(ctx, o.battleId);
  if (row.system !== ORDERS_OMENS_ID) throw new ServiceError('rejected', `This battle is not an Orders & Omens battle: send its step with system "${row.system}"`, 'system');
  return ordersOmensStepAnswer(ctx, o);
}

/** Orders & Omens answers with what changed (see BattleUndoAnswer), like a step; the other systems with their whole battle. */
export function undoStep(ctx: ServiceContext, input: ParsedInput<'battles.undo'>): AnyUndoAnswer {
  const row = loadRow(ctx, input.battleId);
  if (row.system !== ORDERS_OMENS_ID) return undoSystemEvent(ctx, row, input.expectedCount);
  return undoOrdersOmensStep(ctx, input);
}

export function updateBattle(ctx: ServiceContext, input: ParsedInput<'battles.update'>): AnyBattleListItem {
  const { id, ...changes } = input;
  const result = ctx.db.update(battles).set({ ...changes, updatedAt: ctx.now() }).where(eq(battles.id, id)).run();
  if (result.changes === 0) throw notFound('Battle', id);
  const row = loadRow(ctx, id);
  return anyListItem(row, armyPlayers(ctx, row.campaignId));
}

export function deleteBattle(ctx: ServiceContext, id: string): { id: string } {
  const result = ctx.db.delete(battles).where(eq(battles.id, id)).run();
  if (result.changes === 0) throw notFound('Battle', id);
  return { id };
}
