import { EXPERIENCE_NAMES } from '../data/experience';
import { MONSTERS } from '../data/monsters';
import { WEAPON_PROFILES } from '../data/weapons';
import type { AttachedRegiment, BrigadeRegiment } from '../types';
import type { Side } from './roster';

/**
 * The names the battle gives what the players left unnamed: a readable description from the
 * army sheet ("1st Bde, 2nd Div: 3x Experienced Polearms, armoured"), never an id or a side
 * letter. Every form, error, log line and chronicle reads these, so they must stand alone.
 */

export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** Without a name the armies are told apart by their place in the setup, not by a letter. */
export function defaultArmyName(side: Side): string {
  return side === 'A' ? 'The first army' : 'The second army';
}

export function defaultDivisionName(divisionIndex: number): string {
  return `${ordinal(divisionIndex + 1)} Division`;
}

export function defaultGeneralName(divisionIndex: number): string {
  return `General of the ${ordinal(divisionIndex + 1)} Division`;
}

/** "Experienced Polearms, armoured", "Elite Cavalry (Hand Weapons), armoured", "Green Artillery". */
export function describeRegiment(regiment: BrigadeRegiment | AttachedRegiment): string {
  if (regiment.type === 'monster') return MONSTERS[regiment.monster].name;
  const experience = EXPERIENCE_NAMES[regiment.experience];
  if (regiment.type === 'artillery') return `${experience} Artillery`;
  const weapon = WEAPON_PROFILES[regiment.weapon].name;
  const troop = regiment.type === 'cavalry' ? `${experience} Cavalry (${weapon})` : `${experience} ${weapon}`;
  return `${troop}${regiment.armoured ? ', armoured' : ''}`;
}

/** "3x Experienced Polearms, armoured"; a mixed Brigade lists each kind: "1x Green Bows + 2x Green Hand Weapons". */
function describeRegiments(regiments: readonly BrigadeRegiment[]): string {
  const counts = new Map<string, number>();
  for (const regiment of regiments) {
    const text = describeRegiment(regiment);
    counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  return [...counts].map(([text, count]) => `${count}x ${text}`).join(' + ');
}

export function defaultBrigadeName(divisionIndex: number, brigadeIndex: number, regiments: readonly BrigadeRegiment[]): string {
  return `${ordinal(brigadeIndex + 1)} Bde, ${ordinal(divisionIndex + 1)} Div: ${describeRegiments(regiments)}`;
}

/** An attached Monster or Artillery: "Troll Mob, 2nd Div"; with several attached, which one. */
export function defaultAttachedName(divisionIndex: number, attachedIndex: number, attachedCount: number, regiment: AttachedRegiment): string {
  const which = attachedCount > 1 ? ` (${ordinal(attachedIndex + 1)} attached)` : '';
  return `${describeRegiment(regiment)}, ${ordinal(divisionIndex + 1)} Div${which}`;
}

/** A regiment of a Brigade, after its Brigade's name: "Levy, 2nd Rgt", "1st Bde, 1st Div, 2nd Rgt". */
export function defaultRegimentName(brigadeName: string, brigadeNamed: boolean, regimentIndex: number): string {
  const brigade = brigadeNamed ? brigadeName : brigadeName.replace(/:.*$/, '');
  return `${brigade}, ${ordinal(regimentIndex + 1)} Rgt`;
}
