/** Infinity N3 (ITS): Classified Objective charts, secret draws, and scenario scoring. */

/** The ten Classified Objectives the charts name, and their (group-supplied) wording. */
export { CLASSIFIED_OBJECTIVES, objectiveName, objectiveText } from './objectives';
/** Objective id and the map of group-supplied card wording. */
export type { ClassifiedObjectiveId, ClassifiedObjectiveTexts } from './objectives';
/** Classified Charts MK.1–MK.4 as data, and the entry for a D20 result. */
export { CLASSIFIED_CHARTS, CHART_IDS, chartEntry } from './charts';
/** Chart shapes. */
export type { ChartId, ChartEntry, ClassifiedChart } from './charts';
/** Reads one D20 (rolled or entered) on a chart. */
export { drawFromChart } from './draw';
/** Result of `drawFromChart`. */
export type { ChartDraw } from './draw';
/** Scenario definitions: forces, game length, classified draws and points, main objectives. */
export {
  SCENARIOS,
  SCENARIO_IDS,
  MAX_OBJECTIVE_POINTS,
  ARMORY_PANOPLIES,
  SUPREMACY_QUADRANTS,
  SUPREMACY_CONSOLES,
  NIMBUS_ANTENNAE,
  NIMBUS_CONSOLES,
} from './scenarios';
/** Scenario shapes. */
export type { ScenarioId, ScenarioDefinition, ClassifiedRule } from './scenarios';
/** Scores a scenario from the players' end-of-game report, with a per-source breakdown. */
export { scoreScenario } from './scoring/score';
/** Scoring for one scenario each. */
export { scoreAnnihilation, annihilationBands } from './scoring/annihilation';
export { scoreArmory } from './scoring/armory';
export { scoreSupremacy } from './scoring/supremacy';
export { scoreNimbusZone } from './scoring/nimbus-zone';
/** Which round reports score per-round objectives under the Retreat! ruling. */
export { scoringRounds } from './scoring/rounds';
/** Report and score shapes. */
export type { ScenarioReport } from './scoring/score';
export type { AnnihilationReport } from './scoring/annihilation';
export type { ArmoryReport } from './scoring/armory';
export type { SupremacyReport, SupremacyConsole } from './scoring/supremacy';
export type { NimbusZoneReport } from './scoring/nimbus-zone';
/** Scoring shapes, named for the flat `rules` index where other systems have sides and scores too. */
export type {
  Side as InfinitySide,
  PerSide as InfinityPerSide,
  ScoreLine as ObjectiveScoreLine,
  SideScore as ObjectiveSideScore,
  ScenarioScore,
  ScoringProblem as ScenarioReportProblem,
  ScoringResult as ScenarioScoringResult,
  GameEnding as ScenarioEnding,
} from './scoring/types';
/** The secret draws state machine: apply one event, replay a log. */
export { applyDrawEvent, replayDraws } from './draws';
/** Results and rule ids of the draws state machine. */
export type { DrawsApplied, DrawsReplay, DrawRuleId } from './draws';
/** Draws events, one JSON row each. */
export type {
  ClassifiedEvent,
  DrawsOpened,
  ClassifiedDrawn,
  ClassifiedRevealed,
  ClassifiedRevealWithdrawn,
  ClassifiedHiddenDiscarded,
  ClassifiedRedrawn,
  ClassifiedAchieved,
} from './draw-events';
/** The draws state and the empty state a replay starts from. */
export { EMPTY_CLASSIFIED } from './draw-state';
/** Draws state shapes. */
export type { ClassifiedState, BattleDraws, ClassifiedDraw, DrawnObjective, Redraw } from './draw-state';
/** The table's view (hidden draws redacted), a player's own view, and achieved counts for scoring. */
export { publicDraws, ownDraws, achievedCounts } from './draw-views';
/** Shape of `publicDraws` entries. */
export type { PublicDraw } from './draw-views';
/** The Infinity rulings (house-rule toggles) and each one by name. */
export { INFINITY_RULINGS, ANNIHILATION_BANDS, RETREAT_LAST_ROUND, DUPLICATE_CLASSIFIED } from './rulings';
