import type { SpellId, GeneralsFateResult } from '../types';
import type { PlainAction } from './events';
import type { MoraleKind } from './mechanics/morale';
import type { TestModifier } from './mechanics/test-terms';
import type { ArtilleryRanging, RangedModifier } from './mechanics/ranged';
import type { Side } from './roster';
import type { BattleResult, MoraleReason } from './state';
import type { CaptureMissReason } from '../scoring/objectives';

/**
 * A 2D6 test against a target: the dice, the total after modifiers, the number it was judged
 * against (after every benefit), the printed target it started from, every modifier that moved
 * either, and by how much it passed (negative: failed).
 */
export interface TestRoll {
  readonly roll: number;
  readonly modified: number;
  readonly target: number;
  readonly baseTarget: number;
  readonly modifiers: readonly TestModifier[];
  readonly margin: number;
}

/** One regiment's volley: the to-hit number it was judged against and what made it. */
export interface JudgedVolley {
  readonly regimentId: string;
  /** The printed to-hit (artillery: its accuracy step); the modifiers are added to each die. */
  readonly hitOn: number;
  readonly modifiers: readonly { readonly kind: RangedModifier['kind']; readonly value: number }[];
  /** Artillery only. */
  readonly ranging: ArtilleryRanging | null;
  readonly hits: number;
}

/**
 * What the Orders & Omens engine decided, as codes and numbers. Never prose: units are named by id
 * and `narrator/describe-outcome.ts` turns each code into words (a case per code, checked by the
 * compiler). Free text the players typed (a correction's reason, a note on a melee) is kept as given.
 */
export type OrdersOmensOutcome =
  | { readonly code: 'initiative-won'; readonly side: Side; readonly rolls: Readonly<Record<Side, number>>; readonly chose: 'attacker' | 'defender' }
  | { readonly code: 'brigade-deployed'; readonly side: Side; readonly brigadeId: string }
  | { readonly code: 'deployment-complete'; readonly turn: number }
  | { readonly code: 'turn-started'; readonly turn: number }
  | { readonly code: 'strategic-order-issued'; readonly side: Side; readonly orderId: string; readonly divisionId: string; readonly order: 'capture' | 'defend'; readonly objective: number; readonly brigadeId?: string }
  | { readonly code: 'messenger-arrived'; readonly side: Side; readonly orderId: string; readonly divisionId: string; readonly order: 'capture' | 'defend'; readonly objective: number }
  | { readonly code: 'messenger-intercepted'; readonly side: Side; readonly orderId: string; readonly divisionId: string }
  | { readonly code: 'regenerated' | 'regeneration-failed'; readonly side: Side; readonly brigadeId: string; readonly roll: number; readonly needed: number }
  | { readonly code: 'activation-started'; readonly chips: Readonly<Record<Side, number>>; readonly firstDrawer: Side | null }
  | { readonly code: 'chip-drawn'; readonly side: Side }
  | { readonly code: 'chip-passed'; readonly side: Side }
  | { readonly code: 'general-moved'; readonly side: Side; readonly generalId: string; readonly inches: number }
  | { readonly code: 'general-attached'; readonly side: Side; readonly generalId: string; readonly brigadeId: string | null }
  | ({
      readonly code: 'order-passed' | 'order-failed';
      readonly side: Side;
      readonly brigadeId: string;
      /** The Divisional General whose Control Value the test used. */
      readonly generalId: string;
      readonly reroll: boolean;
      readonly actions: number;
      readonly double: 'six' | 'one' | null;
      /** A fleeing Brigade that needed no passed test (`oo.fleeing-order-test`). */
      readonly fleeingWithoutTest?: true;
    } & TestRoll)
  | { readonly code: 'action-taken'; readonly side: Side; readonly brigadeId: string; readonly action: PlainAction; readonly reaction: boolean }
  | { readonly code: 'brigade-split' | 'demi-brigades-combined'; readonly side: Side; readonly brigadeId: string; readonly halves: readonly [string, string]; readonly reaction: boolean }
  | { readonly code: 'spell-cast'; readonly side: Side; readonly generalId: string; readonly spell: SpellId; readonly roll: number; readonly needed: number; readonly targetBrigadeId: string | null }
  | { readonly code: 'spell-failed'; readonly side: Side; readonly generalId: string; readonly spell: SpellId; readonly roll: number; readonly needed: number; readonly miscast: boolean }
  | { readonly code: 'magic-missile'; readonly side: Side; readonly targetBrigadeId: string; readonly hits: number }
  | { readonly code: 'shot-fired'; readonly side: Side; readonly brigadeId: string; readonly targetBrigadeId: string; readonly hits: number; readonly volleys: readonly JudgedVolley[] }
  | { readonly code: 'breath-attack'; readonly side: Side; readonly brigadeId: string; readonly targetBrigadeId: string; readonly hits: number }
  | {
      readonly code: 'charge-declared';
      readonly side: Side;
      readonly brigadeId: string;
      readonly targetBrigadeId: string;
      readonly approach: 'charge' | 'move-into-contact';
      readonly reaction: 'none' | 'withdraw' | 'brace' | 'counter-charge';
      /** Withdraw: how far the target fell back. */
      readonly withdrewInches: number | null;
      /** Brace: the Brace Volley's hits after saves, null when none was fired. */
      readonly braceHits: number | null;
      readonly contact: boolean;
    }
  | { readonly code: 'melee-tied'; readonly engagementId: string; readonly round: number; readonly attackerId: string; readonly defenderId: string; readonly hits: number }
  | {
      readonly code: 'melee-won';
      readonly engagementId: string;
      readonly round: number;
      readonly winnerId: string;
      readonly loserId: string;
      readonly margin: number;
      /** Hits after saves: by the attacker, and on it (the defender's plus any Brace Volley). */
      readonly attackerHits: number;
      readonly defenderHits: number;
    }
  | { readonly code: 'engagement-ended'; readonly engagementId: string; readonly attackerId: string; readonly defenderId: string; readonly note: string | null }
  | ({
      readonly code: 'morale-held' | 'morale-faltered' | 'morale-broke';
      readonly side: Side;
      readonly brigadeId: string;
      readonly reason: MoraleReason;
      readonly testKind: MoraleKind;
      readonly monster: boolean;
      /** The General or Marshal whose Control Value the test used; null: none left (tested as Green). */
      readonly generalId: string | null;
    } & TestRoll)
  | ({ readonly code: 'rallied' | 'rally-failed'; readonly side: Side; readonly brigadeId: string; readonly generalId: string | null } & TestRoll)
  | { readonly code: 'broke'; readonly side: Side; readonly brigadeId: string; readonly fleeInches?: number }
  | { readonly code: 'fled' | 'dispersed'; readonly side: Side; readonly brigadeId: string }
  | { readonly code: 'generals-fate'; readonly side: Side; readonly generalId: string; readonly brigadeId: string; readonly roll: number; readonly modifier: number; readonly result: GeneralsFateResult }
  | { readonly code: 'heroic-stand'; readonly side: Side; readonly generalId: string; readonly brigadeId: string }
  | { readonly code: 'capture-not-scored'; readonly side: Side; readonly orderId: string; readonly divisionId: string; readonly objective: number; readonly reason: CaptureMissReason }
  | { readonly code: 'conceded'; readonly side: Side }
  | { readonly code: 'vp-corrected'; readonly side: Side; readonly points: number; readonly reason: string }
  | {
      readonly code: 'game-over';
      readonly endedBy: BattleResult['endedBy'];
      readonly turn: number;
      readonly vp: Readonly<Record<Side, number>>;
      readonly tacticalVictory: Side | null;
      readonly strategicVictory: Side | null;
    }
  | { readonly code: 'harrier-withdrew'; readonly side: Side; readonly brigadeId: string; readonly engagementId: string; readonly inches: number | null; readonly contactBroken: boolean }
  | { readonly code: 'terrain-garrisoned' | 'garrison-left'; readonly side: Side; readonly brigadeId: string; readonly terrain: string }
  | { readonly code: 'flyer-moved'; readonly side: Side; readonly brigadeId: string; readonly inches: number | null; readonly overBrigadeIds: readonly string[]; readonly overTerrain: readonly string[] }
  | {
      readonly code: 'compel-moved';
      readonly side: Side;
      readonly brigadeId: string;
      readonly rolled: number;
      readonly outcome: 'full-move' | 'stopped-short' | 'contact';
      readonly movedInches: number;
      readonly contactBrigadeId: string | null;
      /** Contact under oo.compel-contact: does the compelled Brigade count as charging? */
      readonly charge: boolean;
    };

export type OutcomeCode = OrdersOmensOutcome['code'];
/** The outcome(s) with code `C`, also where one member of the union shares its shape between two codes. */
export type OutcomeOf<C extends OutcomeCode> = OrdersOmensOutcome extends infer O ? (O extends { readonly code: infer K } ? (Extract<C, K> extends never ? never : O & { readonly code: Extract<C, K> }) : never) : never;
