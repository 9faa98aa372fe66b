import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTempStore, type TempStore } from '../testing/temp-store';
import { createHostServer } from './server';
import { cacheControlFor, chooseEncoding } from './static-files';

interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

let temp: TempStore;
let server: Server;
let port: number;
let rendererDir: string;

// A built renderer in miniature: a page, a hashed script big enough to be worth compressing, an image.
const SCRIPT = Array.from({ length: 400 }, (_, i) => `export const line${i} = 'the battle log of step ${i}';`).join('\n');
const PAGE = `<!doctype html><html><head><script type="module" src="./assets/index-Ab3dE_9z.js"></script></head><body><div id="app"></div>${' '.repeat(1200)}</body></html>`;
const PICTURE = Buffer.alloc(4096, 7);

beforeEach(async () => {
  temp = openTempStore();
  rendererDir = join(temp.dir, 'renderer');
  mkdirSync(join(rendererDir, 'assets'), { recursive: true });
  writeFileSync(join(rendererDir, 'index.html'), PAGE);
  writeFileSync(join(rendererDir, 'assets', 'index-Ab3dE_9z.js'), SCRIPT);
  writeFileSync(join(rendererDir, 'assets', 'map-Qw12Er34.png'), PICTURE);
  writeFileSync(join(rendererDir, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`);
  server = createHostServer({ ctx: temp.ctx, rendererDir, loopbackOnly: true });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  temp.dispose();
});

/** A raw GET over real HTTP: node:http neither adds Accept-Encoding nor decodes the body. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers: { Host: `127.0.0.1:${port}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the browser host compresses what the browser accepts', () => {
  it('sends brotli to a browser that accepts it, and the bytes decode to the file', async () => {
    const answer = await get('/assets/index-Ab3dE_9z.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(answer.body).toString('utf8')).toBe(SCRIPT);
  });

  it('sends gzip when brotli is refused (q=0) or not offered', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5, identity']) {
      const answer = await get('/assets/index-Ab3dE_9z.js', { 'Accept-Encoding': accept });
      expect(answer.headers['content-encoding'], accept).toBe('gzip');
      expect(gunzipSync(answer.body).toString('utf8')).toBe(SCRIPT);
    }
  });

  it('sends the file as it is when nothing is accepted, and never compresses an image', async () => {
    const plain = await get('/assets/index-Ab3dE_9z.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(SCRIPT);
    const picture = await get('/assets/map-Qw12Er34.png', { 'Accept-Encoding': 'br, gzip' });
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.body.equals(PICTURE)).toBe(true);
  });

  it('compresses the page itself and svg too', async () => {
    const page = await get('/', { 'Accept-Encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.body).toString('utf8')).toBe(PAGE);
    const icon = await get('/favicon.svg', { 'Accept-Encoding': 'br' });
    expect(icon.headers['content-encoding']).toBe('br');
  });

  it('answers HEAD with the headers of the compressed file and no body', async () => {
    const answer = await get('/assets/index-Ab3dE_9z.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(Number(answer.headers['content-length'])).toBeGreaterThan(0);
    expect(answer.body.length).toBe(0);
  });

  it('serves a file changed on disk afresh rather than the cached copy', async () => {
    await get('/assets/index-Ab3dE_9z.js', { 'Accept-Encoding': 'br' });
    const changed = `${SCRIPT}\nexport const added = 'after a rebuild';`;
    const file = join(rendererDir, 'assets', 'index-Ab3dE_9z.js');
    writeFileSync(file, changed);
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const answer = await get('/assets/index-Ab3dE_9z.js', { 'Accept-Encoding': 'br' });
    expect(brotliDecompressSync(answer.body).toString('utf8')).toBe(changed);
  });
});

describe('the browser host tells the browser what it may cache', () => {
  it('marks hashed build assets immutable for a year', async () => {
    const answer = await get('/assets/index-Ab3dE_9z.js', { 'Accept-Encoding': 'br' });
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('makes the browser revalidate the page every time, and answers a matching validator with 304 and no body', async () => {
    const first = await get('/', { 'Accept-Encoding': 'br' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // The plain file is another representation: the brotli validator does not match it.
    const plain = await get('/', { 'If-None-Match': etag });
    expect(plain.status).toBe(200);
    expect(plain.body.toString('utf8')).toBe(PAGE);
  });

  it('keeps security headers on static files', async () => {
    const answer = await get('/', { 'Accept-Encoding': 'br' });
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('chooseEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.2, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['br;q=0, *', 'gzip'],
    ['deflate', 'identity'],
    ['gzip;q=nonsense', 'identity'],
  ])('%j → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('cacheControlFor', () => {
  it('treats only hashed names under assets as immutable', () => {
    expect(cacheControlFor(join('/r', 'assets', 'BattleView-DYEABLKp.js'))).toContain('immutable');
    expect(cacheControlFor(join('/r', 'favicon.svg'))).toBe('public, max-age=3600');
    expect(cacheControlFor(join('/r', 'assets', 'logo.svg'))).toBe('public, max-age=3600');
    expect(cacheControlFor(join('/r', 'index.html'))).toBe('no-cache');
  });
});
