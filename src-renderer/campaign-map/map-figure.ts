import { createApp, h } from 'vue';
import { replayMap, timelineStops } from '../../src-shared/campaign-map';
import { call } from '../api';
import MapCanvas from '../components/campaign-map/MapCanvas.vue';
import { svgToPng } from './export-png';
import { paperPalette } from './palette';

export interface MapFigure {
  readonly caption: string;
  /** `data:image/png;base64,…` */
  readonly pngDataUrl: string;
}

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(new Error('The map picture could not be read'));
    reader.readAsDataURL(blob);
  });
}

/**
 * The campaign map as it stands at its latest date, drawn by the same component as the map
 * screen (mounted off screen, in the paper palette) and rasterised to PNG, for exported
 * documents; null when the campaign has no map.
 */
export async function campaignMapFigure(campaignId: string): Promise<MapFigure | null> {
  const view = await call('map.get', { campaignId });
  if (!view.map) return null;
  const image = view.map.imageType ? await call('map.image', { mapId: view.map.id }) : null;
  const input = { definition: view.definition, battles: view.battles, rule: view.map.rule, factionPlayers: Object.fromEntries(view.factions.map((f) => [f.id, f.playerId])) };
  const stop = timelineStops(input).at(-1) ?? { at: 'end' as const, label: 'now' };
  const caption = `${view.map.name}, ${stop.label === 'The start' ? 'before the first battle' : stop.label}`;
  const host = document.createElement('div');
  host.hidden = true;
  document.body.append(host);
  const app = createApp({
    render: () =>
      h(MapCanvas, {
        view,
        imageUrl: image ? `data:${image.mediaType};base64,${image.base64}` : null,
        moment: replayMap(input, stop.at),
        palette: paperPalette(),
        mode: 'select',
        draft: [],
        selectedRegionId: null,
        caption,
      }),
  });
  try {
    app.mount(host);
    const svg = host.querySelector('svg') as SVGSVGElement;
    return { caption, pngDataUrl: await dataUrlOf(await svgToPng(svg, view.map.width, view.map.height)) };
  } finally {
    app.unmount();
    host.remove();
  }
}
