import { and, eq } from 'drizzle-orm';
import { armies, battles, campaigns, players } from '../db/schema/index';
import type { ParsedInput } from '../../src-shared/contract';
import type { BattlePlayerOut, SystemBattleDetail, SystemBattleListItem } from '../../src-shared/contract/system-battles';
import type { RulingChoices } from '../../src-shared/rules/ruling';
import type { AnyGameSystem, BattleSummary, ChosenSide } from '../../src-shared/systems/game-system';
import { requireSystem, sideKeysFor } from '../../src-shared/systems/registry';
import { describeProgress, describeResult } from '../../src-shared/systems/outcome';
import { replaySystemLog, turnOfStep, type Replayed } from '../../src-shared/systems/replay';
import type { ServiceContext } from './context';
import type { DbOrTx } from './army-store';
import { campaignLibrariesOf } from './library-store';
import { readSystemRoster, systemNameOf } from './system-forces';
import { systemRulings } from './system-rulings';
import { deleteLastStep, insertStep, readSteps } from './system-battle-log';
import { notFound, ServiceError } from './service-error';

/**
 * Battles of every game system but Orders & Omens. The battle row keeps the setup (forces copied
 * as they stood), the rulings it is played under and the summary of its fold; the steps live in
 * the battle's log. Every step is judged by the system's `battle.apply` with the battle's rulings.
 */

export type BattleRow = typeof battles.$inferSelect;

type Folded = Replayed;

function playersOf(row: BattleRow): BattlePlayerOut[] {
  const stored = JSON.parse(row.sidesJson) as unknown;
  return Array.isArray(stored) ? (stored as BattlePlayerOut[]).map((seat) => ({ ...seat, playerId: seat.playerId ?? null })) : [];
}

export function systemListItem(row: BattleRow): SystemBattleListItem {
  const system = requireSystem(row.system);
  const summary = JSON.parse(row.summaryJson) as BattleSummary;
  const seats = playersOf(row);
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

function detailOf(row: BattleRow, folded: Folded): SystemBattleDetail {
  return {
    ...systemListItem(row),
    setup: JSON.parse(row.setupJson) as unknown,
    rulings: JSON.parse(row.rulingsJson) as Record<string, string>,
    state: folded.state,
    steps: folded.steps.map((step) => ({ ...step, outcomes: [...step.outcomes] })),
    brokenAt: folded.brokenAt,
  };
}

function loadRow(db: DbOrTx, id: string): BattleRow {
  const row = db.select().from(battles).where(eq(battles.id, id)).get();
  if (!row) throw notFound('Battle', id);
  return row;
}

function foldRow(db: DbOrTx, row: BattleRow): Folded {
  const system = requireSystem(row.system);
  return replaySystemLog(system, JSON.parse(row.setupJson), JSON.parse(row.rulingsJson) as RulingChoices, readSteps(db, row.id));
}

export function getSystemBattle(ctx: ServiceContext, row: BattleRow): SystemBattleDetail {
  return detailOf(row, foldRow(ctx.db, row));
}

interface Seat {
  readonly chosen: ChosenSide;
  readonly out: BattlePlayerOut;
}

/** The player of each side and the forces they bring, as they stand now (copied into the setup). */
function chooseSeats(db: DbOrTx, system: AnyGameSystem, input: ParsedInput<'battles.create'> & { sides: readonly { playerId?: string; playerName?: string; armyIds: readonly string[] }[] }): Seat[] {
  const keys = sideKeysFor(system, input.sides.length);
  const usedArmies = new Set<string>();
  return input.sides.map((side, index) => {
    let playerName = side.playerName ?? '';
    let colour: string | null = null;
    if (side.playerId !== undefined) {
      const player = db.select({ name: players.name, colour: players.colour, campaignId: players.campaignId }).from(players).where(eq(players.id, side.playerId)).get();
      if (!player || player.campaignId !== input.campaignId) throw new ServiceError('not_found', `Player ${side.playerId} does not play in this campaign`, `sides.${index}.playerId`);
      playerName = player.name;
      colour = player.colour;
    }
    const forces = side.armyIds.map((armyId, f) => {
      const path = `sides.${index}.armyIds.${f}`;
      if (usedArmies.has(armyId)) throw new ServiceError('rejected', `A ${system.terms.force} can fight on one side only`, path);
      usedArmies.add(armyId);
      const army = db.select().from(armies).where(and(eq(armies.id, armyId), eq(armies.campaignId, input.campaignId))).get();
      if (!army) throw new ServiceError('not_found', `That ${system.terms.force} is not one of this campaign's`, path);
      if (army.system !== system.id) throw new ServiceError('rejected', `${army.name} was built for ${systemNameOf(army.system)}, not ${system.name}`, path);
      if (!army.battleReady) {
        throw new ServiceError('rejected', `${army.name} has ${army.problemCount} problem${army.problemCount === 1 ? '' : 's'} to fix before it can take the field`, path);
      }
      return { armyId: army.id, name: army.name, roster: readSystemRoster(system, army) };
    });
    const key = keys[index]!;
    return {
      chosen: { side: key, playerName, forces },
      out: { side: key, playerId: side.playerId ?? null, playerName, colour, forces: forces.map((force) => ({ armyId: force.armyId, name: force.name })) },
    };
  });
}

/** A path the system gave for a setup refusal, as the caller sent it: `sides.…` as is, anything else under `setup`. */
function setupPath(path: string | undefined): string {
  if (!path) return 'setup';
  return path.startsWith('sides') ? path : `setup.${path}`;
}

type CreateInput = Extract<ParsedInput<'battles.create'>, { system: string; sides: unknown }>;

export function createSystemBattle(ctx: ServiceContext, input: CreateInput): SystemBattleDetail {
  const system = requireSystem(input.system);
  return ctx.store.sqlite.transaction(() => {
    const campaign = ctx.db.select({ houseRules: campaigns.houseRules }).from(campaigns).where(eq(campaigns.id, input.campaignId)).get();
    if (!campaign) throw notFound('Campaign', input.campaignId);
    const rulings = systemRulings(system, JSON.parse(campaign.houseRules) as RulingChoices);
    const seats = chooseSeats(ctx.db, system, input);
    const libraries = campaignLibrariesOf(ctx.db, input.campaignId, system, ctx.now);
    const now = ctx.now();
    const built = system.battle.buildSetup(
      input.setup,
      seats.map((seat) => seat.chosen),
      { now: new Date(now).toISOString(), rulings, libraries },
    );
    if (!built.ok) throw new ServiceError('rejected', built.reason, setupPath(built.path));
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
      summaryJson: JSON.stringify(summary),
      createdAt: now,
      updatedAt: now,
    };
    ctx.db.insert(battles).values(row).run();
    return detailOf(row, { state, steps: [], brokenAt: null });
  })();
}

function checkCount(row: BattleRow, expectedCount: number): void {
  if (expectedCount !== row.eventCount) {
    throw new ServiceError('conflict', `This battle changed elsewhere (it has ${row.eventCount} steps, this screen knew ${expectedCount}); reload it`);
  }
}

function writeSummary(db: DbOrTx, row: BattleRow, summary: BattleSummary, eventCount: number, now: number): BattleRow {
  const changes = { eventCount, status: summary.status === 'over' ? ('over' as const) : ('in-progress' as const), summaryJson: JSON.stringify(summary), updatedAt: now };
  db.update(battles).set(changes).where(eq(battles.id, row.id)).run();
  return { ...row, ...changes };
}

type AppendInput = Extract<ParsedInput<'battles.append'>, { system: string; event: unknown }>;

/** Judges one step against the folded state; a refusal carries the engine's reason and writes nothing. */
export function appendSystemEvent(ctx: ServiceContext, input: AppendInput): SystemBattleDetail {
  return ctx.store.sqlite.transaction(() => {
    const row = loadRow(ctx.db, input.battleId);
    if (row.system !== input.system) throw new ServiceError('rejected', `This battle is played in ${requireSystem(row.system).name}, not ${requireSystem(input.system).name}`, 'system');
    checkCount(row, input.expectedCount);
    const system = requireSystem(row.system);
    const rulings = JSON.parse(row.rulingsJson) as RulingChoices;
    const folded = foldRow(ctx.db, row);
    if (folded.brokenAt) {
      throw new ServiceError('rejected', `Step ${folded.brokenAt.seq} no longer follows the rules (${folded.brokenAt.reason}); undo back to step ${folded.brokenAt.seq - 1} before recording more`);
    }
    const applied = system.battle.apply(folded.state, input.event, rulings);
    if (!applied.ok) throw new ServiceError('rejected', applied.reason, 'event');
    const seq = row.eventCount + 1;
    const recordedAt = ctx.now();
    insertStep(ctx.db, row.id, { seq, type: (input.event as { type: string }).type, event: input.event, recordedAt });
    const updated = writeSummary(ctx.db, row, system.battle.summary(applied.state, rulings), seq, recordedAt);
    const step = { seq, turn: turnOfStep(system, folded.state, applied.state, rulings), event: input.event, outcomes: applied.outcomes, recordedAt };
    return detailOf(updated, { state: applied.state, steps: [...folded.steps, step], brokenAt: null });
  })();
}

export function undoSystemEvent(ctx: ServiceContext, row: BattleRow, expectedCount: number): SystemBattleDetail {
  return ctx.store.sqlite.transaction(() => {
    const current = loadRow(ctx.db, row.id);
    if (current.eventCount === 0) throw new ServiceError('rejected', 'There is nothing to undo: the battle has no recorded steps yet');
    checkCount(current, expectedCount);
    deleteLastStep(ctx.db, current.id);
    const system = requireSystem(current.system);
    const folded = foldRow(ctx.db, current);
    const updated = writeSummary(ctx.db, current, system.battle.summary(folded.state, JSON.parse(current.rulingsJson) as RulingChoices), current.eventCount - 1, ctx.now());
    return detailOf(updated, folded);
  })();
}
