import type { CallError, CallInput, CallName, CallOutput, Result } from '../src-shared/contract';
import type { LongWorkProgress } from '../src-shared/long-work';

/** What the Electron preload puts on `window`. */
export interface DesktopBridge {
  invoke(call: string, input: unknown): Promise<unknown>;
  /** Hears how far a long call has got (null once it is over); the desktop app only. */
  onProgress?(listener: (progress: LongWorkProgress | null) => void): void;
}

declare global {
  interface Window {
    warchronicle?: DesktopBridge;
  }
}

/** A refused or failed call, with the contract's code and (for bad input) the offending field. */
export class ApiError extends Error {
  readonly code: CallError['code'];
  readonly path: string | undefined;
  /** Data beside the message (the call's contract names its shape); check it before use. */
  readonly details: CallError['details'];
  constructor(error: CallError) {
    super(error.message);
    this.name = 'ApiError';
    this.code = error.code;
    this.path = error.path;
    this.details = error.details;
  }
}

const TOKEN_KEY = 'warchronicle.token';

/** In LAN mode the page is opened as `/?token=…`; keep the token for this tab and tidy the URL. */
function accessToken(): string | null {
  const fromUrl = new URLSearchParams(window.location.search).get('token');
  if (fromUrl) {
    sessionStorage.setItem(TOKEN_KEY, fromUrl);
    window.history.replaceState(null, '', window.location.pathname + window.location.hash);
  }
  return sessionStorage.getItem(TOKEN_KEY);
}

/**
 * JSON writes NaN and Infinity as null, so a number field holding a typo ("soon" → NaN) would reach the
 * contract as "left empty" and be saved as such. Sent as text instead, the contract refuses it as not a
 * number, over HTTP and over Electron's bridge alike (see `plainInput`).
 */
function keepNonFinite(_key: string, value: unknown): unknown {
  return typeof value === 'number' && !Number.isFinite(value) ? String(value) : value;
}

/**
 * The input as the contract receives it over either way in: plain JSON data. Electron's context
 * bridge refuses to copy a Vue reactive object ("An object could not be cloned"), which a form's
 * state is, so a screen that sends its live state would fail in the desktop app only; and the two
 * hosts would see non-finite numbers differently.
 */
export function plainInput(input: unknown): unknown {
  return JSON.parse(JSON.stringify(input ?? {}, keepNonFinite)) as unknown;
}

async function overHttp(call: string, input: unknown): Promise<unknown> {
  const token = accessToken();
  let response: Response;
  try {
    response = await fetch(`/api/${encodeURIComponent(call)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(input ?? {}, keepNonFinite),
    });
  } catch {
    return { ok: false, error: { code: 'internal', message: 'The Warchronicle host is not answering. Is it still running?' } };
  }
  return response.json();
}

/** Calls the contract and returns its envelope, over the preload bridge in Electron or HTTP in a browser. */
export async function request<N extends CallName>(call: N, input: CallInput<N>): Promise<Result<CallOutput<N>>> {
  const bridge = window.warchronicle;
  return (await (bridge ? bridge.invoke(call, plainInput(input)) : overHttp(call, input))) as Result<CallOutput<N>>;
}

/** Like `request`, but throws an `ApiError` when the call is refused. */
export async function call<N extends CallName>(name: N, input: CallInput<N>): Promise<CallOutput<N>> {
  const result = await request(name, input);
  if (!result.ok) throw new ApiError(result.error);
  return result.value;
}
