import { isAre, hasHave } from '../../text';
import { opportunityFireThreatLevel } from '../../mechanics/threat';
import { refuse, squadDraft, type Context, type Draft } from '../draft';
import type { Od6EventOf } from '../events';
import type { TestScores } from '../outcomes';
import { commandForTests, fielded, isActive, statusOf } from '../queries';
import { opportunitySituation } from '../situations';
import { opportunityPassed, opposedScores, requirePhase, scoreOf, squadName } from './common';
import { keepTheMove } from './turn-order';

/** Squads whose soldiers carry a weapon that may opportunity fire (`od6.opportunity-fire-weapons`). */
export function hasOpportunityWeapon(draft: Draft, squadKey: string, anyMissile: boolean): boolean {
  const squad = fielded(draft.setup, squadKey);
  const state = squadDraft(draft, squadKey);
  return squad.soldiers.some((soldier) => isActive(state.soldiers.find((s) => s.id === soldier.id) ?? { condition: 'incapacitated' }) && soldier.ranged.some((weapon) => anyMissile || weapon.family === 'crossbow'));
}

/**
 * The opportunity fire test (seed 004 L155–L156, L324–L334, L526–L535): a squad that has not moved
 * tests against threat level 4 while an enemy squad moves (or charges — but not the squad it is
 * charging, L327). Pass: it fires now and can neither move nor fire again this turn (No Fire).
 * Fail: it cannot move this phase but may fire in the Ranged Combat Phase.
 */
export function opportunityFireTested(draft: Draft, event: Od6EventOf<'opportunity-fire-tested'>, ctx: Context): void {
  requirePhase(draft, 'movement', 'Opportunity fire');
  if (draft.opportunity) refuse('resolve the opportunity fire already under way first');
  const squad = squadDraft(draft, event.squad);
  const name = squadName(draft, event.squad);
  const squadFielded = fielded(draft.setup, event.squad);
  if (squad.presence !== 'fighting') refuse(`${name} ${isAre(name)} not fighting`);
  if (squad.turn.moved !== 'not-yet') refuse(`${name} ${hasHave(name)} moved this turn and cannot opportunity fire`);
  if (squad.turn.opportunityTested) refuse(`${name} ${hasHave(name)} already tested for opportunity fire this turn`);
  if (squad.engagedWith.length > 0) refuse(`${name} ${isAre(name)} in close combat`);
  const status = statusOf(squad);
  if (status === 'demoralized' || status === 'broken') refuse(`${name} ${isAre(name)} ${status} and cannot attempt opportunity fire`);
  if (!hasOpportunityWeapon(draft, event.squad, ctx.rulings.opportunityFireWeapons === 'any-missile')) refuse(ctx.rulings.opportunityFireWeapons === 'any-missile' ? `${name} ${hasHave(name)} no missile weapons` : `only squads armed with crossbows may opportunity fire`);
  const target = fielded(draft.setup, event.target);
  if (target.side === squadFielded.side) refuse('opportunity fire is at an enemy squad');
  const moving = draft.charge ? draft.charge.attacker === event.target && draft.charge.defender !== event.squad : squadDraft(draft, event.target).turn.moved === 'not-yet' && target.side === draft.nextToMove;
  if (!moving) refuse(draft.charge?.defender === event.squad ? 'the charged squad gets defensive fire, not opportunity fire' : `${target.name} ${isAre(target.name)} not the squad moving now`);
  const threat = opportunityFireThreatLevel(opportunitySituation(squad, event.behindCover ?? false));
  let scores: TestScores;
  if (ctx.rulings.opportunityFireTest === 'opposed') {
    if (!event.test.threat) refuse('the opportunity fire test is opposed: roll the threat die too');
    scores = opposedScores(draft, event.squad, { command: event.test.command, threat: event.test.threat }, threat, 'Opportunity fire test');
  } else {
    if (event.test.threat) refuse('under this campaign’s house rule the opportunity fire test is a straight test: no threat die');
    scores = { command: scoreOf(event.test.command, commandForTests(squadFielded, squad), 'Opportunity fire command roll'), threat: null, threatLevel: threat.level, factors: threat.factors };
  }
  const passed = opportunityPassed(scores);
  squad.turn.opportunityTested = true;
  squad.turn.moved = passed ? 'opportunity-fired' : 'held';
  if (passed) {
    squad.turn.marker = 'no-fire';
    draft.opportunity = { squad: event.squad, target: event.target };
  }
  ctx.outcomes.push({ code: 'opportunity-fire-test', squad: event.squad, target: event.target, passed, scores });
  keepTheMove(draft);
}
