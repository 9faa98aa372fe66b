import type { DiceRoll } from '../../dice';
import type { Order66Event, Order66EventOf } from '../battle/events';
import { modelsOf, type Order66Setup } from '../battle/setup';
import { Names, listOf, plural } from './words';

/** What a step was, for the undo bar and the log ("Meg's Grymn Trooper shoots at Luke: 4 + 3"). */

function faces(roll: DiceRoll): string {
  return roll.faces.join(' + ');
}

function unitLabel(setup: Order66Setup, n: Names, unitId: string): string {
  if (modelsOf(setup).some((model) => model.id === unitId)) return n.model(unitId);
  const side = unitId.split('.')[0]!;
  return unitId.endsWith('.grymn') ? `${n.mysticOf(side)}'s Grymn Troopers` : `${n.mysticOf(side)}'s force`;
}

/** " (Sam)": the player of a model, after what the model did. */
function playerOf(setup: Order66Setup, n: Names, modelId: string): string {
  const side = modelsOf(setup).find((model) => model.id === modelId)?.side;
  return side ? ` (${n.player(side)})` : '';
}

/** "Sable's defence roll (Sam)": whose roll it was, the model and its player, as the forms name it. */
function rollBy(setup: Order66Setup, n: Names, modelId: string, what: string): string {
  return `${n.model(modelId)}'s ${what} roll${playerOf(setup, n, modelId)}`;
}

/** "Meg pushes Luke 5 squares into the Crate (Megan)"; older steps did not name who pushed what. */
function pushLine(setup: Order66Setup, n: Names, event: Order66EventOf<'push'>): string {
  const into = event.collision ? ` into ${n.thing(event.collision)}` : '';
  if (!event.modelId || !event.target) return `Push ${plural(event.squares, 'square')}${into}`;
  return `${n.model(event.modelId)} pushes ${n.thing(event.target)} ${plural(event.squares, 'square')}${into}${playerOf(setup, n, event.modelId)}`;
}

export function describeEvent(event: Order66Event, setup: Order66Setup): string {
  const n = new Names(setup);
  const m = (id: string) => n.model(id);
  switch (event.type) {
    case 'roll-off':
      return `Roll-off: ${Object.entries(event.rolls)
        .map(([side, roll]) => `${n.player(side)} ${faces(roll)}`)
        .join(', ')}`;
    case 'activate':
      return `Activate ${unitLabel(setup, n, event.unitId)}`;
    case 'end-activation':
      return event.unitId ? `End the activation of ${unitLabel(setup, n, event.unitId)}` : 'End the activation';
    case 'move':
      return `${m(event.modelId)} moves ${plural(event.squares, 'square')}${event.acrossModels ? ' across miniatures' : ''}`;
    case 'jump':
      return `${m(event.modelId)} jumps ${plural(event.squares, 'square')}`;
    case 'shoot':
      return `${m(event.modelId)} shoots at ${m(event.targetId)}: ${faces(event.roll)}${event.support.length > 0 ? ` +${event.support.length}` : ''}`;
    case 'lightning':
      return `${m(event.modelId)}'s ${n.ability(event.modelId)} at ${m(event.targetId)}: ${faces(event.roll)}`;
    case 'psychic-attack':
      return `${m(event.modelId)}'s psychic attack on ${n.thing(event.target)}: ${faces(event.roll)}`;
    case 'melee':
      return `${m(event.modelId)} attacks ${m(event.targetId)}: ${faces(event.roll)}`;
    case 'sword-master':
      return `${m(event.modelId)}'s ${n.ability(event.modelId)} on ${listOf(event.targets.map((target) => m(target.targetId)))}`;
    case 'choke':
      return `${m(event.modelId)}'s ${n.ability(event.modelId)} on ${m(event.targetId)}: ${faces(event.roll)}`;
    case 'manipulate':
      return `${m(event.modelId)}'s ${n.ability(event.modelId)} on ${m(event.targetId)}: ${faces(event.roll)}`;
    case 'defend':
      return `${event.modelId ? rollBy(setup, n, event.modelId, event.as ?? 'defence') : 'Defence roll'}: ${faces(event.roll)}`;
    case 'push':
      return pushLine(setup, n, event);
    case 'return-fire':
      return `${event.modelId ? rollBy(setup, n, event.modelId, 'return fire') : 'Return fire'}: ${faces(event.roll)}`;
    case 'decline-return-fire':
      return event.modelId ? `${m(event.modelId)} does not return fire${playerOf(setup, n, event.modelId)}` : 'No return fire';
    case 'melee-reroll':
      return event.attackerId && event.targetId
        ? `Melee re-roll: ${rollBy(setup, n, event.attackerId, 'attack')} ${faces(event.attack)} against ${rollBy(setup, n, event.targetId, 'defence')} ${faces(event.defence)}`
        : `Melee re-roll: ${faces(event.attack)} against ${faces(event.defence)}`;
    case 'concede':
      return `${n.player(event.side)} leaves the battle`;
    case 'battle-decided':
      return event.winners.length === 0 ? 'The scenario is drawn' : `The scenario goes to ${n.players(event.winners)}`;
  }
}
