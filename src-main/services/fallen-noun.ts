import { registeredSystems } from '../../src-shared/systems/registry';
import { fallenNoun, type FallenNoun } from '../../src-shared/systems/fallen-noun';

/**
 * What the campaign's count of the fallen counts ("soldiers and models"), from the terms of the
 * systems whose battles it adds up (those that follow single bodies), in the registry's order.
 */
export function campaignFallenNoun(countedSystems: ReadonlySet<string>): FallenNoun | null {
  return fallenNoun(
    registeredSystems()
      .filter((system) => countedSystems.has(system.id))
      .map((system) => system.terms),
  );
}
