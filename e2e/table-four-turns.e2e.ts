import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowserHost } from './support/browser-host';
import { campaignWithArmies, setUpBattle } from './support/oo-battle';
import { newWatchedPage } from './support/watched-page';
import { snapshot, snapshotOnFailure } from './support/screenshots';
import { expectReadableScreen } from './support/readable-screen';
import { CountedTable, steerAppDice, type TableMode } from './support/counted-table';
import { ACTIONS_FILE } from '../bench/suites/table-actions';
import { FOUR_TURNS, TABLE_ARMIES, type Act, type Chip, type TurnScript } from './table-four-turns.script';

/**
 * A whole four-turn battle between two armies of two Divisions each, played three times on the
 * battle screen: as a group with typed dice plays it (typed dice, shortcuts, Enter to record, a
 * click where that is quicker), with the mouse only (app-rolled dice steered to the same faces),
 * and with the keyboard only (no pointer once the battle is open: Tab, arrows, Enter, Space, typed
 * dice). Every click, key press and typed entry is counted per turn; the counts go to
 * bench/data/table-actions.json, which `npm run bench` prints (bench/suites/table-actions.ts).
 */

const env = useBrowserHost();
let page: Page | null = null;
const counted: Partial<Record<TableMode, ReturnType<CountedTable['report']>>> = {};
const results: Partial<Record<TableMode, string>> = {};

async function newBattle(mode: TableMode): Promise<string> {
  const campaign = await campaignWithArmies(env.api, `The Four Turns (${mode})`, [TABLE_ARMIES.blue, TABLE_ARMIES.red]);
  const { hash } = await setUpBattle(env.api, campaign, {
    name: 'The Battle of Four Turns',
    tableWidthFeet: 4,
    tableDepthFeet: 4,
    turnLimit: 4,
    objectives: [{ name: 'The ford' }, { name: 'The old mill' }],
    thirds: { left: 'The river bank', centre: 'The mill', right: 'The birch wood' },
  });
  return hash;
}

describe('a four-turn battle at the table, counted', () => {
  const described = { typed: 'typed dice and shortcuts', mouse: 'the mouse only', keyboard: 'the keyboard only' } as const;
  for (const mode of ['typed', 'mouse', 'keyboard'] as const) {
    it(`plays four turns with ${described[mode]}`, () => snapshotOnFailure(() => page, `table-${mode}-failure`, () => playFourTurns(mode)), 300_000);
  }

  it('reaches the same result every way, the keyboard-only run never clicks, and typing takes fewer actions every turn', () => {
    expect(results.typed).toBeDefined();
    expect(results.mouse).toBe(results.typed);
    expect(results.keyboard).toBe(results.typed);
    const typed = counted.typed!;
    const mouse = counted.mouse!;
    const keyboard = counted.keyboard!;
    expect(typed.map((r) => r.chapter)).toEqual(mouse.map((r) => r.chapter));
    expect(keyboard.map((r) => r.chapter)).toEqual(typed.map((r) => r.chapter));
    for (const row of keyboard) expect(row.clicks, `${row.chapter}: clicks in the keyboard-only run`).toBe(0);
    for (const [i, row] of typed.entries()) {
      if (row.chapter.startsWith('Turn')) expect(row.total, row.chapter).toBeLessThan(mouse[i]!.total);
    }
    mkdirSync(dirname(ACTIONS_FILE), { recursive: true });
    const file = {
      battle: 'e2e/table-four-turns.e2e.ts: two armies of two Divisions (six Brigades) each, four turns, turn limit 4',
      counted: 'one action = one click, one key press or one typed entry; a drop-down list counts two clicks',
      typed: typed,
      mouse: mouse,
      keyboard: keyboard,
    };
    writeFileSync(ACTIONS_FILE, `${JSON.stringify(file, null, 2)}\n`);
  });
});

async function playFourTurns(mode: TableMode): Promise<void> {
  const hash = await newBattle(mode);
  const p = await newWatchedPage(env.browser, { viewport: { width: 1280, height: 800 } });
  page = p;
  await steerAppDice(p);
  await p.goto(`${env.host.url}#${hash}`);
  const table = new CountedTable(p, mode);

  // Before the battle: Blue wins the initiative and attacks; Red (the Defender) deploys first.
  await p.getByRole('heading', { name: 'Determine Initiative' }).waitFor();
  await table.dice('Blue initiative', [6, 5]);
  await table.dice('Red initiative', [2, 1]);
  await table.record(p.getByRole('button', { name: 'Record initiative' }));
  await p.getByRole('heading', { name: 'Place Terrain' }).waitFor();
  await table.click(p.getByRole('button', { name: 'Terrain done — go to Recon' }));
  await p.getByRole('heading', { name: 'Recon Phase' }).waitFor();
  await table.click(p.getByRole('button', { name: 'Record entry point' }));
  await p.getByText('Next: Blue to choose an entry point').waitFor();
  await table.choose(p.getByLabel('Table edge'), 'Top');
  await table.click(p.getByRole('button', { name: 'Record entry point' }));
  await table.click(p.getByRole('button', { name: 'All markers locked — deploy' }));
  await p.getByRole('heading', { name: 'Deployment', exact: true }).waitFor();
  for (const brigade of ['Swordsmen', 'Levy', 'Crossbowmen', 'Archers', 'Guards', 'Militia', 'Knights', 'Halberdiers', 'Bowmen', 'Riders', 'Pikemen', 'Longbows']) {
    await table.click(p.getByRole('button', { name: `Deploy ${brigade}` }));
    await p.getByRole('button', { name: `Deploy ${brigade}` }).waitFor({ state: 'detached' });
  }

  for (const [index, turn] of FOUR_TURNS.entries()) {
    table.startChapter(`Turn ${index + 1}`);
    await playTurn(table, index + 1, turn);
  }

  await p.getByRole('heading', { name: 'Result', exact: true }).waitFor();
  const result = p.getByRole('region', { name: 'Result' });
  results[mode] = `Blue ${await result.getByLabel('Blue VP', { exact: true }).textContent()}, Red ${await result.getByLabel('Red VP', { exact: true }).textContent()}; casualties ${await result.getByLabel('Blue casualties', { exact: true }).textContent()} / ${await result.getByLabel('Red casualties', { exact: true }).textContent()}`;
  await p.getByText(/ended on turn 4 by the turn limit/i).waitFor();

  counted[mode] = table.report();
  await p.close();
  expect(p.problems).toEqual([]);
}

async function playTurn(table: CountedTable, turn: number, script: TurnScript): Promise<void> {
  const p = table.page;
  await p.getByRole('heading', { name: 'Strategic Orders' }).waitFor();
  await p.getByText(new RegExp(`^Turn ${turn} · `)).first().waitFor();
  for (const order of script.messengers ?? []) {
    const list = (name: string) => p.getByRole('combobox', { name: new RegExp(`^${name}`) });
    if (order.side !== 'Blue') await table.choose(list('Side'), order.side);
    await table.choose(list('Division'), order.division);
    if (order.order === 'defend') await table.choose(list('Order'), 'Defend');
    await table.choose(list('Objective'), order.objective);
    await table.click(p.getByRole('button', { name: 'Send messenger' }));
    await table.click(p.getByRole('button', { name: 'Arrived' }));
    await p.getByRole('button', { name: 'Arrived' }).waitFor({ state: 'detached' });
  }
  await table.click(p.getByRole('button', { name: 'Fill the chip bag — Activation' }));
  await p.getByRole('heading', { name: 'Activation', exact: true }).waitFor();

  for (const [i, chip] of script.chips.entries()) {
    // Mid-battle, a Brigade acting and the bag half drawn: the screen the README shows.
    if (turn === 2 && i === script.chips.length - 1 && table.mode === 'typed') await midBattleScreens(p);
    await playChip(table, chip);
  }

  await p.getByRole('heading', { name: 'End Phase', exact: true }).waitFor();
  if (turn === 1 && table.mode !== 'keyboard') await rollSourcesShown(p, table.mode);
  if (turn === 2 && table.mode === 'typed') await screensAtThreeSizes(p, 'table-end-phase');
  const boxes = [
    ...(script.end.objectives ?? []).map(([brigade, objective]) => p.getByLabel(`${brigade} within 6 inches of objective ${objective}`, { exact: true })),
    ...(script.end.thirds ?? []).map(([brigade, where]) => p.getByLabel(`${brigade}: ${where}`, { exact: true })),
  ];
  for (const box of await inReadingOrder(boxes)) await table.click(box);
  for (const score of script.end.expect ?? []) await p.getByText(score, { exact: true }).first().waitFor();
  await table.submit(p.getByRole('button', { name: 'Confirm End Phase and VP' }));
  await p.getByRole('heading', { name: 'End Phase', exact: true }).waitFor({ state: 'detached' });
}

const DRAW_KEY = { Blue: '1', Red: '2' } as const;

async function playChip(table: CountedTable, chip: Chip): Promise<void> {
  const p = table.page;
  const steps = await stepCount(p);
  await table.shortcut(DRAW_KEY[chip.side], p.getByRole('button', { name: `${chip.side} chip drawn` }));
  await p.getByRole('heading', { name: `${chip.side} chip drawn` }).waitFor();
  if (!chip.brigade) {
    // The chip drawn puts the focus on its own panel (unless a look at another tab took it), where P passes it.
    if (table.mode === 'keyboard') expect(await p.evaluate(`document.activeElement?.classList.contains('chip-choice')`), 'the focus on the chip drawn').toBe(true);
    await table.shortcut('p', p.getByRole('button', { name: 'Pass the chip' }));
    await p.getByRole('heading', { name: `${chip.side} chip drawn` }).waitFor({ state: 'detached' });
    expect(await stepCount(p)).toBe(steps + 2);
    return;
  }
  await table.choose(p.getByLabel('Brigade to order'), chip.brigade);
  await table.dice('Order Test', chip.order!);
  await table.record(p.getByRole('button', { name: 'Roll the Order Test' }));
  const acting = p.getByRole('article', { name: `${chip.brigade} acting`, exact: true });
  await acting.waitFor();
  for (const act of chip.acts ?? []) await playAct(table, chip.brigade, act);
}

async function playAct(table: CountedTable, brigade: string, act: Act): Promise<void> {
  const p = table.page;
  const acting = p.getByRole('article', { name: `${brigade} acting`, exact: true });
  if (act === 'Move' || act === 'Reload') {
    const before = await stepCount(p);
    await table.click(acting.getByRole('button', { name: act, exact: true }));
    await expect.poll(() => stepCount(p)).toBe(before + 1);
    return;
  }
  if ('shoot' in act) {
    await table.click(acting.getByRole('button', { name: 'Shoot…' }));
    await table.choose(acting.getByRole('combobox', { name: /^Target/ }), act.shoot);
    await attacks(table, act.dice);
    await table.record(acting.getByRole('button', { name: 'Record shooting' }));
  } else if ('morale' in act) {
    await p.getByRole('heading', { name: `Morale Test: ${act.morale}` }).waitFor();
    await table.dice('Morale Test', act.faces);
    await table.record(p.getByRole('button', { name: 'Record Morale Test' }));
    await p.getByRole('heading', { name: `Morale Test: ${act.morale}` }).waitFor({ state: 'detached' });
    return;
  } else if ('fled' in act) {
    await table.click(p.getByRole('button', { name: `${act.fled} fled off the table` }));
    await p.getByRole('button', { name: `${act.fled} fled off the table` }).waitFor({ state: 'detached' });
    return;
  } else if ('charge' in act) {
    await table.click(acting.getByRole('button', { name: 'Charge…' }));
    await table.choose(acting.getByRole('combobox', { name: /^Target/ }), act.charge);
    // The reaction buttons draw their label as the target: the radio inside takes the keyboard.
    await table.click(table.mode === 'keyboard' ? acting.getByRole('radio', { name: act.reaction, exact: true }) : acting.getByText(act.reaction, { exact: true }));
    await table.submit(acting.getByRole('button', { name: 'Declare charge' }));
  } else {
    const melee = p.getByRole('form', { name: act.melee });
    await melee.getByText(`round ${act.round}`).waitFor();
    await attacks(table, act.dice);
    await table.record(melee.getByRole('button', { name: 'Record melee round' }));
  }
  // A step with dice either leads on (a Morale Test, a melee) or is recorded: the form closes.
  await expect.poll(async () => (await p.getByRole('alert').allInnerTexts()).join(' ')).toBe('');
}

/** Each regiment's Combat Dice, then its target's saves once the dice say hits landed. */
async function attacks(table: CountedTable, dice: Record<string, { dice: number[]; saves?: number[] }>): Promise<void> {
  const p = table.page;
  for (const [regiment, roll] of Object.entries(dice)) {
    await table.dice(`${regiment} dice`, roll.dice);
    const saves = p.getByLabel(`${regiment} saves die 1`, { exact: true }).or(p.getByRole('radiogroup', { name: `${regiment} saves: who rolls`, exact: true })).or(p.getByRole('checkbox', { name: `${regiment} saves: app rolls`, exact: true }));
    if (roll.saves) await table.dice(`${regiment} saves`, roll.saves);
    else expect(await saves.count(), `${regiment}: save boxes appeared but the script has no saves`).toBe(0);
  }
}

/**
 * The End Phase boxes as a player goes down the form, each grid top to bottom, left to right (the
 * order changes no click count; with the keyboard it is the arrow keys' shortest way).
 */
async function inReadingOrder(boxes: Locator[]): Promise<Locator[]> {
  const placed = await Promise.all(
    boxes.map(async (box, i) => {
      const grid = (await box.evaluate((raw) => (raw as unknown as { closest(s: string): unknown }).closest('table') !== null)) ? 1 : 0;
      return { box, i, key: [grid, Number(await box.getAttribute('data-row')), Number(await box.getAttribute('data-col'))] as const };
    }),
  );
  return placed.sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.key[2] - b.key[2] || a.i - b.i).map((entry) => entry.box);
}

const stepCount = async (p: Page) => Number(/\((\d+)\)/.exec((await p.getByRole('tab', { name: /Event log/ }).textContent()) ?? '')![1]);

/** The event log's newest rows say who rolled: typed in from physical dice, or rolled by the app (a look, not counted). */
async function rollSourcesShown(p: Page, mode: TableMode): Promise<void> {
  await p.getByRole('tab', { name: /Event log/ }).click();
  await p.locator('.roll-source').first().waitFor();
  const sources = new Set(await p.locator('.roll-source').allInnerTexts());
  expect([...sources]).toEqual([mode === 'typed' ? 'typed in' : 'rolled by the app']);
  await p.getByRole('tab', { name: 'Walkthrough' }).click();
}

/** A screen at the three sizes, checked readable with no sideways scroll, saved for a human look afterwards. */
async function screensAtThreeSizes(p: Page, name: string): Promise<void> {
  const sizes = { desktop: { width: 1280, height: 800 }, tablet: { width: 768, height: 1024 }, phone: { width: 390, height: 844 } } as const;
  for (const [size, viewport] of Object.entries(sizes)) {
    await p.setViewportSize(viewport);
    await expectReadableScreen(p, `${name} (${size})`);
    expect(await p.evaluate('document.documentElement.scrollWidth <= window.innerWidth'), `no sideways scroll on ${name} at ${size}`).toBe(true);
    await snapshot(p, `${name}-${size}`);
  }
  await p.setViewportSize(sizes.desktop);
}

/** Mid-battle: the walkthrough (a Brigade acting, the bag half drawn) and the status board. */
async function midBattleScreens(p: Page): Promise<void> {
  await screensAtThreeSizes(p, 'table-battle');
  await p.getByRole('tab', { name: 'Status board' }).click();
  await screensAtThreeSizes(p, 'table-status-board');
  await p.getByRole('tab', { name: 'Walkthrough' }).click();
}
