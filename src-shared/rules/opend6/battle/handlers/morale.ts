import { agreeing, isAre, hasHave } from '../../text';
import { RALLY_RESULT_CHANGE } from '../../data/morale';
import { rallyTestResult } from '../../mechanics/morale';
import { moraleThreatLevel, rallyThreatLevel } from '../../mechanics/threat';
import { refuse, squadDraft, type Context, type Draft, type SquadDraft } from '../draft';
import type { Od6EventOf } from '../events';
import { activeSoldiers, fielded } from '../queries';
import { casualtyTestSituation, rallySituation } from '../situations';
import { applyMoraleResult, casualtyTally, changeMorale, judgeMorale, opposedScores, requirePhase, requireStillForCover, squadName, useSergeantModifier } from './common';

/** Took a casualty this turn: a soldier, or the sergeant, wounded or incapacitated (L440, L495). */
export function tookCasualties(squad: Pick<SquadDraft, 'turn'>): boolean {
  return squad.turn.casualtyIds.length > 0 || squad.turn.sergeantHit;
}

function isFleeing(squad: Pick<SquadDraft, 'presence'>): boolean {
  return squad.presence === 'routing' || squad.presence === 'at-rally-point';
}

/** Whether the squad owes a casualty morale test this Morale Phase (`od6.broken-casualty-test` for fleeing squads). */
export function owesCasualtyTest(squad: SquadDraft, ctx: Pick<Context, 'rulings'>): boolean {
  if (!tookCasualties(squad) || squad.turn.moraleTested) return false;
  if (squad.presence === 'fighting') return true;
  return isFleeing(squad) && ctx.rulings.brokenCasualtyTest === 'both';
}

/**
 * The casualty morale test (seed 004 L439–L495): threat level 4, +1 Shaken or +2 Demoralized, +1 a
 * casualty this turn, +2 for a sergeant hit, -1 behind cover, -1 won / +1 lost close assault.
 */
export function moraleTested(draft: Draft, event: Od6EventOf<'morale-tested'>, ctx: Context): void {
  requirePhase(draft, 'morale', 'A casualty morale test');
  const squad = squadDraft(draft, event.squad);
  const name = squadName(draft, event.squad);
  if (squad.turn.moraleTested) refuse(`${name} ${hasHave(name)} already tested morale this phase`);
  if (!tookCasualties(squad)) refuse(`${name} took no casualties this turn`);
  if (!owesCasualtyTest(squad, ctx)) refuse(`${name} ${isAre(name)} broken: ${agreeing(name).it} ${agreeing(name).verb('makes its', 'make their')} rally test instead`);
  requireStillForCover(draft, event.squad, event.behindCover);
  const threat = moraleThreatLevel('casualty', casualtyTestSituation(squad, event.behindCover ?? false));
  useSergeantModifier(squad);
  const scores = opposedScores(draft, event.squad, event.test, threat, 'Casualty morale test');
  const result = judgeMorale(ctx, scores);
  squad.turn.moraleTested = true;
  const at = ctx.outcomes.length;
    const { before, after } = applyMoraleResult(draft, ctx, event.squad, result);
  ctx.outcomes.splice(at, 0, { code: 'morale-test', squad: event.squad, kind: 'casualty', scores, result, moraleBefore: before, moraleAfter: after, casualties: casualtyTally(squad), sources: squad.turn.casualtySources });
}

function rallyEligibility(draft: Draft, squad: SquadDraft, enemyWithin12: boolean, ctx: Context): string | null {
  const name = squadName(draft, squad.key);
  if (squad.presence !== 'fighting') return `${name} ${isAre(name)} not on the field`;
  if (squad.morale >= fielded(draft.setup, squad.key).startingMorale) return `${name} ${isAre(name)} at ${agreeing(name).its} starting morale level`;
  const shot = squad.turn.shot;
  const fought = squad.turn.fought || squad.engagedWith.length > 0;
  const barred = ctx.rulings.rallyEligibility === 'neither' ? shot || fought : shot && fought;
  if (barred) return `${name} ${shot && fought ? 'shot and fought' : shot ? 'shot' : 'fought'} this turn and cannot rally`;
  if (tookCasualties(squad)) {
    if (ctx.rulings.rallyAfterCasualties === 'other-squads') return `${name} took casualties this turn and cannot rally`;
    if (!squad.turn.moraleTested) return `${name} ${agreeing(name).verb('makes its', 'make their')} casualty test before rallying`;
  }
  if (enemyWithin12) return `${name} cannot rally with enemy soldiers within 12″`;
  return null;
}

/**
 * A rally test (L504–L520): the sergeant's command against threat level 4 with the rally modifiers.
 * A broken squad makes one at the start of each Morale Phase: a squad lifted above 0 halts; one
 * that fails at its rally point is removed from play (L435–L437). Other squads below their starting
 * morale may rally if they neither shot nor fought (`od6.rally-eligibility`) with no enemy within 12",
 * and, under `od6.rally-after-casualties`, took no casualties this turn (L413).
 */
export function rallyTested(draft: Draft, event: Od6EventOf<'rally-tested'>, ctx: Context): void {
  requirePhase(draft, 'morale', 'A rally test');
  const squad = squadDraft(draft, event.squad);
  const name = squadName(draft, event.squad);
  if (squad.turn.rallyTested) refuse(`${name} ${hasHave(name)} already made a rally test this phase`);
  const wasBroken = isFleeing(squad);
  if (wasBroken) {
    if (!draft.brokenAtMoralePhase.includes(event.squad)) refuse(`${name} broke this phase: ${agreeing(name).it} ${agreeing(name).verb('makes its', 'make their')} rally test in the next Morale Phase`);
  } else {
    const reason = rallyEligibility(draft, squad, event.enemyWithin12 ?? false, ctx);
    if (reason) refuse(reason);
  }
  requireStillForCover(draft, event.squad, event.behindCover);
  const threat = rallyThreatLevel(rallySituation(squad, event.behindCover ?? false));
  const scores = opposedScores(draft, event.squad, event.test, threat, 'Rally test');
  const result = rallyTestResult(scores.threat!, scores.command);
  squad.turn.rallyTested = true;
  const before = squad.morale;
  const at = ctx.outcomes.length;
  changeMorale(draft, ctx, event.squad, RALLY_RESULT_CHANGE[result], false);
  ctx.outcomes.splice(at, 0, { code: 'rally-test', squad: event.squad, scores, result, moraleBefore: before, moraleAfter: squad.morale, wasBroken });
  if (!wasBroken) return;
  if (squad.morale > 0) {
    squad.presence = 'fighting';
    ctx.outcomes.push({ code: 'squad-rallied', squad: event.squad });
  } else if (squad.presence === 'at-rally-point') {
    squad.presence = 'dispersed';
    ctx.outcomes.push({ code: 'squad-dispersed', squad: event.squad, soldiers: activeSoldiers(squad).length });
  }
}

/** A fleeing squad has reached its rally point or a table edge and stops (L437). */
export function rallyPointReached(draft: Draft, event: Od6EventOf<'rally-point-reached'>, ctx: Context): void {
  const squad = squadDraft(draft, event.squad);
  if (squad.presence !== 'routing') refuse(`${squadName(draft, event.squad)} ${isAre(squadName(draft, event.squad))} not fleeing`);
  squad.presence = 'at-rally-point';
  ctx.outcomes.push({ code: 'rally-point-reached', squad: event.squad });
}
