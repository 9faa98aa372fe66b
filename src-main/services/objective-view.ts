import {
  CLASSIFIED_CHARTS,
  EMPTY_CLASSIFIED,
  SCENARIOS,
  achievedCounts,
  objectiveText,
  ownDraws,
  publicDraws,
  scoreScenario,
  type ClassifiedObjectiveTexts,
  type ClassifiedState,
  type DrawnObjective,
  type ObjectiveSideScore,
  type ScenarioId,
  type ScenarioReport,
} from '../../src-shared/rules';
import type { RulingChoices } from '../../src-shared/rules/ruling';
import { withAssumedRetreatTurn } from '../../src-shared/rules/infinity/scoring/assumed-retreat';
import type { OwnDrawsView, ScenarioReportInput, SessionSummary, SessionView } from '../../src-shared/contract/objectives';
import type { LoadedSession, SessionRow } from './objective-store';
import { applyStoredDrawEvent, dieSourceOf, isSealed, type StoredClassifiedEvent } from './objective-pins-seal';

function scenarioOf(row: SessionRow) {
  return SCENARIOS[row.scenario as ScenarioId];
}

function drawsOf(state: ClassifiedState, row: SessionRow) {
  const battle = state.battles[row.id];
  return battle ? battle.drawOrder.map((id) => battle.draws[id]!) : [];
}

export function sessionSummary(row: SessionRow, state: ClassifiedState): SessionSummary {
  const scenario = scenarioOf(row);
  return {
    id: row.id,
    campaignId: row.campaignId,
    name: row.name,
    scenario: scenario.id,
    scenarioName: scenario.name,
    playerA: row.playerA,
    playerB: row.playerB,
    rulings: JSON.parse(row.rulingsJson) as Record<string, string>,
    drawsMade: drawsOf(state, row).length,
    drawsNeeded: scenario.classified.count * 2,
    scored: row.reportJson !== null,
    score: scoreOf(row, state),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The Objective Points of a scored session, for lists; null until the report is in. */
function scoreOf(row: SessionRow, state: ClassifiedState): { A: number; B: number } | null {
  if (row.reportJson === null) return null;
  const scored = scoreScenario(engineReport(row, state, storedReport(row.reportJson).report), JSON.parse(row.rulingsJson) as Record<string, string>);
  return scored.ok ? { A: scored.score.sides.A.total, B: scored.score.sides.B.total } : null;
}

/** The saved report in today's shape (a Retreat! saved before the Active Turn question gets the assumed answer). */
function storedReport(json: string): { report: ScenarioReportInput; assumed: boolean } {
  return withAssumedRetreatTurn(JSON.parse(json) as ScenarioReportInput);
}

function withText(objective: DrawnObjective, texts: ClassifiedObjectiveTexts) {
  return { chart: objective.chart, result: objective.result, objective: objective.objective, name: objective.name, text: objectiveText(objective.objective, texts) };
}

/** One public line per event: a hidden draw is never named, even in a re-draw's line. */
function describe(event: StoredClassifiedEvent, before: ClassifiedState, after: ClassifiedState, row: SessionRow, numbers: ReadonlyMap<string, number>): string {
  const battle = after.battles[row.id];
  const number = (drawId: string) => `draw ${numbers.get(drawId) ?? 0}`;
  switch (event.type) {
    case 'classified-draws-opened':
      return `Classified draws opened for ${SCENARIOS[event.scenario].name}: ${event.players[0]} (Side A) against ${event.players[1]} (Side B).`;
    case 'classified-drawn': {
      const how = dieSourceOf(event) === 'rolled' ? 'an app roll with a recorded seed' : 'an entered die';
      return `${event.player} made ${number(event.drawId)} (hidden), by ${how}.`;
    }
    case 'classified-revealed': {
      const draw = battle!.draws[event.drawId]!;
      return `${event.player} revealed ${number(event.drawId)}: ${draw.current.name} (${CLASSIFIED_CHARTS[draw.current.chart].name}, D20 ${draw.current.result}).`;
    }
    case 'classified-reveal-withdrawn': {
      const previous = before.battles[row.id]?.draws[event.drawId];
      const named = previous?.revealedAt ? ` (${previous.current.name})` : '';
      return `${event.player} took back the reveal of ${number(event.drawId)}${named}; it is hidden again. Reason: ${event.reason.trim()}.`;
    }
    case 'classified-redrawn': {
      const previous = before.battles[row.id]!.draws[event.drawId]!;
      const replaced = previous.revealedAt ? `, replacing ${previous.current.name}` : '';
      return `${previous.player} re-drew ${number(event.drawId)}${replaced}. Reason: ${event.reason.trim()}. The new objective is hidden.`;
    }
    case 'classified-achieved': {
      const draw = battle!.draws[event.drawId]!;
      return `${draw.player} achieved ${draw.current.name}.`;
    }
    case 'classified-hidden-discarded': {
      const count = event.drawIds.length;
      const discarded = count === 0 ? 'no hidden objectives to discard' : `${count} hidden objective${count === 1 ? '' : 's'} discarded unseen`;
      return `${event.player} forgot their PIN: ${discarded}. Confirmed by ${event.confirmedBy.trim()}. The PIN is removed; ${event.player} draws again.`;
    }
  }
}

function eventLog(events: readonly StoredClassifiedEvent[], choices: RulingChoices, row: SessionRow): SessionView['log'] {
  let state = EMPTY_CLASSIFIED;
  // Draws are numbered in the order they were made, for good: a discarded hand leaves its numbers unused.
  const numbers = new Map<string, number>();
  return events.map((event, seq) => {
    if (event.type === 'classified-drawn' && !numbers.has(event.drawId)) numbers.set(event.drawId, numbers.size + 1);
    const applied = applyStoredDrawEvent(state, event, choices);
    const after = applied.ok ? applied.state : state;
    const entry = { seq, type: event.type, at: event.at, summary: describe(event, state, after, row, numbers) };
    state = after;
    return entry;
  });
}

/** The engine's report: what the players entered plus the achieved counts from the draws. */
export function engineReport(row: SessionRow, state: ClassifiedState, report: ScenarioReportInput): ScenarioReport {
  const achieved = achievedCounts(state, row.id);
  return { ...report, classifiedAchieved: { A: achieved[row.playerA] ?? 0, B: achieved[row.playerB] ?? 0 } } as ScenarioReport;
}

function sideScore(side: ObjectiveSideScore): NonNullable<SessionView['score']>['A'] {
  return { total: side.total, breakdown: side.breakdown.map((line) => ({ ...line })) };
}

export function sessionView({ row, events, state, choices, texts, pinned }: LoadedSession): SessionView {
  const scenario = scenarioOf(row);
  const draws = drawsOf(state, row);
  const report = row.reportJson === null ? null : (JSON.parse(row.reportJson) as ScenarioReportInput);
  const stored = row.reportJson === null ? null : storedReport(row.reportJson);
  const scored = stored === null ? null : scoreScenario(engineReport(row, state, stored.report), choices);
  return {
    session: sessionSummary(row, state),
    scenario: {
      id: scenario.id,
      number: scenario.number,
      name: scenario.name,
      lastGameRound: scenario.lastGameRound,
      mainObjectives: [...scenario.mainObjectives],
      classified: { ...scenario.classified },
    },
    players: ([['A', row.playerA], ['B', row.playerB]] as const).map(([side, name]) => {
      const own = draws.filter((draw) => draw.player === name);
      return {
        name,
        side,
        drawn: own.length,
        revealed: own.filter((draw) => draw.revealedAt !== null).length,
        achieved: own.filter((draw) => draw.achievedAt !== null).length,
        pinSet: pinned.has(name),
      };
    }),
    draws: publicDraws(state, row.id).map((draw) =>
      draw.hidden
        ? { id: draw.id, player: draw.player, hidden: true, objective: null, revealedAt: null, achievedAt: null, redrawCount: draw.redrawCount }
        : {
            id: draw.id,
            player: draw.player,
            hidden: false,
            objective: withText(draw.objective, texts),
            revealedAt: draw.revealedAt,
            achievedAt: draw.achievedAt,
            redrawCount: draw.redrawCount,
          },
    ),
    log: eventLog(events, choices, row),
    report,
    score: scored?.ok ? { A: sideScore(scored.score.sides.A), B: sideScore(scored.score.sides.B) } : null,
    scoreProblems: scored && !scored.ok ? scored.problems.map((problem) => ({ ...problem })) : [],
    retreatTurnAssumed: stored?.assumed ?? false,
  };
}

type DiceView = OwnDrawsView['draws'][number]['dice'];

/** The die behind each draw's current objective: the last drawn or re-drawn event for it. */
function currentDice(events: readonly StoredClassifiedEvent[]): Map<string, DiceView> {
  const dice = new Map<string, DiceView>();
  for (const event of events) {
    if ((event.type === 'classified-drawn' || event.type === 'classified-redrawn') && !isSealed(event)) {
      dice.set(event.drawId, { source: event.dice.source, seed: event.dice.source === 'rolled' ? event.dice.seed : null, faces: [...event.dice.faces] });
    }
  }
  return dice;
}

export function ownDrawsView({ row, state, texts, events }: LoadedSession, player: string): OwnDrawsView {
  const mine = ownDraws(state, row.id, player);
  const dice = currentDice(events);
  return {
    sessionId: row.id,
    player,
    remaining: Math.max(0, scenarioOf(row).classified.count - mine.length),
    draws: mine.map((draw) => ({
      id: draw.id,
      drawnAt: draw.drawnAt,
      objective: withText(draw.current, texts),
      dice: dice.get(draw.id)!,
      revealedAt: draw.revealedAt,
      achievedAt: draw.achievedAt,
      redraws: draw.redraws.map((redraw) => ({ replaced: withText(redraw.replaced, texts), reason: redraw.reason, at: redraw.at })),
    })),
  };
}
