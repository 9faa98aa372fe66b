import { enteredDice, type DiceRoll } from '../../../dice';
import type { RulingChoices } from '../../../ruling';
import type { Army, BrigadeRegiment, Experience, Weapon } from '../../types';
import type { BattleEvent, MeleeSideInput } from '../events';
import { initialBattleState } from '../initial-state';
import { apply } from '../reducer';
import type { OrdersOmensOutcome } from '../outcomes';
import type { BattleSetup, BattleState } from '../state';

/** Entered D6 faces. */
export const dice = (...faces: number[]): DiceRoll => enteredDice(faces);

/** One side of a melee round: each regiment's id and the faces it rolled. */
export const meleeRolls = (...entries: [string, number[]][]): MeleeSideInput => ({ rolls: entries.map(([regimentId, faces]) => ({ regimentId, dice: dice(...faces) })) });

export function line(experience: Experience, weapon: Weapon, options: { cavalry?: boolean; armoured?: boolean; id?: string } = {}): BrigadeRegiment {
  return { type: options.cavalry ? 'cavalry' : 'infantry', experience, weapon, armoured: options.armoured ?? false, ...(options.id ? { id: options.id } : {}) };
}

/**
 * Army A: one Experienced Division — b1 Green hand weapons, b2 Experienced bows, b3 Experienced
 * armoured polearms. Army B: one Experienced Division — b1 Experienced hand weapons, b2 Green
 * crossbows, b3 Elite armoured cavalry. Both Marshals Elite. Ids: `A/d1.b1`, `A/d1.b1.r1`, …
 */
export function armyA(overrides: Partial<Army> = {}): Army {
  return {
    list: 'playtest',
    name: 'Blue',
    randomised: false,
    marshal: { experience: 'elite', magicalAdvisor: false },
    divisions: [
      {
        general: { experience: 'experienced', magicalAdvisor: false },
        brigades: [
          { regiments: [line('green', 'hand-weapons'), line('green', 'hand-weapons')] },
          { regiments: [line('experienced', 'bows'), line('experienced', 'bows')] },
          { regiments: [line('experienced', 'polearms', { armoured: true }), line('experienced', 'polearms', { armoured: true })] },
        ],
        attached: [],
      },
    ],
    ...overrides,
  };
}

export function armyB(overrides: Partial<Army> = {}): Army {
  return {
    list: 'playtest',
    name: 'Red',
    randomised: false,
    marshal: { experience: 'elite', magicalAdvisor: false },
    divisions: [
      {
        general: { experience: 'experienced', magicalAdvisor: false },
        brigades: [
          { regiments: [line('experienced', 'hand-weapons'), line('experienced', 'hand-weapons')] },
          { regiments: [line('green', 'crossbows-firearms'), line('green', 'crossbows-firearms')] },
          { regiments: [line('elite', 'hand-weapons', { cavalry: true, armoured: true }), line('elite', 'hand-weapons', { cavalry: true, armoured: true })] },
        ],
        attached: [],
      },
    ],
    ...overrides,
  };
}

export function setupOf(armies: { A?: Army; B?: Army } = {}, overrides: Partial<BattleSetup> = {}): BattleSetup {
  return {
    armies: { A: armies.A ?? armyA(), B: armies.B ?? armyB() },
    table: { widthFeet: 4, depthFeet: 4 },
    turnLimit: 6,
    objectives: [
      { number: 1, name: 'The bridge' },
      { number: 2, name: 'The crossroads' },
    ],
    baggage: [
      { id: 'A-train', side: 'A', name: 'Blue baggage' },
      { id: 'B-train', side: 'B', name: 'Red baggage' },
    ],
    ...overrides,
  };
}

/** Initiative (A wins and attacks) and deployment of every unit, alternating from the defender. */
export function deploymentEvents(state: BattleState): BattleEvent[] {
  const events: BattleEvent[] = [{ type: 'initiative-rolled', rolls: { A: dice(6, 5), B: dice(2, 1) }, winnerTakes: 'attacker' }];
  const queue = { A: Object.values(state.roster.brigades).filter((b) => b.side === 'A').map((b) => b.id), B: Object.values(state.roster.brigades).filter((b) => b.side === 'B').map((b) => b.id) };
  let side: 'A' | 'B' = 'B';
  while (queue.A.length + queue.B.length > 0) {
    const next = queue[side].shift() ?? queue[side === 'A' ? 'B' : 'A'].shift()!;
    events.push({ type: 'brigade-deployed', brigadeId: next });
    side = side === 'A' ? 'B' : 'A';
  }
  return events;
}

/** A test harness over the reducer: `do` must succeed, `refuse` must fail and leave the state as it was. */
export class Table {
  state: BattleState;
  readonly events: BattleEvent[] = [];
  /** Every outcome the engine gave, in order (the state keeps none). */
  readonly outcomes: OrdersOmensOutcome[] = [];

  constructor(
    readonly setup: BattleSetup,
    readonly rulings: RulingChoices = {},
  ) {
    this.state = initialBattleState(setup);
  }

  static deployed(setup: BattleSetup = setupOf(), rulings: RulingChoices = {}): Table {
    const table = new Table(setup, rulings);
    for (const event of deploymentEvents(table.state)) table.do(event);
    return table;
  }

  /** Deployed and in the Activation Phase of turn 1. */
  static activating(setup: BattleSetup = setupOf(), rulings: RulingChoices = {}): Table {
    const table = Table.deployed(setup, rulings);
    table.do({ type: 'activation-started' });
    return table;
  }

  do(event: BattleEvent): this {
    const result = apply(this.state, event, this.rulings);
    if (!result.ok) throw new Error(`${event.type} rejected: ${result.reason}`);
    this.state = result.state;
    this.events.push(event);
    this.outcomes.push(...result.outcomes);
    return this;
  }

  refuse(event: BattleEvent): string {
    const before = JSON.stringify(this.state);
    const result = apply(this.state, event, this.rulings);
    if (result.ok) throw new Error(`${event.type} was accepted but should have been refused`);
    if (JSON.stringify(this.state) !== before) throw new Error('a refused event changed the state');
    return result.reason;
  }

  /** Draws a chip for `side` and passes an Order Test for `brigadeId` with a double 6 (6 actions). */
  order(brigadeId: string, faces: [number, number] = [6, 6]): this {
    const side = this.state.roster.brigades[brigadeId]!.side;
    return this.do({ type: 'chip-drawn', side }).do({ type: 'order-tested', brigadeId, roll: dice(...faces) });
  }

  brigade(id: string) {
    return this.state.brigades[id]!;
  }

  /** Draws and passes every remaining chip, then plays the End Phase with the given report. */
  finishTurn(report: Partial<Extract<BattleEvent, { type: 'end-phase' }>> = {}): this {
    if (this.state.chip && !this.state.chip.used) this.do({ type: 'chip-passed' });
    for (const side of ['A', 'B'] as const) {
      while (this.state.bag.drawn[side] < this.state.bag.filled[side]) this.do({ type: 'chip-drawn', side }).do({ type: 'chip-passed' });
    }
    return this.do({ type: 'end-phase', objectives: [], thirds: { left: [], centre: [], right: [] }, ...report });
  }
}

/** Turn 1: the first army's Brigade 1 loses a melee and breaks; turn 2's Activation: it is ordered, fleeing, with 5 actions. */
export function fleeingAndOrdered(): Table {
  const t = Table.activating().order('A/d1.b1');
  t.do({ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: true });
  t.do({ type: 'melee-round', engagementId: 'melee-1', attacker: meleeRolls(['A/d1.b1.r1', [1, 1, 1]]), defender: meleeRolls(['B/d1.b1.r1', [6, 6, 6, 6]]) });
  t.do({ type: 'morale-tested', brigadeId: 'A/d1.b1', roll: dice(1, 2) }).finishTurn();
  return t.do({ type: 'activation-started' }).order('A/d1.b1', [5, 4]);
}
