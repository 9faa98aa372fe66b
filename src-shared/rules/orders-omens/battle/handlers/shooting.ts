import { reject, type Draft, type HandlerContext } from '../draft';
import type { EventOf } from '../events';
import { decided } from '../effects';
import { NO_REROLL } from '../mechanics/hits';
import { monsterRules, requireOnTable } from '../queries';
import { moraleAfterShooting, recordHits, resolveVolleys, runAttack, saveRuleAgainst, savesFaces, targetRegiment } from './attacks';
import { checkDice, checkDistance, requirePhase, spendActions } from './common';
import { spendReaction } from './reactions';
import { withinReach } from '../mechanics/distance';
import type { BreathAttack } from '../monster-rules';

function checkTarget(d: Draft, shooterSide: string, targetId: string): void {
  const target = requireOnTable(d, targetId, 'be targeted');
  if (target.info.side === shooterSide) reject('a Brigade cannot shoot at its own side');
  if (target.state.engagementId !== null) reject(`${target.info.name} cannot be targeted while engaged in melee`);
}

/** Ranged Combat: one Shoot action for every ranged regiment of the Brigade with a target. */
export function shotFired(d: Draft, e: EventOf<'shot-fired'>, ctx: HandlerContext): void {
  requirePhase(d, 'Shooting', 'activation');
  const shooter = requireOnTable(d, e.brigadeId, 'shoot');
  if (shooter.state.fleeing) reject(`${shooter.info.name} cannot shoot while fleeing`);
  if (shooter.state.engagementId !== null) reject(`${shooter.info.name} cannot shoot while locked in melee`);
  checkTarget(d, shooter.info.side, e.targetBrigadeId);
  if (e.reaction) spendReaction(d, e.brigadeId, 1, 'shooting', ctx);
  else spendActions(d, e.brigadeId, 1, 'shooting');
  const { unsaved, judged } = resolveVolleys(d, e.brigadeId, e.targetBrigadeId, e.volleys, 'shoot', ctx);
  decided(d, { code: 'shot-fired', side: shooter.info.side, brigadeId: e.brigadeId, targetBrigadeId: e.targetBrigadeId, hits: unsaved, volleys: judged });
  moraleAfterShooting(d, e.targetBrigadeId, unsaved, ctx);
}

/** Breathe Fire reaches "a target up to 6" away"; a Bombing Run drops on "an enemy unit it has moved over". */
function checkBreathReach(d: Draft, monsterId: string, monsterName: string, breath: BreathAttack, e: EventOf<'breath-attack'>): void {
  if (breath.rangeInches === null) {
    if (e.distanceInches !== undefined) reject(`${breath.name} has no range: it drops on "an enemy unit it has moved over"`);
    const flight = d.movement.flights[monsterId];
    if (!flight || flight.turn !== d.turn || !flight.overBrigadeIds.includes(e.targetBrigadeId)) {
      reject(`${breath.name}: "drop bombs on an enemy unit it has moved over"; ${monsterName} did not fly over ${d.roster.brigades[e.targetBrigadeId]!.name} this turn`);
    }
    return;
  }
  if (e.distanceInches === undefined) return;
  checkDistance(e.distanceInches, `${breath.name}'s distance`);
  const verdict = withinReach(breath.rangeInches, e.distanceInches, (l, away) => `${breath.name} reaches a target up to ${l} away; this target is ${away} away`);
  if (!verdict.ok) reject(verdict.reason);
}

/** Dragonfire, Breathe Fire and Bombing Run: Combat Dice hitting on 5+, armour ignored. */
export function breathAttack(d: Draft, e: EventOf<'breath-attack'>, ctx: HandlerContext): void {
  requirePhase(d, 'A breath attack', 'activation');
  const monster = requireOnTable(d, e.brigadeId, 'attack');
  const breath = monsterRules(d, monster.info, ctx)?.breath;
  if (!breath) reject(`${monster.info.name} cannot make a breath or bombing attack: no such attack in its profile`);
  if (breath.oncePerTurn && monster.state.breathUsedThisTurn) reject(`${breath.name} may be used once per turn`);
  if (monster.state.fleeing) reject(`${monster.info.name} cannot attack while fleeing`);
  checkTarget(d, monster.info.side, e.targetBrigadeId);
  checkBreathReach(d, monster.info.id, monster.info.name, breath, e);
  spendActions(d, e.brigadeId, 1, breath.name);
  monster.state.breathUsedThisTurn = true;
  const targetRegimentId = targetRegiment(d, e.targetBrigadeId, e.targetRegimentId);
  const saveRule = saveRuleAgainst(d, targetRegimentId, { negatesArmour: breath.ignoresArmour, venomous: false, melee: false, breath: true }, ctx);
  const faces = checkDice(e.dice, undefined, breath.name);
  const spec = { diceCount: breath.dice, hitRule: { hitOn: breath.hitOn, modifier: 0, naturalSixIsTwoHits: false, naturalSixOnly: false }, reroll: NO_REROLL, saveRule };
  const result = runAttack(spec, faces, { faces, claimedHits: e.claimedHits, ...savesFaces(e.saves, breath.name) }, breath.name);
  recordHits(d, monster.info.regimentIds[0]!, targetRegimentId, result.unsaved);
  decided(d, { code: 'breath-attack', side: monster.info.side, brigadeId: e.brigadeId, targetBrigadeId: e.targetBrigadeId, hits: result.unsaved });
  moraleAfterShooting(d, e.targetBrigadeId, result.unsaved, ctx);
}
