import type { RulingChoices } from '../../ruling';
import type { Od6State } from '../battle/state';
import { opend6Rulings } from '../rulings-in-play';
import type { Squad } from './schema';

/**
 * A squad's standing after a battle (`od6.campaign-casualties`): under the default its incapacitated
 * soldiers are gone — the number in the squad drops, a lost sergeant's extra training goes with him
 * (a soldier steps up) and a lost champion leaves the sheet; wounds heal. Morale is not carried: every
 * battle starts at the quality's level (seed 004 L418, L421). Its record counts the battle either way.
 */
export function carryLosses(squad: Squad, key: string, state: Od6State, choices: RulingChoices = {}, battleId?: string): Squad {
  const squadState = state.squads[key];
  if (!squadState) return squad;
  if (battleId !== undefined && squad.standing.carriedBattles.includes(battleId)) return squad;
  const lostIds = new Set(squadState.soldiers.filter((soldier) => soldier.condition === 'incapacitated').map((soldier) => soldier.id));
  const standing = {
    battles: squad.standing.battles + 1,
    soldiersLost: squad.standing.soldiersLost + lostIds.size,
    moraleBreaks: squad.standing.moraleBreaks + squadState.record.moraleBreaks,
    carriedBattles: battleId === undefined ? squad.standing.carriedBattles : [...squad.standing.carriedBattles, battleId],
  };
  if (opend6Rulings(choices).campaignCasualties === 'all-return') return { ...squad, standing };
  return {
    ...squad,
    soldiers: Math.max(0, squad.soldiers - lostIds.size),
    sergeant: lostIds.has('sergeant') ? { ...squad.sergeant, commandTraining: 0 } : squad.sergeant,
    champions: squad.champions.filter((_, c) => !lostIds.has(`champion-${c + 1}`)),
    standing,
  };
}
