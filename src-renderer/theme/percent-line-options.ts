import type { ChartOptions } from 'chart.js';
import type { ChartColours } from './chart-theme';

/** A line chart on a 0–100 scale over a battle's steps (chance of victory, luck percentile), in the theme's colours. */
export function percentLineOptions({ text, grid }: ChartColours): ChartOptions<'line'> {
  const axis = { grid: { color: grid }, border: { color: grid } };
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    interaction: { mode: 'index', intersect: false },
    scales: { y: { ...axis, min: 0, max: 100, ticks: { color: text, stepSize: 25 } }, x: { ...axis, ticks: { color: text, autoSkip: true, maxRotation: 0 } } },
    plugins: { legend: { position: 'bottom', labels: { color: text } } },
  };
}
