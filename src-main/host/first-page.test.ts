import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Campaign } from '../../src-shared/contract/campaigns';
import { createCampaign } from '../services/campaigns';
import { openTempStore, type TempStore } from '../testing/temp-store';
import { CAMPAIGNS_BOOT_ID, firstPageRenderer, withCampaignsPage, type RenderCampaignsPage } from './first-page';
import { createHostServer } from './server';

const TEMPLATE = '<!doctype html><html><head><title>Warchronicle</title></head><body>\n    <div id="app"></div>\n  </body></html>';

// The renderer's real components, compiled by vitest's Vue plugin. A computed path, so this project's
// type check (Node, no DOM) does not follow it into the renderer, which tsconfig.web.json checks.
const RENDERER_MODULE = '../../src-renderer/server-render/campaigns-page';
let renderCampaignsPage: RenderCampaignsPage;
beforeAll(async () => {
  ({ renderCampaignsPage } = (await import(/* @vite-ignore */ RENDERER_MODULE)) as { renderCampaignsPage: RenderCampaignsPage });
});

let temp: TempStore;
beforeEach(() => {
  temp = openTempStore();
  writeFileSync(join(temp.dir, 'index.html'), TEMPLATE);
});
afterEach(() => temp.dispose());

const bootOf = (html: string): Campaign[] => JSON.parse(new RegExp(`<script type="application/json" id="${CAMPAIGNS_BOOT_ID}">(.*?)</script>`, 's').exec(html)![1]!) as Campaign[];
const cardTitles = (html: string): string[] => [...html.matchAll(/<span class="card-title"[^>]*>(.*?)<\/span>/g)].map((match) => match[1]!);

describe('the campaigns page the browser host sends', () => {
  it('carries every campaign as a card, newest change first, and the same list for the app to start from', async () => {
    createCampaign(temp.ctx, { name: 'Autumn War', setting: 'The Marches', description: '' });
    createCampaign(temp.ctx, { name: 'Shield Wall', setting: '', description: '' });
    const html = (await firstPageRenderer(temp.ctx, temp.dir, renderCampaignsPage)())!;
    expect(html).toContain('<div id="app" data-server-rendered>');
    expect(cardTitles(html)).toEqual(['Shield Wall', 'Autumn War']);
    expect(html).toContain('<h1');
    expect(bootOf(html).map((campaign) => campaign.name)).toEqual(['Shield Wall', 'Autumn War']);
    // The cards link the way the app's hash router does, so a link followed before the script runs lands right.
    expect(html).toMatch(/<a href="#\/campaigns\/id-2" class="card"/);
    // A scoped style's id, as the renderer build hashes it (both builds share the generator).
    expect(html).toMatch(/<ul class="card-list" aria-label="Campaigns" data-v-[0-9a-f]{8}>/);
  });

  it('shows the empty state for a new install', async () => {
    const html = (await firstPageRenderer(temp.ctx, temp.dir, renderCampaignsPage)())!;
    expect(html).toContain('No campaigns yet');
    expect(bootOf(html)).toEqual([]);
  });

  it('escapes a name that would end the script element or inject markup', async () => {
    createCampaign(temp.ctx, { name: '</script><img src=x onerror=alert(1)>', setting: '', description: '' });
    const html = (await firstPageRenderer(temp.ctx, temp.dir, renderCampaignsPage)())!;
    expect(html).not.toContain('<img src=x');
    expect(html.match(/<\/script>/g)).toHaveLength(2); // server-rendered.js's and the boot data's own
    expect(bootOf(html)[0]!.name).toBe('</script><img src=x onerror=alert(1)>');
  });

  it('is not made from an index.html without the empty app element', () => {
    expect(withCampaignsPage('<body><main></main></body>', '<p>x</p>', [])).toBeNull();
  });
});

describe('GET / on the browser host', () => {
  let server: Server;
  afterEach(async () => new Promise((resolve) => server.close(resolve)));

  async function get(path: string, options: { token?: string }): Promise<{ status: number; cacheControl?: string; body: string }> {
    server = createHostServer({ ctx: temp.ctx, rendererDir: temp.dir, loopbackOnly: !options.token, token: options.token, firstPage: options.token ? undefined : firstPageRenderer(temp.ctx, temp.dir, renderCampaignsPage) });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    return new Promise((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port, path, headers: { Host: `127.0.0.1:${port}` } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, cacheControl: res.headers['cache-control'], body: Buffer.concat(chunks).toString('utf8') }));
      })
        .on('error', reject)
        .end();
    });
  }

  it('sends the page with the campaigns in it, never cached', async () => {
    createCampaign(temp.ctx, { name: 'Autumn War', setting: '', description: '' });
    const answer = await get('/', {});
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe('no-store');
    expect(cardTitles(answer.body)).toEqual(['Autumn War']);
  });

  it('sends the plain file in LAN mode, where the list is only for those with the token', async () => {
    createCampaign(temp.ctx, { name: 'Autumn War', setting: '', description: '' });
    const answer = await get('/', { token: 'secret-token-for-the-table' });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(TEMPLATE);
  });
});
