import { agreeing, hasHave, isAre, possessive } from '../../text';
import { COMMAND_TEST_DIFFICULTY } from '../../data/morale';
import { moraleThreatLevel } from '../../mechanics/threat';
import { refuse, squadDraft, type Context, type Draft } from '../draft';
import type { Od6EventOf } from '../events';
import { fielded, statusOf } from '../queries';
import { chargeTestNeeded, chargeTestSituation, receiveTestNeeded, receiveTestSituation } from '../situations';
import { applyMoraleResult, changeMorale, commandTest, judgeMorale, leaveCloseCombat, opposedScores, requireStillForCover, squadName, useSergeantModifier, casualtyTally } from './common';
import { requireSquadToMove } from './movement';
import { passTheMove } from './turn-order';

/**
 * A charge (seed 004 L341–L354): announced at the start of the squad's move; demoralized or broken
 * squads cannot charge. The chargers test morale at threat level 6 unless they are at least twice
 * the enemy and it has no assembled heavy weapon (L499); the result applies at once, and becomes
 * demoralized, broken or withdrawing aborts the charge (L345, L498).
 */
export function chargeDeclared(draft: Draft, event: Od6EventOf<'charge-declared'>, ctx: Context): void {
  requireSquadToMove(draft, event.squad, 'Charging');
  const attacker = squadDraft(draft, event.squad);
  const attackerFielded = fielded(draft.setup, event.squad);
  const target = squadDraft(draft, event.target);
  const targetFielded = fielded(draft.setup, event.target);
  if (targetFielded.side === attackerFielded.side) refuse('a squad charges an enemy squad');
  if (target.presence !== 'fighting') refuse(`${targetFielded.name} ${isAre(targetFielded.name)} not on the field to be charged`);
  if (attacker.engagedWith.length > 0) refuse(`${attackerFielded.name} ${isAre(attackerFielded.name)} already in close combat`);
  const status = statusOf(attacker);
  if (status === 'demoralized' || status === 'broken') refuse(`${attackerFielded.name} ${isAre(attackerFielded.name)} ${status} and cannot initiate close assault`);
  const testNeeded = chargeTestNeeded(attacker, target, targetFielded.siege !== null);
  let aborted = false;
  if (testNeeded) {
    if (!event.test) refuse(`${attackerFielded.name} must pass a charge morale test`);
    const threat = moraleThreatLevel('charge', chargeTestSituation(attacker, event));
    useSergeantModifier(attacker);
    const scores = opposedScores(draft, event.squad, event.test, threat, 'Charge morale test');
    const result = judgeMorale(ctx, scores);
    const at = ctx.outcomes.length;
    const { before, after } = applyMoraleResult(draft, ctx, event.squad, result);
    ctx.outcomes.splice(at, 0, { code: 'morale-test', squad: event.squad, kind: 'charge', scores, result, moraleBefore: before, moraleAfter: after, casualties: casualtyTally(attacker), sources: attacker.turn.casualtySources });
    const after_ = statusOf(attacker);
    aborted = result === 'morale-down-withdraw' || after_ === 'demoralized' || after_ === 'broken';
  } else {
    if (event.test) refuse(`${attackerFielded.name} ${isAre(attackerFielded.name)} at least twice ${possessive(targetFielded.name)} number and need not test`);
    ctx.outcomes.push({ code: 'morale-test-waived', squad: event.squad, kind: 'charge', reason: 'outnumbers-target' });
  }
  if (aborted) {
    if (attacker.turn.moved === 'not-yet') attacker.turn.moved = 'stayed';
    ctx.outcomes.push({ code: 'charge-aborted', squad: event.squad, target: event.target });
    passTheMove(draft, attackerFielded.side);
    return;
  }
  draft.charge = { attacker: event.squad, defender: event.target, flankOrRear: event.flankOrRear ?? false, stage: 'receive' };
  ctx.outcomes.push({ code: 'charge-declared', squad: event.squad, target: event.target });
}

/**
 * The defenders' "receiving a charge" test at threat level 4 (L346–L349, L500–L503): not needed
 * when fewer than half their number charge, unless charged in the flank or rear. Broken: they rout
 * at once; Withdraw: they fall back 4". Either way they lose defensive fire and their fire this turn.
 */
export function chargeReceived(draft: Draft, event: Od6EventOf<'charge-received'>, ctx: Context): void {
  const charge = draft.charge;
  if (!charge || charge.stage !== 'receive') refuse('no charge is waiting for the defenders’ test');
  const attacker = squadDraft(draft, charge.attacker);
  const defender = squadDraft(draft, charge.defender);
  const defenderName = squadName(draft, charge.defender);
  const testNeeded = receiveTestNeeded(defender, attacker, charge);
  if (!testNeeded) {
    if (event.test) refuse(`fewer than half ${possessive(defenderName)} number are charging: ${agreeing(defenderName).it} need not test`);
    ctx.outcomes.push({ code: 'morale-test-waived', squad: charge.defender, kind: 'receive-charge', reason: 'few-chargers' });
  } else {
    if (!event.test) refuse(`${defenderName} must make a receiving a charge morale test`);
    requireStillForCover(draft, charge.defender, event.behindCover);
    const threat = moraleThreatLevel('receive-charge', receiveTestSituation(defender, attacker, charge, event.behindCover ?? false));
    useSergeantModifier(defender);
    const scores = opposedScores(draft, charge.defender, event.test, threat, 'Receiving a charge morale test');
    const result = judgeMorale(ctx, scores);
    const at = ctx.outcomes.length;
    const { before, after } = applyMoraleResult(draft, ctx, charge.defender, result);
    ctx.outcomes.splice(at, 0, { code: 'morale-test', squad: charge.defender, kind: 'receive-charge', scores, result, moraleBefore: before, moraleAfter: after, casualties: casualtyTally(defender), sources: defender.turn.casualtySources });
    const broke = defender.presence !== 'fighting';
    if (broke || result === 'morale-down-withdraw') {
      defender.turn.mayNotFire = true;
      attacker.turn.moved = 'charged';
      draft.charge = null;
      ctx.outcomes.push({ code: 'charge-evaded', squad: charge.defender, attacker: charge.attacker, how: broke ? 'broke' : 'withdrew' });
      passTheMove(draft, fielded(draft.setup, charge.attacker).side);
      return;
    }
  }
  draft.charge = { ...charge, stage: 'reaction' };
  ctx.outcomes.push({ code: 'charge-stood', squad: charge.defender, attacker: charge.attacker });
}

/** The defenders brace instead of firing (L53; what it does is `od6.brace-for-charge`). */
export function chargeBraced(draft: Draft, _event: Od6EventOf<'charge-braced'>, ctx: Context): void {
  const charge = draft.charge;
  if (!charge || charge.stage !== 'reaction') refuse('bracing answers a charge the defenders stood against');
  const defender = squadDraft(draft, charge.defender);
  const name = squadName(draft, charge.defender);
  if (defender.turn.defensiveFired) refuse(`${name} ${hasHave(name)} used defensive fire: ${agreeing(name).it} cannot also brace`);
  if (defender.turn.braced) refuse(`${name} ${hasHave(name)} already braced`);
  defender.turn.braced = true;
  ctx.outcomes.push({ code: 'charge-braced', squad: charge.defender });
}

/**
 * The chargers run in (L350–L354): contact if at least one soldier reaches an enemy, and the two
 * squads are in close combat; otherwise the charge fails and costs 1 morale level.
 */
export function chargeCompleted(draft: Draft, event: Od6EventOf<'charge-completed'>, ctx: Context): void {
  const charge = draft.charge;
  if (!charge || charge.stage !== 'reaction') refuse('no charge is running in');
  const attacker = squadDraft(draft, charge.attacker);
  const defender = squadDraft(draft, charge.defender);
  draft.charge = null;
  attacker.turn.moved = 'charged';
  const side = fielded(draft.setup, charge.attacker).side;
  if (attacker.presence !== 'fighting' || defender.presence !== 'fighting') {
    passTheMove(draft, side);
    return;
  }
  if (event.reached) {
    for (const [squad, enemy] of [[attacker, charge.defender], [defender, charge.attacker]] as const) {
      if (!squad.engagedWith.includes(enemy)) squad.engagedWith.push(enemy);
      squad.engagedSince ??= draft.turn;
    }
    attacker.turn.chargedInto = charge.defender;
    attacker.record.charges += 1;
    ctx.outcomes.push({ code: 'charge-contact', squad: charge.attacker, target: charge.defender });
  } else {
    changeMorale(draft, ctx, charge.attacker, -1, false);
    ctx.outcomes.push({ code: 'charge-fell-short', squad: charge.attacker, target: charge.defender, moraleAfter: attacker.morale });
  }
  passTheMove(draft, side);
}

/**
 * Disengaging (L408–L411): a difficulty 6 command test; on a pass the squad turns and runs, its
 * enemies get a parting swing, and its morale drops by 1.
 */
export function disengageAttempted(draft: Draft, event: Od6EventOf<'disengage-attempted'>, ctx: Context): void {
  requireSquadToMove(draft, event.squad, 'Disengaging');
  const squad = squadDraft(draft, event.squad);
  if (squad.engagedWith.length === 0) refuse(`${squadName(draft, event.squad)} ${isAre(squadName(draft, event.squad))} not in close combat`);
  const difficulty = COMMAND_TEST_DIFFICULTY.disengage;
  const test = commandTest(draft, event.squad, event.roll, difficulty, 'Disengage command test');
  const from = [...squad.engagedWith];
  if (test.passed) {
    squad.turn.moved = 'disengaged';
    squad.turn.marker = 'no-fire';
    leaveCloseCombat(draft, ctx, squad);
    changeMorale(draft, ctx, event.squad, -1, false);
  } else {
    squad.turn.moved = 'stayed';
  }
  ctx.outcomes.push({ code: 'disengage', squad: event.squad, passed: test.passed, score: test.score, difficulty, from, moraleAfter: squad.morale });
  passTheMove(draft, fielded(draft.setup, event.squad).side);
}
