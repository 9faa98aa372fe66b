import type { CampaignLuck, Dashboard } from '../../../src-shared/contract/chronicle';
import { battleAxisLabels } from '../battle-axis-labels';

/** Chart data for the campaign's charts, from the numbers the services give; colours from the theme. */

interface Series {
  readonly label: string;
  readonly data: (number | null)[];
  readonly borderColor: string;
  readonly backgroundColor: string;
}

/** Each army's VP in each battle it fought, battles in in-world order: only the battles of systems that score in VP (a 1999 battle has none to draw). */
export function vpByBattle(dashboard: Dashboard, series: readonly string[]): { labels: string[]; datasets: Series[] } {
  const vpSystems = new Set(dashboard.standings.filter((group) => group.terms.score === 'VP').map((group) => group.system));
  const battles = dashboard.series.filter((battle) => vpSystems.has(battle.system));
  const armies = new Map<string, string>();
  for (const battle of battles) for (const side of battle.sides) if (!armies.has(side.armyKey)) armies.set(side.armyKey, side.army);
  const colourOf = new Map(dashboard.byArmy.map((army) => [army.key, army.colour]));
  return {
    labels: battleAxisLabels(battles.map((battle) => battle.name)),
    datasets: [...armies].map(([key, army], i) => {
      const colour = colourOf.get(key) ?? series[i % series.length]!;
      return { label: army, data: battles.map((battle) => battle.sides.find((side) => side.armyKey === key)?.vp ?? null), borderColor: colour, backgroundColor: colour };
    }),
  };
}

/** Each player's mean luck percentile in each battle they fought (gaps where they did not); a battle, or a player, with no rated roll yet has no place. */
export function luckByBattle(luck: CampaignLuck, series: readonly string[]): { labels: string[]; datasets: Series[] } {
  const battles = new Map<string, string>();
  for (const player of luck.players) for (const battle of player.battles) if (battle.rolls > 0 && battle.mean !== null && !battles.has(battle.battleId)) battles.set(battle.battleId, battle.battleName);
  return {
    labels: battleAxisLabels([...battles.values()]),
    datasets: luck.players.filter((player) => player.rolls > 0).map((player, i) => {
      const colour = player.colour ?? series[i % series.length]!;
      const data = [...battles.keys()].map((id) => {
        const mean = player.battles.find((battle) => battle.battleId === id)?.mean;
        return mean === undefined || mean === null ? null : Math.round(mean * 10) / 10;
      });
      return { label: player.name, data, borderColor: colour, backgroundColor: colour };
    }),
  };
}
