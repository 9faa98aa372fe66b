import type { Od6Event } from '../battle/events';
import type { Od6Setup } from '../battle/setup';
import { agreeing } from '../text';
import { squadOf } from '../battle/setup';
import { capitalise, possessive, sideWords, squadWords } from './words';

/** What a step was, for the undo bar and the event log ("Charge by the Ice Rangers on the Goblin Archers"). */
export function describeOd6Event(event: Od6Event, setup: Od6Setup): string {
  const squad = (key: string) => squadWords(setup, key);
  const verb = (key: string, singular: string, plural: string) => agreeing(squadOf(setup, key)?.name ?? '').verb(singular, plural);
  switch (event.type) {
    case 'initiative-rolled':
      return 'Initiative rolls';
    case 'movement-order-chosen':
      return `${sideWords(setup, event.movesFirst)} moves first`;
    case 'squad-moved':
      return capitalise(`${squad(event.squad)} ${event.pace === 'stay' ? verb(event.squad, 'stays put', 'stay put') : event.pace === 'walk' ? verb(event.squad, 'walks', 'walk') : verb(event.squad, 'runs', 'run')}`);
    case 'opportunity-fire-tested':
      return capitalise(`Opportunity fire test: ${squad(event.squad)} at ${squad(event.target)}`);
    case 'charge-declared':
      return capitalise(`Charge by ${squad(event.squad)} on ${squad(event.target)}`);
    case 'charge-received':
      return 'The charged squad’s morale test';
    case 'charge-braced':
      return 'The charged squad braces';
    case 'charge-completed':
      return event.reached ? 'The charge reaches the enemy' : 'The charge falls short';
    case 'disengage-attempted':
      return capitalise(`${squad(event.squad)} ${verb(event.squad, 'tries', 'try')} to disengage`);
    case 'shots-fired':
      return capitalise(`${event.mode === 'ranged' ? 'Shots' : event.mode === 'opportunity' ? 'Opportunity fire' : 'Defensive fire'} by ${squad(event.squad)} at ${squad(event.target)}`);
    case 'siege-fired':
      return capitalise(`${possessive(squad(event.squad))} siege weapon fires`);
    case 'damage-rolled':
      return 'Damage rolls';
    case 'close-combat-fought':
      return capitalise(`Close combat: ${squad(event.squads[0])} and ${squad(event.squads[1])}`);
    case 'parting-swing-rolled':
      return capitalise(`Parting swing by ${squad(event.attacker)} at ${squad(event.defender)}`);
    case 'advance-held':
      return capitalise(`${squad(event.squad)} ${verb(event.squad, 'tries to hold its', 'try to hold their')} ground`);
    case 'morale-tested':
      return capitalise(`Morale test for ${squad(event.squad)}`);
    case 'rally-tested':
      return capitalise(`Rally test for ${squad(event.squad)}`);
    case 'rally-point-reached':
      return capitalise(`${squad(event.squad)} ${verb(event.squad, 'reaches its', 'reach their')} rally point`);
    case 'separation-reported':
      return capitalise(`Separated soldiers of ${squad(event.squad)}`);
    case 'phase-ended':
      return 'End of the phase';
    case 'conceded':
      return `${sideWords(setup, event.side)} concedes`;
  }
}
