import { registeredSystems } from '../../systems/registry';

/**
 * The registered game system a ladder is played in, read from the ladder's free-text system
 * ("1999", "Order 66"); null when it names none the app knows ("any game system"), and then a
 * battle of any system may decide a ladder game.
 */
export function ladderSystemId(ladderSystem: string): string | null {
  const typed = ladderSystem.trim().toLocaleLowerCase();
  const system = registeredSystems().find((candidate) => candidate.id.toLocaleLowerCase() === typed || candidate.name.toLocaleLowerCase() === typed);
  return system?.id ?? null;
}
