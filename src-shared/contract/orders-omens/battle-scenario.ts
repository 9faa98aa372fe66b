import { z } from 'zod';
import { MOST_OBJECTIVES } from '../../rules/orders-omens/prebattle/objectives';
import { longText, nameField } from '../fields';

/**
 * The scenario part of setting up an Orders & Omens battle (table, limits, objectives, baggage):
 * shared by `battles.create` and Orders & Omens' GameSystem adapter. No registry import here,
 * so the adapter can use it without a cycle.
 */

const side = z.enum(['A', 'B']);
const feet = (what: string) =>
  z.number({ error: `${what} must be a number of feet` }).min(2, { error: `${what} must be at least 2 feet` }).max(12, { error: `${what} must be 12 feet or less` });
const thirdText = z.string({ error: 'Describe the third as text' }).trim().max(200, { error: 'At most 200 characters' });

export const SCENARIO_FIELDS = {
  tableWidthFeet: feet('Table width'),
  tableDepthFeet: feet('Table depth'),
  turnLimit: z.number({ error: 'Turn limit must be a number' }).int({ error: 'Turn limit must be a whole number of turns' }).min(1, { error: 'Turn limit must be at least 1' }).max(50, { error: 'Turn limit must be 50 turns or fewer' }).optional(),
  timeLimitMinutes: z
    .number({ error: 'Time limit must be a number of minutes' })
    .int({ error: 'Time limit must be whole minutes' })
    .min(10, { error: 'Time limit must be at least 10 minutes' })
    .max(24 * 60, { error: 'Time limit must be 24 hours or less' })
    .optional(),
  battleClockStart: z.string({ error: 'Start time must be text' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Start time must be HH:MM, e.g. 09:30' }).default('10:00'),
  objectives: z
    .array(z.strictObject({ name: nameField('Objective name') }), { error: 'Objectives must be a list' })
    .min(1, { error: 'Agree at least one objective' })
    // Six on a die by default: the campaign's `oo.objective-limit` is applied where the battle is set up.
    .max(MOST_OBJECTIVES, { error: `At most ${MOST_OBJECTIVES} objectives` }),
  thirds: z.strictObject({ left: thirdText, centre: thirdText, right: thirdText }).default({ left: '', centre: '', right: '' }),
  baggage: z.array(z.strictObject({ side, name: nameField('Baggage name') })).max(6, { error: 'At most 6 baggage markers' }).default([]),
  notes: longText('Scenario notes').default(''),
};

/** The scenario alone, as Orders & Omens' GameSystem `setupSchema`. */
export const OrdersOmensScenario = z.strictObject(SCENARIO_FIELDS);
export type OrdersOmensScenario = z.output<typeof OrdersOmensScenario>;
