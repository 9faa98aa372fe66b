import { total } from '../../../dice';
import { peek, peekKeys, reject, type Draft, type HandlerContext } from '../draft';
import type { EventOf } from '../events';
import { breakBrigade, decided, endEngagement, removeBrigade, requireTest } from '../effects';
import { resolveMorale, type MoraleKind, type MoraleResult } from '../mechanics/morale';
import { judgedRoll, type KindedAdjustment } from '../mechanics/test-terms';
import { moraleBenefit, moraleBenefitKind, moraleControlValue, requireOnTable, testingGeneral } from '../queries';
import { EXPERIENCE_PROFILES } from '../../data/experience';
import type { DiceRoll } from '../../../dice';
import { checkDice, requirePhase, spendActions } from './common';

/** Fearsome: "Enemy units within 6" suffer -1 to Morale Tests". */
export const FEARSOME = { kind: 'fearsome', value: -1 } as const;
/** Generals & Morale: "-1 modifier to their next morale test if they witness the loss of a General". */
export const WITNESSED_LOSS = { kind: 'witnessed-general-loss', value: -1 } as const;

interface MoraleRun {
  readonly result: MoraleResult;
  readonly generalId: string | null;
}

function runMorale(d: Draft, brigadeId: string, roll: DiceRoll, generalId: string | undefined, extra: readonly KindedAdjustment[], kind: MoraleKind, fearsome: boolean, ctx: HandlerContext): MoraleRun {
  const { info, state } = requireOnTable(d, brigadeId, 'test morale');
  checkDice(roll, 2, 'Morale Test');
  const general = testingGeneral(d, info, generalId, true);
  const modifiers: KindedAdjustment[] = [...extra];
  if (fearsome) modifiers.push(FEARSOME);
  if (state.witnessedGeneralLoss) {
    modifiers.push(WITNESSED_LOSS);
    state.witnessedGeneralLoss = false;
  }
  const result = resolveMorale(
    total(roll),
    {
      brigadeControlValue: moraleControlValue(d, info, ctx),
      // With no General left on the field, the test is taken as if under a Green one.
      generalControlValue: general?.controlValue ?? EXPERIENCE_PROFILES.green.controlValue,
      modifiers,
      benefit: moraleBenefit(d, info, ctx),
      benefitKind: moraleBenefitKind(d, info, ctx),
      kind,
    },
    ctx.rulings.controlModifierSense,
  );
  return { result, generalId: general?.id ?? null };
}

function testRoll(run: MoraleRun) {
  return { generalId: run.generalId, ...judgedRoll(run.result.terms, run.result.rollTotal) };
}

/** Resolves the Morale Test at the head of the queue. */
export function moraleTested(d: Draft, e: EventOf<'morale-tested'>, ctx: HandlerContext): void {
  const test = d.pending[0];
  if (!test || test.kind !== 'morale' || test.brigadeId !== e.brigadeId) reject('no Morale Test is due for this Brigade now');
  d.pending.shift();
  const run = runMorale(d, e.brigadeId, e.roll, e.generalId, test.modifiers, test.testKind, e.fearsome ?? false, ctx);
  const result = run.result;
  const { info, state } = requireOnTable(d, e.brigadeId, 'test morale');
  const isMonster = info.monster !== null;
  const about = { side: info.side, brigadeId: info.id, reason: test.reason, testKind: test.testKind, monster: isMonster };
  if (result.outcome === 'disordered') {
    // "Monsters also cannot be disordered": they are only pushed back.
    if (!isMonster) state.disordered = true;
    if (test.testKind === 'standard') endEngagement(d, state.engagementId);
    decided(d, { code: 'morale-faltered', ...about, ...testRoll(run) });
  } else if (result.outcome === 'break') {
    decided(d, { code: 'morale-broke', ...about, ...testRoll(run) });
    // `oo.second-fate-roll`: Generals who rolled for this lost melee roll again unless the group rolls once per defeat.
    const alreadyRolled = ctx.rulings.secondFateRoll === 'one-roll-per-defeat' ? (test.fateRolledBy ?? []) : [];
    breakBrigade(d, e.brigadeId, ctx, test.meleeMargin, alreadyRolled);
  } else {
    decided(d, { code: 'morale-held', ...about, ...testRoll(run) });
  }
}

/** Adds a test the players identified at the table (a friend broke within 6", or a special rule). */
export function moraleTestCalled(d: Draft, e: EventOf<'morale-test-called'>): void {
  requirePhase(d, 'A Morale Test', 'activation');
  const { info, state } = requireOnTable(d, e.brigadeId, 'test morale');
  if (state.fleeing) reject(`${info.name} cannot take a Morale Test while fleeing`);
  if (e.reason === 'friend-broke-nearby') {
    const source = e.sourceBrigadeId === undefined ? undefined : d.roster.brigades[e.sourceBrigadeId];
    if (!source || source.side !== info.side || !d.brigades[source.id]!.fleeing) reject('name the friendly Brigade that broke and is fleeing');
  }
  requireTest(d, { kind: 'morale', brigadeId: e.brigadeId, reason: e.reason, testKind: 'standard', modifiers: [], engagementId: null, meleeMargin: null });
}

/** "A Brigade may attempt up to 2 Rally tests per turn", each an action. */
export const RALLY_ATTEMPTS_PER_TURN = 2;

/**
 * "A regiment may make no more than two rally attempts in a single turn. If it fails both, it must
 * use its remaining actions to flee further" (seed 002 L519, L690): a fleeing Brigade with no
 * rally attempt left keeps no actions in hand, so the next chip and the End Phase wait until it
 * has fled with them (or left the table).
 */
export function refuseActionsKeptAfterFailedRallies(d: Draft, doing: string): void {
  for (const id of peekKeys(d.brigades)) {
    const state = peek(d.brigades, id);
    if (state.status !== 'in-play' || !state.fleeing || state.rallyAttemptsThisTurn < RALLY_ATTEMPTS_PER_TURN || state.actionsLeft === 0) continue;
    const name = d.roster.brigades[id]?.name ?? id;
    const left = `${state.actionsLeft} action${state.actionsLeft === 1 ? '' : 's'}`;
    reject(`${name} failed both rally attempts and must use the remaining ${left} to flee further before ${doing}`);
  }
}

export function rallyAttempted(d: Draft, e: EventOf<'rally-attempted'>, ctx: HandlerContext): void {
  requirePhase(d, 'Rallying', 'activation');
  const { info, state } = requireOnTable(d, e.brigadeId, 'rally');
  // `oo.disorder-recovery` = rally-test: a disordered Brigade rallies (a Morale Test) instead of redressing.
  const ralliesFromDisorder = !state.fleeing && state.disordered && ctx.rulings.disorderRecovery === 'rally-test';
  if (!state.fleeing && !ralliesFromDisorder) {
    reject(`${info.name} cannot rally: only a fleeing ${ctx.rulings.disorderRecovery === 'rally-test' ? 'or disordered ' : ''}Brigade rallies`);
  }
  if (state.rallyAttemptsThisTurn >= RALLY_ATTEMPTS_PER_TURN) reject(`${info.name} already made ${RALLY_ATTEMPTS_PER_TURN} rally attempts this turn`);
  spendActions(d, e.brigadeId, 1, 'a rally');
  state.rallyAttemptsThisTurn += 1;
  const run = runMorale(d, e.brigadeId, e.roll, e.generalId, [], 'rally', e.fearsome ?? false, ctx);
  if (run.result.outcome === 'rallied') {
    state.fleeing = false;
    state.disordered = !ralliesFromDisorder && info.monster === null && ctx.rulings.ralliedBrigadeState === 'rallied-disordered';
    decided(d, { code: 'rallied', side: info.side, brigadeId: info.id, ...testRoll(run) });
  } else {
    decided(d, { code: 'rally-failed', side: info.side, brigadeId: info.id, ...testRoll(run) });
  }
}

export function brigadeLeftTable(d: Draft, e: EventOf<'brigade-left-table'>, ctx: HandlerContext): void {
  requirePhase(d, 'Fleeing', 'activation');
  const { info, state } = requireOnTable(d, e.brigadeId, 'flee');
  if (!state.fleeing) reject(`${info.name} cannot flee off the table: only a broken Brigade flees`);
  removeBrigade(d, e.brigadeId, 'fled', ctx);
}

/** Collisions while fleeing: the fleeing Brigade is removed; a friend it hits tests at once. */
export function fleeCollision(d: Draft, e: EventOf<'flee-collision'>, ctx: HandlerContext): void {
  requirePhase(d, 'A collision', 'activation');
  const { info, state } = requireOnTable(d, e.brigadeId, 'collide');
  if (!state.fleeing) reject(`${info.name} cannot collide while fleeing: only a broken Brigade flees`);
  if (e.with === 'friendly') {
    const friend = e.friendlyBrigadeId === undefined ? undefined : d.roster.brigades[e.friendlyBrigadeId];
    if (!friend || friend.side !== info.side || friend.id === info.id) reject('name the friendly Brigade it collided with');
    requireOnTable(d, friend.id, 'be collided with');
    removeBrigade(d, e.brigadeId, 'dispersed', ctx);
    if (d.phase !== 'over' && !d.brigades[friend.id]!.fleeing) {
      requireTest(d, { kind: 'morale', brigadeId: friend.id, reason: 'collision', testKind: 'collision', modifiers: [], engagementId: null, meleeMargin: null }, true);
    }
    return;
  }
  removeBrigade(d, e.brigadeId, 'dispersed', ctx);
}
