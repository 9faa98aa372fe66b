import type { BATTLE_CALL_NAMES } from '../../src-shared/contract/battles.names';
import type { HandlersFor } from './handler-types';
import { listBattleRows } from './battle-list';
import { appendStep, createBattle, deleteBattle, getBattle, stepOutcomes, undoStep, updateBattle } from './battles';

export const battleHandlers: HandlersFor<(typeof BATTLE_CALL_NAMES)[number]> = {
  'battles.list': (ctx, input) => listBattleRows(ctx, input),
  'battles.get': (ctx, input) => getBattle(ctx, input.id),
  'battles.stepOutcomes': (ctx, input) => stepOutcomes(ctx, input),
  'battles.create': (ctx, input) => createBattle(ctx, input),
  'battles.append': (ctx, input) => appendStep(ctx, input),
  'battles.undo': (ctx, input) => undoStep(ctx, input),
  'battles.update': (ctx, input) => updateBattle(ctx, input),
  'battles.delete': (ctx, input) => deleteBattle(ctx, input.id),
};
