import type { BattleSummary } from '../../../systems/game-system';
import type { RulingChoices } from '../../ruling';
import { rulingsInPlay } from '../rulings-in-play';
import { pointsOnBattlefield } from './queries';
import { indexOf } from './setup-index';
import type { Setup1999 } from '../setup/setup-types';
import type { Stage1999, State1999 } from './state';

/** The stepper's stages in order, with their labels. */
export const STAGES_1999: readonly { readonly id: Stage1999; readonly label: string }[] = [
  { id: 'deployment-roll', label: 'Who deploys first' },
  { id: 'markers', label: 'Deployment markers' },
  { id: 'deployment', label: 'Deployment' },
  { id: 'guerilla', label: 'Guerilla Tactics' },
  { id: 'reveal', label: 'Models on the Battlefield' },
  { id: 'order-of-play', label: 'Order of play' },
  { id: 'activation', label: 'Activation Phases' },
  { id: 'territory', label: 'The centre of the Battlefield' },
  // Reached only when players tie for victory and the group settles ties by an Opposed roll (`1999.result-ties`).
  { id: 'roll-off', label: 'Tie: roll-off' },
  { id: 'over', label: 'Result' },
];

/** Only the Turn-limit and Territorial conditions compare players and can leave them tied (L261, L263); the others name one victor. */
const CAN_TIE: ReadonlySet<Setup1999['victory']['condition']> = new Set(['turn-limit', 'territorial']);

/**
 * The stages a battle set up this way can reach: markers only with more than two players
 * (L341–L343), the centre of the Battlefield only in a territorial battle, and the roll-off only
 * where a tie can happen and the group settles it by "Who is right?" (L315–L317) rather than a draw.
 */
export function stagesFor1999(setup: Setup1999, rulings: RulingChoices = {}): typeof STAGES_1999 {
  const rollOff = rulingsInPlay(rulings).resultTies === 'roll-off' && CAN_TIE.has(setup.victory.condition);
  return STAGES_1999.filter(
    (stage) => (stage.id !== 'markers' || setup.markers !== null) && (stage.id !== 'territory' || setup.victory.condition === 'territorial') && (stage.id !== 'roll-off' || rollOff),
  );
}

const SETTING_UP: ReadonlySet<Stage1999> = new Set(['deployment-roll', 'markers', 'deployment', 'guerilla', 'reveal']);

/** Where the battle stands, for lists and standings: Army Points left on the Battlefield and lost, per player. */
export function summary(state: State1999): BattleSummary {
  const index = indexOf(state.setup);
  const scores: Record<string, number> = {};
  const losses: Record<string, number> = {};
  const fallen: Record<string, number> = {};
  for (const side of index.seats) {
    // Once over, the scores the battle was judged by (they may count waiting Reinforcements, `1999.reserves-at-end`).
    scores[side] = state.result?.scores.find((score) => score.side === side)?.total ?? pointsOnBattlefield(state, { index }, side, false);
    losses[side] = state.sides[side]!.pointsLost;
    fallen[side] = state.sides[side]!.modelsLost;
  }
  return {
    status: state.stage === 'over' ? 'over' : SETTING_UP.has(state.stage) ? 'setting-up' : 'in-progress',
    // The Order of play is rolled as a Turn begins (L353): the screen's "Turn 2 · Order of play"
    // names the Turn being started, as the panel below it does, not the one just ended.
    turn: state.stage === 'order-of-play' ? state.turn + 1 : state.turn,
    stage: state.stage,
    clock: null,
    scores,
    losses,
    fallen,
    result: state.result,
  };
}
