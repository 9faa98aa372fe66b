import { describe, expect, it } from 'vitest';
import { useBrowserHost } from './support/browser-host';
import { campaignWithArmies, setUpBattle } from './support/oo-battle';
import { newWatchedPage } from './support/watched-page';
import { pictureAtEverySize } from './support/every-size';
import { blueRoster, redRoster } from '../src-shared/rules/orders-omens/walkthrough/testing/sample-armies';
import { SAMPLE_BATTLE } from '../src-shared/rules/orders-omens/walkthrough/testing/sample-battle';

/**
 * A new group reads back its first Orders & Omens battle (the Mill Ford: Blue routs two Red
 * Brigades and breaks Red's army on turn 2) in the battle's chronicle, in Chromium.
 */
const env = useBrowserHost();

/** The colour of the first legend swatch under the chance-of-victory chart (side A's), as "r,g,b". */
const FIRST_SWATCH = `(() => {
  const canvas = document.querySelector('canvas[aria-label="Chance of victory after each turn"]');
  const { width, height } = canvas;
  const data = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  const saturated = (i) => Math.max(data[i], data[i + 1], data[i + 2]) - Math.min(data[i], data[i + 1], data[i + 2]) > 60 && data[i + 3] === 255;
  // The legend is the lowest row of coloured pixels; its leftmost swatch is the first dataset's.
  for (let y = height - 1; y >= 0; y--) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      if (saturated(i)) return [data[i], data[i + 1], data[i + 2]].join(',');
    }
  }
  return null;
})()`;

describe('the chronicle of a battle a new group has just played', () => {
  it('adds up each turn’s Victory Points, quotes odds as the ledger does, and draws each army in its player’s colour', async () => {
    const campaign = await campaignWithArmies(env.api, 'Thursday night', [blueRoster(), redRoster()]);
    const { battle } = await setUpBattle(env.api, campaign, { name: 'The Mill Ford', tableWidthFeet: 6, tableDepthFeet: 4, turnLimit: 6, objectives: [{ name: 'The ford' }] });
    for (const [index, event] of SAMPLE_BATTLE.entries()) await env.api('battles.append', { battleId: battle.id, event, expectedCount: index });

    const page = await newWatchedPage(env.browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${env.host.url}#/campaigns/${campaign.campaignId}/chronicle/battles/${battle.id}`);
    const account = page.getByRole('article', { name: 'The account of the battle' });
    await account.waitFor();
    const text = (await account.innerText()).replace(/\s+/g, ' ');
    // seed 002 L732: each Red Brigade fled by the table edge is 1 VP when it happens; with the break point's 5 (L734) turn 2 won 7.
    expect(text).toMatch(/Blue drove off Crossbowmen and Swordsmen and broke the enemy army's spirit \(\+7\)\. The (?:score stood at|count was) Blue 10, Red 1\./);
    expect(text).toContain('Crossbowmen broke and fled the field and Swordsmen broke and fled the field');
    // The Swordsmen's held Morale Test: 5 in 18 in the ledger above the account, and the same in it.
    await page.getByText('Swordsmen held firm (a 5 in 18 chance of going this well or better)').waitFor();
    expect(text).toContain('when Swordsmen held firm: a 5 in 18 chance.');
    expect(text).not.toMatch(/1-in-/);
    // A turning point read in the list above the account, away from its turn's paragraph, says which turn "that quarter-hour" was.
    const turning = (await page.getByRole('complementary', { name: 'Turning points' }).getByRole('listitem').allInnerTexts()).map((t) => t.replace(/\s+/g, ' '));
    expect(turning).toHaveLength(2);
    expect(turning[0]).toMatch(/^Turn 1: /);
    expect(turning[1]).toMatch(/^Turn 2: /);

    // Alice chose #2f5d8a (blue) for the Blue army: its line and legend are hers, not the palette's first red.
    await page.waitForFunction(`${FIRST_SWATCH} !== null`);
    expect(await page.evaluate(FIRST_SWATCH)).toBe('47,93,138');
    await pictureAtEverySize(page, 'oo-battle-chronicle', 'mill-ford-account', {});

    // The battle's header on a phone: Blue's 10 VP reads "10 VP" on one line, as Red's "1 VP" does, not "VP" under the number.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${env.host.url}#/campaigns/${campaign.campaignId}/battles/${battle.id}`);
    const scores = page.locator('.battle-header .score-vp');
    await scores.first().waitFor();
    // One line of the 2.1rem score is under 60px high; "VP" wrapped under it makes two.
    for (const score of await scores.all()) expect((await score.boundingBox())!.height, String(await score.getAttribute('aria-label'))).toBeLessThan(60);
    expect(page.problems).toEqual([]);
    await page.close();
  }, 120_000);
});
