import { computed, watch, type ComputedRef } from 'vue';
import { Chart } from 'chart.js';
import { useTheme } from './theme';

/** The colours a chart draws with, read from the stylesheet's variables for the current theme. */
export interface ChartColours {
  readonly text: string;
  readonly grid: string;
  readonly surface: string;
  /** Series colours for things without a colour of their own (players' colours are used as chosen). */
  readonly series: readonly string[];
}

const SERIES_VARIABLES = Array.from({ length: 12 }, (_, i) => `--chart-${i + 1}`);
const LIGHT_SERIES = ['#8e2a22', '#1f5f8b', '#2e7d32', '#b8893b', '#6a3d9a', '#00838f', '#c2185b', '#5d4037', '#c2571a', '#4a4a4a', '#5e8a2a', '#1f3f6b'];

function readColours(): ChartColours {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    text: read('--ink-soft', '#5b5448'),
    grid: read('--chart-grid', '#e6dccb'),
    surface: read('--paper-raised', '#fffdf8'),
    series: SERIES_VARIABLES.map((name, i) => read(name, LIGHT_SERIES[i]!)),
  };
}

/** Chart.js's own defaults (axes, legends, tooltips) follow the theme, for every chart on screen. */
function applyDefaults(colours: ChartColours): void {
  Chart.defaults.color = colours.text;
  Chart.defaults.borderColor = colours.grid;
  for (const chart of Object.values(Chart.instances)) chart.update('none');
}

let colours: ComputedRef<ChartColours> | null = null;

/**
 * The chart colours for the theme on screen. Charts that build their data or options from it
 * redraw when the theme changes; Chart.js's defaults are kept in step for every other chart.
 */
export function useChartColours(): ComputedRef<ChartColours> {
  if (!colours) {
    const { theme } = useTheme();
    colours = computed(() => {
      void theme.value;
      return readColours();
    });
    watch(colours, applyDefaults, { immediate: true });
  }
  return colours;
}
