import type { BattleEvent, BattleEventType } from '../battle';

/**
 * The engine's event types. A battle's log also holds the walkthrough's table notes (terrain,
 * recon...), which the engine never sees; the chronicle skips them but keeps their place in the
 * numbering, so line keys match `battle_events.seq`. Typed as a record so a new engine event
 * type fails to compile here until it is listed.
 */
const ENGINE_EVENT_TYPES: Readonly<Record<BattleEventType, true>> = {
  'initiative-rolled': true,
  'brigade-deployed': true,
  'strategic-order-issued': true,
  'messenger-arrived': true,
  'messenger-intercepted': true,
  'regeneration-rolled': true,
  'activation-started': true,
  'chip-drawn': true,
  'chip-passed': true,
  'general-moved': true,
  'general-attached': true,
  'order-tested': true,
  'order-rerolled': true,
  'spell-cast': true,
  'action-taken': true,
  'brigade-split': true,
  'demi-brigades-combined': true,
  'shot-fired': true,
  'breath-attack': true,
  'charge-declared': true,
  'melee-round': true,
  'engagement-ended': true,
  'morale-test-called': true,
  'morale-tested': true,
  'rally-attempted': true,
  'generals-fate-rolled': true,
  'brigade-left-table': true,
  'flee-collision': true,
  'baggage-captured': true,
  'end-phase': true,
  conceded: true,
  'vp-corrected': true,
  'harrier-withdrew': true,
  'terrain-garrisoned': true,
  'garrison-left': true,
  'flyer-moved': true,
  'compel-moved': true,
};

export function isEngineEvent(step: { readonly type: string }): step is BattleEvent {
  return Object.hasOwn(ENGINE_EVENT_TYPES, step.type);
}
