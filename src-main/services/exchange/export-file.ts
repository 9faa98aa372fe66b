import type { ServiceContext } from '../context';
import { notFound } from '../service-error';
import { CAMPAIGN_FILE_FORMAT, CAMPAIGN_FILE_VERSION, type CampaignFile, type CellValue, type TableBlock } from './file-format';
import { campaignTables, scopeCondition } from './tables';

/** Every row of every campaign table for one campaign, in a stable order (so files compare equal). */
export function campaignFile(ctx: ServiceContext, campaignId: string): CampaignFile {
  const sqlite = ctx.store.sqlite;
  const specs = campaignTables(sqlite);
  const campaign = sqlite.prepare('SELECT id, name FROM campaigns WHERE id = ?').get(campaignId) as { id: string; name: string } | undefined;
  if (!campaign) throw notFound('Campaign', campaignId);
  const tables: Record<string, TableBlock> = {};
  sqlite.transaction(() => {
    for (const spec of specs) {
      const columns = spec.columns.map((c) => c.name);
      const order = (spec.primaryKey.length > 0 ? spec.primaryKey : ['rowid']).map((c) => `t."${c}"`).join(', ');
      const rows = sqlite
        .prepare(`SELECT ${columns.map((c) => `t."${c}"`).join(', ')} FROM "${spec.name}" t WHERE ${scopeCondition(specs, spec)} ORDER BY ${order}`)
        .raw()
        .all({ campaignId }) as (CellValue | Buffer)[][];
      tables[spec.name] = { columns, rows: rows.map((row) => row.map((value) => (Buffer.isBuffer(value) ? value.toString('base64') : value))) };
    }
  })();
  return {
    format: CAMPAIGN_FILE_FORMAT,
    formatVersion: CAMPAIGN_FILE_VERSION,
    schemaVersion: sqlite.pragma('user_version', { simple: true }) as number,
    appVersion: ctx.appVersion,
    exportedAt: new Date(ctx.now()).toISOString(),
    campaign,
    tables,
  };
}

export function exportCampaignFile(ctx: ServiceContext, campaignId: string): { fileName: string; mediaType: string; content: string } {
  const file = campaignFile(ctx, campaignId);
  const stem = file.campaign.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '').slice(0, 80) || 'campaign';
  return { fileName: `${stem}.warchronicle.json`, mediaType: 'application/json', content: JSON.stringify(file) };
}
