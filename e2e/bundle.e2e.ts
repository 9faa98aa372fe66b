import { beforeAll, describe, expect, it } from 'vitest';
import { enteredDice } from '../src-shared/rules/dice';
import { blueRoster, redRoster } from '../src-shared/rules/orders-omens/walkthrough/testing/sample-armies';
import { chunkCode, chunkNamed, ENTRY_LIMIT_BYTES, entryChunk, staticClosure } from './support/bundle';
import { useBrowserHost } from './support/browser-host';

/** A chunk of one game system's own screens (electron.vite.config.ts names them `<system>-<Component>-<hash>.js`). */
const SYSTEM_CHUNK = /^(orders-omens|order-66|1999|opend6|infinity-its)-/;

/** The spec's browser host, read when a test runs (useBrowserHost starts it in beforeAll). */
function lazyHost() {
  const started = useBrowserHost();
  return { browser: () => started.browser, host: () => started.host, api: started.api };
}

// The built renderer, as `electron-vite build` leaves it: what a browser downloads before the first paint.
describe('the renderer bundle', () => {
  it(`keeps the entry file within ${ENTRY_LIMIT_BYTES / 1024} KB`, () => {
    const entry = entryChunk();
    expect(entry.bytes, `${entry.file} is ${(entry.bytes / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(ENTRY_LIMIT_BYTES);
  });

  it('loads neither zod, the game systems nor Chart.js for the campaigns page', () => {
    const firstPaint = staticClosure(entryChunk());
    for (const part of firstPaint) {
      const code = chunkCode(part);
      expect(code, `${part.file} holds zod`).not.toContain('$ZodObject');
      expect(code, `${part.file} holds Chart.js`).not.toContain('getDatasetMeta');
      expect(part.file, 'the systems registry').not.toMatch(/^registry-/);
    }
    const total = firstPaint.reduce((sum, part) => sum + part.bytes, 0);
    expect(total).toBeLessThanOrEqual(ENTRY_LIMIT_BYTES);
  });

  it('finds the markers it looks for where they are, so the test above can fail', () => {
    const schemas = staticClosure(chunkNamed('CampaignForm'));
    expect(schemas.some((part) => chunkCode(part).includes('$ZodObject'))).toBe(true);
    expect(chunkCode(chunkNamed('chart'))).toContain('getDatasetMeta');
  });
});

// In Chromium against the browser host: what a page actually fetches as a group plays.
describe('each game system’s battle screens, loaded on their own', () => {
  const { browser, host, api } = lazyHost();
  let campaignId = '';
  let order66Battle = '';
  let ordersOmensBattle = '';

  beforeAll(async () => {
    campaignId = (await api<{ id: string }>('campaigns.create', { name: 'The Glass Stair' })).id;
    const sides = [];
    for (const [name, force] of [
      ['Ann', 'The Blade Circle'],
      ['Bram', 'The Storm Choir'],
    ] as const) {
      const player = await api<{ id: string }>('players.create', { campaignId, name, colour: '#1f5f8b' });
      const roster = { name: force, allegiance: 'order', mystic: name === 'Ann' ? 'libby' : 'kieran', creation: { rolls: enteredDice([2, 2, 2, 1], 3), assignment: { combat: 0, range: 1, dodge: 2 } }, grymn: 1 };
      const made = await api<{ id: string }>('forces.create', { campaignId, playerId: player.id, system: 'order-66', roster });
      sides.push({ playerId: player.id, armyIds: [made.id] });
    }
    order66Battle = (await api<{ id: string }>('battles.create', { system: 'order-66', campaignId, name: 'The Duel at the Glass Stair', sides, setup: {} })).id;
    const [blue, red] = await Promise.all(
      [blueRoster(), redRoster()].map(async (roster, i) => {
        const player = await api<{ id: string }>('players.create', { campaignId, name: i === 0 ? 'Cara' : 'Dev', colour: i === 0 ? '#2f5d8a' : '#8e2a22' });
        return (await api<{ id: string }>('armies.create', { campaignId, playerId: player.id, roster })).id;
      }),
    );
    ordersOmensBattle = (await api<{ id: string }>('battles.create', { campaignId, name: 'The Battle of the Mill', armyA: blue, armyB: red, tableWidthFeet: 4, tableDepthFeet: 4, turnLimit: 6, objectives: [{ name: 'The bridge' }] })).id;
  });

  /** The script files a fresh page fetched opening `path`, until its level-1 `heading` (and `drawn`) showed and the network went quiet. */
  async function scriptsFetched(path: string, heading: string, drawn?: string): Promise<string[]> {
    const page = await browser().newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) scripts.push(request.url().split('/').pop()!);
    });
    await page.goto(`${host().url}#${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    if (drawn) await page.getByText(drawn).first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.close();
    return scripts;
  }

  it('draws the battles list without any system’s screens', async () => {
    const scripts = await scriptsFetched(`/campaigns/${campaignId}/battles`, 'Battles', 'The Duel at the Glass Stair');
    expect(scripts.filter((file) => SYSTEM_CHUNK.test(file))).toEqual([]);
    expect(scripts.filter((file) => /^registry-/.test(file)), 'the registries').toEqual([]);
  });

  it('opens an Order 66 battle without downloading Orders & Omens’ battle screen, and an Orders & Omens battle with it', async () => {
    const order66 = await scriptsFetched(`/campaigns/${campaignId}/battles/${order66Battle}`, 'The Duel at the Glass Stair');
    expect(order66.some((file) => file.startsWith('order-66-BattlePanel-'))).toBe(true);
    expect(order66.filter((file) => file.startsWith('orders-omens-'))).toEqual([]);
    // The same check finds the chunk when it is fetched, so it can fail.
    const ordersOmens = await scriptsFetched(`/campaigns/${campaignId}/battles/${ordersOmensBattle}`, 'The Battle of the Mill');
    expect(ordersOmens.some((file) => file.startsWith('orders-omens-BattleScreen-'))).toBe(true);
    expect(ordersOmens.filter((file) => file.startsWith('order-66-'))).toEqual([]);
  });
});
