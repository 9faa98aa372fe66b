import { armyA, armyB } from '../../battle/testing/fixtures';
import type { Army } from '../../types';

const BRIGADE_NAMES = { A: ['Levy', 'Archers', 'Halberdiers'], B: ['Swordsmen', 'Crossbowmen', 'Knights'] } as const;

/**
 * The fixture armies as a player would save them in the army builder (no `randomised` flag, which
 * the builder keeps itself), with named Brigades and positional ids, so the battle ids are the
 * fixtures' own (`A/d1.b2`, `B/d1.b1.r1`) and the sample battle replays unchanged.
 */
function asRoster(army: Army, side: 'A' | 'B') {
  const { randomised: _randomised, ...rest } = army;
  return {
    ...rest,
    name: army.name ?? side,
    divisions: army.divisions.map((division, d) => ({
      ...division,
      id: `d${d + 1}`,
      name: `${side === 'A' ? 'Blue' : 'Red'} Division`,
      brigades: division.brigades.map((brigade, b) => ({
        ...brigade,
        id: `d${d + 1}.b${b + 1}`,
        name: BRIGADE_NAMES[side][b] ?? `Brigade ${b + 1}`,
        regiments: brigade.regiments.map((regiment, r) => ({ ...regiment, id: `d${d + 1}.b${b + 1}.r${r + 1}`, name: `${BRIGADE_NAMES[side][b]} ${r + 1}` })),
      })),
    })),
  };
}

export const blueRoster = () => asRoster(armyA(), 'A');
export const redRoster = () => asRoster(armyB(), 'B');
