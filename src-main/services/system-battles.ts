import { and, eq } from 'drizzle-orm';
import { armies, battles, campaigns, players } from '../db/schema/index';
import type { ParsedInput } from '../../src-shared/contract';
import { OUTCOMES_SENT, type BattlePlayerOut, type SystemBattleDetail, type SystemBattleListItem, type SystemLoggedStepOut, type SystemStepAnswer, type SystemStepOut, type SystemStepOutcomesRow } from '../../src-shared/contract/system-battles';
import { diffState } from '../../src-shared/systems/state-delta';
import type { RulingChoices } from '../../src-shared/rules/ruling';
import type { AnyGameSystem, BattleSummary, ChosenForce, ChosenSide, Libraries, SetupBuilt } from '../../src-shared/systems/game-system';
import { problemsOf } from '../../src-shared/systems/setup-refused';
import { requireSystem, sideKeysFor, systemById } from '../../src-shared/systems/registry';
import { describeProgress, describeResult } from '../../src-shared/systems/outcome';
import { turnOfStep, type Replayed } from '../../src-shared/systems/replay';
import { createEventLog, type LogView, type StoredStep } from './event-log';
import type { ServiceContext } from './context';
import type { DbOrTx } from './army-store';
import { campaignLibrariesOf } from './library-store';
import { readSystemRoster, systemNameOf } from './system-forces';
import { systemRulings } from './system-rulings';
import { giveNewBattleWorldDate } from './battle-world-date';
import { storedSummaryJson } from './stored-summary';
import { notReadyRefusal } from './not-ready-words';
import { notFound, ServiceError } from './service-error';
import { setupRefusal, type SetupFault } from './setup-refusal';

/**
 * Battles of every game system but Orders & Omens. The battle row keeps the setup (forces copied
 * as they stood), the rulings it is played under and the summary of its fold; the steps live in
 * the battle's log. Every step is judged by the system's `battle.apply` with the battle's rulings.
 */

export type BattleRow = typeof battles.$inferSelect;

interface Header {
  readonly system: string;
  readonly setup: unknown;
  readonly rulings: RulingChoices;
}

/** What a step produced, kept beside it so the event log never replays to show it. */
interface StepOutcome {
  readonly turn: number;
  readonly outcomes: readonly unknown[];
}

/**
 * Battles of the generic systems in the shared event-log store: each stored step is parsed by
 * the system's event schema and judged by its `battle.apply` under the battle's rulings.
 */
export const systemBattleLog = createEventLog({
  noun: 'Battle',
  tables: { logs: 'battles', events: 'battle_events', logColumn: 'battle_id' },
  header: (ctx: ServiceContext, id: string): Header => {
    const row = ctx.db.select({ system: battles.system, setupJson: battles.setupJson, rulingsJson: battles.rulingsJson }).from(battles).where(eq(battles.id, id)).get()!;
    return { system: row.system, setup: JSON.parse(row.setupJson) as unknown, rulings: JSON.parse(row.rulingsJson) as RulingChoices };
  },
  fold: {
    initial: (header: Header) => requireSystem(header.system).battle.initialState(header.setup, header.rulings) as unknown,
    apply: (state: unknown, event: { readonly type: string }, header: Header) => {
      const system = requireSystem(header.system);
      const parsed = system.battle.eventSchema.safeParse(event);
      if (!parsed.success) return { ok: false as const, reason: parsed.error.issues[0]?.message ?? 'the step can no longer be read' };
      const applied = system.battle.apply(state, parsed.data, header.rulings);
      if (!applied.ok) return applied;
      return { ok: true as const, state: applied.state, outcome: { turn: turnOfStep(system, state, applied.state, header.rulings, parsed.data), outcomes: applied.outcomes } satisfies StepOutcome };
    },
  },
  summary: (state, header) => {
    const system = requireSystem(header.system);
    const summary = system.battle.summary(state, header.rulings);
    return { status: summary.status === 'over' ? 'over' : 'in-progress', summary_json: storedSummaryJson(system, summary) };
  },
  refusal: (reason) => new ServiceError('rejected', reason, 'event'),
});

type View = LogView<Header, unknown, { readonly type: string }, StepOutcome>;

function playersOf(row: BattleRow): BattlePlayerOut[] {
  const stored = JSON.parse(row.sidesJson) as unknown;
  return Array.isArray(stored) ? (stored as BattlePlayerOut[]).map((seat) => ({ ...seat, playerId: seat.playerId ?? null })) : [];
}

/** A battle of a system this version does not know (a file from a newer app) is listed, never opened. */
function unknownSystem(id: string): ServiceError {
  return new ServiceError('rejected', `This battle was recorded in a game system this version of Warchronicle does not know (${id}); update the app to open it`);
}

export function systemListItem(row: BattleRow): SystemBattleListItem {
  const system = systemById(row.system);
  const summary = JSON.parse(row.summaryJson) as BattleSummary;
  const seats = playersOf(row);
  if (!system) {
    return { id: row.id, campaignId: row.campaignId, system: row.system, systemName: row.system, name: row.name, notes: row.notes, status: row.status, eventCount: row.eventCount, players: seats, progress: 'Needs a newer version of the app', outcome: null, summary, createdAt: row.createdAt, updatedAt: row.updatedAt };
  }
  return {
    id: row.id,
    campaignId: row.campaignId,
    system: row.system,
    systemName: system.name,
    name: row.name,
    notes: row.notes,
    status: row.status,
    eventCount: row.eventCount,
    players: seats,
    progress: describeProgress(summary, system.battle.stages),
    outcome: summary.result ? describeResult(summary.result, system.terms, seats) : null,
    summary,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function stepOut(step: StoredStep<{ readonly type: string }, StepOutcome>): SystemStepOut {
  return { seq: step.seq, turn: step.outcome?.turn ?? 0, event: step.event, outcomes: [...(step.outcome?.outcomes ?? [])], recordedAt: step.recordedAt };
}

/** A step as an opened battle lists it before its newest OUTCOMES_SENT: no outcomes (battles.stepOutcomes has them). */
function olderStepOut(step: StoredStep<{ readonly type: string }, StepOutcome>): SystemLoggedStepOut {
  return { seq: step.seq, turn: step.outcome?.turn ?? 0, event: step.event, recordedAt: step.recordedAt };
}

/** The steps that replay: all of them, or those before the broken one. */
function replayedSteps(view: View): View['steps'] {
  return view.broken ? view.steps.slice(0, view.broken.step - 1) : view.steps;
}

function detailOf(row: BattleRow, view: View): SystemBattleDetail {
  const replayed = replayedSteps(view);
  const firstSent = replayed.length - OUTCOMES_SENT;
  return {
    ...systemListItem(row),
    setup: view.header.setup,
    rulings: { ...view.header.rulings },
    state: view.state,
    // The screen draws the newest steps first; older outcomes are fetched when the event log reaches them.
    steps: replayed.map((step, i) => (i >= firstSent ? stepOut(step) : olderStepOut(step))),
    brokenAt: view.broken ? { seq: view.broken.step, reason: view.broken.reason } : null,
  };
}

function loadRow(db: DbOrTx, id: string): BattleRow {
  const row = db.select().from(battles).where(eq(battles.id, id)).get();
  if (!row) throw notFound('Battle', id);
  return row;
}

/** The battle's judged steps and state as the store keeps them, for the narrator. */
export function judgedSystemBattle(ctx: ServiceContext, id: string): Replayed {
  const view = systemBattleLog.load(ctx, id);
  const replayed = replayedSteps(view);
  return {
    state: view.state,
    steps: replayed.map((step) => ({ seq: step.seq, turn: step.outcome?.turn ?? 0, event: step.event, outcomes: step.outcome?.outcomes ?? [], recordedAt: step.recordedAt })),
    brokenAt: view.broken ? { seq: view.broken.step, reason: view.broken.reason } : null,
  };
}

export function getSystemBattle(ctx: ServiceContext, row: BattleRow): SystemBattleDetail {
  if (!systemById(row.system)) throw unknownSystem(row.system);
  return detailOf(row, systemBattleLog.load(ctx, row.id));
}

/** The typed outcomes of steps `fromSeq` to `toSeq`, from the battle's fold (kept from the open that listed them). */
export function systemStepOutcomes(ctx: ServiceContext, row: BattleRow, input: ParsedInput<'battles.stepOutcomes'>): SystemStepOutcomesRow[] {
  if (!systemById(row.system)) throw unknownSystem(row.system);
  const steps = replayedSteps(systemBattleLog.load(ctx, row.id));
  if (input.toSeq > steps.length) {
    throw new ServiceError('rejected', `This battle has ${steps.length} step${steps.length === 1 ? '' : 's'} that replay; there is no step ${input.toSeq}`, 'toSeq');
  }
  return steps.slice(input.fromSeq - 1, input.toSeq).map((step) => ({ seq: step.seq, outcomes: [...(step.outcome?.outcomes ?? [])] }));
}

interface Seat {
  readonly chosen: ChosenSide;
  readonly out: BattlePlayerOut;
}

/** The campaign's rulings and libraries, which judge a force as they judge it in the builder. */
interface Judging {
  readonly rulings: RulingChoices;
  readonly libraries: Libraries;
}

/** The seats as far as they could be chosen, and every reason a seat or force was refused. */
interface Seating {
  readonly seats: Seat[];
  readonly faults: SetupFault[];
}

const anArticle = (noun: string) => (/^[aeiou]/i.test(noun) ? 'An' : 'A');

/**
 * The player of each side and the forces they bring, as they stand now (copied into the setup).
 * Every refused player and force is named (a player not of the campaign or on two sides, a force
 * twice, not the campaign's, of another system, not ready), each at its own path; a refused force
 * is left out of its seat, so the system judges the rest of the set-up without it.
 */
function chooseSeats(db: DbOrTx, system: AnyGameSystem, input: ParsedInput<'battles.create'> & { sides: readonly { playerId?: string; playerName?: string; armyIds: readonly string[] }[] }, judging: Judging): Seating {
  const keys = sideKeysFor(system, input.sides.length);
  const usedArmies = new Set<string>();
  const seatedPlayers = new Set<string>();
  const faults: SetupFault[] = [];
  const seats = input.sides.map((side, index) => {
    let playerName = side.playerName ?? '';
    let colour: string | null = null;
    if (side.playerId !== undefined) {
      const path = `sides.${index}.playerId`;
      const player = db.select({ name: players.name, colour: players.colour, campaignId: players.campaignId }).from(players).where(eq(players.id, side.playerId)).get();
      if (!player || player.campaignId !== input.campaignId) {
        faults.push({ code: 'not_found', message: "That player does not play in this campaign: choose one of the campaign's players", path });
      } else {
        // Two sides of one player read "Ann" against "Ann" on every screen, score table and chronicle line.
        if (seatedPlayers.has(side.playerId)) faults.push({ code: 'rejected', message: `${player.name} already plays another side: each side needs its own player`, path });
        seatedPlayers.add(side.playerId);
        playerName = player.name;
        colour = player.colour;
      }
    }
    const forces = side.armyIds.flatMap((armyId, f) => {
      const chosen = chooseForce(db, system, input.campaignId, armyId, `sides.${index}.armyIds.${f}`, usedArmies, judging);
      if ('message' in chosen) {
        faults.push(chosen);
        return [];
      }
      return [chosen];
    });
    const key = keys[index]!;
    return {
      chosen: { side: key, playerName, forces },
      out: { side: key, playerId: side.playerId ?? null, playerName, colour, forces: forces.map((force) => ({ armyId: force.armyId, name: force.name })) },
    };
  });
  return { seats, faults };
}

/** A force of this campaign and system that is ready for battle and on no other side, or why not. */
function chooseForce(db: DbOrTx, system: AnyGameSystem, campaignId: string, armyId: string, path: string, usedArmies: Set<string>, judging: Judging): ChosenForce | SetupFault {
  if (usedArmies.has(armyId)) return { code: 'rejected', message: `${anArticle(system.terms.force)} ${system.terms.force} can fight on one side only`, path };
  usedArmies.add(armyId);
  const army = db.select().from(armies).where(and(eq(armies.id, armyId), eq(armies.campaignId, campaignId))).get();
  if (!army) return { code: 'not_found', message: `That ${system.terms.force} is not one of this campaign's`, path };
  if (army.system !== system.id) return { code: 'rejected', message: `${army.name} was built for ${systemNameOf(army.system)}, not ${system.name}`, path };
  const roster = readSystemRoster(system, army);
  if (!army.battleReady) {
    // Judged again as the builder judges it, so the refusal names what to fix.
    const problems = system.rosters?.assess(roster, judging.rulings, judging.libraries).problems ?? [];
    return { code: 'rejected', message: notReadyRefusal(army.name, problems, { count: army.problemCount }), path };
  }
  return { armyId: army.id, name: army.name, roster };
}

/** A path the system gave for a setup refusal, as the caller sent it: `sides.…` as is, anything else under `setup`. */
function setupPath(path: string | undefined): string {
  if (!path) return 'setup';
  return path.startsWith('sides') ? path : `setup.${path}`;
}

/** The seat (`sides.1`) a path is about, if any. */
const seatOf = (path: string): string | null => /^sides\.\d+/.exec(path)?.[0] ?? null;

/**
 * The system's problems with the set-up, as refusals at the caller's paths. A seat the shared
 * checks already refused a force or player of is judged by them alone: the system saw it without
 * that force and would only say so again ("brings one army").
 */
function systemFaults(refused: Extract<SetupBuilt<unknown>, { ok: false }>, seatFaults: readonly SetupFault[]): SetupFault[] {
  const refusedSeats = new Set(seatFaults.map((fault) => seatOf(fault.path)));
  return problemsOf(refused)
    .map((problem): SetupFault => ({ code: 'rejected', message: problem.reason, path: setupPath(problem.path) }))
    .filter((fault) => !refusedSeats.has(seatOf(fault.path)));
}

type CreateInput = Extract<ParsedInput<'battles.create'>, { system: string; sides: unknown }>;

export function createSystemBattle(ctx: ServiceContext, input: CreateInput): SystemBattleDetail {
  const system = requireSystem(input.system);
  return ctx.store.sqlite.transaction(() => {
    const campaign = ctx.db.select({ houseRules: campaigns.houseRules }).from(campaigns).where(eq(campaigns.id, input.campaignId)).get();
    if (!campaign) throw notFound('Campaign', input.campaignId);
    const rulings = systemRulings(system, JSON.parse(campaign.houseRules) as RulingChoices);
    const libraries = campaignLibrariesOf(ctx.db, input.campaignId, system, ctx.now);
    const { seats, faults } = chooseSeats(ctx.db, system, input, { rulings, libraries });
    const now = ctx.now();
    const built = system.battle.buildSetup(
      input.setup,
      seats.map((seat) => seat.chosen),
      { now: new Date(now).toISOString(), rulings, libraries },
    );
    // Every problem in one refusal: the seats' and forces' first, then the system's own; nothing is written.
    if (!built.ok) faults.push(...systemFaults(built, faults));
    if (faults.length > 0 || !built.ok) throw setupRefusal(faults);
    let state: unknown;
    try {
      state = system.battle.initialState(built.setup, rulings);
    } catch (error) {
      throw new ServiceError('rejected', `This battle cannot be set up: ${(error as Error).message}`, 'setup');
    }
    const summary = system.battle.summary(state, rulings);
    const row: BattleRow = {
      id: ctx.newId(),
      campaignId: input.campaignId,
      name: input.name,
      system: system.id,
      setupJson: JSON.stringify(built.setup),
      rulingsJson: JSON.stringify(rulings),
      notes: input.notes,
      sidesJson: JSON.stringify(seats.map((seat) => seat.out)),
      thirdsJson: '{}',
      status: summary.status === 'over' ? 'over' : 'in-progress',
      eventCount: 0,
      summaryJson: storedSummaryJson(system, summary),
      createdAt: now,
      updatedAt: now,
    };
    ctx.db.insert(battles).values(row).run();
    giveNewBattleWorldDate(ctx, row);
    return detailOf(row, systemBattleLog.load(ctx, row.id));
  })();
}

type AppendInput = Extract<ParsedInput<'battles.append'>, { system: string; event: unknown }>;

/**
 * Judges one step against the folded state; a refusal carries the engine's reason and writes
 * nothing. The fold is the store's cached one, so a step costs one `apply`, one insert and one
 * update however long the battle; the answer is the new step and what it changed, not the battle.
 */
export function appendSystemEvent(ctx: ServiceContext, input: AppendInput): SystemStepAnswer {
  return ctx.store.sqlite.transaction(() => {
    const found = ctx.db.select({ system: battles.system }).from(battles).where(eq(battles.id, input.battleId)).get();
    if (!found) throw notFound('Battle', input.battleId);
    if (!systemById(found.system)) throw unknownSystem(found.system);
    if (found.system !== input.system) throw new ServiceError('rejected', `This battle is played in ${requireSystem(found.system).name}, not ${requireSystem(input.system).name}`, 'system');
    const { view, before, added } = systemBattleLog.append(ctx, input.battleId, () => input.event as { readonly type: string }, { expectedCount: input.expectedCount });
    return {
      battle: systemListItem(loadRow(ctx.db, input.battleId)),
      step: stepOut(added[0]!),
      stateDelta: diffState(before as object, view.state as object),
    };
  })();
}

/** Removes the last step (on a log that no longer replays: every step from the broken one on). */
export function undoSystemEvent(ctx: ServiceContext, row: BattleRow, expectedCount: number): SystemBattleDetail {
  if (!systemById(row.system)) throw unknownSystem(row.system);
  return ctx.store.sqlite.transaction(() => {
    const view = systemBattleLog.undo(ctx, row.id, { expectedCount });
    return detailOf(loadRow(ctx.db, row.id), view);
  })();
}
