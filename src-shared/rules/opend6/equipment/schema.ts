import { z } from 'zod';
import { ATTRIBUTES, SKILLS, TROOP_LISTING_ATTRIBUTE_ALIASES, type Attribute } from '../data/attributes';
import { QUALITIES } from '../data/quality';

/**
 * The campaign's editable equipment table and Troop List. The Weapons Chart, the Troop List and
 * the armour costs are missing from this copy of the rulebook (seed 004 L28, L613, L659, L661),
 * so a group fills in what the text does not give: a value the text does not give is `null`
 * ("not given — your group sets it"), and an item with a null value it needs cannot be fielded.
 */

const itemId = z
  .string({ error: 'An id must be text' })
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { error: 'An id is lower-case letters, digits and dashes (up to 64)' });
const itemName = z.string({ error: 'A name must be text' }).trim().min(1, { error: 'A name is required' }).max(120, { error: 'A name must be 120 characters or fewer' });
const notes = z.string({ error: 'Notes must be text' }).max(2000, { error: 'Notes must be 2,000 characters or fewer' });
const sgp = z.number({ error: 'An SGP cost must be a number' }).int({ error: 'An SGP cost is a whole number' }).min(0, { error: 'An SGP cost cannot be negative' }).max(1000, { error: 'An SGP cost is at most 1,000' });
const stat = (what: string, min: number, max: number) =>
  z.number({ error: `${what} must be a number` }).int({ error: `${what} is a whole number` }).min(min, { error: `${what} is at least ${min}` }).max(max, { error: `${what} is at most ${max}` });
const optionalStat = (what: string, min: number, max: number) => stat(what, min, max).nullable();
const distance = (what: string) => z.number({ error: `${what} must be a number` }).positive({ error: `${what} must be more than 0` }).max(1000, { error: `${what} is at most 1,000` }).nullable();

/** Where an item's values come from: the rulebook (with seed lines), the app's examples, or the group. */
export const ItemSourceSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('rulebook'), lines: z.array(z.number().int().min(1)).min(1) }),
    z.strictObject({ kind: z.literal('example'), note: notes }),
    z.strictObject({ kind: z.literal('group') }),
  ],
  { error: 'The source must be the rulebook, an example, or your group' },
);

/** Weapon ranges: short, medium and long band ends (L198), in their own unit. */
export const RangesSchema = z.strictObject({
  short: distance('Short range'),
  medium: distance('Medium range'),
  long: distance('Long range'),
  /** `sheet`: copied from the sample Record Sheet, whose unit `od6.weapon-range-units` decides. */
  unit: z.enum(['metres', 'inches', 'sheet'], { error: 'Ranges are in metres or inches' }),
});

/** A value the rulebook prints two ways; `od6.<ruling>` picks one, and the item reads it. */
export const ContestedValueSchema = z.strictObject({
  ruling: z.string().min(1),
  byOption: z.record(z.string(), z.number().int()),
});

const common = {
  id: itemId,
  name: itemName,
  /** SGPs per soldier (per weapon for siege weapons); null where the rulebook does not give it. */
  cost: sgp.nullable(),
  source: ItemSourceSchema,
  notes: notes.default(''),
};

export const RangedWeaponSchema = z.strictObject({
  ...common,
  kind: z.literal('ranged'),
  /** Thrown weapons use throwing, everything else marksmanship (L170, L292). */
  skill: z.enum(['marksmanship', 'throwing'], { error: 'A ranged weapon uses marksmanship or throwing' }),
  /** Only crossbows may opportunity fire (`od6.opportunity-fire-weapons`). */
  family: z.enum(['crossbow', 'bow', 'thrown', 'other'], { error: 'The family is crossbow, bow, thrown or other' }),
  damage: optionalStat('Damage Strength', 0, 20),
  damageByRuling: ContestedValueSchema.optional(),
  ranges: RangesSchema,
  /** Following fire: further shots a turn after a hit, each at +2 (L240). */
  followingShots: stat('Following shots', 0, 5).default(0),
});

export const MeleeWeaponSchema = z.strictObject({
  ...common,
  kind: z.literal('melee'),
  /** Standard +1, magical +2, natural +1 in close combat (L374–L376). */
  class: z.enum(['standard', 'magical', 'natural'], { error: 'A melee weapon is standard, magical or natural' }),
  /** Added to the wielder's Strength for his Damage Strength (L395). */
  damageBonus: optionalStat('Damage bonus', 0, 20),
  damageByRuling: ContestedValueSchema.optional(),
});

export const ArmourSchema = z.strictObject({
  ...common,
  kind: z.literal('armour'),
  /** Added to Strength when resisting damage only (L267). */
  strength: optionalStat('Strength modifier', 0, 10),
  /** Added to Agility (usually negative): movement and Agility skills (L619, L661). */
  agility: optionalStat('Agility modifier', -10, 0),
});

export const SiegeWeaponSchema = z.strictObject({
  ...common,
  kind: z.literal('siege'),
  damage: optionalStat('Damage Strength', 0, 30),
  ranges: RangesSchema,
  /** Soldiers needed to fire it effectively (L299). */
  crew: optionalStat('Crew', 1, 10),
  bodyStrength: optionalStat('Body Strength', 0, 30),
  bodyPoints: optionalStat('Body Points', 1, 30),
  /** Shots per so many turns: 1 per 2 is a Fire Rate of 1/2 (L303). */
  fireRate: z.strictObject({ shots: stat('Shots', 1, 5), turns: stat('Turns', 1, 5) }).nullable(),
});

export const EquipmentItemSchema = z.discriminatedUnion('kind', [RangedWeaponSchema, MeleeWeaponSchema, ArmourSchema, SiegeWeaponSchema], {
  error: 'An equipment item is a ranged weapon, a melee weapon, armour or a siege weapon',
});

export type ItemSource = z.infer<typeof ItemSourceSchema>;
export type Ranges = z.infer<typeof RangesSchema>;
export type RangedWeapon = z.infer<typeof RangedWeaponSchema>;
export type MeleeWeapon = z.infer<typeof MeleeWeaponSchema>;
export type Armour = z.infer<typeof ArmourSchema>;
export type SiegeWeapon = z.infer<typeof SiegeWeaponSchema>;
export type EquipmentItem = z.infer<typeof EquipmentItemSchema>;
export type Weapon = RangedWeapon | MeleeWeapon;

const attributeScore = (name: string) => stat(name, 0, 10);
const ATTRIBUTE_KEYS: Readonly<Record<string, Attribute>> = { ...Object.fromEntries(ATTRIBUTES.map((a) => [a, a])), ...TROOP_LISTING_ATTRIBUTE_ALIASES };
const skillList = z.union([z.literal('any'), z.array(z.enum(SKILLS, { error: 'Unknown skill' }))]);

/** Attributes keyed by the Fantasy names, or by the sample listing's Space names read by position (L630–L635). */
const AttributesSchema = z
  .record(z.string(), z.number())
  .transform((raw, ctx) => {
    const scores: Partial<Record<Attribute, number>> = {};
    for (const [key, value] of Object.entries(raw)) {
      const attribute = ATTRIBUTE_KEYS[key.toUpperCase()];
      if (!attribute) {
        ctx.addIssue({ code: 'custom', message: `Unknown attribute "${key}": use AGI, INT, COR, ACU, PHY and CHA`, path: [key] });
        continue;
      }
      scores[attribute] = value;
    }
    return scores;
  })
  .pipe(z.strictObject({ AGI: attributeScore('AGI'), INT: attributeScore('INT'), COR: attributeScore('COR'), ACU: attributeScore('ACU'), PHY: attributeScore('PHY'), CHA: attributeScore('CHA') }, { error: 'Give all six attributes: AGI, INT, COR, ACU, PHY and CHA' }));

/** One entry of the Troop List (L615–L641). */
export const TroopTypeSchema = z.strictObject({
  id: itemId,
  name: itemName,
  source: ItemSourceSchema,
  notes: notes.default(''),
  quality: z.enum(QUALITIES, { error: 'Quality is average, veteran or elite' }),
  /** "the number of soldiers in a typical squad" (L618). */
  typicalSize: z.strictObject({ min: stat('Smallest squad', 1, 10), max: stat('Largest squad', 1, 10) }),
  attributes: AttributesSchema,
  move: stat('Move', 0, 40),
  /** "Skills: Level 3 -- Any": the most training a skill may take, and which skills (L621). */
  skills: z.strictObject({ level: stat('Training level', 0, 10), allowed: skillList }),
  /** "Weapons: Any", or the equipment ids allowed (L622). */
  weapons: z.union([z.literal('any'), z.array(itemId)]),
  /** "Armor: None", any armour, a choice, or armour worn free (L623). */
  armour: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('none') }),
    z.strictObject({ kind: z.literal('any') }),
    z.strictObject({ kind: z.literal('choice'), ids: z.array(itemId).min(1) }),
    z.strictObject({ kind: z.literal('free'), id: itemId }),
  ]),
  /** "Sergeants: Level 3"; null is "None" (L624). */
  sergeantLevel: stat('Sergeant training level', 0, 10).nullable(),
  /** "Champions: Level 3 -- Any"; null is "None" (L625). */
  champions: z.strictObject({ level: stat('Champion training level', 0, 10), allowed: skillList }).nullable(),
});

export type TroopType = z.infer<typeof TroopTypeSchema>;
/** A troop type as typed or imported, before defaults and the Space-name aliases are applied. */
export type TroopTypeInput = z.input<typeof TroopTypeSchema>;
