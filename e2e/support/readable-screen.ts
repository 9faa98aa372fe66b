import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { codeWordsOf, findIdTokens } from './id-tokens';
import { snapshot } from './screenshots';

/** The in-page inspector, as written: evaluated untouched, so no bundler helper can sneak into it. */
const INSPECTOR = readFileSync(join(__dirname, 'in-page', 'screen-text.js'), 'utf8').replace(/^export function inspectScreen/m, 'function inspectScreen');

interface Inspection {
  overlaps: { first: string; second: string; by: string }[];
  strings: { text: string; where: string }[];
  smallTargets: string[];
}

export interface ScreenChecks {
  /** What players typed on purpose in this test (odd names, script payloads): not the app's tokens. */
  readonly typed?: readonly string[];
  /** Also require finger-sized controls (on by default below 1000 px wide, where the layout is for touch). */
  readonly touch?: boolean;
}

/** What a player should never meet on this screen: overlapping text, id-shaped tokens, too-small targets. */
export interface ScreenProblems {
  readonly overlaps: string[];
  readonly ids: string[];
  readonly smallTargets: string[];
}

const codeWordsByHost = new Map<string, Promise<Set<string>>>();
/** The code words the host's contract names (its JSON Schema at GET /api), fetched once per host. */
function codeWords(page: Page): Promise<Set<string>> {
  const origin = new URL(page.url()).origin;
  if (!codeWordsByHost.has(origin)) codeWordsByHost.set(origin, fetch(`${origin}/api`).then(async (response) => codeWordsOf(await response.json())));
  return codeWordsByHost.get(origin)!;
}

/** Inspects the screen as it stands, scrolled to the top (where the specs' screenshots are taken). */
export async function findScreenProblems(page: Page, checks: ScreenChecks = {}): Promise<ScreenProblems> {
  await page.evaluate('window.scrollTo(0, 0)');
  const seen: Inspection = await page.evaluate(`(() => {\n${INSPECTOR}\nreturn inspectScreen();\n})()`);
  const words = await codeWords(page);
  const ids = new Set<string>();
  for (const shown of seen.strings) for (const found of findIdTokens(shown.text, words, checks.typed)) ids.add(`${found.kind} “${found.token}” in ${shown.where}`);
  const touch = checks.touch ?? (page.viewportSize()?.width ?? 1400) < 1000;
  return {
    overlaps: seen.overlaps.map((o) => `${o.first} overlaps ${o.second} by ${o.by}`),
    ids: [...ids],
    smallTargets: touch ? seen.smallTargets : [],
  };
}

/** Fails, naming each one, when the screen shows overlapping text, an id-shaped token or (on touch sizes) a too-small control. */
export async function expectReadableScreen(page: Page, screen: string, checks: ScreenChecks = {}): Promise<void> {
  const problems = await findScreenProblems(page, checks);
  expect([...problems.overlaps, ...problems.ids, ...problems.smallTargets], `what a player would trip over on “${screen}”`).toEqual([]);
}

/** A screen as a player sees it: checked readable (see expectReadableScreen), then saved as a screenshot. */
export async function readableSnapshot(page: Page, name: string, checks: ScreenChecks = {}): Promise<void> {
  await expectReadableScreen(page, name, checks);
  await snapshot(page, name);
}

/** The sizes the brief names for looking at a changed screen: desktop 1280x800, tablet 800x1000, phone 390x844. */
export const BRIEF_SIZES = {
  desktop: { width: 1280, height: 800 },
  tablet: { width: 800, height: 1000 },
  phone: { width: 390, height: 844 },
} as const;

export interface EverySize {
  /** The sizes to look at (the brief's by default; SCREEN_SIZES for the older specs' pictures). */
  readonly sizes?: Readonly<Record<string, { readonly width: number; readonly height: number }>>;
  /** Also light then dark: the pictures are named `<name>-<size>-<scheme>`. */
  readonly schemes?: readonly ('light' | 'dark')[];
  readonly checks?: ScreenChecks;
}

/**
 * A screen checked readable and photographed at every size (`<name>-<size>`), and in each colour
 * scheme when asked; the page is left at the size it had, with the system's scheme again.
 */
export async function readableAtEverySize(page: Page, name: string, options: EverySize = {}): Promise<void> {
  const before = page.viewportSize();
  const sizes = options.sizes ?? BRIEF_SIZES;
  for (const scheme of options.schemes ?? [null]) {
    if (scheme) await page.emulateMedia({ colorScheme: scheme });
    for (const [size, viewport] of Object.entries(sizes)) {
      await page.setViewportSize(viewport);
      await readableSnapshot(page, scheme ? `${name}-${size}-${scheme}` : `${name}-${size}`, options.checks);
    }
  }
  if (options.schemes) await page.emulateMedia({ colorScheme: null });
  if (before) await page.setViewportSize(before);
}
