import { VICTORY_CONDITIONS, territorialTurnFromD6, victoryFromD6, type VictoryCondition } from '../setup/victory-conditions';
import { D6_FACES } from './dice-odds';

/** The victory condition a D3 gives (L261): Territorial, Prey and Predator, 1/3 each. */
export function victoryRollOdds(): Readonly<Record<VictoryCondition, number>> {
  const out = Object.fromEntries(VICTORY_CONDITIONS.map((c) => [c, 0])) as Record<VictoryCondition, number>;
  for (const face of D6_FACES) out[victoryFromD6(face)] += 1 / 6;
  return out;
}

/** The Territorial Turn from a D6+3 (L263): Turns 4–9, 1/6 each. */
export function territorialTurnOdds(): ReadonlyMap<number, number> {
  return new Map(D6_FACES.map((face) => [territorialTurnFromD6(face), 1 / 6]));
}
