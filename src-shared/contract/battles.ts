import { z } from 'zod';
import type { BattleSetup, BattleState } from '../rules/orders-omens/battle';
import type { Prebattle } from '../rules/orders-omens/walkthrough/table-notes';
import type { StateDelta } from '../systems/state-delta';
import type { LoggedStep } from '../rules/orders-omens/walkthrough/walkthrough';
import { STAGES } from '../rules/orders-omens/walkthrough/walkthrough';
import { defineCall } from './define';
import { entityId, longText, nameField } from './fields';
import { LoggedStepSchema } from './orders-omens/battle-events';
import { SCENARIO_FIELDS } from './orders-omens/battle-scenario';
import { routeBySystem } from './by-system';
import { AppendSystemEventInput, BattleListCommon, CreateSystemBattleInput, OUTCOMES_SENT, SystemBattleDetail, SystemBattleListItem, SystemStepAnswer, SystemStepOutcomesRow } from './system-battles';
import { ORDERS_OMENS_ID } from '../systems/registry';
import { BattleListInput, BattleListRow } from './battle-list';

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
    strategicReasons: z.array(z.enum(['enemy-conceded', 'enemy-break-point', 'enemy-marshal-captured', 'enemy-marshal-slain'])).readonly(),
  })
  .nullable();

export const BattleSummaryOut = z.object({
  phase: z.enum(['initiative', 'deployment', 'strategy', 'activation', 'over']),
  turn: z.number().int(),
  vp: perSide(z.number()),
  casualties: perSide(z.number()),
  result: BattleResultOut,
});

/** An Orders & Omens battle in a list: the generic fields every system has, plus its own A/B sides and summary. */
export const BattleListItem = BattleListCommon.extend({
  system: z.literal(ORDERS_OMENS_ID),
  sides: perSide(BattleSide),
  summary: BattleSummaryOut,
});
export type BattleListItem = z.infer<typeof BattleListItem>;

/** A battle of any system in a list; `system` says which (see `isOrdersOmensBattle`). */
export const AnyBattleListItem = z.union([BattleListItem, SystemBattleListItem]);
export type AnyBattleListItem = z.infer<typeof AnyBattleListItem>;

export const LoggedStepRow = z.object({
  seq: z.number().int(),
  recordedAt: z.number().int(),
  /** The turn it was played in (0 before the battle). */
  turn: z.number().int(),
  step: z.custom<LoggedStep>(),
  /**
   * What the engine made of it, in the chronicle's words. An opened battle carries these for its
   * newest steps only (OUTCOMES_SENT); the event log asks `battles.stepOutcomes` for older ones.
   */
  outcome: z.array(z.string()).readonly().optional(),
});
export type LoggedStepRow = z.infer<typeof LoggedStepRow>;

/** How many of its newest steps an opened battle carries outcome lines (Orders & Omens) or outcomes (the other systems) for. */
export { OUTCOMES_SENT };

/** The outcome lines of one stored Orders & Omens step, by its number. */
export const StepOutcomeRow = z.object({ seq: z.number().int(), outcome: z.array(z.string()).readonly() });
export type StepOutcomeRow = z.infer<typeof StepOutcomeRow>;

/** An older step's outcomes from `battles.stepOutcomes`: lines for Orders & Omens, the system's typed outcomes for the others. */
export const AnyStepOutcomesRow = z.union([StepOutcomeRow, SystemStepOutcomesRow]);
export type AnyStepOutcomesRow = z.infer<typeof AnyStepOutcomesRow>;

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
 * A battle of any system: Orders & Omens' own detail, or the generic one. The Orders & Omens
 * branch looks at `system` first, so another system's detail (thousands of steps) is not walked
 * twice, once against the wrong shape.
 */
export const AnyBattleDetail = z.union([z.looseObject({ system: z.literal(ORDERS_OMENS_ID) }).pipe(BattleDetail), SystemBattleDetail]);
export type AnyBattleDetail = z.infer<typeof AnyBattleDetail>;

/** Narrows a battle (list item or detail) to Orders & Omens' own shape. */
export function isOrdersOmensBattle<T extends { readonly system: string }>(battle: T): battle is Extract<T, { system: typeof ORDERS_OMENS_ID }> {
  return battle.system === ORDERS_OMENS_ID;
}

/** Narrows a battle to the generic shape of the other systems. */
export function isSystemBattle<T extends { readonly system: string }>(battle: T): battle is Exclude<T, { system: typeof ORDERS_OMENS_ID }> {
  return battle.system !== ORDERS_OMENS_ID;
}

/**
 * The answer to one recorded step: the new step, the battle's row (count, summary, status), and
 * what changed — not the whole battle, so a step costs the same late in a battle as early.
 * `applyStepAnswer` (src-shared/rules/orders-omens/walkthrough/step-answer.ts) turns the detail the screen holds into the new one.
 */
export const BattleStepAnswer = z.object({
  battle: BattleListItem,
  step: LoggedStepRow.required({ outcome: true }),
  stateDelta: z.custom<StateDelta>(),
  prebattle: z.custom<Prebattle>(),
  stage: BattleDetail.shape.stage,
  /** The chart series from point `from` on (the earlier points are unchanged). */
  series: z.object({ from: z.number().int().min(0), points: z.array(TurnPointOut) }),
});
export type BattleStepAnswer = z.infer<typeof BattleStepAnswer>;

/** The answer to an undo: the battle's row (its count says how many steps remain) and what changed, as for a step. */
export const BattleUndoAnswer = BattleStepAnswer.omit({ step: true });
export type BattleUndoAnswer = z.infer<typeof BattleUndoAnswer>;

/** Orders & Omens answers an undo with what changed; the other systems with the whole (small) battle. */
export const AnyUndoAnswer = z.union([BattleUndoAnswer, SystemBattleDetail]);
export type AnyUndoAnswer = z.infer<typeof AnyUndoAnswer>;

/** Every system answers a step with what changed: Orders & Omens with its own shape, the others with `SystemStepAnswer`. */
export const AnyStepAnswer = z.union([BattleStepAnswer, SystemStepAnswer]);
export type AnyStepAnswer = z.infer<typeof AnyStepAnswer>;

/** Narrows a step answer to Orders & Omens' own shape. */
export function isOrdersOmensStep(answer: AnyStepAnswer): answer is BattleStepAnswer {
  return isOrdersOmensBattle(answer.battle);
}

/** Narrows a step answer to the generic shape of the other systems. */
export function isSystemStep(answer: AnyStepAnswer): answer is SystemStepAnswer {
  return isSystemBattle(answer.battle);
}

const ordersOmens = z.literal(ORDERS_OMENS_ID).optional();

/** An Orders & Omens step as a caller sends it to `battles.append`. */
export type OrdersOmensStepInput = z.input<typeof LoggedStepSchema>;

export const CreateBattleInput = z.strictObject({
  system: ordersOmens,
  campaignId: entityId,
  name: nameField('Battle name'),
  armyA: entityId,
  armyB: entityId,
  ...SCENARIO_FIELDS,
});

export const battleCalls = {
  'battles.list': defineCall({
    summary: "A campaign's battles of every game system (or only those `forceId` fought in; only the `first` N), those in progress first, then the finished, each newest first: a slim row each with its sides, progress and result, as the battles list shows them; `battles.get` gives the whole battle.",
    input: BattleListInput,
    output: z.array(BattleListRow),
  }),
  'battles.get': defineCall({
    summary: 'One battle of any system: setup, every step with its dice (what came of each for the newest 200 steps only, see battles.stepOutcomes), and the state replayed from them.',
    input: z.strictObject({ id: entityId }),
    output: AnyBattleDetail,
  }),
  'battles.stepOutcomes': defineCall({
    summary:
      "What came of a battle's steps fromSeq to toSeq (numbered from 1), for the event log's older steps, which an opened battle leaves out: outcome lines for Orders & Omens, the system's typed outcomes (`outcomes`) for the others.",
    input: z
      .strictObject({ battleId: entityId, fromSeq: z.number().int().min(1), toSeq: z.number().int().min(1) })
      .refine((range) => range.fromSeq <= range.toSeq, { message: 'fromSeq must not come after toSeq', path: ['toSeq'] }),
    output: z.array(AnyStepOutcomesRow),
  }),
  'battles.create': defineCall({
    summary:
      'Set up a battle. Orders & Omens (no `system`): two valid (or randomised) armies. Any other system: `{ system, campaignId, name, sides: [{ playerId | playerName, armyIds }], setup }`, the setup checked by that system. Rosters are copied as they stand.',
    input: routeBySystem(CreateBattleInput, CreateSystemBattleInput),
    output: AnyBattleDetail,
  }),
  'battles.append': defineCall({
    summary: 'Record one confirmed step (`system` and the system’s own event for battles not of Orders & Omens). The engine judges it; a refusal carries its reason and writes nothing.',
    input: routeBySystem(z.strictObject({ battleId: entityId, system: ordersOmens, event: LoggedStepSchema, expectedCount: z.number().int().min(0) }), AppendSystemEventInput),
    output: AnyStepAnswer,
  }),
  'battles.undo': defineCall({
    summary: 'Remove the last recorded step of a battle of any system.',
    input: z.strictObject({ battleId: entityId, expectedCount: z.number().int().min(0) }),
    output: AnyUndoAnswer,
  }),
  'battles.update': defineCall({
    summary: "Rename a battle or change its scenario notes.",
    input: z.strictObject({ id: entityId, name: nameField('Battle name').optional(), notes: longText('Scenario notes').optional() }),
    output: AnyBattleListItem,
  }),
  'battles.delete': defineCall({
    summary: 'Delete a battle and its log.',
    input: z.strictObject({ id: entityId }),
    output: z.object({ id: z.string() }),
  }),
};
