import { ACTION_LABELS } from '../battle/actions';
import type { Event1999 } from '../battle/events';
import { facesOf } from '../mechanics/roll';
import { listOf, type Names } from './names';

/** What a step was, for the undo bar: short, in the players' terms. */
export function describeEvent(e: Event1999, names: Names): string {
  switch (e.type) {
    case 'deployment-order-rolled':
      return 'Roll for who deploys first';
    case 'deployment-markers':
      return 'Deployment markers placed and chosen';
    case 'card-deployed':
      return `Deploy ${names.ownedUnit(e.unitId)}`;
    case 'guerilla-tactics-rolled':
      return `Guerilla Tactics for ${names.unit(e.unitId)}: ${e.roll.faces.join(', ')}`;
    case 'forces-revealed':
      return 'Cards turned face up, models placed';
    case 'reinforcement-substituted':
      return `Substitute the cards of ${names.unit(e.unitId)}`;
    case 'order-of-play-rolled':
      return 'Roll for the Order of play';
    case 'unit-nominated':
      return `Nominate ${names.ownedUnit(e.unitId)}${e.entry ? ' (entering)' : ''}`;
    case 'reinforcements-held':
      return 'Hold Reinforcement Units back';
    case 'instability-rolled':
      return `Instability roll for ${names.card(e.cardId)}: ${facesOf(e.roll).join(', ')}`;
    case 'action-declared':
      return e.action ? `Declare ${ACTION_LABELS[e.action]}` : `Declare ${listOf((e.perCard ?? []).map((p) => `${ACTION_LABELS[p.action]} for ${names.card(p.cardId)}`))}`;
    case 'model-moved':
      return `Move ${names.card(e.cardId)} ${e.distanceCm} cm`;
    case 'disengage-rolled':
      return `${names.model({ cardId: e.cardId, model: e.model })} tries to leave contact${e.enemies ? ` with ${listOf(e.enemies.map(names.model))}` : ''}`;
    case 'shot':
      return `${names.model(e.shooter)} shoots ${names.model(e.target)} with ${e.weapon}`;
    case 'assault':
      return `${names.model(e.attacker)} assaults ${names.model(e.target)}${e.weapon ? ` with ${e.weapon}` : ' unarmed'}`;
    case 'indirect':
      return `${names.model(e.shooter)} fires ${e.weapon} at ${e.guessedRangeCm} cm`;
    case 'special-action':
      return `${names.card(e.cardId)}: ${e.ability}`;
    case 'activation-ended':
      return 'End the Action';
    case 'chain-of-command':
      return `${names.unit(e.unitId)}: Chain of Command ${e.broken ? 'broken' : 'restored'}`;
    case 'effect-applied':
      return `Card effect: ${e.effect}`;
    case 'territory-judged':
      return 'Measure to the centre';
    case 'who-is-right':
      return `Opposed roll on a rule you cannot agree on: ${e.question}`;
    case 'roll-off':
      return 'Roll off the tie';
    case 'surrendered':
      return `${names.player(e.side)} surrenders`;
  }
}
