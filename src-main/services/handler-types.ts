import type { CallName, CallOutput, ParsedInput } from '../../src-shared/contract';
import type { ServiceContext } from './context';

/** The service functions that answer the calls named in `Names`. */
export type HandlersFor<Names extends CallName> = { [N in Names]: (ctx: ServiceContext, input: ParsedInput<N>) => CallOutput<N> };
