import { z } from 'zod';
import { defineCall } from './define';
import { entityId } from './fields';
import { forward, otherSystemId, systemOf } from './by-system';

/**
 * A campaign's libraries: the data a system's rosters draw on (1999's Rules Cards, OpenD6's
 * Equipment and Troop List, Order 66's Mystics). A library starts as the system's starter
 * items the first time the campaign reads it, and is the group's to edit from then on.
 */
export const CampaignLibrary = z.object({
  campaignId: z.string(),
  system: z.string(),
  kind: z.string(),
  label: z.string(),
  items: z.array(z.unknown()),
  /** Each item's display name, in order (the kind's `nameOf`). */
  itemNames: z.array(z.string()),
  updatedAt: z.number().int(),
});
export type CampaignLibrary = z.infer<typeof CampaignLibrary>;

export const SaveLibraryInput = z
  .strictObject({
    campaignId: entityId,
    system: otherSystemId,
    kind: z.string({ error: 'Library kind must be text' }).min(1).max(64),
    items: z.array(z.unknown(), { error: 'Items must be a list' }).max(2000, { error: 'At most 2,000 items in one library' }),
  })
  .transform((input, ctx) => {
    const system = systemOf(input);
    const kind = system.libraries.find((library) => library.id === input.kind);
    if (!kind) {
      const known = system.libraries.map((library) => library.id).join(', ') || 'none';
      ctx.addIssue({ code: 'custom', message: `${system.name} has no library ${JSON.stringify(input.kind)} (its libraries: ${known})`, path: ['kind'], input: input.kind });
      return z.NEVER;
    }
    return { ...input, items: forward(z.array(kind.itemSchema).safeParse(input.items), ctx, ['items']) };
  });

export const libraryCalls = {
  'libraries.list': defineCall({
    summary: "A campaign's libraries for one game system, each with its items (the system's starter items until the group edits them).",
    input: z.strictObject({ campaignId: entityId, system: otherSystemId }),
    output: z.array(CampaignLibrary),
  }),
  'libraries.save': defineCall({
    summary: 'Replace the items of one library of a campaign; every item is checked by its kind’s schema and nothing is written unless all pass.',
    input: SaveLibraryInput,
    output: CampaignLibrary,
  }),
};
