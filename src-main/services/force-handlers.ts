import type { FORCE_CALL_NAMES } from '../../src-shared/contract/forces.names';
import type { HandlersFor } from './handler-types';
import { createForce, deleteForce, getForce, listForces, updateForce } from './system-forces';

export const forceHandlers: HandlersFor<(typeof FORCE_CALL_NAMES)[number]> = {
  'forces.list': (ctx, input) => listForces(ctx, input),
  'forces.get': (ctx, input) => getForce(ctx, input.id),
  'forces.create': (ctx, input) => createForce(ctx, input),
  'forces.update': (ctx, input) => updateForce(ctx, input),
  'forces.delete': (ctx, input) => deleteForce(ctx, input.id),
};
