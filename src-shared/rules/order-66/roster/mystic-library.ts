import { z } from 'zod';
import type { Libraries, LibraryKind } from '../../../systems/game-system';
import { ABILITY_MECHANICS, MYSTICS, type AbilityMechanic, type MysticDefinition } from '../mystics';

/** The campaign library of Mystics: the rulebook's six, and any the group makes up. */
export const MYSTICS_LIBRARY_ID = 'order-66.mystics';

const text = (what: string, max: number) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .min(1, { error: `${what} is required` })
    .max(max, { error: `${what} must be ${max} characters or fewer` });

export const MysticItemSchema: z.ZodType<MysticDefinition> = z.strictObject({
  key: z
    .string({ error: 'Key must be text' })
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { error: 'Key must be 1–40 lower-case letters, digits or hyphens' }),
  name: text('Name', 60),
  ability: text('Ability name', 80),
  text: text('Ability text', 600),
  mechanic: z.enum(ABILITY_MECHANICS as [AbilityMechanic, ...AbilityMechanic[]], {
    error: 'Choose which printed ability it works like: deflection, sword-master, jump, lightning, choke or manipulation',
  }),
  printed: z.boolean({ error: 'printed must be true or false' }),
});

const starter: readonly MysticDefinition[] = MYSTICS.map(({ key, name, ability, text: abilityText, mechanic, printed }) => ({
  key,
  name,
  ability,
  text: abilityText,
  mechanic,
  printed,
}));

export const MYSTICS_LIBRARY: LibraryKind<MysticDefinition> = {
  id: MYSTICS_LIBRARY_ID,
  label: 'Mystics',
  itemSchema: MysticItemSchema,
  starterItems: starter,
  nameOf: (item) => item.name,
};

/**
 * The Mystic a roster names. The rulebook's six always resolve to their printed text (a library
 * copy cannot change them); any other key is looked up in the campaign's Mystics library.
 */
export function resolveMystic(key: string, libraries: Libraries): MysticDefinition | null {
  const printed = MYSTICS.find((mystic) => mystic.key === key);
  if (printed) return starter.find((mystic) => mystic.key === key)!;
  const items = libraries[MYSTICS_LIBRARY_ID] ?? [];
  const found = items.find((item): item is MysticDefinition => MysticItemSchema.safeParse(item).success && (item as MysticDefinition).key === key);
  return found ?? null;
}
