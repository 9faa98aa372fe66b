import { readFile, stat } from 'node:fs/promises';
import { statSync } from 'node:fs';
import { basename, extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
};

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map']);

/** Below this a compressed answer saves less than its headers cost. */
const MIN_COMPRESS_BYTES = 1024;

/** Vite names built assets `<name>-<8-char hash>.<ext>`: their content never changes under that name. */
const HASHED_ASSET = /-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Maps a URL path to a file inside `root`, or null when it would escape it (`..`, encoded
 * slashes, NUL bytes) or does not name a regular file. `/` serves index.html.
 */
export function resolveStaticFile(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const base = resolve(root);
  const target = resolve(join(base, decoded === '/' ? 'index.html' : decoded));
  if (target !== base && !target.startsWith(base + sep)) return null;
  try {
    return statSync(target).isFile() ? target : null;
  } catch {
    return null;
  }
}

/** The best encoding the client accepts (`Accept-Encoding`, honouring `q=0`): brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string): number => weights.get(name) ?? (weights.has('*') ? weights.get('*')! : 0);
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

/** `immutable` for hashed build assets, revalidate every time for the page itself, an hour for the rest. */
export function cacheControlFor(file: string): string {
  if (basename(file) === 'index.html') return 'no-cache';
  if (HASHED_ASSET.test(basename(file)) && file.split(sep).includes('assets')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

interface CachedFile {
  readonly mtimeMs: number;
  readonly size: number;
  readonly etag: string;
  readonly raw: Buffer;
  readonly encoded: Map<Exclude<Encoding, 'identity'>, Promise<Buffer>>;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The built renderer's files, read once and compressed once per encoding (the build does not
 * change under a running host; a changed mtime or size reads the file again).
 */
export class StaticFileCache {
  private readonly files = new Map<string, CachedFile>();

  async get(file: string): Promise<CachedFile> {
    const info = await stat(file);
    const cached = this.files.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
    const raw = await readFile(file);
    const entry: CachedFile = { mtimeMs: info.mtimeMs, size: info.size, etag: `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`, raw, encoded: new Map() };
    this.files.set(file, entry);
    return entry;
  }

  encoded(entry: CachedFile, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
    let body = entry.encoded.get(encoding);
    if (!body) {
      // Brotli quality 9 is within a few per cent of 11 on this bundle and several times quicker to make.
      body = encoding === 'br' ? brotli(entry.raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.raw.length } }) : gzipAsync(entry.raw, { level: 9 });
      entry.encoded.set(encoding, body);
    }
    return body;
  }
}

function matchesValidator(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/** Answers GET/HEAD for one static file: compressed when the client accepts it, with cache and validator headers. */
export async function sendFile(request: IncomingMessage, response: ServerResponse, cache: StaticFileCache, file: string, headers: Record<string, string>): Promise<void> {
  const entry = await cache.get(file);
  const extension = extname(file).toLowerCase();
  const compressible = COMPRESSIBLE.has(extension) && entry.raw.length >= MIN_COMPRESS_BYTES;
  const encoding = compressible ? chooseEncoding(request.headers['accept-encoding']) : 'identity';
  // Each encoding is its own representation, so its own validator.
  const etag = encoding === 'identity' ? entry.etag : `${entry.etag.slice(0, -1)}-${encoding}"`;
  const common: Record<string, string> = {
    ...headers,
    'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
    'Cache-Control': cacheControlFor(file),
    ETag: etag,
    ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
  };
  if (matchesValidator(request.headers['if-none-match'], etag)) {
    response.writeHead(304, common);
    response.end();
    return;
  }
  const body = encoding === 'identity' ? entry.raw : await cache.encoded(entry, encoding);
  response.writeHead(200, {
    ...common,
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    'Content-Length': String(body.length),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}
