import type { SideKey } from '../../../systems/game-system';
import { ACTIONS_PER_TURN } from '../mystics';
import type { RulesInPlay } from '../rules-in-play';
import { modelsOf, sideOf } from './setup';
import type { ModelState, Order66State } from './state';

/** Questions about a battle state, shared by the engine, the odds and the battle panels. */

export function modelName(state: Pick<Order66State, 'setup'>, modelId: string): string {
  return modelsOf(state.setup).find((model) => model.id === modelId)?.name ?? 'an unknown model';
}

export function playerName(state: Pick<Order66State, 'setup'>, side: SideKey): string {
  return sideOf(state.setup, side).playerName;
}

export function isStanding(model: ModelState | undefined): model is ModelState {
  return model?.status === 'standing';
}

/** Are two players on the same side of the fight (themselves, or allies under o66.allegiances)? */
export function sameSide(state: Order66State, rules: RulesInPlay, a: SideKey, b: SideKey): boolean {
  if (a === b) return true;
  return rules.allegiances === 'order-against-chaos' && sideOf(state.setup, a).allegiance === sideOf(state.setup, b).allegiance;
}

/** The player a model fights for right now: its controller during a manipulated activation. */
export function fightsFor(state: Order66State, modelId: string): SideKey {
  return state.activation?.controlled[modelId] ?? state.models[modelId]!.side;
}

/** Actions a model still has this turn: all of them before it activates, none once its activation ends. */
export function actionsLeft(model: ModelState): number {
  return Math.max(0, ACTIONS_PER_TURN - model.actionsUsed);
}

/** Luke's +1 "to dodge rolls" (o66.mystic-jump), on every roll that adds his Dodge. */
export function dodgeBonus(model: ModelState, rules: RulesInPlay): number {
  if (model.mechanic !== 'jump') return 0;
  return rules.jump === 'always' || model.jumping ? 1 : 0;
}

/** What a model adds to its roll to avoid damage: Dodge for Mystics (L94, L104, L128), nothing for Grymn. */
export function dodgeOf(model: ModelState, rules: RulesInPlay): number {
  return (model.stats?.dodge ?? 0) + dodgeBonus(model, rules);
}

/** A unit a player may pick in the roll-off, with the models that would act. */
export interface Unit {
  readonly id: string;
  /** The player who may pick it (the controller, for a manipulated model under controller-activates). */
  readonly pickBy: SideKey;
  readonly owner: SideKey;
  readonly modelIds: readonly string[];
}

function controlledNow(state: Order66State, rules: RulesInPlay, model: ModelState): boolean {
  return rules.manipulationControl === 'controller-activates' && model.control !== null && model.control.fromTurn <= state.turn;
}

function groupKey(model: ModelState, rules: RulesInPlay): string {
  if (rules.activationUnit === 'whole-force') return `${model.side}.force`;
  if (rules.activationUnit === 'troopers-together' && model.kind === 'grymn') return `${model.side}.grymn`;
  return model.id;
}

/** The units not yet activated this turn (o66.activation-unit), in seat order. */
export function unactivatedUnits(state: Order66State, rules: RulesInPlay): readonly Unit[] {
  const units = new Map<string, { pickBy: SideKey; owner: SideKey; modelIds: string[] }>();
  for (const id of state.order) {
    const model = state.models[id]!;
    if (!isStanding(model) || model.activated || state.conceded.includes(model.side)) continue;
    const carved = controlledNow(state, rules, model);
    const key = carved ? model.id : groupKey(model, rules);
    const pickBy = carved ? model.control!.by : model.side;
    if (carved && state.conceded.includes(pickBy)) continue;
    const unit = units.get(key) ?? { pickBy, owner: model.side, modelIds: [] };
    unit.modelIds.push(model.id);
    units.set(key, unit);
  }
  return [...units].map(([id, unit]) => ({ id, ...unit }));
}

/** Players who still have a unit to activate this turn, in seat order. */
export function playersWithUnits(state: Order66State, rules: RulesInPlay): readonly SideKey[] {
  const units = unactivatedUnits(state, rules);
  return state.setup.sides.map((side) => side.side).filter((side) => units.some((unit) => unit.pickBy === side));
}

/** A unit's name for players: "Meg", "Meg's Grymn Troopers", "Meg's force". */
export function unitName(state: Order66State, unit: Unit): string {
  if (unit.modelIds.length === 1) return modelName(state, unit.modelIds[0]!);
  const mystic = sideOf(state.setup, unit.owner).mystic.name;
  return unit.id.endsWith('.grymn') ? `${mystic}'s Grymn Troopers` : `${mystic}'s force`;
}

/** The players (or allegiances) still in the fight with a Mystic standing. */
export function contendersWithMystics(state: Order66State, rules: RulesInPlay): readonly (readonly SideKey[])[] {
  return contenders(state, rules, (model) => model.kind === 'mystic');
}

/** The players (or allegiances) still in the fight with any model standing. */
export function contendersWithModels(state: Order66State, rules: RulesInPlay): readonly (readonly SideKey[])[] {
  return contenders(state, rules, () => true);
}

function contenders(state: Order66State, rules: RulesInPlay, counts: (model: ModelState) => boolean): readonly (readonly SideKey[])[] {
  const alive = state.setup.sides
    .map((side) => side.side)
    .filter((side) => !state.conceded.includes(side) && state.order.some((id) => state.models[id]!.side === side && isStanding(state.models[id]) && counts(state.models[id]!)));
  return groupBySide(state, rules, alive);
}

/** Players grouped into those who win or lose together (each alone, or by allegiance). */
export function groupBySide(state: Order66State, rules: RulesInPlay, sides: readonly SideKey[]): readonly (readonly SideKey[])[] {
  const groups: SideKey[][] = [];
  for (const side of sides) {
    const group = groups.find((existing) => sameSide(state, rules, existing[0]!, side));
    if (group) group.push(side);
    else groups.push([side]);
  }
  return groups;
}
