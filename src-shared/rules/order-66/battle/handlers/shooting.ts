import { REACH, SHOT_TARGET } from '../../mystics';
import { mysticShotBonus } from '../../resolution';
import { refuse, type Step } from '../draft';
import type { Order66EventOf } from '../events';
import { shotHits } from '../effects';
import { fightsFor, sameSide } from '../queries';
import type { Order66State, ShotInFlight } from '../state';
import { actor, d6Total, existing, nameOf, nextAttack, requireStraightLine, requireWithin, spendAction, target } from './common';

/** Ranged Action: the Grymn pulse rifle (L86–L96) and Kieran's Mystic Lightning (L54). */

const SUPPORT_RULE = 'The Grymn get +1 for every friendly trooper within 4 squares.';

/** The friendly troopers within 4 squares the players counted, checked one by one (o66.trooper-bonus). */
function supportBonus(step: Step, shooterId: string, support: Order66EventOf<'shoot'>['support']): number {
  const state = step.d as Order66State;
  const side = fightsFor(state, shooterId);
  const seen = new Set<string>();
  for (const entry of support) {
    const model = existing(step, entry.modelId);
    const name = nameOf(step, entry.modelId);
    if (entry.modelId === shooterId) refuse(`${name} does not support its own shot`);
    if (seen.has(entry.modelId)) refuse(`${name} is counted twice`);
    seen.add(entry.modelId);
    if (model.status !== 'standing') refuse(`${name} is no longer on the table`);
    if (!sameSide(state, step.rules, side, model.side)) refuse(`${name} is not a friendly trooper: "${SUPPORT_RULE}"`);
    if (model.kind === 'mystic' && step.rules.trooperBonus === 'troopers-only') refuse(`${name} is a Mystic, not a trooper: "${SUPPORT_RULE}"`);
    requireWithin(entry.squares, REACH.trooperSupport, name, SUPPORT_RULE);
  }
  return support.length;
}

export function shoot(step: Step, event: Order66EventOf<'shoot'>): void {
  const shooter = actor(step, event.modelId);
  const name = nameOf(step, event.modelId);
  if (shooter.kind !== 'grymn') refuse(`Only Grymn Troopers carry Pulse Rifles; ${name} attacks with psychic powers`);
  target(step, event.targetId, event.modelId);
  requireStraightLine(event.line, name);
  const bonus = supportBonus(step, event.modelId, event.support);
  const dice = d6Total(event.roll, 2, `${name}'s shot`);
  spendAction(shooter);
  fire(step, { weapon: 'pulse-rifle', attackerId: event.modelId, targetId: event.targetId, dice, bonus, answering: null });
}

export function lightning(step: Step, event: Order66EventOf<'lightning'>): void {
  const kieran = actor(step, event.modelId);
  const name = nameOf(step, event.modelId);
  if (kieran.mechanic !== 'lightning') refuse(`${name} has no Mystic Lightning`);
  target(step, event.targetId, event.modelId);
  requireStraightLine(event.line, name);
  const dice = d6Total(event.roll, 2, `${name}'s lightning`);
  spendAction(kieran);
  kieran.record.abilitiesUsed += 1;
  fire(step, { weapon: 'lightning', attackerId: event.modelId, targetId: event.targetId, dice, bonus: mysticShotBonus(kieran.stats!.range, step.rules.choices), answering: null });
}

/** Rolls a shot against "7 or more" (L90) and starts its consequences. */
export function fire(step: Step, shot: Omit<ShotInFlight, 'attack' | 'total'> & { readonly bonus: number; readonly answering: number | null }): void {
  const attack = nextAttack(step);
  const total = shot.dice + shot.bonus;
  const hit = total >= SHOT_TARGET;
  step.out.push({
    code: 'shot',
    attack,
    weapon: shot.weapon,
    modelId: shot.attackerId,
    targetId: shot.targetId,
    dice: shot.dice,
    bonus: shot.bonus,
    total,
    needed: SHOT_TARGET,
    hit,
    answering: shot.answering,
  });
  if (hit) shotHits(step, { attack, weapon: shot.weapon, attackerId: shot.attackerId, targetId: shot.targetId, dice: shot.dice, total });
}
