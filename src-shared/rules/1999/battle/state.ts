import type { BattleResult, SideKey } from '../../../systems/game-system';
import type { BattleUnit, Setup1999 } from '../setup/setup-types';
import type { ActionKind } from './actions';

/** Where the battle stands, as the stepper shows it. */
export type Stage1999 = 'deployment-roll' | 'markers' | 'deployment' | 'guerilla' | 'reveal' | 'order-of-play' | 'activation' | 'territory' | 'roll-off' | 'over';

/** Per model; Turn-long Instability effects live here (L641–L663). */
export interface ModelState {
  readonly woundsLeft: number;
  readonly casualty: boolean;
  readonly frenzy: boolean;
  readonly trembling: boolean;
  readonly rigidity: boolean;
  readonly panic: boolean;
}

export interface CardState {
  /** Actions taken this Turn: a card has one per Activation number printed on it (L59). */
  readonly actionsUsed: number;
  readonly faceUp: boolean;
  readonly models: readonly ModelState[];
}

export interface UnitState {
  /** reserve: a Reinforcement Unit not yet on the Battlefield; withdrawn: its player surrendered. */
  readonly status: 'to-deploy' | 'battlefield' | 'reserve' | 'casualty' | 'withdrawn';
  readonly deployedCard: boolean;
  /** Degrees of Confusion (L505–L509, L367–L369). */
  readonly confusion: number;
  readonly chainBroken: boolean;
  /** Uncontrolled Spasms: +3 to the Activation number (L655). */
  readonly spasmsThisTurn: boolean;
  readonly spasmsNextTurn: boolean;
  /** A Reinforcement Unit its player chose not to bring in this Turn. */
  readonly heldBack: boolean;
  readonly nominatedThisTurn: number;
  /** Counters for service records and the narrator. */
  readonly woundsSuffered: number;
  readonly modelsLost: number;
  readonly pointsLost: number;
  readonly pointsInflicted: number;
  readonly modelsInflicted: number;
  readonly timesConfused: number;
  readonly enteredOnTurn: number | null;
  readonly casualtyOnTurn: number | null;
}

/** The per-model steps taken in the current Action (L389–L413). */
export interface ModelSteps {
  readonly moved: boolean;
  readonly shots: number;
  readonly assaults: number;
  readonly indirect: number;
  readonly special: boolean;
  /** The one weapon a Shooting, Assault or Indirect step fires (L451). */
  readonly weapon: string | null;
  readonly disengage: 'won' | 'lost' | null;
  /** The model's Action was ended (Convulsions, a lost Assault roll, a failed disengagement…). */
  readonly ended: boolean;
  /** It used "may always perform an Assault Action instead" (L413). */
  readonly assaultInstead: boolean;
}

export interface Activation {
  readonly unitId: string;
  readonly side: SideKey;
  readonly phase: number;
  /** The unit's Activation number when nominated (with Confusion, Chain of Command, Spasms). */
  readonly number: number;
  /** Cards acting in this nomination (face up when nominated). */
  readonly cardIds: readonly string[];
  /** Instability rolls still owed: card, and model under `1999.instability-per` = per-model. */
  readonly instability: readonly { readonly cardId: string; readonly model: number | null }[];
  readonly actions: Readonly<Record<string, ActionKind>> | null;
  /** cardId#model → steps. */
  readonly steps: Readonly<Record<string, ModelSteps>>;
  /** Moving and Shooting: whether the models declared it move or shoot first (L391, L445); set by the first step taken. */
  readonly stepOrder?: Readonly<Partial<Record<'move-and-shoot', 'move' | 'attack'>>>;
}

export interface SideState {
  readonly surrendered: boolean;
  /** Havoc (L661): last in the Order of play next Turn. */
  readonly havocNextTurn: boolean;
  readonly havocThisTurn: boolean;
  readonly pointsLost: number;
  readonly modelsLost: number;
  readonly unitsLost: number;
  /** Army Points of this side made Casualties, by the side that made them (Predator, L267). */
  readonly lostTo: Readonly<Record<SideKey, number>>;
  /** As above, counting whole Units only (`1999.predator-counting` = whole-units). */
  readonly unitsLostTo: Readonly<Record<SideKey, number>>;
  /** Army Points of Units that have been on the Battlefield (`1999.predator-reinforcements` = deployed-only). */
  readonly pointsFielded: number;
}

export interface State1999 {
  readonly setup: Setup1999;
  readonly stage: Stage1999;
  /** 0 before Turn 1. */
  readonly turn: number;
  readonly phase: number;
  /** This Turn's Order of play (or Deployment's); seat order before the first roll. */
  readonly order: readonly SideKey[];
  /** Whose nomination (or Deployment placement) it is. */
  readonly nominator: SideKey | null;
  readonly lastNominator: SideKey | null;
  readonly sides: Readonly<Record<SideKey, SideState>>;
  readonly units: Readonly<Record<string, UnitState>>;
  readonly cards: Readonly<Record<string, CardState>>;
  readonly active: Activation | null;
  /** Multiplayer deployment: the marker each side starts at. */
  readonly markers: Readonly<Record<SideKey, number>> | null;
  /** Guerilla Tactics rolls still owed after Deployment (L209–L211). */
  readonly guerillaPending: readonly string[];
  /** Reinforcement Units whose cards were substituted before they entered (L337). */
  readonly substituted: Readonly<Record<string, BattleUnit>>;
  /** Sides skipped in the current Phase for want of a face-up card (L363), reported once each. */
  readonly passedThisPhase: readonly SideKey[];
  /** Sides tied for victory, when `1999.result-ties` = roll-off. */
  readonly rollOff: { readonly sides: readonly SideKey[]; readonly endedBy: string } | null;
  readonly result: BattleResult | null;
  /** The Turn the battle was decided in. */
  readonly decidedOnTurn: number | null;
  /** Base-to-base Contacts the steps recorded, both ways: "cardId#model" → the models it touches (see contacts.ts). */
  readonly contacts: Readonly<Record<string, readonly string[]>>;
}
