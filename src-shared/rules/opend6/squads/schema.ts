import { z } from 'zod';
import { SKILL_NAMES, SKILLS, type Skill } from '../data/attributes';
import { QUALITIES } from '../data/quality';
import { SQUAD_LIMITS } from '../data/squad-limits';
import { WEAPON_SKILLS } from '../data/weapon-skills';

/**
 * A squad as its Squad Record Sheet holds it (seed 004 L670–L713), plus its standing in the
 * campaign. The troop type and the equipment are the campaign's library items, by id.
 */

const equipmentId = z.string({ error: 'An equipment id must be text' }).min(1, { error: 'Choose the equipment' }).max(64);
const figure = z.string({ error: 'The figure ID must be text' }).max(60, { error: 'The figure ID must be 60 characters or fewer' });
const level = (what: string) => z.number({ error: `${what} must be a number` }).int({ error: `${what} is a whole number` }).min(0, { error: `${what} cannot be negative` }).max(10, { error: `${what} is at most 10` });
const counter = (what: string) => z.number({ error: `${what} must be a number` }).int({ error: `${what} is a whole number` }).min(0, { error: `${what} cannot be negative` }).max(100_000);

/** Training levels bought, by skill; skills left out have none. */
export const TrainingSchema = z.partialRecord(z.enum(SKILLS, { error: 'Unknown skill' }), level('A training level'));

const skillWords = (skill: Skill) => SKILL_NAMES[skill].toLowerCase();

/** "Only fighting, melee combat, … take one": a skill named that cannot be specialised in a weapon. */
function notSpecialisable(input: unknown): string {
  const known = (SKILLS as readonly unknown[]).includes(input);
  const allowed = WEAPON_SKILLS.map(skillWords);
  return `${known ? `${SKILL_NAMES[input as Skill]} takes no weapon specialisation` : 'Unknown skill'}: only ${allowed.slice(0, -1).join(', ')} and ${allowed.at(-1)} are specialised, each in one weapon`;
}

/**
 * A skill specialisation (seed 004 L650): "treated just like regular skills", it starts at the
 * attribute its skill is listed under and takes training levels at one SGP each, up to the Troop
 * List's level (L621). It names the one weapon of its skill it covers.
 */
export const SpecialisationSchema = z
  .strictObject({
    skill: z.enum(WEAPON_SKILLS, { error: (issue) => notSpecialisable(issue.input) }),
    weaponId: z.string({ error: 'A specialisation names its weapon' }).max(64, { error: 'A weapon id is at most 64 characters' }),
    training: z.number({ error: 'A specialisation’s training must be a number' }),
  })
  .superRefine((specialisation, ctx) => {
    const skill = skillWords(specialisation.skill);
    if (specialisation.weaponId === '') ctx.addIssue({ code: 'custom', path: ['weaponId'], message: `Choose the weapon the ${skill} specialisation is in` });
    const training = specialisation.training;
    if (!Number.isInteger(training) || training < 1 || training > 10) ctx.addIssue({ code: 'custom', path: ['training'], message: `A ${skill} specialisation takes 1 to 10 training levels, not ${training}` });
  });

/** At most one specialisation a weapon and skill. */
export const SpecialisationsSchema = z
  .array(SpecialisationSchema)
  .max(SQUAD_LIMITS.maxSpecialisations, { error: `At most ${SQUAD_LIMITS.maxSpecialisations} specialisations` })
  .superRefine((list, ctx) => {
    list.forEach((specialisation, i) => {
      if (list.findIndex((other) => other.skill === specialisation.skill && other.weaponId === specialisation.weaponId) !== i)
        ctx.addIssue({ code: 'custom', path: [i], message: `${SKILL_NAMES[specialisation.skill]} is specialised in the same weapon twice` });
    });
  });

export const ChampionSchema = z.strictObject({
  /** Which figure represents him (the sheet's ID space, L665). */
  figure: figure.default(''),
  /** Training on top of the squad's, by skill (L667). */
  training: TrainingSchema.default({}),
  /** His own specialisations, or more training in the squad's (L625). */
  specialisations: SpecialisationsSchema.default([]),
  /** Weapons he carries besides the squad's (L666). */
  weaponIds: z.array(equipmentId).max(3, { error: 'A champion carries at most 3 extra weapons' }).default([]),
});

export const StandingSchema = z.strictObject({
  battles: counter('Battles'),
  soldiersLost: counter('Soldiers lost'),
  moraleBreaks: counter('Morale breaks'),
  /** Battles whose losses are already on this sheet, so none is carried twice. */
  carriedBattles: z.array(z.string().max(64)).max(1000).default([]),
});

export const SquadSchema = z.strictObject({
  name: z.string({ error: 'The squad name must be text' }).trim().min(1, { error: 'Name the squad' }).max(120, { error: 'A squad name must be 120 characters or fewer' }),
  troopTypeId: z.string({ error: 'Choose a troop type' }).min(1, { error: 'Choose a troop type' }).max(64),
  quality: z.enum(QUALITIES, { error: 'Quality is average, veteran or elite' }),
  /**
   * Number in squad, sergeant and champions included (L663, L703): "between three and ten figures"
   * (L39). More than ten is refused; fewer than three is kept, marked invalid by the assessment, as a
   * squad worn down by carried losses may be.
   */
  soldiers: z
    .number({ error: 'The number in the squad must be a number' })
    .int({ error: 'The number in the squad is a whole number' })
    .min(0, { error: 'The number in the squad cannot be negative' })
    .max(SQUAD_LIMITS.maxSoldiers, { error: (issue) => `A squad has between ${SQUAD_LIMITS.minSoldiers} and ${SQUAD_LIMITS.maxSoldiers} soldiers; this one has ${String(issue.input)}` }),
  training: TrainingSchema.default({}),
  /** Specialisations bought for every soldier (L650). */
  specialisations: SpecialisationsSchema.default([]),
  weaponIds: z.array(equipmentId).max(4, { error: 'A squad carries at most 4 weapons' }).default([]),
  armourId: equipmentId.nullable().default(null),
  sergeant: z.strictObject({ figure: figure.default(''), commandTraining: level('The sergeant’s extra command training').default(0) }).default({ figure: '', commandTraining: 0 }),
  champions: z.array(ChampionSchema).max(SQUAD_LIMITS.maxChampions, { error: `A squad has at most ${SQUAD_LIMITS.maxChampions} champions` }).default([]),
  /** A crewed siege weapon: its SGPs go on the sheet's "Other costs" line (L299, L711). */
  siegeWeaponId: equipmentId.nullable().default(null),
  standing: StandingSchema.default({ battles: 0, soldiersLost: 0, moraleBreaks: 0, carriedBattles: [] }),
  notes: z.string({ error: 'Notes must be text' }).max(5000, { error: 'Notes must be 5,000 characters or fewer' }).default(''),
});

export type Squad = z.infer<typeof SquadSchema>;
export type SquadInput = z.input<typeof SquadSchema>;
export type Champion = z.infer<typeof ChampionSchema>;
export type Specialisation = z.infer<typeof SpecialisationSchema>;
export type Training = Partial<Record<Skill, number>>;
export type Standing = z.infer<typeof StandingSchema>;

/** Roster version: bump when the stored shape changes (RosterRules.version). 2 added specialisations. */
export const SQUAD_VERSION = 2;

type Stored = Record<string, unknown>;
const isRecord = (value: unknown): value is Stored => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A squad saved by an older version, in today's shape: version 1 had no specialisations, so the
 * squad and each champion get none. Nothing else is touched, so the rules judge it as they did.
 */
export function upgradeSquad(stored: unknown, fromVersion: number): Squad {
  if (fromVersion >= 2 || !isRecord(stored)) return stored as Squad;
  const champions = Array.isArray(stored.champions) ? stored.champions.map((champion: unknown) => (isRecord(champion) ? { specialisations: [], ...champion } : champion)) : stored.champions;
  return { specialisations: [], ...stored, champions } as unknown as Squad;
}
