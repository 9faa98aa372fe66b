import { VICTORY_POINTS } from '../data/victory-points';
import type { Side } from '../battle/roster';

/** Where a Victory Point came from, for the per-source breakdown. */
export type VpSource =
  | 'objective-captured'
  | 'objective-defended'
  | 'table-third'
  | 'enemy-brigade-broken'
  | 'enemy-break-point'
  | 'general-captured'
  | 'general-slain'
  | 'marshal-taken'
  | 'baggage-captured'
  | 'correction';

export type TableThird = 'left' | 'centre' | 'right';

/** What a Victory Point was for, by id; the narrator names it. */
export type VpAbout =
  | { readonly kind: 'objective'; readonly divisionId: string; readonly objective: number }
  | { readonly kind: 'third'; readonly third: TableThird }
  | { readonly kind: 'brigade'; readonly brigadeId: string; readonly how: 'broke' | 'fled' | 'dispersed' }
  | { readonly kind: 'break-point'; readonly side: Side }
  | { readonly kind: 'general'; readonly generalId: string; readonly fate: 'slain' | 'captured' }
  | { readonly kind: 'baggage'; readonly baggageId: string }
  /** A manual correction: the reason the players gave, as they typed it. */
  | { readonly kind: 'correction'; readonly reason: string };

export interface VpEntry {
  readonly side: Side;
  readonly source: VpSource;
  readonly points: number;
  readonly turn: number;
  readonly about: VpAbout;
}

/** Victory Conditions as typed data; `correction` carries its own points. */
export const VP_AWARDS: Readonly<Record<Exclude<VpSource, 'correction'>, number>> = {
  'objective-captured': VICTORY_POINTS.objectiveCaptured,
  'objective-defended': VICTORY_POINTS.objectiveDefended,
  'table-third': VICTORY_POINTS.tableThirdHeld,
  'enemy-brigade-broken': VICTORY_POINTS.enemyBrigadeBroken,
  'enemy-break-point': VICTORY_POINTS.enemyBreakPoint,
  'general-captured': VICTORY_POINTS.divisionalGeneralCaptured,
  'general-slain': VICTORY_POINTS.divisionalGeneralKilled,
  'marshal-taken': VICTORY_POINTS.marshalKilledOrCaptured,
  'baggage-captured': VICTORY_POINTS.baggageCaptured,
};

export function award(side: Side, source: Exclude<VpSource, 'correction'>, turn: number, about: VpAbout): VpEntry {
  return { side, source, points: VP_AWARDS[source], turn, about };
}

export function vpTotal(entries: readonly VpEntry[], side: Side): number {
  return entries.reduce((sum, entry) => (entry.side === side ? sum + entry.points : sum), 0);
}

export type VpBreakdown = Readonly<Partial<Record<VpSource, number>>>;

/** Points per source for one side, e.g. { 'objective-defended': 4, 'table-third': 2 }. */
export function vpBreakdown(entries: readonly VpEntry[], side: Side): VpBreakdown {
  const breakdown: Partial<Record<VpSource, number>> = {};
  for (const entry of entries) {
    if (entry.side === side) breakdown[entry.source] = (breakdown[entry.source] ?? 0) + entry.points;
  }
  return breakdown;
}
