import { refuse, type Ctx, type Draft } from '../draft';
import type { ModelRef } from '../events';
import type { ActionKind } from '../actions';
import { ACTION_LABELS } from '../actions';
import type { ModelSteps } from '../state';
import { cardDef, modelState, unitDef } from '../queries';

type Active = NonNullable<Draft['active']>;
type Steps = Active['steps'][string];

/** The acting Unit, with its Instability rolls done and an Action declared. */
export function activeWithAction(d: Draft, ctx: Ctx): Active & { actions: Record<string, ActionKind> } {
  const active = d.active;
  if (!active) refuse('no Unit is acting; nominate one first');
  if (active.instability.length > 0) refuse(`roll Instability for ${unitDef(d, ctx, active.unitId).name} before any Action`);
  if (!active.actions) refuse(`declare ${unitDef(d, ctx, active.unitId).name}’s Action first`);
  return active as Active & { actions: Record<string, ActionKind> };
}

const FRESH: ModelSteps = { moved: false, shots: 0, assaults: 0, indirect: 0, special: false, weapon: null, disengage: null, ended: false, assaultInstead: false };

export function stepsOf(active: Active, ref: ModelRef): Steps {
  const key = `${ref.cardId}#${ref.model}`;
  return (active.steps[key] ??= { ...FRESH });
}

export function isPristine(steps: ModelSteps): boolean {
  return !steps.moved && steps.shots === 0 && steps.assaults === 0 && steps.indirect === 0 && !steps.special && steps.disengage === null;
}

/** A model of the acting Unit that may still take a step; its card's declared Action. */
export function actingModel(d: Draft, ctx: Ctx, ref: ModelRef): { active: Active & { actions: Record<string, ActionKind> }; steps: Steps; action: ActionKind; name: string } {
  const active = activeWithAction(d, ctx);
  const card = cardDef(d, ctx, ref.cardId);
  const name = modelName(card.card.name, card.models, ref.model);
  if (!active.cardIds.includes(ref.cardId)) refuse(`${name} is not acting now`);
  const model = modelState(d, ref);
  if (model.casualty) refuse(`${name} is a Casualty`);
  const steps = stepsOf(active, ref);
  if (steps.ended) refuse(`${name}’s Action has ended`);
  return { active, steps, action: active.actions[ref.cardId]!, name };
}

export function modelName(cardName: string, models: number, index: number): string {
  return models > 1 ? `${cardName} ${index + 1}` : cardName;
}

export function wrongAction(name: string, action: ActionKind, what: string): never {
  refuse(`${name} declared ${ACTION_LABELS[action]}, which does not ${what}`);
}

/**
 * "all models in the Unit that you've declared the same Action for, must perform the first step of
 * the Action before starting the next" (L391). A Charge moves, then Assaults (L513); Moving and
 * Shooting moves then shoots, or shoots then moves (L445), as the first step any of them takes sets.
 * Models Assaulting instead of their Action (L413) are not part of it.
 */
export function takeStep(active: Active, action: ActionKind, name: string, step: 'move' | 'attack'): void {
  if (action !== 'charge' && action !== 'move-and-shoot') return;
  const order = (active.stepOrder ??= {});
  const first = action === 'charge' ? 'move' : (order[action] ?? step);
  if (action === 'move-and-shoot') order[action] = first;
  if (step !== first) return;
  const group = Object.entries(active.steps).filter(([key, steps]) => active.actions?.[key.slice(0, key.lastIndexOf('#'))] === action && !steps.assaultInstead);
  const begun = group.some(([, steps]) => (first === 'move' ? steps.shots > 0 || steps.assaults > 0 : steps.moved || steps.disengage !== null));
  if (!begun) return;
  if (action === 'charge') refuse(`${name} cannot move now: in a Charge every model moves before any of them Assaults`);
  if (first === 'move') refuse(`${name} cannot move now: the Unit moved first, so every model moves before any of them shoots`);
  refuse(`${name} cannot shoot now: the Unit shot first, so every model shoots before any of them moves`);
}
