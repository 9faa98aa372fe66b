import type { Chance } from '../../../src-shared/rules/order-66/odds';
import { chosenOption, type RulingChoices } from '../../../src-shared/rules/ruling';
import { DODGE_TIES, MELEE_TIES } from '../../../src-shared/rules/order-66/rulings/combat';
import type { RollOdds } from '../../../src-shared/rules/order-66/battle/odds-now';
import { modelName, playerName } from '../../../src-shared/rules/order-66/battle/queries';
import type { Order66State, Pending } from '../../../src-shared/rules/order-66/battle/state';
import { theTerrain } from '../../../src-shared/rules/order-66/battle/terrain-name';

/** Small phrases the Order 66 panels share. Players read names and numbers, never ids. */

/**
 * "58.3% (7 in 12)": one 2D6 roll's chance with the fraction of 36 it was counted as. A chance
 * over two rolls (a blow and its defence, of 1,296) reads "56%": "721 in 1296" means nothing at the table.
 */
export function chanceText(chance: Chance): string {
  if (chance.numerator === 0) return '0%';
  if (chance.numerator === chance.denominator) return '100%';
  if (chance.denominator <= 36) return `${Math.round(chance.value * 1000) / 10}% (${chance.numerator} in ${chance.denominator})`;
  if (chance.value < 0.005) return 'less than 1%';
  if (chance.value > 0.995) return 'more than 99%';
  return `${Math.round(chance.value * 100)}%`;
}

/** What `RollOdds.lands` counts: past a Mystic's dodge or resist, or a melee blow in the end. */
export type LandsAfter = 'defence' | 'blow';

const LANDS_AFTER: Readonly<Record<LandsAfter, string>> = {
  defence: "Chance it also gets past the target's dodge or resist",
  blow: 'Chance the blow lands',
};

/** A shot is dodged (seed 000 L94), a power resisted (L104): the line names the one roll the target makes. */
const PAST_DEFENCE: Readonly<Record<NonNullable<RollOdds['defence']>, string>> = {
  dodge: "Chance it also gets past the target's dodge",
  resist: "Chance it also gets past the target's resist roll",
};

/** The melee line's words: under o66.melee-ties "reroll" the blow's chance counts the re-rolls of ties. */
export function blowLine(choices: RulingChoices): string {
  return chosenOption(MELEE_TIES, choices) === 'reroll' ? 'Chance the blow lands, tied rolls rolled again' : LANDS_AFTER.blow;
}

/** The odds lines shown before a roll: the roll itself, then what it finally does where that differs. */
export function oddsLines(odds: RollOdds, after: LandsAfter = 'defence', choices: RulingChoices = {}): readonly string[] {
  const lines = [`Chance ${odds.of}: ${chanceText(odds.chance)}`];
  const label = after === 'blow' ? blowLine(choices) : odds.defence ? PAST_DEFENCE[odds.defence] : LANDS_AFTER.defence;
  if (odds.lands && odds.lands.value !== odds.chance.value) lines.push(`${label}: ${chanceText(odds.lands)}`);
  return lines;
}

/** A roll to avoid a blow: its chance, and the blow's only where tied rolls are rolled again (else it is just the rest). */
export function defenceOddsLines(odds: RollOdds, choices: RulingChoices): readonly string[] {
  const lines = [`Chance ${odds.of}: ${chanceText(odds.chance)}`];
  if (odds.lands && chosenOption(MELEE_TIES, choices) === 'reroll') lines.push(`${blowLine(choices)}: ${chanceText(odds.lands)}`);
  return lines;
}

/** What a dodge or resist must do to the attacker's roll (seed 000 L94, L104): beat it, or equal it under o66.dodge-ties "Ties dodge". */
export function rollToBeat(choices: RulingChoices): string {
  return chosenOption(DODGE_TIES, choices) === 'defender-wins-ties' ? 'roll to equal or beat' : 'roll to beat';
}

/** "Meg (Ann)": a model and the player it belongs to. */
export function modelWithPlayer(state: Order66State, modelId: string): string {
  const model = state.models[modelId];
  if (!model) return modelName(state, modelId);
  return `${modelName(state, modelId)} (${playerName(state, model.side)})`;
}

/** "Sable's defence roll (Sam)": whose roll a dice field takes, the model and the player it belongs to. */
export function rollOf(state: Order66State, modelId: string, what: string): string {
  const model = state.models[modelId];
  return `${modelName(state, modelId)}'s ${what} roll${model ? ` (${playerName(state, model.side)})` : ''}`;
}

/** What the battle waits for, as a heading: "Luke rolls to dodge". */
export function pendingHeading(state: Order66State, pending: Pending): string {
  const name = (id: string) => modelName(state, id);
  switch (pending.kind) {
    case 'dodge':
      return `${name(pending.shot.targetId)} rolls to dodge`;
    case 'resist':
      return `${name(pending.power.targetId)} rolls to resist`;
    case 'push':
      return `${name(pending.attackerId)} pushes ${pending.target.kind === 'model' ? name(pending.target.modelId) : theTerrain(pending.target.name)}`;
    case 'return-fire':
      return `${name(pending.modelId)} may return fire at ${name(pending.shooterId)}`;
    case 'melee-defence':
      return `${name(pending.targetId)} rolls to avoid ${name(pending.attackerId)}'s blow`;
    case 'melee-tie':
      return `${name(pending.attackerId)} and ${name(pending.targetId)} tied: both roll again`;
  }
}

export const ALLEGIANCE_NAMES = { order: 'Order', chaos: 'Chaos' } as const;

export const STAT_NAMES = { combat: 'Combat', range: 'Range', dodge: 'Dodge' } as const;
