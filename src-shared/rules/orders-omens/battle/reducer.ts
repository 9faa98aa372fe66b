import type { RulingChoices } from '../../ruling';
import { COPY_ON_WRITE, EventRejected, type Draft, type Drafting, type HandlerContext } from './draft';
import type { BattleEvent, BattleEventType, EventOf } from './events';
import { actionTaken, chipDrawn, chipPassed, generalAttached, generalMoved, orderRerolled, orderTested } from './handlers/activation';
import { brigadeSplit, demiBrigadesCombined } from './handlers/demi-brigades';
import { endPhase } from './handlers/end-phase';
import { generalsFateRolled } from './handlers/fate';
import { chargeDeclared, engagementEnded, meleeRound } from './handlers/melee';
import { brigadeLeftTable, fleeCollision, moraleTestCalled, moraleTested, rallyAttempted } from './handlers/morale';
import { baggageCaptured, conceded, vpCorrected } from './handlers/outcome';
import { brigadeDeployed, initiativeRolled } from './handlers/prebattle';
import { shotFired, breathAttack } from './handlers/shooting';
import { compelMoved, flyerMoved, garrisonLeft, harrierWithdrew, terrainGarrisoned } from './handlers/movement';
import { spellCast } from './handlers/spells';
import { activationStarted, messengerArrived, messengerIntercepted, regenerationRolled, strategicOrderIssued } from './handlers/strategy';
import { initialBattleState } from './initial-state';
import { battleRulings } from './rulings-in-play';
import type { OrdersOmensOutcome } from './outcomes';
import type { BattleSetup, BattleState } from './state';
import { MORALE_REASON_TEXT } from './words';

export type ApplyResult = { readonly ok: true; readonly state: BattleState; readonly outcomes: readonly OrdersOmensOutcome[] } | { readonly ok: false; readonly reason: string };

type Handler<T extends BattleEventType> = (d: Draft, e: EventOf<T>, ctx: HandlerContext) => void;

const HANDLERS: { readonly [T in BattleEventType]: Handler<T> } = {
  'initiative-rolled': initiativeRolled,
  'brigade-deployed': brigadeDeployed,
  'strategic-order-issued': strategicOrderIssued,
  'messenger-arrived': messengerArrived,
  'messenger-intercepted': messengerIntercepted,
  'regeneration-rolled': regenerationRolled,
  'activation-started': activationStarted,
  'chip-drawn': chipDrawn,
  'chip-passed': chipPassed,
  'general-moved': generalMoved,
  'general-attached': generalAttached,
  'order-tested': orderTested,
  'order-rerolled': orderRerolled,
  'spell-cast': spellCast,
  'action-taken': actionTaken,
  'brigade-split': brigadeSplit,
  'demi-brigades-combined': demiBrigadesCombined,
  'shot-fired': shotFired,
  'breath-attack': breathAttack,
  'charge-declared': chargeDeclared,
  'melee-round': meleeRound,
  'engagement-ended': engagementEnded,
  'morale-test-called': moraleTestCalled,
  'morale-tested': moraleTested,
  'rally-attempted': rallyAttempted,
  'generals-fate-rolled': generalsFateRolled,
  'brigade-left-table': brigadeLeftTable,
  'flee-collision': fleeCollision,
  'baggage-captured': baggageCaptured,
  'end-phase': endPhase,
  conceded,
  'vp-corrected': vpCorrected,
  'harrier-withdrew': harrierWithdrew,
  'terrain-garrisoned': terrainGarrisoned,
  'garrison-left': garrisonLeft,
  'flyer-moved': flyerMoved,
  'compel-moved': compelMoved,
};

/** Events allowed while Morale Tests or Fate rolls are outstanding. */
const WHILE_TESTS_PENDING: ReadonlySet<BattleEventType> = new Set(['morale-tested', 'generals-fate-rolled', 'morale-test-called', 'conceded', 'vp-corrected', 'harrier-withdrew']);

/** Compel's target "must immediately move 1D6"" (seed 002 L373): until that move is recorded, only it (or ending the battle) is taken. */
const WHILE_COMPEL_PENDING: ReadonlySet<BattleEventType> = new Set(['compel-moved', 'conceded', 'vp-corrected']);

function describePending(state: BattleState): string {
  const next = state.pending[0]!;
  const who = next.kind === 'fate' ? state.roster.generals[next.generalId]?.name : state.roster.brigades[next.brigadeId]?.name;
  return next.kind === 'fate' ? `a General's Fate roll for ${who}` : `a Morale Test for ${who} (${MORALE_REASON_TEXT[next.reason]})`;
}

const NO_RULINGS: RulingChoices = {};
const resolvedRulings = new WeakMap<RulingChoices, HandlerContext>();

/** The handler context for a campaign's choices, resolved once per choices object rather than per event. */
function contextFor(rulings: RulingChoices): HandlerContext {
  let context = resolvedRulings.get(rulings);
  if (!context) resolvedRulings.set(rulings, (context = { rulings: battleRulings(rulings), choices: rulings }));
  return context;
}

/** Why `event` cannot be applied to `state` before any handler runs, or null. */
function refusedUpFront(state: BattleState, event: BattleEvent): string | null {
  if (!HANDLERS[event?.type]) return 'This is not a step of an Orders & Omens battle';
  if (state.phase === 'over' && event.type !== 'vp-corrected') return 'The battle is over';
  if (state.pending.length > 0 && !WHILE_TESTS_PENDING.has(event.type)) return `Resolve ${describePending(state)} first`;
  const compelled = state.movement.compelled;
  if (compelled !== null && !WHILE_COMPEL_PENDING.has(event.type)) {
    return `Record the Compel move of ${state.roster.brigades[compelled]?.name ?? 'the compelled Brigade'} first: the target "must immediately move 1D6″"`;
  }
  return null;
}

/** Runs the event's handler on a fresh draft of `state`: the draft, or why the event was rejected. */
function runHandler(state: BattleState, event: BattleEvent, context: HandlerContext, drafting: Drafting): Draft | string {
  const draft = drafting.draftOf(state);
  try {
    (HANDLERS[event.type] as Handler<BattleEventType>)(draft, event, context);
  } catch (error) {
    if (error instanceof EventRejected) return error.message;
    throw error;
  }
  return draft;
}

/**
 * The battle reducer: the next state, or a rejection that leaves `state` untouched. Pure: the same
 * state, event and rulings always give the same answer.
 */
export function apply(state: BattleState, event: BattleEvent, rulings: RulingChoices = NO_RULINGS, drafting: Drafting = COPY_ON_WRITE): ApplyResult {
  const refused = refusedUpFront(state, event);
  if (refused !== null) return { ok: false, reason: refused };
  const draft = runHandler(state, event, contextFor(rulings), drafting);
  if (typeof draft === 'string') return { ok: false, reason: draft };
  const next = drafting.stateOf(draft);
  return { ok: true, state: next.state, outcomes: next.outcomes };
}

/** As `apply`, for a caller that drops the outcomes (a fold of steps nobody reads yet): they are never resolved. */
export function applyStateOnly(state: BattleState, event: BattleEvent, rulings: RulingChoices = NO_RULINGS, drafting: Drafting = COPY_ON_WRITE): { readonly ok: true; readonly state: BattleState } | { readonly ok: false; readonly reason: string } {
  const refused = refusedUpFront(state, event);
  if (refused !== null) return { ok: false, reason: refused };
  const draft = runHandler(state, event, contextFor(rulings), drafting);
  if (typeof draft === 'string') return { ok: false, reason: draft };
  return { ok: true, state: drafting.stateOnly(draft) };
}

export type ReplayResult =
  | { readonly ok: true; readonly state: BattleState }
  | { readonly ok: false; readonly state: BattleState; readonly index: number; readonly reason: string };

/**
 * The fold of a battle's events from its setup. Stops at the first rejected event. The same steps
 * as `apply`, but the outcomes, which a fold drops, are never resolved.
 */
export function replay(setup: BattleSetup, events: readonly BattleEvent[], rulings: RulingChoices = {}, drafting: Drafting = COPY_ON_WRITE): ReplayResult {
  let state = initialBattleState(setup);
  const context = contextFor(rulings);
  for (let index = 0; index < events.length; index++) {
    const event = events[index]!;
    const refused = refusedUpFront(state, event);
    if (refused !== null) return { ok: false, state, index, reason: refused };
    const draft = runHandler(state, event, context, drafting);
    if (typeof draft === 'string') return { ok: false, state, index, reason: draft };
    state = drafting.stateOnly(draft);
  }
  return { ok: true, state };
}

/** Undo is replaying without the last event. */
export function undo(setup: BattleSetup, events: readonly BattleEvent[], rulings: RulingChoices = {}): ReplayResult {
  return replay(setup, events.slice(0, -1), rulings);
}
