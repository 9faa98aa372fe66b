import { z } from 'zod';
import { MAX_MAP_IMAGE_BYTES } from '../campaign-map/image-type';
import { MAX_REGION_POINTS, MAX_REGION_VALUE } from '../campaign-map/definition';
import { REGION_KIND_IDS } from '../campaign-map/kinds';
import { defineCall } from './define';
import { entityId, nameField } from './fields';

const coordinate = z.number({ error: 'A map position must be a number' }).min(-100_000, { error: 'That point is far off the map' }).max(100_000, { error: 'That point is far off the map' });
export const MapPointField = z.strictObject({ x: coordinate, y: coordinate });
const outline = z.array(MapPointField).min(3, { error: 'A region needs at least three corners' }).max(MAX_REGION_POINTS, { error: `A region has at most ${MAX_REGION_POINTS} corners` });
export const MapOwnerField = z.discriminatedUnion('kind', [z.strictObject({ kind: z.literal('player'), id: entityId }), z.strictObject({ kind: z.literal('faction'), id: entityId })]).nullable();
const kind = z.enum(REGION_KIND_IDS, { error: 'Choose a kind of region from the list' });
const value = z
  .number({ error: 'A value must be a number' })
  .int({ error: 'A value must be a whole number' })
  .min(0, { error: 'A value is 0 or more' })
  .max(MAX_REGION_VALUE, { error: `A value is at most ${MAX_REGION_VALUE}` });
const worldDay = z.number({ error: 'A campaign day must be a number' }).int({ error: 'A campaign day is a whole number' }).min(0, { error: 'A campaign day is 0 or later' }).max(1_000_000).nullable();

export const MapRuleField = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('winner-takes') }),
    z.strictObject({ kind: z.literal('decisive-needed'), withoutDecisive: z.enum(['any-win', 'no-change']) }),
    z.strictObject({ kind: z.literal('wins-needed'), wins: z.number({ error: 'Wins needed is a whole number' }).int({ error: 'Wins needed is a whole number' }).min(2, { error: 'At least 2 wins' }).max(9, { error: 'At most 9 wins' }) }),
  ],
  { error: 'Choose how battles move the borders' },
);

/** A map edit as a screen sends it; a new region's id is given by the service. */
export const MapEditInput = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('region-drawn'), name: nameField('A region name'), kind, value, shape: z.enum(['polygon', 'hex']).default('polygon'), points: outline, owner: MapOwnerField.default(null) }),
    z.strictObject({ type: z.literal('region-changed'), regionId: entityId, name: nameField('A region name').optional(), kind: kind.optional(), value: value.optional(), points: outline.optional() }),
    z.strictObject({ type: z.literal('region-removed'), regionId: entityId }),
    z.strictObject({ type: z.literal('owner-set'), regionId: entityId, owner: MapOwnerField, worldDay }),
    z.strictObject({ type: z.literal('battle-placed'), battleId: entityId, regionId: entityId, point: MapPointField }),
    z.strictObject({ type: z.literal('battle-unplaced'), battleId: entityId }),
  ],
  { error: 'Unknown kind of map edit' },
);

const base64Image = z
  .string({ error: 'The picture must be sent as base64 text' })
  .min(8, { error: 'The picture is empty' })
  .max(Math.ceil(MAX_MAP_IMAGE_BYTES / 3) * 4, { error: `The picture is larger than ${MAX_MAP_IMAGE_BYTES / 1024 / 1024} MB; make it smaller and try again` })
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'The picture must be sent as base64 text' });
const size = (what: string) => z.number({ error: `${what} must be a number` }).int({ error: `${what} must be whole` }).min(16, { error: `${what} is at least 16` }).max(20_000, { error: `${what} is at most 20,000` });
export const MapImageInput = z.strictObject({ base64: base64Image, width: size('The picture width'), height: size('The picture height') });

/** A hex grid's columns or rows; an emptied number field arrives as "", so a wrong type gets the same plain message. */
const gridCount = (what: string) => {
  const message = `${what}: a whole number from 1 to 20`;
  return z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(20, { error: message });
};

export const MapSourceInput = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('image'), image: MapImageInput }),
    z.strictObject({
      kind: z.literal('grid'),
      columns: gridCount('Columns'),
      rows: gridCount('Rows'),
    }),
  ],
  { error: 'Choose a picture or a grid of hexes' },
);

const RegionOut = z.object({ id: z.string(), name: z.string(), kind: z.string(), value: z.number(), shape: z.enum(['polygon', 'hex']), points: z.array(z.object({ x: z.number(), y: z.number() })) });
const OwnerOut = z.discriminatedUnion('kind', [z.object({ kind: z.literal('player'), id: z.string() }), z.object({ kind: z.literal('faction'), id: z.string() })]).nullable();
const SeatOut = z.object({ playerId: z.string().nullable(), playerName: z.string() });

export const CampaignMapView = z.object({
  campaignId: z.string(),
  map: z
    .object({
      id: z.string(),
      name: z.string(),
      width: z.number(),
      height: z.number(),
      imageType: z.string().nullable(),
      rule: MapRuleField,
      eventCount: z.number().int(),
      updatedAt: z.number(),
      /** The last edit in words, for the undo button. */
      lastEdit: z.string().nullable(),
    })
    .nullable(),
  definition: z.object({
    regions: z.array(RegionOut),
    ownerSettings: z.array(z.object({ regionId: z.string(), owner: OwnerOut, worldDay: z.number().nullable(), step: z.number() })),
    placements: z.array(z.object({ battleId: z.string(), regionId: z.string(), point: z.object({ x: z.number(), y: z.number() }) })),
  }),
  players: z.array(z.object({ id: z.string(), name: z.string(), colour: z.string() })),
  factions: z.array(z.object({ id: z.string(), name: z.string(), playerId: z.string() })),
  /** Every battle of the campaign, of every system, as the map reads it. */
  battles: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      systemName: z.string(),
      worldDay: z.number().nullable(),
      worldDate: z.string(),
      createdAt: z.number(),
      status: z.string(),
      result: z.object({ winner: SeatOut.nullable(), decisive: SeatOut.nullable(), decisiveName: z.string().nullable() }).nullable(),
    }),
  ),
});
export type CampaignMapView = z.infer<typeof CampaignMapView>;

const mapRef = z.strictObject({ mapId: entityId, expectedCount: z.number().int().min(0).optional() });

export const campaignMapCalls = {
  'map.get': defineCall({
    summary: "A campaign's map (or none yet): its regions, owners set by hand, placed battles, the campaign's players, factions and battles of every system, and the rule that moves borders.",
    input: z.strictObject({ campaignId: entityId }),
    output: CampaignMapView,
  }),
  'map.image': defineCall({
    summary: "The map's picture as base64 with its checked type, or null for a map drawn on a hex grid.",
    input: z.strictObject({ mapId: entityId }),
    output: z.object({ mediaType: z.enum(['image/png', 'image/jpeg', 'image/webp']), base64: z.string() }).nullable(),
  }),
  'map.create': defineCall({
    summary: 'Gives a campaign its map: from a picture (PNG, JPEG or WebP, checked by its bytes) or a generated grid of hexes.',
    input: z.strictObject({ campaignId: entityId, name: nameField('The map name'), source: MapSourceInput, rule: MapRuleField.default({ kind: 'winner-takes' }) }),
    output: CampaignMapView,
  }),
  'map.update': defineCall({
    summary: "Renames a map or changes the rule by which battles move its borders (the whole map is replayed under the new rule).",
    input: z.strictObject({ mapId: entityId, name: nameField('The map name').optional(), rule: MapRuleField.optional() }),
    output: CampaignMapView,
  }),
  'map.setImage': defineCall({
    summary: "Replaces the map's picture (regions stay where they were drawn).",
    input: z.strictObject({ mapId: entityId, image: MapImageInput }),
    output: CampaignMapView,
  }),
  'map.edit': defineCall({
    summary: 'Records map edits (regions drawn, changed or removed, owners set by hand, battles placed or taken off) in one step each, all or none.',
    input: mapRef.extend({ edits: z.array(MapEditInput).min(1, { error: 'Nothing to record' }).max(500, { error: 'At most 500 edits at once' }) }),
    output: CampaignMapView,
  }),
  'map.undo': defineCall({
    summary: 'Takes back the last map edit.',
    input: mapRef,
    output: CampaignMapView,
  }),
};
