import { z } from 'zod';
import { capitalise } from '../../../chronicle/pick';
import { validateDice, type DiceRoll } from '../../dice';
import { DiceRollSchema } from '../dice-schema';
import type { MysticStat } from '../resolution';

export type Allegiance = 'order' | 'chaos';

/** Which of the four D3 rolls went to each statistic (indices 0–3). */
export type StatAssignment = Readonly<Record<MysticStat, number>>;

/**
 * An Order 66 force: one Mystic on the side of Order or Chaos, made from four D3 rolls, and its
 * Grymn Troopers (seed 000 L32, L60–L74).
 */
export interface Order66Roster {
  readonly name: string;
  readonly allegiance: Allegiance;
  /** A Mystic's key: one of the printed six or an item of the campaign's Mystics library. */
  readonly mystic: string;
  /** null until the four D3 are rolled and assigned. */
  readonly creation: { readonly rolls: DiceRoll; readonly assignment: StatAssignment } | null;
  readonly grymn: number;
}

export const ROSTER_VERSION = 1;

/** The D3 rolled for a Mystic's statistics (seed 000 L60). */
const MYSTIC_ROLLS = 4;

const rollIndex = z
  .number({ error: 'Choose one of the four rolls' })
  .int({ error: 'Choose one of the four rolls' })
  .min(0, { error: 'Choose one of the four rolls' })
  .max(3, { error: 'Choose one of the four rolls' });

export const Order66RosterSchema: z.ZodType<Order66Roster> = z.strictObject({
  name: z
    .string({ error: 'Force name must be text' })
    .trim()
    .min(1, { error: 'Force name is required' })
    .max(200, { error: 'Force name must be 200 characters or fewer' }),
  allegiance: z.enum(['order', 'chaos'], { error: 'A Mystic fights for Order or for Chaos' }),
  mystic: z.string({ error: 'Choose a Mystic' }).min(1, { error: 'Choose a Mystic' }).max(40),
  creation: z
    .strictObject({
      rolls: DiceRollSchema.superRefine((rolls, ctx) => {
        // "Each player rolls D3 four times for the statistics of their Mystic" (seed 000 L60): four faces of 1 to 3, nothing else.
        if (rolls.sides !== 3) {
          ctx.addIssue({ code: 'custom', path: ['sides'], message: 'A Mystic is made from D3 rolls' });
          return;
        }
        const problem = validateDice(rolls, MYSTIC_ROLLS);
        if (problem) ctx.addIssue({ code: 'custom', path: problem.index === undefined ? ['faces'] : ['faces', problem.index], message: capitalise(problem.message) });
      }),
      assignment: z.strictObject({ combat: rollIndex, range: rollIndex, dodge: rollIndex }),
    })
    .nullable(),
  grymn: z
    .number({ error: 'Grymn Troopers must be a number' })
    .int({ error: 'Grymn Troopers must be a whole number' })
    .min(1, { error: 'A force has at least 1 Grymn Trooper' })
    .max(10, { error: 'A force has at most 10 Grymn Troopers' }),
});

export function emptyRoster(name: string): Order66Roster {
  return { name, allegiance: 'order', mystic: 'meg', creation: null, grymn: 1 };
}
