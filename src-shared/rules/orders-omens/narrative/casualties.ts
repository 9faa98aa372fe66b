import type { RulingChoices } from '../../ruling';
import { chosenOption } from '../../ruling';
import { CASUALTIES_PER_HIT } from '../data/narrative';
import { MONSTER_CASUALTIES } from '../rulings/narrative';

/** Casualties: "Each hit scored in combat or at range represent roughly 25 casualties." */
export function casualtiesFromHits(hits: number): number {
  return hits * CASUALTIES_PER_HIT;
}

/** Hits one regiment suffered, as recorded during a battle. */
export interface HitRecord {
  readonly side: string;
  readonly brigade: string;
  readonly regiment: string;
  readonly hits: number;
  /** The regiment is a monster (see `oo.monster-casualties`). */
  readonly monster?: boolean;
}

export interface Tally {
  readonly hits: number;
  readonly casualties: number;
}

export interface RegimentTally extends Tally {
  readonly regiment: string;
}
export interface BrigadeTally extends Tally {
  readonly brigade: string;
  readonly regiments: readonly RegimentTally[];
}
export interface SideTally extends Tally {
  readonly side: string;
  readonly brigades: readonly BrigadeTally[];
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups];
}

/**
 * The narrative toll of a battle per regiment, Brigade and side, in first-recorded order. Hits
 * are always kept; casualties for monsters follow `oo.monster-casualties`.
 */
export function casualtyReport(records: readonly HitRecord[], choices?: RulingChoices): SideTally[] {
  const countMonsters = chosenOption(MONSTER_CASUALTIES, choices) === 'count-all-hits';
  const casualtiesOf = (record: HitRecord) => (record.monster && !countMonsters ? 0 : casualtiesFromHits(record.hits));
  const sum = (tallies: readonly Tally[]) => ({
    hits: tallies.reduce((s, t) => s + t.hits, 0),
    casualties: tallies.reduce((s, t) => s + t.casualties, 0),
  });
  return groupBy(records, (r) => r.side).map(([side, sideRecords]) => {
    const brigades = groupBy(sideRecords, (r) => r.brigade).map(([brigade, brigadeRecords]) => {
      const regiments = groupBy(brigadeRecords, (r) => r.regiment).map(([regiment, regimentRecords]) => ({
        regiment,
        hits: regimentRecords.reduce((s, r) => s + r.hits, 0),
        casualties: regimentRecords.reduce((s, r) => s + casualtiesOf(r), 0),
      }));
      return { brigade, ...sum(regiments), regiments };
    });
    return { side, ...sum(brigades), brigades };
  });
}
