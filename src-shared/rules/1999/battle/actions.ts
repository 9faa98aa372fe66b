/** The Action table (seed 001 L397–L413), and which of its Actions move the model. */
export const ACTION_KINDS = ['move-fast', 'move-and-shoot', 'charge', 'assault', 'indirect', 'special', 'hold-ground'] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

export const ACTION_LABELS: Readonly<Record<ActionKind, string>> = {
  'move-fast': 'Moving fast',
  'move-and-shoot': 'Moving and Shooting',
  charge: 'Charging',
  assault: 'Assaulting',
  indirect: 'Shooting indirect or Throwing',
  special: 'Special Action',
  'hold-ground': 'Hold Ground',
};

/** Rigidity forbids "any Movement Actions" (L649). */
export const MOVEMENT_ACTIONS: ReadonlySet<ActionKind> = new Set(['move-fast', 'charge']);

/** Moving fast and Charging move twice MOV; Moving and Shooting moves MOV (L417, L445, L513). */
export function movementMultiplier(action: ActionKind): number {
  return action === 'move-fast' || action === 'charge' ? 2 : 1;
}
