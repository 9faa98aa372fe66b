import type { CallInput, CallName, CallOutput } from '../../src-shared/contract';
import { dispatch } from '../dispatch';
import type { ServiceContext } from '../services/context';

/**
 * Calls through the contract (`dispatch`, as IPC and the browser host do) with each call's own
 * input and answer types; a refusal throws, its message naming the call and its code, path and
 * details kept on the error for tests that look at them.
 */
export function typedCaller(ctx: ServiceContext) {
  return <N extends CallName>(name: N, input: CallInput<N>): CallOutput<N> => {
    const result = dispatch(ctx, name, input);
    if (!result.ok) throw Object.assign(new Error(`${name}: ${result.error.message}`), result.error);
    return result.value as CallOutput<N>;
  };
}
