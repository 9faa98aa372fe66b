import type { DiceRoll } from '../../dice';
import type { SpellId } from '../types';
import type { Facing } from './mechanics/melee';
import type { RangeBand } from './mechanics/ranged';
import type { Side } from './roster';

/**
 * Battle events: plain JSON, one row each in the event log. Dice live inside the event that used
 * them. Events report what the players confirmed at the table; the reducer works out the rest.
 */

/** Saves rolled by the target regiment against one attacking regiment's hits. */
export interface SaveRolls {
  readonly dice: DiceRoll;
  /** Venomous Bite: the successful saves rolled again. */
  readonly rerolls?: DiceRoll;
}

/** One regiment's shooting (or Brace Volley) at one enemy regiment. */
export interface Volley {
  readonly regimentId: string;
  /** Defaults to the first regiment of the target Brigade still in play. */
  readonly targetRegimentId?: string;
  /** Artillery has no effective band; give 'long'. Optional when `distanceInches` is given (the band follows from it). */
  readonly range?: RangeBand;
  /** Measured from this regiment to its target: the engine picks the band and refuses a target out of range. */
  readonly distanceInches?: number;
  readonly dice: DiceRoll;
  readonly throughFog?: boolean;
  /** Artillery: the target moved more than 1" since the last volley (accuracy resets). */
  readonly targetMovedOver1in?: boolean;
  readonly claimedHits?: number;
  readonly saves?: SaveRolls;
}

export interface MeleeRoll {
  readonly regimentId: string;
  readonly targetRegimentId?: string;
  readonly dice: DiceRoll;
  /** The enemy face this regiment strikes (flank/rear: +1). Default front. */
  readonly strikes?: Facing;
  /** Where its enemy stands relative to it (polearms: +2 front, -2 flank/rear). Default front. */
  readonly engagedFrom?: Facing;
  readonly higherGround?: boolean;
  readonly inForest?: boolean;
  /** Multiple Heads: which dice were re-rolled. Rooted Strength re-rolls every miss without indices. */
  readonly rerollIndices?: readonly number[];
  readonly rerolls?: DiceRoll;
  readonly claimedHits?: number;
  readonly saves?: SaveRolls;
}

export interface MeleeSideInput {
  readonly rolls: readonly MeleeRoll[];
  /** Marshals and Generals in base contact with one of this side's fighting regiments. */
  readonly generals?: readonly { readonly generalId: string; readonly regimentId: string }[];
  /** Where a pending Heroic Stand die goes; default the first roll's regiment. */
  readonly heroicStandRegimentId?: string;
}

/**
 * `split` and `combine` are the logged-only actions of logs recorded before Demi-Brigades became units
 * (`brigade-split` / `demi-brigades-combined`); kept so those battles still replay. No screen offers them.
 */
export type PlainAction = 'move' | 'wheel' | 'about-face' | 'redress' | 'reload' | 'split' | 'combine' | 'formation' | 'flee';

export type BattleEvent =
  | { readonly type: 'initiative-rolled'; readonly rolls: Readonly<Record<Side, DiceRoll>>; readonly winnerTakes: 'attacker' | 'defender' }
  | { readonly type: 'brigade-deployed'; readonly brigadeId: string }
  | { readonly type: 'strategic-order-issued'; readonly side: Side; readonly divisionId: string; readonly order: 'capture' | 'defend'; readonly objective: number; readonly brigadeId?: string }
  | { readonly type: 'messenger-arrived'; readonly orderId: string; /** What the messenger still had to ride this turn to reach its General. */ readonly distanceInches?: number }
  | { readonly type: 'messenger-intercepted'; readonly orderId: string }
  | { readonly type: 'regeneration-rolled'; readonly brigadeId: string; readonly roll: DiceRoll }
  | { readonly type: 'activation-started'; readonly firstDrawerRoll?: Readonly<Record<Side, DiceRoll>> }
  | { readonly type: 'chip-drawn'; readonly side: Side }
  | { readonly type: 'chip-passed' }
  | { readonly type: 'general-moved'; readonly generalId: string; readonly distanceInches?: number }
  | { readonly type: 'general-attached'; readonly generalId: string; readonly brigadeId: string | null }
  | { readonly type: 'order-tested'; readonly brigadeId: string; readonly generalId?: string; readonly roll: DiceRoll }
  | { readonly type: 'order-rerolled'; readonly brigadeId: string; readonly roll: DiceRoll }
  | {
      readonly type: 'spell-cast';
      readonly casterId: string;
      readonly spell: SpellId;
      readonly targetBrigadeId?: string;
      readonly roll: DiceRoll;
      /** Magic Missile, when the cast succeeds: "Roll 3 dice vs the target". */
      readonly missile?: { readonly dice: DiceRoll; readonly targetRegimentId?: string; readonly saves?: SaveRolls };
      /** Measured to the target (or, for Veil of Fog, to where the template goes): refused past the spell's range. */
      readonly distanceInches?: number;
    }
  | { readonly type: 'action-taken'; readonly brigadeId: string; readonly action: PlainAction; readonly reaction?: boolean; readonly distanceInches?: number }
  /** The regiments named go to the first Demi-Brigade, the rest to the second. */
  | { readonly type: 'brigade-split'; readonly brigadeId: string; readonly firstHalf: readonly string[]; readonly reaction?: boolean }
  /** A Demi-Brigade in base contact with its other half spends the action to combine them. */
  | { readonly type: 'demi-brigades-combined'; readonly brigadeId: string; readonly reaction?: boolean }
  | { readonly type: 'shot-fired'; readonly brigadeId: string; readonly targetBrigadeId: string; readonly volleys: readonly Volley[]; readonly reaction?: boolean }
  | {
      readonly type: 'breath-attack';
      readonly brigadeId: string;
      readonly targetBrigadeId: string;
      readonly targetRegimentId?: string;
      readonly dice: DiceRoll;
      readonly claimedHits?: number;
      /** Only a save that cannot be negated (Armoured Colossus) survives a breath attack. */
      readonly saves?: SaveRolls;
      /** Breathe Fire reaches "a target up to 6" away". */
      readonly distanceInches?: number;
    }
  | {
      readonly type: 'charge-declared';
      readonly brigadeId: string;
      readonly targetBrigadeId: string;
      /** Polearm infantry "may move into melee using normal movement" instead of charging. */
      readonly approach: 'charge' | 'move-into-contact';
      readonly reaction: 'none' | 'withdraw' | 'brace' | 'counter-charge';
      /** Did the bases meet (a withdrawing or out-of-reach target may escape)? */
      readonly contact: boolean;
      readonly braceVolley?: readonly Volley[];
      /** Measured from charger to target before the charge: refused past the charge distance. */
      readonly distanceInches?: number;
    }
  | { readonly type: 'melee-round'; readonly engagementId: string; readonly attacker: MeleeSideInput; readonly defender: MeleeSideInput }
  | { readonly type: 'engagement-ended'; readonly engagementId: string; readonly note?: string }
  | { readonly type: 'morale-test-called'; readonly brigadeId: string; readonly reason: 'friend-broke-nearby' | 'special'; readonly sourceBrigadeId?: string; readonly note?: string }
  | { readonly type: 'morale-tested'; readonly brigadeId: string; readonly roll: DiceRoll; readonly generalId?: string; readonly fearsome?: boolean }
  | { readonly type: 'rally-attempted'; readonly brigadeId: string; readonly roll: DiceRoll; readonly generalId?: string; readonly fearsome?: boolean }
  | { readonly type: 'generals-fate-rolled'; readonly generalId: string; readonly roll: DiceRoll; readonly witnesses?: readonly string[] }
  | { readonly type: 'brigade-left-table'; readonly brigadeId: string }
  | { readonly type: 'flee-collision'; readonly brigadeId: string; readonly with: 'terrain' | 'table-edge' | 'enemy' | 'friendly'; readonly friendlyBrigadeId?: string }
  | { readonly type: 'baggage-captured'; readonly baggageId: string; readonly bySide: Side }
  | {
      readonly type: 'end-phase';
      /** Brigades (either side) within 6" of each objective, as measured at the table. */
      readonly objectives: readonly { readonly objective: number; readonly within6: readonly string[] }[];
      /** Brigades standing in each third. */
      readonly thirds: { readonly left: readonly string[]; readonly centre: readonly string[]; readonly right: readonly string[] };
      /** Wall-clock time (ISO) at the End Phase, for a time limit. */
      readonly at?: string;
    }
  | { readonly type: 'conceded'; readonly side: Side }
  | { readonly type: 'vp-corrected'; readonly side: Side; readonly points: number; readonly reason: string }
  /** Giant Eagle, Harrier: "May withdraw 3" for free after each round of Melee". */
  | { readonly type: 'harrier-withdrew'; readonly brigadeId: string; readonly distanceInches?: number; readonly contactBroken: boolean }
  /** Infantry "are the only unit type able to garrison terrain"; `terrain` is the piece's name as placed. */
  | { readonly type: 'terrain-garrisoned'; readonly brigadeId: string; readonly terrain: string }
  | { readonly type: 'garrison-left'; readonly brigadeId: string }
  /** Flyer: "Ignores terrain and other units when moving"; what it passed over (Bombing Run targets). */
  | { readonly type: 'flyer-moved'; readonly brigadeId: string; readonly distanceInches?: number; readonly overBrigadeIds: readonly string[]; readonly overTerrain: readonly string[] }
  /** Compel: "Target Brigade must immediately move 1D6"": the die, and where the move ended. */
  | {
      readonly type: 'compel-moved';
      readonly brigadeId: string;
      readonly roll: DiceRoll;
      readonly outcome: 'full-move' | 'stopped-short' | 'contact';
      /** Stopped short (impassable terrain, the table edge) after this many inches. */
      readonly stoppedAfterInches?: number;
      readonly contactBrigadeId?: string;
    };

export type BattleEventType = BattleEvent['type'];
export type EventOf<T extends BattleEventType> = Extract<BattleEvent, { type: T }>;
