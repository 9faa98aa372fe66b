import { battleResult } from '../scoring/result';
import { FLEE_INCHES } from '../data/movement';
import { award, type VpAbout, type VpSource } from '../scoring/vp';
import { peek, peekKeys, type Draft, type HandlerContext } from './draft';
import { atBreakPoint, brigadeOf, countsAsBrigade } from './queries';
import { otherSide, SIDES, type Side } from './roster';
import type { OrdersOmensOutcome } from './outcomes';
import type { BattleResult, PendingTest } from './state';

/** Records what the engine decided; `narrator/describe-outcome.ts` says it in words. */
export function decided(d: Draft, outcome: OrdersOmensOutcome): void {
  d.outcomes.push(outcome);
}

export function awardVp(d: Draft, side: Side, source: Exclude<VpSource, 'correction'>, about: VpAbout): void {
  d.vp.push(award(side, source, d.turn, about));
}

/** Adds a test to the queue; `first` puts it ahead of the rest ("immediately"). */
export function requireTest(d: Draft, test: PendingTest, first = false): void {
  if (first) d.pending.unshift(test as Draft['pending'][number]);
  else d.pending.push(test as Draft['pending'][number]);
}

export function endEngagement(d: Draft, engagementId: string | null): void {
  if (engagementId === null) return;
  const engagement = d.engagements[engagementId];
  if (!engagement) return;
  for (const id of [engagement.attacker, engagement.defender]) {
    const brigade = d.brigades[id];
    if (brigade && brigade.engagementId === engagementId) brigade.engagementId = null;
  }
  delete d.engagements[engagementId];
}

function awardBreakingVp(d: Draft, brigadeId: string, ctx: HandlerContext, how: 'broke' | 'fled' | 'dispersed'): void {
  const { info, state } = brigadeOf(d, brigadeId);
  if (state.breakVpAwarded || !countsAsBrigade(info, ctx)) return;
  state.breakVpAwarded = true;
  awardVp(d, otherSide(info.side), 'enemy-brigade-broken', { kind: 'brigade', brigadeId, how });
}

/**
 * How far a breaking Brigade first flees: "Infantry and artillery flee 4" and cavalry flee 6"",
 * a melee break 4" for all under `oo.melee-break-flee-distance` = four-inches. Monsters move by
 * their own profile: null.
 */
function firstFleeInches(d: Draft, brigadeId: string, ctx: HandlerContext, brokeInMelee: boolean): number | null {
  const types = d.roster.brigades[brigadeId]!.regimentIds.map((id) => d.roster.regiments[id]!.type);
  if (types.includes('monster')) return null;
  const allCavalry = types.every((type) => type === 'cavalry');
  if (brokeInMelee && ctx.rulings.meleeBreakFleeDistance === 'four-inches') return FLEE_INCHES.infantry;
  return allCavalry ? FLEE_INCHES.cavalry : FLEE_INCHES.infantry;
}

/** A Brigade breaks: it flees, leaves any melee, and its attached Generals face the Fate table. */
export function breakBrigade(d: Draft, brigadeId: string, ctx: HandlerContext, meleeMargin: number | null, fateAlreadyRolled: readonly string[] = []): void {
  const { info, state } = brigadeOf(d, brigadeId);
  state.fleeing = true;
  state.disordered = false;
  state.timesBroken += 1;
  endEngagement(d, state.engagementId);
  const fleeInches = firstFleeInches(d, brigadeId, ctx, meleeMargin !== null);
  decided(d, { code: 'broke', side: info.side, brigadeId, ...(fleeInches === null ? {} : { fleeInches }) });
  const alreadyFacingFate = new Set([...d.pending.flatMap((t) => (t.kind === 'fate' ? [t.generalId] : [])), ...fateAlreadyRolled]);
  for (const generalId of peekKeys(d.generals)) {
    const general = peek(d.generals, generalId);
    if (general.attachedTo === brigadeId && !alreadyFacingFate.has(generalId) && (general.status === 'active' || general.status === 'wounded')) {
      requireTest(d, { kind: 'fate', generalId, brigadeId, margin: meleeMargin });
    }
  }
  if (ctx.rulings.breakingVpTiming === 'on-breaking') awardBreakingVp(d, brigadeId, ctx, 'broke');
  checkImmediateBreakPoint(d, ctx);
}

/** A fleeing Brigade leaves play: off a table edge, or scattered by a collision. */
export function removeBrigade(d: Draft, brigadeId: string, how: 'fled' | 'dispersed', ctx: HandlerContext): void {
  const { info, state } = brigadeOf(d, brigadeId);
  state.status = how;
  state.fleeing = false;
  state.actionsLeft = 0;
  endEngagement(d, state.engagementId);
  for (const generalId of peekKeys(d.generals)) if (peek(d.generals, generalId).attachedTo === brigadeId) d.generals[generalId]!.attachedTo = null;
  decided(d, { code: how, side: info.side, brigadeId });
  awardBreakingVp(d, brigadeId, ctx, how);
  checkImmediateBreakPoint(d, ctx);
}

export function brokenSides(d: Draft, ctx: HandlerContext): Side[] {
  return SIDES.filter((side) => atBreakPoint(d, side, ctx));
}

/** Each army at its break point "concedes an additional 5VPs to the enemy". */
export function awardBreakPoints(d: Draft, broken: readonly Side[]): void {
  for (const side of broken) awardVp(d, otherSide(side), 'enemy-break-point', { kind: 'break-point', side });
}

function checkImmediateBreakPoint(d: Draft, ctx: HandlerContext): void {
  if (ctx.rulings.breakPointTiming !== 'immediate' || d.phase === 'over') return;
  const broken = brokenSides(d, ctx);
  if (broken.length === 0) return;
  awardBreakPoints(d, broken);
  finishGame(d, 'break-point', ctx, null);
}

export function finishGame(d: Draft, endedBy: BattleResult['endedBy'], ctx: HandlerContext, conceded: Side | null): void {
  const marshalsLost = SIDES.flatMap((side) => {
    const status = d.generals[d.roster.sides[side].marshalId]?.status;
    return status === 'captured' || status === 'slain' ? [{ side, fate: status }] : [];
  });
  d.result = battleResult(d.vp, { endedBy, turn: d.turn, conceded, broken: brokenSides(d, ctx), marshalsLost }, ctx.rulings.strategicVictoryMarshal) as Draft['result'];
  d.phase = 'over';
  d.pending = [];
  const result = d.result as BattleResult;
  decided(d, { code: 'game-over', endedBy, turn: result.turn, vp: { ...result.vp }, tacticalVictory: result.tacticalVictory, strategicVictory: result.strategicVictory });
}
