import { describe, expect, it } from 'vitest';
import { BasicPlatform, CategoryScale, Chart, LinearScale, LineController, LineElement, PointElement } from 'chart.js';
import { rankChartOptions } from './rank-chart-options';

Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale);

/**
 * A canvas with nothing to draw on (happy-dom has no 2D context): Chart.js still lays out its
 * scales, which is what is checked here. Every drawing call is a no-op; text is 6 px a letter.
 */
function blankCanvas(): HTMLCanvasElement {
  const context: Record<string | symbol, unknown> = {};
  const proxy = new Proxy(context, {
    get: (target, key) => (key in target ? target[key] : key === 'measureText' ? (text: string) => ({ width: text.length * 6 }) : () => undefined),
  });
  const canvas = { width: 640, height: 320, style: {}, getContext: () => proxy };
  context.canvas = canvas;
  return canvas as unknown as HTMLCanvasElement;
}

describe('the rank chart axes', () => {
  it('names every Rank on the side axis, lowest to highest (001_666c0140e8c1627f.txt 683–697: the Rank table)', () => {
    const chart = new Chart(blankCanvas(), {
      type: 'line',
      platform: BasicPlatform,
      data: { labels: ['Mar 1', 'Mar 3'], datasets: [{ label: 'Alice', data: [0, 1.15] }] },
      options: { ...rankChartOptions({ text: '#000', grid: '#ccc' }), responsive: false },
    });
    try {
      expect(chart.scales.y!.ticks.map((tick) => tick.label)).toEqual(['Unranked', '5th Rank', '4th Rank', '3rd Rank', '2nd Rank', '1st Rank']);
    } finally {
      chart.destroy();
    }
  });
});
