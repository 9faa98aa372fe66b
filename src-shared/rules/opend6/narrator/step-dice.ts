import type { DiceRoll } from '../../dice';
import type { Od6Event } from '../battle/events';
import type { Od6Setup } from '../battle/setup';
import { capitalise, possessive, sideWords, soldierWords, squadWords } from './words';

export interface LabelledRoll {
  readonly where: string;
  readonly roll: DiceRoll;
}

/** Every die inside a step, each labelled, for the event log's dice column and disputes. */
export function od6StepDice(event: Od6Event, setup: Od6Setup): readonly LabelledRoll[] {
  const squad = (key: string) => capitalise(squadWords(setup, key));
  const soldier = (key: string, id: string) => `${capitalise(soldierWords(setup, key, id))} of ${squadWords(setup, key)}`;
  const test = (key: string, rolls: { command: DiceRoll; threat?: DiceRoll | undefined }, what: string): LabelledRoll[] => [
    { where: `${possessive(squad(key))} ${what}: command roll`, roll: rolls.command },
    ...(rolls.threat ? [{ where: `${possessive(squad(key))} ${what}: threat roll`, roll: rolls.threat }] : []),
  ];
  switch (event.type) {
    case 'initiative-rolled':
      return Object.entries(event.rolls).map(([side, roll]) => ({ where: `${sideWords(setup, side)}: initiative`, roll }));
    case 'opportunity-fire-tested':
      return test(event.squad, event.test, 'opportunity fire test');
    case 'charge-declared':
      return event.test ? test(event.squad, event.test, 'charge test') : [];
    case 'charge-received':
      return event.test ? [{ where: 'Receiving a charge: command roll', roll: event.test.command }, { where: 'Receiving a charge: threat roll', roll: event.test.threat }] : [];
    case 'disengage-attempted':
      return [{ where: `${possessive(squad(event.squad))} disengage test`, roll: event.roll }];
    case 'shots-fired':
      return event.shots.map((shot) => ({ where: `${soldier(event.squad, shot.soldier)}: shot`, roll: shot.roll }));
    case 'siege-fired':
      return [
        { where: `${soldier(event.squad, event.gunner)}: siege weapons test`, roll: event.roll },
        ...(event.deviation ? [{ where: 'Deviation direction', roll: event.deviation.direction }, { where: 'Deviation distance', roll: event.deviation.distance }] : []),
        ...(event.secondDeviation ? [{ where: 'Second deviation direction', roll: event.secondDeviation.direction }, { where: 'Second deviation distance', roll: event.secondDeviation.distance }] : []),
      ];
    case 'damage-rolled':
      return [
        ...event.damage.map((roll, i) => ({ where: `Damage roll ${i + 1}`, roll })),
        ...event.strength.map((entry) => ({ where: 'battery' in entry ? `${possessive(squad(entry.squad))} siege weapon: Body Strength` : `${soldier(entry.squad, entry.soldier)}: Strength`, roll: entry.roll })),
      ];
    case 'close-combat-fought':
      return event.groups.flatMap((group) => {
        const other = group.lone.squad === event.squads[0] ? event.squads[1] : event.squads[0];
        return [{ where: soldier(group.lone.squad, group.lone.soldier), roll: group.lone.roll }, ...group.opponents.map((opponent) => ({ where: soldier(other, opponent.soldier), roll: opponent.roll }))];
      });
    case 'parting-swing-rolled':
      return event.fights.flatMap((fight) => [
        { where: `${soldier(event.attacker, fight.attacker.soldier)}: parting swing`, roll: fight.attacker.roll },
        { where: `${soldier(event.defender, fight.defender.soldier)}: leaving`, roll: fight.defender.roll },
      ]);
    case 'advance-held':
      return event.roll ? [{ where: `${possessive(squad(event.squad))} hold-back test`, roll: event.roll }] : [];
    case 'morale-tested':
      return test(event.squad, event.test, 'morale test');
    case 'rally-tested':
      return test(event.squad, event.test, 'rally test');
    case 'movement-order-chosen':
    case 'squad-moved':
    case 'charge-braced':
    case 'charge-completed':
    case 'rally-point-reached':
    case 'separation-reported':
    case 'phase-ended':
    case 'conceded':
      return [];
  }
}
