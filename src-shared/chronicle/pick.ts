/** FNV-1a: a small, stable string hash (the same on every platform and run). */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** One of `variants`, chosen by the seed text alone: the same battle and line always get the same words. */
export function choose<T>(variants: readonly T[], seed: string): T {
  if (variants.length === 0) throw new Error('no variants to choose from');
  return variants[hashText(seed) % variants.length]!;
}

/** A phrase template split at its `{name}` placeholders: text, name, text, … (always text at both ends). */
const templateParts = new Map<string, readonly string[]>();

function partsOf(template: string): readonly string[] {
  let parts = templateParts.get(template);
  if (parts) return parts;
  parts = template.split(/\{(\w+)\}/);
  // Phrase data is a fixed set of templates; anything beyond it is split each time rather than kept.
  if (templateParts.size < 4096) templateParts.set(template, parts);
  return parts;
}

/** Fills `{name}` placeholders; a placeholder without a value is an error in the phrase data. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  const parts = partsOf(template);
  let text = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i]!;
    const value = values[name];
    if (value === undefined) throw new Error(`phrase "${template}" needs {${name}}`);
    text += String(value) + parts[i + 1]!;
  }
  return text;
}

export function capitalise(text: string): string {
  return text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1);
}

export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** "a", "a and b", "a, b and c". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]!}`;
}

/** A proper name used mid-sentence: "The Iron Hold" reads "the Iron Hold". */
export function midSentence(name: string): string {
  return /^The\s/.test(name) ? `t${name.slice(1)}` : name;
}

/** A system's own noun for more than one: "army" → "armies", "squad" → "squads", "force" → "forces". */
export function pluralNoun(word: string): string {
  return /[^aeiou]y$/i.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`;
}

export function plural(count: number, word: string, many = `${word}s`): string {
  // Below a thousand a whole number reads the same in digits; toLocaleString is slow enough to show in a narration.
  const digits = Number.isInteger(count) && count >= 0 && count < 1000 ? String(count) : count.toLocaleString('en-GB');
  return `${digits} ${count === 1 ? word : many}`;
}
