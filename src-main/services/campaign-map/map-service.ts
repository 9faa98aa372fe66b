import { asc, eq } from 'drizzle-orm';
import { campaignMaps, campaigns, factions, players } from '../../db/schema/index';
import { DEFAULT_MAP_RULE, EMPTY_MAP, gridSize, hexGrid, REGION_KINDS, type CampaignMapRule, type MapEvent } from '../../../src-shared/campaign-map';
import type { CampaignMapView } from '../../../src-shared/contract/campaign-map';
import type { ParsedInput } from '../../../src-shared/contract';
import type { ServiceContext } from '../context';
import { notFound, ServiceError } from '../service-error';
import { describeEdit } from './describe-edit';
import { mapBattles } from './map-battles';
import { checkedImage } from './map-image';
import { mapLog } from './map-log';

const HEX_SIZE = 48;

type MapRow = typeof campaignMaps.$inferSelect;

function requireCampaign(ctx: ServiceContext, campaignId: string): void {
  if (!ctx.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId)).get()) throw notFound('Campaign', campaignId);
}

function mapRow(ctx: ServiceContext, mapId: string): MapRow {
  const row = ctx.db.select().from(campaignMaps).where(eq(campaignMaps.id, mapId)).get();
  if (!row) throw notFound('Campaign map', mapId);
  return row;
}

function campaignPeople(ctx: ServiceContext, campaignId: string) {
  const people = ctx.db.select({ id: players.id, name: players.name, colour: players.colour }).from(players).where(eq(players.campaignId, campaignId)).orderBy(asc(players.position)).all();
  const sides = ctx.db
    .select({ id: factions.id, name: factions.name, playerId: factions.playerId })
    .from(factions)
    .innerJoin(players, eq(players.id, factions.playerId))
    .where(eq(players.campaignId, campaignId))
    .orderBy(asc(players.position), asc(factions.position))
    .all();
  return { players: people, factions: sides };
}

/** Everything the map screen needs to draw the map at any date (the replay itself runs in src-shared). */
export function getMapView(ctx: ServiceContext, campaignId: string): CampaignMapView {
  requireCampaign(ctx, campaignId);
  const row = ctx.db.select().from(campaignMaps).where(eq(campaignMaps.campaignId, campaignId)).get();
  const people = campaignPeople(ctx, campaignId);
  const battles = mapBattles(ctx, campaignId);
  if (!row) return { campaignId, map: null, definition: EMPTY_MAP as CampaignMapView['definition'], ...people, battles };
  const view = mapLog.load(ctx, row.id);
  const last = view.steps.length > gridSteps(view.steps) ? view.steps.at(-1) : undefined;
  const before = view.recent.at(-1)?.definition ?? view.state.definition;
  const battleName = (id: string) => battles.find((b) => b.id === id)?.name ?? 'a battle';
  return {
    campaignId,
    map: {
      id: row.id,
      name: row.name,
      width: row.width,
      height: row.height,
      imageType: row.imageType,
      rule: JSON.parse(row.ruleJson) as CampaignMapRule,
      eventCount: row.eventCount,
      updatedAt: row.updatedAt,
      lastEdit: last ? describeEdit(last.event, before, battleName) : null,
    },
    definition: view.state.definition as CampaignMapView['definition'],
    ...people,
    battles,
  };
}

const columnLetter = (column: number) => String.fromCharCode(65 + column);

export function createMap(ctx: ServiceContext, input: ParsedInput<'map.create'>): CampaignMapView {
  requireCampaign(ctx, input.campaignId);
  ctx.store.sqlite.transaction(() => {
    if (ctx.db.select({ id: campaignMaps.id }).from(campaignMaps).where(eq(campaignMaps.campaignId, input.campaignId)).get()) {
      throw new ServiceError('conflict', 'This campaign already has a map; change its picture or regions instead');
    }
    const now = ctx.now();
    const id = ctx.newId();
    const base = { id, campaignId: input.campaignId, name: input.name, ruleJson: JSON.stringify(input.rule ?? DEFAULT_MAP_RULE), eventCount: 0, createdAt: now, updatedAt: now };
    const { source } = input;
    if (source.kind === 'image') {
      const image = checkedImage(source.image.base64);
      ctx.db.insert(campaignMaps).values({ ...base, width: source.image.width, height: source.image.height, imageType: image.type, image: image.bytes }).run();
      return;
    }
    const size = gridSize(source.columns, source.rows, HEX_SIZE);
    ctx.db.insert(campaignMaps).values({ ...base, width: size.width, height: size.height, imageType: null, image: null }).run();
    const farmland = REGION_KINDS.find((kind) => kind.id === 'farmland')!;
    const hexes = hexGrid(source.columns, source.rows, HEX_SIZE).map(
      (cell): MapEvent => ({ type: 'region-drawn', regionId: ctx.newId(), name: `${columnLetter(cell.column)}${cell.row + 1}`, kind: farmland.id, value: farmland.value, shape: 'hex', points: cell.points, owner: null }),
    );
    mapLog.append(ctx, id, () => hexes);
  })();
  return getMapView(ctx, input.campaignId);
}

export function updateMap(ctx: ServiceContext, input: ParsedInput<'map.update'>): CampaignMapView {
  const row = mapRow(ctx, input.mapId);
  const changes: Partial<MapRow> = { updatedAt: ctx.now() };
  if (input.name !== undefined) changes.name = input.name;
  if (input.rule !== undefined) changes.ruleJson = JSON.stringify(input.rule);
  ctx.db.update(campaignMaps).set(changes).where(eq(campaignMaps.id, row.id)).run();
  return getMapView(ctx, row.campaignId);
}

export function setMapImage(ctx: ServiceContext, input: ParsedInput<'map.setImage'>): CampaignMapView {
  const row = mapRow(ctx, input.mapId);
  const image = checkedImage(input.image.base64);
  ctx.db.update(campaignMaps).set({ image: image.bytes, imageType: image.type, width: input.image.width, height: input.image.height, updatedAt: ctx.now() }).where(eq(campaignMaps.id, row.id)).run();
  return getMapView(ctx, row.campaignId);
}

export function mapImage(ctx: ServiceContext, mapId: string): { mediaType: 'image/png' | 'image/jpeg' | 'image/webp'; base64: string } | null {
  const row = mapRow(ctx, mapId);
  if (!row.image || !row.imageType) return null;
  return { mediaType: row.imageType as 'image/png' | 'image/jpeg' | 'image/webp', base64: row.image.toString('base64') };
}

/** Map edits as stored events; owners and battles must be this campaign's. */
function toEvents(ctx: ServiceContext, campaignId: string, edits: ParsedInput<'map.edit'>['edits']): MapEvent[] {
  const people = campaignPeople(ctx, campaignId);
  const playerIds = new Set(people.players.map((p) => p.id));
  const factionIds = new Set(people.factions.map((f) => f.id));
  const battleIds = new Set(mapBattles(ctx, campaignId).map((b) => b.id));
  const checkOwner = (owner: { kind: 'player' | 'faction'; id: string } | null, at: number) => {
    if (owner && !(owner.kind === 'player' ? playerIds : factionIds).has(owner.id)) {
      throw new ServiceError('invalid_input', `That ${owner.kind} is not in this campaign (they may have been removed); choose another owner`, `edits.${at}.owner`);
    }
  };
  return edits.map((edit, at): MapEvent => {
    switch (edit.type) {
      case 'region-drawn':
        checkOwner(edit.owner ?? null, at);
        return { ...edit, regionId: ctx.newId(), shape: edit.shape ?? 'polygon', owner: edit.owner ?? null };
      case 'owner-set':
        checkOwner(edit.owner, at);
        return edit;
      case 'battle-placed':
        if (!battleIds.has(edit.battleId)) throw new ServiceError('invalid_input', 'That battle is not in this campaign', `edits.${at}.battleId`);
        return edit;
      default:
        return edit;
    }
  });
}

export function editMap(ctx: ServiceContext, input: ParsedInput<'map.edit'>): CampaignMapView {
  const row = mapRow(ctx, input.mapId);
  const events = toEvents(ctx, row.campaignId, input.edits);
  mapLog.append(ctx, row.id, () => events, { expectedCount: input.expectedCount });
  return getMapView(ctx, row.campaignId);
}

/**
 * How many of a map's first steps are the hex grid it was made with: the leading run of hex regions
 * (regions drawn by hand are outlines). They are the land the map starts from, not edits to undo.
 */
function gridSteps(steps: readonly { readonly event: MapEvent }[]): number {
  const isGridHex = (event: MapEvent) => event.type === 'region-drawn' && event.shape === 'hex';
  const firstEdit = steps.findIndex((step) => !isGridHex(step.event));
  return firstEdit === -1 ? steps.length : firstEdit;
}

export function undoMapEdit(ctx: ServiceContext, input: ParsedInput<'map.undo'>): CampaignMapView {
  const row = mapRow(ctx, input.mapId);
  ctx.store.sqlite.transaction(() => {
    const steps = mapLog.load(ctx, row.id).steps;
    if (steps.length > 0 && steps.length <= gridSteps(steps)) {
      throw new ServiceError('rejected', 'Nothing to undo: the hexes the map was made with are its land, not edits. To take a hex away, choose it and remove it');
    }
    mapLog.undo(ctx, row.id, { expectedCount: input.expectedCount });
  })();
  return getMapView(ctx, row.campaignId);
}
