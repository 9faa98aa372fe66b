import { z } from 'zod';
import type { BattleSetup, BattleState } from '../../rules/orders-omens/battle';
import type { Prebattle } from '../../rules/orders-omens/walkthrough/table-notes';
import type { StateDelta } from '../../systems/state-delta';
import type { LoggedStep } from '../../rules/orders-omens/walkthrough/walkthrough';
import { STAGES } from '../../rules/orders-omens/walkthrough/walkthrough';
import { entityId, nameField } from '../fields';
import { LoggedStepSchema } from './battle-events';
import { SCENARIO_FIELDS } from './battle-scenario';
import { BattleListCommon } from '../system-battles';
import { ORDERS_OMENS_ID } from '../../systems/registry';

/**
 * Orders & Omens' own shapes of the battles.* calls: it keeps its own battle log and answers with
 * what changed. The call group (../battles.ts) unites them with the generic shapes every other
 * system uses, through ../own-battle-shapes.ts.
 */

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

/** The outcome lines of one stored Orders & Omens step, by its number. */
export const StepOutcomeRow = z.object({ seq: z.number().int(), outcome: z.array(z.string()).readonly() });
export type StepOutcomeRow = z.infer<typeof StepOutcomeRow>;

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

/** Narrows a battle (list item or detail) to Orders & Omens' own shape. */
export function isOrdersOmensBattle<T extends { readonly system: string }>(battle: T): battle is Extract<T, { system: typeof ORDERS_OMENS_ID }> {
  return battle.system === ORDERS_OMENS_ID;
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

/** Narrows a step answer (of any system) to Orders & Omens' own shape. */
export function isOrdersOmensStep(answer: { readonly battle: { readonly system: string } }): answer is BattleStepAnswer {
  return isOrdersOmensBattle(answer.battle);
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

const AppendStepInput = z.strictObject({ battleId: entityId, system: ordersOmens, event: LoggedStepSchema, expectedCount: z.number().int().min(0) });

/** Orders & Omens' shape of each battles.* call, by its part in the call group's unions (../own-battle-shapes.ts). */
export const ORDERS_OMENS_BATTLE_SHAPES = {
  systemId: ORDERS_OMENS_ID,
  listItem: BattleListItem,
  /** Looks at `system` first, so another system's detail (thousands of steps) is not walked twice, once against the wrong shape. */
  detail: z.looseObject({ system: z.literal(ORDERS_OMENS_ID) }).pipe(BattleDetail),
  stepOutcomes: StepOutcomeRow,
  stepAnswer: BattleStepAnswer,
  undoAnswer: BattleUndoAnswer,
  createInput: CreateBattleInput,
  appendInput: AppendStepInput,
} as const;
