import { and, eq } from 'drizzle-orm';
import { armies, battles, campaigns, players } from '../../db/schema/index';
import type { ParsedInput } from '../../../src-shared/contract';
import { OUTCOMES_SENT } from '../../../src-shared/contract/battles';
import { type BattleDetail, type BattleListItem, type BattleSide, type BattleStepAnswer, type BattleUndoAnswer, type LoggedStepRow, type StepOutcomeRow } from '../../../src-shared/contract/orders-omens/battles';
import type { BattlePlayerOut } from '../../../src-shared/contract/system-battles';
import { ORDERS_OMENS_ID, requireSystem } from '../../../src-shared/systems/registry';
import { describeResult } from '../../../src-shared/systems/outcome';
import { ordersOmensResult } from '../../../src-shared/rules/orders-omens/system-result';
import type { Army } from '../../../src-shared/rules/orders-omens/types';
import type { BattleSetup, Side } from '../../../src-shared/rules/orders-omens/battle';
import type { RulingChoices } from '../../../src-shared/rules/ruling';
import { stageOf } from '../../../src-shared/rules/orders-omens/walkthrough/walkthrough';
import { diffState } from '../../../src-shared/systems/state-delta';
import type { TurnPoint } from '../../../src-shared/rules/orders-omens/walkthrough/series';
import type { ServiceContext } from '../context';
import { appendBattleStep, createBattleRecord, loadBattle, undoBattleStep, type BattleStep, type BattleSummary, type LoadedBattle } from './battle-log';
import { notFound, ServiceError } from '../service-error';
import { setupRefusal, type SetupFault } from '../setup-refusal';
import { storedResult } from '../../../src-shared/rules/orders-omens/scoring/stored-result';
import { numberObjectives } from '../../../src-shared/rules/orders-omens/prebattle/objectives';
import { gameEndProblem } from '../../../src-shared/rules/orders-omens/prebattle/game-end';
import { seatOfSide, unnamedArmyName } from '../../../src-shared/unnamed-army';
import { assessRoster } from '../../../src-shared/rules/orders-omens/army/assess';
import { notReadyRefusal } from '../not-ready-words';

/** Orders & Omens battles: set up from two armies, stepped through its own log, answered with what changed. The battles.* calls reach them through ../battles.ts. */

type BattleRow = typeof battles.$inferSelect;
type Thirds = BattleDetail['thirds'];

/** Side colours when the two players share one (or have none): the book's blue and red dice. */
const FALLBACK_COLOURS: Readonly<Record<Side, string>> = { A: '#2f5d8a', B: '#8e2a22' };
const NO_THIRDS: Thirds = { left: '', centre: '', right: '' };

function sidesOf(row: BattleRow): Record<Side, BattleSide> {
  const stored = JSON.parse(row.sidesJson) as Partial<Record<Side, BattleSide>>;
  // The setup (large for big armies) is read only for a battle stored without its sides.
  const fallback = (side: Side): BattleSide => ({ armyId: null, armyName: (JSON.parse(row.setupJson) as BattleSetup).armies[side].name ?? unnamedArmyName(seatOfSide(side)), playerName: '', colour: FALLBACK_COLOURS[side] });
  return { A: stored.A ?? fallback('A'), B: stored.B ?? fallback('B') };
}

const PHASE_LABELS: Readonly<Record<BattleSummary['phase'], string>> = { initiative: 'Initiative', deployment: 'Deployment', strategy: 'Strategy', activation: 'Activation', over: 'Over' };

function progressOf(summary: BattleSummary): string {
  if (summary.phase === 'over') return 'Over';
  return summary.turn === 0 ? `Setting up · ${PHASE_LABELS[summary.phase]}` : `Turn ${summary.turn} · ${PHASE_LABELS[summary.phase]}`;
}

/** Who owns each army of a campaign: Orders & Omens battles record the army, the player follows from it. */
export function armyPlayers(ctx: ServiceContext, campaignId: string): ReadonlyMap<string, string> {
  return new Map(ctx.db.select({ id: armies.id, playerId: armies.playerId }).from(armies).where(eq(armies.campaignId, campaignId)).all().map((a) => [a.id, a.playerId]));
}

export function ordersOmensListItem(row: BattleRow, playerOf: ReadonlyMap<string, string>): BattleListItem {
  const sides = sidesOf(row);
  const stored = JSON.parse(row.summaryJson) as BattleSummary;
  const summary: BattleSummary = { ...stored, result: storedResult(stored.result) };
  const players: BattlePlayerOut[] = (['A', 'B'] as const).map((side) => ({
    side,
    playerId: sides[side].armyId ? (playerOf.get(sides[side].armyId!) ?? null) : null,
    playerName: sides[side].playerName || sides[side].armyName,
    colour: sides[side].colour,
    forces: [{ armyId: sides[side].armyId, name: sides[side].armyName }],
  }));
  return {
    id: row.id,
    campaignId: row.campaignId,
    system: ORDERS_OMENS_ID,
    systemName: requireSystem(ORDERS_OMENS_ID).name,
    name: row.name,
    notes: row.notes,
    status: row.status,
    eventCount: row.eventCount,
    sides,
    players,
    progress: progressOf(summary),
    outcome: summary.result ? describeResult(ordersOmensResult(summary.result, summary.casualties), requireSystem(ORDERS_OMENS_ID).terms, players) : null,
    summary,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function loadRow(ctx: ServiceContext, id: string): BattleRow {
  const row = ctx.db.select().from(battles).where(eq(battles.id, id)).get();
  if (!row) throw notFound('Battle', id);
  return row;
}

function stepRow({ seq, recordedAt, event, outcome }: BattleStep): Required<LoggedStepRow> {
  return { seq, recordedAt, step: event, turn: outcome?.turn ?? 0, outcome: outcome?.outcome ?? [] };
}

/** A step as an opened battle lists it before its newest OUTCOMES_SENT: no outcome lines (battles.stepOutcomes has them). */
function olderStepRow({ seq, recordedAt, event, outcome }: BattleStep): LoggedStepRow {
  return { seq, recordedAt, step: event, turn: outcome?.turn ?? 0 };
}

function detailOf(ctx: ServiceContext, loaded: LoadedBattle): BattleDetail {
  const row = loadRow(ctx, loaded.id);
  return {
    ...ordersOmensListItem(row, armyPlayers(ctx, row.campaignId)),
    setup: loaded.setup,
    rulings: { ...loaded.rulings },
    thirds: { ...NO_THIRDS, ...(JSON.parse(row.thirdsJson) as Partial<Thirds>) },
    // The screen draws the newest lines first; older ones are fetched when the event log reaches them.
    steps: loaded.steps.map((step, i) => (i >= loaded.steps.length - OUTCOMES_SENT ? stepRow(step) : olderStepRow(step))),
    state: loaded.state,
    prebattle: loaded.prebattle,
    stage: stageOf({ battle: loaded.state, prebattle: loaded.prebattle }),
    series: [...loaded.series],
  };
}

/** An Orders & Omens battle, replayed from its log. */
export function getOrdersOmensBattle(ctx: ServiceContext, id: string): BattleDetail {
  return detailOf(ctx, loadBattle(ctx, id, { outcomesOfNewest: OUTCOMES_SENT }));
}

/** The outcome lines of steps `fromSeq` to `toSeq`, from the battle's fold (worded now for steps the open left quiet). */
export function ordersOmensStepOutcomes(ctx: ServiceContext, input: ParsedInput<'battles.stepOutcomes'>): StepOutcomeRow[] {
  const { steps } = loadBattle(ctx, input.battleId, { outcomesFrom: input.fromSeq });
  if (input.toSeq > steps.length) {
    throw new ServiceError('rejected', `This battle has ${steps.length} step${steps.length === 1 ? '' : 's'}; there is no step ${input.toSeq}`, 'toSeq');
  }
  return steps.slice(input.fromSeq - 1, input.toSeq).map(({ seq, outcome }) => ({ seq, outcome: outcome?.outcome ?? [] }));
}

interface ChosenArmy {
  readonly roster: Army;
  readonly side: BattleSide;
}

/** An army of this campaign that may be taken into battle (legal, or randomised: uneven by design), or why not. */
function chooseArmy(ctx: ServiceContext, campaignId: string, armyId: string, field: 'armyA' | 'armyB', rulings: RulingChoices): ChosenArmy | SetupFault {
  const found = ctx.db
    .select({ army: armies, playerName: players.name, colour: players.colour })
    .from(armies)
    .innerJoin(players, eq(players.id, armies.playerId))
    .where(and(eq(armies.id, armyId), eq(armies.campaignId, campaignId)))
    .get();
  if (!found) return { code: 'not_found', path: field, message: 'That army is not one of this campaign’s armies' };
  const { army } = found;
  const roster = JSON.parse(army.roster) as Army;
  if (!army.valid && !army.randomised) {
    // Judged again as the army builder judges it, so the refusal names what to fix.
    const { problems } = assessRoster(roster, rulings);
    return { code: 'rejected', path: field, message: notReadyRefusal(army.name, problems, { where: 'in the army builder', count: army.problemCount }) };
  }
  return { roster, side: { armyId: army.id, armyName: army.name, playerName: found.playerName, colour: found.colour } };
}

const isProblem = (chosen: ChosenArmy | SetupFault): chosen is SetupFault => 'message' in chosen;

export type OrdersOmensCreate = Exclude<ParsedInput<'battles.create'>, { sides: unknown }>;

/** Sets up an Orders & Omens battle; both rosters are copied as they stand, so later edits never change it. */
export function createOrdersOmensBattle(ctx: ServiceContext, input: OrdersOmensCreate): BattleDetail {
  const id = ctx.store.sqlite.transaction(() => {
    const campaign = ctx.db.select({ houseRules: campaigns.houseRules }).from(campaigns).where(eq(campaigns.id, input.campaignId)).get();
    if (!campaign) throw notFound('Campaign', input.campaignId);
    const rulings = JSON.parse(campaign.houseRules) as RulingChoices;
    const problems: SetupFault[] = [];
    const a = chooseArmy(ctx, input.campaignId, input.armyA, 'armyA', rulings);
    if (isProblem(a)) problems.push(a);
    // The same army twice is said once, at the second pick; what is wrong with the army itself is said at the first.
    const b = input.armyA === input.armyB ? ({ code: 'rejected', path: 'armyB', message: 'Choose two different armies: an army cannot fight itself' } as const) : chooseArmy(ctx, input.campaignId, input.armyB, 'armyB', rulings);
    if (isProblem(b)) problems.push(b);
    const noGameEnd = gameEndProblem(input);
    if (noGameEnd) problems.push({ code: 'rejected', path: 'turnLimit', message: noGameEnd });
    const objectives = numberObjectives(input.objectives.map((objective) => objective.name), rulings);
    if (!objectives.ok) problems.push({ code: 'rejected', path: 'objectives', message: objectives.message });
    if (problems.length > 0 || isProblem(a) || isProblem(b) || !objectives.ok) throw setupRefusal(problems);
    const sides = { A: a.side, B: { ...b.side, colour: b.side.colour === a.side.colour ? FALLBACK_COLOURS.B : b.side.colour } };
    const setup: BattleSetup = {
      armies: { A: { ...a.roster, name: a.roster.name ?? a.side.armyName }, B: { ...b.roster, name: b.roster.name ?? b.side.armyName } },
      table: { widthFeet: input.tableWidthFeet, depthFeet: input.tableDepthFeet },
      ...(input.turnLimit !== undefined ? { turnLimit: input.turnLimit } : {}),
      ...(input.timeLimitMinutes !== undefined ? { timeLimitMinutes: input.timeLimitMinutes } : {}),
      startedAt: new Date(ctx.now()).toISOString(),
      battleClockStart: input.battleClockStart,
      objectives: objectives.objectives,
      baggage: input.baggage.map((baggage, i) => ({ id: `baggage-${i + 1}`, side: baggage.side, name: baggage.name })),
    };
    const record = createBattleRecord(ctx, { campaignId: input.campaignId, name: input.name, setup, rulings, notes: input.notes });
    ctx.db
      .update(battles)
      .set({ sidesJson: JSON.stringify(sides), thirdsJson: JSON.stringify(input.thirds) })
      .where(eq(battles.id, record.id))
      .run();
    return record.id;
  })();
  return getOrdersOmensBattle(ctx, id);
}

/** How many leading chart points a step left as they were (usually all but the turn under way). */
function unchangedPoints(before: readonly TurnPoint[], after: readonly TurnPoint[]): number {
  let same = 0;
  while (same < before.length && same < after.length && JSON.stringify(before[same]) === JSON.stringify(after[same])) same++;
  return same;
}

export type OrdersOmensAppend = Exclude<ParsedInput<'battles.append'>, { system: string }>;

/** Records one step and answers with what changed (see BattleStepAnswer), so the cost does not grow with the battle. */
export function ordersOmensStepAnswer(ctx: ServiceContext, input: OrdersOmensAppend): BattleStepAnswer {
  const { battle, before, step } = appendBattleStep(ctx, input.battleId, input.event, input.expectedCount);
  return { ...changeAnswer(ctx, before, battle), step: stepRow(step) };
}

/** What a step or an undo changed: the battle's row, the state's changed fields, and the chart points from the first that changed. */
function changeAnswer(ctx: ServiceContext, before: { state: LoadedBattle['state']; series: readonly TurnPoint[] }, battle: LoadedBattle): BattleUndoAnswer {
  const from = unchangedPoints(before.series, battle.series);
  const row = loadRow(ctx, battle.id);
  return {
    battle: ordersOmensListItem(row, armyPlayers(ctx, row.campaignId)),
    stateDelta: diffState(before.state, battle.state),
    prebattle: battle.prebattle,
    stage: stageOf({ battle: battle.state, prebattle: battle.prebattle }),
    series: { from, points: battle.series.slice(from) },
  };
}

/** Takes back the last step and answers with what changed (see BattleUndoAnswer), like a step. */
export function undoOrdersOmensStep(ctx: ServiceContext, input: ParsedInput<'battles.undo'>): BattleUndoAnswer {
  const { battle, before } = undoBattleStep(ctx, input.battleId, input.expectedCount);
  return changeAnswer(ctx, before, battle);
}
