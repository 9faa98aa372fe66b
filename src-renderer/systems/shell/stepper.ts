import type { AnyGameSystem, BattleSummary } from '../../../src-shared/systems/game-system';
import type { RulingChoices } from '../../../src-shared/rules/ruling';

export interface StepperStage {
  readonly id: string;
  readonly label: string;
  readonly state: 'done' | 'now' | 'todo';
}

/** The stages this battle's setup and rulings can reach (all of the system's, unless it says otherwise). */
function reachableStages(system: AnyGameSystem, setup: unknown, rulings: RulingChoices, stage: string): AnyGameSystem['battle']['stages'] {
  const reachable = setup === undefined ? undefined : system.battle.stagesFor?.(setup, rulings);
  // A battle standing at a stage its setup was thought not to reach still shows where it is.
  return reachable && (reachable.some((candidate) => candidate.id === stage) || !system.battle.stages.some((candidate) => candidate.id === stage)) ? reachable : system.battle.stages;
}

/** The system's stages with the one the battle stands at; every stage is done once it is over. */
export function stepperStages(system: AnyGameSystem, summary: Pick<BattleSummary, 'stage' | 'status'>, setup?: unknown, rulings: RulingChoices = {}): readonly StepperStage[] {
  const stages = reachableStages(system, setup, rulings, summary.stage);
  const current = summary.status === 'over' ? stages.length : stages.findIndex((stage) => stage.id === summary.stage);
  return stages.map((stage, index) => ({
    id: stage.id,
    label: stage.label,
    state: current < 0 ? 'todo' : index < current ? 'done' : index === current ? 'now' : 'todo',
  }));
}

/** "Turn 3 · Activations" or "Before the battle · Deployment": where the battle stands, in words (Infinity counts Game Rounds). */
export function whereItStands(system: AnyGameSystem, summary: Pick<BattleSummary, 'stage' | 'status' | 'turn' | 'clock'>): string {
  const round = system.terms.turn;
  if (summary.status === 'over') return summary.turn <= 0 ? 'Over' : round ? `Over in ${round} ${summary.turn}` : `Over in turn ${summary.turn}`;
  const stage = system.battle.stages.find((candidate) => candidate.id === summary.stage)?.label;
  const when = summary.turn > 0 ? `${round ?? 'Turn'} ${summary.turn}` : `Before the first ${round ?? 'turn'}`;
  return [when, summary.clock, stage].filter((part): part is string => !!part).join(' · ');
}
