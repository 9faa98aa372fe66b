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
  // Counted by the card's key, told by the name as the first of them spells it ("Harrow Riflemen, version 1").
  const seen = new Map<string, { readonly name: string; readonly version: number; count: number }>();
  cards.forEach((card) => {
    const key = `${cardKey(card.name)}#${card.version}`;
    const entry = seen.get(key) ?? { name: card.name, version: card.version, count: 0 };
    entry.count += 1;
    seen.set(key, entry);
  });
  for (const entry of seen.values()) if (entry.count > 1) problems.push(`${entry.name}, version ${entry.version}, appears ${entry.count} times; each version of a card once.`);
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

/** The card's fields as the card prints them (seed 001 L37–L111); a list's entries are counted from 1. */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  name: 'name', version: 'version', priceCode: 'price code', flavour: 'flavour text', affiliation: 'Affiliation Icon', activation: 'Activation number',
  types: 'Type', restrictedCard: 'Restricted', class: 'Class', attributes: 'Attributes', wounds: 'Wounds', dnaSlots: 'DNA slot', weapons: 'weapon',
  abilities: 'ability', armyPoints: 'Army Points', positions: 'Unit Construction Position', example: 'example mark', mov: 'MOV', ccOffensive: 'CC offensive',
  ccDefensive: 'CC defensive', bal: 'BAL', str: 'STR', arm: 'ARM', con: 'CON', men: 'MEN', type: 'Type', min: 'minimum', max: 'maximum', restricted: 'Restricted',
  rangeCm: 'range', ap: 'AP', wounding: 'Wounding score', multiple: 'multiple', woundingMultiple: 'Wounding multiple', deviation: 'Deviation modification',
  areaOfEffectCm: 'Area of Effect', kind: 'kind', text: 'text', rr: 'Roll Requirement', attribute: 'Attribute', levelOfDifficulty: 'Level of Difficulty', rolls: 'Re-roll', accepts: 'takes',
};

/** "weapon 1, range": where in the card a problem is, in the card's words rather than the file's keys. */
function fieldWords(path: readonly PropertyKey[]): string {
  const words: string[] = [];
  for (const part of path) {
    if (typeof part === 'number' && words.length > 0) words[words.length - 1] = `${words[words.length - 1]} ${part + 1}`;
    else words.push(FIELD_WORDS[String(part)] ?? 'a part this app does not read');
  }
  return words.join(', ');
}

function describeIssues(error: z.ZodError, where: string): string[] {
  return error.issues.map((issue) => `${where}${issue.path.length ? `, ${fieldWords(issue.path)}` : ''}: ${issue.message}`);
}

/** The library kind the GameSystem declares: Rules Cards, with the example cards for a new campaign. */
export const RULES_CARDS_KIND: LibraryKind<RulesCard> = {
  id: RULES_CARDS_LIBRARY,
  label: 'Rules Cards',
  itemSchema: RulesCardSchema as unknown as z.ZodType<RulesCard>,
  starterItems: EXAMPLE_CARDS,
  nameOf: (card) => (card.version > 1 ? `${card.name} (version ${card.version})` : card.name),
};
