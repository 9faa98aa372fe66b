import type { ChartId } from './charts';
import type { ClassifiedObjectiveId } from './objectives';
import type { ScenarioId } from './scenarios';

export interface DrawnObjective {
  readonly chart: ChartId;
  readonly result: number;
  readonly objective: ClassifiedObjectiveId;
  readonly name: string;
}

export interface Redraw {
  readonly replaced: DrawnObjective;
  readonly reason: string;
  readonly at: string;
}

export interface ClassifiedDraw {
  readonly id: string;
  readonly player: string;
  readonly drawnAt: string;
  readonly current: DrawnObjective;
  /** Null while hidden from the table. */
  readonly revealedAt: string | null;
  readonly achievedAt: string | null;
  /** Earlier results this draw replaced, oldest first. */
  readonly redraws: readonly Redraw[];
}

export interface BattleDraws {
  readonly battleId: string;
  readonly scenario: ScenarioId;
  readonly players: readonly [string, string];
  readonly draws: Readonly<Record<string, ClassifiedDraw>>;
  readonly drawOrder: readonly string[];
}

export interface ClassifiedState {
  readonly battles: Readonly<Record<string, BattleDraws>>;
}

export const EMPTY_CLASSIFIED: ClassifiedState = { battles: {} };
