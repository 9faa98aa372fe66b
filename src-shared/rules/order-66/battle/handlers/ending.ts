import { VICTORY } from '../../rulings/victory';
import { refuse, type Step } from '../draft';
import type { Order66EventOf } from '../events';
import { advance, checkVictory, endActivation, finish, settle } from '../flow';
import { playerName } from '../queries';
import type { Order66State } from '../state';

/** Leaving the battle, and a scenario's verdict (o66.victory). */

function knownSide(step: Step, side: string): void {
  if (!step.d.setup.sides.some((entry) => entry.side === side)) refuse('That player is not in this battle');
}

export function concede(step: Step, event: Order66EventOf<'concede'>): void {
  const { d } = step;
  knownSide(step, event.side);
  const state = d as Order66State;
  if (d.conceded.includes(event.side)) refuse(`${playerName(state, event.side)} has already left the battle`);
  d.conceded.push(event.side);
  for (const id of d.order) {
    const model = d.models[id]!;
    if (model.side === event.side && model.status === 'standing') model.status = 'withdrawn';
    if (model.control?.by === event.side) model.control = null;
  }
  step.out.push({ code: 'conceded', side: event.side });
  if (checkVictory(step, true)) return;
  if (d.phase === 'activation' && d.activation?.pickedBy === event.side) {
    d.pending = [];
    endActivation(step, true);
  } else if (d.phase === 'roll-off' || d.phase === 'pick') {
    advance(step);
  }
  settle(step, { concession: true });
}

export function battleDecided(step: Step, event: Order66EventOf<'battle-decided'>): void {
  const { d, rules } = step;
  if (rules.victory !== 'scenario') {
    const label = VICTORY.options.find((option) => option.id === rules.victory)!.label;
    refuse(`This campaign decides Order 66 battles by "${label}", not by a scenario verdict`);
  }
  const state = d as Order66State;
  const seen = new Set<string>();
  for (const side of event.winners) {
    knownSide(step, side);
    if (seen.has(side)) refuse(`${playerName(state, side)} is named twice`);
    seen.add(side);
    if (d.conceded.includes(side)) refuse(`${playerName(state, side)} left the battle and cannot win it`);
  }
  step.out.push({ code: 'battle-decided', winners: [...event.winners] });
  finish(step, event.winners, 'scenario');
}
