import type { KnownRoll, RankedResult, SideKey } from '../../../systems/game-system';
import type { RulingChoices } from '../../ruling';
import type { Event1999 } from '../battle/events';
import type { ModelAt, Outcome1999 } from '../battle/outcomes';
import { indexOf } from '../battle/setup-index';
import { namesFor } from '../narrator/names';
import { opposedOdds, strictlyHigherOdds } from '../odds/opposed-odds';
import { rulingsInPlay } from '../rulings-in-play';
import type { Setup1999 } from '../setup/setup-types';

type Rounds = readonly (readonly { readonly who: string; readonly dice: { readonly faces: readonly number[] } }[])[];

const passFail = (pass: number): RankedResult[] => [
  { rank: 0, p: 1 - pass },
  { rank: 1, p: pass },
];

/** Each roller's modifier, read back from a round's faces and the totals the engine judged. */
function modifiersOf(round: Rounds[number] | undefined, totals: Readonly<Record<string, number>>): Record<string, number> | null {
  if (!round) return null;
  const modifiers: Record<string, number> = {};
  for (const entry of round) {
    const total = totals[entry.who];
    const face = entry.dice.faces[0];
    if (total === undefined || face === undefined) return null;
    modifiers[entry.who] = total - face;
  }
  return modifiers;
}

/** How many of `count` Force dice come up at or under STR: each such die adds 1 to Wounding, each over it takes 1 off the penetration roll (L545–L565). */
function forceDiceResults(count: number, str: number): RankedResult[] {
  const good = Math.min(6, Math.max(0, str)) / 6;
  const results: RankedResult[] = [];
  let ways = 1;
  for (let k = 0; k <= count; k++) {
    results.push({ rank: k, p: ways * good ** k * (1 - good) ** (count - k) });
    ways = (ways * (count - k)) / (k + 1);
  }
  return results;
}

/**
 * The Opposed rolls (L141–L143) and Force dice whose odds the step itself holds: the roll for the
 * Order of play (D6 + Leader Type models, L327), an Assault (attacker D6 + CC offensive + 1 per
 * other model in contact, target D6 + CC defensive, L533–L541; ties as ruling 1999.assault-ties
 * has them), moving out of Base-to-base Contact (D6 + both CC scores, L433) and the Force dice of
 * an Assault (L545–L565). Each roller's modifier is its total less its die; every roller is rated
 * on winning (rank 1) or losing (rank 0), Force dice on how many came up at or under STR.
 */
export function contestRolls1999(event: Event1999, outcomes: readonly Outcome1999[], setup: Setup1999, choices: RulingChoices): KnownRoll[] {
  const index = indexOf(setup);
  const names = namesFor(setup);
  const sideOfModel = (at: ModelAt): SideKey | null => {
    const unitId = index.cards.get(at.cardId)?.unitId;
    return unitId ? (index.units.get(unitId)?.side ?? null) : null;
  };
  const out: KnownRoll[] = [];
  const add = (side: SideKey | null, text: string, results: RankedResult[], got: number) => {
    if (side !== null) out.push({ side, text, results, got });
  };
  for (const o of outcomes) {
    if (o.code === 'order-of-play' && event.type === 'order-of-play-rolled') {
      const modifiers = modifiersOf(event.rounds[0], o.totals);
      if (!modifiers) continue;
      const odds = opposedOdds(modifiers);
      for (const side of Object.keys(modifiers)) add(side, `${names.player(side)}’s roll for the Order of play in Turn ${o.turn}: ${o.order[0] === side ? 'first' : 'not first'}`, passFail(odds[side]!), o.order[0] === side ? 1 : 0);
    } else if (o.code === 'assault-roll' && event.type === 'assault') {
      const modifiers = modifiersOf(event.rounds.at(-1), { attacker: o.attackerTotal, target: o.targetTotal });
      if (!modifiers) continue;
      const hits = rulingsInPlay(choices).assaultTies === 're-roll' ? opposedOdds(modifiers).attacker! : strictlyHigherOdds(modifiers.attacker!, modifiers.target!);
      add(sideOfModel(o.attacker), `${names.model(o.attacker)}’s Assault on ${names.model(o.target)}: ${o.hit ? 'it struck home' : 'it missed'}`, passFail(hits), o.hit ? 1 : 0);
      add(sideOfModel(o.target), `${names.model(o.target)} ${o.hit ? 'failed to fend off' : 'fended off'} ${names.model(o.attacker)}’s Assault`, passFail(1 - hits), o.hit ? 0 : 1);
    } else if (o.code === 'disengaged' && event.type === 'disengage-rolled') {
      const modifiers = modifiersOf(event.rounds.at(-1), { mover: o.mover, enemy: o.enemy });
      if (!modifiers) continue;
      const away = opposedOdds(modifiers).mover!;
      add(sideOfModel(o.at), `${names.model(o.at)} ${o.won ? 'broke away from' : 'could not break away from'} ${names.model(o.against)}`, passFail(away), o.won ? 1 : 0);
      add(sideOfModel(o.against), `${names.model(o.against)} ${o.won ? 'let' : 'held'} ${names.model(o.at)} ${o.won ? 'go' : 'in the fight'}`, passFail(1 - away), o.won ? 0 : 1);
    } else if (o.code === 'force-dice' && o.faces.length > 0) {
      add(sideOfModel(o.attacker), `${names.model(o.attacker)}’s ${o.faces.length} Force dice: ${o.woundingBonus} at or under STR ${o.str}`, forceDiceResults(o.faces.length, o.str), o.woundingBonus);
    }
  }
  return out;
}
