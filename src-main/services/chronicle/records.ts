import type { ServiceRecords, SystemRecord, SystemRecords } from '../../../src-shared/contract/chronicle';
import type { ServiceContext } from '../context';
import { refreshForRequest } from './battle-chronicle';
import type { SystemBattleStats } from '../../../src-shared/chronicle';
import { campaignBattleResults } from '../battle-results';
import { ladderServiceRecords } from '../ladder-records';
import type { OwnServiceRecords } from '../system-services';
import { SYSTEM_SERVICES } from '../systems-registry';

const emptySystemRecord = (key: string, name: string, force: string): SystemRecord => ({ key, name, force, battles: 0, wins: 0, decisiveWins: 0, score: 0, losses: 0, inflicted: 0, counters: {} });

/** The systems that keep service records of their own (`records`, systems-registry.ts): the generic sections leave their battles out. */
const OWN_RECORDS = SYSTEM_SERVICES.flatMap(({ systemId, records }) => (records ? [{ systemId, records }] : []));
const OWN_RECORDS_IDS: ReadonlySet<string> = new Set(OWN_RECORDS.map((own) => own.systemId));
/** Their cached numbers are not read for the generic sections (Orders & Omens' are the largest). */
const NOT_OWN_RECORDS = OWN_RECORDS.length > 0 ? ` AND b.system NOT IN (${OWN_RECORDS.map(() => '?').join(', ')})` : '';

/**
 * Forces and units of the other systems' battles, one section per system in its own terms: battles
 * fought and won from each battle's result, score and losses from its seats, and each unit's losses
 * and what it inflicted from the narrated numbers cached with the chronicle.
 */
function systemRecords(ctx: ServiceContext, campaignId: string): SystemRecords[] {
  const stats = new Map(
    (
      ctx.store.sqlite
        .prepare(`SELECT c.battle_id AS id, c.stats_json AS stats FROM battle_chronicle_cache c JOIN battles b ON b.id = c.battle_id WHERE b.campaign_id = ?${NOT_OWN_RECORDS}`)
        .all(campaignId, ...OWN_RECORDS_IDS) as { id: string; stats: string }[]
    ).map((row) => [row.id, JSON.parse(row.stats) as SystemBattleStats]),
  );
  const sections = new Map<string, { section: SystemRecords; forces: Map<string, SystemRecord>; units: Map<string, SystemRecord> }>();
  for (const battle of campaignBattleResults(ctx.db, campaignId).reverse()) {
    if (OWN_RECORDS_IDS.has(battle.system)) continue;
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
      // A seat that fielded no force (Infinity's end-of-game report) has no force record: its player is not an army.
      const force = seat.forces.length > 0 ? (entry.forces.get(forceKey) ?? emptySystemRecord(forceKey, forceName, forceName)) : null;
      if (force) {
        force.battles += 1;
        force.score += seat.score;
        force.losses += seat.losses;
        if (won) force.wins += 1;
        if (decisive) force.decisiveWins += 1;
        entry.forces.set(forceKey, force);
      }
      for (const unit of stats.get(battle.id)?.units.filter((u) => u.side === seat.side) ?? []) {
        // A unit that is itself one of the seat's forces (an OpenD6 squad) keeps one record whoever it fought beside.
        const ownForce = seat.forces.find((candidate) => candidate.armyId !== null && candidate.armyId === unit.key);
        const key = ownForce ? unit.key : `${forceKey}/${unit.key}`;
        const record = entry.units.get(key) ?? emptySystemRecord(key, unit.name, ownForce ? ownForce.name : forceName);
        record.battles += 1;
        record.losses += unit.losses;
        record.inflicted += unit.inflicted;
        for (const [counter, value] of Object.entries(unit.counters ?? {})) record.counters[counter] = (record.counters[counter] ?? 0) + value;
        if (force) force.inflicted += unit.inflicted;
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
 * Service records from each battle's narrated numbers (cached with the chronicle): the records of
 * the systems that keep their own (Orders & Omens' armies and Brigades), each other system's
 * forces and units in its own terms, and the ladders' players.
 */
export function serviceRecords(ctx: ServiceContext, campaignId: string): ServiceRecords {
  const { pending } = refreshForRequest(ctx, campaignId);
  const own: OwnServiceRecords[] = OWN_RECORDS.map(({ records }) => records(ctx, campaignId));
  return {
    armies: own.flatMap((records) => records.armies),
    brigades: own.flatMap((records) => records.brigades),
    systems: systemRecords(ctx, campaignId),
    ladders: ladderServiceRecords(ctx, campaignId),
    pending,
  };
}
