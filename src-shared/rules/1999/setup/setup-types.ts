import type { SideKey } from '../../../systems/game-system';
import type { Attributes, RulesCard } from '../cards/card-schema';
import type { ModelType } from '../cards/card-terms';
import type { BattleSize } from '../army/battle-size';
import type { DnaModification } from '../army/roster-schema';
import type { PreyVariant, VictoryCondition } from './victory-conditions';
import type { DiceRoll } from '../../dice';

/** A card as it takes the field: the applicable version snapshotted, so later library edits never change a battle. */
export interface BattleCard {
  readonly id: string;
  readonly unitId: string;
  /** Stable within the army, for service records. */
  readonly key: string;
  readonly card: RulesCard;
  readonly type: ModelType;
  readonly models: number;
  readonly dna: readonly DnaModification[];
  readonly instability: number;
  /** With DNA notes applied. */
  readonly attributes: Attributes;
}

export interface BattleUnit {
  readonly id: string;
  readonly side: SideKey;
  readonly key: string;
  readonly name: string;
  readonly reinforcement: boolean;
  readonly points: number;
  readonly cards: readonly BattleCard[];
}

export interface SideSetup {
  readonly side: SideKey;
  readonly playerName: string;
  readonly armyId: string;
  readonly armyName: string;
  readonly points: number;
  readonly units: readonly BattleUnit[];
}

export interface TerrainPiece {
  readonly id: string;
  readonly name: string;
  readonly ground: 'open' | 'difficult' | 'impassable';
  /** The Armour value all players declared for it (L627–L633). */
  readonly armour: number | null;
}

export interface VictorySetup {
  readonly condition: VictoryCondition;
  readonly decidedBy: 'agreed' | 'rolled';
  readonly roll: DiceRoll | null;
  /** turn-limit: the last Turn. */
  readonly turnLimit: number | null;
  /** territorial: the Turn at whose end the centre is judged. */
  readonly territorialTurn: { readonly turn: number; readonly decidedBy: 'agreed' | 'rolled'; readonly roll: DiceRoll | null } | null;
  /** prey: each side's Bounty Unit (unit id). */
  readonly prey: { readonly variant: PreyVariant; readonly bounty: Readonly<Record<SideKey, string>> } | null;
}

export interface Setup1999 {
  readonly size: BattleSize;
  readonly points: number;
  /** In seat order: clockwise around the table (L143). */
  readonly sides: readonly SideSetup[];
  readonly victory: VictorySetup;
  readonly terrain: readonly TerrainPiece[];
  /** More than two players (L341–L343); null for two. */
  readonly markers: { readonly edgeDistanceCm: number; readonly spacingCm: number } | null;
  readonly createdAt: string;
}
