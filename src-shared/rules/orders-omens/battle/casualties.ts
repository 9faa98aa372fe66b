import { chosenOption, type RulingChoices } from '../../ruling';
import { casualtiesFromHits } from '../narrative/casualties';
import { MONSTER_CASUALTIES } from '../rulings/narrative';
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

/**
 * Narrative Play, Casualties: each hit suffered (after saves) is roughly 25 soldiers, per regiment,
 * Brigade and side. Hits on monsters count as casualties unless `oo.monster-casualties` says not.
 */
export function casualties(state: BattleState, choices?: RulingChoices): Casualties {
  const countMonsters = chosenOption(MONSTER_CASUALTIES, choices) === 'count-all-hits';
  const byRegiment: Record<string, CasualtyTally> = {};
  const byBrigade: Record<string, CasualtyTally> = {};
  const bySide: Record<Side, CasualtyTally> = { A: { hits: 0, casualties: 0 }, B: { hits: 0, casualties: 0 } };
  const add = (tallies: Record<string, CasualtyTally>, key: string, tally: CasualtyTally): void => {
    const before = tallies[key] ?? { hits: 0, casualties: 0 };
    tallies[key] = { hits: before.hits + tally.hits, casualties: before.casualties + tally.casualties };
  };
  for (const [id, regiment] of Object.entries(state.regiments)) {
    const info = state.roster.regiments[id]!;
    const counted = info.monster && !countMonsters ? 0 : regiment.hitsTaken;
    const tally = { hits: regiment.hitsTaken, casualties: casualtiesFromHits(counted) };
    byRegiment[id] = tally;
    add(byBrigade, info.brigadeId, tally);
    add(bySide, info.side, tally);
  }
  return { byRegiment, byBrigade, bySide };
}
