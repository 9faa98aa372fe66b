import { z } from 'zod';
import { ATTRIBUTES, NAMED_ABILITIES, REROLLABLE, WEAPON_TYPES, type Attribute } from './card-terms';

/**
 * A 1999 Rules Card as typed data (seed 001 L37–L111). The rulebook describes the card but ships
 * none, so a group enters its own; the few starter cards are invented and say so.
 */

const text = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).trim().max(max, { error: `${label} must be ${max} characters or fewer` });
const name = (label: string) => text(label, 80).min(1, { error: `${label} is required` });
const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be ${min} or more` })
    .max(max, { error: `${label} must be ${max} or less` });
const centimetres = (label: string) => z.number({ error: `${label} must be a number` }).min(0, { error: `${label} cannot be negative` }).max(1000, { error: `${label} must be 1,000 cm or less` });

export const AttributeSchema = z.enum(ATTRIBUTES, { error: 'Attribute must be one of MOV, CC, BAL, STR, ARM, CON, MEN' });

/** MOV in cm, CC offensive/defensive, BAL, STR, ARM, CON, MEN (L65–L95). */
export const AttributesSchema = z.strictObject(
  {
  mov: centimetres('MOV'),
  ccOffensive: whole('CC offensive', -10, 30),
  ccDefensive: whole('CC defensive', -10, 30),
  bal: whole('BAL', -10, 30),
  str: whole('STR', -10, 30),
  arm: whole('ARM', 0, 30),
  con: whole('CON', -10, 30),
  men: whole('MEN', -10, 30),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Attributes are MOV, CC offensive, CC defensive, BAL, STR, ARM, CON and MEN' : 'Enter the card’s Attributes: MOV, CC, BAL, STR, ARM, CON and MEN') },
);

/** A model Type on the card (L61–L63); `restricted` is the plain word after the Type (L299). */
export const CardTypeSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('squad'), min: whole('Squad minimum', 1, 50), max: whole('Squad maximum', 1, 50), restricted: z.boolean().default(false) }),
    z.strictObject({ type: z.literal('leader'), restricted: z.boolean().default(false) }),
    z.strictObject({ type: z.literal('support'), restricted: z.boolean().default(false) }),
    z.strictObject({ type: z.literal('special'), restricted: z.boolean().default(false) }),
  ],
  { error: 'Type must be Squad, Leader, Support or Special' },
);

/** A weapon as its card states it (L449–L601): Type with its multiple, range, AP and Wounding score. */
export const WeaponSchema = z
  .strictObject({
    name: name('Weapon name'),
    type: z.enum(WEAPON_TYPES, { error: 'Weapon Type must be Shooting, Assault, Indirect or Throwing' }),
    /** Shooting and Indirect weapons; a throw reaches 20 cm + STR (L583). */
    rangeCm: centimetres('Range').optional(),
    ap: whole('AP', -10, 20),
    wounding: whole('Wounding score', 0, 30),
    /** The multiple after the Type: "Shooting x2" rolls twice to hit (L159–L161). */
    multiple: whole('Multiple', 1, 10).default(1),
    /** The multiple after the Wounding score: separate rolls to avoid a wound (L163). */
    woundingMultiple: whole('Wounding multiple', 1, 10).default(1),
    /** Indirect (and, under 1999.deviation-modifier, thrown) weapons: cm added to the deviation (L589). */
    deviation: whole('Deviation modification', -30, 30).optional(),
    /** Area of Effect radius in cm (L199–L203). */
    areaOfEffectCm: centimetres('Area of Effect').optional(),
  })
  .superRefine((weapon, ctx) => {
    if ((weapon.type === 'shooting' || weapon.type === 'indirect') && weapon.rangeCm === undefined) {
      ctx.addIssue({ code: 'custom', path: ['rangeCm'], message: `${weapon.name}: a ${weapon.type === 'shooting' ? 'Shooting' : 'Indirect'} weapon needs a range` });
    }
    if (weapon.deviation !== undefined && weapon.type !== 'indirect' && weapon.type !== 'throwing') {
      ctx.addIssue({ code: 'custom', path: ['deviation'], message: `${weapon.name}: only an Indirect or Throwing weapon has a Deviation modification` });
    }
  });

const abilityText = text('Ability text', 2000).default('');

/** Equipment and special abilities (L101–L103): the rulebook's named ones, Special Actions, Re-rolls, anything else. */
export const AbilitySchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.enum(NAMED_ABILITIES), text: abilityText }),
    z.strictObject({
      kind: z.literal('special-action'),
      name: name('Special Action name'),
      text: abilityText,
      /** Roll Requirement (L145–L151); none stated means 7+. */
      rr: whole('Roll Requirement', 1, 20).optional(),
      /** An Attribute added to the roll (L135–L139). */
      attribute: AttributeSchema.optional(),
      /** What each +1 to the Roll Requirement buys (L153–L155). */
      levelOfDifficulty: text('Level of Difficulty', 300).optional(),
    }),
    z.strictObject({ kind: z.literal('re-roll'), name: name('Ability name'), text: abilityText, rolls: z.array(z.enum(REROLLABLE)).min(1, { error: 'Name at least one roll it re-rolls' }) }),
    z.strictObject({ kind: z.literal('other'), name: name('Ability name'), text: abilityText }),
  ],
  { error: 'Ability kind must be Unhuman, Guerilla Tactics, Floating, Flying, Special Action, Re-roll or Other' },
);

/** A Unit Construction Position (L273–L291): a Leader or Support arrow, maybe naming a Class or a card. */
export const PositionSchema = z.strictObject({
  accepts: z.enum(['leader', 'support'], { error: 'A position takes a Leader or a Support model' }),
  class: text('Class', 80).min(1).optional(),
  name: text('Card name', 80).min(1).optional(),
});

export const RulesCardSchema = z
  .strictObject({
    name: name('Card name'),
    /** Rules Card version # (L109–L111): the highest version applies. */
    version: whole('Version', 1, 999),
    priceCode: text('Price code', 3).default(''),
    flavour: text('Flavour text', 4000).default(''),
    /** Colour of the Affiliation Icon (L53–L55); `clear` is unaffiliated. */
    affiliation: name('Affiliation').toLowerCase(),
    /** Activation number(s), "3/5" as [3, 5] (L57–L59). */
    activation: z.array(whole('Activation number', 1, 30), { error: 'At least one Activation number' }).min(1, { error: 'At least one Activation number' }).max(6, { error: 'At most 6 Activation numbers' }),
    types: z.array(CardTypeSchema, { error: 'At least one model Type' }).min(1, { error: 'At least one model Type' }).max(4, { error: 'At most 4 model Types' }),
    /** **Restricted** in bold: one copy in the army whatever its Type (L299). */
    restrictedCard: z.boolean().default(false),
    /** The model's Class, for construction arrows that name one (L277). */
    class: text('Class', 80).optional(),
    attributes: AttributesSchema,
    /** Wounds each model has; the card lists none among its Attributes, see `1999.model-wounds`. */
    wounds: whole('Wounds', 1, 20).default(1),
    /** Attributes with a blank DNA slot beside them (L97–L99). */
    dnaSlots: z.array(AttributeSchema).max(7).default([]),
    weapons: z.array(WeaponSchema).max(12).default([]),
    abilities: z.array(AbilitySchema).max(20).default([]),
    /** Army Points per model (L105–L107). */
    armyPoints: z.number({ error: 'Army Points must be a number' }).min(0, { error: 'Army Points cannot be negative' }).max(1000, { error: 'Army Points must be 1,000 or less' }),
    positions: z.array(PositionSchema).max(8).default([]),
    /** An invented card shipped as an example, not one of Cell Entertainment's. */
    example: z.boolean().default(false),
  })
  .superRefine((card, ctx) => {
    const sorted = [...card.activation].sort((a, b) => a - b);
    if (new Set(sorted).size !== sorted.length || sorted.some((n, i) => n !== card.activation[i])) {
      ctx.addIssue({ code: 'custom', path: ['activation'], message: 'Activation numbers must rise, each once ("3/5")' });
    }
    const types = card.types.map((t) => t.type);
    if (new Set(types).size !== types.length) ctx.addIssue({ code: 'custom', path: ['types'], message: 'Each model Type is listed once' });
    card.types.forEach((t, i) => {
      if (t.type === 'squad' && t.min > t.max) ctx.addIssue({ code: 'custom', path: ['types', i, 'min'], message: `Squad minimum ${t.min} is above its maximum ${t.max}` });
    });
    if (new Set(card.dnaSlots).size !== card.dnaSlots.length) ctx.addIssue({ code: 'custom', path: ['dnaSlots'], message: 'Each Attribute has at most one DNA slot' });
    if (card.positions.length > 0 && !types.includes('squad')) {
      ctx.addIssue({ code: 'custom', path: ['positions'], message: 'Only a Squad card has Unit Construction Positions' });
    }
    const weaponNames = card.weapons.map((w) => w.name.toLowerCase());
    if (new Set(weaponNames).size !== weaponNames.length) ctx.addIssue({ code: 'custom', path: ['weapons'], message: 'Each weapon on a card needs its own name' });
  });

export type RulesCard = z.output<typeof RulesCardSchema>;
export type RulesCardInput = z.input<typeof RulesCardSchema>;
export type CardType = z.output<typeof CardTypeSchema>;
export type Weapon = z.output<typeof WeaponSchema>;
export type Ability = z.output<typeof AbilitySchema>;
export type Position = z.output<typeof PositionSchema>;
export type Attributes = z.output<typeof AttributesSchema>;

/** True when the card has the rulebook's named ability (Unhuman, Flying…). */
export function hasAbility(card: RulesCard, kind: Ability['kind']): boolean {
  return card.abilities.some((ability) => ability.kind === kind);
}

export function hasDnaSlot(card: RulesCard, attribute: Attribute): boolean {
  return card.dnaSlots.includes(attribute);
}
