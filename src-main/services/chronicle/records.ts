import type { BattleStats } from '../../../src-shared/rules/orders-omens/narrator/types';
import { capitalise } from '../../../src-shared/chronicle/pick';
import type { ServiceRecord, ServiceRecords, SystemRecord, SystemRecords } from '../../../src-shared/contract/chronicle';
import { ORDERS_OMENS_ID } from '../../../src-shared/systems/registry';
import type { ServiceContext } from '../context';
import { refreshForRequest } from './battle-chronicle';
import type { SystemBattleStats } from '../../../src-shared/chronicle';
import { campaignBattleResults } from '../battle-results';
import { ladderServiceRecords } from '../ladder-records';

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

const emptySystemRecord = (key: string, name: string, force: string): SystemRecord => ({ key, name, force, battles: 0, wins: 0, decisiveWins: 0, score: 0, losses: 0, inflicted: 0, counters: {} });

/**
 * Forces and units of the other systems' battles, one section per system in its own terms: battles
 * fought and won from each battle's result, score and losses from its seats, and each unit's losses
 * and what it inflicted from the narrated numbers cached with the chronicle.
 */
function systemRecords(ctx: ServiceContext, campaignId: string): SystemRecords[] {
  const stats = new Map(
    (ctx.store.sqlite.prepare("SELECT c.battle_id AS id, c.stats_json AS stats FROM battle_chronicle_cache c JOIN battles b ON b.id = c.battle_id WHERE b.campaign_id = ? AND b.system <> 'orders-omens'").all(campaignId) as { id: string; stats: string }[]).map(
      (row) => [row.id, JSON.parse(row.stats) as SystemBattleStats],
    ),
  );
  const sections = new Map<string, { section: SystemRecords; forces: Map<string, SystemRecord>; units: Map<string, SystemRecord> }>();
  for (const battle of campaignBattleResults(ctx.db, campaignId).reverse()) {
    if (battle.system === ORDERS_OMENS_ID) continue;
    const terms = battle.terms;
    const entry = sections.get(battle.system) ?? {
      section: { system: battle.system, systemName: battle.systemName, terms: { score: terms.score, losses: terms.losses, unit: terms.unit, force: terms.force, victory: terms.victory, decisiveVictory: terms.decisiveVictory ?? null }, forces: [], units: [] },
      forces: new Map<string, SystemRecord>(),
      units: new Map<string, SystemRecord>(),
    };
    sections.set(battle.system, entry);
    for (const seat of battle.seats) {
      const forceName = seat.forces.map((force) => force.name).join(' & ') || seat.playerName;
      const forceKey = seat.forces.length === 1 && seat.forces[0]!.armyId ? seat.forces[0]!.armyId : `name:${forceName}`;
      const won = battle.status === 'over' && battle.result?.winner === seat.side;
      const decisive = battle.status === 'over' && battle.result?.decisive?.side === seat.side;
      const force = entry.forces.get(forceKey) ?? emptySystemRecord(forceKey, forceName, forceName);
      force.battles += 1;
      force.score += seat.score;
      force.losses += seat.losses;
      if (won) force.wins += 1;
      if (decisive) force.decisiveWins += 1;
      entry.forces.set(forceKey, force);
      for (const unit of stats.get(battle.id)?.units.filter((u) => u.side === seat.side) ?? []) {
        // A unit that is itself one of the seat's forces (an OpenD6 squad) keeps one record whoever it fought beside.
        const ownForce = seat.forces.find((candidate) => candidate.armyId !== null && candidate.armyId === unit.key);
        const key = ownForce ? unit.key : `${forceKey}/${unit.key}`;
        const record = entry.units.get(key) ?? emptySystemRecord(key, unit.name, ownForce ? ownForce.name : forceName);
        record.battles += 1;
        record.losses += unit.losses;
        record.inflicted += unit.inflicted;
        for (const [counter, value] of Object.entries(unit.counters ?? {})) record.counters[counter] = (record.counters[counter] ?? 0) + value;
        force.inflicted += unit.inflicted;
        if (won) record.wins += 1;
        if (decisive) record.decisiveWins += 1;
        entry.units.set(key, record);
      }
    }
  }
  const order = (a: SystemRecord, b: SystemRecord) => a.force.localeCompare(b.force) || a.name.localeCompare(b.name, undefined, { numeric: true });
  return [...sections.values()]
    .map(({ section, forces, units }) => ({ ...section, forces: [...forces.values()].sort(order), units: [...units.values()].sort(order) }))
    .sort((a, b) => a.systemName.localeCompare(b.systemName));
}

/**
 * Service records from each battle's narrated numbers (cached with the chronicle). An army is
 * followed across battles by its id when the battle recorded it (`sides_json`), else by its name; a
 * Brigade by its place in that army (side prefix dropped), so it matches on either side.
 */
export function serviceRecords(ctx: ServiceContext, campaignId: string): ServiceRecords {
  const { pending } = refreshForRequest(ctx, campaignId);
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
  return { armies: [...armies.values()].sort(order), brigades: [...brigades.values()].sort(order), systems: systemRecords(ctx, campaignId), ladders: ladderServiceRecords(ctx, campaignId), pending };
}
