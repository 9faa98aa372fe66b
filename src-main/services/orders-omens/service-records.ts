import type { BattleStats } from '../../../src-shared/rules/orders-omens/narrator/types';
import { capitalise } from '../../../src-shared/chronicle/pick';
import type { ServiceRecord } from '../../../src-shared/contract/chronicle';
import type { ServiceContext } from '../context';
import type { OwnServiceRecords } from '../system-services';

const empty = (key: string, name: string, army: string): ServiceRecord => ({
  key,
  name,
  army,
  battles: 0,
  vp: 0,
  hitsTaken: 0,
  hitsInflicted: 0,
  soldiersLost: 0,
  generalsSlain: 0,
  generalsCaptured: 0,
  timesBroken: 0,
  tacticalWins: 0,
  strategicWins: 0,
});

/**
 * Orders & Omens' service records from each battle's narrated numbers (cached with the chronicle).
 * An army is followed across battles by its id when the battle recorded it (`sides_json`), else by
 * its name; a Brigade by its place in that army (side prefix dropped), so it matches on either side.
 */
export function ordersOmensServiceRecords(ctx: ServiceContext, campaignId: string): OwnServiceRecords {
  const rows = ctx.store.sqlite
    .prepare("SELECT c.stats_json AS stats, b.sides_json AS sides FROM battle_chronicle_cache c JOIN battles b ON b.id = c.battle_id WHERE b.campaign_id = ? AND b.system = 'orders-omens' ORDER BY b.created_at, b.id")
    .all(campaignId) as { stats: string; sides: string }[];
  const armies = new Map<string, ServiceRecord>();
  const brigades = new Map<string, ServiceRecord>();
  for (const row of rows) {
    const stats = JSON.parse(row.stats) as BattleStats;
    const sides = JSON.parse(row.sides) as Partial<Record<'A' | 'B', { armyId?: string | null }>>;
    for (const side of ['A', 'B'] as const) {
      const mine = stats.sides[side];
      const armyKey = sides[side]?.armyId ?? `name:${mine.name}`;
      const army = armies.get(armyKey) ?? empty(armyKey, mine.name, mine.name);
      army.battles += 1;
      army.vp += mine.vp;
      army.hitsTaken += mine.hitsTaken;
      army.hitsInflicted += mine.hitsInflicted;
      army.soldiersLost += mine.soldiersLost;
      army.generalsSlain += mine.generalsSlain;
      army.generalsCaptured += mine.generalsCaptured;
      army.timesBroken += mine.brigadesBroken;
      if (stats.tacticalVictory === side) army.tacticalWins += 1;
      if (stats.strategicVictory === side) army.strategicWins += 1;
      armies.set(armyKey, army);
      for (const brigade of stats.brigades.filter((b) => b.side === side)) {
        const key = `${armyKey}/${brigade.id.replace(/^[AB]\//, '')}`;
        const record = brigades.get(key) ?? empty(key, capitalise(brigade.name), mine.name);
        record.battles += 1;
        record.hitsTaken += brigade.hitsTaken;
        record.hitsInflicted += brigade.hitsInflicted;
        record.soldiersLost += brigade.soldiersLost;
        record.timesBroken += brigade.timesBroken;
        if (stats.tacticalVictory === side) record.tacticalWins += 1;
        if (stats.strategicVictory === side) record.strategicWins += 1;
        brigades.set(key, record);
      }
    }
  }
  const order = (a: ServiceRecord, b: ServiceRecord) => a.army.localeCompare(b.army) || a.name.localeCompare(b.name, undefined, { numeric: true });
  return { armies: [...armies.values()].sort(order), brigades: [...brigades.values()].sort(order) };
}
