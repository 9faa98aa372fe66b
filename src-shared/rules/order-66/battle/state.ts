import type { SideKey } from '../../../systems/game-system';
import type { AbilityMechanic } from '../mystics';
import type { MysticStats } from '../resolution';
import type { Order66Setup } from './setup';

export type ModelKind = 'mystic' | 'grymn';
export type ModelStatus = 'standing' | 'fallen' | 'withdrawn';

/** Numbers kept per model for service records and the score. */
export interface ModelRecord {
  /** Wounds this model dealt to enemy models. */
  readonly dealt: number;
  /** Wounds it dealt to friendly models (a push into a friend, a controlled model turned on its own). */
  readonly friendlyDealt: number;
  readonly taken: number;
  /** Enemy models it brought down. */
  readonly kills: number;
  readonly abilitiesUsed: number;
  readonly dodges: number;
  readonly activationsLost: number;
}

export interface ModelState {
  readonly id: string;
  readonly side: SideKey;
  readonly kind: ModelKind;
  readonly mechanic: AbilityMechanic | null;
  /** Mystics only. */
  readonly stats: MysticStats | null;
  readonly move: number;
  readonly maxWounds: number;
  readonly wounds: number;
  readonly status: ModelStatus;
  /** Activated this turn (its activation may still be running). */
  readonly activated: boolean;
  /** Actions spent this turn; set to the full allowance when its activation ends. */
  readonly actionsUsed: number;
  /** A choke to serve: on its next activation (dueTurn null) or throughout turn `dueTurn`. */
  readonly choke: { readonly casterId: string; readonly dueTurn: number | null } | null;
  /** Successful chokes on this model, by casting Mystic. */
  readonly chokedBy: Readonly<Record<string, number>>;
  /** Mystic Manipulation: who decides its next activation, from which turn. */
  readonly control: { readonly by: SideKey; readonly casterId: string; readonly fromTurn: number } | null;
  /** Mystic Jump in effect (o66.mystic-jump: as-action) until its next activation. */
  readonly jumping: boolean;
  readonly record: ModelRecord;
}

export type DamageCause = 'pulse-rifle' | 'lightning' | 'return-fire' | 'melee' | 'sword-master' | 'collision' | 'choke';
export type ShotWeapon = 'pulse-rifle' | 'lightning' | 'return-fire' | 'choke';
export type Power = 'psychic' | 'choke' | 'manipulation';

/** What a psychic push moves, or what it runs into. */
export type Thing = { readonly kind: 'model'; readonly modelId: string } | { readonly kind: 'terrain'; readonly name: string };

/** A shot waiting on its target's dodge. `attack` numbers every attack of the battle. */
export interface ShotInFlight {
  readonly attack: number;
  readonly weapon: ShotWeapon;
  readonly attackerId: string;
  readonly targetId: string;
  readonly dice: number;
  readonly total: number;
}

/** A psychic power that took hold, waiting on a Mystic's resist roll. */
export interface PowerInFlight {
  readonly attack: number;
  readonly power: Power;
  readonly attackerId: string;
  readonly targetId: string;
  readonly dice: number;
  readonly total: number;
  /** Psychic attacks: the distance, which sets the push. */
  readonly distance: number | null;
}

export type MeleeVia = 'melee' | 'sword-master';

/** What the battle waits for before anything else may happen, first in the queue first. */
export type Pending =
  | { readonly kind: 'dodge'; readonly shot: ShotInFlight }
  | { readonly kind: 'resist'; readonly power: PowerInFlight }
  | { readonly kind: 'push'; readonly attack: number; readonly attackerId: string; readonly target: Thing; readonly max: number }
  | { readonly kind: 'return-fire'; readonly attack: number; readonly modelId: string; readonly shooterId: string }
  | {
      readonly kind: 'melee-defence';
      readonly attack: number;
      readonly attackerId: string;
      readonly targetId: string;
      readonly attackTotal: number;
      readonly via: MeleeVia;
    }
  | { readonly kind: 'melee-tie'; readonly attack: number; readonly attackerId: string; readonly targetId: string; readonly via: MeleeVia };

export interface Activation {
  readonly unitId: string;
  readonly pickedBy: SideKey;
  readonly modelIds: readonly string[];
  /** Models acting under Mystic Manipulation this activation, and for whom. */
  readonly controlled: Readonly<Record<string, SideKey>>;
}

export type Phase = 'roll-off' | 'pick' | 'activation' | 'over';

export interface Order66Result {
  readonly winners: readonly SideKey[];
  readonly endedBy: EndedBy;
}

export type EndedBy = 'last-mystic-standing' | 'all-mystics-fell' | 'turn-limit' | 'no-opposition' | 'scenario' | 'concession' | 'all-fell';

export interface TerrainState {
  readonly name: string;
  readonly damage: number;
  readonly destroyed: boolean;
}

export interface Order66State {
  readonly setup: Order66Setup;
  readonly turn: number;
  readonly phase: Phase;
  /** Who must roll now (phase roll-off). */
  readonly rollOff: readonly SideKey[];
  /** The roll-off is a re-roll after a tie for the highest roll (o66.roll-off-ties), so its form says "again". */
  readonly rollOffTie: boolean;
  /** Who picks a unit now (phase pick). */
  readonly picker: SideKey | null;
  readonly activation: Activation | null;
  readonly pending: readonly Pending[];
  readonly models: Readonly<Record<string, ModelState>>;
  /** Model ids in seat order. */
  readonly order: readonly string[];
  /** Terrain pieces named in psychic attacks, by lower-cased name. */
  readonly terrain: Readonly<Record<string, TerrainState>>;
  readonly conceded: readonly SideKey[];
  readonly attacks: number;
  readonly result: Order66Result | null;
}
