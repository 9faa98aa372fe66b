import type { RulingChoices } from '../../ruling';
import { chosenOption } from '../../ruling';
import { ARMY_LISTS } from '../data/armies';
import { SOLDIERS_PER_REGIMENT } from '../data/regiment-sizes';
import { PLAYTEST_REGIMENT_SIZE } from '../rulings/narrative';
import type { Army, Race, Regiment } from '../types';

/** Soldiers one regiment of this army represents (Regiment Sizes; `oo.playtest-regiment-size` for the Playtest list). */
export function soldiersPerRegiment(army: Pick<Army, 'list' | 'narrativeRace'>, choices?: RulingChoices): number {
  const race: Race | null = ARMY_LISTS[army.list].race;
  if (race) return SOLDIERS_PER_REGIMENT[race];
  if (chosenOption(PLAYTEST_REGIMENT_SIZE, choices) === 'average-of-races') {
    const sizes = Object.values(SOLDIERS_PER_REGIMENT);
    return sizes.reduce((s, n) => s + n, 0) / sizes.length;
  }
  return SOLDIERS_PER_REGIMENT[army.narrativeRace ?? 'human'];
}

export interface Strength {
  readonly soldiers: number;
  readonly regiments: number;
  /** Monsters are "a single mighty creature or small band", counted apart from soldiers. */
  readonly monsters: number;
}

function strengthOf(regiments: readonly Regiment[], perRegiment: number): Strength {
  const monsters = regiments.filter((r) => r.type === 'monster').length;
  const soldierRegiments = regiments.length - monsters;
  return { soldiers: soldierRegiments * perRegiment, regiments: soldierRegiments, monsters };
}

export interface ArmyStrength extends Strength {
  readonly divisions: readonly (Strength & { readonly brigades: readonly Strength[]; readonly attached: Strength })[];
}

/** The army's size in soldiers, per Brigade, Division and in all. */
export function armyStrength(army: Army, choices?: RulingChoices): ArmyStrength {
  const per = soldiersPerRegiment(army, choices);
  const divisions = army.divisions.map((division) => {
    const brigades = division.brigades.map((brigade) => strengthOf(brigade.regiments, per));
    const attached = strengthOf(division.attached, per);
    return { ...strengthOf([...division.brigades.flatMap((b) => b.regiments), ...division.attached], per), brigades, attached };
  });
  return {
    soldiers: divisions.reduce((s, d) => s + d.soldiers, 0),
    regiments: divisions.reduce((s, d) => s + d.regiments, 0),
    monsters: divisions.reduce((s, d) => s + d.monsters, 0),
    divisions,
  };
}
