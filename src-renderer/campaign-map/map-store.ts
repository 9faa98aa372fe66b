import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { CallInput } from '../../src-shared/contract';
import type { CampaignMapView } from '../../src-shared/contract/campaign-map';
import type { MapReplayInput } from '../../src-shared/campaign-map';
import { call } from '../api';
import { newestAnswer } from '../newest-answer';

type MapEdit = CallInput<'map.edit'>['edits'][number];

/** The campaign map on screen: what the service holds, and the picture as a data URL (no network request draws it). */
export const useCampaignMapStore = defineStore('campaign-map', () => {
  const view = ref<CampaignMapView | null>(null);
  const imageUrl = ref<string | null>(null);

  // Each request is numbered as it starts; an answer is shown only if no later request's answer has
  // been, so a slow reload never puts back a map older than an edit already on screen.
  const order = newestAnswer();

  /** The picture changes only when the map is opened, made or given a new one; region edits keep it. */
  async function show(request: () => Promise<CampaignMapView>, withPicture: boolean): Promise<CampaignMapView> {
    const ticket = order.start();
    const next = await request();
    const image = withPicture && next.map?.imageType ? await call('map.image', { mapId: next.map.id }) : null;
    if (!order.take(ticket)) return next;
    if (withPicture) imageUrl.value = image ? `data:${image.mediaType};base64,${image.base64}` : null;
    view.value = next;
    return next;
  }

  async function load(campaignId: string): Promise<CampaignMapView> {
    if (view.value?.campaignId !== campaignId) {
      view.value = null;
      imageUrl.value = null;
    }
    return show(() => call('map.get', { campaignId }), true);
  }

  async function create(input: CallInput<'map.create'>): Promise<CampaignMapView> {
    return show(() => call('map.create', input), true);
  }

  async function edit(edits: MapEdit[]): Promise<CampaignMapView> {
    const map = view.value!.map!;
    return show(() => call('map.edit', { mapId: map.id, expectedCount: map.eventCount, edits }), false);
  }

  async function undo(): Promise<CampaignMapView> {
    const map = view.value!.map!;
    return show(() => call('map.undo', { mapId: map.id, expectedCount: map.eventCount }), false);
  }

  async function update(input: Omit<CallInput<'map.update'>, 'mapId'>): Promise<CampaignMapView> {
    return show(() => call('map.update', { mapId: view.value!.map!.id, ...input }), false);
  }

  async function setImage(image: CallInput<'map.setImage'>['image']): Promise<CampaignMapView> {
    return show(() => call('map.setImage', { mapId: view.value!.map!.id, image }), true);
  }

  /** What the shared replay needs, from the view. */
  const replayInput = computed((): MapReplayInput | null => {
    const current = view.value;
    if (!current?.map) return null;
    return { definition: current.definition, battles: current.battles, rule: current.map.rule, factionPlayers: Object.fromEntries(current.factions.map((f) => [f.id, f.playerId])) };
  });

  return { view, imageUrl, replayInput, load, create, edit, undo, update, setImage };
});
