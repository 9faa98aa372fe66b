import type { LadderView } from '../../../src-shared/contract/ladders';
import { RANK_TABLE } from '../../../src-shared/rules';

/** Distinct colours for up to a dozen players, then repeating (the light theme's chart colours); a player's own colour comes first. */
export const RANK_CHART_PALETTE = ['#8e2a22', '#b8893b', '#2f5d8a', '#3f7d3a', '#6b3f8e', '#c2571a', '#2a8a86', '#7a6a52', '#c23a6b', '#4a4a4a', '#5e8a2a', '#1f3f6b'];

export interface RankChartData {
  /** One entry per moment a rank changed; each day's name only at its first moment (the others blank). */
  readonly labels: string[];
  readonly datasets: { label: string; data: (number | null)[]; borderColor: string; backgroundColor: string; stepped: true; spanGaps: false }[];
}

/** How far apart lines on the same rank are drawn (a fraction of one rank), so five Unranked players are five lines. */
const SPREAD = 0.3;

/**
 * A step line per player over the moments any rank changed: the y value is the rank level
 * (0 Unranked … 5 1st Rank), null before the player joined, nudged a little per player so lines
 * on the same rank stay apart (the tooltip rounds it back).
 */
export function rankChartData(view: LadderView, label: (iso: string) => string, palette: readonly string[] = RANK_CHART_PALETTE): RankChartData {
  const moments = [...new Map(view.history.map((change) => [change.eventIndex, change.at])).entries()].sort((a, b) => a[0] - b[0]);
  const count = view.series.length;
  const datasets = view.series.map((series, index) => {
    const player = view.players.find((candidate) => candidate.id === series.playerId);
    const nudge = count > 1 ? (index / (count - 1) - 0.5) * SPREAD : 0;
    let level: number | null = null;
    let next = 0;
    const points = [...series.points].sort((a, b) => a.eventIndex - b.eventIndex);
    const data = moments.map(([eventIndex]) => {
      while (next < points.length && points[next]!.eventIndex <= eventIndex) level = points[next++]!.level;
      return level === null ? null : level + nudge;
    });
    const colour = player?.colour ?? palette[index % palette.length]!;
    return { label: player?.name ?? 'A former player', data, borderColor: colour, backgroundColor: colour, stepped: true as const, spanGaps: false as const };
  });
  // Every change keeps its step; the axis names each day once, at its first change.
  const labels = moments.map(([, at], i) => (i > 0 && label(moments[i - 1]![1]) === label(at) ? '' : label(at)));
  return { labels, datasets };
}

export const RANK_LEVEL_LABELS = RANK_TABLE.map((rank) => rank.label);
