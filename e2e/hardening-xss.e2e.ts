import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { seedEveryScreen } from './support/seed-screens';
import { newWatchedPage } from './support/watched-page';

// Each payload sets window.__xss if it ever runs; a marker word lets the test find where it landed.
// `npm test` sweeps with the first set; `npm run bench` soaks every set (XSS_VECTOR_SET=0,1,2…).
const XSS_VECTOR_SETS = [
  { tag: '<img src=x onerror="window.__xss=1">', script: '<script>window.__xss=2</script>', svg: '<svg onload="window.__xss=3">' },
  { tag: '"><iframe srcdoc="<script>parent.__xss=7</script>">', script: '<a href="javascript:window.__xss=8">go</a>', svg: "'><svg/onload=window.__xss=9>" },
  { tag: '<details open ontoggle="window.__xss=10">', script: '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=11>', svg: '<body onload=window.__xss=12><input autofocus onfocus=window.__xss=13>' },
] as const;
const VECTORS = XSS_VECTOR_SETS[Number(process.env.XSS_VECTOR_SET ?? 0)]!;
const hostile = (word: string): string => `${word} ${VECTORS.tag}${VECTORS.svg}`.slice(0, 120);
const hostileMarkdown = `Before ${VECTORS.tag} ${VECTORS.script} [a link](javascript:window.__xss=4) ![pic](javascript:window.__xss=5) after\n\n<a href="javascript:window.__xss=6">raw</a>`;
const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const env = useBrowserHost();
let seeded: Awaited<ReturnType<typeof seedEveryScreen>>;
let ids: { noteBattle: string; diaryId: string; ladderId: string; sessionId: string };

beforeAll(async () => {
  seeded = await seedEveryScreen(env.host.url);
  const call = apiCaller(env.host.url);
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
        if (/^(on|srcdoc$)/i.test(attribute.name)) found.push(`<${element.tagName.toLowerCase()} ${attribute.name}>`);
        if (/^(href|src|action|formaction|xlink:href)$/i.test(attribute.name) && /^\s*(javascript|data:text\/html)/i.test(attribute.value)) found.push(`<${element.tagName.toLowerCase()} ${attribute.name}="${attribute.value}">`);
      }
      if (element.tagName === 'IMG' && Array.from(element.attributes).some((a) => a.name === 'src' && a.value === 'x')) found.push('an injected <img>');
      // An element a payload would create carries its marker (a name in a value or title attribute is plain text).
      if (['IFRAME', 'MGLYPH', 'DETAILS', 'MATH', 'SVG'].includes(element.tagName.toUpperCase()) && Array.from(element.attributes).some((a) => a.value.includes('__xss'))) {
        found.push(`an injected <${element.tagName.toLowerCase()}>`);
      }
    }
    return found;
  });
}

describe('names and words players type never run as script', () => {
  it('shows every screen with <script>, onerror= and javascript: in every name and text as plain text', async () => {
    const page = await newWatchedPage(env.browser);
    const findings: string[] = [];
    for (const path of SCREENS()) {
      await page.goto(`${env.host.url}#${path}`);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      for (const found of await injected(page)) findings.push(`${path}: ${found}`);
    }
    // The payload is on screen as text (so the sweep looked at the right places).
    await page.goto(`${env.host.url}#${campaign()}`);
    await page.getByRole('heading', { level: 1, name: new RegExp(`^${escaped(hostile('Crown').slice(0, 16))}`) }).waitFor();
    expect(findings).toEqual([]);
    // An inline handler the CSP had to stop would show up here as a console error.
    expect(page.problems).toEqual([]);
    await page.close();
  });

  it('exports Markdown in which the players’ HTML is literal text and no link runs script', async () => {
    const exported = await apiCaller(env.host.url)('chronicle.export', { campaignId: seeded.campaignId, format: 'markdown' });
    expect(exported.content).toContain('__xss');
    expect(exported.content).not.toMatch(/(?<!\\)<(img|script|svg|a|iframe|details|math|body|input|style)\b/i);
    // A link is `](target)` with an unescaped bracket; escaped `\](` is literal text.
    expect(exported.content).not.toMatch(/(?<!\\)\]\(\s*javascript:/i);
  });
});
