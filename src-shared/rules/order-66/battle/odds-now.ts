import type { RulingChoices } from '../../ruling';
import { MODEL_SQUARES } from '../mystics';
import { dodgeChance, meleeDefenceOdds, meleeOdds, powerOdds, shotOdds, type Chance } from '../odds';
import { grymnCombat, manipulationDifficulty, mysticShotBonus, psychicDifficulty } from '../resolution';
import { rulesInPlay } from '../rules-in-play';
import { dodgeOf } from './queries';
import type { ModelState, Order66State } from './state';

/**
 * The odds of the roll about to be made, from the battle as it stands: what the battle screen
 * shows beside each dice box before the dice are rolled.
 */

export interface RollOdds {
  /** What the chance is of, in words: "Luke dodges", "the shot hits". */
  readonly of: string;
  readonly chance: Chance;
  /** The chance the whole attack does its work (a hit that is not dodged, a power not resisted). */
  readonly lands?: Chance;
  /** What a Mystic target rolls against it: a shot is dodged (seed 000 L94), a power resisted (L104). */
  readonly defence?: 'dodge' | 'resist';
}

function defenceOf(model: ModelState, choices: RulingChoices): number | null {
  return model.kind === 'mystic' ? dodgeOf(model, rulesInPlay(choices)) : null;
}

function combatOf(model: ModelState, choices: RulingChoices): number {
  return model.stats ? model.stats.combat : grymnCombat(choices);
}

/** The roll the battle waits for (a dodge, a resist, a melee defence or re-roll, Meg's return fire), or null. */
export function pendingRollOdds(state: Order66State, choices: RulingChoices = {}): RollOdds | null {
  const pending = state.pending[0];
  if (!pending) return null;
  const rules = rulesInPlay(choices);
  switch (pending.kind) {
    case 'dodge':
      return { of: 'the dodge succeeds', chance: dodgeChance(pending.shot, dodgeOf(state.models[pending.shot.targetId]!, rules), choices) };
    case 'resist':
      return { of: 'the resist succeeds', chance: dodgeChance(pending.power, dodgeOf(state.models[pending.power.targetId]!, rules), choices) };
    case 'melee-defence': {
      const target = state.models[pending.targetId]!;
      const odds = meleeDefenceOdds(pending.attackTotal, combatOf(state.models[pending.attackerId]!, choices), defenceOf(target, choices) ?? 0, choices);
      return { of: 'the blow is avoided', chance: odds.avoided, lands: odds.eventuallyHits };
    }
    case 'melee-tie': {
      const odds = meleeOdds(combatOf(state.models[pending.attackerId]!, choices), defenceOf(state.models[pending.targetId]!, choices) ?? 0, choices);
      return { of: 'the blow lands', chance: odds.hit, lands: odds.eventuallyHits };
    }
    case 'return-fire': {
      const meg = state.models[pending.modelId]!;
      const odds = shotOdds(mysticShotBonus(meg.stats!.range, choices), defenceOf(state.models[pending.shooterId]!, choices), choices);
      return { of: 'the return shot hits', chance: odds.hit, lands: odds.lands, defence: 'dodge' };
    }
    case 'push':
      return null;
  }
}

export type ProposedAttack =
  | { readonly kind: 'shoot'; readonly modelId: string; readonly targetId: string; readonly support: number }
  | { readonly kind: 'lightning' | 'melee' | 'choke' | 'manipulate'; readonly modelId: string; readonly targetId: string }
  | { readonly kind: 'psychic-attack'; readonly modelId: string; readonly targetId: string | null; readonly squaresFilled?: number }
  | { readonly kind: 'sword-master'; readonly modelId: string; readonly targetId: string };

/** The odds of an attack a player is about to roll, as the house rules read it. */
export function attackOdds(state: Order66State, attack: ProposedAttack, choices: RulingChoices = {}): RollOdds {
  const rules = rulesInPlay(choices);
  const attacker = state.models[attack.modelId]!;
  const target = attack.targetId === null ? null : state.models[attack.targetId]!;
  const dodge = target ? defenceOf(target, choices) : null;
  const range = attacker.stats?.range ?? 0;
  switch (attack.kind) {
    case 'shoot': {
      const odds = shotOdds(attack.support, dodge, choices);
      return { of: 'the shot hits', chance: odds.hit, lands: odds.lands, defence: 'dodge' };
    }
    case 'lightning': {
      const odds = shotOdds(mysticShotBonus(range, choices), dodge, choices);
      return { of: 'the lightning hits', chance: odds.hit, lands: odds.lands, defence: 'dodge' };
    }
    case 'psychic-attack': {
      const filled = target ? MODEL_SQUARES : (attack.squaresFilled ?? MODEL_SQUARES);
      const odds = powerOdds(range, psychicDifficulty(filled, choices), dodge, choices);
      return { of: 'the psychic attack succeeds', chance: odds.success, lands: odds.lands, defence: 'resist' };
    }
    case 'choke': {
      const odds =
        rules.chokeAttack === 'psychic'
          ? powerOdds(range, psychicDifficulty(MODEL_SQUARES, choices), dodge, choices)
          : (({ hit, lands }) => ({ success: hit, lands }))(shotOdds(mysticShotBonus(range, choices), dodge, choices));
      return { of: 'the choke takes hold', chance: odds.success, lands: odds.lands, defence: rules.chokeAttack === 'psychic' ? 'resist' : 'dodge' };
    }
    case 'manipulate': {
      const odds = powerOdds(range, manipulationDifficulty(choices), dodge, choices);
      return { of: 'the manipulation succeeds', chance: odds.success, lands: odds.lands, defence: 'resist' };
    }
    case 'melee':
    case 'sword-master': {
      const odds = meleeOdds(combatOf(attacker, choices), dodge ?? 0, choices);
      return { of: 'the blow lands', chance: odds.hit, lands: odds.eventuallyHits };
    }
  }
}
