import type { z } from 'zod';
import type { LibraryKind } from '../../../systems/game-system';
import { RulesCardSchema, type RulesCard } from './card-schema';
import { EXAMPLE_CARDS } from './example-cards';

/** The library id a 1999 campaign keeps its Rules Cards under. */
export const RULES_CARDS_LIBRARY = 'rules-cards';

/** Cards are one card whatever the capitals: "Ashen Hounds" and "ashen hounds" are copies. */
export function cardKey(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * The card that applies for each name: "If you or an opponent has several copies of the same Rules
 * Card, the card with the highest version number always applies." (seed 001 L111)
 */
export function currentCards(cards: readonly RulesCard[]): ReadonlyMap<string, RulesCard> {
  const byName = new Map<string, RulesCard>();
  for (const card of cards) {
    const key = cardKey(card.name);
    const held = byName.get(key);
    if (!held || card.version > held.version) byName.set(key, card);
  }
  return byName;
}

/** The Rules Cards a campaign's libraries hold, each checked against the schema (bad entries are left out). */
export function cardsFromLibraries(libraries: Readonly<Record<string, readonly unknown[]>>): RulesCard[] {
  const items = libraries[RULES_CARDS_LIBRARY] ?? [];
  const cards: RulesCard[] = [];
  for (const item of items) {
    const parsed = RulesCardSchema.safeParse(item);
    if (parsed.success) cards.push(parsed.data);
  }
  return cards;
}

/** The next version of a card: same name, version + 1, for the group to edit. */
export function nextVersion(card: RulesCard, library: readonly RulesCard[]): RulesCard {
  const highest = library.filter((other) => cardKey(other.name) === cardKey(card.name)).reduce((top, other) => Math.max(top, other.version), card.version);
  return { ...card, version: highest + 1 };
}

/** A copy under a new, unused name ("Harrow Riflemen (copy)", "… (copy 2)"), version 1, not an example. */
export function duplicateCard(card: RulesCard, library: readonly RulesCard[]): RulesCard {
  const taken = new Set(library.map((other) => cardKey(other.name)));
  let name = `${card.name} (copy)`;
  for (let n = 2; taken.has(cardKey(name)); n++) name = `${card.name} (copy ${n})`;
  return { ...card, name, version: 1, example: false };
}

export type CardImport = { readonly ok: true; readonly cards: readonly RulesCard[] } | { readonly ok: false; readonly problems: readonly string[] };

/** Reads a JSON export (an array of cards, or `{ cards: [...] }`); every bad card is named with its field. */
export function importCards(json: string): CardImport {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return { ok: false, problems: ['The file is not JSON.'] };
  }
  const list = Array.isArray(data) ? data : (data as { cards?: unknown } | null)?.cards;
  if (!Array.isArray(list)) return { ok: false, problems: ['Expected a list of Rules Cards (or { "cards": [...] }).'] };
  const problems: string[] = [];
  const cards: RulesCard[] = [];
  list.forEach((item, index) => {
    const parsed = RulesCardSchema.safeParse(item);
    if (parsed.success) cards.push(parsed.data);
    else problems.push(...describeIssues(parsed.error, `Card ${index + 1}${nameHint(item)}`));
  });
  const seen = new Map<string, number>();
  cards.forEach((card) => {
    const key = `${cardKey(card.name)}#${card.version}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  });
  for (const [key, count] of seen) if (count > 1) problems.push(`${key.replace('#', ', version ')} appears ${count} times; each version of a card once.`);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, cards };
}

/** The JSON a group can share: versioned, readable, every card as entered. */
export function exportCards(cards: readonly RulesCard[]): string {
  return JSON.stringify({ format: 'warchronicle-1999-rules-cards', version: 1, cards }, null, 2);
}

function nameHint(item: unknown): string {
  const name = (item as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name.trim() ? ` (${name.trim()})` : '';
}

function describeIssues(error: z.ZodError, where: string): string[] {
  return error.issues.map((issue) => `${where}${issue.path.length ? `, ${issue.path.join('.')}` : ''}: ${issue.message}`);
}

/** The library kind the GameSystem declares: Rules Cards, with the example cards for a new campaign. */
export const RULES_CARDS_KIND: LibraryKind<RulesCard> = {
  id: RULES_CARDS_LIBRARY,
  label: 'Rules Cards',
  itemSchema: RulesCardSchema as unknown as z.ZodType<RulesCard>,
  starterItems: EXAMPLE_CARDS,
  nameOf: (card) => (card.version > 1 ? `${card.name} (version ${card.version})` : card.name),
};
