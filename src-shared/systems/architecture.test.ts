import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SYSTEMS } from './registry';

/**
 * A game system is a plug-in: its code lives in its own folders, and the shared code reaches it
 * through the registries. This scans every import of the app's source (tests and `testing/`
 * fixtures may name any system) and fails when a file outside a system's folders imports them,
 * unless the file is a registry or on the short allow-list below, each entry with its reason.
 */

const ROOT = join(__dirname, '..', '..');
const SOURCE_ROOTS = ['src-shared', 'src-main', 'src-renderer'];

/** A system's own folders, by convention from its id: rules, screens, services, contract. */
function ownFolders(systemId: string): readonly string[] {
  return [`src-shared/rules/${systemId}/`, `src-renderer/systems/${systemId}/`, `src-main/services/${systemId}/`, `src-shared/contract/${systemId}/`];
}

/** Files whose job is one line per system: each reaches a system through one of its modules (checked below). */
const REGISTRIES: readonly string[] = [
  'src-shared/systems/registry.ts', // the GameSystem registry
  'src-renderer/systems/registry.ts', // each system's panels and screens
  'src-renderer/systems/routes.ts', // pages a system adds (Orders & Omens' army builder); apart from registry.ts, whose engines the router's entry file must not load
  'src-renderer/systems/campaign-armies.ts', // a system's own table on the campaign page's Armies panel (Orders & Omens')
  'src-shared/contract/own-calls.ts', // the call groups a system adds beyond the shared ones (O&O's armies.*), merged into the call table
  'src-shared/contract/own-calls.names.ts', // the same groups' names, without zod, for the preload's call names
  'src-shared/contract/own-battle-shapes.ts', // the battles.* calls' shapes of a system that keeps its own (O&O), for the call group's unions
  'src-main/services/systems-registry.ts', // what each system adds to the services (its own calls, battles list, results, luck, records)
  'src-main/services/chronicle/bare-narrators.ts', // the systems an indexer thread narrates on a bare connection, without the registry (O&O)
  'src-shared/rules/index.ts', // the rules engines' public API, one export block per system
];

interface Allowed {
  /** A file, or a folder ending in `/`. */
  readonly path: string;
  readonly system: string;
  readonly reason: string;
}

// Empty: every file outside a system's folders reaches it through a registry. An entry added here needs its reason.
const ALLOWED: readonly Allowed[] = [];

interface SourceFile {
  readonly path: string;
  readonly text: string;
}

interface CrossImport {
  readonly file: string;
  readonly system: string;
  readonly target: string;
}

const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function ownerOf(path: string, systemIds: readonly string[]): string | null {
  const asFolder = path.endsWith('/') ? path : `${path}/`;
  return systemIds.find((id) => ownFolders(id).some((folder) => path.startsWith(folder) || asFolder === folder)) ?? null;
}

/** Every import of a system's folders from a file outside them (registries and allow-list not yet applied). */
function crossImports(files: readonly SourceFile[], systemIds: readonly string[]): CrossImport[] {
  const found: CrossImport[] = [];
  for (const file of files) {
    const own = ownerOf(file.path, systemIds);
    for (const match of file.text.matchAll(IMPORT)) {
      const target = posix.normalize(posix.join(posix.dirname(file.path), match[1]!));
      const system = ownerOf(target, systemIds);
      if (system && system !== own) found.push({ file: file.path, system, target });
    }
  }
  return found;
}

function isAllowed(cross: CrossImport): boolean {
  if (REGISTRIES.includes(cross.file)) return true;
  return ALLOWED.some((entry) => entry.system === cross.system && (entry.path.endsWith('/') ? cross.file.startsWith(entry.path) : cross.file === entry.path));
}

/** Each file that imports more than one module of a system, with the modules. */
function moreThanOneLine(crosses: readonly CrossImport[]): string[] {
  const targets = new Map<string, Set<string>>();
  for (const cross of crosses) {
    const key = `${cross.file} imports ${cross.system} from`;
    targets.set(key, (targets.get(key) ?? new Set()).add(cross.target));
  }
  return [...targets].filter(([, modules]) => modules.size > 1).map(([key, modules]) => `${key} ${[...modules].sort().join(', ')}`);
}

function sourceFiles(folder: string): SourceFile[] {
  return readdirSync(join(ROOT, folder)).flatMap((name) => {
    const path = join(ROOT, folder, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sourceFiles(relative(ROOT, path));
    if (!/\.(ts|vue)$/.test(name) || /\.test\.ts$/.test(name) || name.endsWith('.d.ts')) return [];
    return [{ path: relative(ROOT, path).split('\\').join('/'), text: readFileSync(path, 'utf8') }];
  });
}

const SYSTEM_IDS = SYSTEMS.map((system) => system.id);
const ALL = crossImports(SOURCE_ROOTS.flatMap(sourceFiles), SYSTEM_IDS);

describe('each game system is reached through the registries', () => {
  it('has its rules and its screens in its own folders', () => {
    for (const id of SYSTEM_IDS) {
      expect(statSync(join(ROOT, `src-shared/rules/${id}`)).isDirectory(), id).toBe(true);
      expect(statSync(join(ROOT, `src-renderer/systems/${id}`)).isDirectory(), id).toBe(true);
    }
  });

  it('has no file outside a system’s folders importing them, but the registries and the allow-list', () => {
    const unexpected = ALL.filter((cross) => !isAllowed(cross)).map((cross) => `${cross.file} imports ${cross.target} (${cross.system})`);
    expect([...new Set(unexpected)]).toEqual([]);
  });

  it('has each registry reach a system through one module of it, its one line', () => {
    expect(moreThanOneLine(ALL.filter((cross) => REGISTRIES.includes(cross.file)))).toEqual([]);
  });

  it('keeps no allow-list entry that nothing needs any more', () => {
    const stale = ALLOWED.filter((entry) => !ALL.some((cross) => cross.system === entry.system && (entry.path.endsWith('/') ? cross.file.startsWith(entry.path) : cross.file === entry.path)));
    expect(stale.map((entry) => entry.path)).toEqual([]);
    expect(REGISTRIES.filter((file) => !ALL.some((cross) => cross.file === file))).toEqual([]);
  });

  it('gives every allow-list entry a one-line reason and a registered system', () => {
    for (const entry of ALLOWED) {
      expect(SYSTEM_IDS, entry.path).toContain(entry.system);
      expect(entry.reason.length, entry.path).toBeGreaterThan(20);
      expect(entry.reason, entry.path).not.toContain('\n');
    }
  });

  it('catches a shared file importing a system, static, dynamic or re-exported, and lets a system import itself', () => {
    const files: SourceFile[] = [
      { path: 'src-renderer/views/X.vue', text: `import Panel from '../systems/opend6/BattlePanel.vue';` },
      { path: 'src-main/services/y.ts', text: `const m = () => import('./1999/thing');` },
      { path: 'src-shared/z.ts', text: `export * from './rules/order-66';` },
      { path: 'src-shared/rules/opend6/a.ts', text: `import { b } from './b';\nimport { c } from '../dice';` },
      { path: 'src-shared/rules/opend6/d.ts', text: `import { e } from '../order-66/e';` },
    ];
    expect(crossImports(files, ['opend6', '1999', 'order-66']).map((cross) => `${cross.file}>${cross.system}`)).toEqual([
      'src-renderer/views/X.vue>opend6',
      'src-main/services/y.ts>1999',
      'src-shared/z.ts>order-66',
      'src-shared/rules/opend6/d.ts>order-66',
    ]);
  });

  it('catches a registry that reaches a system through a second module, and lets it import the one module twice', () => {
    const files: SourceFile[] = [
      { path: 'src-main/services/systems-registry.ts', text: `import { A } from './opend6/services';\nimport type { B } from './opend6/services';\nimport { C } from './1999/services';` },
      { path: 'src-shared/contract/own-calls.ts', text: `import { armyCalls } from './opend6/armies';\nimport { squadCalls } from './opend6/squads';` },
    ];
    expect(moreThanOneLine(crossImports(files, ['opend6', '1999']))).toEqual(['src-shared/contract/own-calls.ts imports opend6 from src-shared/contract/opend6/armies, src-shared/contract/opend6/squads']);
  });

  it('counts the files outside a system’s folders that import it (registries and allow-list included)', () => {
    const bySystem = Object.fromEntries(SYSTEM_IDS.map((id) => [id, new Set(ALL.filter((cross) => cross.system === id).map((cross) => cross.file)).size]));
    // Printed for the record; the two tests above are what hold the line.
    console.info('files importing each system from outside its folders:', bySystem);
    expect(Object.keys(bySystem).sort()).toEqual([...SYSTEM_IDS].sort());
  });
});
