import { CASUALTIES_PER_HIT } from '../data/narrative';
import type { Side } from './roster';
import type { BattleState } from './state';

export interface CasualtyTally {
  readonly hits: number;
  readonly casualties: number;
}

export interface Casualties {
  readonly byRegiment: Readonly<Record<string, CasualtyTally>>;
  readonly byBrigade: Readonly<Record<string, CasualtyTally>>;
  readonly bySide: Readonly<Record<Side, CasualtyTally>>;
}

const tally = (hits: number): CasualtyTally => ({ hits, casualties: hits * CASUALTIES_PER_HIT });

/** Narrative Play, Casualties: each hit suffered (after saves) is roughly 25 soldiers. */
export function casualties(state: BattleState): Casualties {
  const byRegiment: Record<string, CasualtyTally> = {};
  const brigadeHits: Record<string, number> = {};
  const sideHits: Record<Side, number> = { A: 0, B: 0 };
  for (const [id, regiment] of Object.entries(state.regiments)) {
    const info = state.roster.regiments[id]!;
    byRegiment[id] = tally(regiment.hitsTaken);
    brigadeHits[info.brigadeId] = (brigadeHits[info.brigadeId] ?? 0) + regiment.hitsTaken;
    sideHits[info.side] += regiment.hitsTaken;
  }
  const byBrigade: Record<string, CasualtyTally> = {};
  for (const [id, hits] of Object.entries(brigadeHits)) byBrigade[id] = tally(hits);
  return { byRegiment, byBrigade, bySide: { A: tally(sideHits.A), B: tally(sideHits.B) } };
}
