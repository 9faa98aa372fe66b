import { agreeing } from '../../text';
import type { DamageResult } from '../../data/damage';
import { MORALE_RESULT_CHANGE, type MoraleResult, type MoraleTestKind } from '../../data/morale';
import { openRollProblem, openScore, type OpenRoll } from '../../dice/open-roll';
import { afterDamage } from '../../mechanics/damage';
import { clampMorale, moraleStatus, moraleTestResult, opportunityFireAllowed } from '../../mechanics/morale';
import type { ThreatLevel } from '../../mechanics/threat';
import { refuse, squadDraft, type Context, type Draft, type SquadDraft } from '../draft';
import type { OpposedTestRolls } from '../events';
import type { CasualtyTally, TestScores } from '../outcomes';
import { activeSoldiers, commandForTests, fielded, isActive, stoodStill } from '../queries';
import type { CasualtySource, Condition } from '../state';

/** The score of an open roll, or a refusal naming the roll and what is wrong with it. */
export function scoreOf(roll: OpenRoll, modifier: number, what: string): number {
  const problem = openRollProblem(roll);
  if (problem) refuse(`${what}: ${problem}`);
  return openScore(roll, modifier);
}

/** An opposed command-against-threat test (seed 004 L442): both scores and the threat level's make-up. */
export function opposedScores(draft: Draft, squadKey: string, rolls: OpposedTestRolls, threat: ThreatLevel, what: string): TestScores {
  const squad = squadDraft(draft, squadKey);
  const command = scoreOf(rolls.command, commandForTests(fielded(draft.setup, squadKey), squad), `${what} command roll`);
  const threatScore = scoreOf(rolls.threat, threat.level, `${what} threat roll`);
  return { command, threat: threatScore, threatLevel: threat.level, factors: threat.factors };
}

/** A straight command test against a fixed difficulty (disengaging, holding back: L403, L410). */
export function commandTest(draft: Draft, squadKey: string, roll: OpenRoll, difficulty: number, what: string): { readonly score: number; readonly passed: boolean } {
  const score = scoreOf(roll, commandForTests(fielded(draft.setup, squadKey), squadDraft(draft, squadKey)), what);
  return { score, passed: score >= difficulty };
}

export function opportunityPassed(scores: TestScores): boolean {
  return scores.threat === null ? scores.command >= scores.threatLevel : opportunityFireAllowed(scores.threat, scores.command);
}

function endEngagements(draft: Draft, squad: SquadDraft): string[] {
  const enemies = [...squad.engagedWith];
  for (const enemyKey of enemies) {
    const enemy = squadDraft(draft, enemyKey);
    enemy.engagedWith = enemy.engagedWith.filter((key) => key !== squad.key);
    if (enemy.engagedWith.length === 0) enemy.engagedSince = null;
  }
  squad.engagedWith = [];
  squad.engagedSince = null;
  return enemies;
}

/** Two squads are no longer in base-to-base contact: their fight ends with no parting swing. */
export function partSquads(draft: Draft, a: SquadDraft, b: SquadDraft): void {
  for (const [squad, enemy] of [[a, b], [b, a]] as const) {
    squad.engagedWith = squad.engagedWith.filter((key) => key !== enemy.key);
    if (squad.engagedWith.length === 0) squad.engagedSince = null;
  }
}

/** The squads fighting `squad` get a parting swing as it leaves (L405, L411). */
export function leaveCloseCombat(draft: Draft, ctx: Context, squad: SquadDraft): void {
  for (const enemyKey of endEngagements(draft, squad)) {
    if (draft.partingSwings.some((swing) => swing.attacker === enemyKey && swing.defender === squad.key)) continue;
    draft.partingSwings.push({ attacker: enemyKey, defender: squad.key });
    ctx.outcomes.push({ code: 'parting-swing-due', squad: enemyKey, target: squad.key });
  }
}

/**
 * Changes a squad's morale level, never below 0 nor above its start (L480, L489). A squad reaching
 * 0 breaks and routs (L434); a Withdraw moves it 4" away (L492) unless it broke. Either ends its
 * close combat with a parting swing (L405).
 */
export function changeMorale(draft: Draft, ctx: Context, squadKey: string, change: number, withdraw: boolean): void {
  const squad = squadDraft(draft, squadKey);
  const start = fielded(draft.setup, squadKey).startingMorale;
  const before = squad.morale;
  squad.morale = clampMorale(before + change, start);
  if (squad.morale === 0 && before > 0 && squad.presence === 'fighting') {
    squad.presence = 'routing';
    squad.record.moraleBreaks += 1;
    ctx.outcomes.push({ code: 'squad-broke', squad: squadKey });
    leaveCloseCombat(draft, ctx, squad);
    return;
  }
  if (withdraw && squad.presence === 'fighting') {
    squad.turn.withdrew = true;
    ctx.outcomes.push({ code: 'squad-withdrew', squad: squadKey });
    leaveCloseCombat(draft, ctx, squad);
  }
}

/** Applies a morale test's result and returns the levels before and after. */
export function applyMoraleResult(draft: Draft, ctx: Context, squadKey: string, result: MoraleResult): { readonly before: number; readonly after: number } {
  const before = squadDraft(draft, squadKey).morale;
  changeMorale(draft, ctx, squadKey, MORALE_RESULT_CHANGE[result], result === 'morale-down-withdraw');
  return { before, after: squadDraft(draft, squadKey).morale };
}

export function judgeMorale(ctx: Context, scores: TestScores): MoraleResult {
  return moraleTestResult(scores.threat ?? scores.threatLevel, scores.command, ctx.rulings);
}

/** Marks the sergeant's +2 as used by this test (it counts for the first test after he is hit, L469). */
export function useSergeantModifier(squad: SquadDraft): boolean {
  const due = squad.turn.sergeantModifierDue;
  squad.turn.sergeantModifierDue = false;
  return due;
}

/** Soldiers hit this turn, the sergeant included, by how they stand now. */
export function casualtyTally(squad: SquadDraft): CasualtyTally {
  const hit = squad.soldiers.filter((soldier) => squad.turn.casualtyIds.includes(soldier.id) || (soldier.id === 'sergeant' && squad.turn.sergeantHit));
  return { wounded: hit.filter((soldier) => soldier.condition === 'wounded').length, incapacitated: hit.filter((soldier) => soldier.condition === 'incapacitated').length };
}

/** Removes a squad whose every soldier is incapacitated. */
export function checkDestroyed(draft: Draft, ctx: Context, squadKey: string): void {
  const squad = squadDraft(draft, squadKey);
  if (squad.presence === 'destroyed' || squad.presence === 'dispersed' || activeSoldiers(squad).length > 0) return;
  squad.presence = 'destroyed';
  endEngagements(draft, squad);
  draft.partingSwings = draft.partingSwings.filter((swing) => swing.attacker !== squadKey && swing.defender !== squadKey);
  ctx.outcomes.push({ code: 'squad-destroyed', squad: squadKey });
}

/**
 * Lands a damage result on a soldier now: a wound lays him down (L282), a second wound or an
 * incapacitating hit takes him out (L282–L283); the hit counts as a casualty this turn (L468–L469).
 */
export function landDamage(draft: Draft, target: { squad: string; soldier: string }, result: DamageResult, by: string, source: CasualtySource): Condition {
  const squad = squadDraft(draft, target.squad);
  const soldier = squad.soldiers.find((candidate) => candidate.id === target.soldier);
  if (!soldier) refuse('no such soldier');
  if (result === 'no-effect' || !isActive(soldier)) return soldier.condition;
  soldier.condition = afterDamage(soldier.condition, result);
  soldier.prone = true;
  if (soldier.id === 'sergeant') {
    squad.turn.sergeantHit = true;
    squad.turn.sergeantModifierDue = true;
  }
  else if (!squad.turn.casualtyIds.includes(soldier.id)) squad.turn.casualtyIds.push(soldier.id);
  if (!squad.turn.casualtySources.some((entry) => entry.squad === by && entry.source === source)) squad.turn.casualtySources.push({ squad: by, source });
  if (soldier.condition === 'incapacitated') squadDraft(draft, by).record.inflicted += 1;
  return soldier.condition;
}

const MOVED_WORDS: Readonly<Record<string, string>> = { walked: 'moved or turned', ran: 'ran', charged: 'charged', disengaged: 'disengaged', withdrew: 'withdrew' };

/** Refuses "behind cover" for a squad that has moved this turn: the modifier is for a stationary squad (L470). */
export function requireStillForCover(draft: Draft, squadKey: string, behindCover: boolean | undefined): void {
  const squad = squadDraft(draft, squadKey);
  if (!behindCover || stoodStill(squad)) return;
  const name = squadName(draft, squadKey);
  // Not moves of its own: a withdrawal on a morale result (L492), or being forced back in close combat (L401).
  const how = MOVED_WORDS[squad.turn.moved] ?? (squad.turn.withdrew ? 'withdrew 4″' : `${agreeing(name).was} forced back 4″`);
  refuse(`${name} ${how} this turn: only a squad that has stood still counts as behind cover`);
}

export function requirePhase(draft: Draft, phase: Draft['phase'], what: string): void {
  if (draft.phase !== phase) refuse(`${what} happens in the ${PHASE_WORDS[phase]}; this is the ${PHASE_WORDS[draft.phase]}`);
}

export const PHASE_WORDS: Readonly<Record<Draft['phase'], string>> = {
  initiative: 'Initiative Phase',
  movement: 'Movement Phase',
  ranged: 'Ranged Combat Phase',
  'close-combat': 'Close Combat Phase',
  morale: 'Morale Phase',
  special: 'Special Actions Phase',
  over: 'end of the battle',
};

export function squadName(draft: Draft, key: string): string {
  return fielded(draft.setup, key).name;
}

export function moraleTestKindWord(kind: MoraleTestKind): string {
  return kind === 'casualty' ? 'Casualty morale test' : kind === 'charge' ? 'Charge morale test' : 'Receiving a charge morale test';
}

export { moraleStatus };
