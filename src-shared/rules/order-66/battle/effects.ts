import { psychicPushSquares } from '../resolution';
import { damageModel, removeModel } from './damage';
import type { Step } from './draft';
import { fightsFor } from './queries';
import type { Order66State, PowerInFlight, ShotInFlight } from './state';

/** What a hit does once nothing can stop it any more; shared by the attack and reaction handlers. */

/** A shot that hit: a Mystic may still dodge it (L94); anything else takes it. */
export function shotHits(step: Step, shot: ShotInFlight): void {
  if (step.d.models[shot.targetId]!.kind === 'mystic') step.d.pending.unshift({ kind: 'dodge', shot });
  else shotLands(step, shot);
}

/** "If the target fails (or is unable) to dodge, they take 1 point of damage" (L96); a choke shot chokes instead. */
export function shotLands(step: Step, shot: ShotInFlight): void {
  if (shot.weapon === 'choke') chokeTakesHold(step, shot.attack, shot.attackerId, shot.targetId);
  else damageModel(step, shot.attack, shot.targetId, shot.attackerId, shot.weapon);
}

/** A psychic power that succeeded: a Mystic may still resist it (L104). */
export function powerSucceeds(step: Step, power: PowerInFlight): void {
  if (step.d.models[power.targetId]!.kind === 'mystic') step.d.pending.unshift({ kind: 'resist', power });
  else powerLands(step, power);
}

export function powerLands(step: Step, power: PowerInFlight): void {
  switch (power.power) {
    case 'psychic':
      step.d.pending.unshift({
        kind: 'push',
        attack: power.attack,
        attackerId: power.attackerId,
        target: { kind: 'model', modelId: power.targetId },
        max: psychicPushSquares(power.distance ?? 0),
      });
      return;
    case 'choke':
      return chokeTakesHold(step, power.attack, power.attackerId, power.targetId);
    case 'manipulation':
      return takeControl(step, power.attack, power.attackerId, power.targetId);
  }
}

/**
 * Mystic Choke takes hold (L56): the target loses its next activation (o66.choke-duration); the
 * caster's second success on the same model removes it (o66.choke-kill).
 */
export function chokeTakesHold(step: Step, attack: number, casterId: string, targetId: string): void {
  const { d, rules } = step;
  const target = d.models[targetId]!;
  const stillChoked = target.choke?.casterId === casterId;
  const times = (target.chokedBy[casterId] ?? 0) + 1;
  target.chokedBy[casterId] = times;
  const fatal = rules.chokeKill === 'any-two' ? times >= 2 : stillChoked;
  const dueTurn = fatal || rules.chokeDuration === 'next-activation' ? null : d.turn + 1;
  step.out.push({ code: 'choked', attack, modelId: casterId, targetId, times, fatal, dueTurn });
  if (fatal) return removeModel(step, attack, targetId, casterId, 'choke');
  target.choke = { casterId, dueTurn };
}

/** Mystic Manipulation takes hold (L58): its next activation is decided by the caster's player. */
export function takeControl(step: Step, attack: number, casterId: string, targetId: string): void {
  const { d } = step;
  const target = d.models[targetId]!;
  const by = fightsFor(d as Order66State, casterId);
  const fromTurn = target.activated ? d.turn + 1 : d.turn;
  target.control = { by, casterId, fromTurn };
  step.out.push({ code: 'controlled', attack, casterId, targetId, by, fromTurn });
}
