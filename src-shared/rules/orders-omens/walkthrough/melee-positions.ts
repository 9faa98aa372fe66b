import type { BattleState, MeleeRoll, MeleeSideInput } from '../battle';
import type { Facing, MeleeSideKey } from '../battle/mechanics/melee';
import type { MeleePosition } from '../battle/melee-spec';
import type { RosterGeneral } from '../battle/roster';

/**
 * Where each fighting regiment stands, as the players report it before a melee round: the face
 * it strikes, where it is engaged from, higher ground, forest, and the Generals in base contact.
 * The odds and the `melee-round` step are both built from this, so they cannot drift apart.
 */

export interface RegimentPosition {
  strikes: Facing;
  engagedFrom: Facing;
  higherGround: boolean;
  inForest: boolean;
}

export const FRONT: Readonly<RegimentPosition> = { strikes: 'front', engagedFrom: 'front', higherGround: false, inForest: false };

export interface MeleeSideSetup {
  /** By regiment id; a regiment not listed stands square to the front on open ground. */
  positions: Record<string, RegimentPosition>;
  /** By general id: the fighting regiment it is in base contact with, or '' when it stays out. */
  generals: Record<string, string>;
  /** By regiment id: the enemy regiment its hits go to; a regiment not listed hits the engine's default (the enemy's first). */
  targets?: Record<string, string>;
  /** Chimera, Multiple Heads: the players use the once-per-turn re-roll this round. */
  multipleHeads?: boolean;
}

export type MeleeSetup = Record<MeleeSideKey, MeleeSideSetup>;

export function emptyMeleeSetup(): MeleeSetup {
  return { attacker: { positions: {}, generals: {} }, defender: { positions: {}, generals: {} } };
}

export function positionOf(side: MeleeSideSetup, regimentId: string): RegimentPosition {
  return side.positions[regimentId] ?? { ...FRONT };
}

/** General id → regiment id for each General placed in contact with one of `regimentIds`. */
export function joiningGenerals(side: MeleeSideSetup, regimentIds: readonly string[]): { generalId: string; regimentId: string }[] {
  return Object.entries(side.generals)
    .filter(([, regimentId]) => regimentId !== '' && regimentIds.includes(regimentId))
    .map(([generalId, regimentId]) => ({ generalId, regimentId }));
}

/** The enemy regiment `regimentId` sends its hits to, if one was chosen and is among `enemyIds`. */
export function targetOf(side: MeleeSideSetup, regimentId: string, enemyIds: readonly string[]): string | undefined {
  const target = side.targets?.[regimentId];
  return target !== undefined && enemyIds.includes(target) ? target : undefined;
}

/** The engine's view of one regiment's position (only what differs from the default is kept). */
export function meleePosition(side: MeleeSideSetup, regimentId: string, regimentIds: readonly string[], enemyIds: readonly string[] = []): MeleePosition {
  const p = positionOf(side, regimentId);
  const generals = joiningGenerals(side, regimentIds).filter((g) => g.regimentId === regimentId).length;
  const target = targetOf(side, regimentId, enemyIds);
  return {
    regimentId,
    ...(target !== undefined ? { targetRegimentId: target } : {}),
    ...(p.strikes !== 'front' ? { strikes: p.strikes } : {}),
    ...(p.engagedFrom !== 'front' ? { engagedFrom: p.engagedFrom } : {}),
    ...(p.higherGround ? { higherGround: true } : {}),
    ...(p.inForest ? { inForest: true } : {}),
    ...(generals > 0 ? { generals } : {}),
    ...(side.multipleHeads ? { usesReroll: true } : {}),
  };
}

/** The position fields of a `melee-round` roll for one regiment. */
export function rollPosition(side: MeleeSideSetup, regimentId: string): Pick<MeleeRoll, 'strikes' | 'engagedFrom' | 'higherGround' | 'inForest'> {
  const p = positionOf(side, regimentId);
  return {
    ...(p.strikes !== 'front' ? { strikes: p.strikes } : {}),
    ...(p.engagedFrom !== 'front' ? { engagedFrom: p.engagedFrom } : {}),
    ...(p.higherGround ? { higherGround: true } : {}),
    ...(p.inForest ? { inForest: true } : {}),
  };
}

/** One side of a `melee-round` step: the rolls as entered, the positions, and the Generals who joined. */
export function meleeSideInput(side: MeleeSideSetup, rolls: readonly MeleeRoll[]): MeleeSideInput {
  const regimentIds = rolls.map((r) => r.regimentId);
  const generals = joiningGenerals(side, regimentIds);
  return {
    rolls: rolls.map((roll) => ({ ...roll, ...rollPosition(side, roll.regimentId) })),
    ...(generals.length > 0 ? { generals } : {}),
  };
}

/** Marshals and Generals of `brigadeId`'s side who may still join a fight (active: not wounded, captured or slain). */
export function generalsWhoMayJoin(state: BattleState, brigadeId: string): RosterGeneral[] {
  const side = state.roster.brigades[brigadeId]?.side;
  return Object.values(state.roster.generals).filter((g) => g.side === side && state.generals[g.id]?.status === 'active');
}
