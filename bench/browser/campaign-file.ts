import { seedBridgeCampaign } from '../../src-shared/chronicle/testing/seed-campaign';
import { generateBattle, largeSetup } from '../../src-shared/rules/orders-omens/battle/testing/generate';
import { replay } from '../../src-shared/rules/orders-omens/battle/reducer';
import type { ServiceContext } from '../../src-main/services/context';
import { summarise } from '../../src-main/services/orders-omens/battle-log';
import type { CampaignFile, CellValue, TableBlock } from '../../src-main/services/exchange/file-format';
import { typedCaller as caller } from '../../src-main/testing/typed-caller';

/** A word every battle's name carries, so the first search after the import has hits. */
export const SEARCH_WORD = 'crossroads';
const WORDS = ['bridge', SEARCH_WORD, 'siege', 'banner', 'oath', 'river', 'ford', 'ambush', 'harvest', 'winter', 'march', 'forest'];

/**
 * The campaign file a large group would bring: a real small campaign made through the services
 * and exported, grown to `battles` Orders & Omens battles of `eventsPerBattle` generated engine
 * events (a few distinct logs, each replayed for its summary), as `exchange.import` takes it.
 */
export async function largeCampaignFile(ctx: ServiceContext, battles: number, eventsPerBattle: number): Promise<{ text: string; campaignId: string; name: string }> {
  const call = caller(ctx);
  const name = 'The Thousand Battles';
  const seeded = await seedBridgeCampaign(call, name);
  const base = JSON.parse(call('exchange.export', { campaignId: seeded.campaignId }).content) as CampaignFile;
  const tables = Object.fromEntries(Object.entries(base.tables).map(([table, block]) => [table, { columns: block.columns, rows: [...block.rows] as CellValue[][] }]));
  const put = (table: string, values: Record<string, CellValue>) => {
    const block = tables[table]!;
    block.rows.push(block.columns.map((column) => (column in values ? values[column]! : null)));
  };
  const battleColumns = tables.battles!.columns;
  const template = Object.fromEntries(battleColumns.map((column, i) => [column, tables.battles!.rows[0]![i]!]));
  const setup = largeSetup();
  const logs: { events: (readonly [string, string])[]; summary: string; status: string }[] = [];
  for (let seed = 100; logs.length < 8; seed++) {
    if (seed > 1_000) throw new Error('could not generate enough long battles');
    const events = generateBattle(setup, eventsPerBattle, seed).events.slice(0, eventsPerBattle);
    if (events.length !== eventsPerBattle) continue;
    const state = replay(setup, events).state;
    logs.push({ events: events.map((e) => [e.type, JSON.stringify(e)] as const), summary: JSON.stringify(summarise(state)), status: state.phase === 'over' ? 'over' : 'in-progress' });
  }
  const setupJson = JSON.stringify(setup);
  const t0 = 1_700_000_000_000;
  for (let b = 0; b < battles; b++) {
    const id = `bench-battle-${b}`;
    const log = logs[b % logs.length]!;
    put('battles', { ...template, id, name: `The Battle of the ${WORDS[b % WORDS.length]} ${b}`, setup_json: setupJson, rulings_json: '{}', status: log.status, event_count: eventsPerBattle, summary_json: log.summary, created_at: t0 + b * 1000, updated_at: t0 + b * 1000 });
    log.events.forEach(([type, payload], i) => put('battle_events', { battle_id: id, seq: i + 1, type, payload_json: payload, recorded_at: t0 + b * 1000 + i }));
    put('battle_chronicles', { battle_id: id, world_date: `Day ${b * 2} of the war`, world_day: b * 2, updated_at: t0 });
  }
  return { text: JSON.stringify({ ...base, tables: tables as Record<string, TableBlock> }), campaignId: seeded.campaignId, name };
}
