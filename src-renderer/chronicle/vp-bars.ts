import type { Dashboard } from '../../src-shared/contract/chronicle';

/** The two bars of one battle in the VP chart: the side ahead on VP, then the side behind, each with its army's name. */
export interface VpBars {
  ahead: { army: string; vp: number };
  behind: { army: string; vp: number };
}

/** The legend's words for the two bars: the side with the most VP takes the Tactical Victory once the battle is over (seed 002 L755). */
export const VP_BAR_LABELS = { ahead: 'Side with more VP', behind: 'Side with fewer VP' } as const;

/**
 * Each battle's two sides ordered by VP rather than by which was named first at setup (a side
 * letter the players never see). Equal VP keep their setup order.
 */
export function vpBars(series: Dashboard['series']): VpBars[] {
  return series.map((battle) => {
    const [first, second] = battle.sides.map((side) => ({ army: side.army, vp: side.vp }));
    const one = first ?? { army: '', vp: 0 };
    const other = second ?? { army: '', vp: 0 };
    return other.vp > one.vp ? { ahead: other, behind: one } : { ahead: one, behind: other };
  });
}
