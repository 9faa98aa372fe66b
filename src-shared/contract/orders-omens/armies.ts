import { z } from 'zod';
import { ARMY_FILE_FORMAT, ARMY_FILE_VERSION } from '../../rules/orders-omens/army/army-file';
import { MONSTERS } from '../../rules/orders-omens/data/monsters';
import type { MonsterId } from '../../rules/orders-omens/types';
import { defineCall } from '../define';
import { entityId, nameField } from '../fields';
import { armyListField, raceField, Roster, RosterInput } from './roster';

const pathSegments = z.array(z.union([z.string(), z.number()]));

export const ArmyProblem = z.object({ path: pathSegments, message: z.string(), rule: z.string() });

export const ArmySummary = z.object({
  id: z.string(),
  campaignId: z.string(),
  playerId: z.string(),
  factionId: z.string().nullable(),
  name: z.string(),
  list: armyListField,
  pointsLimit: z.number().int().nullable(),
  randomised: z.boolean(),
  points: z.number().int(),
  valid: z.boolean(),
  problemCount: z.number().int(),
  soldiers: z.number(),
  /** Soldiers lost in recorded battles (25 per hit); 0 until battles record losses. */
  soldiersLost: z.number(),
  /** Legal, or randomised: may be taken into a battle. */
  battleReady: z.boolean(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type ArmySummary = z.infer<typeof ArmySummary>;

const DiceRollOut = z.object({
  source: z.enum(['entered', 'rolled']),
  sides: z.number().int(),
  faces: z.array(z.number().int()),
  seed: z.number().int().optional(),
});

export const RandomiserRollOut = z.object({ decides: z.string(), table: z.string(), path: pathSegments, roll: DiceRollOut, result: z.string() });

export const ArmyDetail = ArmySummary.extend({
  rosterVersion: z.number().int(),
  roster: Roster,
  problems: z.array(ArmyProblem),
  /** Every roll the randomiser made, for randomised armies. */
  randomiserRolls: z.array(RandomiserRollOut).nullable(),
});
export type ArmyDetail = z.infer<typeof ArmyDetail>;

export const ArmyFileOut = z.object({
  format: z.literal(ARMY_FILE_FORMAT),
  version: z.literal(ARMY_FILE_VERSION),
  exportedAt: z.string(),
  army: Roster,
});

const faction = entityId.nullable().optional();

const RandomiserDiceInput = z.union(
  [
    z.strictObject({ seed: z.number({ error: 'Seed must be a number' }).int({ error: 'Seed must be a whole number' }) }),
    z.strictObject({
      faces: z
        .array(z.number({ error: 'Each die must be a number' }).int({ error: 'Each die must be a whole number' }).min(1, { error: 'A D6 shows 1 to 6' }).max(6, { error: 'A D6 shows 1 to 6' }))
        .min(1, { error: 'Enter at least one die' })
        .max(1000, { error: 'At most 1,000 dice' }),
    }),
  ],
  { error: 'Dice must be { seed } for app rolls or { faces } for entered dice' },
);

export const armyCalls = {
  'armies.list': defineCall({
    summary: "A campaign's armies with points, validity and strength, by player then name.",
    input: z.strictObject({ campaignId: entityId }),
    output: z.array(ArmySummary),
  }),
  'armies.get': defineCall({
    summary: 'One army: its roster, the engine’s problems with it, and whether it may be taken into a battle.',
    input: z.strictObject({ id: entityId }),
    output: ArmyDetail,
  }),
  'armies.create': defineCall({
    summary: "Create an army for a player from a roster (saved even when the rules find problems; it is then marked invalid).",
    input: z.strictObject({ campaignId: entityId, playerId: entityId, factionId: faction, roster: RosterInput }),
    output: ArmyDetail,
  }),
  'armies.randomise': defineCall({
    summary: 'Create a randomised army with the Randomising an Army tables from a seed or from entered dice, keeping every roll.',
    input: z.strictObject({
      campaignId: entityId,
      playerId: entityId,
      factionId: faction,
      name: nameField('Army name'),
      list: armyListField,
      narrativeRace: raceField.optional(),
      dice: RandomiserDiceInput,
      monster: z.enum(Object.keys(MONSTERS) as [MonsterId, ...MonsterId[]], { error: 'Unknown monster' }).optional(),
    }),
    output: ArmyDetail,
  }),
  'armies.update': defineCall({
    summary: 'Save an army: its whole roster, and/or the player or faction it belongs to.',
    input: z.strictObject({ id: entityId, playerId: entityId.optional(), factionId: faction, roster: RosterInput.optional() }),
    output: ArmyDetail,
  }),
  'armies.delete': defineCall({
    summary: 'Delete an army.',
    input: z.strictObject({ id: entityId }),
    output: z.object({ id: z.string() }),
  }),
  'armies.export': defineCall({
    summary: `An army as a versioned file ({ format: "${ARMY_FILE_FORMAT}", version: ${ARMY_FILE_VERSION}, army }).`,
    input: z.strictObject({ id: entityId }),
    output: ArmyFileOut,
  }),
  'armies.import': defineCall({
    summary: 'Import an army file for a player. Every problem in the file is reported, and nothing is written unless it has none.',
    input: z.strictObject({
      campaignId: entityId,
      playerId: entityId,
      factionId: faction,
      text: z.string({ error: 'The file must be sent as text' }).max(2_000_000, { error: 'The file is larger than 2 MB; an army file is far smaller' }),
    }),
    output: z.discriminatedUnion('status', [
      z.object({ status: z.literal('imported'), army: ArmyDetail }),
      z.object({ status: z.literal('refused'), problems: z.array(z.object({ path: z.string(), message: z.string() })) }),
    ]),
  }),
};
