import type { AttackSpec } from '../battle/attack';
import type { MoraleTestInput } from '../battle/mechanics/morale';
import { rangedMoraleModifier } from '../battle/mechanics/ranged';
import type { BattleRulings } from '../battle/rulings-in-play';
import { unsavedDistribution } from './attack-odds';
import { convolveAll, type Dist } from './distribution';
import { addOdds, moraleOdds, NO_OUTCOME, type MoraleOdds } from './morale-odds';

export interface VolleyOdds {
  /** Hits after saves. */
  readonly hits: Dist;
  /** The target's Morale Test after the volley; `hold` includes "no test needed". */
  readonly morale: MoraleOdds | null;
}

/**
 * A volley (one attack per firing regiment) with saves, and the target's morale test at the
 * capped hit modifier. `morale` is null for targets that ignore it (monsters).
 */
export function volleyOdds(
  attacks: readonly AttackSpec[],
  morale: MoraleTestInput | null,
  rulings: Pick<BattleRulings, 'controlModifierSense' | 'rangedMoraleWithoutHits'>,
): VolleyOdds {
  const hits = convolveAll(attacks.map(unsavedDistribution));
  if (morale === null) return { hits, morale: null };
  const result: Record<keyof MoraleOdds, number> = { ...NO_OUTCOME };
  hits.forEach((p, h) => {
    if (h === 0 && rulings.rangedMoraleWithoutHits === 'test-only-when-hit') {
      result.hold += p;
      return;
    }
    addOdds(result, moraleOdds({ ...morale, modifiers: [...morale.modifiers, rangedMoraleModifier(h)] }, rulings.controlModifierSense), p);
  });
  return { hits, morale: result };
}
