import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { openDatabase } from '../../src-main/db/open';
import { createServiceContext } from '../../src-main/services/context';
import { MIGRATIONS_FOLDER } from '../../src-main/testing/temp-store';
import { UPLOAD_CHUNK_CHARS } from '../../src-shared/contract/upload-limit';
import { launchChromium } from '../../e2e/support/chromium';
import { startHost, type RunningHost } from '../../e2e/support/host';
import { buildShipped } from '../shipped-build';
import { apiCaller } from '../../e2e/support/api';
import { ENTRY_LIMIT_BYTES, entryChunk, RENDERER_OUT, staticClosure } from '../../e2e/support/bundle';
import { largeCampaignFile, SEARCH_WORD } from '../browser/campaign-file';
import { writeLongBattles } from '../browser/long-battles';
import { describeRuns, listShown, mostDomNodesWhileScrolling, timeUntil, timings, type Timings } from '../browser/in-page';
import { ratioMetric, type BenchSuite, type Metric } from '../suite';

const STEP_SIZES = [50, 500, 5000] as const;
const CAMPAIGN_BATTLES = 1_000;
const EVENTS_PER_BATTLE = 200;
const RUNS = 5;
const DOM_LIMIT = 1_500;
const VIEWPORT = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };


const upTo = (name: string, value: number, limit: number, unit: string, note?: string): Metric => ({ name, value, unit, target: { op: '<=', value: limit }, ...(note ? { note } : {}) });

/** What the browser downloads before the campaigns page can draw. */
function bundleMetrics(): Metric[] {
  const entry = entryChunk();
  const firstPaint = staticClosure(entry);
  const firstPaintBytes = firstPaint.reduce((sum, part) => sum + part.bytes, 0);
  return [
    upTo('browser.entry.kb', entry.bytes / 1024, ENTRY_LIMIT_BYTES / 1024, 'KB', `${entry.file}, uncompressed`),
    { name: 'browser.firstPaintScripts.kb', value: firstPaintBytes / 1024, unit: 'KB', note: `${firstPaint.length} files before the campaigns page draws` },
  ];
}

/** Each system's own battle screen (electron.vite.config.ts names it `<system>-Battle…-<hash>.js`): fetched only when one of its battles is opened. */
function battleScreenMetrics(): Metric[] {
  const assets = join(RENDERER_OUT, 'assets');
  return readdirSync(assets)
    .map((file) => ({ file, match: /^([a-z0-9-]+)-Battle(?:Screen|Panel)-[A-Za-z0-9_-]{8}\.js$/.exec(file) }))
    .filter((found) => found.match !== null)
    .map(({ file, match }) => ({ name: `browser.battleScreen.${match![1]}.kb`, value: statSync(join(assets, file)).size / 1024, unit: 'KB', note: `${file}, its own chunk: a group playing another system never downloads it` }));
}

/**
 * Notes, inside the page, the moment after the frame that first draws the campaigns list (or its
 * empty state), whether the browser host sent it in the HTML (host/first-page.ts) or the app drew
 * it; and when the app has mounted (Vue marks its root), from which every button works. Checked on
 * each frame from the start of the document, so a list that arrives with the HTML counts from its
 * first frame. The page is waited for through a console line rather than Playwright's locators, whose
 * injected script would run on the page's main thread while it loads.
 */
const SHOWN_MARKER = `(() => {
  const seen = () => document.querySelector('h1') && document.querySelector('.card-list li, .empty');
  const live = () => document.querySelector('#app[data-v-app]');
  let shownAt;
  const tick = () => {
    if (shownAt === undefined && seen()) setTimeout(() => { shownAt = performance.now(); }, 0);
    if (shownAt !== undefined && live()) { console.log('warchronicle-first-paint ' + shownAt + ' ' + performance.now()); return; }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

/** A cold browser (new context, empty cache) opening the app: until the campaigns page is drawn, and until it is live. */
async function firstPaint(browser: Browser, host: RunningHost): Promise<Metric[]> {
  const shown: number[] = [];
  const live: number[] = [];
  const contentful: number[] = [];
  let transferred = 0;
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: VIEWPORT });
    await context.addInitScript(SHOWN_MARKER);
    const page = await context.newPage();
    const marked = page.waitForEvent('console', { predicate: (message) => message.text().startsWith('warchronicle-first-paint '), timeout: 60_000 });
    await page.goto(host.url, { waitUntil: 'commit' });
    const [shownAt, liveAt] = (await marked).text().split(' ').slice(1).map(Number) as [number, number];
    const times = (await page.evaluate(`(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const entry = performance.getEntriesByType('resource').find((r) => /\\/assets\\/index-[^/]+\\.js$/.test(r.name));
      return { fcp: paint ? paint.startTime : NaN, transfer: entry ? entry.transferSize : 0 };
    })()`)) as { fcp: number; transfer: number };
    contentful.push(times.fcp);
    shown.push(shownAt);
    live.push(liveAt);
    transferred = times.transfer;
    await context.close();
  }
  return [
    upTo('browser.firstPaint.ms', timings(shown).best, 400, 'ms', `cold cache, until the campaigns list is drawn (sent in the page by the browser host), ${describeRuns(timings(shown), RUNS)}; first contentful paint ${timings(contentful).best.toFixed(0)} ms`),
    { name: 'browser.firstPaint.live.ms', value: timings(live).best, unit: 'ms', note: `until the app has mounted over it and every control works, ${describeRuns(timings(live), RUNS)}` },
    { name: 'browser.entry.transferred.kb', value: transferred / 1024, unit: 'KB', note: 'the entry file as sent (brotli from the host)' },
  ];
}

async function openPage(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage({ viewport: VIEWPORT });
  await page.goto(url);
  return page;
}

const buttonNamed = (text: string) => `[...document.querySelectorAll('button')].find((b) => b.textContent.includes(${JSON.stringify(text)}) && !b.disabled)`;
/** Found before the clock starts, so the check on each DOM change is cheap. */
const FIND_CONTROLS = `const tab = [...document.querySelectorAll('[role="tab"]')].find((t) => /^Event log/.test(t.textContent)); const buttons = document.getElementsByTagName('button')`;
const enabledButton = (text: string) => `[...buttons].find((b) => !b.disabled && b.textContent.includes(${JSON.stringify(text)}))`;

/** One step at the table at each size: Undo, then Redo timed from the click to the repaint with the log open. */
async function steps(browser: Browser, host: RunningHost, campaignId: string, battles: readonly { size: number; id: string }[]): Promise<Metric[]> {
  const metrics: Metric[] = [];
  const stepTimes = new Map<number, Timings>();
  for (const { size, id } of battles) {
    const page = await openPage(browser, `${host.url}#/campaigns/${campaignId}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const openMs = await timeUntil(page, `location.hash = '#/campaigns/${campaignId}/battles/${id}'`, `${buttonNamed('Undo last step')} && document.querySelector('[role="tab"]')`, { timeoutMs: 60_000 });
    await page.getByRole('tab', { name: /Event log/ }).click();
    await page.locator('.event-log .log-row').first().waitFor();
    const redo: number[] = [];
    const undo: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      undo.push(await timeUntil(page, `${enabledButton('Undo last step')}.click()`, `tab.textContent.includes('(${size - 1})') && ${enabledButton('Redo')}`, { prepareJs: FIND_CONTROLS }));
      redo.push(await timeUntil(page, `${enabledButton('Redo')}.click()`, `tab.textContent.includes('(${size})') && document.querySelector('.event-log .log-seq')?.textContent === '${size}' && ${enabledButton('Undo last step')}`, { prepareJs: FIND_CONTROLS }));
    }
    const nodes = await mostDomNodesWhileScrolling(page);
    await page.close();
    const step = timings(redo);
    stepTimes.set(size, step);
    metrics.push(
      upTo(`browser.step.${size}.ms`, step.best, 100, 'ms', `Redo of one step (battles.append), click to repaint with the event log open; ${describeRuns(step, RUNS)}`),
      { name: `browser.undo.${size}.ms`, value: timings(undo).best, unit: 'ms', note: `Undo, click to repaint; ${describeRuns(timings(undo), RUNS)}` },
      { name: `browser.openBattle.${size}.ms`, value: openMs, unit: 'ms', note: 'route change to the battle screen drawn (battles.get), once' },
      upTo(`browser.eventLog.${size}.domNodes`, nodes, DOM_LIMIT, 'elements', 'the whole page with the log open, most seen while scrolling it'),
    );
  }
  const smallest = stepTimes.get(STEP_SIZES[0])!.best;
  for (const size of STEP_SIZES.slice(1)) {
    metrics.push(ratioMetric(`browser.step.${size}.vs${STEP_SIZES[0]}`, { measured: stepTimes.get(size)!.best, baseline: smallest, unit: 'ms', baselineLabel: `one step at ${STEP_SIZES[0]} steps` }, undefined, 'how the click-to-repaint grows with the battle'));
  }
  return metrics;
}

/** Uploads and imports a campaign file over HTTP as the import dialog does; answers when the import call returns. */
async function importOverHttp(host: RunningHost, text: string): Promise<{ campaignId: string; importedAt: number }> {
  const call = apiCaller(host.url);
  const uploadId = `bench-${Date.now()}`;
  const total = Math.max(1, Math.ceil(text.length / UPLOAD_CHUNK_CHARS));
  for (let index = 0; index < total; index++) await call('exchange.upload', { uploadId, index, total, chunk: text.slice(index * UPLOAD_CHUNK_CHARS, (index + 1) * UPLOAD_CHUNK_CHARS) });
  await call('exchange.check', { uploadId });
  const imported = await call('exchange.import', { uploadId, mode: 'as-is' });
  return { campaignId: imported.campaignId, importedAt: performance.now() };
}

/** Right after the import: the chronicle's search, submit to results drawn; then how long until every battle is searchable. */
async function searchAfterImport(browser: Browser, host: RunningHost, campaignId: string, importedAt: number): Promise<Metric[]> {
  const page = await openPage(browser, `${host.url}#/campaigns/${campaignId}/chronicle?tab=search`);
  await page.getByLabel('Search the chronicle').fill(SEARCH_WORD);
  const searchMs = await timeUntil(page, `document.querySelector('form[role="search"] button[type="submit"]').click()`, `${listShown('Search results')} || [...document.querySelectorAll('p.muted')].some((p) => p.textContent.startsWith('Nothing in the chronicle'))`);
  await page.close();
  const call = apiCaller(host.url);
  let searchable = NaN;
  while (performance.now() - importedAt < 120_000) {
    const { pending } = await call('chronicle.search', { campaignId, query: SEARCH_WORD, limit: 1 });
    if (pending === 0) {
      searchable = performance.now() - importedAt;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return [
    upTo('browser.search.afterImport.ms', searchMs, 300, 'ms', `first search right after importing ${CAMPAIGN_BATTLES} battles x ${EVENTS_PER_BATTLE} events, submit to results drawn`),
    { name: 'browser.importUntilSearchable.ms', value: searchable, unit: 'ms', note: 'import answered until search reports no battle left to index' },
  ];
}

/** What the page's `battles.list` calls took: the first rows it draws, then the whole list it reads after them. */
interface ListAnswers {
  readonly first: number;
  readonly firstKb: number;
  readonly whole: number;
  readonly wholeKb: number;
  /** From the first call's start to the end of the whole list's answer. */
  readonly allRows: number;
}

const LIST_ANSWERS = `(async () => {
  const calls = () => performance.getEntriesByType('resource').filter((r) => r.name.endsWith('/api/battles.list'));
  // The page draws its first 30 rows (BattlesView's FIRST_ROWS), then reads the whole list: wait for it (a short list is answered in one call).
  for (let waited = 0; waited < 10000 && calls().length < 2 && document.querySelectorAll('.card-list > li:not(.virtual-spacer)').length === 30; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
  const [first, whole] = calls();
  return { first: first.duration, firstKb: first.encodedBodySize / 1024, whole: (whole ?? first).duration, wholeKb: (whole ?? first).encodedBodySize / 1024, allRows: (whole ?? first).responseEnd - first.startTime };
})()`;

/** Counts the page's requests in flight, so a timed step can start once the page before it has finished loading. */
function requestsInFlight(page: Page): { quiet(quietMs?: number): Promise<void>; stop(): void } {
  let inFlight = 0;
  let changedAt = Date.now();
  const started = () => {
    inFlight++;
    changedAt = Date.now();
  };
  const ended = () => {
    inFlight--;
    changedAt = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet(quietMs = 150) {
      const giveUpAt = Date.now() + 30_000;
      while ((inFlight > 0 || Date.now() - changedAt < quietMs) && Date.now() < giveUpAt) await new Promise((resolve) => setTimeout(resolve, 20));
    },
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/**
 * Route change from the overview to the battles list drawn, RUNS times after a first visit; and what
 * its `battles.list` answers took. Each visit starts once the overview has finished loading (its
 * calls would otherwise queue ahead of the list's on the host), as a player opens the list from it.
 */
async function listTimes(page: Page, campaignId: string): Promise<{ shown: Timings; answers: ListAnswers[] }> {
  const overview = `location.hash = '#/campaigns/${campaignId}'`;
  const list = `location.hash = '#/campaigns/${campaignId}/battles'`;
  const listDrawn = `${listShown('Finished battles')} || ${listShown('In progress battles')}`;
  const network = requestsInFlight(page);
  // The first visit loads the page's code; the figure is the visit after it, as in play.
  await timeUntil(page, list, listDrawn);
  const shown: number[] = [];
  const answers: ListAnswers[] = [];
  for (let run = 0; run < RUNS; run++) {
    await network.quiet();
    await timeUntil(page, overview, `document.querySelector('h1') && !location.hash.endsWith('/battles')`);
    await network.quiet();
    await page.evaluate('performance.clearResourceTimings()');
    shown.push(await timeUntil(page, list, listDrawn));
    answers.push((await page.evaluate(LIST_ANSWERS)) as ListAnswers);
  }
  network.stop();
  return { shown: timings(shown), answers };
}

const bestOf = (answers: readonly ListAnswers[], key: 'first' | 'whole' | 'allRows') => timings(answers.map((answer) => answer[key]));

/** The battles list and the overview of the imported 1,000-battle campaign, beside the list of a three-battle one. */
async function battleLists(browser: Browser, host: RunningHost, campaignId: string, smallCampaignId: string): Promise<Metric[]> {
  const page = await openPage(browser, `${host.url}#/campaigns/${campaignId}`);
  await page.getByRole('heading', { name: 'Battles', exact: true }).waitFor();
  await page.locator('[aria-label="Battles"] > li').first().waitFor();
  const overviewNodes = await mostDomNodesWhileScrolling(page);
  const small = await listTimes(page, smallCampaignId);
  const large = await listTimes(page, campaignId);
  const listNodes = await mostDomNodesWhileScrolling(page);
  const cards = (await page.evaluate(`document.querySelectorAll('.card-list > li:not(.virtual-spacer)').length`)) as number;
  // One card a row on a phone: more rows in the window, each smaller.
  await page.setViewportSize(PHONE);
  const phoneNodes = await mostDomNodesWhileScrolling(page);
  await page.close();
  return [
    upTo(
      `browser.battlesList.${CAMPAIGN_BATTLES}.ms`,
      large.shown.best,
      100,
      'ms',
      `route change to the list drawn, ${describeRuns(large.shown, RUNS)}; its first battles.list answer (the rows it draws, ${large.answers[0]!.firstKb.toFixed(0)} KB) took ${bestOf(large.answers, 'first').best.toFixed(0)} ms (median ${bestOf(large.answers, 'first').median.toFixed(0)}), the whole list read after it (${large.answers[0]!.wholeKb.toFixed(0)} KB) ${bestOf(large.answers, 'whole').best.toFixed(0)} ms (median ${bestOf(large.answers, 'whole').median.toFixed(0)})`,
    ),
    { name: `browser.battlesList.${CAMPAIGN_BATTLES}.allRows.ms`, value: bestOf(large.answers, 'allRows').best, unit: 'ms', note: `from the page's first battles.list call to the whole list read (the cards below the first 30 come from it); median ${bestOf(large.answers, 'allRows').median.toFixed(0)}` },
    ratioMetric(`browser.battlesList.${CAMPAIGN_BATTLES}.vs3`, { measured: large.shown.best, baseline: small.shown.best, unit: 'ms', baselineLabel: 'a 3-battle campaign' }, undefined, 'the same route change'),
    upTo(`browser.battlesList.${CAMPAIGN_BATTLES}.domNodes`, Math.max(listNodes, phoneNodes), DOM_LIMIT, 'elements', `most seen while scrolling, desktop ${listNodes} (${cards} of ${CAMPAIGN_BATTLES + 1} cards in the page), phone ${phoneNodes}`),
    upTo(`browser.overview.${CAMPAIGN_BATTLES}.domNodes`, overviewNodes, DOM_LIMIT, 'elements', 'campaign overview with its battle list; most seen while scrolling'),
  ];
}

/**
 * The waits a player has in the browser app, in headless Chromium against the browser host:
 * first paint, one step at 50/500/5,000 steps, the battles list of a 1,000-battle campaign, the
 * first search after importing it, and the renderer's entry size.
 */
export const suite: BenchSuite = {
  name: 'browser',
  async run() {
    buildShipped();
    const load = loadavg()[0]!;
    const metrics: Metric[] = [...bundleMetrics(), ...battleScreenMetrics(), { name: 'browser.machine.load', value: load, note: `1-minute load average on ${cpus().length} cores when the browser figures started: timings scale with it` }];
    const dataDir = mkdtempSync(join(tmpdir(), 'warchronicle-bench-browser-'));
    let host: RunningHost | null = null;
    let browser: Browser | null = null;
    try {
      const long = writeLongBattles(dataDir, STEP_SIZES);
      const sourceDir = mkdtempSync(join(tmpdir(), 'warchronicle-bench-source-'));
      const source = openDatabase({ file: join(sourceDir, 'source.db'), migrationsFolder: MIGRATIONS_FOLDER });
      const file = await largeCampaignFile(createServiceContext(source, 'browser', 'bench'), CAMPAIGN_BATTLES, EVENTS_PER_BATTLE);
      source.close();
      rmSync(sourceDir, { recursive: true, force: true });

      host = await startHost(dataDir);
      browser = await launchChromium();
      metrics.push(...(await firstPaint(browser, host)));
      metrics.push(...(await steps(browser, host, long.campaignId, long.battles)));
      const { campaignId, importedAt } = await importOverHttp(host, file.text);
      metrics.push(...(await searchAfterImport(browser, host, campaignId, importedAt)));
      metrics.push(...(await battleLists(browser, host, campaignId, long.campaignId)));
      return metrics;
    } finally {
      await browser?.close();
      await host?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
