import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CallOutput } from '../../../src-shared/contract';
import { narrateBattle } from '../../../src-shared/chronicle';
import { generateBattle, largeSetup } from '../../../src-shared/rules/orders-omens/battle/testing/generate';
import { dispatch } from '../../dispatch';
import { openTempStore, type TempStore } from '../../testing/temp-store';
import { createCampaign } from '../campaigns';
import { battleLog, createBattleRecord } from '../orders-omens/battle-log';
import { indexChroniclesInBackground, refreshStaleChronicles } from './battle-chronicle';

const BATTLES = 12;
const setup = largeSetup();

let temp: TempStore;
beforeEach(() => {
  temp = openTempStore();
});
afterEach(() => temp.dispose());

/** A campaign of generated battles whose chronicles have never been narrated (as after an import). */
function seedBattles(): { campaignId: string; battleIds: string[] } {
  const campaign = createCampaign(temp.ctx, { name: 'Many battles', setting: '', description: '' });
  const battleIds = Array.from({ length: BATTLES }, (_, b) => {
    const { id } = createBattleRecord(temp.ctx, { campaignId: campaign.id, name: `Battle ${b}`, setup, rulings: {} });
    battleLog.append(temp.ctx, id, () => generateBattle(setup, 80, 300 + b).events);
    return id;
  });
  temp.store.sqlite.prepare('DELETE FROM battle_chronicle_cache').run();
  return { campaignId: campaign.id, battleIds };
}

const cachedTexts = () => new Map((temp.store.sqlite.prepare('SELECT battle_id AS id, text FROM battle_chronicle_cache').all() as { id: string; text: string }[]).map((row) => [row.id, row.text]));
const search = (campaignId: string, query: string) => {
  const result = dispatch(temp.ctx, 'chronicle.search', { campaignId, query, limit: 50 });
  if (!result.ok) throw new Error(result.error.message);
  return result.value as CallOutput<'chronicle.search'>;
};
const ticks = async (until: () => boolean) => {
  for (let i = 0; i < 10_000 && !until(); i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('chronicle indexing after an import', () => {
  it('a budget of no time still narrates one battle per call, commits it, and counts the rest as pending', () => {
    const { campaignId } = seedBattles();
    expect(refreshStaleChronicles(temp.ctx, campaignId, 0)).toEqual({ pending: BATTLES - 1 });
    expect(cachedTexts().size).toBe(1);
    expect(refreshStaleChronicles(temp.ctx, campaignId, 0)).toEqual({ pending: BATTLES - 2 });
    expect(refreshStaleChronicles(temp.ctx, campaignId)).toEqual({ pending: 0 });
    expect(cachedTexts().size).toBe(BATTLES);
  });

  it('indexes in the background between requests: a search meanwhile answers at once with what is pending, and the end result is the narrator’s text for every battle', async () => {
    const { campaignId, battleIds } = seedBattles();
    indexChroniclesInBackground(temp.ctx, campaignId);
    // The background has not run yet, and the search leaves the narrating to it.
    expect(search(campaignId, 'battle').pending).toBe(BATTLES);
    expect(cachedTexts().size).toBe(0);
    await ticks(() => cachedTexts().size === BATTLES);
    expect(search(campaignId, 'battle').pending).toBe(0);
    const texts = cachedTexts();
    for (const [b, id] of battleIds.entries()) {
      const events = (temp.store.sqlite.prepare('SELECT payload_json AS p FROM battle_events WHERE battle_id = ? ORDER BY seq').all(id) as { p: string }[]).map((row) => JSON.parse(row.p) as { type: string });
      const narrated = narrateBattle({ battleId: id, name: `Battle ${b}`, setup, events, rulings: {}, thirds: {} });
      expect(texts.get(id)).toBe(narrated.lines.map((line) => line.text).join('\n'));
    }
    const firstWord = texts.get(battleIds[0]!)!.match(/[A-Z][a-z]{5,}/)![0];
    expect(search(campaignId, firstWord).hits.length).toBeGreaterThan(0);
  });

  it('a search with battles pending starts the background itself, which finishes the job', async () => {
    const { campaignId } = seedBattles();
    const first = search(campaignId, 'battle');
    expect(first.pending).toBeLessThan(BATTLES);
    await ticks(() => cachedTexts().size === BATTLES);
    expect(search(campaignId, 'battle').pending).toBe(0);
  });

  it('stops quietly when the database is closed under it', async () => {
    const { campaignId } = seedBattles();
    indexChroniclesInBackground(temp.ctx, campaignId);
    temp.store.close();
    await ticks(() => false);
    expect(temp.store.sqlite.open).toBe(false);
  });
});
