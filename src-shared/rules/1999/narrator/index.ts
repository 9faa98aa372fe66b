import type { Narrator } from '../../../systems/game-system';
import type { Event1999 } from '../battle/events';
import type { Outcome1999 } from '../battle/outcomes';
import type { State1999 } from '../battle/state';
import type { Setup1999 } from '../setup/setup-types';
import { describeEvent } from './describe-event';
import { describeOutcome } from './describe-outcome';
import { namesFor } from './names';
import { narrate } from './narrate';
import { ODDS_1999 } from '../chronicle/odds';

/** The 1999 narrator the GameSystem declares. */
export const NARRATOR_1999: Narrator<Setup1999, State1999, Event1999, Outcome1999> = {
  describeOutcome: (outcome, setup) => describeOutcome(outcome, namesFor(setup)),
  describeEvent: (event, setup) => describeEvent(event, namesFor(setup)),
  narrate: (input) => narrate(input),
  odds: ODDS_1999,
  // 2: a roll to deploy first that was tied says the tie was re-rolled, rather than showing the winner level with the loser.
  // 3: every total says which roll it is ("roll to hit 9 against 7", "penetration roll 6 against Armour 3"), not a bare "9 against 7".
  // 4: a nominated Unit "was nominated in Activation Phase 2", not "acted" before its Instability roll and Action.
  // 5: the roll to deploy first shows each player's die and the Leader models added ("Ann rolled 4 + 1 Leader = 5"), not the total alone.
  version: 5,
};

export { describeEvent, describeOutcome, namesFor, narrate };
