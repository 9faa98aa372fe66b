import { validateDice } from '../../../dice';
import { listOf } from '../../narrator/words';
import { ACTIONS_PER_TURN } from '../../mystics';
import { refuse, type Step } from '../draft';
import type { Order66EventOf } from '../events';
import { endActivation } from '../flow';
import { playersWithUnits, playerName, unactivatedUnits, unitName } from '../queries';
import type { Order66State } from '../state';

/** The roll-off and activations: "each player rolls D6. Highest roller picks one of their unactivated units" (L76–L80). */

export function rollOff(step: Step, event: Order66EventOf<'roll-off'>): void {
  const { d, rules } = step;
  const state = d as Order66State;
  if (d.phase !== 'roll-off') refuse(d.phase === 'pick' ? `${playerName(state, d.picker!)} won the roll-off and picks a unit now` : 'Finish the activation before the next roll-off');
  const rolled = Object.keys(event.rolls);
  const missing = d.rollOff.filter((side) => !rolled.includes(side));
  if (missing.length > 0) refuse(`A roll is missing for ${listOf(missing.map((side) => playerName(state, side)))}`);
  const extra = rolled.filter((side) => !d.rollOff.includes(side));
  if (extra.length > 0) {
    const known = extra.filter((side) => d.setup.sides.some((entry) => entry.side === side));
    if (known.length < extra.length) refuse('A roll names a player who is not in this battle');
    refuse(`${listOf(known.map((side) => playerName(state, side)))} does not roll now: only players ${d.rollOff.length < playersWithUnits(state, rules).length ? 'in the tie' : 'with a unit left to activate'} roll`);
  }
  const totals: Record<string, number> = {};
  for (const side of d.rollOff) {
    const roll = event.rolls[side]!;
    const problem = roll.sides === 6 ? validateDice(roll, 1) : { message: 'the roll-off is a D6' };
    if (problem) refuse(`${playerName(state, side)}'s roll: ${problem.message}`);
    totals[side] = roll.faces[0]!;
  }
  const best = Math.max(...Object.values(totals));
  const top = d.rollOff.filter((side) => totals[side] === best);
  if (top.length === 1) {
    step.out.push({ code: 'roll-off-won', side: top[0]!, rolls: totals });
    d.phase = 'pick';
    d.picker = top[0]!;
    d.rollOff = [];
    d.rollOffTie = false;
    return;
  }
  const rerolling = rules.rollOffTies === 'tied-reroll' ? top : [...playersWithUnits(state, rules)];
  step.out.push({ code: 'roll-off-tied', sides: top, rolls: totals, rerolling });
  d.rollOff = rerolling;
  d.rollOffTie = true;
}

export function activate(step: Step, event: Order66EventOf<'activate'>): void {
  const { d, rules } = step;
  const state = d as Order66State;
  if (d.phase !== 'pick' || d.picker === null) refuse(d.phase === 'roll-off' ? 'Roll off first: the highest roller picks a unit' : 'A unit is already acting; end its activation first');
  const picker = d.picker;
  const units = unactivatedUnits(state, rules);
  const unit = units.find((candidate) => candidate.id === event.unitId);
  if (!unit) refuse(`${playerName(state, picker)} has no such unit waiting to activate`);
  if (unit.pickBy !== picker) refuse(`${unitName(state, unit)} is not ${playerName(state, picker)}'s to activate`);
  step.out.push({ code: 'unit-activated', side: picker, unitId: unit.id, modelIds: [...unit.modelIds] });
  const controlled: Record<string, string> = {};
  for (const id of unit.modelIds) {
    const model = d.models[id]!;
    model.activated = true;
    if (rules.jump === 'as-action') model.jumping = false;
    if (model.choke && (model.choke.dueTurn === null || model.choke.dueTurn === d.turn)) {
      step.out.push({ code: 'activation-lost', modelId: id, casterId: model.choke.casterId });
      model.actionsUsed = ACTIONS_PER_TURN;
      model.record.activationsLost += 1;
      model.choke = null;
      model.control = null;
    } else if (model.control && model.control.fromTurn <= d.turn) {
      controlled[id] = model.control.by;
      step.out.push({ code: 'activation-controlled', modelId: id, by: model.control.by, casterId: model.control.casterId });
    }
  }
  d.phase = 'activation';
  d.picker = null;
  d.activation = { unitId: unit.id, pickedBy: picker, modelIds: [...unit.modelIds], controlled };
}

export function endActivationEarly(step: Step, event: Order66EventOf<'end-activation'>): void {
  if (step.d.phase !== 'activation') refuse('No unit is acting');
  const acting = step.d.activation!;
  if (event.unitId !== undefined && event.unitId !== acting.unitId) {
    const state = step.d as Order66State;
    const unit = { id: acting.unitId, pickBy: acting.pickedBy, owner: state.models[acting.modelIds[0]!]!.side, modelIds: acting.modelIds };
    refuse(`${unitName(state, unit)} is acting; only that activation can end now`);
  }
  endActivation(step, true);
}
