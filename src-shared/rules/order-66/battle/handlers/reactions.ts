import { dodgeAgainst, dodges, meleeVerdict, mysticShotBonus } from '../../resolution';
import { damageModel, damageTerrain, terrainKey } from '../damage';
import { theTerrain, theTerrainOpening } from '../terrain-name';
import { refuse, type ModelDraft, type Step } from '../draft';
import { powerLands, shotLands } from '../effects';
import { DEFENCE_ROLL_OF, type Order66EventOf } from '../events';
import { actionsLeft, dodgeOf } from '../queries';
import type { Pending, Thing } from '../state';
import { d6Total, existing, nameOf, requireStraightLine } from './common';
import { fire } from './shooting';
import { combatOf } from './melee';

/** The rolls and choices an attack waits for: dodges, resists, melee defences, pushes and Meg's return fire. */

const PUSH_RULE = 'the target can be moved a number of squares equal to Ten minus the distance from the attacker to the target';

function first<K extends Pending['kind']>(step: Step, kinds: readonly K[], what: string): Extract<Pending, { kind: K }> {
  const pending = step.d.pending[0] as Pending | undefined;
  if (!pending) refuse(`Nothing is waiting for ${what}`);
  if (!(kinds as readonly string[]).includes(pending.kind)) refuse(`Not yet: ${waitingFor(step, pending)} comes first`);
  return pending as Extract<Pending, { kind: K }>;
}

/** What the battle waits for, in words ("Luke's dodge roll"). */
export function waitingFor(step: Pick<Step, 'd'>, pending: Pending): string {
  const name = (id: string) => nameOf(step as Step, id);
  switch (pending.kind) {
    case 'dodge':
      return `${name(pending.shot.targetId)}'s dodge roll`;
    case 'resist':
      return `${name(pending.power.targetId)}'s roll to resist`;
    case 'push':
      return `${name(pending.attackerId)}'s push`;
    case 'return-fire':
      return `${name(pending.modelId)}'s choice to return fire`;
    case 'melee-defence':
      return `${name(pending.targetId)}'s roll to avoid the blow`;
    case 'melee-tie':
      return `the re-roll of the tied melee between ${name(pending.attackerId)} and ${name(pending.targetId)}`;
  }
}

/** Meg's Mystic Deflection (o66.mystic-deflection): offered after a dodge, or a resist where the house rules say so. */
function offerDeflection(step: Step, meg: ModelDraft, attack: number, attackerId: string, dodgedA: 'shot' | 'power'): void {
  const { rules } = step;
  if (meg.mechanic !== 'deflection') return;
  if (dodgedA === 'power' && rules.deflection !== 'any-ranged-free') return;
  if (rules.deflection === 'shots-cost-action' && actionsLeft(meg) <= 0) return;
  if (step.d.models[attackerId]?.status !== 'standing') return;
  step.d.pending.unshift({ kind: 'return-fire', attack, modelId: meg.id, shooterId: attackerId });
}

/** A step that names who rolls must name the model the battle waits for, so its record says whose roll it was. */
function rollerIs(step: Step, pending: Pending, named: string | undefined, expected: string): void {
  if (named !== undefined && named !== expected) refuse(`The battle waits for ${waitingFor(step, pending)}, not a roll by ${nameOf(step, named)}`);
}

function defenderOf(pending: Extract<Pending, { kind: 'dodge' | 'resist' | 'melee-defence' }>): string {
  if (pending.kind === 'dodge') return pending.shot.targetId;
  if (pending.kind === 'resist') return pending.power.targetId;
  return pending.targetId;
}

export function defend(step: Step, event: Order66EventOf<'defend'>): void {
  const pending = first(step, ['dodge', 'resist', 'melee-defence'], 'a defence roll');
  rollerIs(step, pending, event.modelId, defenderOf(pending));
  const expected = DEFENCE_ROLL_OF[pending.kind];
  if (event.as !== undefined && event.as !== expected) refuse(`The battle waits for ${waitingFor(step, pending)}, not a ${event.as} roll`);
  const { choices } = step.rules;
  step.d.pending.shift();
  if (pending.kind === 'dodge') {
    const { shot } = pending;
    const mystic = step.d.models[shot.targetId]!;
    const dice = d6Total(event.roll, 2, `${nameOf(step, shot.targetId)}'s dodge`);
    const bonus = dodgeOf(mystic, step.rules);
    const against = dodgeAgainst(shot, choices);
    const dodged = dodges(against, dice, bonus, choices);
    step.out.push({ code: dodged ? 'dodged' : 'dodge-failed', attack: shot.attack, modelId: shot.targetId, attackerId: shot.attackerId, weapon: shot.weapon, dice, bonus, total: dice + bonus, against });
    if (!dodged) return shotLands(step, shot);
    mystic.record.dodges += 1;
    return offerDeflection(step, mystic, shot.attack, shot.attackerId, 'shot');
  }
  if (pending.kind === 'resist') {
    const { power } = pending;
    const mystic = step.d.models[power.targetId]!;
    const dice = d6Total(event.roll, 2, `${nameOf(step, power.targetId)}'s roll to resist`);
    const bonus = dodgeOf(mystic, step.rules);
    const against = dodgeAgainst(power, choices);
    const resisted = dodges(against, dice, bonus, choices);
    step.out.push({ code: resisted ? 'resisted' : 'resist-failed', attack: power.attack, modelId: power.targetId, attackerId: power.attackerId, power: power.power, dice, bonus, total: dice + bonus, against });
    if (!resisted) return powerLands(step, power);
    mystic.record.dodges += 1;
    return offerDeflection(step, mystic, power.attack, power.attackerId, 'power');
  }
  const defender = step.d.models[pending.targetId]!;
  const dice = d6Total(event.roll, 2, `${nameOf(step, pending.targetId)}'s roll to avoid the blow`);
  resolveMelee(step, pending, pending.attackTotal, dice, defender.kind === 'mystic' ? dodgeOf(defender, step.rules) : 0);
}

function resolveMelee(
  step: Step,
  blow: { readonly attack: number; readonly attackerId: string; readonly targetId: string; readonly via: 'melee' | 'sword-master' },
  attackTotal: number,
  dice: number,
  bonus: number,
): void {
  const defenceTotal = dice + bonus;
  const verdict = meleeVerdict(attackTotal, defenceTotal, step.rules.choices);
  const code = verdict === 'hit' ? 'melee-hit' : verdict === 'avoided' ? 'melee-avoided' : 'melee-tied';
  step.out.push({ code, attack: blow.attack, modelId: blow.attackerId, targetId: blow.targetId, attackTotal, dice, bonus, defenceTotal, via: blow.via });
  if (verdict === 'hit') damageModel(step, blow.attack, blow.targetId, blow.attackerId, blow.via);
  if (verdict === 'roll-again') step.d.pending.unshift({ kind: 'melee-tie', attack: blow.attack, attackerId: blow.attackerId, targetId: blow.targetId, via: blow.via });
}

/** o66.melee-ties: reroll — both roll again. */
export function meleeReroll(step: Step, event: Order66EventOf<'melee-reroll'>): void {
  const pending = first(step, ['melee-tie'], 'a melee re-roll');
  rollerIs(step, pending, event.attackerId, pending.attackerId);
  rollerIs(step, pending, event.targetId, pending.targetId);
  step.d.pending.shift();
  const attacker = step.d.models[pending.attackerId]!;
  const defender = step.d.models[pending.targetId]!;
  const attackDice = d6Total(event.attack, 2, `${nameOf(step, pending.attackerId)}'s attack`);
  const dice = d6Total(event.defence, 2, `${nameOf(step, pending.targetId)}'s roll to avoid the blow`);
  const attackTotal = attackDice + combatOf(step, attacker);
  resolveMelee(step, pending, attackTotal, dice, defender.kind === 'mystic' ? dodgeOf(defender, step.rules) : 0);
}

export function push(step: Step, event: Order66EventOf<'push'>): void {
  const pending = first(step, ['push'], 'a push');
  const pushed = pending.target.kind === 'model' ? nameOf(step, pending.target.modelId) : theTerrainOpening(pending.target.name);
  if (event.modelId !== undefined && event.modelId !== pending.attackerId) refuse(`The battle waits for ${waitingFor(step, pending)}, not a push by ${nameOf(step, event.modelId)}`);
  if (event.target !== undefined && !sameThing(event.target, pending.target)) refuse(`${waitingFor(step, pending)} moves ${pending.target.kind === 'model' ? pushed : theTerrain(pending.target.name)}, the target of the attack`);
  if (!Number.isInteger(event.squares) || event.squares < 0) refuse('Count whole squares');
  if (event.squares > pending.max) refuse(`${pushed} can be moved at most ${pending.max} squares: "${PUSH_RULE}"`);
  const collision = event.collision;
  if (collision && event.squares === 0) refuse('A push of 0 squares meets nothing');
  if (collision?.kind === 'model') {
    const other = existing(step, collision.modelId);
    if (pending.target.kind === 'model' && pending.target.modelId === collision.modelId) refuse(`${pushed} cannot run into itself`);
    if (other.status !== 'standing') refuse(`${nameOf(step, collision.modelId)} is no longer on the table`);
  }
  if (collision?.kind === 'terrain') {
    if (pending.target.kind === 'terrain' && terrainKey(pending.target.name) === terrainKey(collision.name)) refuse(`${pushed} cannot run into itself`);
    const met = step.d.terrain[terrainKey(collision.name)];
    if (met?.destroyed) refuse(`${theTerrainOpening(met.name)} has been destroyed`);
  }
  step.d.pending.shift();
  step.out.push({ code: 'pushed', attack: pending.attack, attackerId: pending.attackerId, target: pending.target, squares: event.squares, max: pending.max });
  if (!collision) return;
  const hitThing = collision.kind === 'model' ? { kind: 'model' as const, modelId: collision.modelId } : { kind: 'terrain' as const, name: collision.name.trim() };
  step.out.push({ code: 'collision', attack: pending.attack, target: pending.target, with: hitThing });
  for (const thing of [pending.target, hitThing]) {
    if (thing.kind === 'model') damageModel(step, pending.attack, thing.modelId, pending.attackerId, 'collision');
    else damageTerrain(step, pending.attack, thing.name, pending.attackerId);
  }
}

/** Meg's return fire: "an immediate return fire shot" (L48), rolled as o66.mystic-shots says. */
export function returnFire(step: Step, event: Order66EventOf<'return-fire'>): void {
  const pending = first(step, ['return-fire'], 'return fire');
  rollerIs(step, pending, event.modelId, pending.modelId);
  const meg = step.d.models[pending.modelId]!;
  const name = nameOf(step, pending.modelId);
  requireStraightLine(event.line, name);
  const dice = d6Total(event.roll, 2, `${name}'s return fire`);
  step.d.pending.shift();
  if (step.rules.deflection === 'shots-cost-action') meg.actionsUsed += 1;
  meg.record.abilitiesUsed += 1;
  fire(step, { weapon: 'return-fire', attackerId: pending.modelId, targetId: pending.shooterId, dice, bonus: mysticShotBonus(meg.stats!.range, step.rules.choices), answering: pending.attack });
}

function sameThing(a: Thing, b: Thing): boolean {
  if (a.kind === 'model') return b.kind === 'model' && a.modelId === b.modelId;
  return b.kind === 'terrain' && terrainKey(a.name) === terrainKey(b.name);
}

export function declineReturnFire(step: Step, event: Order66EventOf<'decline-return-fire'>): void {
  const pending = first(step, ['return-fire'], 'return fire');
  rollerIs(step, pending, event.modelId, pending.modelId);
  step.d.pending.shift();
  step.out.push({ code: 'return-fire-declined', attack: pending.attack, modelId: pending.modelId });
}
