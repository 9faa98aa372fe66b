import { possessive } from '../../../../chronicle/sentences';
import { peek, peekKeys, reject, type Draft, type HandlerContext } from '../draft';
import type { EventOf, MeleeSideInput } from '../events';
import type { PendingModifier } from '../state';
import { decided, endEngagement, requireTest } from '../effects';
import { meleeOutcome, type MeleeSideKey } from '../mechanics/melee';
import { slowestType, withdrawInches } from '../mechanics/withdraw';
import { meleeRegimentSpec, type MeleePosition } from '../melee-spec';
import { generalOf, monsterRules, regimentsInBrigade, requireOnTable } from '../queries';
import { recordHits, resolveVolleys, runAttack, savesFaces } from './attacks';
import { checkDice, requirePhase, spendActions } from './common';
import { checkChargeDistance } from './measured';
import { spendReaction } from './reactions';


function hasPolearms(d: Draft, brigadeId: string, type?: 'infantry'): boolean {
  return regimentsInBrigade(d, brigadeId).some((r) => r.weapon === 'polearms' && (type === undefined || r.type === type));
}

/**
 * "Melee begins when two opposing regiments are in base contact" (seed 002 L577): a melee that has
 * just opened is fought, its first round at least, before play moves on to the next chip.
 */
export function refuseUnfoughtMelee(d: Draft, doing: string): void {
  for (const id of peekKeys(d.engagements)) {
    const engagement = peek(d.engagements, id);
    if (engagement.round !== 1) continue;
    const name = (brigadeId: string) => {
      const brigade = d.roster.brigades[brigadeId];
      return brigade ? `${possessive(d.roster.sides[brigade.side].name)} ${brigade.name}` : brigadeId;
    };
    reject(`fight the first round of the melee between ${name(engagement.attacker)} and ${name(engagement.defender)} before ${doing}: "Melee begins when two opposing regiments are in base contact"`);
  }
}

/** Charge, Reactions to a Charge, and the Brace Volley; contact opens an engagement. */
export function chargeDeclared(d: Draft, e: EventOf<'charge-declared'>, ctx: HandlerContext): void {
  requirePhase(d, 'A charge', 'activation');
  const charger = requireOnTable(d, e.brigadeId, 'charge');
  const target = requireOnTable(d, e.targetBrigadeId, 'be charged');
  if (charger.info.side === target.info.side) reject('a Brigade cannot charge its own side');
  if (charger.state.fleeing) reject(`${charger.info.name} cannot charge while fleeing`);
  if (charger.state.engagementId !== null) reject(`${charger.info.name} cannot charge while already in melee`);
  if (target.state.engagementId !== null) reject(`${target.info.name} cannot be charged while already in melee`);
  checkChargeDistance(d, e, ctx);
  if (e.approach === 'charge') {
    if (hasPolearms(d, e.brigadeId, 'infantry')) reject('polearm infantry may not charge; they may move into melee using normal movement');
    if (ctx.rulings.polearmCavalryCharge === 'no-polearm-charges' && hasPolearms(d, e.brigadeId)) {
      reject('polearms "Cannot charge" (house rule: lancers too); they may move into melee using normal movement');
    }
    if (charger.state.chargedThisTurn) reject(`${charger.info.name} already charged this turn`);
    charger.state.chargedThisTurn = true;
  }
  spendActions(d, e.brigadeId, 1, e.approach);

  const wasDisordered = target.state.disordered;
  const reactionCosts = ctx.rulings.chargeReactionCost === 'brace-free-others-cost-action';
  if (target.state.fleeing && e.reaction !== 'none') reject(`${target.info.name} cannot react while fleeing`);
  if (hasPolearms(d, e.targetBrigadeId) && (e.reaction === 'withdraw' || e.reaction === 'counter-charge')) {
    reject('Brigades which include Polearm armed Regiments may only Brace when charged');
  }
  if (e.braceVolley && e.reaction !== 'brace') reject('only a Bracing Brigade fires a Brace Volley');
  let withdrewInches: number | null = null;
  let braceHits = 0;
  if (e.reaction === 'counter-charge') {
    if (monsterRules(d, target.info, ctx)?.cannotCounterCharge) reject(`${target.info.name} cannot counter-charge: "Stupid: Cannot Counter-Charge"`);
    if (target.state.chargedThisTurn) reject(`${target.info.name} already charged this turn`);
    if (reactionCosts) spendActions(d, e.targetBrigadeId, 1, 'a counter-charge');
    target.state.chargedThisTurn = true;
  } else if (e.reaction === 'withdraw') {
    if (reactionCosts) spendReaction(d, e.targetBrigadeId, 1, 'a withdrawal', ctx);
    const types = regimentsInBrigade(d, e.targetBrigadeId).map((r) => r.type);
    const inches = withdrawInches(slowestType(types), target.info.monster, ctx.rulings.withdrawDistance);
    if (target.info.monster === null) target.state.disordered = true;
    withdrewInches = inches;
  }
  if (e.reaction === 'brace') {
    if (e.braceVolley) braceHits = resolveVolleys(d, e.targetBrigadeId, e.brigadeId, e.braceVolley, 'brace', ctx).unsaved;
  }
  decided(d, {
    code: 'charge-declared',
    side: charger.info.side,
    brigadeId: e.brigadeId,
    targetBrigadeId: e.targetBrigadeId,
    approach: e.approach,
    reaction: e.reaction,
    withdrewInches,
    braceHits: e.reaction === 'brace' && e.braceVolley ? braceHits : null,
    contact: e.contact,
  });

  if (wasDisordered && target.info.monster === null) {
    // When to Test Morale: "It is charged while already disordered".
    requireTest(d, { kind: 'morale', brigadeId: e.targetBrigadeId, reason: 'charged-while-disordered', testKind: 'standard', modifiers: [], engagementId: null, meleeMargin: null });
  }
  if (!e.contact) return;
  d.engagementCount += 1;
  const id = `melee-${d.engagementCount}`;
  d.engagements[id] = {
    id,
    attacker: e.brigadeId,
    defender: e.targetBrigadeId,
    round: 1,
    charging: { attacker: e.approach === 'charge', defender: e.reaction === 'counter-charge' },
    braceHitsOnAttacker: braceHits,
  };
  charger.state.engagementId = id;
  target.state.engagementId = id;
}

interface SideTally {
  hitsInflicted: number;
  joined: string[];
}

function fightSide(d: Draft, engagementId: string, side: MeleeSideKey, input: MeleeSideInput, ctx: HandlerContext): SideTally {
  const engagement = d.engagements[engagementId]!;
  const brigadeId = engagement[side];
  const brigade = requireOnTable(d, brigadeId, 'fight');
  if (input.rolls.length === 0) reject(`${brigade.info.name} must roll for at least one regiment`);
  const regimentIds = input.rolls.map((r) => r.regimentId);
  if (new Set(regimentIds).size !== regimentIds.length) reject('each regiment rolls once per round of melee');

  const generalsAt = new Map<string, number>();
  const joined: string[] = [];
  for (const entry of input.generals ?? []) {
    const general = generalOf(d, entry.generalId);
    if (general.info.side !== brigade.info.side) reject(`${general.info.name} cannot fight for the enemy`);
    if (general.state.status !== 'active') reject(`${general.info.name} cannot join a combat after being ${general.state.status}`);
    if (!regimentIds.includes(entry.regimentId)) reject(`${general.info.name} must be in contact with a regiment fighting this round`);
    generalsAt.set(entry.regimentId, (generalsAt.get(entry.regimentId) ?? 0) + 1);
    general.state.attachedTo = brigadeId;
    joined.push(general.info.id);
  }
  // `oo.heroic-stand-timing` = next-engagement: the die waits while the melee it was won in goes on.
  const heroicWaits = brigade.state.heroicStandWonIn !== undefined && brigade.state.heroicStandWonIn === engagementId;
  const heroicRegiment = brigade.state.heroicStand && !heroicWaits ? (input.heroicStandRegimentId ?? regimentIds[0]) : undefined;
  if (heroicRegiment !== undefined && !regimentIds.includes(heroicRegiment)) reject('the Heroic Stand die must go to a regiment fighting this round');
  if (!heroicWaits) {
    brigade.state.heroicStand = false;
    delete brigade.state.heroicStandWonIn;
  }
  const usesReroll = input.rolls.some((r) => (r.rerollIndices?.length ?? 0) > 0);
  if (usesReroll && brigade.state.headsRerollUsedThisTurn) reject('Multiple Heads may re-roll dice once per turn');
  if (usesReroll) brigade.state.headsRerollUsedThisTurn = true;

  let hitsInflicted = 0;
  for (const roll of input.rolls) {
    // The position fields by name, not a spread of the roll: rolls come in many shapes, and one spread site seeing them all is slow.
    const position: MeleePosition = {
      regimentId: roll.regimentId,
      targetRegimentId: roll.targetRegimentId,
      strikes: roll.strikes,
      engagedFrom: roll.engagedFrom,
      higherGround: roll.higherGround,
      inForest: roll.inForest,
      generals: generalsAt.get(roll.regimentId) ?? 0,
      heroicStand: roll.regimentId === heroicRegiment,
      usesReroll,
    };
    const spec = meleeRegimentSpec(d, engagement, side, position, ctx);
    const name = d.roster.regiments[roll.regimentId]!.name;
    const faces = checkDice(roll.dice, undefined, `${possessive(name, "'")} Combat Dice`);
    const rerollFaces = roll.rerolls ? checkDice(roll.rerolls, undefined, `${possessive(name, "'")} re-rolls`) : [];
    const result = runAttack(spec.attack, faces, { faces, rerollIndices: roll.rerollIndices, rerollFaces, claimedHits: roll.claimedHits, ...savesFaces(roll.saves, name) }, name);
    recordHits(d, roll.regimentId, spec.targetRegimentId, result.unsaved);
    hitsInflicted += result.unsaved;
  }
  return { hitsInflicted, joined };
}

/** One round of melee: both sides roll, hits after saves decide, the loser tests morale. */
export function meleeRound(d: Draft, e: EventOf<'melee-round'>, ctx: HandlerContext): void {
  requirePhase(d, 'Melee', 'activation');
  const engagement = d.engagements[e.engagementId];
  if (!engagement) reject('that melee is no longer in progress');
  const attacker = fightSide(d, e.engagementId, 'attacker', e.attacker, ctx);
  const defender = fightSide(d, e.engagementId, 'defender', e.defender, ctx);
  const hitsOnAttacker = defender.hitsInflicted + engagement.braceHitsOnAttacker;
  const outcome = meleeOutcome(hitsOnAttacker, attacker.hitsInflicted);
  const round = engagement.round;
  engagement.braceHitsOnAttacker = 0;
  engagement.round += 1;
  if (outcome.loser === null) {
    decided(d, { code: 'melee-tied', engagementId: e.engagementId, round, attackerId: engagement.attacker, defenderId: engagement.defender, hits: hitsOnAttacker });
    return;
  }
  const loserId = engagement[outcome.loser];
  const loser = d.brigades[loserId]!;
  const winnerKey: MeleeSideKey = outcome.loser === 'attacker' ? 'defender' : 'attacker';
  decided(d, {
    code: 'melee-won',
    engagementId: e.engagementId,
    round,
    winnerId: engagement[winnerKey],
    loserId,
    margin: outcome.margin,
    attackerHits: attacker.hitsInflicted,
    defenderHits: hitsOnAttacker,
  });
  const joinedLosers = outcome.loser === 'attacker' ? attacker.joined : defender.joined;
  for (const generalId of joinedLosers) requireTest(d, { kind: 'fate', generalId, brigadeId: loserId, margin: outcome.margin });
  const modifiers: PendingModifier[] = [{ kind: 'lost-melee', by: outcome.margin, value: -outcome.margin }];
  if (loser.disordered) modifiers.push({ kind: 'disordered-lost-again', value: -1 });
  requireTest(d, { kind: 'morale', brigadeId: loserId, reason: 'lost-melee', testKind: 'standard', modifiers, engagementId: e.engagementId, meleeMargin: outcome.margin, ...(joinedLosers.length > 0 ? { fateRolledBy: [...joinedLosers] } : {}) });
}

export function engagementEnded(d: Draft, e: EventOf<'engagement-ended'>): void {
  requirePhase(d, 'Ending a melee', 'activation');
  const engagement = d.engagements[e.engagementId];
  if (!engagement) reject('that melee is no longer in progress');
  endEngagement(d, e.engagementId);
  decided(d, { code: 'engagement-ended', engagementId: e.engagementId, attackerId: engagement.attacker, defenderId: engagement.defender, note: e.note ? e.note : null });
}

