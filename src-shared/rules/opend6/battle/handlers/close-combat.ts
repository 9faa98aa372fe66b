import { agreeing, hasHave } from '../../text';
import { COMMAND_TEST_DIFFICULTY } from '../../data/morale';
import { closeCombatModifier, type FighterSituation } from '../../mechanics/close-combat';
import { refuse, squadDraft, type Context, type Draft, type SquadDraft } from '../draft';
import type { Od6EventOf } from '../events';
import { closeCombatDamage, closeCombatSkill, commandHolder, fielded, fieldedSoldier, isActive, skillRolled } from '../queries';
import { fighterSituation } from '../situations';
import type { PendingHit } from '../state';
import { commandTest, partSquads, requirePhase, scoreOf, squadName } from './common';
import { judgeForceBack } from './force-back';

export const engagementKey = (a: string, b: string) => [a, b].sort().join('|');

interface FighterInput {
  readonly soldier: string;
  readonly roll: Od6EventOf<'close-combat-fought'>['groups'][number]['lone']['roll'];
  readonly sideOrRear?: boolean | undefined;
  readonly behindBarrier?: boolean | undefined;
}

/** A fighter's score: a die plus his melee combat (or fighting) skill and the chart's modifiers (L366–L392). */
function fighterScore(draft: Draft, ctx: Context, squadKey: string, enemyKey: string, input: FighterInput, extra: Pick<FighterSituation, 'outnumberingBy' | 'partingSwing'>, what: string): { readonly score: number; readonly damage: number } {
  const squad = squadDraft(draft, squadKey);
  const enemy = squadDraft(draft, enemyKey);
  const soldier = fieldedSoldier(fielded(draft.setup, squadKey), input.soldier);
  const state = squad.soldiers.find((candidate) => candidate.id === input.soldier);
  if (!soldier || !state || !isActive(state)) refuse(`${what}: ${squadName(draft, squadKey)} ${hasHave(squadName(draft, squadKey))} no such soldier on the table`);
  const modifier = closeCombatModifier(fighterSituation(squad, enemy, state, soldier.melee?.class ?? 'none', input, extra), ctx.rulings);
  const score = scoreOf(input.roll, skillRolled(soldier, state, closeCombatSkill(soldier), squad, soldier.melee?.id ?? null).level + modifier.total, what);
  return { score, damage: closeCombatDamage(soldier, state) };
}

function requireEngaged(draft: Draft, a: SquadDraft, b: SquadDraft): void {
  if (!a.engagedWith.includes(b.key)) refuse(`${squadName(draft, a.key)} and ${squadName(draft, b.key)} are not in close combat`);
}

/**
 * One turn of close combat between two squads (seed 004 L362–L401): soldiers paired off, up to
 * three on one; each pair's opposed rolls; the lone soldier hurts only the one he attacks, and is
 * hit by every opponent who beats him; ties do nothing. The winners' damage is rolled next, then
 * force back is judged.
 */
export function closeCombatFought(draft: Draft, event: Od6EventOf<'close-combat-fought'>, ctx: Context): void {
  requirePhase(draft, 'close-combat', 'Close combat');
  if (draft.damage) refuse('roll the damage already due first');
  const [aKey, bKey] = event.squads;
  const a = squadDraft(draft, aKey);
  const b = squadDraft(draft, bKey);
  requireEngaged(draft, a, b);
  const pairKey = engagementKey(aKey, bKey);
  if (draft.fought.includes(pairKey)) refuse('these squads have already fought this turn');
  const seen = new Set<string>();
  const note = (squadKey: string, soldier: string) => {
    const key = `${squadKey}|${soldier}`;
    if (seen.has(key)) refuse('each soldier fights in one pairing a turn');
    seen.add(key);
  };
  const hits: PendingHit[] = [];
  const wins: Record<string, number> = { [aKey]: 0, [bKey]: 0 };
  let ties = 0;
  event.groups.forEach((group, g) => {
    const loneSquad = group.lone.squad;
    if (loneSquad !== aKey && loneSquad !== bKey) refuse(`pairing ${g + 1}: that soldier is not in this fight`);
    const otherSquad = loneSquad === aKey ? bKey : aKey;
    note(loneSquad, group.lone.soldier);
    group.opponents.forEach((opponent) => note(otherSquad, opponent.soldier));
    const attacked = group.loneAttacks ?? group.opponents[0]!.soldier;
    if (!group.opponents.some((opponent) => opponent.soldier === attacked)) refuse(`pairing ${g + 1}: the lone soldier attacks one of his opponents`);
    const lone = fighterScore(draft, ctx, loneSquad, otherSquad, group.lone, { outnumberingBy: 0, partingSwing: null }, `Pairing ${g + 1}`);
    for (const opponent of group.opponents) {
      const them = fighterScore(draft, ctx, otherSquad, loneSquad, opponent, { outnumberingBy: group.opponents.length - 1, partingSwing: null }, `Pairing ${g + 1}`);
      if (them.score > lone.score) {
        wins[otherSquad]! += 1;
        hits.push({ by: { squad: otherSquad, soldier: opponent.soldier }, target: { squad: loneSquad, soldier: group.lone.soldier }, damage: them.damage });
      } else if (lone.score > them.score) {
        if (opponent.soldier === attacked) {
          wins[loneSquad]! += 1;
          hits.push({ by: { squad: loneSquad, soldier: group.lone.soldier }, target: { squad: otherSquad, soldier: opponent.soldier }, damage: lone.damage });
        }
      } else ties += 1;
    }
  });
  draft.fought.push(pairKey);
  a.turn.fought = true;
  b.turn.fought = true;
  ctx.outcomes.push({ code: 'close-combat', squads: [aKey, bKey], wins, ties });
  if (hits.length > 0) draft.damage = { source: 'close-combat', timing: 'now', hits, engagement: [aKey, bKey] };
  else judgeForceBack(draft, ctx, [aKey, bKey], new Map());
}

/**
 * The parting swing (L405, L411): one free attack on the squad leaving close combat. A leaving
 * soldier who wins only avoids harm. The modifier is `od6.parting-swing`.
 */
export function partingSwingRolled(draft: Draft, event: Od6EventOf<'parting-swing-rolled'>, ctx: Context): void {
  const index = draft.partingSwings.findIndex((swing) => swing.attacker === event.attacker && swing.defender === event.defender);
  if (index < 0) refuse('no parting swing is due between those squads');
  if (draft.damage) refuse('roll the damage already due first');
  const attackers = new Set<string>();
  const hits: PendingHit[] = [];
  event.fights.forEach((fight, f) => {
    if (attackers.has(fight.attacker.soldier)) refuse('each soldier gets one parting swing');
    attackers.add(fight.attacker.soldier);
    const swing = fighterScore(draft, ctx, event.attacker, event.defender, fight.attacker, { outnumberingBy: 0, partingSwing: 'attacker' }, `Parting swing ${f + 1}`);
    const leaving = fighterScore(draft, ctx, event.defender, event.attacker, fight.defender, { outnumberingBy: 0, partingSwing: 'defender' }, `Parting swing ${f + 1}`);
    if (swing.score > leaving.score) hits.push({ by: { squad: event.attacker, soldier: fight.attacker.soldier }, target: { squad: event.defender, soldier: fight.defender.soldier }, damage: swing.damage });
  });
  draft.partingSwings.splice(index, 1);
  ctx.outcomes.push({ code: 'parting-swing', squad: event.attacker, target: event.defender, hits: hits.length });
  if (hits.length > 0) draft.damage = { source: 'parting-swing', timing: 'now', hits, engagement: null };
}

/**
 * A squad that forced its enemy back may hold its ground (L403): free behind a barrier, otherwise
 * its sergeant must pass a difficulty 6 command test, once. Held, it does not follow the enemy it
 * forced back 4" (L401), so the two are no longer in base-to-base contact and do not fight on (L363);
 * failed, it advances and stays in contact.
 */
export function advanceHeld(draft: Draft, event: Od6EventOf<'advance-held'>, ctx: Context): void {
  requirePhase(draft, 'close-combat', 'Holding back after combat');
  const squad = squadDraft(draft, event.squad);
  const name = squadName(draft, event.squad);
  if (squad.turn.closeAssault !== 'won') refuse(`${name} did not force ${agreeing(name).its} enemy back this turn`);
  if (squad.turn.holdTried) refuse(`${name} ${hasHave(name)} already ${squad.engagedWith.some((key) => squad.turn.forcedBack.includes(key)) ? 'advanced after the beaten enemy' : `held ${agreeing(name).its} ground`} this turn`);
  let passed: boolean;
  if (event.behindBarrier) {
    if (event.roll) refuse('a squad behind a barrier need not test to hold its ground');
    passed = true;
  } else {
    if (!event.roll) refuse(commandHolder(fielded(draft.setup, event.squad), squad) === 'squad' ? 'with the sergeant down, the squad must pass a difficulty 6 command test to stop its men advancing' : 'the sergeant must pass a difficulty 6 command test to stop his men advancing');
    passed = commandTest(draft, event.squad, event.roll, COMMAND_TEST_DIFFICULTY.holdBackFromAdvance, 'Hold-back command test').passed;
  }
  squad.turn.holdTried = true;
  if (passed) for (const key of squad.turn.forcedBack) partSquads(draft, squad, squadDraft(draft, key));
  ctx.outcomes.push({ code: 'advance-held', squad: event.squad, passed });
}
