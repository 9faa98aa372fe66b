import type { CAMPAIGN_MAP_CALL_NAMES } from '../../../src-shared/contract/campaign-map.names';
import type { HandlersFor } from '../handler-types';
import { createMap, editMap, getMapView, mapImage, setMapImage, undoMapEdit, updateMap } from './map-service';

export const campaignMapHandlers: HandlersFor<(typeof CAMPAIGN_MAP_CALL_NAMES)[number]> = {
  'map.get': (ctx, input) => getMapView(ctx, input.campaignId),
  'map.image': (ctx, input) => mapImage(ctx, input.mapId),
  'map.create': (ctx, input) => createMap(ctx, input),
  'map.update': (ctx, input) => updateMap(ctx, input),
  'map.setImage': (ctx, input) => setMapImage(ctx, input),
  'map.edit': (ctx, input) => editMap(ctx, input),
  'map.undo': (ctx, input) => undoMapEdit(ctx, input),
};
