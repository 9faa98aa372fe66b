import type { SideKey } from '../../../systems/game-system';
import { ACTIONS_PER_TURN } from '../mystics';
import type { Step } from './draft';
import { actionsLeft, contendersWithMystics, contendersWithModels, groupBySide, isStanding, playersWithUnits } from './queries';
import type { EndedBy, Order66State, Pending } from './state';

/**
 * The turn sequence (seed 000 L76–L80) and the end of the battle (o66.victory): who rolls, who
 * picks, when an activation, a turn and the battle end. Handlers call `settle` after every step.
 */

function view(step: Step): Order66State {
  return step.d as Order66State;
}

/** After a step: drop reactions nobody is left to make, end the battle or the activation when due. */
export function settle(step: Step, hint: { readonly concession?: boolean } = {}): void {
  const { d } = step;
  if (d.phase === 'over') return;
  d.pending = d.pending.filter((pending) => stillMatters(step, pending as Pending));
  if (checkVictory(step, hint.concession === true)) return;
  if (d.phase === 'activation' && d.pending.length === 0) {
    const canAct = d.activation!.modelIds.some((id) => isStanding(d.models[id]) && actionsLeft(d.models[id]!) > 0);
    if (!canAct) endActivation(step, false);
  }
}

function stillMatters(step: Step, pending: Pending): boolean {
  const standing = (id: string) => step.d.models[id]?.status === 'standing';
  switch (pending.kind) {
    case 'dodge':
      return standing(pending.shot.targetId);
    case 'resist':
      return standing(pending.power.targetId);
    case 'push':
      return pending.target.kind === 'terrain' || standing(pending.target.modelId);
    case 'return-fire':
      return standing(pending.modelId) && standing(pending.shooterId);
    case 'melee-defence':
    case 'melee-tie':
      return standing(pending.targetId);
  }
}

export function endActivation(step: Step, early: boolean): void {
  const { d } = step;
  const activation = d.activation!;
  step.out.push({ code: 'activation-ended', side: activation.pickedBy, unitId: activation.unitId, early });
  for (const id of activation.modelIds) {
    const model = d.models[id]!;
    model.actionsUsed = ACTIONS_PER_TURN;
    if (activation.controlled[id] !== undefined) model.control = null;
  }
  d.activation = null;
  advance(step);
}

/** Who acts next: a roll-off between the players with units left, or the only one left picks. */
export function advance(step: Step): void {
  const { d } = step;
  const players = playersWithUnits(view(step), step.rules);
  d.picker = null;
  d.rollOff = [];
  d.rollOffTie = false;
  if (players.length === 0) return endTurn(step);
  if (players.length === 1) {
    d.phase = 'pick';
    d.picker = players[0]!;
    step.out.push({ code: 'picks-unopposed', side: players[0]! });
    return;
  }
  d.phase = 'roll-off';
  d.rollOff = [...players];
}

function endTurn(step: Step): void {
  const { d, rules } = step;
  step.out.push({ code: 'turn-ended', turn: d.turn });
  if (rules.victory === 'turn-limit' && d.setup.turnLimit !== null && d.turn >= d.setup.turnLimit) {
    return finish(step, mostWoundsDealt(step), 'turn-limit');
  }
  d.turn += 1;
  for (const id of d.order) {
    const model = d.models[id]!;
    model.activated = false;
    model.actionsUsed = 0;
    if (model.choke && model.choke.dueTurn !== null && model.choke.dueTurn < d.turn) model.choke = null;
  }
  if (rules.reinforcements === 'replace-each-turn') reinforce(step);
  if (playersWithUnits(view(step), rules).length === 0) return finish(step, [], 'all-fell');
  step.out.push({ code: 'turn-started', turn: d.turn });
  advance(step);
}

/** o66.grymn-reinforcements: fallen Grymn Troopers of a player whose Mystic stands come back. */
function reinforce(step: Step): void {
  const { d } = step;
  for (const id of d.order) {
    const model = d.models[id]!;
    if (model.kind !== 'grymn' || model.status !== 'fallen' || d.conceded.includes(model.side)) continue;
    if (d.models[`${model.side}.mystic`]?.status !== 'standing') continue;
    model.status = 'standing';
    model.wounds = model.maxWounds;
    model.chokedBy = {};
    step.out.push({ code: 'reinforced', modelId: id });
  }
}

export function checkVictory(step: Step, byConcession: boolean): boolean {
  const state = view(step);
  const withModels = contendersWithModels(state, step.rules);
  switch (step.rules.victory) {
    case 'last-mystic-standing': {
      const withMystics = contendersWithMystics(state, step.rules);
      if (withMystics.length > 1) return false;
      if (withMystics.length === 1) finish(step, withMystics[0]!, byConcession ? 'concession' : 'last-mystic-standing');
      else finish(step, [], 'all-mystics-fell');
      return true;
    }
    case 'turn-limit':
      if (withModels.length > 1) return false;
      finish(step, byConcession && withModels.length === 1 ? withModels[0]! : mostWoundsDealt(step), byConcession ? 'concession' : 'no-opposition');
      return true;
    case 'scenario':
      if (withModels.length > 1) return false;
      finish(step, withModels[0] ?? [], byConcession ? 'concession' : withModels.length === 1 ? 'no-opposition' : 'all-fell');
      return true;
  }
}

/** o66.victory turn-limit: the players (or allegiance) whose models dealt the most wounds to enemies; a tie is a draw. */
export function mostWoundsDealt(step: Pick<Step, 'd' | 'rules'>): readonly SideKey[] {
  const state = step.d as Order66State;
  const inFight = state.setup.sides.map((side) => side.side).filter((side) => !state.conceded.includes(side));
  const groups = groupBySide(state, step.rules, inFight).map((sides) => ({
    sides,
    dealt: state.order.filter((id) => sides.includes(state.models[id]!.side)).reduce((sum, id) => sum + state.models[id]!.record.dealt, 0),
  }));
  const best = Math.max(...groups.map((group) => group.dealt));
  const top = groups.filter((group) => group.dealt === best);
  return top.length === 1 ? top[0]!.sides : [];
}

export function finish(step: Step, winners: readonly SideKey[], endedBy: EndedBy): void {
  const { d } = step;
  d.phase = 'over';
  d.activation = null;
  d.pending = [];
  d.rollOff = [];
  d.rollOffTie = false;
  d.picker = null;
  d.result = { winners: [...winners], endedBy };
  step.out.push({ code: 'battle-over', endedBy, winners: [...winners] });
}
