import type { Order66Outcome } from '../battle/outcomes';
import type { Order66Setup } from '../battle/setup';
import type { ShotWeapon } from '../battle/state';
import { possessive as englishPossessive } from '../../../chronicle/sentences';
import { theTerrainOpening } from '../battle/terrain-name';
import { ENDINGS, Names, capitalise, listOf, plural, sum } from './words';

/** One outcome in words for the event log, with its numbers. Every code has a case (the compiler checks). */

/** How a shot is told; lightning and a choke shot by the ability's own name ("Mystic Lightning", a group's "Storm Call"). */
function fired(weapon: ShotWeapon, ability: string): string {
  switch (weapon) {
    case 'pulse-rifle':
      return 'fired a Pulse Rifle at';
    case 'lightning':
      return `loosed ${ability} at`;
    case 'return-fire':
      return 'returned fire at';
    case 'choke':
      return `reached with ${ability} for`;
  }
}

/** What a shot adds to its 2D6: the Grymn's "+1 for every friendly trooper within 4 squares" (L92), a Mystic's Range (o66.mystic-shots). */
const SHOT_BONUS: Readonly<Record<ShotWeapon, string>> = {
  'pulse-rifle': 'for friendly troopers',
  lightning: 'Range',
  'return-fire': 'Range',
  choke: 'Range',
};

export function describeOutcome(outcome: Order66Outcome, setup: Order66Setup): string {
  const n = new Names(setup);
  const m = (id: string) => n.model(id);
  switch (outcome.code) {
    case 'roll-off-won':
      return `${n.player(outcome.side)} won the roll-off (${rolls(n, outcome.rolls)})`;
    case 'roll-off-tied':
      return `${n.players(outcome.sides)} tied on ${outcome.rolls[outcome.sides[0]!]}: ${n.players(outcome.rerolling)} roll again`;
    case 'picks-unopposed':
      return `${n.player(outcome.side)} has the only units left to activate and picks next`;
    case 'unit-activated':
      return `${n.player(outcome.side)} activated ${listOf(outcome.modelIds.map(m))}`;
    case 'activation-lost':
      return `${m(outcome.modelId)} is held by ${m(outcome.casterId)}'s choke and loses this activation`;
    case 'activation-controlled':
      return `${n.player(outcome.by)} decides what ${m(outcome.modelId)} does this activation (${m(outcome.casterId)}'s ${n.ability(outcome.casterId)})`;
    case 'activation-ended':
      return outcome.early ? `${n.player(outcome.side)} ended the activation with actions unused` : `${n.player(outcome.side)}'s activation ended`;
    case 'turn-ended':
      return `Turn ${outcome.turn} ended`;
    case 'turn-started':
      return `Turn ${outcome.turn} began`;
    case 'reinforced':
      return `${m(outcome.modelId)} returned to the battle`;
    case 'moved':
      return `${m(outcome.modelId)} moved ${plural(outcome.squares, 'square')}${outcome.acrossModels ? ', across miniatures and terrain' : ''}`;
    case 'jumped':
      return `${m(outcome.modelId)} used ${n.ability(outcome.modelId)}: ${plural(outcome.squares, 'square')} across anything in the way, +1 to dodge until the next activation`;
    case 'shot':
      return `${m(outcome.modelId)} ${fired(outcome.weapon, n.ability(outcome.modelId))} ${m(outcome.targetId)}: ${sum(outcome.dice, outcome.bonus, SHOT_BONUS[outcome.weapon])} against ${outcome.needed}, ${outcome.hit ? 'a hit' : 'a miss'}`;
    case 'dodged':
      return `${m(outcome.modelId)} dodged: ${sum(outcome.dice, outcome.bonus, 'Dodge')} ${beatsOrEquals(outcome)} ${outcome.against}`;
    case 'dodge-failed':
      return `${m(outcome.modelId)} failed to dodge: ${sum(outcome.dice, outcome.bonus, 'Dodge')} does not beat ${outcome.against}`;
    case 'psychic-attack':
      return `${m(outcome.modelId)}'s psychic attack on ${n.thing(outcome.target)}, ${plural(outcome.distance, 'square')} away: ${sum(outcome.dice, outcome.range, 'Range')} against difficulty ${outcome.difficulty}, ${outcome.success ? 'a success' : 'a failure'}`;
    case 'resisted':
      return `${m(outcome.modelId)} resisted: ${sum(outcome.dice, outcome.bonus, 'Dodge')} ${beatsOrEquals(outcome)} ${outcome.against}`;
    case 'resist-failed':
      return `${m(outcome.modelId)} failed to resist: ${sum(outcome.dice, outcome.bonus, 'Dodge')} does not beat ${outcome.against}`;
    case 'pushed':
      return `${m(outcome.attackerId)} moved ${n.thing(outcome.target)} ${plural(outcome.squares, 'square')} (up to ${outcome.max})`;
    case 'collision':
      return `${capitalise(n.thing(outcome.target))} ran into ${n.thing(outcome.with)}: both take 1 point of damage`;
    case 'damaged':
      return `${m(outcome.modelId)} took 1 wound (${plural(outcome.woundsLeft, 'wound')} left)`;
    case 'terrain-damaged':
      return `${theTerrainOpening(outcome.name)} took 1 point of damage (${outcome.damage} in all)`;
    case 'terrain-destroyed':
      return `${theTerrainOpening(outcome.name)} was destroyed`;
    case 'model-fell':
      return outcome.cause === 'choke' ? `${m(outcome.byId)}'s second choke removed ${m(outcome.modelId)} as a casualty` : `${m(outcome.modelId)} fell`;
    case 'melee-attack':
      return `${m(outcome.modelId)} ${outcome.via === 'sword-master' ? `swung ${n.ability(outcome.modelId)} at` : 'attacked'} ${m(outcome.targetId)}: ${sum(outcome.dice, outcome.combat, 'Combat')}`;
    case 'melee-hit':
      return `${m(outcome.targetId)} rolled ${sum(outcome.dice, outcome.bonus, 'Dodge')} against ${outcome.attackTotal}: the blow lands`;
    case 'melee-avoided':
      return `${m(outcome.targetId)} rolled ${sum(outcome.dice, outcome.bonus, 'Dodge')} against ${outcome.attackTotal}: the blow is avoided`;
    case 'melee-tied':
      return `${m(outcome.targetId)} rolled ${sum(outcome.dice, outcome.bonus, 'Dodge')}, tying ${outcome.attackTotal}: both roll again`;
    case 'sword-master':
      return `${m(outcome.modelId)} used ${n.ability(outcome.modelId)} on ${listOf(outcome.targetIds.map(m))}`;
    case 'choke':
      return `${m(outcome.modelId)}'s ${n.ability(outcome.modelId)} on ${m(outcome.targetId)}: ${sum(outcome.dice, outcome.total - outcome.dice, 'Range')} against ${outcome.needed}, ${outcome.success ? 'it takes hold' : 'it fails'}`;
    case 'choked':
      return outcome.fatal
        ? `${m(outcome.modelId)} chokes ${m(outcome.targetId)} a second time`
        : `${m(outcome.targetId)} is choked: no actions ${outcome.dueTurn === null ? `in ${possessive(m(outcome.targetId))} next activation` : `during turn ${outcome.dueTurn}`}`;
    case 'manipulation':
      return `${m(outcome.modelId)}'s ${n.ability(outcome.modelId)} on ${m(outcome.targetId)}, ${plural(outcome.distance, 'square')} away: ${sum(outcome.dice, outcome.total - outcome.dice, 'Range')} against ${outcome.difficulty}, ${outcome.success ? 'a success' : 'a failure'}`;
    case 'controlled':
      return `${n.player(outcome.by)} will decide ${possessive(m(outcome.targetId))} next activation`;
    case 'return-fire-declined':
      return `${m(outcome.modelId)} let the chance to return fire pass`;
    case 'conceded':
      return `${n.player(outcome.side)} left the battle`;
    case 'battle-decided':
      return outcome.winners.length === 0 ? 'The group declared the scenario drawn' : `The group declared ${n.players(outcome.winners)} the ${outcome.winners.length === 1 ? 'winner' : 'winners'}`;
    case 'battle-over':
      return outcome.winners.length === 0 ? `The battle ended in a draw, ${ENDINGS[outcome.endedBy]}` : `${n.players(outcome.winners)} won the battle, ${ENDINGS[outcome.endedBy]}`;
  }
}

/** A dodge or resist that succeeded on a tie (o66.dodge-ties: defender-wins-ties) equals the attack; it does not beat it. */
function beatsOrEquals(outcome: { readonly total: number; readonly against: number }): string {
  return outcome.total > outcome.against ? 'beats' : 'equals';
}

function rolls(n: Names, totals: Readonly<Record<string, number>>): string {
  return Object.entries(totals)
    .map(([side, value]) => `${n.player(side)} ${value}`)
    .join(', ');
}

/** The shared possessive, with the straight apostrophe the rest of this narrator writes. */
export const possessive = (name: string): string => englishPossessive(name, "'");
