import type { SideKey } from '../../../systems/game-system';
import type { InstabilityEffect } from '../mechanics/instability';
import type { ActionKind } from './actions';

/** A model as outcomes name it: its card and its number among the card's models (0-based). */
export interface ModelAt {
  readonly cardId: string;
  readonly model: number;
}

/**
 * What the engine decided, as data: codes with who, what and how many — never prose. The narrator
 * turns each into words (an exhaustive switch), so a new code cannot go unnarrated.
 */
export type Outcome1999 =
  | { readonly code: 'order-of-play'; readonly turn: number; readonly order: readonly SideKey[]; readonly totals: Readonly<Record<SideKey, number>>; readonly rerolls: number; readonly havoc: readonly SideKey[] }
  /** The first round of the Opposed roll (L327): each player's die, the Leader models they added, and the total. */
  | { readonly code: 'deployment-order'; readonly order: readonly SideKey[]; readonly faces: Readonly<Record<SideKey, number>>; readonly leaders: Readonly<Record<SideKey, number>>; readonly totals: Readonly<Record<SideKey, number>>; readonly rerolls: number }
  | { readonly code: 'markers-assigned'; readonly winner: SideKey; readonly starts: Readonly<Record<SideKey, number>> }
  | { readonly code: 'card-deployed'; readonly side: SideKey; readonly unitId: string }
  | { readonly code: 'reinforcements-declared'; readonly side: SideKey; readonly unitIds: readonly string[]; readonly points: number }
  | { readonly code: 'guerilla-tactics'; readonly unitId: string; readonly face: number; readonly mayRedeploy: boolean; readonly redeployed: boolean }
  | { readonly code: 'forces-revealed'; readonly reinforcementPoints: Readonly<Record<SideKey, number>> }
  | { readonly code: 'reinforcement-substituted'; readonly unitId: string; readonly points: number; readonly before: number }
  | { readonly code: 'turn-started'; readonly turn: number }
  | { readonly code: 'phase-started'; readonly turn: number; readonly phase: number }
  | { readonly code: 'nomination-passed'; readonly side: SideKey; readonly phase: number }
  | { readonly code: 'unit-nominated'; readonly side: SideKey; readonly unitId: string; readonly phase: number; readonly number: number }
  | { readonly code: 'reinforcement-entered'; readonly side: SideKey; readonly unitId: string; readonly turn: number }
  | { readonly code: 'reinforcements-held'; readonly side: SideKey; readonly unitIds: readonly string[] }
  | { readonly code: 'confusion-cleared'; readonly unitId: string; readonly degrees: number }
  | { readonly code: 'instability-passed'; readonly cardId: string; readonly model: number | null; readonly face: number; readonly instability: number; readonly automatic: boolean }
  | { readonly code: 'instability-failed'; readonly cardId: string; readonly model: number | null; readonly face: number; readonly instability: number; readonly table: number; readonly effect: InstabilityEffect }
  | { readonly code: 'action-declared'; readonly unitId: string; readonly actions: Readonly<Record<string, ActionKind>> }
  | { readonly code: 'model-moved'; readonly cardId: string; readonly models: readonly number[]; readonly distanceCm: number; readonly allowanceCm: number; readonly usedCm: number }
  /** `against`: the enemy rolled against (the highest CC in contact); `others`: the further enemies in contact, −1 each (L435); totals of the deciding round. */
  | { readonly code: 'disengaged'; readonly at: ModelAt; readonly against: ModelAt; readonly others: number; readonly won: boolean; readonly mover: number; readonly enemy: number }
  | { readonly code: 'out-of-range'; readonly shooter: ModelAt; readonly target: ModelAt; readonly weapon: string; readonly rangeCm: number; readonly maxCm: number }
  | { readonly code: 'to-hit'; readonly shooter: ModelAt; readonly target: ModelAt; readonly weapon: string; readonly face: number; readonly total: number; readonly needed: number; readonly hit: boolean }
  /** `alongside`: the target's other enemies in contact with it, +1 each to the attacker (L537). */
  | { readonly code: 'assault-roll'; readonly attacker: ModelAt; readonly target: ModelAt; readonly weapon: string | null; readonly attackerTotal: number; readonly targetTotal: number; readonly hit: boolean; readonly rerolls: number; readonly alongside: readonly ModelAt[] }
  | { readonly code: 'force-dice'; readonly attacker: ModelAt; readonly faces: readonly number[]; readonly str: number; readonly woundingBonus: number; readonly penetrationPenalty: number }
  | { readonly code: 'deviation'; readonly shooter: ModelAt; readonly weapon: string; readonly onTarget: boolean; readonly cm: number; readonly oClock: number | null }
  | { readonly code: 'armour'; readonly target: ModelAt; readonly face: number; readonly total: number; readonly armour: number; readonly terrain: string | null; readonly penetrated: boolean }
  | { readonly code: 'avoid-wound'; readonly target: ModelAt; readonly face: number; readonly total: number; readonly wounding: number; readonly withstood: boolean }
  | { readonly code: 'wounded'; readonly target: ModelAt; readonly woundsLeft: number }
  | { readonly code: 'casualty'; readonly target: ModelAt; readonly side: SideKey; readonly by: SideKey | null; readonly points: number }
  | { readonly code: 'unit-casualty'; readonly unitId: string; readonly side: SideKey; readonly by: SideKey | null; readonly points: number }
  | { readonly code: 'confusion-roll'; readonly unitId: string; readonly face: number; readonly total: number; readonly confused: boolean; readonly degree: number }
  | { readonly code: 'confusion-immune'; readonly unitId: string; readonly wounds: number }
  | { readonly code: 'special-action'; readonly cardId: string; readonly ability: string; readonly face: number | null; readonly total: number | null; readonly needed: number; readonly success: boolean; readonly increments: number }
  | { readonly code: 'activation-ended'; readonly unitId: string; readonly faceUp: readonly string[] }
  | { readonly code: 'chain-of-command'; readonly unitId: string; readonly broken: boolean }
  | { readonly code: 'effect-applied'; readonly unitId: string; readonly effect: 'wound' | 'casualty' | 'confusion' | 'calm' }
  | { readonly code: 'turn-ended'; readonly turn: number }
  | { readonly code: 'territory-judged'; readonly turn: number; readonly closest: readonly SideKey[]; readonly distanceCm: number | null }
  | { readonly code: 'who-is-right'; readonly winner: SideKey; readonly rerolls: number }
  | { readonly code: 'tie-for-victory'; readonly sides: readonly SideKey[]; readonly endedBy: string }
  | { readonly code: 'surrendered'; readonly side: SideKey }
  | { readonly code: 'bounty-lost'; readonly side: SideKey; readonly unitId: string }
  | { readonly code: 'battle-won'; readonly winner: SideKey; readonly endedBy: string; readonly turn: number }
  | { readonly code: 'battle-drawn'; readonly sides: readonly SideKey[]; readonly endedBy: string; readonly turn: number };

export type OutcomeCode1999 = Outcome1999['code'];
