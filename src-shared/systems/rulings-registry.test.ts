import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOUSE_RULE_GROUPS } from '../armies/house-rules';
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
  'orders-omens': ['src-shared/rules/orders-omens', 'src-shared/armies', 'src-shared/battles', 'src-renderer/systems/orders-omens/views'],
  'order-66': ['src-shared/rules/order-66'],
  '1999': ['src-shared/rules/1999'],
  opend6: ['src-shared/rules/opend6'],
  'infinity-its': ['src-shared/rules/infinity-its'],
};

function sourceFiles(folder: string): string[] {
  const dir = join(ROOT, folder);
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

function rulingsRead(systemId: string, known: ReadonlySet<string>): Set<string> {
  const files = ENGINE_FOLDERS[systemId]!.flatMap(sourceFiles);
  const constants = rulingConstants(files);
  const read = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/chosenOption\(\s*(?:[a-zA-Z_]+\.)?([A-Z0-9_]+)\s*,/g)) {
      const id = constants.get(match[1]!);
      if (id) read.add(id);
    }
    for (const match of text.matchAll(/ruling:\s*'([^']+)'/g)) if (known.has(match[1]!)) read.add(match[1]!);
  }
  return read;
}

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

      it('every ruling shown is read by the engine, and the engine reads no ruling that is not shown', () => {
        const read = rulingsRead(system.id, new Set(listed));
        // A ruling with a single option records how the text is read (an OCR slip): there is no choice for the engine to read.
        const choices = system.rulings.filter((ruling) => ruling.options.length > 1).map((ruling) => ruling.id);
        const shownNotRead = choices.filter((id) => !read.has(id));
        const readNotShown = [...read].filter((id) => !listed.includes(id));
        expect({ shownNotRead, readNotShown }).toEqual({ shownNotRead: [], readNotShown: [] });
      });
    });
  }
});
