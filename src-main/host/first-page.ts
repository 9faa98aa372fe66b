import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Campaign } from '../../src-shared/contract/campaigns';
import { listCampaigns } from '../services/campaigns';
import type { ServiceContext } from '../services/context';

/** Renders the campaigns page's markup for a list (src-renderer/server-render/campaigns-page.ts). */
export type RenderCampaignsPage = (campaigns: readonly Campaign[]) => Promise<string>;

/** The id of the JSON the page carries its campaigns in; main.ts reads it. */
export const CAMPAIGNS_BOOT_ID = 'campaigns-boot';

/** JSON that cannot end the <script> element it sits in, nor break a line in old parsers. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The app's index.html with the campaigns page already in it: drawn as soon as the HTML and the
 * stylesheet arrive, before the script runs, which then mounts the app over it. A page asked for by
 * its address (`#/campaigns/3/battles`) hides the list until then (server-rendered.js).
 */
export function withCampaignsPage(template: string, markup: string, campaigns: readonly Campaign[]): string | null {
  const empty = '<div id="app"></div>';
  if (!template.includes(empty)) return null;
  const page =
    '<script src="./server-rendered.js"></script>' +
    `<div id="app" data-server-rendered>${markup}</div>` +
    `<script type="application/json" id="${CAMPAIGNS_BOOT_ID}">${jsonForScript(campaigns)}</script>`;
  return template.replace(empty, page);
}

/**
 * What the browser host sends for `/`: index.html with the campaigns page rendered into it, or null
 * (send the file as it is) when the list cannot be read or rendered.
 */
export function firstPageRenderer(ctx: ServiceContext, rendererDir: string, render: RenderCampaignsPage): () => Promise<string | null> {
  let template: string | undefined;
  return async () => {
    try {
      template ??= readFileSync(join(rendererDir, 'index.html'), 'utf8');
      const campaigns = listCampaigns(ctx);
      return withCampaignsPage(template, await render(campaigns), campaigns);
    } catch (error) {
      console.error('[warchronicle] could not render the campaigns page; sending the plain page:', error);
      return null;
    }
  };
}
