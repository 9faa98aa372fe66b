import type { SideKey } from '../../../systems/game-system';
import type { Od6Setup } from './setup';

/** The six phases of a turn (seed 004 L48–L66), and the end of the battle. */
export const PHASES = ['initiative', 'movement', 'ranged', 'close-combat', 'morale', 'special'] as const;
export type Phase = (typeof PHASES)[number] | 'over';

export type Condition = 'fit' | 'wounded' | 'incapacitated';

export interface MarkedDamage {
  readonly result: 'wounded' | 'incapacitated';
  readonly by: string;
  readonly source: CasualtySource;
}

export interface SoldierState {
  readonly id: string;
  readonly condition: Condition;
  /** Lying down: fell prone, or wounded and not yet stood up (L140, L282). */
  readonly prone: boolean;
  /** Out of command distance of his squad (L101–L105). */
  readonly separated: boolean;
  /** Ranged-phase damage marked but not applied until the phase ends (L166, L281). */
  readonly marked: readonly MarkedDamage[];
}

/**
 * Where a squad is: fighting, fleeing (broken, L433–L437), stopped at its rally point or table
 * edge with one last chance, or gone — dispersed (L437) or every soldier incapacitated.
 */
export type SquadPresence = 'fighting' | 'routing' | 'at-rally-point' | 'dispersed' | 'destroyed';

/** What a squad did in the Movement Phase. */
export type MoveDone = 'not-yet' | 'stayed' | 'walked' | 'ran' | 'charged' | 'opportunity-fired' | 'held' | 'disengaged' | 'withdrew';

export type CasualtySource = 'volley' | 'opportunity-fire' | 'defensive-fire' | 'siege' | 'close-combat' | 'parting-swing';

export interface TurnRecord {
  readonly moved: MoveDone;
  /** Fire +1 after walking, No Fire after running or opportunity fire (L132, L134, L334). */
  readonly marker: 'none' | 'fire-plus-one' | 'no-fire';
  readonly shot: boolean;
  readonly fought: boolean;
  readonly chargedInto: string | null;
  readonly defensiveFired: boolean;
  readonly braced: boolean;
  /** Broke or withdrew when charged: may not fire this turn (L348). */
  readonly mayNotFire: boolean;
  readonly opportunityTested: boolean;
  /** Soldiers (other than the sergeant) wounded or incapacitated this turn (L468). */
  readonly casualtyIds: readonly string[];
  readonly casualtySources: readonly { readonly squad: string; readonly source: CasualtySource }[];
  /** The sergeant was wounded or incapacitated this turn. */
  readonly sergeantHit: boolean;
  /** …and no morale test has used his +2 yet: it counts for the first test after he is hit (L469). */
  readonly sergeantModifierDue: boolean;
  readonly closeAssault: 'won' | 'lost' | null;
  /** Enemy squads it forced back this turn, which it follows unless it holds its ground (L401, L403). */
  readonly forcedBack: readonly string[];
  /** It has tried to hold its ground this turn: one test, then it holds or advances (L403). */
  readonly holdTried: boolean;
  /** It withdrew 4" on a "Morale -2; Withdraw" result this turn (L492, L502): a move, for cover (L470). */
  readonly withdrew: boolean;
  /** Soldiers who have fired in the Ranged Combat Phase, and the squads they fired at. */
  readonly firedSoldiers: readonly string[];
  readonly targets: readonly string[];
  readonly moraleTested: boolean;
  readonly rallyTested: boolean;
  readonly siegeShots: number;
}

export interface SquadState {
  readonly key: string;
  readonly morale: number;
  readonly presence: SquadPresence;
  readonly soldiers: readonly SoldierState[];
  readonly engagedWith: readonly string[];
  /** The turn its current close combat began in, for the charge bonus (L383). */
  readonly engagedSince: number | null;
  readonly turn: TurnRecord;
  readonly battery: { readonly bodyPoints: number; readonly lastFiredTurn: number | null } | null;
  readonly record: { readonly moraleBreaks: number; readonly inflicted: number; readonly charges: number };
}

/** Who hits whom, waiting for the damage rolls. */
export interface PendingHit {
  readonly by: { readonly squad: string; readonly soldier: string };
  readonly target: { readonly squad: string; readonly soldier: string } | { readonly squad: string; readonly battery: true };
  /** The Damage Strength the roll adds to. */
  readonly damage: number;
}

export interface PendingDamage {
  readonly source: CasualtySource;
  /** Ranged-phase damage waits for the phase's end; everything else lands at once (L281, L334, L358). */
  readonly timing: 'end-of-phase' | 'now';
  readonly hits: readonly PendingHit[];
  /** Close combat: the two squads, so force back is judged once the damage is in (L398–L400). */
  readonly engagement: readonly [string, string] | null;
}

export interface PendingCharge {
  readonly attacker: string;
  readonly defender: string;
  readonly flankOrRear: boolean;
  /** `receive`: the defenders test next; `reaction`: defensive fire or brace, then contact or not. */
  readonly stage: 'receive' | 'reaction';
}

export interface PendingSwing {
  readonly attacker: string;
  readonly defender: string;
}

export interface Od6State {
  readonly setup: Od6Setup;
  readonly turn: number;
  readonly phase: Phase;
  readonly initiative: SideKey | null;
  readonly nextToMove: SideKey | null;
  readonly squads: Readonly<Record<string, SquadState>>;
  /** Engagements fought this turn, as "a|b" keys, so each is fought once. */
  readonly fought: readonly string[];
  /** Squads broken when this Morale Phase began: each makes a rally test (L435). */
  readonly brokenAtMoralePhase: readonly string[];
  readonly opportunity: { readonly squad: string; readonly target: string } | null;
  readonly charge: PendingCharge | null;
  readonly damage: PendingDamage | null;
  readonly partingSwings: readonly PendingSwing[];
  readonly ended: { readonly winner: SideKey | null; readonly endedBy: string } | null;
}
