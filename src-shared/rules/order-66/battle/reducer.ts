import type { Applied } from '../../../systems/game-system';
import type { RulingChoices } from '../../ruling';
import { rulesInPlay } from '../rules-in-play';
import { draftOf, StepRefused, type Step } from './draft';
import { Order66EventSchema, type Order66Event, type Order66EventOf, type Order66EventType } from './events';
import { settle } from './flow';
import { concede, battleDecided } from './handlers/ending';
import { melee, swordMaster } from './handlers/melee';
import { jump, move } from './handlers/movement';
import { choke, manipulate } from './handlers/powers';
import { psychicAttack } from './handlers/psychic';
import { declineReturnFire, defend, meleeReroll, push, returnFire, waitingFor } from './handlers/reactions';
import { lightning, shoot } from './handlers/shooting';
import { activate, endActivationEarly, rollOff } from './handlers/turn';
import type { Order66Outcome } from './outcomes';
import type { Order66State } from './state';

type Handler<T extends Order66EventType> = (step: Step, event: Order66EventOf<T>) => void;

const HANDLERS: { readonly [T in Order66EventType]: Handler<T> } = {
  'roll-off': rollOff,
  activate,
  'end-activation': endActivationEarly,
  move,
  jump,
  shoot,
  lightning,
  'psychic-attack': psychicAttack,
  melee,
  'sword-master': swordMaster,
  choke,
  manipulate,
  defend,
  push,
  'return-fire': returnFire,
  'decline-return-fire': declineReturnFire,
  'melee-reroll': meleeReroll,
  concede,
  'battle-decided': battleDecided,
};

/** Steps that answer what the battle is waiting for; anything else waits until the queue is empty. */
const ANSWERS: ReadonlySet<Order66EventType> = new Set(['defend', 'push', 'return-fire', 'decline-return-fire', 'melee-reroll', 'concede']);

/**
 * The Order 66 engine: the next state and what happened, or the reason the step is refused (and
 * `state` is untouched). Pure: the same state, event and house rules always give the same answer.
 */
export function apply(state: Order66State, event: Order66Event, choices: RulingChoices = {}): Applied<Order66State, Order66Outcome> {
  const parsed = Order66EventSchema.safeParse(event);
  if (!parsed.success) return { ok: false, reason: parsed.error.issues[0]?.message ?? 'This step is not an Order 66 step' };
  if (state.phase === 'over') return { ok: false, reason: 'The battle is over' };
  const type = parsed.data.type;
  if (state.pending.length > 0 && !ANSWERS.has(type)) {
    return { ok: false, reason: `Not yet: ${waitingFor({ d: draftOf(state) }, state.pending[0]!)} comes first` };
  }
  const step: Step = { d: draftOf(state), rules: rulesInPlay(choices), out: [] };
  try {
    (HANDLERS[type] as Handler<Order66EventType>)(step, parsed.data);
    settle(step);
  } catch (error) {
    if (error instanceof StepRefused) return { ok: false, reason: error.message };
    throw error;
  }
  return { ok: true, state: step.d as Order66State, outcomes: step.out };
}

/** Folds a whole log from the setup; stops at the first refused step and says which. */
export function replay(
  initial: Order66State,
  events: readonly Order66Event[],
  choices: RulingChoices = {},
): { ok: true; state: Order66State; outcomes: readonly (readonly Order66Outcome[])[] } | { ok: false; index: number; reason: string } {
  let state = initial;
  const outcomes: (readonly Order66Outcome[])[] = [];
  for (const [index, event] of events.entries()) {
    const applied = apply(state, event, choices);
    if (!applied.ok) return { ok: false, index, reason: applied.reason };
    state = applied.state;
    outcomes.push(applied.outcomes);
  }
  return { ok: true, state, outcomes };
}
