import { z } from 'zod';
import { defineCall } from './define';
import { entityId, longText, nameField } from './fields';

export const Campaign = z.object({
  id: z.string(),
  name: z.string(),
  setting: z.string(),
  description: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type Campaign = z.infer<typeof Campaign>;

const campaignName = nameField('Campaign name');

export const campaignCalls = {
  'campaigns.list': defineCall({
    summary: 'Every campaign, most recently changed first.',
    input: z.strictObject({}),
    output: z.array(Campaign),
  }),
  'campaigns.get': defineCall({
    summary: 'One campaign by id.',
    input: z.strictObject({ id: entityId }),
    output: Campaign,
  }),
  'campaigns.create': defineCall({
    summary: 'Create a campaign.',
    input: z.strictObject({
      name: campaignName,
      setting: nameField('Setting').or(z.literal('')).default(''),
      description: longText('Description').default(''),
    }),
    output: Campaign,
  }),
  'campaigns.update': defineCall({
    summary: 'Rename a campaign or change its setting or description.',
    input: z.strictObject({
      id: entityId,
      name: campaignName.optional(),
      setting: nameField('Setting').or(z.literal('')).optional(),
      description: longText('Description').optional(),
    }),
    output: Campaign,
  }),
  'campaigns.delete': defineCall({
    summary: 'Delete a campaign and everything in it.',
    input: z.strictObject({ id: entityId }),
    output: z.object({ id: z.string() }),
  }),
};
