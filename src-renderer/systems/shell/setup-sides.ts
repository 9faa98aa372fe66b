import type { AnyGameSystem, SideKey } from '../../../src-shared/systems/game-system';
import type { SetupSideView } from '../system-panels';
import { seatName } from './side-names';
import { pluralNoun } from '../../../src-shared/chronicle/pick';

/** One seat of the set-up form as the players fill it in. */
export interface SideDraft {
  /** A campaign player's id, `GUEST` for someone typed by name, or '' while unchosen. */
  playerId: string;
  armyIds: string[];
  /** The guest's name when `playerId` is `GUEST`. */
  guestName?: string;
}

/** The player choice meaning "a guest, typed by name"; never a real id (ids have no `+`). */
export const GUEST = '+guest';

/** A seat as `battles.create` takes it: a campaign player by id, or a guest by name. */
export function sideInput(draft: SideDraft): { playerId?: string; playerName?: string; armyIds: string[] } {
  if (draft.playerId === GUEST) return { ...(draft.guestName?.trim() ? { playerName: draft.guestName.trim() } : {}), armyIds: draft.armyIds };
  return { ...(draft.playerId ? { playerId: draft.playerId } : {}), armyIds: draft.armyIds };
}

export interface ForceChoice {
  readonly id: string;
  readonly name: string;
  readonly playerId: string;
}

export interface PlayerChoice {
  readonly id: string;
  readonly name: string;
}

/** The starting seats: the fewest the system allows, each player in turn, forces left to choose. */
export function startingSides(system: AnyGameSystem, players: readonly PlayerChoice[], forces: readonly ForceChoice[]): SideDraft[] {
  return Array.from({ length: system.battle.sides.min }, (_, index) => draftFor(system, players[index]?.id ?? '', forces));
}

/** A seat for a player, with their forces picked when they have just as many as a side brings. */
export function draftFor(system: AnyGameSystem, playerId: string, forces: readonly ForceChoice[]): SideDraft {
  const theirs = forces.filter((force) => force.playerId === playerId);
  const { min, max } = system.battle.forcesPerSide;
  return { playerId, armyIds: max > 0 && theirs.length >= min && theirs.length <= max ? theirs.map((force) => force.id) : [] };
}

export function canAddSide(system: AnyGameSystem, count: number): boolean {
  return count < system.battle.sides.max;
}

export function canRemoveSide(system: AnyGameSystem, count: number): boolean {
  return count > system.battle.sides.min;
}

/** What the system's set-up form is told about each seat, with the seat's key in the system's scheme. */
export function sideViews(
  keys: readonly SideKey[],
  drafts: readonly SideDraft[],
  players: readonly PlayerChoice[],
  forces: readonly ForceChoice[],
  rosters: ReadonlyMap<string, unknown> = new Map(),
): SetupSideView[] {
  return drafts.map((draft, index) => {
    const view = {
      side: keys[index] ?? `p${index + 1}`,
      playerName: (draft.playerId === GUEST ? draft.guestName?.trim() : players.find((player) => player.id === draft.playerId)?.name) || seatName(index),
      forceNames: draft.armyIds.map((id) => forces.find((force) => force.id === id)?.name ?? 'a force no longer in the campaign'),
    };
    // Rosters only when every chosen force's has been read: a form never sees half a side.
    const read = draft.armyIds.every((id) => rosters.has(id));
    return read && draft.armyIds.length > 0 ? { ...view, rosters: draft.armyIds.map((id) => rosters.get(id)) } : view;
  });
}

/** "Choose 1 force", "Choose 1 to 3 squads": the hint beside a seat's forces. */
export function forcesHint(system: AnyGameSystem): string {
  const { min, max } = system.battle.forcesPerSide;
  const count = min === max ? `${min}` : `${min} to ${max}`;
  return `Choose ${count} ${max === 1 ? system.terms.force : pluralNoun(system.terms.force)}`;
}

/**
 * Where a refusal belongs on the form, from the contract's path: `name`, `notes`, `side-0`…,
 * `setup` (the system's own form), or `form` for anything else.
 */
export function fieldOfPath(path: string | undefined): string {
  if (!path) return 'form';
  const [head, second] = path.split('.');
  if (head === 'name' || head === 'notes' || head === 'setup') return head;
  if (head === 'sides') return second !== undefined && /^\d+$/.test(second) ? `side-${second}` : 'sides';
  return 'form';
}
