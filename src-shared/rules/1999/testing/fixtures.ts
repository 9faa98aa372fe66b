import type { ChosenSide } from '../../../systems/game-system';
import { enteredDice, type DiceRoll } from '../../dice';
import type { RulingChoices } from '../../ruling';
import type { ArmyRoster, ArmyUnit } from '../army/roster-schema';
import { ArmyRosterSchema } from '../army/roster-schema';
import { apply } from '../battle/apply';
import type { Event1999, EventType1999 } from '../battle/events';
import { EventSchema } from '../battle/events';
import { initialState } from '../battle/initial-state';
import type { Outcome1999 } from '../battle/outcomes';
import type { State1999 } from '../battle/state';
import { RulesCardSchema, type RulesCard, type RulesCardInput } from '../cards/card-schema';
import { EXAMPLE_CARDS } from '../cards/example-cards';
import { RULES_CARDS_LIBRARY } from '../cards/card-library';
import type { Roll } from '../mechanics/roll';
import { buildSetup } from '../setup/build-setup';
import type { SetupInput1999 } from '../setup/setup-schema';
import type { Setup1999 } from '../setup/setup-types';

/** Test helpers: entered dice, cards, armies, set-ups and a battle driver that fails loudly. */

export const die = (...faces: number[]): DiceRoll => enteredDice(faces);
export const roll = (...faces: number[]): Roll => ({ dice: die(...faces) });
export const rerolled = (first: number, second: number, ability: string): Roll => ({ dice: die(first), reroll: { dice: die(second), ability } });

/** A plain test card: Special, activation 3, all attributes 3 unless given. */
export function card(overrides: Partial<RulesCardInput> & { name: string }): RulesCard {
  return RulesCardSchema.parse({
    version: 1,
    affiliation: 'brown',
    activation: [3],
    types: [{ type: 'special' }],
    attributes: { mov: 10, ccOffensive: 3, ccDefensive: 3, bal: 3, str: 3, arm: 4, con: 3, men: 3 },
    armyPoints: 10,
    weapons: [
      { name: 'Rifle', type: 'shooting', rangeCm: 60, ap: 1, wounding: 6 },
      { name: 'Knife', type: 'assault', ap: 0, wounding: 5 },
    ],
    ...overrides,
  });
}

export function unit(key: string, cardName: string, extra: Partial<ArmyUnit> = {}): ArmyUnit {
  return { key, name: '', card: cardName, type: 'special', models: 1, dna: [], reinforcement: false, attached: [], ...extra };
}

export function squad(key: string, cardName: string, models: number, extra: Partial<ArmyUnit> = {}): ArmyUnit {
  return unit(key, cardName, { type: 'squad', models, ...extra });
}

export function army(name: string, units: ArmyUnit[], points = 50): ArmyRoster {
  return ArmyRosterSchema.parse({ name, size: points === 50 ? { kind: 'small' } : { kind: 'agreed', points }, units });
}

export const libraries = (cards: readonly RulesCard[] = EXAMPLE_CARDS) => ({ [RULES_CARDS_LIBRARY]: cards });

export function sides(...armies: { player: string; roster: ArmyRoster }[]): ChosenSide<ArmyRoster>[] {
  return armies.map((a, i) => ({ side: `p${i + 1}`, playerName: a.player, forces: [{ armyId: `army-${i + 1}`, name: a.roster.name, roster: a.roster }] }));
}

export function setupOf(input: SetupInput1999, chosen: ChosenSide<ArmyRoster>[], cards: readonly RulesCard[] = EXAMPLE_CARDS, rulings: RulingChoices = {}): Setup1999 {
  const built = buildSetup(input, chosen, { now: '2024-01-01T00:00:00Z', rulings, libraries: libraries(cards) });
  if (!built.ok) throw new Error(`setup refused: ${built.reason}`);
  return built.setup;
}

/** A step as tests write it; the schema checks it at run time, as the contract does. */
export type LooseEvent = { readonly type: EventType1999 } & Readonly<Record<string, unknown>>;

/** A battle driven step by step; `step` throws with the engine's reason when a step is refused. */
export class Battle {
  state: State1999;
  outcomes: Outcome1999[] = [];
  log: Event1999[] = [];
  constructor(
    readonly setup: Setup1999,
    readonly rulings: RulingChoices = {},
  ) {
    this.state = initialState(setup, rulings);
  }

  step(input: LooseEvent): Outcome1999[] {
    const result = this.try(input);
    if (!result.ok) throw new Error(`refused ${input.type}: ${result.reason}`);
    return result.outcomes as Outcome1999[];
  }

  /** Applies a step; on refusal returns the reason and leaves the battle as it was. */
  try(input: LooseEvent): { ok: true; outcomes: readonly Outcome1999[] } | { ok: false; reason: string } {
    const event = EventSchema.parse(input);
    const result = apply(this.state, event, this.rulings);
    if (!result.ok) return result;
    this.state = result.state;
    this.log.push(event);
    this.outcomes.push(...result.outcomes);
    return { ok: true, outcomes: result.outcomes };
  }

  refusal(input: LooseEvent): string {
    const result = this.try(input);
    if (result.ok) throw new Error(`expected ${input.type} to be refused`);
    return result.reason;
  }

  /** Opposed roll rounds from `{ p1: 6, p2: 1 }`-style maps. */
  static rounds(...rounds: Record<string, number>[]) {
    return rounds.map((r) => Object.entries(r).map(([who, face]) => ({ who, dice: die(face) })));
  }

  /** Deploys every Unit in turn order with legal distances, reveals, and rolls Turn 1 with the given first player. */
  deployAll(first = this.setup.sides[0]!.side): this {
    const seats = this.setup.sides.map((s) => s.side);
    const rolls = Object.fromEntries(seats.map((s) => [s, s === first ? 6 : 1]));
    this.step({ type: 'deployment-order-rolled', rounds: Battle.rounds(rolls) });
    if (this.state.stage === 'markers') {
      this.step({
        type: 'deployment-markers',
        markers: seats.map((s) => ({ side: s, edgeDistanceCm: this.setup.markers!.edgeDistanceCm, nearestMarkerCm: this.setup.markers!.spacingCm })),
        rounds: Battle.rounds(rolls),
        starts: Object.fromEntries(seats.map((s, i) => [s, i])),
      });
    }
    let placed = 0;
    while (this.state.stage === 'deployment') {
      const side = this.state.nominator!;
      const next = this.setup.sides.find((s) => s.side === side)!.units.find((u) => this.state.units[u.id]!.status === 'to-deploy')!;
      const firstOfSide = this.setup.sides.find((s) => s.side === side)!.units.every((u) => !this.state.units[u.id]!.deployedCard);
      if (seats.length > 2 && firstOfSide) this.step({ type: 'card-deployed', unitId: next.id, atMarker: true });
      else if (placed === 0) this.step({ type: 'card-deployed', unitId: next.id, centreLineCm: 30, ownHalf: true, openGround: true });
      else this.step({ type: 'card-deployed', unitId: next.id, nearestEnemyCardCm: 60, ownHalf: true });
      placed++;
    }
    while (this.state.stage === 'guerilla') this.step({ type: 'guerilla-tactics-rolled', unitId: this.state.guerillaPending[0]!, roll: die(1) });
    this.step({ type: 'forces-revealed', nearestEnemyCm: 60 });
    return this.turn(first);
  }

  /** Rolls the Order of play with `first` winning (6 against 1s). */
  turn(first: string): this {
    const players = this.setup.sides.map((s) => s.side).filter((s) => !this.state.sides[s]!.surrendered && !this.state.sides[s]!.havocThisTurn);
    this.step({ type: 'order-of-play-rolled', rounds: players.length > 1 ? Battle.rounds(Object.fromEntries(players.map((s) => [s, s === first ? 6 : 1]))) : [] });
    return this;
  }

  /** Nominates, declares Hold Ground, ends: a Unit that does nothing. */
  holdGround(unitId: string): this {
    this.step({ type: 'unit-nominated', unitId });
    if (this.state.active!.instability.length === 0) this.step({ type: 'action-declared', action: 'hold-ground' });
    this.step({ type: 'activation-ended' });
    return this;
  }

  /** Everyone holds ground until the Turn ends (Reinforcement Units held back). */
  finishTurn(): this {
    const turn = this.state.turn;
    for (let guard = 0; guard < 200 && this.state.stage === 'activation' && this.state.turn === turn; guard++) {
      const side = this.state.nominator!;
      const unitId = this.setup.sides
        .find((s) => s.side === side)!
        .units.map((u) => u.id)
        .find((id) => this.state.units[id]!.status === 'battlefield' && this.eligible(id));
      if (unitId) this.holdGround(unitId);
      else this.step({ type: 'reinforcements-held' });
    }
    return this;
  }

  /** Would the engine take this Unit's nomination now? */
  eligible(unitId: string): boolean {
    return apply(this.state, EventSchema.parse({ type: 'unit-nominated', unitId }), this.rulings).ok;
  }

  codes(): string[] {
    return this.outcomes.map((o) => o.code);
  }
}

export const unitId = (side: string, key: string) => `${side}/${key}`;
export const cardId = unitId;
