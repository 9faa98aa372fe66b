import type { BattleOddsModel, KnownRoll, SideKey } from '../../../systems/game-system';
import { attritionRace, chanceOfHighest, diceTotalResults, learntSpread, settledChances, turnChanges, twoDiceTest } from '../../../systems/win-models';
import { chosenOption, type RulingChoices } from '../../ruling';
import { DODGE_TIES } from '../rulings/combat';
import type { Order66Event } from '../battle/events';
import type { Order66Outcome } from '../battle/outcomes';
import { modelsOf, type Order66Setup } from '../battle/setup';
import type { Order66State } from '../battle/state';
import { rulesInPlay } from '../rules-in-play';
import { Names } from '../narrator/words';

/**
 * Order 66's win-probability model (docs/architecture.md, "Win probability and luck in the other systems").
 *
 * Last Mystic standing (ruling o66.victory, the default): an attrition race. A side's lives are
 * its Mystic's wounds left (3 at the start, 000_fd0e5ac397c8988d.txt:70) — a side is out when its
 * Mystic falls; its fire is its models still standing, since every model takes up to 2 actions a
 * turn (000:82) and a Grymn Trooper hits as often as a Mystic does. Each wound falls on a side
 * still in, in proportion to the fire of the others; the chance of being the last side in is
 * computed exactly (`attritionRace`).
 *
 * Agreed turns (o66.victory: turn-limit): most wounds dealt wins, so each side's final count is
 * its count now plus a normal change per remaining turn, with a spread learnt from the battle's
 * own turns (prior: 1 wound per side per turn, worth 2 turns) (`chanceOfHighest`).
 *
 * A scenario: the group decides the winner, so the line stays even until it is recorded.
 */
export const PRIOR_WOUNDS_PER_TURN = 1;
export const PRIOR_WEIGHT_TURNS = 2;

function sidesOf(state: Order66State): SideKey[] {
  return state.setup.sides.map((side) => side.side);
}

export function order66WinChances(state: Order66State, context: { readonly rulings: RulingChoices; readonly turnEnds: readonly Order66State[] }): Record<SideKey, number> {
  const sides = sidesOf(state);
  if (state.result) return settledChances(sides, state.result.winners);
  const victory = rulesInPlay(context.rulings).victory;
  const models = Object.values(state.models);
  if (victory === 'turn-limit') {
    const dealt = (s: Order66State) => Object.fromEntries(sides.map((side) => [side, Object.values(s.models).filter((m) => m.side === side).reduce((sum, m) => sum + m.record.dealt, 0)]));
    const spread = learntSpread(turnChanges(context.turnEnds.map(dealt)), PRIOR_WOUNDS_PER_TURN, PRIOR_WEIGHT_TURNS);
    const remaining = Math.max(0, (state.setup.turnLimit ?? state.turn) - state.turn) + 0.5;
    return chanceOfHighest(dealt(state), spread * Math.sqrt(remaining));
  }
  if (victory === 'scenario') return settledChances(sides, []);
  const inPlay = (side: SideKey) => !state.conceded.includes(side);
  const lives = Object.fromEntries(sides.map((side) => [side, inPlay(side) ? models.filter((m) => m.side === side && m.kind === 'mystic' && m.status === 'standing').reduce((sum, m) => sum + m.wounds, 0) : 0]));
  const fire = Object.fromEntries(sides.map((side) => [side, models.filter((m) => m.side === side && m.status === 'standing').length]));
  return attritionRace(lives, fire);
}

/**
 * The rolls whose odds are exact from the outcome alone: a Pulse Rifle or lightning shot (2D6 +
 * support ≥ 7, 000:90–92), a dodge or resist (2D6 + Dodge must beat the attack, 000:94, 000:104),
 * a psychic attack (2D6 + Range ≥ 6 + squares filled, 000:100–102), a choke or manipulation
 * against its difficulty (000:56–58), a melee blow's 2D6 (000:128, ranked by their total), and a
 * melee defence (2D6 + Dodge against the blow, 000:128, ranked above it, level, below). A pass
 * ranks 1, a fail 0.
 */
export function order66Rolls(outcomes: readonly Order66Outcome[], setup: Order66Setup, choices: RulingChoices = {}): KnownRoll[] {
  const names = new Names(setup);
  // A dodge or resist beats the attack, or equals it under "Ties dodge" (o66.dodge-ties): as the battle screen's odds count it (odds.ts `dodges`).
  const defence = chosenOption(DODGE_TIES, choices) === 'defender-wins-ties' ? 'at-least' : 'beat';
  const sideOf = new Map(modelsOf(setup).map((model) => [model.id, model.side]));
  const rolls: KnownRoll[] = [];
  const add = (modelId: string, text: string, results: KnownRoll['results'], got: number) => {
    const side = sideOf.get(modelId);
    if (side !== undefined) rolls.push({ side, text, results, got });
  };
  for (const o of outcomes) {
    switch (o.code) {
      case 'shot':
        add(o.modelId, `${names.model(o.modelId)} shot at ${names.model(o.targetId)}: ${o.hit ? 'a hit' : 'a miss'}`, twoDiceTest(o.bonus, o.needed, 'at-least'), o.hit ? 1 : 0);
        break;
      case 'dodged':
      case 'dodge-failed':
        add(o.modelId, `${names.model(o.modelId)} ${o.code === 'dodged' ? 'dodged' : 'failed to dodge'} ${names.model(o.attackerId)}'s shot`, twoDiceTest(o.bonus, o.against, defence), o.code === 'dodged' ? 1 : 0);
        break;
      case 'resisted':
      case 'resist-failed':
        add(o.modelId, `${names.model(o.modelId)} ${o.code === 'resisted' ? 'resisted' : 'failed to resist'} ${names.model(o.attackerId)}'s power`, twoDiceTest(o.bonus, o.against, defence), o.code === 'resisted' ? 1 : 0);
        break;
      case 'psychic-attack':
        add(o.modelId, `${names.model(o.modelId)}'s psychic attack on ${names.thing(o.target)}: ${o.success ? 'a success' : 'a failure'}`, twoDiceTest(o.range, o.difficulty, 'at-least'), o.success ? 1 : 0);
        break;
      case 'choke':
        add(o.modelId, `${names.model(o.modelId)}'s ${names.ability(o.modelId)} on ${names.model(o.targetId)}: ${o.success ? 'it took hold' : 'it failed'}`, twoDiceTest(o.total - o.dice, o.needed, 'at-least'), o.success ? 1 : 0);
        break;
      case 'manipulation':
        add(o.modelId, `${names.model(o.modelId)}'s ${names.ability(o.modelId)} on ${names.model(o.targetId)}: ${o.success ? 'a success' : 'a failure'}`, twoDiceTest(o.total - o.dice, o.difficulty, 'at-least'), o.success ? 1 : 0);
        break;
      case 'melee-attack':
        // The blow has no number to reach: its 2D6 are rated where they fell, the defence against the total below.
        add(o.modelId, `${names.model(o.modelId)}'s blow at ${names.model(o.targetId)} (rolled ${o.dice})`, diceTotalResults(2, 6), o.dice);
        break;
      case 'melee-hit':
      case 'melee-avoided':
      case 'melee-tied': {
        const avoid = twoDiceTest(o.bonus, o.attackTotal, 'beat')[1]!.p;
        const reach = twoDiceTest(o.bonus, o.attackTotal, 'at-least')[1]!.p;
        const results = [
          { rank: 0, p: 1 - reach },
          { rank: 1, p: reach - avoid },
          { rank: 2, p: avoid },
        ];
        // Ranked by the defence against the blow; ruling o66.melee-ties decides what a tie means.
        const got = o.defenceTotal > o.attackTotal ? 2 : o.defenceTotal === o.attackTotal ? 1 : 0;
        add(o.targetId, `${names.model(o.targetId)} ${o.code === 'melee-avoided' ? 'avoided' : o.code === 'melee-tied' ? 'tied with' : 'failed to avoid'} ${names.model(o.modelId)}'s blow`, results, got);
        break;
      }
      default:
        break;
    }
  }
  return rolls;
}

/** The clock's own outcomes: a turning point never quotes them. */
const CLOCK_OUTCOMES: ReadonlySet<string> = new Set(['turn-started', 'turn-ended']);

export const ORDER_66_ODDS: BattleOddsModel<Order66Setup, Order66State, Order66Event, Order66Outcome> = {
  // The battle's own victory condition only (an agreed number of turns is set on the battle only under that ruling).
  method: (setup) =>
    setup.turnLimit !== null
      ? `Agreed turns (${setup.turnLimit}): the wounds dealt so far, with the battle's own pace for the turns left.`
      : setup.scenario !== null
        ? "The group's scenario decides the winner, so the chance stays even until the result is recorded."
        : "Last Mystic standing: an attrition race on each Mystic's wounds left, each wound falling on a side in proportion to the models the other sides have standing.",
  winChances: (state, context) => order66WinChances(state, context),
  rollsIn: ({ step }, { setup, rulings }) => order66Rolls(step.outcomes, setup, rulings),
  sideName: (setup, side) => new Names(setup).player(side),
  quotes: (outcome) => !CLOCK_OUTCOMES.has(outcome.code),
  // The Mystics and their Grymn Troopers ("Luke's Grymn Trooper 2"); a terrain piece is "the shrine wall" mid-sentence.
  properNames: (setup) => modelsOf(setup).map((model) => model.name),
};
