import type { TroopType } from './schema';

/**
 * The Troop List is missing from this copy (seed 004 L613); its one sample entry is here as
 * printed (L627–L641), with two clearly marked examples built from the figures the rules'
 * examples use, so a new campaign can field both sides at once.
 */
export const STARTER_TROOP_TYPES: readonly TroopType[] = [
  {
    id: 'arctic-human-soldiers',
    name: 'Arctic Human Soldiers',
    source: { kind: 'rulebook', lines: [627, 628, 629, 630, 631, 632, 633, 634, 635, 636, 637, 638, 639, 640, 641] },
    notes: 'The sample Troop Listing. Its KNO, MEC, PER, STR and TEC are read as INT, COR, ACU, PHY and CHA (the house rule “Attribute and skill names on the Record Sheet”).',
    quality: 'elite',
    typicalSize: { min: 3, max: 10 },
    attributes: { AGI: 3, INT: 2, COR: 2, ACU: 2, PHY: 3, CHA: 2 },
    move: 10,
    skills: { level: 3, allowed: 'any' },
    weapons: 'any',
    armour: { kind: 'none' },
    sergeantLevel: 3,
    champions: { level: 3, allowed: 'any' },
  },
  {
    id: 'human-footmen',
    name: 'Human footmen (example)',
    source: { kind: 'example', note: 'Not in the rulebook. Move 10 and Agility 3 are the movement example’s (L130), Strength 3 the damage example’s (L118); the rest is the app’s.' },
    notes: '',
    quality: 'average',
    typicalSize: { min: 5, max: 10 },
    attributes: { AGI: 3, INT: 2, COR: 2, ACU: 2, PHY: 3, CHA: 2 },
    move: 10,
    skills: { level: 2, allowed: 'any' },
    weapons: 'any',
    armour: { kind: 'any' },
    sergeantLevel: 2,
    champions: { level: 2, allowed: 'any' },
  },
  {
    id: 'goblin-soldiers',
    name: 'Goblin soldiers (example)',
    source: { kind: 'example', note: 'Not in the rulebook. A Walk Rate of 6″ (L146) and marksmanship 3 (L116) are the examples’; the rest is the app’s.' },
    notes: '',
    quality: 'average',
    typicalSize: { min: 5, max: 10 },
    attributes: { AGI: 2, INT: 1, COR: 3, ACU: 2, PHY: 2, CHA: 1 },
    move: 8,
    skills: { level: 2, allowed: 'any' },
    weapons: 'any',
    armour: { kind: 'any' },
    sergeantLevel: 2,
    champions: { level: 1, allowed: 'any' },
  },
];
