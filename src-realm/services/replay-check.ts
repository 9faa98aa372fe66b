import type { PublishedBattle, PublishedEvent } from '../../src-shared/contract/realm-wire';
import type { AnyGameSystem, BattleSummary } from '../../src-shared/systems/game-system';
import { requireSystem } from '../../src-shared/systems/registry';
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

/**
 * Replays the published log through the system's own `eventSchema` and `battle.apply` (the
 * engine the app used), keeping only the state: the turn of each step, which the app's replay
 * also works out, is not needed to judge it and would cost a third more.
 */
export function replayPublished(battle: PublishedBattle, events: readonly PublishedEvent[]): Judged {
  const system = requireSystem(battle.system);
  const setupError = (error: unknown) =>
    new RealmRefusal(422, 'rejected', `This battle's setup cannot be read by ${system.name}'s engine: ${(error as Error).message}`, { path: 'battle.setup', step: 0 });
  let state: unknown;
  try {
    state = system.battle.initialState(battle.setup, battle.rulings);
  } catch (error) {
    throw setupError(error);
  }
  for (const step of events) {
    const judged = judgeStep(system, state, step.event, battle.rulings);
    if (!judged.ok) throw new RealmRefusal(422, 'does_not_replay', `Step ${step.seq} does not replay under the published rulings: ${judged.reason}`, { path: `events.${step.seq}`, step: step.seq });
    state = judged.state;
  }
  try {
    return { summary: system.battle.summary(state, battle.rulings), state };
  } catch (error) {
    throw setupError(error);
  }
}

function judgeStep(system: AnyGameSystem, state: unknown, event: unknown, rulings: Readonly<Record<string, string>>): { ok: true; state: unknown } | { ok: false; reason: string } {
  const parsed = system.battle.eventSchema.safeParse(event);
  if (!parsed.success) return { ok: false, reason: parsed.error.issues[0]?.message ?? 'the step cannot be read' };
  try {
    const applied = system.battle.apply(state, parsed.data, rulings);
    return applied.ok ? { ok: true, state: applied.state } : { ok: false, reason: applied.reason };
  } catch (error) {
    // A hand-made event the schema let through but the engine cannot follow.
    return { ok: false, reason: `the engine could not follow it (${(error as Error).message})` };
  }
}
