import { MODEL_SQUARES, REACH, SHOT_TARGET } from '../../mystics';
import { manipulationDifficulty, mysticShotBonus, psychicDifficulty } from '../../resolution';
import { refuse, type Step } from '../draft';
import { chokeTakesHold, powerSucceeds, shotHits, takeControl } from '../effects';
import type { Order66EventOf } from '../events';
import { fightsFor } from '../queries';
import type { Order66State } from '../state';
import { actor, d6Total, nameOf, nextAttack, requireWithin, spendAction, target } from './common';

/** Va'Durr's Mystic Choke (L56) and Jen's Mystic Manipulation (L58). */

const CHOKE_RULE = "Va'Durr: Mystic Choke: may make a ranged attack against any mini in line of sight.";
const MANIPULATION_RULE = 'Jen: Mystic Manipulation: may be used against any miniature within 12 squares.';

export function choke(step: Step, event: Order66EventOf<'choke'>): void {
  const caster = actor(step, event.modelId);
  const name = nameOf(step, event.modelId);
  if (caster.mechanic !== 'choke') refuse(`${name} has no Mystic Choke`);
  const victim = target(step, event.targetId, event.modelId);
  if (!event.lineOfSight) refuse(`${name} must see ${nameOf(step, event.targetId)}: "${CHOKE_RULE}"`);
  const dice = d6Total(event.roll, 2, `${name}'s choke`);
  spendAction(caster);
  caster.record.abilitiesUsed += 1;
  const attack = nextAttack(step);
  const { choices } = step.rules;
  if (step.rules.chokeAttack === 'psychic') {
    const needed = psychicDifficulty(MODEL_SQUARES, choices);
    const total = dice + caster.stats!.range;
    const success = total >= needed;
    step.out.push({ code: 'choke', attack, modelId: event.modelId, targetId: event.targetId, roll: 'psychic', dice, total, needed, success });
    if (success) powerSucceeds(step, { attack, power: 'choke', attackerId: event.modelId, targetId: event.targetId, dice, total, distance: null });
    return;
  }
  const total = dice + mysticShotBonus(caster.stats!.range, choices);
  const success = total >= SHOT_TARGET;
  step.out.push({ code: 'choke', attack, modelId: event.modelId, targetId: event.targetId, roll: 'shot', dice, total, needed: SHOT_TARGET, success });
  if (!success) return;
  if (victim.kind === 'mystic') shotHits(step, { attack, weapon: 'choke', attackerId: event.modelId, targetId: event.targetId, dice, total });
  else chokeTakesHold(step, attack, event.modelId, event.targetId);
}

export function manipulate(step: Step, event: Order66EventOf<'manipulate'>): void {
  const caster = actor(step, event.modelId);
  const name = nameOf(step, event.modelId);
  if (caster.mechanic !== 'manipulation') refuse(`${name} has no Mystic Manipulation`);
  const victim = target(step, event.targetId, event.modelId);
  const victimName = nameOf(step, event.targetId);
  if (victim.side === fightsFor(step.d as Order66State, event.modelId)) refuse(`${victimName} already takes orders from ${name}'s player`);
  requireWithin(event.squares, REACH.manipulation, victimName, MANIPULATION_RULE);
  const dice = d6Total(event.roll, 2, `${name}'s manipulation`);
  spendAction(caster);
  caster.record.abilitiesUsed += 1;
  const attack = nextAttack(step);
  const difficulty = manipulationDifficulty(step.rules.choices);
  const total = dice + caster.stats!.range;
  const success = total >= difficulty;
  step.out.push({ code: 'manipulation', attack, modelId: event.modelId, targetId: event.targetId, distance: event.squares, dice, total, difficulty, success });
  if (!success) return;
  if (victim.kind === 'mystic') powerSucceeds(step, { attack, power: 'manipulation', attackerId: event.modelId, targetId: event.targetId, dice, total, distance: event.squares });
  else takeControl(step, attack, event.modelId, event.targetId);
}
