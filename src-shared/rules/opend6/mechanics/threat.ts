import { BASE_THREAT_LEVEL, MORALE_STATUS_EFFECTS, OPPORTUNITY_FIRE_THREAT, RALLY_THREAT, THREAT_MODIFIERS, type MoraleStatus, type MoraleTestKind } from '../data/morale';

/** One line of a threat level's make-up, as a code the screens and narrator put into words. */
export type ThreatFactorCode =
  | 'base'
  | 'shaken'
  | 'demoralized'
  | 'demoralized-or-broken'
  | 'casualties-this-turn'
  | 'sergeant-hit'
  | 'behind-cover'
  | 'won-close-assault'
  | 'lost-close-assault'
  | 'charging-flank-or-rear'
  | 'enemy-behind-barrier'
  | 'charged-in-flank-or-rear'
  | 'outnumbered-two-to-one'
  | 'half-casualties';

export interface ThreatFactor {
  readonly factor: ThreatFactorCode;
  readonly modifier: number;
}

export interface ThreatLevel {
  readonly level: number;
  readonly factors: readonly ThreatFactor[];
}

export interface MoraleTestSituation {
  readonly status: MoraleStatus;
  /** Soldiers other than the sergeant wounded or incapacitated this turn (L468). */
  readonly casualtiesThisTurn: number;
  /** The sergeant was wounded or incapacitated this turn and this is the first test since (L469). */
  readonly sergeantHit: boolean;
  /** Stationary within 1" of cover between it and the enemy (L470). */
  readonly behindCover: boolean;
  /** Forced its opponent back this turn (won) or was forced back (lost) (L471). */
  readonly closeAssault: 'won' | 'lost' | null;
  /** Charge: the charge avoids half or more of the enemy's fire arcs (L474). */
  readonly chargingFlankOrRear?: boolean;
  /** Charge: the enemy is directly behind a barrier (L475). */
  readonly enemyBehindBarrier?: boolean;
  /** Receiving: fewer than half the squad could shoot at the chargers (L477). */
  readonly chargedInFlankOrRear?: boolean;
  /** Receiving: the chargers are at least twice as many (L478). */
  readonly outnumberedTwoToOne?: boolean;
}

function levelOf(factors: ThreatFactor[]): ThreatLevel {
  const kept = factors.filter((factor) => factor.modifier !== 0);
  return { level: kept.reduce((sum, factor) => sum + factor.modifier, 0), factors: kept };
}

function statusFactor(status: MoraleStatus): ThreatFactor {
  if (status === 'shaken') return { factor: 'shaken', modifier: MORALE_STATUS_EFFECTS.shaken.threatLevel };
  if (status === 'steady') return { factor: 'shaken', modifier: 0 };
  return { factor: 'demoralized', modifier: MORALE_STATUS_EFFECTS[status].threatLevel };
}

/** Threat level of a casualty, charge or receiving-a-charge test (seed 004 L443–L478). */
export function moraleThreatLevel(kind: MoraleTestKind, situation: MoraleTestSituation): ThreatLevel {
  const factors: ThreatFactor[] = [
    { factor: 'base', modifier: BASE_THREAT_LEVEL[kind] },
    statusFactor(situation.status),
    { factor: 'casualties-this-turn', modifier: situation.casualtiesThisTurn * THREAT_MODIFIERS.eachCasualtyThisTurn },
    { factor: 'sergeant-hit', modifier: situation.sergeantHit ? THREAT_MODIFIERS.sergeantHitThisTurn : 0 },
    { factor: 'behind-cover', modifier: situation.behindCover ? THREAT_MODIFIERS.behindCover : 0 },
    { factor: 'won-close-assault', modifier: situation.closeAssault === 'won' ? THREAT_MODIFIERS.wonCloseAssault : 0 },
    { factor: 'lost-close-assault', modifier: situation.closeAssault === 'lost' ? THREAT_MODIFIERS.lostCloseAssault : 0 },
  ];
  if (kind === 'charge') {
    factors.push({ factor: 'charging-flank-or-rear', modifier: situation.chargingFlankOrRear ? THREAT_MODIFIERS.chargeFlankOrRear : 0 });
    factors.push({ factor: 'enemy-behind-barrier', modifier: situation.enemyBehindBarrier ? THREAT_MODIFIERS.chargeEnemyBehindBarrier : 0 });
  }
  if (kind === 'receive-charge') {
    factors.push({ factor: 'charged-in-flank-or-rear', modifier: situation.chargedInFlankOrRear ? THREAT_MODIFIERS.receivingFlankOrRear : 0 });
    factors.push({ factor: 'outnumbered-two-to-one', modifier: situation.outnumberedTwoToOne ? THREAT_MODIFIERS.receivingOutnumberedTwoToOne : 0 });
  }
  return levelOf(factors);
}

export interface RallySituation {
  readonly status: MoraleStatus;
  readonly behindCover: boolean;
  /** Wounded or incapacitated soldiers are half the squad or more (L512). */
  readonly halfOrMoreCasualties: boolean;
  readonly casualtiesThisTurn: number;
  readonly sergeantHit: boolean;
}

/** Rally test threat level (L506–L514). */
export function rallyThreatLevel(situation: RallySituation): ThreatLevel {
  return levelOf([
    { factor: 'base', modifier: RALLY_THREAT.base },
    { factor: 'behind-cover', modifier: situation.behindCover ? RALLY_THREAT.behindCover : 0 },
    { factor: 'shaken', modifier: situation.status === 'shaken' ? RALLY_THREAT.shaken : 0 },
    { factor: 'demoralized-or-broken', modifier: situation.status === 'demoralized' || situation.status === 'broken' ? RALLY_THREAT.demoralizedOrBroken : 0 },
    { factor: 'half-casualties', modifier: situation.halfOrMoreCasualties ? RALLY_THREAT.halfOrMoreCasualties : 0 },
    { factor: 'casualties-this-turn', modifier: situation.casualtiesThisTurn * RALLY_THREAT.eachCasualtyThisTurn },
    { factor: 'sergeant-hit', modifier: situation.sergeantHit ? RALLY_THREAT.sergeantHitThisTurn : 0 },
  ]);
}

/** Opportunity fire test threat level (L527–L531). */
export function opportunityFireThreatLevel(situation: { readonly status: MoraleStatus; readonly behindCover: boolean; readonly halfOrMoreCasualties: boolean }): ThreatLevel {
  return levelOf([
    { factor: 'base', modifier: OPPORTUNITY_FIRE_THREAT.base },
    { factor: 'behind-cover', modifier: situation.behindCover ? OPPORTUNITY_FIRE_THREAT.behindCover : 0 },
    { factor: 'shaken', modifier: situation.status === 'shaken' ? OPPORTUNITY_FIRE_THREAT.shaken : 0 },
    { factor: 'half-casualties', modifier: situation.halfOrMoreCasualties ? OPPORTUNITY_FIRE_THREAT.halfOrMoreCasualties : 0 },
  ]);
}
