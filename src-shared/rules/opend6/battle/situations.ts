import type { Cover, FireMode, RangeBand } from '../data/ranged';
import type { FighterSituation } from '../mechanics/close-combat';
import type { ShotSituation } from '../mechanics/ranged';
import type { MoraleTestSituation, RallySituation } from '../mechanics/threat';
import type { PendingCharge, SoldierState, SquadState } from './state';
import { halfOrMoreCasualties, standingSoldiers, statusOf } from './queries';

/**
 * The situation of each test and roll as the rules read it from the battle state plus what the
 * players report from the table. The engine judges with these and the screens show odds with the
 * same ones, so the odds before a roll are the odds of the roll the engine will judge.
 */

/** Casualty morale test (seed 004 L448–L456, L494–L495). */
export function casualtyTestSituation(squad: SquadState, behindCover: boolean): MoraleTestSituation {
  return { status: statusOf(squad), casualtiesThisTurn: squad.turn.casualtyIds.length, sergeantHit: squad.turn.sergeantModifierDue, behindCover, closeAssault: squad.turn.closeAssault };
}

/** Charge morale test (L457–L460, L472–L475). */
export function chargeTestSituation(squad: SquadState, flags: { readonly flankOrRear?: boolean; readonly targetBehindBarrier?: boolean; readonly behindCover?: boolean }): MoraleTestSituation {
  return {
    ...casualtyTestSituation(squad, flags.behindCover ?? false),
    chargingFlankOrRear: flags.flankOrRear ?? false,
    enemyBehindBarrier: flags.targetBehindBarrier ?? false,
  };
}

/** The chargers need no test when at least twice the target's number, unless it has an assembled heavy weapon (L499). */
export function chargeTestNeeded(attacker: SquadState, target: SquadState, targetHasSiegeWeapon: boolean): boolean {
  const heavyWeapon = targetHasSiegeWeapon && (target.battery?.bodyPoints ?? 0) > 0;
  return !(standingSoldiers(attacker) >= 2 * standingSoldiers(target) && !heavyWeapon);
}

/** Receiving a charge (L461–L464, L476–L478). */
export function receiveTestSituation(defender: SquadState, attacker: SquadState, charge: Pick<PendingCharge, 'flankOrRear'>, behindCover: boolean): MoraleTestSituation {
  return {
    ...casualtyTestSituation(defender, behindCover),
    chargedInFlankOrRear: charge.flankOrRear,
    outnumberedTwoToOne: standingSoldiers(attacker) >= 2 * standingSoldiers(defender),
  };
}

/** The defenders need no test when fewer than half their number charge, unless from the flank or rear (L503). */
export function receiveTestNeeded(defender: SquadState, attacker: SquadState, charge: Pick<PendingCharge, 'flankOrRear'>): boolean {
  return charge.flankOrRear || standingSoldiers(attacker) * 2 >= standingSoldiers(defender);
}

/**
 * Rally test (L506–L514). A rally is not one of the three morale tests (L440), so the sergeant's +2
 * is the rally chart's own "Sergeant wounded or incapacitated this turn" (L514): it counts whether
 * or not a morale test has already taken the morale chart's +2 (L469).
 */
export function rallySituation(squad: SquadState, behindCover: boolean): RallySituation {
  const fleeing = squad.presence === 'routing' || squad.presence === 'at-rally-point';
  return {
    status: fleeing ? 'broken' : statusOf(squad),
    behindCover,
    halfOrMoreCasualties: halfOrMoreCasualties(squad),
    casualtiesThisTurn: squad.turn.casualtyIds.length,
    sergeantHit: squad.turn.sergeantHit,
  };
}

/** Opportunity fire test (L528–L531). */
export function opportunitySituation(squad: SquadState, behindCover: boolean) {
  return { status: statusOf(squad), behindCover, halfOrMoreCasualties: halfOrMoreCasualties(squad) };
}

/** One shot (L209–L240). */
export function shotSituation(squad: SquadState, soldier: Pick<SoldierState, 'separated'>, shot: { readonly range: RangeBand; readonly mode: FireMode; readonly cover: Cover; readonly targetProne: boolean; readonly following: number }): ShotSituation {
  return { range: shot.range, cover: shot.cover, targetProne: shot.targetProne, walked: squad.turn.marker === 'fire-plus-one', mode: shot.mode, separated: soldier.separated, status: statusOf(squad), following: shot.following };
}

/**
 * The lead gunner's siege weapons test (L300, L306, L319): the range band's difficulty and the
 * squad's own modifiers — never the target's cover or posture, for the shot is aimed at a spot —
 * +2 when any of the crew is down, +3 fired blind.
 */
export function siegeShotSituation(squad: SquadState, gunner: Pick<SoldierState, 'separated'>, crew: number, range: RangeBand, blind: boolean): ShotSituation {
  return { ...shotSituation(squad, gunner, { range, mode: 'ranged', cover: 'none', targetProne: false, following: 0 }), undermanned: standingSoldiers(squad) < crew, blind };
}

/** One fighter in close combat or a parting swing (L370–L392, L411). */
export function fighterSituation(
  squad: SquadState,
  enemy: SquadState,
  soldier: Pick<SoldierState, 'prone' | 'separated'>,
  weapon: FighterSituation['weapon'],
  flags: { readonly sideOrRear?: boolean | undefined; readonly behindBarrier?: boolean | undefined },
  extra: Pick<FighterSituation, 'outnumberingBy' | 'partingSwing'>,
): FighterSituation {
  const firstTurn = extra.partingSwing === null;
  return {
    weapon,
    chargingFirstTurn: firstTurn && squad.turn.chargedInto === enemy.key,
    enemyBraced: enemy.turn.braced,
    defendingBarrier: flags.behindBarrier ?? false,
    braced: firstTurn && squad.turn.braced && enemy.turn.chargedInto === squad.key,
    outnumberingBy: extra.outnumberingBy,
    sideOrRear: flags.sideOrRear ?? false,
    prone: soldier.prone,
    separated: soldier.separated,
    status: statusOf(squad),
    partingSwing: extra.partingSwing,
  };
}
