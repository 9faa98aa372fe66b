import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { z } from 'zod';
import { refuseCrossSite, refuseDeclaredSize, refuseNonJson, type Refusal } from '../src-main/host/request-guards';
import { SECURITY_HEADERS } from '../src-main/host/security-headers';
import { PublishBatch, WithdrawRequest } from '../src-shared/contract/realm-wire';
import type { RealmDb } from './db/open';
import { groupForAuthorization } from './services/auth';
import { realmBattlePage, realmChronicle } from './services/chronicle';
import { publishBatch, withdrawBattle } from './services/publish';
import { RealmRefusal, refusalBody } from './services/realm-error';
import { RateLimiter } from './rate-limit';
import { battlePageHtml, chroniclePageHtml, notFoundHtml } from './pages';

export interface RealmServerOptions {
  readonly db: RealmDb;
  /** Largest request body (default 8 MB: a batch of 500 steps with an Orders & Omens setup is well under 1 MB). */
  readonly maxBodyBytes?: number;
  /** Requests a group may make per second, and in one burst. */
  readonly rate?: { readonly perSecond: number; readonly burst: number };
  /** The origin browsers see behind a TLS reverse proxy (https://realm.example), accepted besides http://<Host>. */
  readonly publicOrigin?: string;
}

const DEFAULT_MAX_BODY = 8 * 1024 * 1024;

/**
 * The realm's HTTP face. Writes (`POST /api/publish`, `POST /api/withdraw`) need a group key,
 * JSON from this origin (the host's own Origin/Content-Type guards) within the size limit, and
 * the group's rate; reads (`/api/realms/<slug>/…` as JSON, `/r/<slug>` as pages) are public,
 * as a realm's chronicle is shared. Every refusal is a 4xx with a message saying why.
 */
export function createRealmServer(options: RealmServerOptions): Server {
  const limiter = new RateLimiter(options.rate?.perSecond ?? 20, options.rate?.burst ?? 60);
  return createServer((request, response) => {
    handle(options, limiter, request, response).catch((error: unknown) => {
      // A refusal before the body was read closes the connection, so the unread body is not left in the pipe.
      if (error instanceof RealmRefusal) return sendJson(response, error.status, refusalBody(error), !request.complete);
      const stored = storageRefusal(error);
      if (stored) return sendJson(response, 400, refusalBody(stored));
      console.error('[realm] request failed:', error);
      if (!response.headersSent) sendJson(response, 500, { ok: false, error: { code: 'internal', message: 'The realm could not answer this request' } });
      else response.end();
    });
  });
}

async function handle(options: RealmServerOptions, limiter: RateLimiter, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://realm.invalid');
  const path = url.pathname.split('/').filter(Boolean).map(decodePart);
  if (path[0] === 'api') {
    if (path[1] === 'health' && path.length === 2) return sendJson(response, 200, { ok: true });
    if (path[1] === 'publish' || path[1] === 'withdraw' || path[1] === 'me') return write(options, limiter, request, response, path[1]);
    if (path[1] === 'realms' && path.length === 4 && path[3] === 'chronicle') return sendJson(response, 200, { ok: true, value: await realmChronicle(options.db, path[2]!, url.searchParams.get('q') ?? '') });
    if (path[1] === 'realms' && path.length === 5 && path[3] === 'battles') return sendJson(response, 200, { ok: true, value: await realmBattlePage(options.db, path[2]!, path[4]!) });
    throw new RealmRefusal(404, 'unknown_call', 'There is no realm call at this address: POST /api/publish, POST /api/withdraw, GET /api/me, GET /api/realms/<realm>/chronicle, GET /api/realms/<realm>/battles/<id>');
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') throw new RealmRefusal(400, 'invalid_input', 'Only GET is served outside /api');
  try {
    if (path[0] === 'r' && path.length === 2) return sendHtml(response, 200, chroniclePageHtml(await realmChronicle(options.db, path[1]!, url.searchParams.get('q') ?? '')));
    if (path[0] === 'r' && path.length === 4 && path[2] === 'battles') return sendHtml(response, 200, battlePageHtml(path[1]!, await realmBattlePage(options.db, path[1]!, path[3]!)));
  } catch (error) {
    if (error instanceof RealmRefusal && error.status === 404) return sendHtml(response, 404, notFoundHtml(error.message));
    throw error;
  }
  return sendHtml(response, 404, notFoundHtml('There is no page here. A realm’s chronicle is at /r/<realm>.'));
}

async function write(options: RealmServerOptions, limiter: RateLimiter, request: IncomingMessage, response: ServerResponse, call: 'publish' | 'withdraw' | 'me'): Promise<void> {
  const group = await groupForAuthorization(options.db, header(request, 'authorization'));
  const wait = limiter.take(group.id);
  if (wait > 0) {
    response.setHeader('Retry-After', String(wait));
    throw new RealmRefusal(429, 'rate_limited', `Too many requests from ${group.name}: wait ${wait} s and send again`);
  }
  if (call === 'me') return sendJson(response, 200, { ok: true, value: { realm: group.realmSlug, realmName: group.realmName, group: group.name } });
  if (request.method !== 'POST') throw new RealmRefusal(400, 'invalid_input', `Send ${call} with POST and a JSON body`);
  const limit = options.maxBodyBytes ?? DEFAULT_MAX_BODY;
  const refusal = refuseOrigin(request, options.publicOrigin) ?? refuseNonJson(request) ?? refuseDeclaredSize(request, limit);
  if (refusal) throw asRefusal(refusal, limit);
  const body = await readJson(request, limit);
  if (call === 'publish') return sendJson(response, 200, { ok: true, value: await publishBatch(options.db, group, parse(PublishBatch, body)) });
  return sendJson(response, 200, { ok: true, value: await withdrawBattle(options.db, group, parse(WithdrawRequest, body).battleId) });
}

/** The host's cross-site guard, plus the public https origin a reverse proxy serves the realm at. */
function refuseOrigin(request: IncomingMessage, publicOrigin: string | undefined): Refusal | null {
  const fetchSite = header(request, 'sec-fetch-site');
  if (publicOrigin && header(request, 'origin') === publicOrigin && (fetchSite === undefined || fetchSite === 'same-origin')) return null;
  return refuseCrossSite(request);
}

function asRefusal(refusal: Refusal, limit: number): RealmRefusal {
  if (refusal.status === 413) return new RealmRefusal(413, 'too_large', `The request body is larger than ${Math.round(limit / 1024 / 1024)} MB; send the battle in smaller batches`);
  if (refusal.status === 415) return new RealmRefusal(415, 'invalid_input', refusal.message);
  return new RealmRefusal(403, 'forbidden', refusal.message);
}

function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const path = issue.path.map(String).join('.');
  const message = issue.code === 'unrecognized_keys' ? `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}` : issue.message;
  throw new RealmRefusal(400, 'invalid_input', path ? `${path}: ${message}` : message, path ? { path } : {});
}

async function readJson(request: IncomingMessage, limit: number): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new RealmRefusal(413, 'too_large', `The request body is larger than ${Math.round(limit / 1024 / 1024)} MB; send the battle in smaller batches`);
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new RealmRefusal(400, 'invalid_input', 'The request body is not valid JSON');
  }
}

/** PostgreSQL refusing a value (a NUL character in jsonb text, a number out of range) is the sender's fault: a 400. */
function storageRefusal(error: unknown): RealmRefusal | null {
  const code = (error as { code?: unknown; cause?: { code?: unknown } })?.code ?? (error as { cause?: { code?: unknown } })?.cause?.code;
  if (typeof code === 'string' && code.startsWith('22')) return new RealmRefusal(400, 'invalid_input', 'The battle holds a value the realm cannot store (such as a NUL character or a number out of range)');
  return null;
}

function decodePart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new RealmRefusal(400, 'invalid_input', 'This address is not valid URL text');
  }
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function sendJson(response: ServerResponse, status: number, body: unknown, close = false): void {
  if (response.headersSent) return void response.end();
  response.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...(close ? { Connection: 'close' } : {}) });
  response.end(JSON.stringify(body));
}

function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  response.end(html);
}
