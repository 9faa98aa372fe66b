import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { ErrorCode, Result } from '../../src-shared/contract';
import { dispatch } from '../dispatch';
import type { ServiceContext } from '../services/context';
import { describeApi } from './api-listing';
import { SECURITY_HEADERS } from './security-headers';
import { refuseCrossSite, refuseDeclaredSize, refuseNonJson, tooLarge, type Refusal } from './request-guards';
import { resolveStaticFile, sendFile, StaticFileCache } from './static-files';

export interface HostOptions {
  readonly ctx: ServiceContext;
  /** The built renderer (out/renderer). */
  readonly rendererDir: string;
  /** When set (LAN mode), every /api request must carry it. */
  readonly token?: string;
  /** Loopback mode answers only requests addressed to these host names (DNS-rebinding guard). */
  readonly loopbackOnly: boolean;
  readonly maxBodyBytes?: number;
  /** index.html with the campaigns page rendered into it (first-page.ts), or null to send the file; loopback mode only, as the page carries the list. */
  readonly firstPage?: () => Promise<string | null>;
}

const STATUS: Record<ErrorCode, number> = {
  invalid_input: 400,
  unknown_call: 404,
  not_found: 404,
  conflict: 409,
  rejected: 422,
  unauthorized: 401,
  internal: 500,
};

/**
 * Largest request body: an upload piece is at most UPLOAD_CHUNK_CHARS (1 Mi) characters, which
 * JSON-encoded as UTF-8 stays under 16 MB even for non-Latin text with escapes. Anything bigger is
 * refused unread rather than parsed (a 60 MB body once took ~0.9 GB to parse).
 */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The browser host: the same contract and services as the Electron IPC, over HTTP. */
export function createHostServer(options: HostOptions): Server {
  const files = new StaticFileCache();
  return createServer((request, response) => {
    handle(options, files, request, response).catch((error: unknown) => {
      console.error('[warchronicle] request failed:', error);
      if (!response.headersSent) sendJson(response, 500, failure('internal', 'The host could not answer this request'));
      else response.end();
    });
  });
}

async function handle(options: HostOptions, files: StaticFileCache, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = parseUrl(request.url);
  if (!url) {
    sendJson(response, 400, failure('invalid_input', 'This address is not a valid URL path'));
    return;
  }
  if (options.loopbackOnly && !LOOPBACK_NAMES.has(hostName(request.headers.host))) {
    sendJson(response, 421, failure('unauthorized', 'This host only answers requests addressed to 127.0.0.1 or localhost'));
    return;
  }

  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
    if (options.token && !hasToken(request, options.token)) {
      sendJson(response, 401, failure('unauthorized', 'This host runs in LAN mode: send the access token it printed (Authorization: Bearer <token>)'));
      return;
    }
    if (url.pathname === '/api' && request.method === 'GET') {
      sendJson(response, 200, describeApi());
      return;
    }
    if (request.method !== 'POST') {
      response.setHeader('Allow', 'POST');
      sendJson(response, 405, failure('invalid_input', 'Calls are made with POST /api/<call> and a JSON body'));
      return;
    }
    const limit = options.maxBodyBytes ?? MAX_BODY_BYTES;
    const refusal = refuseCrossSite(request) ?? refuseNonJson(request) ?? refuseDeclaredSize(request, limit);
    if (refusal) {
      refuse(response, refusal);
      return;
    }
    const name = callName(url.pathname);
    if (name === null) {
      sendJson(response, 404, failure('unknown_call', 'There is no call at this address (the call name is not valid URL text)'));
      return;
    }
    const body = await readJson(request, limit);
    if ('status' in body) {
      refuse(response, body);
      return;
    }
    const result = body.ok ? dispatch(options.ctx, name, body.value) : body;
    sendJson(response, result.ok ? 200 : STATUS[result.error.code], result);
    return;
  }

  if (request.method !== 'GET' && request.method !== 'HEAD') {
    sendJson(response, 405, failure('invalid_input', 'Only GET is served outside /api'));
    return;
  }
  if (options.firstPage && (url.pathname === '/' || url.pathname === '/index.html')) {
    const page = await options.firstPage();
    if (page !== null) {
      const body = Buffer.from(page);
      response.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': String(body.length) });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
  }
  const file = resolveStaticFile(options.rendererDir, url.pathname);
  if (!file) {
    response.writeHead(404, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Not found');
    return;
  }
  await sendFile(request, response, files, file, SECURITY_HEADERS);
}

function hostName(header: string | undefined): string {
  if (!header) return '';
  return header.startsWith('[') ? header.slice(0, header.indexOf(']') + 1) : header.split(':')[0]!;
}

function hasToken(request: IncomingMessage, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function parseUrl(path: string | undefined): URL | null {
  try {
    return new URL(path ?? '/', 'http://host.invalid');
  } catch {
    return null;
  }
}

/** The call name from `/api/<name>`, or null when its percent-encoding is broken (`/api/%zz`). */
function callName(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname.slice('/api/'.length));
  } catch {
    return null;
  }
}

async function readJson(request: IncomingMessage, limit: number): Promise<Result<unknown> | Refusal> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) return tooLarge(limit);
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return failure('invalid_input', 'The request body is not valid JSON');
  }
}

/** Answers a refusal and closes the connection, so an unread body is not left in the pipe. */
function refuse(response: ServerResponse, refusal: Refusal): void {
  response.setHeader('Connection', 'close');
  sendJson(response, refusal.status, failure(refusal.status === 413 ? 'rejected' : refusal.status === 415 ? 'invalid_input' : 'unauthorized', refusal.message));
}

function failure(code: ErrorCode, message: string): Result<never> {
  return { ok: false, error: { code, message } };
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
}
