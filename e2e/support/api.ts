import type { CallInput, CallName, CallOutput } from '../../src-shared/contract';

/** The contract over HTTP, as the browser app calls it (JSON body, the host's own Origin). */
export function apiCaller(url: string) {
  const origin = new URL(url).origin;
  return async <N extends CallName>(name: N, input: CallInput<N>): Promise<CallOutput<N>> => {
    const response = await fetch(`${url}api/${name}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin }, body: JSON.stringify(input) });
    const result = (await response.json()) as { ok: boolean; value?: unknown; error?: { message: string } };
    if (!result.ok) throw new Error(`${name}: ${result.error!.message}`);
    return result.value as CallOutput<N>;
  };
}
