import type { SideKey } from '../../../src-shared/systems/game-system';
import type { ShellSide } from './model';

const ORDINALS = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth'];

/** "First side", "Second side": the name of a seat whose player left the name blank. */
export function seatName(index: number): string {
  return `${ORDINALS[index] ?? `Side ${index + 1}`} side`;
}

/** The player's name for a side, never its key. */
export function sidePlayer(sides: readonly ShellSide[], key: SideKey): string {
  const index = sides.findIndex((side) => side.side === key);
  if (index < 0) return 'A side no longer in this battle';
  const name = sides[index]!.playerName.trim();
  return name === '' ? seatName(index) : name;
}

/** "Alice with the Ice Rangers and the Wolf Riders": a side as a sentence names it. */
export function sideLabel(sides: readonly ShellSide[], key: SideKey): string {
  const player = sidePlayer(sides, key);
  const side = sides.find((candidate) => candidate.side === key);
  const forces = side?.forces.map((force) => force.name.trim()).filter((name) => name !== '') ?? [];
  if (forces.length === 0) return player;
  return `${player} with ${joinWords(forces)}`;
}

/** "a", "a and b", "a, b and c". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
