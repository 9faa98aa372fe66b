import { validateDice, type DiceRoll } from '../dice';
import { chartEntry, CLASSIFIED_CHARTS, type ChartEntry, type ChartId } from './charts';

export type ChartDraw =
  | { readonly ok: true; readonly entry: ChartEntry; readonly result: number }
  | { readonly ok: false; readonly message: string };

/**
 * Reads one D20 on the chosen chart. Use `rollDice(seed, 1, 20)` for an app roll or
 * `enteredDice([n], 20)` for a physical die.
 */
export function drawFromChart(chartId: ChartId, dice: DiceRoll): ChartDraw {
  if (!(chartId in CLASSIFIED_CHARTS)) return { ok: false, message: `No Classified Chart ${String(chartId)}; use MK1 to MK4.` };
  if (dice.sides !== 20) return { ok: false, message: `A Classified draw is a D20, not a D${dice.sides}.` };
  const problem = validateDice(dice, 1);
  if (problem) return { ok: false, message: problem.message };
  const result = dice.faces[0]!;
  const entry = chartEntry(chartId, result);
  return entry ? { ok: true, entry, result } : { ok: false, message: `${chartId} has no entry for ${result}.` };
}
