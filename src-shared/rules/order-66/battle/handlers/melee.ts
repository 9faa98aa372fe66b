import { REACH } from '../../mystics';
import { grymnCombat } from '../../resolution';
import { refuse, type ModelDraft, type Step } from '../draft';
import type { Order66EventOf } from '../events';
import { fightsFor, sameSide } from '../queries';
import type { MeleeVia, Order66State } from '../state';
import { actor, d6Total, nameOf, nextAttack, requireWithin, spendAction, target } from './common';

/** Melee Action (L124–L130) and Libby's Sword Master (L50). */

const ADJACENT_RULE = 'For each combat action, the attacking model may target a model in an adjacent square.';
const SWORD_RULE = 'Libby: Sword Master: May attack all models upto 2 squares away in one combat action';

/** "adds their Combat statistic" (L128): a Mystic's Combat; a Grymn's as o66.grymn-combat says. */
export function combatOf(step: Step, model: ModelDraft): number {
  return model.stats ? model.stats.combat : grymnCombat(step.rules.choices);
}

function strike(step: Step, attacker: ModelDraft, targetId: string, dice: number, via: MeleeVia): void {
  const combat = combatOf(step, attacker);
  const attack = nextAttack(step);
  const total = dice + combat;
  step.out.push({ code: 'melee-attack', attack, modelId: attacker.id, targetId, dice, combat, total, via });
  step.d.pending.push({ kind: 'melee-defence', attack, attackerId: attacker.id, targetId, attackTotal: total, via });
}

export function melee(step: Step, event: Order66EventOf<'melee'>): void {
  const attacker = actor(step, event.modelId);
  target(step, event.targetId, event.modelId);
  if (event.contact === 'corner' && step.rules.geometry === 'sides-only') {
    refuse(`Under this campaign's house rules only squares sharing a side are adjacent: "${ADJACENT_RULE}"`);
  }
  const dice = d6Total(event.roll, 2, `${nameOf(step, event.modelId)}'s attack`);
  spendAction(attacker);
  strike(step, attacker, event.targetId, dice, 'melee');
}

export function swordMaster(step: Step, event: Order66EventOf<'sword-master'>): void {
  const libby = actor(step, event.modelId);
  const name = nameOf(step, event.modelId);
  if (libby.mechanic !== 'sword-master') refuse(`${name} is no Sword Master`);
  if (event.targets.length === 0) refuse(`Name the models within ${REACH.swordMaster} squares that ${name} attacks`);
  const state = step.d as Order66State;
  const seen = new Set<string>();
  const rolls: number[] = [];
  for (const entry of event.targets) {
    const victim = target(step, entry.targetId, event.modelId);
    const victimName = nameOf(step, entry.targetId);
    if (seen.has(entry.targetId)) refuse(`${victimName} is named twice`);
    seen.add(entry.targetId);
    requireWithin(entry.squares, REACH.swordMaster, victimName, SWORD_RULE);
    if (step.rules.swordMaster === 'enemies' && sameSide(state, step.rules, fightsFor(state, event.modelId), victim.side)) {
      refuse(`${victimName} fights on ${name}'s side; Sword Master strikes enemy models only under this campaign's house rules`);
    }
    rolls.push(d6Total(entry.roll, 2, `${name}'s attack on ${victimName}`));
  }
  spendAction(libby);
  libby.record.abilitiesUsed += 1;
  step.out.push({ code: 'sword-master', modelId: event.modelId, targetIds: event.targets.map((entry) => entry.targetId) });
  event.targets.forEach((entry, index) => strike(step, libby, entry.targetId, rolls[index]!, 'sword-master'));
}
