import type { IncomingMessage } from 'node:http';

/** Why a POST to /api was refused before its body was read, with the HTTP status to answer. */
export interface Refusal {
  readonly status: number;
  readonly message: string;
}

/**
 * Cross-site write guard. A page on another site can make the browser POST here (a `no-cors`
 * fetch, a `<form enctype=text/plain>`), and the browser then sends that page's `Origin` and
 * `Sec-Fetch-Site: cross-site`. So a write must come from the page this host served: its
 * `Origin` names this very host, or the browser vouches `Sec-Fetch-Site: same-origin`. A request
 * with neither (a script, curl) must say which origin it writes for, as a browser would.
 */
export function refuseCrossSite(request: IncomingMessage): Refusal | null {
  const fetchSite = header(request, 'sec-fetch-site');
  if (fetchSite !== undefined && fetchSite !== 'same-origin') {
    return { status: 403, message: `Refused: this request came from another site (${fetchSite}). Only Warchronicle's own page may write to it.` };
  }
  const origin = header(request, 'origin');
  if (origin === undefined) {
    if (fetchSite === 'same-origin') return null;
    return { status: 403, message: 'Refused: a write must carry an Origin header naming this host (as browsers send), e.g. Origin: http://127.0.0.1:5417' };
  }
  const host = header(request, 'host');
  if (!host || origin.toLowerCase() !== `http://${host.toLowerCase()}`) {
    return { status: 403, message: "Refused: this request came from another site's page. Only Warchronicle's own page may write to it." };
  }
  return null;
}

/** Calls carry JSON; a form or `text/plain` body (which a browser sends cross-site without asking) is refused. */
export function refuseNonJson(request: IncomingMessage): Refusal | null {
  const type = (header(request, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json') return null;
  return { status: 415, message: `Calls take a JSON body: send Content-Type: application/json${type ? ` (not ${type})` : ''}` };
}

/** A declared body larger than the cap is refused before any of it is read. */
export function refuseDeclaredSize(request: IncomingMessage, limit: number): Refusal | null {
  const declared = Number(header(request, 'content-length') ?? 0);
  return Number.isFinite(declared) && declared > limit ? tooLarge(limit) : null;
}

export function tooLarge(limit: number): Refusal {
  return { status: 413, message: `The request body is larger than ${Math.round(limit / 1024 / 1024)} MB; send a campaign file in pieces (exchange.upload)` };
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
