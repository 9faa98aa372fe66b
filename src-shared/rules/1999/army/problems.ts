import type { RosterProblem } from '../../../systems/game-system';
import type { ArmyRoster } from './roster-schema';

/** "Unit 2 (Harrow Riflemen)" — the Unit as the player named it, or its first card. */
export function unitLabel(roster: ArmyRoster, index: number): string {
  const unit = roster.units[index];
  const name = unit?.name || unit?.card;
  return name ? `Unit ${index + 1} (${name})` : `Unit ${index + 1}`;
}

/** A problem located at a Unit (and a card in it), its message starting with where it is. */
export function unitProblem(roster: ArmyRoster, unitIndex: number, attachedIndex: number | null, text: string, rule: string): RosterProblem {
  const unit = roster.units[unitIndex]!;
  const path: (string | number)[] = attachedIndex === null ? ['units', unitIndex] : ['units', unitIndex, 'attached', attachedIndex];
  const card = attachedIndex === null ? null : unit.attached[attachedIndex]?.card;
  const where = card ? `${unitLabel(roster, unitIndex)}, ${card}` : unitLabel(roster, unitIndex);
  return { path, message: `${where}: ${text}`, rule };
}

export function armyProblem(text: string, rule: string, path: readonly (string | number)[] = []): RosterProblem {
  return { path, message: `Army: ${text}`, rule };
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
