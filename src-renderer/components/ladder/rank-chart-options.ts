import type { ChartOptions } from 'chart.js';
import { RANK_LEVEL_LABELS } from './rank-chart-data';

/**
 * The rank chart's axes: one tick per rank level (0 Unranked … 5 1st Rank), named, with half a
 * rank of room above and below for the nudged lines. The ticks are set outright: with both ends
 * fixed at -0.5 and 5.5, Chart.js starts its ticks at -0.5, so none would land on a rank.
 */
export function rankChartOptions(colours: { readonly text: string; readonly grid: string }): ChartOptions<'line'> {
  const { text, grid } = colours;
  const axis = { grid: { color: grid }, border: { color: grid } };
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    interaction: { mode: 'nearest', intersect: false },
    scales: {
      y: {
        ...axis,
        min: -0.5,
        max: 5.5,
        afterBuildTicks: (scale) => {
          scale.ticks = RANK_LEVEL_LABELS.map((_, level) => ({ value: level }));
        },
        ticks: { color: text, callback: (value) => RANK_LEVEL_LABELS[Number(value)] ?? '' },
      },
      x: { ...axis, ticks: { color: text, autoSkip: true, maxRotation: 0 } },
    },
    plugins: {
      legend: { position: 'bottom', labels: { color: text } },
      tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${RANK_LEVEL_LABELS[Math.round(Number(item.raw))] ?? ''}` } },
    },
  };
}
