import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { addPlayer, startFirstCampaign } from './support/app-steps';
import { useBrowserHost } from './support/browser-host';
import { pictureAtEverySize } from './support/every-size';
import { snapshot, SCREEN_SIZES } from './support/screenshots';
import { newWatchedPage } from './support/watched-page';

/**
 * An OpenD6 Fantasy Miniatures battle from an empty campaign, through the app in Chromium: two
 * squads a side built with Squad Generation Points (the rulebook's Ice Rangers among them, at 720),
 * the Record Sheet printed, a set-up refused over budget and then agreed, and one turn played —
 * initiative, a charge with both morale tests, a crossbow volley and its damage, close combat,
 * an undo, the Morale Phase — to a result, the event log and the chronicle in the game’s words.
 */
const env = useBrowserHost();
const TYPED = ['The Frozen March', 'Astrid', 'Borg', 'Ice Rangers', 'Blades of Aster', 'Goblin Archers', 'Goblin Brawlers', 'Skirmish at the Ford'];

interface SquadSpec {
  readonly name: string;
  readonly player: string;
  readonly troop: string;
  readonly quality: 'average' | 'veteran' | 'elite';
  readonly soldiers: number;
  readonly training: Readonly<Record<string, number>>;
  readonly weapons: readonly string[];
  readonly sergeant?: number;
  readonly champion?: { readonly training: Readonly<Record<string, number>>; readonly weapons: readonly string[] };
  /** The total the builder must show before saving. */
  readonly total: string;
}

/** Changes a number field the way a player does: type, then leave it. */
async function setNumber(page: Page, selector: string, value: number): Promise<void> {
  const field = page.locator(selector);
  await field.fill(String(value));
  await field.blur();
}

async function buildSquad(page: Page, campaignUrl: string, spec: SquadSpec): Promise<void> {
  await page.goto(`${campaignUrl}/armies`);
  await page.getByRole('button', { name: 'New army' }).click();
  const dialog = page.getByRole('dialog', { name: 'New army' });
  await dialog.getByRole('radio', { name: /^OpenD6/ }).check();
  await dialog.getByLabel('OpenD6 Fantasy Miniatures squad name').fill(spec.name);
  await dialog.locator('select[name="playerId"]').selectOption({ label: spec.player });
  await dialog.getByRole('button', { name: 'Create the squad' }).click();
  await page.getByRole('heading', { level: 1, name: spec.name }).waitFor();
  await page.locator('select[name="troop-type"]').selectOption({ label: spec.troop });
  await page.locator('select[name="quality"]').selectOption(spec.quality);
  await setNumber(page, 'input[name="soldiers"]', spec.soldiers);
  for (const [skill, levels] of Object.entries(spec.training)) await setNumber(page, `input[name="training-${skill}"]`, levels);
  for (const weapon of spec.weapons) await page.locator('fieldset', { hasText: 'Every soldier carries' }).getByRole('checkbox', { name: new RegExp(`^${weapon}`) }).check();
  if (spec.sergeant) await setNumber(page, 'input[name="sergeant-command"]', spec.sergeant);
  if (spec.champion) {
    await page.getByRole('button', { name: 'Add a champion' }).click();
    for (const [skill, levels] of Object.entries(spec.champion.training)) await setNumber(page, `input[aria-label="Champion 1 ${skill} training"]`, levels);
    for (const weapon of spec.champion.weapons) await page.getByRole('checkbox', { name: `Champion 1 carries ${weapon}` }).check();
  }
  await expect.poll(() => page.locator('[data-total="squad"]').textContent()).toBe(spec.total);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
}

/** Types a die into the roll whose legend starts with `label` (a 6 opens the field for its re-roll). */
async function enterDie(page: Page, label: string, ...faces: number[]): Promise<void> {
  const roll = page.locator('fieldset.od6-roll').filter({ has: page.locator('legend', { hasText: label }) }).first();
  for (const [i, face] of faces.entries()) await roll.locator('input.od6-die').nth(i).fill(String(face));
}

/** Steps in the battle's log, as its tab counts them (drawn with the panel, from the same battle). */
async function stepCount(page: Page): Promise<number> {
  return Number(/\((\d+)\)/.exec(await page.getByRole('tab', { name: /Event log/ }).innerText())?.[1] ?? Number.NaN);
}

/** Presses a button that records a step and waits until the log counts it, so what is on screen next follows from it. */
async function recordWith(page: Page, button: Locator): Promise<void> {
  const before = await stepCount(page);
  await button.click();
  await expect.poll(() => stepCount(page)).toBeGreaterThan(before);
}

/** Rolls whatever pending damage and parting swings the engine waits for, with the app's dice. */
async function settlePending(page: Page): Promise<void> {
  for (let guard = 0; guard < 8; guard++) {
    const damage = page.getByRole('button', { name: 'Record the damage' });
    const swing = page.getByRole('button', { name: 'Record the parting swing' });
    const next = (await damage.isVisible()) ? damage : (await swing.isVisible()) ? swing : null;
    if (!next) return;
    await page.getByRole('button', { name: 'Roll every die here' }).click();
    await recordWith(page, next);
  }
}

const phase = (page: Page) => page.locator('[data-phase]');

/** The squad editor's selects whose chosen line is wider than the box shows (text, padding and the arrow). */
const CUT_SELECTS = `[...document.querySelectorAll('.od6-squad-editor select')].filter((select) => {
  const style = getComputedStyle(select);
  const context = document.createElement('canvas').getContext('2d');
  context.font = style.font;
  const text = select.options[select.selectedIndex]?.text ?? '';
  return context.measureText(text).width + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) + 16 > select.clientWidth;
}).map((select) => select.name + ': ' + select.options[select.selectedIndex]?.text)`;

describe('OpenD6 Fantasy Miniatures through the app', () => {
  it('two squads a side within their SGPs, a printed Record Sheet, and a turn of charge, volley, close combat and morale to a result', async () => {
    const page = await newWatchedPage(env.browser, { viewport: SCREEN_SIZES.desktop });
    await page.goto(`${env.host.url}#/campaigns`);
    const campaignUrl = await startFirstCampaign(page, 'The Frozen March');
    for (const name of ['Astrid', 'Borg']) await addPlayer(page, name);

    // The rulebook's own sheet (seed 004 L642–L713): 51 a soldier for skills, 70 with weapons, 700 for ten, 720 in all.
    await buildSquad(page, campaignUrl, {
      name: 'Ice Rangers',
      player: 'Astrid',
      troop: 'Arctic Human Soldiers',
      quality: 'elite',
      soldiers: 10,
      training: { fighting: 2, 'melee-combat': 2, marksmanship: 2, command: 1 },
      weapons: ['Medium crossbow', 'Magical melee weapon'],
      sergeant: 1,
      champion: { training: { Marksmanship: 1 }, weapons: ['Heavy crossbow'] },
      total: '720 SGPs',
    });
    expect(await page.locator('[data-total="skills"]').textContent()).toBe('51 SGPs');
    expect(await page.locator('[data-total="per-soldier"]').textContent()).toBe('70 SGPs');
    expect(await page.locator('[data-total="base"]').textContent()).toBe('700 SGPs');
    expect(await page.locator('[data-rate="walk"]').textContent()).toBe('8″');
    expect(await page.locator('[data-rate="run"]').textContent()).toBe('13″');
    // Each choice in the squad's selects is read whole on a 1280-wide laptop, not cut at "morale".
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await page.evaluate(CUT_SELECTS)).toEqual([]);
    await page.setViewportSize(SCREEN_SIZES.desktop);
    await pictureAtEverySize(page, 'opend6', 'squad-builder', { typed: TYPED });

    // Print the Record Sheet: only the sheet goes to paper.
    await page.evaluate('window.__printed = 0; window.print = () => { window.__printed += 1; }');
    await page.getByRole('button', { name: 'Print the Record Sheet' }).click();
    expect(await page.evaluate('window.__printed')).toBe(1);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Save changes' }).isVisible()).toBe(false);
    expect(await page.getByRole('article', { name: 'Squad Record Sheet' }).isVisible()).toBe(true);
    // The champion's heavy crossbow has its own weapon line under his, as on the sample sheet (seed 004 L706–L708).
    const championWeapon = page.getByRole('article', { name: 'Squad Record Sheet' }).locator('tr.od6-sheet-champion-weapon');
    expect((await championWeapon.locator('th, td').allInnerTexts()).join(' | ')).toBe('Heavy crossbow | 6 | 7.5″ | 30″ | 75″ | 18');
    await snapshot(page, 'opend6/record-sheet-print');
    await page.emulateMedia({ media: 'screen' });

    // "between three and ten figures" (seed 004 L39): 11 stays as typed, is judged beside the field, and is never saved, as 10 or at all.
    await setNumber(page, 'input[name="soldiers"]', 11);
    const soldiersField = page.locator('label.field', { has: page.locator('input[name="soldiers"]') });
    await soldiersField.getByRole('alert').filter({ hasText: 'A squad has between 3 and 10 soldiers; this one has 11' }).waitFor();
    expect(await page.locator('input[name="soldiers"]').inputValue()).toBe('11');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.locator('.form-error').filter({ hasText: 'A squad has between 3 and 10 soldiers; this one has 11' }).waitFor();
    await pictureAtEverySize(page, 'opend6', 'squad-size-refused', { typed: TYPED });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Ice Rangers' }).waitFor();
    expect(await page.locator('input[name="soldiers"]').inputValue()).toBe('10');

    await buildSquad(page, campaignUrl, { name: 'Blades of Aster', player: 'Astrid', troop: 'Human footmen (example)', quality: 'veteran', soldiers: 8, training: { 'melee-combat': 2, command: 1 }, weapons: ['Magical melee weapon'], total: '328 SGPs' });
    await buildSquad(page, campaignUrl, { name: 'Goblin Archers', player: 'Borg', troop: 'Goblin soldiers (example)', quality: 'average', soldiers: 10, training: { marksmanship: 2 }, weapons: ['Medium crossbow'], sergeant: 1, total: '361 SGPs' });
    await buildSquad(page, campaignUrl, { name: 'Goblin Brawlers', player: 'Borg', troop: 'Goblin soldiers (example)', quality: 'average', soldiers: 6, training: { fighting: 2 }, weapons: [], total: '126 SGPs' });

    // Set-up: each player's two squads are picked; the default 1,000 SGPs a side is too few for Astrid's 1,048.
    await page.goto(`${campaignUrl}/battles/new`);
    await page.getByRole('radio', { name: /^OpenD6/ }).check();
    await page.getByLabel('Battle name').fill('Skirmish at the Ford');
    await page.getByLabel('Turns (optional)').fill('1');
    await page.getByRole('button', { name: 'Set up the battle' }).click();
    await page.getByText('Astrid’s squads cost 1,048 SGPs, over the agreed 1,000 SGPs').waitFor();
    await page.getByLabel('Astrid’s SGPs').fill('1100');
    await page.getByLabel('Borg’s SGPs').fill('500');
    await pictureAtEverySize(page, 'opend6', 'set-up', { typed: TYPED });
    await page.getByRole('button', { name: 'Set up the battle' }).click();

    // Initiative: Astrid 5 + command 4 against Borg 2 + 3.
    await phase(page).filter({ hasText: 'Turn 1 — Initiative Phase' }).waitFor();
    await enterDie(page, 'Astrid (command +4)', 5);
    await enterDie(page, 'Borg (command', 2);
    await page.getByRole('button', { name: 'Record the initiative' }).click();
    await page.getByRole('button', { name: 'Astrid moves first' }).click();

    // The Blades charge the brawlers: threat level 6 against command 3, odds shown before the dice (L345).
    await phase(page).filter({ hasText: 'Movement Phase' }).waitFor();
    await page.locator('select[name="mover"]').selectOption({ label: 'Blades of Aster' });
    await page.locator('select[name="move-action"]').selectOption('charge');
    await page.locator('select[name="move-target"]').selectOption({ label: 'Goblin Brawlers' });
    await page.getByText('command skill 3 against threat level 6').waitFor();
    await enterDie(page, 'Blades of Aster: command roll', 5);
    await enterDie(page, 'Blades of Aster: threat roll', 2);
    await pictureAtEverySize(page, 'opend6', 'battle-charge', { typed: TYPED });
    await page.getByRole('button', { name: 'Confirm the move' }).click();
    // The brawlers receive it at threat level 4 (L346).
    await page.getByText(/against threat level 4/).waitFor();
    await enterDie(page, 'The Goblin Brawlers: command roll', 4);
    await enterDie(page, 'The Goblin Brawlers: threat roll', 1);
    await page.getByRole('button', { name: 'Record the Goblin Brawlers’ test' }).click();
    await page.getByRole('button', { name: 'The chargers reach them' }).click();
    await page.getByRole('button', { name: 'End the Movement Phase' }).click();

    // Ranged Combat: the Ice Rangers' sergeant (a 6, re-rolled 3) and champion (a 1) fire at the archers.
    await phase(page).filter({ hasText: 'Ranged Combat Phase' }).waitFor();
    await page.locator('select[name="shooter"]').selectOption({ label: 'Ice Rangers' });
    await page.locator('select[name="shot-target"]').selectOption({ label: 'Goblin Archers' });
    for (let n = 1; n <= 8; n++) await page.getByRole('checkbox', { name: `Soldier ${n} fires` }).uncheck();
    await enterDie(page, 'The sergeant’s shot', 6, 3);
    await enterDie(page, 'The champion’s shot', 1);
    await pictureAtEverySize(page, 'opend6', 'battle-volley', { typed: TYPED });
    await page.getByRole('button', { name: 'Fire: 1 hit' }).click();
    await page.getByText(/Damage Strength 5 against Strength \d+/).waitFor();
    await enterDie(page, 'Damage roll 1', 5);
    await enterDie(page, 'Strength roll', 1);
    await page.getByRole('button', { name: 'Record the damage' }).click();
    await page.getByRole('button', { name: 'End the Ranged Combat Phase' }).click();

    // The table takes the end of the phase back once, then ends it again.
    await phase(page).filter({ hasText: 'Close Combat Phase' }).waitFor();
    await page.getByRole('button', { name: '↶ Undo last step' }).click();
    await page.getByRole('dialog', { name: 'Undo the last step?' }).getByRole('button', { name: 'Undo it' }).click();
    await phase(page).filter({ hasText: 'Ranged Combat Phase' }).waitFor();
    await page.getByRole('button', { name: 'End the Ranged Combat Phase' }).click();

    // Close combat: the pairings rolled by the app from recorded seeds, then any damage.
    await phase(page).filter({ hasText: 'Close Combat Phase' }).waitFor();
    await page.getByRole('button', { name: 'Roll every die here' }).click();
    await recordWith(page, page.getByRole('button', { name: 'Record the fight' }));
    await settlePending(page);
    await page.getByRole('button', { name: 'End the Close Combat Phase' }).click();

    // Morale: every squad that took casualties tests, command 5 against threat 2.
    await phase(page).filter({ hasText: 'Morale Phase' }).waitFor();
    for (let guard = 0; guard < 6; guard++) {
      const card = page.locator('section[aria-label="Morale"] > article').first();
      if (!(await card.isVisible())) break;
      const name = (await card.getAttribute('aria-label'))!.split(':')[0]!;
      await enterDie(page, `${name}: command roll`, 5);
      await enterDie(page, `${name}: threat roll`, 2);
      await recordWith(page, card.getByRole('button', { name: /^Record/ }));
      await settlePending(page);
    }
    // On a phone the squad board wraps a long chip ("Soldier 2 (incapacitated, prone)") instead of running off the screen.
    await page.setViewportSize(SCREEN_SIZES.phone);
    expect(await page.locator('.od6-board .od6-soldier', { hasText: /\((wounded|incapacitated)/ }).count()).toBeGreaterThan(0);
    expect(await page.evaluate(`[...document.querySelectorAll('.od6-board .table-scroll')].map((box) => box.scrollWidth - box.clientWidth)`)).toEqual([0, 0]);
    // …and on an upright 11-inch tablet, where the two sides' boards stand side by side, narrower than on the phone.
    await page.setViewportSize({ width: 820, height: 1180 });
    expect(await page.evaluate(`[...document.querySelectorAll('.od6-board .table-scroll')].map((box) => box.scrollWidth - box.clientWidth)`)).toEqual([0, 0]);
    await page.setViewportSize(SCREEN_SIZES.desktop);
    await pictureAtEverySize(page, 'opend6', 'battle-morale', { typed: TYPED });
    await page.getByRole('button', { name: 'End the Morale Phase' }).click();
    await page.getByRole('button', { name: 'End the turn' }).click();

    // One agreed turn: the side that destroyed more SGPs wins.
    await page.getByRole('link', { name: 'Read the chronicle of this battle' }).waitFor();
    const screen = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
    expect(screen).toMatch(/Astrid|Borg|draw/);
    await pictureAtEverySize(page, 'opend6', 'battle-result', { typed: TYPED });

    await page.getByRole('tab', { name: /Event log/ }).click();
    await expect.poll(async () => (await page.locator('body').innerText()).replace(/\s+/g, ' ')).toContain('crashed into the Goblin Brawlers');
    await snapshot(page, 'opend6/event-log-desktop');

    // The chronicle tells it in the game's own terms.
    await page.getByRole('tab', { name: 'Result' }).click();
    await page.getByRole('link', { name: 'Read the chronicle of this battle' }).click();
    await expect.poll(async () => (await page.locator('body').innerText()).replace(/\s+/g, ' ')).toContain('The Blades of Aster crashed into the Goblin Brawlers.');
    await pictureAtEverySize(page, 'opend6', 'chronicle', { typed: TYPED });
    expect(page.problems).toEqual([]);
    await page.close();
  }, 180_000);
});
