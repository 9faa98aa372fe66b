import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const RENDERER = join(__dirname, '..');
/** A colour written out (#fff, #fff6f4, rgb(…), hsl(…)) rather than taken from the palette's variables. */
const COLOUR_LITERAL = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(/gi;

function vueFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return vueFiles(path);
    return entry.name.endsWith('.vue') ? [path] : [];
  });
}

/** The CSS of a component's <style> blocks. */
function stylesOf(source: string): string {
  return [...source.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!).join('\n');
}

describe("components' styles", () => {
  it('take every colour from the theme (theme.css), so a screen is light or dark as a whole', () => {
    const literals = vueFiles(RENDERER).flatMap((file) => (stylesOf(readFileSync(file, 'utf8')).match(COLOUR_LITERAL) ?? []).map((literal) => `${relative(RENDERER, file)}: ${literal}`));
    expect(literals).toEqual([]);
  });

  it('would catch a colour written out', () => {
    expect(stylesOf('<template><p /></template>\n<style scoped>\n.card { background: #fffaf0; border: 1px solid rgb(0 0 0 / 10%); }\n</style>').match(COLOUR_LITERAL)).toEqual(['#fffaf0', 'rgb(']);
  });
});
