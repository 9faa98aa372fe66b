import { z } from 'zod';
import { defineCall } from './define';
import { entityId, longText, nameField } from './fields';
import { houseRuleProblem } from '../systems/house-rules';

/** Worlds of Battle: "An Existing World", "Your Own World", "The Shared Realm of Orders & Omens". */
export const WORLD_KINDS = ['existing', 'own', 'shared-realm'] as const;
export const WorldKind = z.enum(WORLD_KINDS, { error: `World must be one of ${WORLD_KINDS.join(', ')}` });

/** A campaign's house rules: ruling id → chosen option id, each checked against the rulings. */
export const HouseRules = z.record(z.string(), z.string({ error: 'A house rule is chosen by its option id (text)' })).superRefine((choices, ctx) => {
  for (const [rulingId, optionId] of Object.entries(choices)) {
    const problem = houseRuleProblem(rulingId, optionId);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [rulingId] });
  }
});

const startDate = z.string({ error: 'Start date must be text' }).trim().max(200, { error: 'Start date must be 200 characters or fewer' });

export const Campaign = z.object({
  id: z.string(),
  name: z.string(),
  setting: z.string(),
  description: z.string(),
  worldKind: WorldKind.nullable(),
  startDate: z.string(),
  houseRules: z.record(z.string(), z.string()),
  createdAt: z.number().int(),
  /** The latest change to anything in the campaign (its players, armies, battles, ladders, diary…), not only to its name and setting. */
  updatedAt: z.number().int(),
});
export type Campaign = z.infer<typeof Campaign>;

const campaignName = nameField('Campaign name');

export const campaignCalls = {
  'campaigns.list': defineCall({
    summary: 'Every campaign, the one with the latest change to anything in it first.',
    input: z.strictObject({}),
    output: z.array(Campaign),
  }),
  'campaigns.get': defineCall({
    summary: 'One campaign by id.',
    input: z.strictObject({ id: entityId }),
    output: Campaign,
  }),
  'campaigns.create': defineCall({
    summary: 'Create a campaign. A name another campaign already has (ignoring capitals, spacing and Unicode forms) is refused as a conflict on `name`.',
    input: z.strictObject({
      name: campaignName,
      setting: nameField('Setting').or(z.literal('')).default(''),
      description: longText('Description').default(''),
      worldKind: WorldKind.nullable().default(null),
      startDate: startDate.default(''),
      houseRules: HouseRules.default({}),
    }),
    output: Campaign,
  }),
  'campaigns.update': defineCall({
    summary: 'Rename a campaign or change its world, start date, description or house rules (the whole set of choices). A name another campaign already has is refused as a conflict on `name`; its own name with other capitals is not.',
    input: z.strictObject({
      id: entityId,
      name: campaignName.optional(),
      setting: nameField('Setting').or(z.literal('')).optional(),
      description: longText('Description').optional(),
      worldKind: WorldKind.nullable().optional(),
      startDate: startDate.optional(),
      houseRules: HouseRules.optional(),
    }),
    output: Campaign,
  }),
  'campaigns.delete': defineCall({
    summary: 'Delete a campaign and everything in it.',
    input: z.strictObject({ id: entityId }),
    output: z.object({ id: z.string() }),
  }),
};
