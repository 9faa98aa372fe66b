import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserHost } from './support/browser-host';
import { campaignWithArmies, setUpBattle } from './support/oo-battle';
import { newWatchedPage, type WatchedPage } from './support/watched-page';
import { findScreenProblems } from './support/readable-screen';
import { snapshot, snapshotOnFailure } from './support/screenshots';
import { blueRoster, redRoster } from '../src-shared/rules/orders-omens/walkthrough/testing/sample-armies';
import { SAMPLE_BATTLE } from '../src-shared/rules/orders-omens/walkthrough/testing/sample-battle';

/**
 * Issue #12, "Readable everywhere": a battle whose Divisions, Brigades and regiments the players
 * left unnamed, with ids as the army builder makes them (`pmwswumjx14fzl3`-like), played through
 * every phase to the result. After every step the battle screen — the walkthrough with any form
 * a step opens, and the event log — is read for id-shaped tokens (e2e/support/id-tokens.ts):
 * internal ids, code tokens, positional labels, side letters. A refused entry is read too.
 */

const env = useBrowserHost();
const api = env.api;
let page: WatchedPage | null = null;

type Roster = ReturnType<typeof blueRoster>;

/** A generated-looking id for each positional one ("d1.b2" → "k3x9…"), fixed so a failure reproduces. */
const ids = new Map<string, string>();
function generatedId(positional: string): string {
  if (!ids.has(positional)) ids.set(positional, `k${(1e13 + (ids.size + 1) * 7_919_191).toString(36)}z${ids.size}`);
  return ids.get(positional)!;
}

/** The sample army as a group that never named its parts would save it. */
function unnamed(roster: Roster): object {
  return {
    ...roster,
    divisions: roster.divisions.map(({ name: _d, ...division }) => ({
      ...division,
      id: generatedId(division.id),
      brigades: division.brigades.map(({ name: _b, ...brigade }) => ({
        ...brigade,
        id: generatedId(brigade.id),
        regiments: brigade.regiments.map(({ name: _r, ...regiment }) => ({ ...regiment, id: generatedId(regiment.id!) })),
      })),
    })),
  };
}

/** The sample battle's steps with the roster ids swapped for the generated ones. */
function withGeneratedIds(value: unknown): unknown {
  if (typeof value === 'string') {
    const match = /^([AB])\/(.+)$/.exec(value);
    return match && ids.has(match[2]!) ? `${match[1]}/${ids.get(match[2]!)}` : value;
  }
  if (Array.isArray(value)) return value.map(withGeneratedIds);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withGeneratedIds(v)]));
  return value;
}

async function createBattle(): Promise<{ hash: string; id: string }> {
  const campaign = await campaignWithArmies(api, 'Unnamed Hosts', [unnamed(blueRoster()), unnamed(redRoster())]);
  const { battle, hash } = await setUpBattle(api, campaign, {
    name: 'The Nameless Field',
    tableWidthFeet: 4,
    tableDepthFeet: 4,
    turnLimit: 6,
    objectives: [{ name: 'The bridge' }, { name: 'The crossroads' }],
    thirds: { left: 'The ford', centre: 'The village', right: 'The hill' },
    baggage: [{ side: 'A', name: 'Blue wagons' }, { side: 'B', name: 'Red wagons' }],
  });
  return { hash, id: battle.id };
}

/** Every id-shaped token on the screen, named with where it was seen. */
async function leaks(p: Page, where: string): Promise<string[]> {
  const problems = await findScreenProblems(p, { touch: false });
  return problems.ids.map((id) => `${where}: ${id}`);
}

/** The action forms and melee forms read, so the spec cannot pass by never opening one. */
const formsRead = new Set<string>();

/** The walkthrough (with every action form the acting Brigade offers, opened in turn) and the event log. */
async function readEveryView(p: Page, where: string): Promise<string[]> {
  const found = await leaks(p, `${where}, walkthrough`);
  if ((await p.getByRole('form', { name: /^Melee: / }).count()) > 0) formsRead.add('melee');
  const acting = p.getByRole('article', { name: / acting$/ });
  if ((await acting.count()) > 0) {
    const buttons = acting.getByRole('button', { name: /…$/ });
    for (let i = 0; i < (await buttons.count()); i++) {
      const button = buttons.nth(i);
      const label = (await button.textContent())?.trim() ?? '';
      await button.click();
      const target = acting.getByLabel('Target');
      if ((await target.count()) > 0) {
        const first = await target.locator('option:not([disabled])').first().getAttribute('value');
        if (first) await target.selectOption(first);
      }
      formsRead.add(label);
      found.push(...(await leaks(p, `${where}, ${label} form`)));
      if (await button.isVisible()) await button.click();
    }
  }
  await p.getByRole('tab', { name: /Event log/ }).click();
  found.push(...(await leaks(p, `${where}, event log`)));
  await p.getByRole('tab', { name: 'Status board' }).click();
  found.push(...(await leaks(p, `${where}, status board`)));
  await p.getByRole('tab', { name: 'Walkthrough' }).click();
  return found;
}

async function play(): Promise<void> {
  const battle = await createBattle();
  const p = await newWatchedPage(env.browser, { viewport: { width: 1280, height: 900 } });
  page = p;
  const open = async () => {
    await p.goto(`${env.host.url}#${battle.hash}`);
    await p.reload();
    await p.getByRole('tab', { name: /Event log/ }).waitFor();
  };
  await open();

  // A 7 on a die is refused in its box, in words, and recording then says what is missing.
  const found: string[] = [];
  for (const [label, faces] of [['Blue initiative', [7, 1]], ['Red initiative', [2, 1]]] as const) {
    for (const [i, face] of faces.entries()) await p.getByLabel(`${label} die ${i + 1}`, { exact: true }).fill(String(face));
  }
  await p.getByRole('alert').filter({ hasText: '7 is not on a D6; type 1 to 6' }).waitFor();
  await p.getByRole('button', { name: 'Record initiative' }).click();
  found.push(...(await leaks(p, 'refused initiative roll')));
  // An app roll is made once: Roll and the switch back to typed dice are off until it is recorded.
  const red = p.getByRole('group', { name: /Red initiative/ });
  await red.getByText('App rolls').click();
  await red.getByRole('button', { name: 'Roll 2D6' }).click();
  await red.getByRole('button', { name: 'Rolled' }).waitFor();
  expect(await red.getByRole('button', { name: 'Rolled' }).isDisabled()).toBe(true);
  expect(await red.getByRole('radio', { name: 'I rolled' }).isDisabled()).toBe(true);
  found.push(...(await leaks(p, 'app-rolled initiative')));

  const steps = SAMPLE_BATTLE.map(withGeneratedIds);
  for (const [index, step] of steps.entries()) {
    await api('battles.append', { battleId: battle.id, event: step, expectedCount: index });
    await open();
    found.push(...(await readEveryView(p, `after step ${index + 1} (${(step as { type: string }).type})`)));
    if ((step as { type: string }).type === 'charge-declared') {
      await p.getByRole('tab', { name: 'Status board' }).click();
      await p.getByRole('region', { name: 'Red status' }).getByText('Fled the table').waitFor();
      await snapshot(p, 'readable-status-board');
      await p.setViewportSize({ width: 390, height: 844 });
      await snapshot(p, 'readable-status-board-phone');
      // Nothing pushes the phone screen sideways (the undo bar, the board).
      expect(await p.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
      await p.setViewportSize({ width: 1280, height: 900 });
    }
  }
  await p.getByRole('heading', { name: /Result|Victory/ }).first().waitFor();
  await snapshot(p, 'readable-result');
  // The battle's chronicle page tells the same battle in prose, with the agreed names.
  await p.goto(`${env.host.url}#${battle.hash.replace('/battles/', '/chronicle/battles/')}`);
  await p.reload();
  await p.getByText(/The battle ended on turn 2/).first().waitFor();
  found.push(...(await leaks(p, 'battle chronicle')));
  await snapshot(p, 'readable-chronicle');
  expect([...formsRead]).toEqual(expect.arrayContaining(['Shoot…', 'Charge…', 'melee']));
  expect(found).toEqual([]);
  expect(p.problems).toEqual([]);
  await p.close();
}

describe('a battle of unnamed Brigades, read after every step', () => {
  it('shows no internal id, code token or side letter on any battle screen', () => snapshotOnFailure(() => page, 'readable-failure', play), 300_000);
});
