import type { ChosenSide, Libraries } from '../../../systems/game-system';
import type { RulingChoices } from '../../ruling';
import { applyOd6 } from '../battle/apply';
import { buildOd6Setup } from '../battle/build-setup';
import type { Od6Event } from '../battle/events';
import { initialOd6State } from '../battle/initial-state';
import type { Od6Outcome } from '../battle/outcomes';
import type { Od6Setup } from '../battle/setup';
import type { Od6State } from '../battle/state';
import { enteredOpenRoll, type OpenRoll } from '../dice/open-roll';
import { ICE_RANGERS } from '../squads/samples';
import { SquadSchema, type Squad, type SquadInput } from '../squads/schema';

/** Test fixtures: squads, a two-side setup, and a player that applies events or fails loudly. */

/** An entered open roll: `die(6, 6, 1)` is a 6, re-rolled 6, then 1. */
export function die(...faces: number[]): OpenRoll {
  return enteredOpenRoll(faces);
}

export function squad(input: SquadInput): Squad {
  return SquadSchema.parse(input);
}

/** Goblin crossbowmen: 10 average goblins, marksmanship 5 (COR 3 + 2), medium crossbows; 361 SGPs. */
export const GOBLIN_ARCHERS = squad({
  name: 'Goblin Archers',
  troopTypeId: 'goblin-soldiers',
  quality: 'average',
  soldiers: 10,
  training: { marksmanship: 2 },
  weaponIds: ['medium-crossbow'],
  sergeant: { commandTraining: 1 },
});

/** Goblin brawlers: 6 average goblins fighting bare-handed, fighting 4 (AGI 2 + 2); 24 SGPs each. */
export const GOBLIN_BRAWLERS = squad({ name: 'Goblin Brawlers', troopTypeId: 'goblin-soldiers', quality: 'average', soldiers: 6, training: { fighting: 2 } });

/** Human footmen with magical blades: 8 veterans, melee combat 5 (AGI 3 + 2). */
export const HUMAN_BLADES = squad({ name: 'Blades of Aster', troopTypeId: 'human-footmen', quality: 'veteran', soldiers: 8, training: { 'melee-combat': 2, command: 1 }, weaponIds: ['magical-melee-weapon'] });

export function side(side: string, playerName: string, squads: readonly Squad[]): ChosenSide<Squad> {
  return { side, playerName, forces: squads.map((roster, i) => ({ armyId: `${side}-${i + 1}`, name: roster.name, roster })) };
}

export function setupOf(a: readonly Squad[], b: readonly Squad[], options: { turnLimit?: number | null; budgets?: Record<string, number>; rulings?: RulingChoices; libraries?: Libraries } = {}): Od6Setup {
  const built = buildOd6Setup({ budgets: options.budgets ?? { A: 2000, B: 2000 }, turnLimit: options.turnLimit ?? null }, [side('A', 'Astrid', a), side('B', 'Borg', b)], { now: '2025-01-01T00:00:00Z', rulings: options.rulings ?? {}, libraries: options.libraries ?? {} });
  if (!built.ok) throw new Error(built.reason);
  return built.setup;
}

export interface Played {
  readonly state: Od6State;
  readonly outcomes: Od6Outcome[];
  readonly last: readonly Od6Outcome[];
}

/** Applies each event in turn; throws with the engine's reason if one is refused. */
export function play(start: Od6State, events: readonly Od6Event[], rulings: RulingChoices = {}): Played {
  let state = start;
  const outcomes: Od6Outcome[] = [];
  let last: readonly Od6Outcome[] = [];
  events.forEach((event, index) => {
    const result = applyOd6(state, event, rulings);
    if (!result.ok) throw new Error(`event ${index + 1} (${event.type}) refused: ${result.reason}`);
    state = result.state;
    last = result.outcomes;
    outcomes.push(...result.outcomes);
  });
  return { state, outcomes, last };
}

/** The reason an event is refused (or null if it is accepted). */
export function refusal(state: Od6State, event: Od6Event, rulings: RulingChoices = {}): string | null {
  const result = applyOd6(state, event, rulings);
  return result.ok ? null : result.reason;
}

/** A battle at the start of turn 1's Movement Phase, side A with the initiative moving first. */
export function atMovement(a: readonly Squad[] = [ICE_RANGERS], b: readonly Squad[] = [GOBLIN_ARCHERS], options: Parameters<typeof setupOf>[2] = {}): Played {
  const setup = setupOf(a, b, options);
  return play(initialOd6State(setup), [{ type: 'initiative-rolled', rolls: { A: die(5), B: die(2) } }, { type: 'movement-order-chosen', movesFirst: 'A' }], options.rulings);
}

export const ICE = 'A-1';
export const ARCHERS = 'B-1';

/** From the Movement Phase to the next turn's Movement Phase (side A winning the initiative and moving first); `atMorale` steps go in the Morale Phase. */
export function toNextMovement(state: Od6State, atMorale: readonly Od6Event[] = [], rulings: RulingChoices = {}): Od6State {
  return play(
    state,
    [
      { type: 'phase-ended' },
      { type: 'phase-ended' },
      { type: 'phase-ended' },
      ...atMorale,
      { type: 'phase-ended' },
      { type: 'phase-ended' },
      { type: 'initiative-rolled', rolls: { A: die(5), B: die(2) } },
      { type: 'movement-order-chosen', movesFirst: 'A' },
    ],
    rulings,
  ).state;
}
