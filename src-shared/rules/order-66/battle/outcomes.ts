import type { SideKey } from '../../../systems/game-system';
import type { DamageCause, EndedBy, MeleeVia, Power, ShotWeapon, Thing } from './state';

/**
 * What the engine decided, as codes and numbers. Never prose: the narrator turns these into words
 * (`narrator/describe-outcome.ts` has a case for every code, checked by the compiler).
 * `attack` numbers each attack of the battle so a shot, its dodge and its return fire read as one.
 */
export type Order66Outcome =
  | { readonly code: 'roll-off-won'; readonly side: SideKey; readonly rolls: Readonly<Record<SideKey, number>> }
  | { readonly code: 'roll-off-tied'; readonly sides: readonly SideKey[]; readonly rolls: Readonly<Record<SideKey, number>>; readonly rerolling: readonly SideKey[] }
  | { readonly code: 'picks-unopposed'; readonly side: SideKey }
  | { readonly code: 'unit-activated'; readonly side: SideKey; readonly unitId: string; readonly modelIds: readonly string[] }
  | { readonly code: 'activation-lost'; readonly modelId: string; readonly casterId: string }
  | { readonly code: 'activation-controlled'; readonly modelId: string; readonly by: SideKey; readonly casterId: string }
  | { readonly code: 'activation-ended'; readonly side: SideKey; readonly unitId: string; readonly early: boolean }
  | { readonly code: 'turn-ended'; readonly turn: number }
  | { readonly code: 'turn-started'; readonly turn: number }
  | { readonly code: 'reinforced'; readonly modelId: string }
  | { readonly code: 'moved'; readonly modelId: string; readonly squares: number; readonly acrossModels: boolean }
  | { readonly code: 'jumped'; readonly modelId: string; readonly squares: number }
  | {
      readonly code: 'shot';
      readonly attack: number;
      readonly weapon: ShotWeapon;
      readonly modelId: string;
      readonly targetId: string;
      readonly dice: number;
      readonly bonus: number;
      readonly total: number;
      readonly needed: number;
      readonly hit: boolean;
      /** Return fire: the attack it answers. */
      readonly answering: number | null;
    }
  | { readonly code: 'dodged' | 'dodge-failed'; readonly attack: number; readonly modelId: string; readonly attackerId: string; readonly weapon: ShotWeapon; readonly dice: number; readonly bonus: number; readonly total: number; readonly against: number }
  | {
      readonly code: 'psychic-attack';
      readonly attack: number;
      readonly modelId: string;
      readonly target: Thing;
      readonly distance: number;
      readonly dice: number;
      readonly range: number;
      readonly total: number;
      readonly difficulty: number;
      readonly success: boolean;
    }
  | { readonly code: 'resisted' | 'resist-failed'; readonly attack: number; readonly modelId: string; readonly attackerId: string; readonly power: Power; readonly dice: number; readonly bonus: number; readonly total: number; readonly against: number }
  | { readonly code: 'pushed'; readonly attack: number; readonly attackerId: string; readonly target: Thing; readonly squares: number; readonly max: number }
  | { readonly code: 'collision'; readonly attack: number; readonly target: Thing; readonly with: Thing }
  | { readonly code: 'damaged'; readonly attack: number; readonly modelId: string; readonly byId: string; readonly cause: DamageCause; readonly woundsLeft: number }
  | { readonly code: 'terrain-damaged'; readonly attack: number; readonly name: string; readonly byId: string; readonly damage: number }
  | { readonly code: 'terrain-destroyed'; readonly attack: number; readonly name: string }
  | { readonly code: 'model-fell'; readonly attack: number; readonly modelId: string; readonly byId: string; readonly cause: DamageCause }
  | { readonly code: 'melee-attack'; readonly attack: number; readonly modelId: string; readonly targetId: string; readonly dice: number; readonly combat: number; readonly total: number; readonly via: MeleeVia }
  | {
      readonly code: 'melee-hit' | 'melee-avoided' | 'melee-tied';
      readonly attack: number;
      readonly modelId: string;
      readonly targetId: string;
      readonly attackTotal: number;
      readonly dice: number;
      readonly bonus: number;
      readonly defenceTotal: number;
      readonly via: MeleeVia;
    }
  | { readonly code: 'sword-master'; readonly modelId: string; readonly targetIds: readonly string[] }
  | {
      readonly code: 'choke';
      readonly attack: number;
      readonly modelId: string;
      readonly targetId: string;
      readonly roll: 'psychic' | 'shot';
      readonly dice: number;
      readonly total: number;
      readonly needed: number;
      readonly success: boolean;
    }
  /** `dueTurn`: the turn it may take no actions in (o66.choke-duration: next-turn), or null for its next activation. */
  | { readonly code: 'choked'; readonly attack: number; readonly modelId: string; readonly targetId: string; readonly times: number; readonly fatal: boolean; readonly dueTurn: number | null }
  | { readonly code: 'manipulation'; readonly attack: number; readonly modelId: string; readonly targetId: string; readonly distance: number; readonly dice: number; readonly total: number; readonly difficulty: number; readonly success: boolean }
  | { readonly code: 'controlled'; readonly attack: number; readonly casterId: string; readonly targetId: string; readonly by: SideKey; readonly fromTurn: number }
  | { readonly code: 'return-fire-declined'; readonly attack: number; readonly modelId: string }
  | { readonly code: 'conceded'; readonly side: SideKey }
  | { readonly code: 'battle-decided'; readonly winners: readonly SideKey[] }
  | { readonly code: 'battle-over'; readonly endedBy: EndedBy; readonly winners: readonly SideKey[] };

export type Order66OutcomeCode = Order66Outcome['code'];
