import type { BattleOddsModel, KnownRoll, RankedResult, SideKey } from '../../../systems/game-system';
import { attritionRace, chanceOfHighest, learntSpread, settledChances, turnChanges } from '../../../systems/win-models';
import type { DiceRoll } from '../../dice';
import type { RulingChoices } from '../../ruling';
import { isCriticalFailure } from '../dice/open-roll';
import { openRollDist } from '../odds/distribution';
import type { Od6Event } from '../battle/events';
import type { Od6Outcome } from '../battle/outcomes';
import { allSquads, squadOf, type Od6Setup } from '../battle/setup';
import type { Od6State } from '../battle/state';
import { sgpDestroyed } from '../battle/scores';
import { opend6Rulings } from '../rulings-in-play';
import { sideWords, squadWords } from '../narrator/words';

/**
 * OpenD6's win-probability model (docs/architecture.md, "Win probability and luck in the other systems"). The
 * rulebook sets no victory condition; the app's ruling od6.battle-end does:
 *
 * - No turn limit: a side is out once it has no squad left fighting (routing and rallying squads
 *   count as in under the default), so it is an attrition race — a side's lives are its soldiers
 *   not incapacitated in squads still in, its fire the SGPs of those soldiers, the rules' measure
 *   of fighting value (seed 004_3d302cf9904c93cb.txt:607–608).
 * - A turn limit: the side that destroyed more SGPs wins, so each side's final figure is normal
 *   around today's with a per-turn spread learnt from the battle's own turns (prior: a tenth of
 *   the smaller force's SGPs per turn, worth 2 turns) over the turns left.
 */
export const PRIOR_SHARE_PER_TURN = 0.1;
export const PRIOR_WEIGHT_TURNS = 2;

function sidesOf(setup: Od6Setup): SideKey[] {
  return setup.sides.map((s) => s.side);
}

export function od6WinChances(state: Od6State, context: { readonly rulings: RulingChoices; readonly turnEnds: readonly Od6State[] }): Record<SideKey, number> {
  const sides = sidesOf(state.setup);
  if (state.ended) return settledChances(sides, state.ended.winner ? [state.ended.winner] : []);
  const conceded = new Set<SideKey>();
  if (state.setup.turnLimit !== null) {
    const strength = sides.map((side) => allSquads(state.setup).filter((s) => s.side === side).reduce((sum, s) => sum + s.soldiers.reduce((n, soldier) => n + soldier.sgp, 0), 0));
    const score = (s: Od6State) => Object.fromEntries(sides.map((side) => [side, sgpDestroyed(s, side).total]));
    const spread = learntSpread(turnChanges(context.turnEnds.map(score)), PRIOR_SHARE_PER_TURN * Math.max(1, Math.min(...strength)), PRIOR_WEIGHT_TURNS);
    const remaining = Math.max(0, state.setup.turnLimit - state.turn) + 0.5;
    return chanceOfHighest(score(state), spread * Math.sqrt(remaining));
  }
  const keep = opend6Rulings(context.rulings).battleEnd === 'no-squad-fighting' ? ['fighting'] : ['fighting', 'routing', 'at-rally-point'];
  const lives: Record<SideKey, number> = {};
  const fire: Record<SideKey, number> = {};
  for (const side of sides) {
    lives[side] = 0;
    fire[side] = 0;
  }
  for (const fielded of allSquads(state.setup)) {
    const squad = state.squads[fielded.key];
    if (!squad || conceded.has(fielded.side) || !keep.includes(squad.presence)) continue;
    for (const soldier of fielded.soldiers) {
      if (squad.soldiers.find((s) => s.id === soldier.id)?.condition === 'incapacitated') continue;
      lives[fielded.side]! += 1;
      fire[fielded.side]! += soldier.sgp;
    }
  }
  return attritionRace(lives, fire);
}

/** Every score one open roll can make with no modifier (a critical failure scores 0, L120; sixes are rolled again and added, L122). */
const OPEN_ROLL: readonly RankedResult[] = (() => {
  const dist = openRollDist(0);
  return dist.p.map((p, i) => ({ rank: dist.offset + i, p })).filter((r) => r.p > 0);
})();

/** The roll itself, before skill and modifiers: its rank is its score with no modifier. */
function rawScore(roll: DiceRoll): number {
  return isCriticalFailure(roll) ? 0 : roll.faces.reduce((sum, face) => sum + face, 0);
}

/**
 * Every OpenD6 roll is one open-ended die plus a number (seed 004 L116–L122), so each is rated on
 * the die itself against its exact distribution: initiative, shots, close-combat and parting-swing
 * fighters, Damage and Strength rolls, disengaging, holding an advance, and the command and threat
 * rolls of morale and rally tests (the threat is the opponent's roll, rated for the other side
 * when there are two).
 */
export function od6Rolls(event: Od6Event, before: Od6State, setup: Od6Setup): KnownRoll[] {
  const out: KnownRoll[] = [];
  const sideOfSquad = (key: string) => squadOf(setup, key)?.side ?? null;
  const add = (side: SideKey | null, text: string, roll: DiceRoll) => {
    if (side !== null && roll.sides === 6 && roll.faces.length > 0) out.push({ side, text: `${text} (rolled ${roll.faces.join(' + ')})`, results: OPEN_ROLL, got: rawScore(roll) });
  };
  const squad = (key: string) => squadWords(setup, key);
  const other = (side: SideKey | null) => {
    const sides = sidesOf(setup);
    return side !== null && sides.length === 2 ? (sides.find((s) => s !== side) ?? null) : null;
  };
  switch (event.type) {
    case 'initiative-rolled':
      for (const [side, roll] of Object.entries(event.rolls)) add(side, `${sideWords(setup, side)}'s initiative roll`, roll);
      break;
    case 'shots-fired':
      for (const shot of event.shots) add(sideOfSquad(event.squad), `a shot by ${squad(event.squad)} at ${squad(event.target)}`, shot.roll);
      break;
    case 'close-combat-fought':
      for (const group of event.groups) {
        const otherSquad = event.squads.find((k) => k !== group.lone.squad) ?? event.squads[1];
        add(sideOfSquad(group.lone.squad), `a blow struck by ${squad(group.lone.squad)}`, group.lone.roll);
        for (const fighter of group.opponents) add(sideOfSquad(otherSquad), `a blow struck by ${squad(otherSquad)}`, fighter.roll);
      }
      break;
    case 'parting-swing-rolled':
      for (const fight of event.fights) {
        add(sideOfSquad(event.attacker), `a parting swing by ${squad(event.attacker)}`, fight.attacker.roll);
        add(sideOfSquad(event.defender), `${squad(event.defender)} warding off a parting swing`, fight.defender.roll);
      }
      break;
    case 'damage-rolled': {
      const hits = before.damage?.hits ?? [];
      event.damage.forEach((roll, i) => {
        const by = hits[i]?.by.squad;
        if (by) add(sideOfSquad(by), `a Damage roll by ${squad(by)}`, roll);
      });
      for (const entry of event.strength) add(sideOfSquad(entry.squad), `a Strength roll by ${squad(entry.squad)} against damage`, entry.roll);
      break;
    }
    case 'disengage-attempted':
      add(sideOfSquad(event.squad), `${squad(event.squad)} disengaging`, event.roll);
      break;
    case 'advance-held':
      if (event.roll) add(sideOfSquad(event.squad), `${squad(event.squad)} holding the advance`, event.roll);
      break;
    case 'morale-tested':
    case 'rally-tested': {
      const side = sideOfSquad(event.squad);
      const what = event.type === 'morale-tested' ? 'morale' : 'rally';
      // The rulebook's names for the two rolls (seed 004 L487, L519): command roll and threat roll.
      add(side, `the command roll of ${squad(event.squad)} in a ${what} test`, event.test.command);
      add(other(side), `the threat roll against ${squad(event.squad)} in a ${what} test`, event.test.threat);
      break;
    }
    case 'opportunity-fire-tested':
    case 'charge-declared':
    case 'charge-received':
      if (event.test?.command && event.type !== 'charge-received') add(sideOfSquad(event.squad), `the command roll of ${squad(event.squad)}`, event.test.command);
      break;
    default:
      break;
  }
  return out;
}

/** The clock's own outcomes: a turning point never quotes them. */
const CLOCK_OUTCOMES: ReadonlySet<string> = new Set(['phase-began']);

export const OD6_ODDS: BattleOddsModel<Od6Setup, Od6State, Od6Event, Od6Outcome> = {
  // The battle's own ending only: with or without an agreed number of turns.
  method: (setup) =>
    `${
      setup.turnLimit === null
        ? 'No turn limit: an attrition race on the soldiers still standing in squads still in the fight, each loss falling in proportion to the other sides’ SGPs.'
        : `A turn limit (${setup.turnLimit}): the SGPs destroyed so far, with the battle’s own pace for the turns left.`
    } Each roll is rated on the open-ended die itself.`,
  winChances: (state, context) => od6WinChances(state, context),
  rollsIn: ({ step, before }, { setup }) => od6Rolls(step.event, before, setup),
  sideName: (setup, side) => sideWords(setup, side),
  quotes: (outcome) => !CLOCK_OUTCOMES.has(outcome.code),
  // A squad's own name keeps its capitals; "The Ice Rangers" and "Soldier 1" are the narrator's words and begin lower-case mid-sentence.
  properNames: (setup) => allSquads(setup).map((squad) => squad.name),
};
