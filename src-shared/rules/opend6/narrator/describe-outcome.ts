import type { SideKey } from '../../../systems/game-system';
import type { CriticalFailures, Od6Outcome } from '../battle/outcomes';
import type { Od6Setup } from '../battle/setup';
import { agreeing } from '../text';
import { squadOf } from '../battle/setup';
import { capitalise, count, ENDINGS, PHASE_NAMES, plural, possessive, SOURCE_WORDS, sideWords, soldierWords, squadWords, statusWords } from './words';

type MoraleTestOutcome = Extract<Od6Outcome, { code: 'morale-test' }>;

const TEST_NAMES = { casualty: 'casualty morale test', charge: 'charge morale test', 'receive-charge': 'receiving a charge morale test' } as const;

/**
 * Both totals named as the rulebook names them, and the level the threat roll was made on, so a
 * total is never read as a level: "command roll 5 against threat roll 7, threat level 5" (seed 004
 * L442, L487, L493). A straight test says its difficulty: "command roll 5 against difficulty 4" (L156).
 * A total of 0 is a critical failure's (L120; L493's "critical failure -- for a command roll of 0"):
 * any other roll is at least 2 on the die plus a skill or level never below 0, so it is said to be one.
 */
function scoresWords(scores: { command: number; threat: number | null; threatLevel: number }): string {
  const command = `command roll ${scores.command}${scores.command === 0 ? ', a critical failure,' : ''}`;
  if (scores.threat === null) return `${command} against difficulty ${scores.threatLevel}`;
  return `${command} against threat roll ${scores.threat}, threat level ${scores.threatLevel}${scores.threat === 0 ? '; the threat roll was a critical failure' : ''}`;
}

function lossWords(outcome: MoraleTestOutcome): string {
  const { wounded, incapacitated } = outcome.casualties;
  if (incapacitated > 0 && wounded > 0) return `after losing ${plural(incapacitated, 'man', 'men')} and ${count(wounded)} wounded`;
  if (incapacitated > 0) return `after losing ${plural(incapacitated, 'man', 'men')}`;
  if (wounded > 0) return `with ${plural(wounded, 'man', 'men')} wounded`;
  return '';
}

function sourceWords(setup: Od6Setup, outcome: MoraleTestOutcome): string {
  const parts = outcome.sources.map((entry) => (entry.source === 'close-combat' ? `in close combat with ${squadWords(setup, entry.squad)}` : `to ${possessive(squadWords(setup, entry.squad))} ${SOURCE_WORDS[entry.source]}`));
  return parts.length === 0 ? '' : parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** "the Ice Rangers held at Shaken after losing two men to the Goblin Archers’ volley". */
export function moraleTestWords(setup: Od6Setup, outcome: MoraleTestOutcome): string {
  const squad = squadWords(setup, outcome.squad);
  const after = statusWords(outcome.moraleAfter);
  const same = statusWords(outcome.moraleBefore) === after;
  // A change within one status still moves the Morale Level Track (L483–L490): the level is said, or a drop of two reads as nothing.
  const level = outcome.moraleAfter;
  // Morale never rises past the starting level (seed 004 L421, L489): a "Morale +1" at the top of the track changes nothing.
  const atStart = outcome.moraleAfter === outcome.moraleBefore;
  const its = agreeing(squadOf(setup, outcome.squad)?.name ?? '').its;
  const verb =
    outcome.result === 'no-effect'
      ? `held at ${after}`
      : outcome.result === 'morale-up'
        ? atStart
          ? `held at ${after}, already at ${its} starting morale level of ${level},`
          : same
            ? `grew steadier, morale level up to ${level} and ${after}`
            : `steadied to ${after}`
        : outcome.moraleAfter === 0
          ? 'broke'
          : outcome.result === 'morale-down-withdraw'
            ? `fell back 4″${same ? `, morale level down to ${level} but still ${after},` : ` and dropped to ${after}`}`
            : same
              ? `wavered, morale level down to ${level} but still ${after},`
              : `dropped to ${after}`;
  const why = outcome.kind === 'casualty' ? [lossWords(outcome), sourceWords(setup, outcome)].filter(Boolean).join(' ') : outcome.kind === 'charge' ? `as ${agreeing(squadOf(setup, outcome.squad)?.name ?? '').it} gathered to charge` : 'as the charge came on';
  return `${squad} ${verb}${why ? ` ${why}` : ''} (${TEST_NAMES[outcome.kind]}: ${scoresWords(outcome.scores)})`;
}

/**
 * "Damage Strength roll 7 against Strength roll 4": both totals by the Damage Table's names (seed 004
 * L273–L274); a battery resists with its Body Strength (L301). A roll that critically failed says so,
 * since its 0 is no score of the soldier's (L120).
 */
function damageScores(outcome: { damageRoll: number; strengthRoll: number; criticalFailures?: CriticalFailures }, strengthWord: string): string {
  const critical = outcome.criticalFailures;
  const strength = `${strengthWord} roll ${outcome.strengthRoll}`;
  const damage = `Damage Strength roll ${outcome.damageRoll}`;
  if (critical?.damage && critical.strength) return `${damage} against ${strength}: both rolled a critical failure`;
  return `${damage}${critical?.damage ? ', a critical failure,' : ''} against ${strength}${critical?.strength ? ', a critical failure' : ''}`;
}

function scoresLine(setup: Od6Setup, scores: Readonly<Record<SideKey, number>>): string {
  return Object.entries(scores)
    .map(([side, score]) => `${sideWords(setup, side)} ${score}`)
    .join(', ');
}

/** One outcome in the game's words, for the event log; every code has its sentence. */
export function describeOd6Outcome(outcome: Od6Outcome, setup: Od6Setup): string {
  const squad = (key: string) => squadWords(setup, key);
  const g = (key: string) => agreeing(squadOf(setup, key)?.name ?? '');
  switch (outcome.code) {
    case 'phase-began':
      return `Turn ${outcome.turn}: the ${PHASE_NAMES[outcome.phase] ?? outcome.phase} began`;
    case 'initiative-won':
      return `${sideWords(setup, outcome.side)} won the initiative (initiative rolls: ${scoresLine(setup, outcome.scores)})`;
    case 'initiative-tied':
      return `Initiative tied (initiative rolls: ${scoresLine(setup, outcome.scores)}): roll again`;
    case 'moves-first':
      return `${sideWords(setup, outcome.side)} moves first`;
    case 'squad-moved': {
      const how = outcome.pace === 'stay' ? `held ${g(outcome.squad).its} ground` : outcome.pace === 'walk' ? 'walked' : 'ran';
      const distance = outcome.inches !== null && outcome.pace !== 'stay' ? ` ${outcome.inches}″` : '';
      const wounded = outcome.woundedWalk > 0 ? `; ${g(outcome.squad).its} ${plural(outcome.woundedWalk, 'wounded man', 'wounded men')} could only walk` : '';
      return capitalise(`${squad(outcome.squad)} ${how}${distance}${wounded}`);
    }
    case 'opportunity-fire-test':
      return capitalise(`${squad(outcome.squad)} ${outcome.passed ? 'held steady for opportunity fire at' : `could not steady ${g(outcome.squad).itself} to fire on`} ${squad(outcome.target)} (${scoresWords(outcome.scores)})`);
    case 'charge-declared':
      return capitalise(`${squad(outcome.squad)} charged ${squad(outcome.target)}`);
    case 'morale-test-waived':
      return capitalise(`${squad(outcome.squad)} needed no ${TEST_NAMES[outcome.kind]}: ${outcome.reason === 'outnumbers-target' ? `${g(outcome.squad).it} ${g(outcome.squad).was} at least twice the enemy’s number` : `fewer than half ${g(outcome.squad).its} number were charging`}`);
    case 'morale-test':
      return capitalise(moraleTestWords(setup, outcome));
    case 'charge-aborted':
      return capitalise(`${squad(outcome.squad)} lost ${g(outcome.squad).its} nerve and called off the charge on ${squad(outcome.target)}`);
    case 'charge-evaded':
      return capitalise(`${squad(outcome.squad)} ${outcome.how === 'broke' ? 'broke and fled' : 'fell back'} before ${possessive(squad(outcome.attacker))} charge`);
    case 'charge-stood':
      return capitalise(`${squad(outcome.squad)} stood to face ${possessive(squad(outcome.attacker))} charge`);
    case 'charge-braced':
      return capitalise(`${squad(outcome.squad)} braced for the charge`);
    case 'charge-contact':
      return capitalise(`${squad(outcome.squad)} crashed into ${squad(outcome.target)}`);
    case 'charge-fell-short':
      return capitalise(`${possessive(squad(outcome.squad))} charge fell short of ${squad(outcome.target)}; ${g(outcome.squad).it} dropped to ${statusWords(outcome.moraleAfter)}`);
    case 'disengage':
      return capitalise(outcome.passed ? `${squad(outcome.squad)} broke off from the fight (command roll ${outcome.score} against difficulty ${outcome.difficulty}) and dropped to ${statusWords(outcome.moraleAfter)}` : `${squad(outcome.squad)} could not break off from the fight (command roll ${outcome.score} against difficulty ${outcome.difficulty})`);
    case 'volley': {
      const kind = outcome.mode === 'ranged' ? 'shot at' : outcome.mode === 'opportunity' ? 'loosed opportunity fire at' : 'loosed defensive fire at';
      return capitalise(`${squad(outcome.squad)} ${kind} ${squad(outcome.target)}: ${plural(outcome.hits, 'hit', 'hits')} from ${plural(outcome.shots.length, 'shot', 'shots')}`);
    }
    case 'siege-shot': {
      const landing = outcome.onTarget ? 'landed where it was aimed' : outcome.deviations.map((deviation) => `deviated ${deviation.inches}″${deviation.towardShooter ? ' back toward the crew' : ` toward the template’s ${deviation.direction}`}`).join(', then ');
      return capitalise(`${possessive(squad(outcome.squad))} siege shot (siege weapons roll ${outcome.score} against difficulty ${outcome.difficulty}) ${landing}, catching ${plural(outcome.caught, 'soldier', 'soldiers')}`);
    }
    case 'damage': {
      const who = `${soldierWords(setup, outcome.target.squad, outcome.target.soldier)} of ${squad(outcome.target.squad)}`;
      const what = outcome.result === 'no-effect' ? 'shrugged off the blow' : outcome.condition === 'incapacitated' ? 'was struck down' : 'was wounded';
      return capitalise(`${who} ${what} (${damageScores(outcome, 'Strength')})${outcome.applied || outcome.result === 'no-effect' ? '' : ', when the volleys end'}`);
    }
    case 'battery-damaged':
      return capitalise(`${possessive(squad(outcome.squad))} siege weapon ${outcome.destroyed ? 'was wrecked' : outcome.result === 'no-effect' ? 'took the hit unharmed' : `was damaged: ${plural(outcome.bodyPoints, 'Body Point', 'Body Points')} left`} (${damageScores(outcome, 'Body Strength')})`);
    case 'casualties-applied': {
      const parts = [outcome.tally.incapacitated > 0 ? `${plural(outcome.tally.incapacitated, 'man', 'men')} down` : '', outcome.tally.wounded > 0 ? `${count(outcome.tally.wounded)} wounded` : ''].filter(Boolean);
      return capitalise(`${squad(outcome.squad)} counted the cost of the volleys: ${parts.length > 0 ? parts.join(', ') : 'no harm done'}`);
    }
    case 'close-combat': {
      const [a, b] = outcome.squads;
      return capitalise(`${squad(a)} and ${squad(b)} fought hand to hand: ${plural(outcome.wins[a] ?? 0, 'blow', 'blows')} landed by ${squad(a)}, ${(outcome.wins[b] ?? 0) === 0 ? 'none' : count(outcome.wins[b] ?? 0)} by ${squad(b)}${outcome.ties > 0 ? `, ${count(outcome.ties)} even` : ''}`);
    }
    case 'forced-back':
      return capitalise(`${squad(outcome.by)} forced ${squad(outcome.squad)} back 4″`);
    case 'no-force-back':
      return outcome.reason === 'outnumbered' ? `The winners were too few to force ${squad(outcome.squads[0])} or ${squad(outcome.squads[1])} back` : capitalise(`${squad(outcome.squads[0])} and ${squad(outcome.squads[1])} gave no ground`);
    case 'advance-held':
      return capitalise(outcome.passed ? `${squad(outcome.squad)} held ${g(outcome.squad).its} ground after the fight` : `${squad(outcome.squad)} surged forward after the beaten enemy`);
    case 'parting-swing-due':
      return capitalise(`${squad(outcome.squad)} ${g(outcome.squad).verb('gets', 'get')} a parting swing at ${squad(outcome.target)}`);
    case 'parting-swing':
      return capitalise(`${possessive(squad(outcome.squad))} parting swing caught ${squad(outcome.target)} with ${plural(outcome.hits, 'blow', 'blows')}`);
    case 'rally-test': {
      const moved = outcome.moraleAfter > outcome.moraleBefore;
      return capitalise(`${squad(outcome.squad)} ${moved ? `rallied to ${statusWords(outcome.moraleAfter)}` : outcome.wasBroken ? 'failed to rally and fled on' : 'failed to rally'} (rally test: ${scoresWords(outcome.scores)})`);
    }
    case 'squad-broke':
      return capitalise(`${squad(outcome.squad)} broke and fled`);
    case 'squad-rallied':
      return capitalise(`${squad(outcome.squad)} halted ${g(outcome.squad).its} flight`);
    case 'squad-withdrew':
      return capitalise(`${squad(outcome.squad)} withdrew 4″ from the enemy`);
    case 'squad-dispersed':
      return capitalise(`${squad(outcome.squad)} scattered from the field: ${plural(outcome.soldiers, 'man', 'men')} gone`);
    case 'squad-destroyed':
      return capitalise(`${squad(outcome.squad)} ${g(outcome.squad).was} wiped out`);
    case 'rally-point-reached':
      return capitalise(`${squad(outcome.squad)} reached ${g(outcome.squad).its} rally point`);
    case 'separation':
      return capitalise(outcome.separated === 0 ? `${squad(outcome.squad)} closed ${g(outcome.squad).its} ranks` : `${plural(outcome.separated, 'soldier', 'soldiers')} of ${squad(outcome.squad)} ${outcome.separated === 1 ? 'was' : 'were'} separated from the squad`);
    case 'markers-removed':
      return 'Fire +1 and No Fire markers were cleared';
    case 'conceded':
      return `${sideWords(setup, outcome.side)} conceded the field`;
    case 'battle-ended':
      return outcome.winner === null ? `The battle ended in a draw ${ENDINGS[outcome.endedBy] ?? ''}`.trim() : `${sideWords(setup, outcome.winner)} won the battle ${ENDINGS[outcome.endedBy] ?? ''}`.trim();
  }
}
