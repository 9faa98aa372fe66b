import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCampaignWithBattle } from '../src-shared/chronicle/testing/seed-campaign';
import { greyfordBattle } from '../src-shared/rules/orders-omens/narrator/testing/greyford';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { namedDestinationPages } from '../src-main/pdf-destinations';
import { printWithPageNumbers } from '../src-main/numbered-print';
import { readableSnapshot } from './support/readable-screen';
import { SCREEN_SIZES } from './support/screenshots';
import { newWatchedPage } from './support/watched-page';

const SHOTS = join(__dirname, 'screenshots', 'campaign-book');
const DOCS = join(__dirname, '..', 'docs', 'screens');

const env = useBrowserHost();
let campaignId: string;
let battleId: string;

beforeAll(async () => {
  const call = apiCaller(env.host.url);
  const seeded = await seedCampaignWithBattle(call, {
    campaignName: 'The Greyford Campaign',
    description: 'The Host of the Crown against the Red Tusk Warband, along the river Grey.',
    battleName: 'The Battle of Greyford',
    battle: greyfordBattle(),
    players: { A: { name: 'Cara', colour: '#1f5f8b', faction: 'The Crown', race: 'human' }, B: { name: 'Dag', colour: '#2e7d32', faction: 'The Red Tusks', race: 'orc' } },
    turnLimit: 8,
    battleClockStart: '09:00',
  });
  ({ campaignId, battleId } = seeded);
  await call('chronicle.diary.create', { campaignId, title: 'After Greyford', body: 'Dag swore the **dice** were loaded. Cara bought the first round.', worldDate: 'The 3rd of Thaw', worldDay: 3, links: [] });
  const ladder = await call('ladders.create', { campaignId, name: 'The river ladder', system: '1999', players: ['Cara', 'Dag'], rulings: {} });
  const season = await call('ladders.startSeason', { ladderId: ladder.ladder.id, name: 'Spring season', endsOn: '2030-05-01T00:00:00.000Z' });
  await call('ladders.endSeason', { ladderId: ladder.ladder.id, seasonId: season.seasons.at(-1)!.id });
}, 120_000);

describe('the campaign book (issue #16)', () => {
  it('tells the battle with its turning points, its odds and its luck, readably at every size, light and dark', async () => {
    for (const [size, colorScheme] of [['desktop', 'light'], ['phone', 'dark'], ['tablet', 'dark']] as const) {
      const page = await newWatchedPage(env.browser, { viewport: SCREEN_SIZES[size], colorScheme });
      await page.goto(`${env.host.url}#/campaigns/${campaignId}/chronicle/battles/${battleId}`);
      await page.getByRole('heading', { level: 1, name: 'The Battle of Greyford' }).waitFor();
      const turning = page.getByRole('complementary', { name: 'Turning points' }).getByRole('listitem');
      expect(await turning.count()).toBe(3);
      expect(await turning.first().textContent()).toMatch(/in a hundred/);
      await page.getByRole('img', { name: 'Chance of victory after each turn' }).waitFor();
      await page.getByRole('img', { name: 'Luck of the dice by turn' }).waitFor();
      expect(await page.getByText(/percentile over \d+ rolls/).count()).toBe(2);
      expect(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(0);
      await readableSnapshot(page, `campaign-book/battle-${size}-${colorScheme}`);
      // The charts alone, at a size a person can look at (the full page is very tall).
      await page.locator('.battle-odds').screenshot({ path: join(SHOTS, `odds-${size}-${colorScheme}.png`) });

      await page.goto(`${env.host.url}#/campaigns/${campaignId}/chronicle?tab=luck`);
      const ledger = page.getByRole('list', { name: 'The ledger' });
      await ledger.waitFor();
      expect(await ledger.getByRole('listitem').count()).toBe(2);
      expect(await ledger.textContent()).toMatch(/Cara\s*\d+(st|nd|rd|th) percentile over \d+ rolls/);
      await readableSnapshot(page, `campaign-book/luck-${size}-${colorScheme}`);
      expect(page.problems).toEqual([]);
      await page.close();
    }
  });

  it('binds with progress and can be cancelled, changing nothing', async () => {
    const page = await newWatchedPage(env.browser, { viewport: SCREEN_SIZES.desktop });
    // Hold the luck ledger's call so the binding is caught half way.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/chronicle.luck', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${env.host.url}#/campaigns/${campaignId}/chronicle/book`);
    const bar = page.getByRole('progressbar', { name: 'Binding the campaign book' });
    // Held at the luck ledger: the chronicle, the standings and the service records are bound, 3 parts of 6.
    await expect.poll(async () => `${await bar.getAttribute('value')} of ${await bar.getAttribute('max')}`).toBe('3 of 6');
    await page.getByRole('button', { name: 'Cancel' }).click();
    release();
    await page.getByRole('heading', { name: 'Binding cancelled' }).waitFor();
    expect(await page.locator('.book-page').count()).toBe(0);
    await page.unroute('**/api/chronicle.luck');
    await page.getByRole('button', { name: 'Bind the book' }).click();
    await page.locator('.book-page h1').waitFor();
    expect(page.problems).toEqual([]);
    await page.close();
  });

  it('exports the book as a standalone web page and as a PDF, with contents, chapters, charts, records, ladder and luck', async () => {
    const page = await newWatchedPage(env.browser, { viewport: SCREEN_SIZES.desktop, acceptDownloads: true });
    await page.goto(`${env.host.url}#/campaigns/${campaignId}/chronicle/book`);
    await page.locator('.book-page h1').waitFor();
    const contents = page.getByRole('navigation', { name: 'Contents' }).getByRole('listitem');
    await contents.first().waitFor();
    const titles = (await contents.allTextContents()).map((t) => t.trim());
    // In-world order: the campaign's first battle is on Day 1, so it comes before the diary's day 3.
    expect(titles).toEqual(['⚔ The Battle of Greyford', 'After Greyford', 'Standings', 'Charts', 'Service records', 'The ladder: seasons and champions', 'The luck ledger']);
    const book = page.locator('.book-page');
    await expect.poll(() => book.locator('canvas').count()).toBe(2);
    expect(await book.textContent()).toMatch(/Spring season .*champion|no champion named/);
    await readableSnapshot(page, 'campaign-book/book-desktop');

    // The standalone web page: no script, charts as pictures, contents that link to the chapters.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save as web page…' }).click()]);
    mkdirSync(SHOTS, { recursive: true });
    const htmlFile = join(SHOTS, 'book.html');
    await download.saveAs(htmlFile);
    const html = readFileSync(htmlFile, 'utf8');
    expect(download.suggestedFilename()).toBe('The-Greyford-Campaign-book.html');
    expect(html).not.toMatch(/<script/i);
    expect(html.match(/<img src="data:image\/png;base64,/g)?.length).toBe(2);
    expect(html).toContain('href="#book-chapter-1"');
    expect(html).toContain('id="book-chapter-1"');
    expect(html).toMatch(/This was a turning point of the battle|Here the battle turned|The battle swung on that quarter-hour/);
    expect(html).toContain('The luck ledger');
    const opened = await newWatchedPage(env.browser, { viewport: SCREEN_SIZES.phone });
    await opened.goto(`file://${htmlFile}`);
    await opened.getByRole('heading', { name: 'The luck ledger' }).waitFor();
    expect(opened.problems).toEqual([]);
    await opened.close();

    // The PDF, as the browser's "Save as PDF" makes it from the print layout.
    await page.emulateMedia({ media: 'print' });
    // As the desktop app saves it (src-main/save-pdf.ts): each print says where the chapters landed and the contents take those page numbers, until a print agrees.
    const print = async () => Buffer.from(await page.pdf({ format: 'A4', printBackground: true, margin: { top: '18mm', bottom: '18mm', left: '16mm', right: '16mm' } }));
    const pdf = Buffer.from(await printWithPageNumbers(print, async (pages) => (await page.evaluate(`window.warchroniclePrintedPages(${JSON.stringify(pages)})`)) === true));
    await page.emulateMedia({ media: 'screen' });
    const chapterPages = namedDestinationPages(pdf);
    expect([...chapterPages.keys()]).toEqual(titles.map((_, i) => `book-chapter-${i + 1}`));
    const pdfFile = join(SHOTS, 'book.pdf');
    writeFileSync(pdfFile, pdf);
    const pageText = (n: number) => execFileSync('pdftotext', ['-layout', '-f', String(n), '-l', String(n), pdfFile, '-'], { encoding: 'utf8' });
    const contentsPage = pageText(chapterPages.get('book-chapter-1')! - 1);
    for (const [i, title] of titles.entries()) {
      const at = chapterPages.get(`book-chapter-${i + 1}`)!;
      // The contents line ends in the chapter's page, and that page opens with the chapter.
      expect(contentsPage).toMatch(new RegExp(`${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/^⚔ /, '')}\\s+${at}\\s*$`, 'm'));
      expect(pageText(at)).toContain(title.replace(/^⚔ /, '').split(':')[0]!);
    }
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    // A title and contents page, then a page at least for each chapter.
    expect(pages).toBeGreaterThanOrEqual(titles.length + 1);
    for (const old of readdirSync(SHOTS).filter((f) => f.startsWith('book-page-'))) rmSync(join(SHOTS, old));
    execFileSync('pdftoppm', ['-png', '-r', '50', pdfFile, join(SHOTS, 'book-page')]);
    const pngs = readdirSync(SHOTS).filter((f) => /^book-page-\d+\.png$/.test(f)).sort();
    expect(pngs.length).toBe(pages);
    // The README's pictures of the book, refreshed on request (WARCHRONICLE_DOCS_SCREENS=1) so a test run leaves the tree as it was.
    if (process.env.WARCHRONICLE_DOCS_SCREENS === '1' || !existsSync(join(DOCS, 'campaign-book-title.png'))) {
      mkdirSync(DOCS, { recursive: true });
      copyFileSync(join(SHOTS, pngs[0]!), join(DOCS, 'campaign-book-title.png'));
      copyFileSync(join(SHOTS, pngs[1]!), join(DOCS, 'campaign-book-battle.png'));
    }
    expect(page.problems).toEqual([]);
    await page.close();
  });
});
