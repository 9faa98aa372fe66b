import { eq } from 'drizzle-orm';
import { battles } from '../../db/schema/index';
import { ORDERS_OMENS_ID } from '../../../src-shared/systems/registry';
import type { OwnBattleCalls } from '../system-services';
import { notFound, ServiceError } from '../service-error';
import { createOrdersOmensBattle, getOrdersOmensBattle, ordersOmensStepAnswer, ordersOmensStepOutcomes, undoOrdersOmensStep, type OrdersOmensAppend, type OrdersOmensCreate } from './battles';

/**
 * The battles.* calls for Orders & Omens battles, which keep their own log and answers
 * (./battles.ts). The router (../battles.ts) sends a new battle or step here when its input names
 * no system or Orders & Omens, so the contract has parsed it with Orders & Omens' own schema.
 */
export const ORDERS_OMENS_BATTLE_CALLS: OwnBattleCalls = {
  get: (ctx, row) => getOrdersOmensBattle(ctx, row.id),
  stepOutcomes: (ctx, _row, input) => ordersOmensStepOutcomes(ctx, input),
  create: (ctx, input) => createOrdersOmensBattle(ctx, input as OrdersOmensCreate),
  append: (ctx, input) => {
    const step = input as OrdersOmensAppend;
    const row = ctx.db.select({ system: battles.system }).from(battles).where(eq(battles.id, step.battleId)).get();
    if (!row) throw notFound('Battle', step.battleId);
    if (row.system !== ORDERS_OMENS_ID) throw new ServiceError('rejected', `This battle is not an Orders & Omens battle: send its step with system "${row.system}"`, 'system');
    return ordersOmensStepAnswer(ctx, step);
  },
  undo: (ctx, _row, input) => undoOrdersOmensStep(ctx, input),
};
