import { z } from 'zod';
import { pluralNoun } from '../chronicle/pick';
import { entityId, longText, nameField } from './fields';
import { forward, otherSystemId, systemOf } from './by-system';
import { ORDERS_OMENS_ID } from '../systems/registry';
import type { BattleSummary as SeamBattleSummary, BattleResult as SeamBattleResult } from '../systems/game-system';
import type { StateDelta } from '../systems/state-delta';

/**
 * The battle contract of every game system other than Orders & Omens (whose shapes stay in
 * `battles.ts`). The calls are the same `battles.*` calls, discriminated by `system`: the
 * system's own `setupSchema` and `eventSchema` validate its part of the input.
 */

const playerName = nameField('Player name');

/** One seat at the table as the set-up form chooses it: a player of the campaign (or a guest by name) and the forces they bring. */
export const SystemBattleSideInput = z
  .strictObject({
    playerId: entityId.optional(),
    playerName: playerName.optional(),
    armyIds: z.array(entityId, { error: 'Forces must be a list of army ids' }).max(12, { error: 'At most 12 forces on one side' }).default([]),
  })
  .refine((side) => side.playerId !== undefined || side.playerName !== undefined, { error: 'Choose a player for each side, or type a guest’s name', path: ['playerId'] });

export const CreateSystemBattleInput = z
  .strictObject({
    system: otherSystemId,
    campaignId: entityId,
    name: nameField('Battle name'),
    notes: longText('Scenario notes').default(''),
    sides: z.array(SystemBattleSideInput, { error: 'Sides must be a list' }).min(1, { error: 'Choose the sides' }).max(10, { error: 'At most 10 sides' }),
    setup: z.unknown(),
  })
  .transform((input, ctx) => {
    const system = systemOf(input);
    const { min, max } = system.battle.sides;
    if (input.sides.length < min || input.sides.length > max) {
      ctx.addIssue({ code: 'custom', message: `${system.name} battles have ${min === max ? min : `${min} to ${max}`} sides; ${input.sides.length} chosen`, path: ['sides'], input: input.sides });
      return z.NEVER;
    }
    const forces = system.battle.forcesPerSide;
    for (const [index, side] of input.sides.entries()) {
      if (side.armyIds.length < forces.min || side.armyIds.length > forces.max) {
        const wanted = forces.min === forces.max ? `${forces.min}` : `${forces.min} to ${forces.max}`;
        ctx.addIssue({ code: 'custom', message: `In ${system.name} each side brings ${wanted} ${forces.max === 1 ? system.terms.force : pluralNoun(system.terms.force)}`, path: ['sides', index, 'armyIds'], input: side.armyIds });
        return z.NEVER;
      }
    }
    return { ...input, setup: forward(system.battle.setupSchema.safeParse(input.setup ?? {}), ctx, ['setup']) };
  });

export const AppendSystemEventInput = z
  .strictObject({ battleId: entityId, system: otherSystemId, event: z.unknown(), expectedCount: z.number().int().min(0) })
  .transform((input, ctx) => {
    const rules = systemOf(input).battle;
    return { ...input, event: forward((rules.newEventSchema ?? rules.eventSchema).safeParse(input.event), ctx, ['event']) };
  });

/** A force as it went into the battle. */
export const BattleForceOut = z.object({ armyId: z.string().nullable(), name: z.string() });

/** One seat at the table, for every system (Orders & Omens' A and B included). */
export const BattlePlayerOut = z.object({ side: z.string(), playerId: z.string().nullable(), playerName: z.string(), colour: z.string().nullable(), forces: z.array(BattleForceOut) });
export type BattlePlayerOut = z.infer<typeof BattlePlayerOut>;

/** A finished battle in words any screen can show without knowing the system. */
export const BattleOutcomeOut = z.object({
  /** Player names of the winning side(s); empty for a draw. */
  winners: z.array(z.string()),
  draw: z.boolean(),
  /** "Strategic Victory", "victory": what the win is called in this system. */
  victoryName: z.string(),
  /** The decisive kind of victory where another side took it than the winner, or in a draw (Orders & Omens' Strategic Victory by concession). */
  decisiveWin: z.object({ victoryName: z.string(), winners: z.array(z.string()) }).optional(),
  /** How it ended, in the system's words ("when the agreed turns ran out"). */
  ending: z.string(),
  turns: z.number().int(),
  /** What the score is called ("VP", "wounds dealt"). */
  scoreTerm: z.string(),
  scores: z.array(z.object({ side: z.string(), playerName: z.string(), total: z.number() })),
  /** What losses are counted in ("soldiers", "wounds"). */
  lossTerm: z.string(),
  losses: z.array(z.object({ side: z.string(), playerName: z.string(), amount: z.number() })),
});
export type BattleOutcomeOut = z.infer<typeof BattleOutcomeOut>;

/** The fields every battle list item has, whatever its system. */
export const BattleListCommon = z.object({
  id: z.string(),
  campaignId: z.string(),
  systemName: z.string(),
  name: z.string(),
  notes: z.string(),
  status: z.enum(['in-progress', 'over']),
  eventCount: z.number().int(),
  players: z.array(BattlePlayerOut),
  /** Where it stands: "Turn 3 · Activation". */
  progress: z.string(),
  outcome: BattleOutcomeOut.nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});

const notOrdersOmens = z.string().refine((id) => id !== ORDERS_OMENS_ID);

export const SystemBattleListItem = BattleListCommon.extend({
  system: notOrdersOmens,
  /** The system's own summary (the seam's `BattleSummary`), kept beside the log. */
  summary: z.custom<SeamBattleSummary>(),
});
export type SystemBattleListItem = z.infer<typeof SystemBattleListItem>;

export const SystemStepOut = z.object({
  seq: z.number().int(),
  turn: z.number().int(),
  event: z.unknown(),
  /** The engine's typed outcomes for the step; the system's narrator puts them in words. */
  outcomes: z.array(z.unknown()),
  recordedAt: z.number().int(),
});
export type SystemStepOut = z.infer<typeof SystemStepOut>;

/** How many of its newest steps an opened battle carries the outcomes of (any system); the event log asks `battles.stepOutcomes` for older ones. */
export const OUTCOMES_SENT = 200;

/** A step as an opened battle lists it: `outcomes` for its newest OUTCOMES_SENT steps only. */
export const SystemLoggedStepOut = SystemStepOut.extend({
  outcomes: z.array(z.unknown()).optional(),
});
export type SystemLoggedStepOut = z.infer<typeof SystemLoggedStepOut>;

/** The typed outcomes of one older step of a battle of another system, by its number. */
export const SystemStepOutcomesRow = z.object({ seq: z.number().int(), outcomes: z.array(z.unknown()) });
export type SystemStepOutcomesRow = z.infer<typeof SystemStepOutcomesRow>;

/** A battle of any system but Orders & Omens: setup, every judged step (outcomes with the newest only), and the folded state. */
export const SystemBattleDetail = SystemBattleListItem.extend({
  setup: z.unknown(),
  rulings: z.record(z.string(), z.string()),
  state: z.unknown(),
  /** Every judged step; outcomes with the newest OUTCOMES_SENT only (see `battles.stepOutcomes`). */
  steps: z.array(SystemLoggedStepOut),
  /** The first stored step that no longer replays (an app update changed a rule): new steps are refused until it is undone. */
  brokenAt: z.object({ seq: z.number().int(), reason: z.string() }).nullable(),
});
export type SystemBattleDetail = z.infer<typeof SystemBattleDetail>;

/**
 * The answer to one recorded step of a system battle: the battle's list item (count, summary,
 * status), the new step, and what the step changed in the state — never every step or the whole
 * state, so the answer is the same size at step 5,000 as at step 50.
 * `applySystemStepAnswer` (src-shared/systems/system-step-answer.ts) folds it into the detail the screen holds.
 */
export const SystemStepAnswer = z.object({
  battle: SystemBattleListItem,
  step: SystemStepOut,
  stateDelta: z.custom<StateDelta>(),
});
export type SystemStepAnswer = z.infer<typeof SystemStepAnswer>;

export type SystemBattleResult = SeamBattleResult;
