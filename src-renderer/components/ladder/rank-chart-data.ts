import type { LadderView } from '../../../src-shared/contract/ladders';
import { RANK_TABLE } from '../../../src-shared/rules';

/** Distinct colours for up to a dozen players, then repeating (the light theme's chart colours). */
export const RANK_CHART_PALETTE = ['#8e2a22', '#b8893b', '#2f5d8a', '#3f7d3a', '#6b3f8e', '#c2571a', '#2a8a86', '#7a6a52', '#c23a6b', '#4a4a4a', '#5e8a2a', '#1f3f6b'];

export interface RankChartData {
  /** One label per moment a rank changed. */
  readonly labels: string[];
  readonly datasets: { label: string; data: (number | null)[]; borderColor: string; backgroundColor: string; stepped: true; spanGaps: false }[];
}

/**
 * A step line per player over the moments any rank changed: the y value is the rank level
 * (0 Unranked … 5 1st Rank), null before the player joined.
 */
export function rankChartData(view: LadderView, label: (iso: string) => string, palette: readonly string[] = RANK_CHART_PALETTE): RankChartData {
  const moments = [...new Map(view.history.map((change) => [change.eventIndex, change.at])).entries()].sort((a, b) => a[0] - b[0]);
  const datasets = view.series.map((series, index) => {
    const name = view.players.find((player) => player.id === series.playerId)?.name ?? series.playerId;
    let level: number | null = null;
    const data = moments.map(([eventIndex]) => {
      for (const point of series.points) if (point.eventIndex === eventIndex) level = point.level;
      return level;
    });
    const colour = palette[index % palette.length]!;
    return { label: name, data, borderColor: colour, backgroundColor: colour, stepped: true as const, spanGaps: false as const };
  });
  return { labels: moments.map(([, at]) => label(at)), datasets };
}

export const RANK_LEVEL_LABELS = RANK_TABLE.map((rank) => rank.label);
