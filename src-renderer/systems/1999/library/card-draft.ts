import { cardKey, RulesCardSchema, type RulesCard, type RulesCardInput } from '../../../../src-shared/rules/1999';

/** A card as the form edits it: the schema's input with every list present. */
export type CardDraft = RulesCardInput & {
  weapons: NonNullable<RulesCardInput['weapons']>;
  abilities: NonNullable<RulesCardInput['abilities']>;
  positions: NonNullable<RulesCardInput['positions']>;
  dnaSlots: NonNullable<RulesCardInput['dnaSlots']>;
};

export function blankCard(): CardDraft {
  return {
    name: '',
    version: 1,
    priceCode: '',
    flavour: '',
    affiliation: 'brown',
    activation: [3],
    types: [{ type: 'special', restricted: false }],
    restrictedCard: false,
    attributes: { mov: 10, ccOffensive: 3, ccDefensive: 3, bal: 3, str: 3, arm: 4, con: 3, men: 3 },
    wounds: 1,
    dnaSlots: [],
    weapons: [],
    abilities: [],
    armyPoints: 5,
    positions: [],
    example: false,
  };
}

/** A deep copy of a stored card for the form. */
export function draftOf(card: RulesCard): CardDraft {
  return plainCopy(card) as CardDraft;
}

/** "3/5" → [3, 5]; anything unreadable stays as typed so the schema names it. */
export function parseActivation(text: string): number[] {
  return text
    .split('/')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map(Number);
}

export function activationText(numbers: readonly number[]): string {
  return numbers.join('/');
}

export type CardCheck = { readonly ok: true; readonly card: RulesCard } | { readonly ok: false; readonly errors: Readonly<Record<string, string>> };

/** The schema's verdict, each problem under its field path ("attributes.bal", "weapons.0.rangeCm"). */
export function checkCard(draft: CardDraft, others: readonly RulesCard[]): CardCheck {
  const parsed = RulesCardSchema.safeParse(draft);
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.') || 'card';
      errors[path] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const clash = others.find((other) => cardKey(other.name) === cardKey(parsed.data.name) && other.version === parsed.data.version);
  if (clash) return { ok: false, errors: { version: `${clash.name} already has a version ${clash.version}; each version of a card once` } };
  return { ok: true, card: parsed.data };
}

/** One card name in the library: its versions, highest first; the first one applies (seed 001 L111). */
export interface CardGroup {
  readonly key: string;
  readonly versions: readonly { readonly card: RulesCard; readonly index: number }[];
}

export function groupCards(cards: readonly RulesCard[]): CardGroup[] {
  const groups = new Map<string, { card: RulesCard; index: number }[]>();
  cards.forEach((card, index) => {
    const key = cardKey(card.name);
    const list = groups.get(key) ?? [];
    list.push({ card, index });
    groups.set(key, list);
  });
  return [...groups.entries()]
    .map(([key, versions]) => ({ key, versions: versions.sort((a, b) => b.card.version - a.card.version) }))
    .sort((a, b) => a.versions[0]!.card.name.localeCompare(b.versions[0]!.card.name));
}

/** A deep copy of plain data, reactive proxies included (structuredClone refuses those). */
export function plainCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
