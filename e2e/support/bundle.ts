import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The built renderer (`electron-vite build`), or WARCHRONICLE_OUT's, as the host serves it. */
export const RENDERER_OUT = join(process.env.WARCHRONICLE_OUT ?? join(__dirname, '..', '..', 'out'), 'renderer');
const ASSETS = join(RENDERER_OUT, 'assets');

/** Limit on the script the page loads first (issue #20): the rest of the app loads page by page. */
export const ENTRY_LIMIT_BYTES = 250 * 1024;

export interface BuiltChunk {
  readonly file: string;
  readonly bytes: number;
}

/** The module script index.html loads: the renderer's entry file. */
export function entryChunk(): BuiltChunk {
  const html = readFileSync(join(RENDERER_OUT, 'index.html'), 'utf8');
  const match = /<script type="module"[^>]*src="\.\/assets\/([^"]+\.js)"/.exec(html);
  if (!match) throw new Error(`no module script in ${join(RENDERER_OUT, 'index.html')}: build the renderer first`);
  return chunk(match[1]!);
}

/** The built chunk for a source file name (`CampaignsView` → `CampaignsView-<hash>.js`). */
export function chunkNamed(name: string): BuiltChunk {
  const found = readdirSync(ASSETS).filter((file) => file.startsWith(`${name}-`) && file.endsWith('.js') && /^-[A-Za-z0-9_-]{8}\.js$/.test(file.slice(name.length)));
  if (found.length !== 1) throw new Error(`expected one built chunk named ${name}, found ${found.length}`);
  return chunk(found[0]!);
}

/** A chunk and every chunk it imports statically: what must arrive before its code runs. */
export function staticClosure(start: BuiltChunk): BuiltChunk[] {
  const seen = new Map<string, BuiltChunk>();
  const pending = [start.file];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.set(file, chunk(file));
    const code = readFileSync(join(ASSETS, file), 'utf8');
    // Minified static imports: `import{a as b}from"./x-hash.js"` and bare `import"./x-hash.js"`.
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)) pending.push(m[1]!);
  }
  return [...seen.values()];
}

export function chunkCode(chunkFile: BuiltChunk): string {
  return readFileSync(join(ASSETS, chunkFile.file), 'utf8');
}

function chunk(file: string): BuiltChunk {
  return { file, bytes: statSync(join(ASSETS, file)).size };
}
