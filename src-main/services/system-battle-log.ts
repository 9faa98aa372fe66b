import { eq } from 'drizzle-orm';
import { battleEvents, battles } from '../db/schema/index';
import type { RulingChoices } from '../../src-shared/rules/ruling';
import type { AnyGameSystem, SystemEvent } from '../../src-shared/systems/game-system';
import { requireSystem } from '../../src-shared/systems/registry';
import { turnOfStep, type JudgedSystemStep, type Replayed } from '../../src-shared/systems/replay';
import type { DbOrTx } from './army-store';
import type { ServiceContext } from './context';
import { createEventLog, type LogView } from './event-log';
import { ServiceError } from './service-error';

/**
 * The step log of a battle of a generic system (`battle_events`, numbered from 1 like every log)
 * in the shared event-log store: the battle's own system folds it, with the battle's rulings.
 */
export interface SystemBattleHeader {
  readonly system: AnyGameSystem;
  readonly setup: unknown;
  readonly rulings: RulingChoices;
}

/** What a step produced: the turn it was played in and the engine's typed outcomes. */
export interface SystemStepOutcome {
  readonly turn: number;
  readonly outcomes: readonly unknown[];
}

export const systemBattleLog = createEventLog({
  noun: 'Battle',
  tables: { logs: 'battles', events: 'battle_events', logColumn: 'battle_id' },
  header: (ctx: ServiceContext, id: string): SystemBattleHeader => {
    const row = ctx.db.select({ system: battles.system, setupJson: battles.setupJson, rulingsJson: battles.rulingsJson }).from(battles).where(eq(battles.id, id)).get()!;
    return { system: requireSystem(row.system), setup: JSON.parse(row.setupJson) as unknown, rulings: JSON.parse(row.rulingsJson) as RulingChoices };
  },
  fold: {
    initial: ({ system, setup, rulings }: SystemBattleHeader): unknown => system.battle.initialState(setup, rulings),
    apply(state: unknown, event: SystemEvent, { system, rulings }: SystemBattleHeader) {
      // Stored steps are read back through the system's schema: an update may have changed it.
      const parsed = system.battle.eventSchema.safeParse(event);
      if (!parsed.success) return { ok: false, reason: parsed.error.issues[0]?.message ?? 'the step can no longer be read' } as const;
      const applied = system.battle.apply(state, parsed.data, rulings);
      if (!applied.ok) return { ok: false, reason: applied.reason } as const;
      const outcome: SystemStepOutcome = { turn: turnOfStep(system, state, applied.state, rulings), outcomes: applied.outcomes };
      return { ok: true, state: applied.state, outcome } as const;
    },
  },
  summary: (state, { system, rulings }) => {
    const summary = system.battle.summary(state, rulings);
    return { status: summary.status === 'over' ? 'over' : 'in-progress', summary_json: JSON.stringify(summary) };
  },
  refusal: (reason) => new ServiceError('rejected', reason, 'event'),
});

/** The store's view in the shape the system-battle services and narrator use: the steps that replay, and where it broke. */
export function replayedOf(view: LogView<SystemBattleHeader, unknown, SystemEvent, SystemStepOutcome>): Replayed {
  const good = view.broken ? view.steps.slice(0, view.broken.step - 1) : view.steps;
  const steps = good.map((step): JudgedSystemStep => ({ seq: step.seq, turn: step.outcome!.turn, event: step.event, outcomes: step.outcome!.outcomes, recordedAt: step.recordedAt }));
  return { state: view.state, steps, brokenAt: view.broken ? { seq: view.broken.step, reason: view.broken.reason } : null };
}

/** A stored step as recorded, for readers outside the store (the chronicle narrates from these). */
export interface StoredStep {
  readonly seq: number;
  readonly event: unknown;
  readonly recordedAt: number;
}

export function readSteps(db: DbOrTx, battleId: string): StoredStep[] {
  return db
    .select({ seq: battleEvents.seq, payloadJson: battleEvents.payloadJson, recordedAt: battleEvents.recordedAt })
    .from(battleEvents)
    .where(eq(battleEvents.battleId, battleId))
    .orderBy(battleEvents.seq)
    .all()
    .map((row) => ({ seq: row.seq, event: JSON.parse(row.payloadJson) as unknown, recordedAt: row.recordedAt }));
}
