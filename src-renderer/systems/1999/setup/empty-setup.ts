import { ArmyRosterSchema, type ArmyRoster, type SetupInput1999 } from '../../../../src-shared/rules/1999';
import type { SetupSideView } from '../../system-panels';

/** A side as the 1999 set-up form may see it: with the chosen armies' rosters when the page passes them. */
export type SetupSide1999 = SetupSideView & { readonly rosters?: readonly unknown[] };

/** Distances the form starts with for more than two players: markers at least 60 cm apart (seed 001 L343). */
export const DEFAULT_MARKERS = { edgeDistanceCm: 10, spacingCm: 60 } as const;

/** The form's starting value: a Small battle (L251) played until a side surrenders (L259). */
export function emptySetup(sides: readonly SetupSideView[]): SetupInput1999 {
  return {
    size: { kind: 'small' },
    victory: { decidedBy: 'agreed', condition: 'surrender' },
    terrain: [],
    ...(sides.length > 2 ? { markers: { ...DEFAULT_MARKERS } } : {}),
  };
}

/** The side's army, read as a 1999 roster; null when the page passed none or it is not one. */
export function rosterOf(side: SetupSide1999): ArmyRoster | null {
  const parsed = ArmyRosterSchema.safeParse(side.rosters?.[0]);
  return parsed.success ? parsed.data : null;
}
