import { capitalise } from '../../../chronicle/pick';
import { validateDice } from '../../dice';
import type { RulingChoices } from '../../ruling';
import type { Libraries, RosterAssessment, RosterProblem } from '../../../systems/game-system';
import type { MysticDefinition } from '../mystics';
import { createMysticStats, type MysticStats } from '../resolution';
import { rulesInPlay } from '../rules-in-play';
import { FOURTH_STAT_ROLL, GRYMN_PER_MYSTIC } from '../rulings/forces';
import { resolveMystic } from './mystic-library';
import type { Order66Roster } from './roster';

const GRYMN_RULE = 'Every player has 1 Grymn Trooper per Mystic on the board at the start of the game.';
const ROLL_RULE = 'Each player rolls D3 four times for the statistics of their Mystic';

/** The Mystic's statistics from its creation rolls, or the problem that stops them. */
export function mysticStats(roster: Order66Roster, choices: RulingChoices): { ok: true; stats: MysticStats } | { ok: false; problem: RosterProblem } {
  if (!roster.creation) {
    return { ok: false, problem: { path: ['creation'], message: 'Roll four D3 and assign three of them to Combat, Range and Dodge', rule: ROLL_RULE } };
  }
  const { rolls, assignment } = roster.creation;
  if (rolls.sides !== 3) return { ok: false, problem: { path: ['creation', 'rolls'], message: 'A Mystic is made from D3 rolls', rule: ROLL_RULE } };
  const diceProblem = validateDice(rolls, 4);
  if (diceProblem) return { ok: false, problem: { path: ['creation', 'rolls'], message: capitalise(diceProblem.message), rule: ROLL_RULE } };
  const made = createMysticStats(rolls.faces, assignment, choices);
  if (!made.ok) return { ok: false, problem: { path: ['creation', 'assignment'], message: capitalise(made.reason), rule: FOURTH_STAT_ROLL.title } };
  return made;
}

function grymnProblem(roster: Order66Roster, choices: RulingChoices): RosterProblem | null {
  if (rulesInPlay(choices).grymnPerMystic === 'one' && roster.grymn !== 1) {
    return {
      path: ['grymn'],
      message: `A force has 1 Grymn Trooper per Mystic, not ${roster.grymn}: "${GRYMN_RULE}"`,
      rule: GRYMN_PER_MYSTIC.title,
    };
  }
  return null;
}

const ALLEGIANCE_NAMES = { order: 'Order', chaos: 'Chaos' } as const;

function describe(roster: Order66Roster, mystic: MysticDefinition | null, stats: MysticStats | null): string {
  const who = mystic ? `${mystic.name} of ${ALLEGIANCE_NAMES[roster.allegiance]}` : `A Mystic of ${ALLEGIANCE_NAMES[roster.allegiance]}`;
  const statLine = stats ? ` (Combat ${stats.combat}, Range ${stats.range}, Dodge ${stats.dodge})` : '';
  return `${who}${statLine} and ${roster.grymn} Grymn Trooper${roster.grymn === 1 ? '' : 's'}`;
}

/** What the engine says about a force: its size and what is wrong with it. Order 66 has no points. */
export function assessRoster(roster: Order66Roster, choices: RulingChoices, libraries: Libraries): RosterAssessment {
  const problems: RosterProblem[] = [];
  const mystic = resolveMystic(roster.mystic, libraries);
  if (!mystic) problems.push({ path: ['mystic'], message: "This Mystic is no longer in the campaign's Mystics library", rule: 'Players will take command of a Mystic Warrior' });
  const made = mysticStats(roster, choices);
  if (!made.ok) problems.push(made.problem);
  const grymn = grymnProblem(roster, choices);
  if (grymn) problems.push(grymn);
  const valid = problems.length === 0;
  return {
    points: 0,
    size: 1 + roster.grymn,
    problems,
    valid,
    battleReady: valid,
    description: describe(roster, mystic, made.ok ? made.stats : null),
  };
}
