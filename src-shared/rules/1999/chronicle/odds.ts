import type { BattleOddsModel, KnownRoll, RankedResult, SideKey } from '../../../systems/game-system';
import { attritionRace, chanceOfHighest, learntSpread, settledChances, turnChanges } from '../../../systems/win-models';
import type { RulingChoices } from '../../ruling';
import type { Event1999 } from '../battle/events';
import type { ModelAt, Outcome1999 } from '../battle/outcomes';
import { pointsOnBattlefield, unitAliveModels } from '../battle/queries';
import { indexOf, type SetupIndex } from '../battle/setup-index';
import type { State1999 } from '../battle/state';
import { check, DEFAULT_REQUIREMENT } from '../mechanics/roll';
import { instabilityPasses } from '../mechanics/instability';
import { namesFor } from '../narrator/names';
import { contestRolls1999 } from './contest-rolls';
import { rulingsInPlay } from '../rulings-in-play';
import type { Setup1999 } from '../setup/setup-types';
import { VICTORY_CONDITION_LABELS } from '../setup/victory-conditions';

/**
 * 1999's win-probability model (docs/architecture.md, "Win probability and luck in the other systems"), by the battle's victory
 * condition (seed 001_666c0140e8c1627f.txt:259–267):
 *
 * - Prey (L265): an attrition race on the Bounty Units — a side's lives are its Bounty Unit's
 *   models still standing, its fire the Army Points it has on the Battlefield or in reserve (its
 *   whole army until deployment is done); the last Bounty Unit standing wins.
 * - Predator (L267): an attrition race to half an army — a side's lives are the models it can
 *   still lose before an opponent has made half its Army Points Casualties (what is left of that
 *   half, over its average model's cost), its fire its Army Points on the Battlefield.
 * - A set number of Turns, surrender, and Territorial (L261, L263): the Army Points left on the
 *   Battlefield decide (Territorial stands in for the distance to the centre, which is only
 *   measured at the chosen Turn), each side's final figure normal around today's with a
 *   per-Turn spread learnt from the battle's own Turns (prior: a tenth of the agreed army size
 *   per Turn, worth 2 Turns) over the Turns left (the agreed or chosen Turn; else 6 more).
 */
export const PRIOR_SHARE_PER_TURN = 0.1;
export const PRIOR_WEIGHT_TURNS = 2;
export const OPEN_ENDED_TURNS = 6;

const SETTING_UP: ReadonlySet<string> = new Set(['deployment-roll', 'markers', 'deployment', 'guerilla', 'reveal']);

function seatsIn(state: State1999, index: SetupIndex): SideKey[] {
  return index.seats.filter((side) => !state.sides[side]!.surrendered);
}

export function winChances1999(state: State1999, context: { readonly rulings: RulingChoices; readonly turnEnds: readonly State1999[] }): Record<SideKey, number> {
  const index = indexOf(state.setup);
  const seats = index.seats;
  if (state.result) return settledChances(seats, state.result.winner ? [state.result.winner] : []);
  const ctx = { index };
  // Until the armies are on the table (deployment, L191–L211) each side is its whole army; then what is on the Battlefield or waiting in reserve.
  const strength = (s: State1999, side: SideKey, reserves: boolean) => (SETTING_UP.has(s.stage) ? index.sides.get(side)!.points : pointsOnBattlefield(s, ctx, side, reserves));
  const fire = Object.fromEntries(seats.map((side) => [side, state.sides[side]!.surrendered ? 0 : strength(state, side, true)]));
  const inPlay = new Set(seatsIn(state, index));
  const victory = state.setup.victory;
  if (victory.condition === 'prey' && victory.prey) {
    const bounty = victory.prey.bounty;
    const lives = Object.fromEntries(seats.map((side) => [side, inPlay.has(side) && state.units[bounty[side]!]?.status !== 'casualty' ? unitAliveModels(state, ctx, bounty[side]!) : 0]));
    return attritionRace(lives, fire);
  }
  if (victory.condition === 'predator') {
    const rules = rulingsInPlay(context.rulings);
    const lives = Object.fromEntries(
      seats.map((side) => {
        if (!inPlay.has(side)) return [side, 0];
        const own = index.sides.get(side)!;
        const total = rules.predatorReinforcements === 'deployed-only' ? state.sides[side]!.pointsFielded : own.points;
        const models = own.units.reduce((n, u) => n + u.cards.reduce((m, c) => m + c.models, 0), 0);
        const lostTo = Object.values(state.sides[side]!.lostTo);
        const worst = lostTo.length > 0 ? Math.max(...lostTo) : 0;
        const left = Math.max(0, total / 2 - worst);
        return [side, Math.max(1, Math.ceil(left / Math.max(1, own.points / Math.max(1, models))))];
      }),
    );
    return attritionRace(lives, fire);
  }
  const playing = seats.filter((side) => inPlay.has(side));
  const score = (s: State1999) => Object.fromEntries(playing.map((side) => [side, strength(s, side, false)]));
  const spread = learntSpread(turnChanges(context.turnEnds.map(score)), PRIOR_SHARE_PER_TURN * state.setup.points, PRIOR_WEIGHT_TURNS);
  const lastTurn = victory.condition === 'turn-limit' ? victory.turnLimit : victory.condition === 'territorial' ? (victory.territorialTurn?.turn ?? null) : null;
  const remaining = lastTurn === null ? OPEN_ENDED_TURNS : Math.max(0, lastTurn - state.turn) + 0.5;
  const chances = chanceOfHighest(score(state), spread * Math.sqrt(remaining));
  return Object.fromEntries(seats.map((side) => [side, chances[side] ?? 0]));
}

const ATTRITION = 'losses falling in proportion to the other sides’ Army Points on the Battlefield';
const POINTS_LEFT = 'the Army Points each side has left on the Battlefield, moving at the battle’s own pace';

/** The sentence under the chart: the reckoning `winChances1999` makes for this battle's own victory condition (seed 001 L259–L267). */
export function method1999(victory: Setup1999['victory']): string {
  if (victory.condition === 'prey' && victory.prey) return `Prey Mission: a race to make the other Bounty Units Casualties, each side's lives its own Bounty Unit's models still standing, ${ATTRITION}.`;
  if (victory.condition === 'predator') return `Predator Mission: a race to make half an opponent's Army Points Casualties, each side's lives the models it can still lose before that, ${ATTRITION}.`;
  if (victory.condition === 'turn-limit') return `A set number of Turns: ${POINTS_LEFT} over the Turns left${victory.turnLimit ? ` (to the end of Turn ${victory.turnLimit})` : ''}; the most Army Points at the end wins.`;
  if (victory.condition === 'territorial') {
    const turn = victory.territorialTurn?.turn;
    return `Territorial Mission: the distance to the centre is only measured at the end of ${turn ? `Turn ${turn}` : 'the chosen Turn'}, so until then ${POINTS_LEFT} stand in for it.`;
  }
  if (victory.condition === 'surrender') return `Until one side surrenders: ${POINTS_LEFT}, looking ${OPEN_ENDED_TURNS} Turns ahead; the side with the most is the likeliest to outlast the others.`;
  // A Prey Mission whose Bounty Units are not named yet has no race to run.
  return `${VICTORY_CONDITION_LABELS[victory.condition]}: ${POINTS_LEFT}, looking ${OPEN_ENDED_TURNS} Turns ahead.`;
}

/** The results of one D6 roll judged by `judge` (true: it went the roller's way), ranked pass 1, fail 0. */
function d6Test(judge: (face: number) => boolean): RankedResult[] {
  const pass = [1, 2, 3, 4, 5, 6].filter(judge).length / 6;
  return [
    { rank: 0, p: 1 - pass },
    { rank: 1, p: pass },
  ];
}

/**
 * The single-D6 rolls whose odds are exact from their outcome: to hit (D6 + BAL ≥ 7, L479,
 * L139), to penetrate (D6 + AP ≥ ARM), to avoid a wound (D6 + CON ≥ Wounding, L489–L503), MEN
 * against Confusion (D6 + MEN ≥ 7, L505), a Special Action's Roll Requirement (L603) and
 * Instability (a pass above the number, or a 6, L377) — each through the engine's own check,
 * natural 6s and 1s as ruling 1999.automatic-results has them.
 */
export function rolls1999(outcomes: readonly Outcome1999[], setup: Setup1999, choices: RulingChoices): KnownRoll[] {
  const index = indexOf(setup);
  const names = namesFor(setup);
  const automatic = rulingsInPlay(choices).automaticResults === 'every-roll';
  const sideOfCard = (cardId: string) => {
    const unitId = index.cards.get(cardId)?.unitId;
    return unitId ? (index.units.get(unitId)?.side ?? null) : null;
  };
  const out: KnownRoll[] = [];
  const add = (side: SideKey | null, text: string, results: RankedResult[], got: number) => {
    if (side !== null) out.push({ side, text, results, got });
  };
  const test = (face: number, total: number, needed: number) => d6Test((f) => check(f, total - face, needed, automatic).success);
  let attacker: ModelAt | null = null;
  for (const o of outcomes) {
    switch (o.code) {
      case 'to-hit':
        attacker = o.shooter;
        add(sideOfCard(o.shooter.cardId), `${names.model(o.shooter)} shot at ${names.model(o.target)}: ${o.hit ? 'a hit' : 'a miss'}`, test(o.face, o.total, o.needed), o.hit ? 1 : 0);
        break;
      case 'assault-roll':
        attacker = o.attacker;
        break;
      case 'deviation':
        attacker = o.shooter;
        break;
      case 'armour':
        if (attacker) add(sideOfCard(attacker.cardId), `${names.model(attacker)}'s roll to penetrate ${names.model(o.target)}'s armour: ${o.penetrated ? 'it went through' : 'it held'}`, test(o.face, o.total, o.armour), o.penetrated ? 1 : 0);
        break;
      case 'avoid-wound':
        add(sideOfCard(o.target.cardId), `${names.model(o.target)} ${o.withstood ? 'avoided' : 'failed to avoid'} a wound`, test(o.face, o.total, o.wounding), o.withstood ? 1 : 0);
        break;
      case 'confusion-roll':
        add(names.unitSide(o.unitId), `${names.ownedUnit(o.unitId)} ${o.confused ? 'fell into Confusion' : 'kept its nerve'}`, test(o.face, o.total, DEFAULT_REQUIREMENT), o.confused ? 0 : 1);
        break;
      case 'special-action':
        if (o.face !== null && o.total !== null) add(sideOfCard(o.cardId), `${names.card(o.cardId)}'s ${o.ability}: ${o.success ? 'done' : 'failed'}`, test(o.face, o.total, o.needed), o.success ? 1 : 0);
        break;
      case 'instability-passed':
      case 'instability-failed':
        add(sideOfCard(o.cardId), `${names.card(o.cardId)}'s Instability roll: ${o.code === 'instability-passed' ? 'steady' : 'it failed'}`, d6Test((f) => instabilityPasses(f, o.instability).passed), o.code === 'instability-passed' ? 1 : 0);
        break;
      default:
        break;
    }
  }
  return out;
}

/** The rulebook's terms the narrator writes with a capital wherever they stand ("in Turn 2", "Activation Phase 1"). */
const CAPITALISED_TERMS: readonly string[] = ['Turn', 'Activation Phase'];

/** The clock's own outcomes: a turning point never quotes them. */
const CLOCK_OUTCOMES: ReadonlySet<string> = new Set(['turn-started', 'phase-started', 'turn-ended']);

export const ODDS_1999: BattleOddsModel<Setup1999, State1999, Event1999, Outcome1999> = {
  method: (setup) => method1999(setup.victory),
  winChances: (state, context) => winChances1999(state, context),
  rollsIn: ({ step }, { setup, rulings }) => [...contestRolls1999(step.event, step.outcomes, setup, rulings), ...rolls1999(step.outcomes, setup, rulings)],
  sideName: (setup, side) => namesFor(setup).player(side),
  quotes: (outcome) => !CLOCK_OUTCOMES.has(outcome.code),
  // Units and cards by their names, and the rulebook's capitalised Turn and Activation Phase, keep their capitals mid-sentence.
  properNames: (setup) => [...setup.sides.flatMap((side) => side.units.flatMap((unit) => [unit.name, ...unit.cards.map((card) => card.card.name)])), ...CAPITALISED_TERMS],
};
