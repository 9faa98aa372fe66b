import { z } from 'zod';
import { ARMY_LIST_IDS } from '../../rules/orders-omens/data/armies';
import { MONSTERS } from '../../rules/orders-omens/data/monsters';
import { WEAPON_PROFILES } from '../../rules/orders-omens/data/weapons';
import { describeLocation } from '../../rules/orders-omens/army/problems';
import type { Army, MonsterId, Weapon } from '../../rules/orders-omens/types';
import { MAX_POINTS_LIMIT } from '../../rules/orders-omens/army/lists';
import { nameField } from '../fields';

/**
 * An Orders & Omens roster as it crosses the contract and lands in a file: the engine's `Army`
 * shape, checked field by field so a bad value is refused with its path before any engine or
 * service sees it. Rule breaches (a fifth Regiment, mixed experience) are not refused here: the
 * engine reports them and the army is saved as invalid.
 */

const partName = z.string({ error: 'Name must be text' }).trim().max(200, { error: 'Name must be 200 characters or fewer' });
const partId = z.string({ error: 'id must be text' }).min(1).max(64);
const named = { id: partId.optional(), name: partName.optional() };

/** A refused value as a message quotes it: short scalars only (a nested or 1 MB value is not echoed back). */
const quoted = (value: unknown): string => {
  if (Array.isArray(value)) return '(a list)';
  if (value !== null && typeof value === 'object') return '(an object)';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}…"` : text;
};
const choice = <const T extends readonly [string, ...string[]]>(what: string, values: T) =>
  z.enum(values, { error: (issue) => `Unknown ${what} ${quoted(issue.input)}; expected ${values.join(', ')}` });

export const experienceField = choice('experience', ['green', 'experienced', 'elite']);
/** The weapons by the names the rulebook prints: "Hand Weapons, Polearms, Bows or Crossbows/Firearms". */
const WEAPON_CHOICES = Object.values(WEAPON_PROFILES).map((profile) => profile.name);
const weaponChoices = `${WEAPON_CHOICES.slice(0, -1).join(', ')} or ${WEAPON_CHOICES.at(-1)}`;
/** The regiment a refused weapon belongs to, in the builder's words ("1st Division, 2nd Brigade, 1st Regiment"), wherever the roster sits in the call. */
const regimentAt = (path: readonly PropertyKey[]) => {
  const from = path.indexOf('divisions');
  return describeLocation(path.slice(from < 0 ? path.length : from).filter((key): key is string | number => typeof key !== 'symbol'));
};
const weaponField = z.enum(Object.keys(WEAPON_PROFILES) as [Weapon, ...Weapon[]], {
  error: (issue) => `${regimentAt(issue.path ?? [])}: its weapon is not one the rules know; choose ${weaponChoices}`,
});
const monsterField = choice('monster', Object.keys(MONSTERS) as [MonsterId, ...MonsterId[]]);
export const armyListField = choice('army list', ARMY_LIST_IDS);
export const raceField = choice('race', ['human', 'elf', 'dwarf', 'orc']);
const flag = (what: string) => z.boolean({ error: `${what} must be true or false` });

export const pointsLimitField = z
  .number({ error: 'Points limit must be a number' })
  .int({ error: 'Points limit must be a whole number of points' })
  .min(1, { error: 'Points limit must be at least 1 point' })
  .max(MAX_POINTS_LIMIT, { error: `Points limit must be ${MAX_POINTS_LIMIT.toLocaleString('en-GB')} points or fewer` });

const line = (type: 'infantry' | 'cavalry') =>
  z.strictObject({ ...named, type: z.literal(type), experience: experienceField, weapon: weaponField, armoured: flag('Armoured') });
const artillery = z.strictObject({ ...named, type: z.literal('artillery'), experience: experienceField });
const monster = z.strictObject({ ...named, type: z.literal('monster'), monster: monsterField });

const typeOf = (input: unknown) => (input && typeof input === 'object' ? (input as { type?: unknown }).type : input);
const brigadeRegiment = z.discriminatedUnion('type', [line('infantry'), line('cavalry'), artillery], {
  error: (issue) =>
    typeOf(issue.input) === 'monster'
      ? 'A Monster cannot stand in a Brigade; attach it to the Division'
      : `Unknown regiment type ${quoted(typeOf(issue.input))}; a Brigade's regiments are infantry, cavalry or artillery`,
});
const attachedRegiment = z.discriminatedUnion('type', [artillery, monster], {
  error: (issue) => `Unknown attached regiment type ${quoted(typeOf(issue.input))}; a Division may attach artillery or a monster`,
});

const upTo = <T extends z.ZodType>(item: T, max: number, what: string) =>
  z.array(item, { error: `${what} must be a list` }).max(max, { error: `At most ${max} ${what} (the rulebook allows far fewer)` });

const brigade = z.strictObject({ ...named, regiments: upTo(brigadeRegiment, 12, 'Regiments in a Brigade'), rating: experienceField.optional() });
const general = z.strictObject({ ...named, experience: experienceField, magicalAdvisor: flag('Magical Advisor') });
const division = z.strictObject({
  ...named,
  general,
  brigades: upTo(brigade, 12, 'Brigades in a Division'),
  attached: upTo(attachedRegiment, 6, 'attached regiments in a Division'),
});

/** A roster as the builder edits it; `randomised` is not editable, so the service keeps it. */
export const RosterInput = z.strictObject({
  name: nameField('Army name'),
  list: armyListField,
  pointsLimit: pointsLimitField.optional(),
  narrativeRace: raceField.optional(),
  marshal: general,
  divisions: upTo(division, 12, 'Divisions'),
});
export type RosterInput = z.infer<typeof RosterInput>;

/** A stored roster: the engine's `Army` with its name. */
export const Roster = RosterInput.extend({ randomised: flag('Randomised') });
export type Roster = z.infer<typeof Roster>;

// The schema and the engine's type must describe the same thing.
const rosterIsArmy: Roster extends Army ? true : false = true;
void rosterIsArmy;
