import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './support/chromium';
import { startHost, tempDataDir, type RunningHost } from './support/host';
import { httpCaller, seedEveryScreen } from './support/seed-screens';
import { newWatchedPage } from './support/watched-page';

// Each payload sets window.__xss if it ever runs; a marker word lets the test find where it landed.
const TAG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=2</script>';
const SVG = '<svg onload="window.__xss=3">';
const hostile = (word: string): string => `${word} ${TAG}${SVG}`.slice(0, 120);
const hostileMarkdown = `Before ${TAG} ${SCRIPT} [a link](javascript:window.__xss=4) ![pic](javascript:window.__xss=5) after\n\n<a href="javascript:window.__xss=6">raw</a>`;

let browser: Browser;
let host: RunningHost;
let seeded: Awaited<ReturnType<typeof seedEveryScreen>>;
let ids: { noteBattle: string; diaryId: string; ladderId: string; sessionId: string };
const data = tempDataDir();

beforeAll(async () => {
  browser = await launchChromium();
  host = await startHost(data.dir);
  seeded = await seedEveryScreen(host.url);
  const call = httpCaller(host.url);
  const campaignId = seeded.campaignId;
  await call('campaigns.update', { id: campaignId, name: hostile('Crown'), setting: hostile('Setting'), description: hostileMarkdown });
  for (const player of seeded.players) await call('players.update', { id: player.id, name: hostile(player.name), notes: hostileMarkdown });
  await call('battles.update', { id: seeded.battleId, name: hostile('Bridge'), notes: hostileMarkdown });
  await call('chronicle.note.add', { battleId: seeded.battleId, afterSeq: 3, body: hostileMarkdown });
  const diary = await call('chronicle.diary.create', { campaignId, title: hostile('Diary'), worldDate: hostile('Date'), worldDay: 2, body: hostileMarkdown, links: [{ place: hostile('Place') }, { battleId: seeded.battleId }] });
  const ladder = await call('ladders.create', { campaignId, name: hostile('Ladder'), system: '1999', players: [hostile('Ann'), hostile('Bo')], rulings: {} });
  const [a, b] = ladder.players.map((p) => p.id);
  await call('ladders.challenge', { ladderId: ladder.ladder.id, challenger: a!, challenged: b!, scheduledAt: `${new Date().getUTCFullYear() + 1}-02-01T19:00`, place: hostile('Hall') });
  const session = await call('objectives.createSession', { campaignId, name: hostile('Session'), scenario: 'annihilation', playerA: hostile('Ann'), playerB: hostile('Bo'), rulings: {} });
  ids = { noteBattle: seeded.battleId, diaryId: diary.id, ladderId: ladder.ladder.id, sessionId: session.session.id };
});
afterAll(async () => {
  await browser?.close();
  await host?.stop();
  data.remove();
});

const campaign = () => `/campaigns/${seeded.campaignId}`;
const SCREENS = (): string[] => [
  '/campaigns',
  campaign(),
  `${campaign()}/house-rules`,
  `${campaign()}/armies`,
  `${campaign()}/armies/${seeded.armies[0]!.id}`,
  `${campaign()}/armies/${seeded.armies[0]!.id}/print`,
  `${campaign()}/battles`,
  `${campaign()}/battles/${seeded.battleId}`,
  `${campaign()}/battles/${seeded.fightingBattleId}`,
  `${campaign()}/chronicle`,
  `${campaign()}/chronicle?tab=standings`,
  `${campaign()}/chronicle?tab=records`,
  `${campaign()}/chronicle?tab=export`,
  `${campaign()}/chronicle/book`,
  `${campaign()}/chronicle/battles/${ids.noteBattle}`,
  `${campaign()}/chronicle/diary/${ids.diaryId}`,
  `${campaign()}/ladder`,
  `${campaign()}/ladder/${ids.ladderId}`,
  `${campaign()}/objectives`,
  `${campaign()}/objectives/${ids.sessionId}`,
];

/** Anything in the page a payload could have become: an element it created, a handler, a script link. */
async function injected(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const doc = (globalThis as unknown as { document: { querySelectorAll(s: string): ArrayLike<{ tagName: string; attributes: ArrayLike<{ name: string; value: string }> }> } }).document;
    const found: string[] = [];
    if ((globalThis as unknown as { __xss?: number }).__xss) found.push(`a payload ran (${(globalThis as unknown as { __xss: number }).__xss})`);
    for (const element of Array.from(doc.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        if (/^on/i.test(attribute.name)) found.push(`<${element.tagName.toLowerCase()} ${attribute.name}>`);
        if (/^(href|src|action|formaction|xlink:href)$/i.test(attribute.name) && /^\s*(javascript|data:text\/html)/i.test(attribute.value)) found.push(`<${element.tagName.toLowerCase()} ${attribute.name}="${attribute.value}">`);
      }
      if (element.tagName === 'IMG' && Array.from(element.attributes).some((a) => a.name === 'src' && a.value === 'x')) found.push('an injected <img>');
    }
    return found;
  });
}

describe('names and words players type never run as script', () => {
  it('shows every screen with <script>, onerror= and javascript: in every name and text as plain text', async () => {
    const page = await newWatchedPage(browser);
    const findings: string[] = [];
    for (const path of SCREENS()) {
      await page.goto(`${host.url}#${path}`);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      for (const found of await injected(page)) findings.push(`${path}: ${found}`);
    }
    // The payload is on screen as text (so the sweep looked at the right places).
    await page.goto(`${host.url}#${campaign()}`);
    await page.getByRole('heading', { level: 1, name: /Crown <img src=x onerror=/ }).waitFor();
    expect(findings).toEqual([]);
    // An inline handler the CSP had to stop would show up here as a console error.
    expect(page.problems).toEqual([]);
    await page.close();
  });

  it('exports Markdown in which the players’ HTML is literal text and no link runs script', async () => {
    const exported = await httpCaller(host.url)('chronicle.export', { campaignId: seeded.campaignId, format: 'markdown' });
    expect(exported.content).toContain('onerror');
    expect(exported.content).not.toMatch(/(?<!\\)<(img|script|svg|a)\b/i);
    // A link is `](target)` with an unescaped bracket; escaped `\](` is literal text.
    expect(exported.content).not.toMatch(/(?<!\\)\]\(\s*javascript:/i);
  });
});
