import { z } from 'zod';
import type { ChosenSide, SetupBuilt } from '../../systems/game-system';
import { SCENARIOS, SCENARIO_IDS, type ScenarioId } from '../infinity/scenarios';

export type ItsSide = 'A' | 'B';
export const ITS_SIDES: readonly ItsSide[] = ['A', 'B'];

/** The game as set up: the scenario, the agreed force size, and who plays which side. */
export interface ItsSetup {
  readonly scenario: ScenarioId;
  readonly armyPoints: number;
  readonly players: Readonly<Record<ItsSide, string>>;
}

export const ItsSetupInputSchema = z.strictObject({
  scenario: z.enum(SCENARIO_IDS as [ScenarioId, ...ScenarioId[]], { error: 'Choose a scenario: Annihilation, The Armory, Supremacy or Nimbus Zone' }),
  armyPoints: z
    .number({ error: 'Enter the force size in Army Points' })
    .int({ error: 'Enter the force size as a whole number of Army Points' })
    .min(50, { error: 'A force is at least 50 Army Points' })
    .max(1000, { error: 'A force is at most 1,000 Army Points' }),
});
export type ItsSetupInput = z.infer<typeof ItsSetupInputSchema>;

export function emptyItsSetup(): ItsSetupInput {
  return { scenario: 'supremacy', armyPoints: SCENARIOS.supremacy.forcePoints };
}

/** Two players, no rosters: an ITS game is recorded by what the players report at its end. */
export function buildItsSetup(input: ItsSetupInput, sides: readonly ChosenSide[]): SetupBuilt<ItsSetup> {
  const a = sides.find((side) => side.side === 'A');
  const b = sides.find((side) => side.side === 'B');
  if (!a || !b || sides.length !== 2) return { ok: false, reason: 'An ITS game is played by two players', path: 'sides' };
  return { ok: true, setup: { scenario: input.scenario, armyPoints: input.armyPoints, players: { A: a.playerName, B: b.playerName } } };
}
