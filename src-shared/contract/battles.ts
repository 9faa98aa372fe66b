import { z } from 'zod';
import type { BattleSetup, BattleState } from '../rules/orders-omens/battle';
import type { Prebattle } from '../battles/table-notes';
import type { StateDelta } from '../battles/state-delta';
import type { LoggedStep } from '../battles/walkthrough';
import { STAGES } from '../battles/walkthrough';
import { defineCall } from './define';
import { entityId, longText, nameField } from './fields';
import { LoggedStepSchema } from './battle-events';

const side = z.enum(['A', 'B']);
const perSide = <T extends z.ZodType>(value: T) => z.object({ A: value, B: value });

/** Who fights on each side, as it stood when the battle was set up. */
export const BattleSide = z.object({ armyId: z.string().nullable(), armyName: z.string(), playerName: z.string(), colour: z.string() });
export type BattleSide = z.infer<typeof BattleSide>;

const BattleResultOut = z
  .object({
    endedBy: z.enum(['turn-limit', 'time-limit', 'concession', 'break-point']),
    turn: z.number().int(),
    vp: perSide(z.number()),
    tacticalVictory: side.nullable(),
    strategicVictory: side.nullable(),
    strategicReasons: z.array(z.string()).readonly(),
  })
  .nullable();

export const BattleSummaryOut = z.object({
  phase: z.enum(['initiative', 'deployment', 'strategy', 'activation', 'over']),
  turn: z.number().int(),
  vp: perSide(z.number()),
  casualties: perSide(z.number()),
  result: BattleResultOut,
});

export const BattleListItem = z.object({
  id: z.string(),
  campaignId: z.string(),
  name: z.string(),
  notes: z.string(),
  status: z.enum(['in-progress', 'over']),
  eventCount: z.number().int(),
  sides: perSide(BattleSide),
  summary: BattleSummaryOut,
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type BattleListItem = z.infer<typeof BattleListItem>;

export const LoggedStepRow = z.object({
  seq: z.number().int(),
  recordedAt: z.number().int(),
  /** The turn it was played in (0 before the battle). */
  turn: z.number().int(),
  step: z.custom<LoggedStep>(),
  /** What the engine made of it, in the chronicle's words. */
  outcome: z.array(z.string()).readonly(),
});
export type LoggedStepRow = z.infer<typeof LoggedStepRow>;

export const TurnPointOut = z.object({ turn: z.number().int(), vp: perSide(z.number()), casualties: perSide(z.number()) });

/**
 * A battle as the walkthrough needs it: the setup, every step with its dice, and the replayed
 * state (the engine's own shape, which the screen also feeds to the odds functions).
 */
export const BattleDetail = BattleListItem.extend({
  setup: z.custom<BattleSetup>(),
  rulings: z.record(z.string(), z.string()),
  thirds: z.object({ left: z.string(), centre: z.string(), right: z.string() }),
  steps: z.array(LoggedStepRow),
  state: z.custom<BattleState>(),
  prebattle: z.custom<Prebattle>(),
  stage: z.enum(STAGES as unknown as [string, ...string[]]),
  series: z.array(TurnPointOut),
});
export type BattleDetail = z.infer<typeof BattleDetail>;

/**
 * The answer to one recorded step: the new step, the battle's row (count, summary, status), and
 * what changed — not the whole battle, so a step costs the same late in a battle as early.
 * `applyStepAnswer` (src-shared/battles/step-answer.ts) turns the detail the screen holds into the new one.
 */
export const BattleStepAnswer = z.object({
  battle: BattleListItem,
  step: LoggedStepRow,
  stateDelta: z.custom<StateDelta>(),
  prebattle: z.custom<Prebattle>(),
  stage: BattleDetail.shape.stage,
  /** The chart series from point `from` on (the earlier points are unchanged). */
  series: z.object({ from: z.number().int().min(0), points: z.array(TurnPointOut) }),
});
export type BattleStepAnswer = z.infer<typeof BattleStepAnswer>;

const feet = (what: string) =>
  z.number({ error: `${what} must be a number of feet` }).min(2, { error: `${what} must be at least 2 feet` }).max(12, { error: `${what} must be 12 feet or less` });
const thirdText = z.string({ error: 'Describe the third as text' }).trim().max(200, { error: 'At most 200 characters' });

export const CreateBattleInput = z.strictObject({
  campaignId: entityId,
  name: nameField('Battle name'),
  armyA: entityId,
  armyB: entityId,
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
    .max(6, { error: 'At most 6 objectives: a Strategic Order shows its objective on a D6' }),
  thirds: z.strictObject({ left: thirdText, centre: thirdText, right: thirdText }).default({ left: '', centre: '', right: '' }),
  baggage: z.array(z.strictObject({ side, name: nameField('Baggage name') })).max(6, { error: 'At most 6 baggage markers' }).default([]),
  notes: longText('Scenario notes').default(''),
});

export const battleCalls = {
  'battles.list': defineCall({
    summary: "A campaign's battles, newest first, each with its VP, casualties and result so far.",
    input: z.strictObject({ campaignId: entityId }),
    output: z.array(BattleListItem),
  }),
  'battles.get': defineCall({
    summary: 'One battle: setup, every step with its dice, and the state replayed from them.',
    input: z.strictObject({ id: entityId }),
    output: BattleDetail,
  }),
  'battles.create': defineCall({
    summary: 'Set up a battle between two valid (or randomised) armies of the campaign; their rosters are copied as they stand.',
    input: CreateBattleInput,
    output: BattleDetail,
  }),
  'battles.append': defineCall({
    summary: 'Record one confirmed step. The engine judges it; a refusal carries its reason and writes nothing.',
    input: z.strictObject({ battleId: entityId, event: LoggedStepSchema, expectedCount: z.number().int().min(0) }),
    output: BattleStepAnswer,
  }),
  'battles.undo': defineCall({
    summary: 'Remove the last recorded step.',
    input: z.strictObject({ battleId: entityId, expectedCount: z.number().int().min(0) }),
    output: BattleDetail,
  }),
  'battles.update': defineCall({
    summary: "Rename a battle or change its scenario notes.",
    input: z.strictObject({ id: entityId, name: nameField('Battle name').optional(), notes: longText('Scenario notes').optional() }),
    output: BattleListItem,
  }),
  'battles.delete': defineCall({
    summary: 'Delete a battle and its log.',
    input: z.strictObject({ id: entityId }),
    output: z.object({ id: z.string() }),
  }),
};
