import type { BattleResult, SideKey } from '../../../systems/game-system';
import type { Ctx, Draft } from './draft';
import { pointsOnBattlefield, sidesInPlay, unitAliveModels } from './queries';
import type { State1999 } from './state';

/** How a 1999 battle ended (`BattleResult.endedBy`). */
export const ENDINGS_1999 = {
  surrender: 'when every other player surrendered',
  'turn-limit': 'with the most Army Points left on the Battlefield when the agreed Turns ran out',
  territorial: 'with a model closest to the centre of the Battlefield at the end of the chosen Turn',
  prey: 'with the last Bounty Unit left on the Battlefield',
  predator: 'by making half of an opponent’s Army Points Casualties',
  'last-army-standing': 'as the only army left on the Battlefield',
} as const;

export type Ending1999 = keyof typeof ENDINGS_1999;

/** Ends the battle: a winner, or a draw between `tied` (null winner). */
export function finish(d: Draft, ctx: Ctx, winner: SideKey | null, endedBy: Ending1999, tied: readonly SideKey[] = []): void {
  d.stage = 'over';
  d.active = null;
  d.nominator = null;
  d.rollOff = null;
  d.decidedOnTurn = d.turn;
  d.result = battleResult(d, ctx, winner, endedBy);
  ctx.out.push(winner ? { code: 'battle-won', winner, endedBy, turn: d.turn } : { code: 'battle-drawn', sides: [...tied], endedBy, turn: d.turn });
}

export function battleResult(state: Draft | State1999, ctx: Pick<Ctx, 'index' | 'rulings'>, winner: SideKey | null, endedBy: string): BattleResult {
  const seats = ctx.index.seats;
  // The scores are the ones the battle was judged by: at the end of the last Turn, Reinforcements never brought in count when the house rule says so.
  const reservesCount = endedBy === 'turn-limit' && ctx.rulings.reservesAtEnd === 'counted';
  return {
    winner,
    endedBy,
    decisive: null,
    turns: state.turn,
    scores: seats.map((side) => {
      const onField = pointsOnBattlefield(state, ctx, side, false);
      const waiting = reservesCount ? pointsOnBattlefield(state, ctx, side, true) - onField : 0;
      const breakdown = [{ source: 'Army Points left on the Battlefield', points: onField }];
      if (waiting > 0) breakdown.push({ source: 'Reinforcements never brought in (counted, by house rule)', points: waiting });
      return { side, total: onField + waiting, breakdown };
    }),
    losses: seats.map((side) => ({ side, amount: state.sides[side]!.pointsLost, unitsLost: state.sides[side]!.unitsLost })),
  };
}

/** Ties at the top: a draw, or a "Who is right?" roll-off (`1999.result-ties`). */
export function settleTop(d: Draft, ctx: Ctx, top: readonly SideKey[], endedBy: Ending1999): void {
  if (top.length === 1) return finish(d, ctx, top[0]!, endedBy);
  if (top.length === 0) return finish(d, ctx, null, endedBy, []);
  if (ctx.rulings.resultTies === 'draw') return finish(d, ctx, null, endedBy, top);
  d.stage = 'roll-off';
  d.nominator = null;
  d.rollOff = { sides: [...top], endedBy };
  ctx.out.push({ code: 'tie-for-victory', sides: [...top], endedBy });
}

/** Most Army Points on the Battlefield (L261), reinforcements per `1999.reserves-at-end`. */
export function judgeByPoints(d: Draft, ctx: Ctx): void {
  const sides = sidesInPlay(d, ctx);
  const points = sides.map((side) => ({ side, points: pointsOnBattlefield(d, ctx, side, ctx.rulings.reservesAtEnd === 'counted') }));
  const best = Math.max(...points.map((p) => p.points));
  settleTop(
    d,
    ctx,
    points.filter((p) => p.points === best).map((p) => p.side),
    'turn-limit',
  );
}

/**
 * Checks that follow every Casualty and surrender (`unitId` null): Prey, Predator and the last
 * army standing. A surrender that leaves one player is that player's win by surrender (L261),
 * whatever the mission.
 */
export function afterCasualty(d: Draft, ctx: Ctx, unitId: string | null): void {
  if (d.stage === 'over' || d.stage === 'roll-off') return;
  if (unitId === null && sidesInPlay(d, ctx).length <= 1) return checkLastStanding(d, ctx);
  const condition = d.setup.victory.condition;
  if (condition === 'prey' && checkPrey(d, ctx, unitId)) return;
  if (condition === 'predator' && checkPredator(d, ctx)) return;
  checkLastStanding(d, ctx);
}

/** Prey (L265): the last Bounty Unit on the Battlefield wins — with two players, the one whose Bounty Unit still stands. */
function checkPrey(d: Draft, ctx: Ctx, unitId: string | null): boolean {
  const bounty = d.setup.victory.prey!.bounty;
  if (unitId) {
    const owner = Object.keys(bounty).find((side) => bounty[side] === unitId);
    if (owner && d.units[unitId]!.status === 'casualty') ctx.out.push({ code: 'bounty-lost', side: owner, unitId });
  }
  const standing = ctx.index.seats.filter((side) => !d.sides[side]!.surrendered && bountyStands(d, ctx, bounty[side]!));
  if (standing.length > 1) return false;
  if (standing.length === 1) {
    finish(d, ctx, standing[0]!, 'prey');
    return true;
  }
  const lostNow = unitId ? ctx.index.seats.filter((side) => bounty[side] === unitId) : [];
  finish(d, ctx, null, 'prey', lostNow);
  return true;
}

/** A Bounty Unit stands until it is a Casualty; before Deployment ends it is still waiting to be placed. */
function bountyStands(d: Draft, ctx: Ctx, unitId: string): boolean {
  const status = d.units[unitId]!.status;
  return (status === 'battlefield' || status === 'to-deploy') && unitAliveModels(d, ctx, unitId) > 0;
}

/** Predator (L267): the first to make half or more of an opponent's Army Points Casualties. */
function checkPredator(d: Draft, ctx: Ctx): boolean {
  const players = ctx.index.seats.filter((side) => !d.sides[side]!.surrendered);
  for (const hunter of players) {
    const opponents = ctx.index.seats.filter((side) => side !== hunter);
    const made = (victim: SideKey) => {
      const lost = d.sides[victim]!;
      return (ctx.rulings.predatorCounting === 'whole-units' ? lost.unitsLostTo : lost.lostTo)[hunter] ?? 0;
    };
    const total = (victim: SideKey) => (ctx.rulings.predatorReinforcements === 'deployed-only' ? d.sides[victim]!.pointsFielded : ctx.index.sides.get(victim)!.points);
    const reached =
      ctx.rulings.multiplayerPredator === 'all-opponents' && opponents.length > 1
        ? 2 * opponents.reduce((sum, o) => sum + made(o), 0) >= opponents.reduce((sum, o) => sum + total(o), 0)
        : opponents.some((o) => total(o) > 0 && 2 * made(o) >= total(o));
    if (reached) {
      finish(d, ctx, hunter, 'predator');
      return true;
    }
  }
  return false;
}

/** A battle where only one player has models left (or every other player surrendered) is over. */
export function checkLastStanding(d: Draft, ctx: Ctx): void {
  if (d.stage === 'over' || d.stage === 'roll-off') return;
  const left = sidesInPlay(d, ctx);
  if (left.length > 1) return;
  const everyoneElseSurrendered = ctx.index.seats.every((side) => left.includes(side) || d.sides[side]!.surrendered);
  if (left.length === 1) finish(d, ctx, left[0]!, everyoneElseSurrendered ? 'surrender' : 'last-army-standing');
  else finish(d, ctx, null, 'last-army-standing', []);
}

