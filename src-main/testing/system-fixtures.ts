import { dispatch } from '../dispatch';
import type { ServiceContext } from '../services/context';
import type { CallError } from '../../src-shared/contract';

/** Contract calls for tests: `call` throws on a refusal, `refusal` expects one and returns it. */
export function caller(ctx: ServiceContext) {
  return {
    call<T>(name: string, input: unknown): T {
      const result = dispatch(ctx, name, input);
      if (!result.ok) throw new Error(`${name} refused: ${result.error.code} ${result.error.message} at ${result.error.path ?? '-'}`);
      return result.value as T;
    },
    refusal(name: string, input: unknown): CallError {
      const result = dispatch(ctx, name, input);
      if (result.ok) throw new Error(`${name} was expected to be refused but answered ${JSON.stringify(result.value).slice(0, 200)}`);
      return result.error;
    },
  };
}
