import { decide, type CampaignMapRule, type MapBattleResult } from './rules';
import { sameOwner, type MapDefinition, type MapOwner, type MapPoint } from './types';

/** A battle of the campaign as the map reads it (through the one result shape every system shares). */
export interface MapBattle {
  readonly id: string;
  readonly name: string;
  readonly systemName: string;
  /** Campaign day (the chronicle's in-world date); null when undated. */
  readonly worldDay: number | null;
  readonly worldDate: string;
  readonly createdAt: number;
  /** Null until the battle is over. */
  readonly result: MapBattleResult | null;
}

/** Where on the timeline: before anything dated, up to a campaign day, or everything (undated battles last). */
export type MapMomentAt = 'start' | number | 'end';

export interface MapChange {
  readonly regionId: string;
  readonly from: MapOwner;
  readonly to: MapOwner;
  readonly worldDay: number | null;
  readonly cause: { readonly kind: 'battle'; readonly battleId: string; readonly battleName: string } | { readonly kind: 'by-hand' };
}

export interface PlacedBattle {
  readonly battleId: string;
  readonly regionId: string;
  readonly point: MapPoint;
  readonly name: string;
  readonly systemName: string;
  readonly worldDay: number | null;
  readonly worldDate: string;
  /** What the battle did to its region, or that it is not over yet. */
  readonly verdict: string;
  readonly changedHands: boolean;
}

export interface MapMoment {
  readonly owners: Readonly<Record<string, MapOwner>>;
  /** Every change of hands up to the moment, in order, each with its cause. */
  readonly changes: readonly MapChange[];
  /** Placed battles fought up to the moment, in order. */
  readonly battles: readonly PlacedBattle[];
}

export interface MapReplayInput {
  readonly definition: MapDefinition;
  readonly battles: readonly MapBattle[];
  readonly rule: CampaignMapRule;
  /** Faction id → the player who leads it. */
  readonly factionPlayers: Readonly<Record<string, string>>;
}

type Happening =
  | { readonly kind: 'setting'; readonly key: number; readonly order: number; readonly regionId: string; readonly owner: MapOwner; readonly worldDay: number | null }
  | { readonly kind: 'battle'; readonly key: number; readonly order: number; readonly battle: MapBattle; readonly regionId: string; readonly point: MapPoint };

const keyOf = (day: number | null, undated: number) => (day === null ? undated : day);
const limitOf = (at: MapMomentAt) => (at === 'start' ? Number.NEGATIVE_INFINITY : at === 'end' ? Number.POSITIVE_INFINITY : at);

/**
 * In-world order: owners set from the start, then each campaign day (owners set by hand before
 * that day's battles, battles in the order they were recorded), then undated battles.
 */
function happenings(input: MapReplayInput): Happening[] {
  const byId = new Map(input.battles.map((battle) => [battle.id, battle]));
  const list: Happening[] = [];
  for (const setting of input.definition.ownerSettings) {
    list.push({ kind: 'setting', key: keyOf(setting.worldDay, Number.NEGATIVE_INFINITY), order: setting.step, regionId: setting.regionId, owner: setting.owner, worldDay: setting.worldDay });
  }
  for (const placement of input.definition.placements) {
    const battle = byId.get(placement.battleId);
    if (!battle) continue; // a battle deleted since it was placed
    list.push({ kind: 'battle', key: keyOf(battle.worldDay, Number.POSITIVE_INFINITY), order: battle.createdAt, battle, regionId: placement.regionId, point: placement.point });
  }
  return list.sort((a, b) => a.key - b.key || (a.kind === b.kind ? a.order - b.order || (a.kind === 'battle' && b.kind === 'battle' ? a.battle.id.localeCompare(b.battle.id) : 0) : a.kind === 'setting' ? -1 : 1));
}

/** The map as it stood at a moment: who held each region, every change with its cause, and the battles fought there. */
export function replayMap(input: MapReplayInput, at: MapMomentAt = 'end'): MapMoment {
  const limit = limitOf(at);
  const regions = new Map(input.definition.regions.map((region) => [region.id, region]));
  const owners = new Map<string, MapOwner>(input.definition.regions.map((region) => [region.id, null]));
  const wins = new Map<string, ReadonlyMap<string, number>>();
  const changes: MapChange[] = [];
  const battles: PlacedBattle[] = [];
  const holderOf = (owner: MapOwner) => (owner === null ? null : owner.kind === 'player' ? owner.id : (input.factionPlayers[owner.id] ?? null));

  for (const happening of happenings(input)) {
    if (happening.key > limit) break;
    const region = regions.get(happening.regionId);
    if (!region) continue;
    const before = owners.get(region.id) ?? null;
    if (happening.kind === 'setting') {
      if (!sameOwner(before, happening.owner)) {
        owners.set(region.id, happening.owner);
        wins.delete(region.id);
        changes.push({ regionId: region.id, from: before, to: happening.owner, worldDay: happening.worldDay, cause: { kind: 'by-hand' } });
      }
      continue;
    }
    const { battle } = happening;
    const placed = { battleId: battle.id, regionId: region.id, point: happening.point, name: battle.name, systemName: battle.systemName, worldDay: battle.worldDay, worldDate: battle.worldDate };
    if (!battle.result) {
      battles.push({ ...placed, verdict: 'Not over yet', changedHands: false });
      continue;
    }
    const decision = decide(input.rule, { name: region.name, owner: before, wins: wins.get(region.id) ?? new Map() }, battle.result, holderOf);
    wins.set(region.id, decision.wins);
    const changed = !sameOwner(before, decision.owner);
    if (changed) {
      owners.set(region.id, decision.owner);
      changes.push({ regionId: region.id, from: before, to: decision.owner, worldDay: battle.worldDay, cause: { kind: 'battle', battleId: battle.id, battleName: battle.name } });
    }
    battles.push({ ...placed, verdict: decision.verdict, changedHands: changed });
  }
  return { owners: Object.fromEntries(owners), changes, battles };
}

export interface TimelineStop {
  readonly at: MapMomentAt;
  /** The in-world date as the group writes it, where one was given; otherwise "Day 5". */
  readonly label: string;
}

/** The moments worth stopping at: the start, each campaign day something happened, and undated battles. */
export function timelineStops(input: MapReplayInput): TimelineStop[] {
  const days = new Map<number, string>();
  let undated = false;
  const placed = new Set(input.definition.placements.map((p) => p.battleId));
  for (const battle of input.battles) {
    if (!placed.has(battle.id)) continue;
    if (battle.worldDay === null) undated = true;
    else if (!days.get(battle.worldDay)) days.set(battle.worldDay, battle.worldDate.trim());
  }
  for (const setting of input.definition.ownerSettings) if (setting.worldDay !== null && !days.has(setting.worldDay)) days.set(setting.worldDay, '');
  const stops: TimelineStop[] = [{ at: 'start', label: 'The start' }];
  for (const day of [...days.keys()].sort((a, b) => a - b)) stops.push({ at: day, label: days.get(day) || `Day ${day}` });
  if (undated) stops.push({ at: 'end', label: 'Undated battles' });
  return stops;
}

export interface Holding {
  readonly playerId: string;
  readonly regions: number;
  readonly value: number;
}

/** Each player's land at a moment: regions held by them or a faction they lead, and what it is worth. */
export function holdings(input: MapReplayInput, moment: MapMoment): Holding[] {
  const byPlayer = new Map<string, { regions: number; value: number }>();
  for (const region of input.definition.regions) {
    const owner = moment.owners[region.id] ?? null;
    const playerId = owner === null ? null : owner.kind === 'player' ? owner.id : (input.factionPlayers[owner.id] ?? null);
    if (playerId === null) continue;
    const held = byPlayer.get(playerId) ?? { regions: 0, value: 0 };
    byPlayer.set(playerId, { regions: held.regions + 1, value: held.value + region.value });
  }
  return [...byPlayer].map(([playerId, held]) => ({ playerId, ...held })).sort((a, b) => b.value - a.value || b.regions - a.regions || a.playerId.localeCompare(b.playerId));
}

/** Holdings at every timeline stop, for the chart over in-world time. */
export function holdingsSeries(input: MapReplayInput): { stop: TimelineStop; holdings: Holding[] }[] {
  return timelineStops(input).map((stop) => ({ stop, holdings: holdings(input, replayMap(input, stop.at)) }));
}
