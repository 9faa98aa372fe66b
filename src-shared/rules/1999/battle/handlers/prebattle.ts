import { hasAbility } from '../../cards/card-schema';
import { resolveOpposed } from '../../mechanics/opposed';
import { validateDice } from '../../../dice';
import { DEPLOYMENT_CENTRE_DISTANCE } from '../../rulings/setup';
import { refuse, type Ctx, type Draft } from '../draft';
import type { EventOf } from '../events';
import { playerName, sideUnits, unitCards, unitDef } from '../queries';
import { rollForOrder } from './order-roll';

/** Minimum distance from any opponent's card, and the first card's distance from the centre line (L331). */
export const DEPLOYMENT_CM = { firstFromCentre: 30, fromEnemy: 60, guerillaTacticsOn: 4 } as const;

function expectStage(d: Draft, stage: Draft['stage'], what: string): void {
  if (d.stage !== stage) refuse(`${what} is not the step now`);
}

/** Who deploys first (L329–L331); Reinforcement Units declared before Deployment begins (L333). */
export function deploymentOrderRolled(d: Draft, e: EventOf<'deployment-order-rolled'>, ctx: Ctx): void {
  expectStage(d, 'deployment-roll', 'Rolling for Deployment');
  const roll = rollForOrder(d, ctx, ctx.index.seats, e.rounds);
  d.order = roll.order;
  ctx.out.push({ code: 'deployment-order', order: roll.order, faces: roll.faces, leaders: roll.leaders, totals: roll.totals, rerolls: roll.rerolls });
  for (const side of ctx.index.seats) {
    const held = sideUnits(ctx, side).filter((id) => d.units[id]!.status === 'reserve');
    if (held.length > 0) ctx.out.push({ code: 'reinforcements-declared', side, unitIds: held, points: held.reduce((sum, id) => sum + unitDef(d, ctx, id).points, 0) });
  }
  d.stage = ctx.index.seats.length > 2 ? 'markers' : 'deployment';
  d.nominator = d.stage === 'deployment' ? d.order[0]! : null;
}

/** Multiplayer Deployment (L341–L343): markers at the agreed distances, an Opposed roll, the winner chooses first. */
export function deploymentMarkers(d: Draft, e: EventOf<'deployment-markers'>, ctx: Ctx): void {
  expectStage(d, 'markers', 'Placing deployment markers');
  const agreed = d.setup.markers!;
  const seats = ctx.index.seats;
  if (e.markers.length !== seats.length || new Set(e.markers.map((m) => m.side)).size !== seats.length || e.markers.some((m) => !seats.includes(m.side))) {
    refuse('each player places one marker');
  }
  for (const marker of e.markers) {
    const who = playerName(ctx, marker.side);
    if (marker.edgeDistanceCm !== agreed.edgeDistanceCm) refuse(`${who}’s marker is ${marker.edgeDistanceCm} cm from the edge; the agreed distance is ${agreed.edgeDistanceCm} cm`);
    if (marker.nearestMarkerCm < agreed.spacingCm) refuse(`${who}’s marker is ${marker.nearestMarkerCm} cm from another; markers are at least ${agreed.spacingCm} cm apart`);
  }
  const result = resolveOpposed(seats, e.rounds, () => 0, (side) => playerName(ctx, side));
  if (!result.ok) refuse(result.reason);
  const starts = e.starts;
  const taken = seats.map((side) => starts[side]);
  if (taken.some((n) => n === undefined || n < 0 || n >= seats.length) || new Set(taken).size !== seats.length) refuse('each player starts at a different marker');
  d.markers = { ...starts };
  ctx.out.push({ code: 'markers-assigned', winner: result.winner!, starts: { ...starts } });
  d.stage = 'deployment';
  d.nominator = nextDeployer(d, ctx, null);
}

function undeployed(d: Draft, ctx: Ctx, side: string): string[] {
  return sideUnits(ctx, side).filter((id) => d.units[id]!.status === 'to-deploy');
}

function nextDeployer(d: Draft, ctx: Ctx, after: string | null): string | null {
  const start = after === null ? 0 : d.order.indexOf(after) + 1;
  for (let i = 0; i < d.order.length; i++) {
    const side = d.order[(start + i) % d.order.length]!;
    if (!d.sides[side]!.surrendered && undeployed(d, ctx, side).length > 0) return side;
  }
  return null;
}

/**
 * A Unit's Rules Card placed face down (L331): the battle's first card 30 cm from the centre line
 * (`1999.deployment-centre-distance`), the rest 60 cm from any opponent's card, never beyond the
 * player's half; with more than two players each player's first card replaces their marker (L343).
 */
export function cardDeployed(d: Draft, e: EventOf<'card-deployed'>, ctx: Ctx): void {
  expectStage(d, 'deployment', 'Deploying a card');
  const unit = unitDef(d, ctx, e.unitId);
  const state = d.units[unit.id]!;
  const who = playerName(ctx, unit.side);
  if (unit.side !== d.nominator) refuse(`it is ${playerName(ctx, d.nominator!)}’s turn to place a card`);
  if (state.status === 'reserve') refuse(`${unit.name} is a Reinforcement Unit and waits at the edge of the Battlefield`);
  if (state.status !== 'to-deploy') refuse(`${unit.name} is already on the Battlefield`);
  const multiplayer = ctx.index.seats.length > 2;
  const firstOfBattle = Object.values(d.units).every((u) => !u.deployedCard);
  const firstOfSide = sideUnits(ctx, unit.side).every((id) => !d.units[id]!.deployedCard);
  if (multiplayer && firstOfSide) {
    if (!e.atMarker) refuse(`${who}’s first card replaces their marker`);
  } else if (!multiplayer && firstOfBattle) {
    if (e.centreLineCm === undefined) refuse('measure the first card’s distance from the centre line');
    const problem = centreProblem(e.centreLineCm, ctx);
    if (problem) refuse(problem);
    if (e.openGround === false) refuse('the first card goes in open ground');
    if (e.ownHalf === false) refuse('the first card goes in its player’s half');
  } else {
    const enemyPlaced = Object.entries(d.units).some(([id, u]) => u.deployedCard && unitDef(d, ctx, id).side !== unit.side);
    if (enemyPlaced) {
      if (e.nearestEnemyCardCm === undefined || e.nearestEnemyCardCm === null) refuse('measure the distance to the nearest opponent’s card');
      if (e.nearestEnemyCardCm < DEPLOYMENT_CM.fromEnemy) refuse(`The card is ${e.nearestEnemyCardCm} cm from an opponent’s card; it must be at least ${DEPLOYMENT_CM.fromEnemy} cm away`);
    }
    if (!multiplayer && e.ownHalf === false) refuse('A card is never placed beyond your half of the Battlefield');
  }
  state.deployedCard = true;
  state.status = 'battlefield';
  d.sides[unit.side]!.pointsFielded += unit.points;
  ctx.out.push({ code: 'card-deployed', side: unit.side, unitId: unit.id });
  d.nominator = nextDeployer(d, ctx, unit.side);
  if (d.nominator === null) {
    d.guerillaPending = Object.keys(d.units).filter((id) => d.units[id]!.status === 'battlefield' && unitCards(d, ctx, id).some((c) => hasAbility(c.card, 'guerilla-tactics')));
    d.stage = d.guerillaPending.length > 0 ? 'guerilla' : 'reveal';
  }
}

function centreProblem(cm: number, ctx: Ctx): string | null {
  const want = DEPLOYMENT_CM.firstFromCentre;
  switch (ctx.rulings.deploymentCentreDistance) {
    case 'at-least':
      return cm < want ? `The first card is ${cm} cm from the centre line; it must be at least ${want} cm away` : null;
    case 'exactly':
      return cm !== want ? `The first card is ${cm} cm from the centre line; it must be exactly ${want} cm away (house rule “${DEPLOYMENT_CENTRE_DISTANCE.title}”)` : null;
    case 'at-most':
      return cm > want ? `The first card is ${cm} cm from the centre line; it must be within ${want} cm (house rule “${DEPLOYMENT_CENTRE_DISTANCE.title}”)` : null;
  }
}

/** Guerilla Tactics (L209–L211): a D6 after Deployment; 4 or more may move the Unit's card under the Deployment rules (60 cm from the enemy, its own half). */
export function guerillaTacticsRolled(d: Draft, e: EventOf<'guerilla-tactics-rolled'>, ctx: Ctx): void {
  expectStage(d, 'guerilla', 'Guerilla Tactics');
  if (!d.guerillaPending.includes(e.unitId)) refuse(`${unitDef(d, ctx, e.unitId).name} has no Guerilla Tactics roll owed`);
  const problem = e.roll.sides === 6 ? validateDice(e.roll, 1) : { message: 'roll a D6' };
  if (problem) refuse(`Guerilla Tactics: ${problem.message}`);
  const face = e.roll.faces[0]!;
  const may = face >= DEPLOYMENT_CM.guerillaTacticsOn;
  if (e.redeployed && !may) refuse(`Guerilla Tactics: the D6 shows ${face}, and a Unit moves its card only on 4 or more`);
  if (e.redeployed && e.nearestEnemyCardCm !== undefined && e.nearestEnemyCardCm !== null && e.nearestEnemyCardCm < DEPLOYMENT_CM.fromEnemy) {
    refuse(`The new position is ${e.nearestEnemyCardCm} cm from an opponent’s card; it must be at least ${DEPLOYMENT_CM.fromEnemy} cm away`);
  }
  if (e.redeployed && e.ownHalf === false && ctx.index.seats.length === 2) refuse('the new position is beyond your half of the Battlefield; Deployment never goes there');
  d.guerillaPending = d.guerillaPending.filter((id) => id !== e.unitId);
  ctx.out.push({ code: 'guerilla-tactics', unitId: e.unitId, face, mayRedeploy: may, redeployed: e.redeployed });
  if (d.guerillaPending.length === 0) d.stage = 'reveal';
}

/** Cards turned face up and models placed, at least 60 cm from the enemy; Reinforcement Units' total told (L345–L347). */
export function forcesRevealed(d: Draft, e: EventOf<'forces-revealed'>, ctx: Ctx): void {
  expectStage(d, 'reveal', 'Placing the models');
  if (e.nearestEnemyCm !== undefined && e.nearestEnemyCm !== null && e.nearestEnemyCm < DEPLOYMENT_CM.fromEnemy) refuse(`Models are ${e.nearestEnemyCm} cm from an enemy; they must be at least ${DEPLOYMENT_CM.fromEnemy} cm away`);
  const reinforcementPoints: Record<string, number> = {};
  for (const side of ctx.index.seats) {
    reinforcementPoints[side] = sideUnits(ctx, side)
      .filter((id) => d.units[id]!.status === 'reserve')
      .reduce((sum, id) => sum + unitDef(d, ctx, id).points, 0);
  }
  ctx.out.push({ code: 'forces-revealed', reinforcementPoints });
  d.stage = 'order-of-play';
  d.nominator = null;
}
