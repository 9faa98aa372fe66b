import type { Applied } from '../../../systems/game-system';
import type { RulingChoices } from '../../ruling';
import { rulingsInPlay } from '../rulings-in-play';
import { draftOf, StepRefused, type Ctx, type Draft } from './draft';
import type { Event1999, EventOf, EventType1999 } from './events';
import { indexOf } from './setup-index';
import type { Outcome1999 } from './outcomes';
import type { State1999 } from './state';
import { assault, shot } from './handlers/attacks';
import { actionDeclared } from './handlers/declare';
import { indirect } from './handlers/indirect';
import { instabilityRolled } from './handlers/instability';
import { disengageRolled } from './handlers/leave-contact';
import { modelMoved } from './handlers/movement';
import { effectApplied, rollOff, surrendered, territoryJudged, whoIsRight } from './handlers/outcome';
import { cardDeployed, deploymentMarkers, deploymentOrderRolled, forcesRevealed, guerillaTacticsRolled } from './handlers/prebattle';
import { specialAction } from './handlers/special';
import { reinforcementSubstituted } from './handlers/substitution';
import { activationEnded, chainOfCommand, orderOfPlayRolled, reinforcementsHeld, unitNominated } from './handlers/turn';

type Handler<T extends EventType1999> = (d: Draft, e: EventOf<T>, ctx: Ctx) => void;

const HANDLERS: { readonly [T in EventType1999]: Handler<T> } = {
  'deployment-order-rolled': deploymentOrderRolled,
  'deployment-markers': deploymentMarkers,
  'card-deployed': cardDeployed,
  'guerilla-tactics-rolled': guerillaTacticsRolled,
  'forces-revealed': forcesRevealed,
  'reinforcement-substituted': reinforcementSubstituted,
  'order-of-play-rolled': orderOfPlayRolled,
  'unit-nominated': unitNominated,
  'reinforcements-held': reinforcementsHeld,
  'instability-rolled': instabilityRolled,
  'action-declared': actionDeclared,
  'model-moved': modelMoved,
  'disengage-rolled': disengageRolled,
  shot,
  assault,
  indirect,
  'special-action': specialAction,
  'activation-ended': activationEnded,
  'chain-of-command': chainOfCommand,
  'effect-applied': effectApplied,
  'territory-judged': territoryJudged,
  'who-is-right': whoIsRight,
  'roll-off': rollOff,
  surrendered,
};

/** Steps that belong to a Unit's Action: refused when no Action is under way. */
const DURING_ACTION: ReadonlySet<EventType1999> = new Set(['instability-rolled', 'action-declared', 'model-moved', 'disengage-rolled', 'shot', 'assault', 'indirect', 'special-action', 'activation-ended']);

/**
 * The 1999 battle reducer: the next state and what happened, or the reason the step is refused
 * (the state is then untouched). Pure: the same state, step and rulings always give the same answer.
 */
export function apply(state: State1999, event: Event1999, choices: RulingChoices = {}): Applied<State1999, Outcome1999> {
  const handler = HANDLERS[event?.type] as Handler<EventType1999> | undefined;
  if (!handler) return { ok: false, reason: 'This is not a step of a 1999 battle' };
  if (state.stage === 'over') return { ok: false, reason: 'The battle is over' };
  if (DURING_ACTION.has(event.type) && state.stage !== 'activation') return { ok: false, reason: 'no Unit is acting now' };
  const ctx: Ctx = { rulings: rulingsInPlay(choices), index: indexOf(state.setup), out: [] };
  const draft = draftOf(state);
  try {
    handler(draft, event, ctx);
  } catch (error) {
    if (error instanceof StepRefused) return { ok: false, reason: error.message };
    throw error;
  }
  return { ok: true, state: draft as State1999, outcomes: ctx.out };
}

export interface Replayed {
  readonly state: State1999;
  readonly outcomes: readonly (readonly Outcome1999[])[];
  /** The first refused step, when the log no longer replays (a house rule changed, say). */
  readonly refused: { readonly index: number; readonly reason: string } | null;
}
