import { expect } from 'vitest';
import { enteredDice, type DiceRoll } from '../../dice';
import type { RulingChoices } from '../../ruling';
import type { ChosenSide, Libraries } from '../../../systems/game-system';
import type { Order66Event } from '../battle/events';
import type { Order66Outcome } from '../battle/outcomes';
import type { Order66Setup, Order66SetupInput } from '../battle/setup';
import type { Order66State } from '../battle/state';
import type { Allegiance, Order66Roster } from '../roster/roster';
import { ORDER_66 } from '../system';

/** Builds Order 66 battles through the public system object, for tests. */

export const d = (...faces: number[]): DiceRoll => enteredDice(faces);

export interface PlayerSpec {
  readonly player: string;
  readonly mystic: string;
  readonly combat?: number;
  readonly range?: number;
  readonly dodge?: number;
  readonly allegiance?: Allegiance;
  readonly grymn?: number;
}

/** A force whose four D3 are [combat, range, dodge, 1] with the 1 discarded. */
export function force(spec: PlayerSpec): Order66Roster {
  return {
    name: `${spec.player}'s force`,
    allegiance: spec.allegiance ?? 'order',
    mystic: spec.mystic,
    creation: { rolls: enteredDice([spec.combat ?? 2, spec.range ?? 2, spec.dodge ?? 2, 1], 3), assignment: { combat: 0, range: 1, dodge: 2 } },
    grymn: spec.grymn ?? 1,
  };
}

export function sidesOf(specs: readonly PlayerSpec[]): ChosenSide<Order66Roster>[] {
  return specs.map((spec, index) => ({ side: `p${index + 1}`, playerName: spec.player, forces: [{ armyId: `army-${index + 1}`, name: `${spec.player}'s force`, roster: force(spec) }] }));
}

export function setupOf(specs: readonly PlayerSpec[], choices: RulingChoices = {}, input: Order66SetupInput = {}, libraries: Libraries = {}): Order66Setup {
  const built = ORDER_66.battle.buildSetup(input, sidesOf(specs), { now: '2025-01-01T00:00:00.000Z', rulings: choices, libraries });
  if (!built.ok) throw new Error(built.reason);
  return built.setup;
}

/** A battle in progress with a log, stepping through `ORDER_66.battle.apply`. */
export class Game {
  state: Order66State;
  readonly log: Order66Event[] = [];
  readonly judged: Order66Outcome[][] = [];

  constructor(
    readonly setup: Order66Setup,
    readonly choices: RulingChoices = {},
  ) {
    this.state = ORDER_66.battle.initialState(setup, choices);
  }

  static of(specs: readonly PlayerSpec[], choices: RulingChoices = {}, input: Order66SetupInput = {}): Game {
    return new Game(setupOf(specs, choices, input), choices);
  }

  /** Applies a step that must be accepted; returns its outcomes. */
  do(event: Order66Event): readonly Order66Outcome[] {
    const applied = ORDER_66.battle.apply(this.state, event, this.choices);
    if (!applied.ok) throw new Error(`refused ${JSON.stringify(event)}: ${applied.reason}`);
    this.state = applied.state;
    this.log.push(event);
    this.judged.push([...applied.outcomes]);
    return applied.outcomes;
  }

  /** Applies a step that must be refused; returns the reason and checks nothing changed. */
  refused(event: Order66Event): string {
    const before = JSON.stringify(this.state);
    const applied = ORDER_66.battle.apply(this.state, event, this.choices);
    expect(applied.ok, `expected ${JSON.stringify(event)} to be refused`).toBe(false);
    expect(JSON.stringify(this.state)).toBe(before);
    return applied.ok ? '' : applied.reason;
  }

  /** Rolls off so `side` wins outright (6 against 1s) and activates `unitId` (default: its Mystic). */
  activate(side: string, unitId = `${side}.mystic`): readonly Order66Outcome[] {
    const outcomes: Order66Outcome[] = [];
    if (this.state.phase === 'roll-off') {
      const rolls = Object.fromEntries(this.state.rollOff.map((key) => [key, d(key === side ? 6 : 1)]));
      outcomes.push(...this.do({ type: 'roll-off', rolls }));
    }
    outcomes.push(...this.do({ type: 'activate', unitId }));
    return outcomes;
  }

  model(id: string) {
    return this.state.models[id]!;
  }

  steps() {
    return this.log.map((event, index) => ({ seq: index + 1, turn: 0, event, outcomes: this.judged[index]! }));
  }
}

export function codes(outcomes: readonly Order66Outcome[]): string[] {
  return outcomes.map((outcome) => outcome.code);
}
