import type { CommanderChoice } from '../../../../src-shared/rules/orders-omens/walkthrough/commanders';

/**
 * The commander choice in the players' words. The select names only the commander, grouped under
 * who he is to the Brigade, so even "General of the 1st Division" reads whole on a phone; the line
 * under it states the chosen one's Control Value, the number the test is judged against.
 */
export type CommanderKind = 'own' | 'other' | 'marshal';

export function kindOf(choice: Pick<CommanderChoice, 'own' | 'role'>): CommanderKind {
  return choice.own ? 'own' : choice.role === 'marshal' ? 'marshal' : 'other';
}

/** The heading of the select's group. */
export const KIND_GROUPS: Readonly<Record<CommanderKind, string>> = {
  own: 'Its own General',
  other: 'General of another Division',
  marshal: 'The Marshal',
};

/** The choices grouped by kind, in the order they come (own General first). */
export function commanderGroups<T extends Pick<CommanderChoice, 'own' | 'role'>>(choices: readonly T[]): { label: string; choices: T[] }[] {
  const groups = new Map<CommanderKind, T[]>();
  for (const choice of choices) groups.set(kindOf(choice), [...(groups.get(kindOf(choice)) ?? []), choice]);
  return [...groups].map(([kind, members]) => ({ label: KIND_GROUPS[kind], choices: members }));
}

/** "Sir Bors, its own General: Control Value 3"; the Marshal called just "Marshal" is not named twice. */
export function commanderLine(choice: Pick<CommanderChoice, 'name' | 'own' | 'role' | 'controlValue'>): string {
  const who = { own: 'its own General', other: 'General of another Division', marshal: 'the Marshal' }[kindOf(choice)];
  const named = choice.name.trim().toLowerCase() === 'marshal' ? 'The Marshal' : `${choice.name}, ${who}`;
  return `${named}: Control Value ${choice.controlValue}`;
}
