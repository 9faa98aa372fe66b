import { eq } from 'drizzle-orm';
import type { RulingChoices } from '../../../src-shared/rules/ruling';
import { casualties, initialBattleState } from '../../../src-shared/rules/orders-omens/battle';
import type { BattleSetup, BattleState } from '../../../src-shared/rules/orders-omens/battle';
import type { LoggedStep } from '../../../src-shared/rules/orders-omens/walkthrough/walkthrough';
import type { Prebattle } from '../../../src-shared/rules/orders-omens/walkthrough/table-notes';
import type { StepOutcome, TurnPoint } from '../../../src-shared/rules/orders-omens/walkthrough/series';
import { foldStep, foldStepQuietly, seriesOf, startFold, type BattleHeader, type FoldedBattle } from '../../../src-shared/rules/orders-omens/walkthrough/step-fold';
import { vpTotal } from '../../../src-shared/rules/orders-omens/scoring/vp';
import { battles } from '../../db/schema/index';
import type { ServiceContext } from '../context';
import { createEventLog, type BrokenStep, type LogView, type OutcomesNeeded, type StoredStep } from '../event-log';
import { ServiceError } from '../service-error';
import { giveNewBattleWorldDate } from '../battle-world-date';

/** What lists and standings need without replaying: rewritten with every event. */
export interface BattleSummary {
  readonly phase: BattleState['phase'];
  readonly turn: number;
  readonly vp: { readonly A: number; readonly B: number };
  readonly casualties: { readonly A: number; readonly B: number };
  readonly result: BattleState['result'];
}

/** One stored step of a battle: number (from 1), time, the step, and its turn and chronicle lines. */
export type BattleStep = StoredStep<LoggedStep, StepOutcome>;

export interface LoadedBattle {
  readonly id: string;
  readonly setup: BattleSetup;
  readonly rulings: RulingChoices;
  /** Every stored step in order: the engine's events and the walkthrough's table notes. */
  readonly steps: readonly BattleStep[];
  /** The fold of every step that replays (all of them unless `broken`). */
  readonly state: BattleState;
  /** Terrain, entry points, recon and reveals, from the table notes. */
  readonly prebattle: Prebattle;
  /** VP and casualties per side as each turn ended, closed by the turn under way. */
  readonly series: readonly TurnPoint[];
  /** The first stored step the rules now refuse; new steps are refused until it is undone. */
  readonly broken: BrokenStep | null;
}

export function summarise(state: BattleState, rulings: RulingChoices = {}): BattleSummary {
  const tally = casualties(state, rulings).bySide;
  return {
    phase: state.phase,
    turn: state.turn,
    vp: { A: vpTotal(state.vp, 'A'), B: vpTotal(state.vp, 'B') },
    casualties: { A: tally.A.casualties, B: tally.B.casualties },
    result: state.result,
  };
}

/** Orders & Omens battles in the event-log store: the walkthrough folds each step, keeping outcomes and chart points as it goes. */
export const battleLog = createEventLog({
  noun: 'Battle',
  tables: { logs: 'battles', events: 'battle_events', logColumn: 'battle_id' },
  header: (ctx: ServiceContext, id: string): BattleHeader => {
    const row = ctx.db.select({ setupJson: battles.setupJson, rulingsJson: battles.rulingsJson }).from(battles).where(eq(battles.id, id)).get()!;
    return { setup: JSON.parse(row.setupJson) as BattleSetup, rulings: JSON.parse(row.rulingsJson) as RulingChoices };
  },
  fold: {
    initial: ({ setup }: BattleHeader) => startFold(setup),
    apply: (folded: FoldedBattle, step: LoggedStep, { rulings }: BattleHeader) => foldStep(folded, step, rulings),
    // An old step of a battle being opened: its lines are worded only when the event log asks (battles.stepOutcomes).
    quiet: (folded: FoldedBattle, step: LoggedStep, { rulings }: BattleHeader) => foldStepQuietly(folded, step, rulings),
  },
  summary: ({ walk }, { rulings }) => ({ status: walk.battle.phase === 'over' ? 'over' : 'in-progress', summary_json: JSON.stringify(summarise(walk.battle, rulings)) }),
});

function loadedOf(view: LogView<BattleHeader, FoldedBattle, LoggedStep, StepOutcome>): LoadedBattle {
  const { walk } = view.state;
  return { id: view.id, setup: view.header.setup, rulings: view.header.rulings, steps: view.steps, state: walk.battle, prebattle: walk.prebattle, series: seriesOf(view.state), broken: view.broken };
}

/** Stores a new battle; the setup must produce a valid starting state. */
export function createBattleRecord(
  ctx: ServiceContext,
  input: { campaignId: string; name: string; setup: BattleSetup; rulings: RulingChoices; notes?: string },
): LoadedBattle {
  let state: BattleState;
  try {
    state = initialBattleState(input.setup);
  } catch (error) {
    throw new ServiceError('rejected', `This battle cannot be set up: ${(error as Error).message}`);
  }
  const id = ctx.newId();
  const now = ctx.now();
  ctx.db
    .insert(battles)
    .values({
      id,
      campaignId: input.campaignId,
      name: input.name,
      setupJson: JSON.stringify(input.setup),
      rulingsJson: JSON.stringify(input.rulings),
      notes: input.notes ?? '',
      summaryJson: JSON.stringify(summarise(state, input.rulings)),
      createdAt: now,
      updatedAt: now,
    })
    .run();
  giveNewBattleWorldDate(ctx, { id, campaignId: input.campaignId });
  return loadBattle(ctx, id);
}

/**
 * The battle as stored, folded (resume after a crash is this); cached between calls. Every step's
 * outcome lines unless `need` says which are wanted (the rest are then left empty; see OutcomesNeeded).
 */
export function loadBattle(ctx: ServiceContext, battleId: string, need?: OutcomesNeeded): LoadedBattle {
  return loadedOf(battleLog.load(ctx, battleId, need));
}

/** What an undo needs of the battle before it: its state and series, none of its outcome lines. */
const NO_LINES: OutcomesNeeded = { outcomesFrom: Number.POSITIVE_INFINITY };

/**
 * Appends one confirmed step. The engine judges it against the folded state; a refusal writes
 * nothing. `expectedCount` guards against a second window appending on a stale view. The new
 * step, with its outcome, is the last of `steps`.
 */
export function appendBattleEvent(ctx: ServiceContext, battleId: string, event: LoggedStep, expectedCount?: number): LoadedBattle {
  return appendBattleStep(ctx, battleId, event, expectedCount).battle;
}

/** As `appendBattleEvent`, also giving the state and series the step was judged against, to answer with what changed. */
export function appendBattleStep(
  ctx: ServiceContext,
  battleId: string,
  event: LoggedStep,
  expectedCount?: number,
): { battle: LoadedBattle; before: { state: BattleState; series: readonly TurnPoint[] }; step: BattleStep } {
  const { view, before, added } = battleLog.append(ctx, battleId, () => event, { expectedCount });
  return { battle: loadedOf(view), before: { state: before.walk.battle, series: seriesOf(before) }, step: added[0]! };
}

/** As `undoLastBattleEvent`, also giving the state and series before the undo, to answer with what changed. */
export function undoBattleStep(ctx: ServiceContext, battleId: string, expectedCount?: number): { battle: LoadedBattle; before: { state: BattleState; series: readonly TurnPoint[] } } {
  return ctx.store.sqlite.transaction(() => {
    const before = battleLog.load(ctx, battleId, NO_LINES);
    const after = battleLog.undo(ctx, battleId, { expectedCount });
    return { battle: loadedOf(after), before: { state: before.state.walk.battle, series: seriesOf(before.state) } };
  })();
}

/** Removes the last step, or on a battle that no longer replays every step from the broken one on. */
export function undoLastBattleEvent(ctx: ServiceContext, battleId: string, expectedCount?: number): LoadedBattle {
  return loadedOf(battleLog.undo(ctx, battleId, { expectedCount }));
}
