import { z } from 'zod';
import { FACTION_RACES } from './faction-races';
import { defineCall } from './define';
import { entityId, longText, nameField } from './fields';

const colour = z
  .string({ error: 'Colour must be text' })
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'Colour must be a hex colour like #8e2a22' })
  .transform((value) => value.toLowerCase());

export const FactionRace = z.enum(FACTION_RACES, { error: `Race must be one of ${FACTION_RACES.join(', ')}` });

/** A side or faction a player leads. Sent without `id` to add one, with its `id` to keep it. */
const FactionInput = z.strictObject({ id: entityId.optional(), name: nameField('Faction name'), race: FactionRace });

export const Faction = z.object({ id: z.string(), name: z.string(), race: FactionRace });
export type Faction = z.infer<typeof Faction>;

export const Player = z.object({
  id: z.string(),
  campaignId: z.string(),
  name: z.string(),
  colour: z.string(),
  notes: z.string(),
  factions: z.array(Faction),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type Player = z.infer<typeof Player>;

const factions = z.array(FactionInput, { error: 'Factions must be a list' }).max(12, { error: 'A player leads at most 12 factions' });

export const playerCalls = {
  'players.list': defineCall({
    summary: "A campaign's players in table order, each with the factions they lead.",
    input: z.strictObject({ campaignId: entityId }),
    output: z.array(Player),
  }),
  'players.create': defineCall({
    summary: 'Add a player (and the factions they lead) to a campaign.',
    input: z.strictObject({
      campaignId: entityId,
      name: nameField('Player name'),
      colour,
      notes: longText('Notes').default(''),
      factions: factions.default([]),
    }),
    output: Player,
  }),
  'players.update': defineCall({
    summary: "Change a player's name, colour or notes, or replace the list of factions they lead (factions left out are removed).",
    input: z.strictObject({
      id: entityId,
      name: nameField('Player name').optional(),
      colour: colour.optional(),
      notes: longText('Notes').optional(),
      factions: factions.optional(),
    }),
    output: Player,
  }),
  'players.delete': defineCall({
    summary: 'Remove a player, the factions they lead and their armies.',
    input: z.strictObject({ id: entityId }),
    output: z.object({ id: z.string() }),
  }),
  'players.reorder': defineCall({
    summary: "Set the table order of a campaign's players (every player id, once).",
    input: z.strictObject({ campaignId: entityId, playerIds: z.array(entityId).max(200) }),
    output: z.array(Player),
  }),
};
