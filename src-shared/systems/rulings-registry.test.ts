import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOUSE_RULE_GROUPS } from './house-rules';
import { SYSTEMS } from './registry';

/**
 * One list of rulings per system, shown and read: the house-rules screen shows each registered
 * system's `rulings` (HOUSE_RULE_GROUPS comes from the registry), and the engine reads a ruling
 * only through `chosenOption(<its constant>, choices)` (or, for data such as OpenD6's Equipment,
 * by naming its id in `ruling: '<id>'`). This fails when a ruling is shown but no engine code
 * reads it, or read but not in the list the screen shows.
 */

const ROOT = join(__dirname, '..', '..');

/** Where each system's engine lives; Orders & Omens' builder screens read two army rulings live. */
const ENGINE_FOLDERS: Readonly<Record<string, readonly string[]>> = {
  'orders-omens': ['src-shared/rules/orders-omens', 'src-renderer/systems/orders-omens/views'],
  'order-66': ['src-shared/rules/order-66'],
  '1999': ['src-shared/rules/1999'],
  opend6: ['src-shared/rules/opend6'],
  // ITS scores through the shared Infinity scoring, whose ruling constants live in infinity/rulings.ts.
  'infinity-its': ['src-shared/rules/infinity-its', 'src-shared/rules/infinity/scoring', 'src-shared/rules/infinity/rulings.ts'],
};

function sourceFiles(folder: string): string[] {
  const dir = join(ROOT, folder);
  if (statSync(dir).isFile()) return [dir];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sourceFiles(relative(ROOT, path));
    return /\.(ts|vue)$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

/** `export const NAME: Ruling<…> = { id: '…'` → NAME ↦ id, for the system's ruling constants. */
function rulingConstants(files: readonly string[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/export const ([A-Z0-9_]+)(?::\s*Ruling[^=]*)?=\s*\{\s*id:\s*'([^']+)'/g)) names.set(match[1]!, match[2]!);
  }
  return names;
}

/**
 * Every non-test source file of the app (shared, main, renderer) as text, without a barrel's
 * `export { … } from` lines: re-exporting a function is not calling it.
 */
const APP_SOURCES: ReadonlyMap<string, string> = new Map(
  ['src-shared', 'src-main', 'src-renderer']
    .flatMap(sourceFiles)
    .map((file) => [file, readFileSync(file, 'utf8').replace(/^export (?:type )?\{[^}]*\} from .*$/gm, '')] as const),
);
const ALL_APP_TEXT = [...APP_SOURCES.values()].join('\n');

function occurrences(name: string, text: string): number {
  return text.match(new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`, 'g'))?.length ?? 0;
}

/** A file's top-level declarations (`function f`, `const f =`) with where each starts, in order. */
function topLevelDeclarations(text: string): { name: string; start: number }[] {
  return [...text.matchAll(/^(?:export )?(?:async )?(?:function\*? |const |let )([A-Za-z0-9_$]+)/gm)].map((match) => ({ name: match[1]!, start: match.index }));
}

/**
 * The top-level declarations of `file` that the app can reach: those another app file names (a
 * barrel's `export { … } from` line does not count: re-exporting is not calling), then those a
 * reachable declaration of the same file names. A `.vue` file is a screen: all of it is reachable.
 */
function reachableDeclarations(file: string): Set<string> | 'all' {
  if (file.endsWith('.vue')) return 'all';
  const text = APP_SOURCES.get(file)!;
  const declarations = topLevelDeclarations(text);
  const bodies = new Map(declarations.map((d, i) => [d.name, text.slice(d.start, declarations[i + 1]?.start ?? text.length)]));
  const live = new Set(declarations.map((d) => d.name).filter((name) => occurrences(name, ALL_APP_TEXT) > occurrences(name, text)));
  for (let grew = true; grew; ) {
    grew = false;
    for (const name of bodies.keys()) {
      if (!live.has(name) && [...live].some((user) => user !== name && occurrences(name, bodies.get(user)!) > 0)) {
        live.add(name);
        grew = true;
      }
    }
  }
  return live;
}

/** The top-level declaration of `text` that holds position `at`. */
function declarationAt(text: string, at: number): string | undefined {
  return topLevelDeclarations(text).filter((d) => d.start <= at).pop()?.name;
}

function rulingsRead(systemId: string, known: ReadonlySet<string>): Set<string> {
  const files = ENGINE_FOLDERS[systemId]!.flatMap(sourceFiles);
  const constants = rulingConstants(files);
  const read = new Set<string>();
  for (const file of files) {
    const text = APP_SOURCES.get(file) ?? readFileSync(file, 'utf8');
    const reachable = reachableDeclarations(file);
    for (const match of text.matchAll(/chosenOption\(\s*(?:[a-zA-Z_]+\.)?([A-Z0-9_]+)\s*,/g)) {
      const id = constants.get(match[1]!);
      // A read counts only where the app can call it: a helper no screen, service or reducer calls reads nothing.
      const holder = declarationAt(text, match.index);
      if (id && (reachable === 'all' || (holder !== undefined && reachable.has(holder)))) read.add(id);
    }
    for (const match of text.matchAll(/ruling:\s*'([^']+)'/g)) if (known.has(match[1]!)) read.add(match[1]!);
  }
  return read;
}

/**
 * Rulings shown today whose wiring another change is landing (issue 11: dummy markers, deployment
 * steps and reveals in the walkthrough). They are reported as shown-but-not-read until then, and
 * the test fails as soon as one is read, so the entry is struck out the moment it is wired.
 */
const AWAITING_WIRING: Readonly<Record<string, readonly string[]>> = {
  'orders-omens': [],
};

describe('each game system’s rulings are shown and read from one list', () => {
  it('has an engine folder listed for every registered system', () => {
    expect(SYSTEMS.map((system) => system.id).sort()).toEqual(Object.keys(ENGINE_FOLDERS).sort());
  });

  for (const system of SYSTEMS) {
    describe(system.name, () => {
      const listed = system.rulings.map((ruling) => ruling.id);

      it('the house-rules screen shows exactly the system’s rulings', () => {
        const shown = HOUSE_RULE_GROUPS.find((group) => group.system === system.id)?.rulings.map((ruling) => ruling.id) ?? [];
        expect(shown).toEqual(listed);
        expect(new Set(listed).size).toBe(listed.length);
      });

      it('the house-rules screen never shows a ruling’s id: a ruling refers to another by its title', () => {
        const ids = new Set(HOUSE_RULE_GROUPS.flatMap((group) => group.rulings.map((ruling) => ruling.id)));
        const shownText = system.rulings.flatMap((ruling) => [ruling.title, ruling.reason, ...ruling.sections, ...ruling.options.flatMap((option) => [option.label, option.effect])]);
        expect(shownText.filter((text) => [...ids].some((id) => text.includes(id)))).toEqual([]);
      });

      it('every ruling shown is read by the engine, and the engine reads no ruling that is not shown', () => {
        const read = rulingsRead(system.id, new Set(listed));
        // A ruling with a single option records how the text is read (an OCR slip): there is no choice for the engine to read.
        const choices = system.rulings.filter((ruling) => ruling.options.length > 1).map((ruling) => ruling.id);
        const awaiting = AWAITING_WIRING[system.id] ?? [];
        const shownNotRead = choices.filter((id) => !read.has(id)).sort();
        const readNotShown = [...read].filter((id) => !listed.includes(id));
        expect({ shownNotRead, readNotShown }).toEqual({ shownNotRead: awaiting.filter((id) => listed.includes(id)).sort(), readNotShown: [] });
      });
    });
  }
});
