import type { PublishedBattle, PublishedEvent } from '../../src-shared/contract/realm-wire';
import type { BattleSummary } from '../../src-shared/systems/game-system';
import { requireSystem } from '../../src-shared/systems/registry';
import { replaySystemLog } from '../../src-shared/systems/replay';
import { RealmRefusal } from './realm-error';

/**
 * The server's own judgement of a published battle: its rulings must be the system's, and its
 * log must replay from its setup, step by step, through the same shared engine the group's app
 * used. A log that does not is refused with the first step that fails and the engine's reason.
 */
export function checkRulings(battle: PublishedBattle): void {
  const system = requireSystem(battle.system);
  for (const [id, option] of Object.entries(battle.rulings)) {
    const ruling = system.rulings.find((candidate) => candidate.id === id);
    if (!ruling) throw new RealmRefusal(422, 'rejected', `${system.name} has no ruling ${JSON.stringify(id)}`, { path: `battle.rulings.${id}` });
    if (!ruling.options.some((candidate) => candidate.id === option)) {
      throw new RealmRefusal(422, 'rejected', `The ruling "${ruling.title}" has no option ${JSON.stringify(option)}`, { path: `battle.rulings.${id}` });
    }
  }
  const { min, max } = system.battle.sides;
  if (battle.sides.length < min || battle.sides.length > max) {
    throw new RealmRefusal(422, 'rejected', `${system.name} battles have ${min === max ? min : `${min} to ${max}`} sides; this one names ${battle.sides.length}`, { path: 'battle.sides' });
  }
}

export interface Judged {
  readonly summary: BattleSummary;
  /** The engine's final state, for the narrator. */
  readonly state: unknown;
}

export function replayPublished(battle: PublishedBattle, events: readonly PublishedEvent[]): Judged {
  const system = requireSystem(battle.system);
  let replayed;
  try {
    replayed = replaySystemLog(system, battle.setup, battle.rulings, events);
  } catch (error) {
    // An engine throws only on a setup it cannot read (hand-made or from another version).
    throw new RealmRefusal(422, 'rejected', `This battle's setup cannot be read by ${system.name}'s engine: ${(error as Error).message}`, { path: 'battle.setup', step: 0 });
  }
  if (replayed.brokenAt) {
    const { seq, reason } = replayed.brokenAt;
    throw new RealmRefusal(422, 'does_not_replay', `Step ${seq} does not replay under the published rulings: ${reason}`, { path: `events.${seq}`, step: seq });
  }
  let summary: BattleSummary;
  try {
    summary = system.battle.summary(replayed.state, battle.rulings);
  } catch (error) {
    throw new RealmRefusal(422, 'rejected', `This battle cannot be summed up by ${system.name}'s engine: ${(error as Error).message}`, { path: 'battle.setup', step: 0 });
  }
  return { summary, state: replayed.state };
}
