/**
 * Size of the battle (seed 001 L245–L257): Small 50, Medium 100, Large 200 Army Points, or any
 * number the players agree on.
 */
export const BATTLE_SIZES = {
  small: { label: 'Small territory', points: 50 },
  medium: { label: 'Medium territory', points: 100 },
  large: { label: 'Large territory', points: 200 },
} as const;

export type NamedBattleSize = keyof typeof BATTLE_SIZES;
export type BattleSize = { readonly kind: NamedBattleSize } | { readonly kind: 'agreed'; readonly points: number };

export function battleSizePoints(size: BattleSize): number {
  return size.kind === 'agreed' ? size.points : BATTLE_SIZES[size.kind].points;
}

export function battleSizeLabel(size: BattleSize): string {
  return size.kind === 'agreed' ? `${size.points} Army Points (agreed)` : `${BATTLE_SIZES[size.kind].label}, ${BATTLE_SIZES[size.kind].points} Army Points`;
}
