/**
 * Id-shaped tokens a player must never read: internal ids, code tokens and side letters. Pure, so
 * it is unit-tested (id-tokens.test.ts) as well as run over every screen the e2e specs visit.
 */
export interface IdToken {
  readonly token: string;
  readonly kind: string;
}

interface Shape {
  readonly kind: string;
  readonly pattern: RegExp;
}

const SHAPES: readonly Shape[] = [
  { kind: 'a UUID', pattern: /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi },
  { kind: 'a roster part id', pattern: /(?<![\p{L}\p{N}])[AB]\/[\p{L}\p{N}._-]+/gu },
  // Generated ids ("pmwswumjx14fzl3"): ten or more lowercase letters and digits, mixing both.
  { kind: 'a generated id', pattern: /(?<![\p{L}\p{N}_-])(?=[a-z0-9]*\d)(?=[a-z0-9]*[a-z])[a-z0-9]{10,}(?![\p{L}\p{N}_-])/gu },
  // Positional part labels: "d1.b2", "Brigade 1.1", "troll-mob 2.2".
  { kind: 'a positional label', pattern: /\bd\d+\.b\d+(?:\.r\d+)?\b|\b(?:Brigade|Division|Regiment|Bde|Div|[a-z]+(?:-[a-z]+)+)\s+\d+\.\d+\b/g },
  // Code tokens: lowercase words joined by hyphens or underscores, maybe dotted ("turn-limit", "melee-1", "oo.rvp-is-1vp", "in_progress").
  { kind: 'a code token', pattern: /(?<![\p{L}\p{N}'’._/-])[a-z][a-z0-9]*(?:[._][a-z0-9]+)*(?:[-_][a-z0-9]+)+(?:\.[a-z0-9-]+)*(?![\p{L}\p{N}'’_/-])/gu },
  // Dotted code paths with no hyphen: ruling ids ("oo.general", "its.scoring"), field paths ("sides.0.playerId",
  // "report.retreatTurn"). Abbreviations ("e.g"), versions ("v1.2.0") and file names are left to looksLikeDottedCode.
  { kind: 'a dotted code token', pattern: /(?<![\p{L}\p{N}'’._/@-])[a-z][a-z0-9]*(?:\.[A-Za-z0-9_]+)+(?![\p{L}\p{N}'’_/@-])/gu },
  // Side letters named as such: "army A", "roll B", "side A" …
  { kind: 'a side letter', pattern: /\b(?:[Aa]rmy|[Pp]layer|[Rr]oll|[Ss]ide|[Tt]eam)\s+[AB]\b/gu },
  // … a lone B, and a lone A that is not the article (before a colon, comma or bracket, or ending the text).
  { kind: 'a side letter', pattern: /(?<![\p{L}\p{N}'’./-])B(?![\p{L}\p{N}'’/-])|(?<![\p{L}\p{N}'’./-])A(?=\s*[:;,)\]]|\s*$)/gu },
];

/**
 * Code values that are also plain English, and so may stand in prose ("the third neglect is a
 * walk-over"); as code they are caught where they carry a digit or sit in a roster id.
 */
const ALSO_ENGLISH = new Set(['walk-over', 'counter-charge', 'about-face', 'as-is']);

/**
 * Rulebook terms that look like side letters but are the rules' own words: Infinity N3 names its
 * two players "Side A" and "Side B" (seed 003 L416: "Side A: 300 points.").
 */
const RULEBOOK_TERMS = /\bSide [AB]\b/g;

/**
 * Whether a hyphenated lowercase word is code rather than English: it carries a digit, an
 * underscore or a dot; or the contract names it; or it stands alone, or alone at the edge of
 * brackets ("(lost-melee; rolled 12)"), where prose would not put a bare compound.
 */
function looksLikeCode(token: string, text: string, offset: number, codeWords: ReadonlySet<string>): boolean {
  if (/[\d_.]/.test(token)) return true;
  if (ALSO_ENGLISH.has(token)) return false;
  if (codeWords.has(token)) return true;
  const before = text.slice(0, offset).trimEnd();
  const after = text.slice(offset + token.length).trimStart();
  return (before === '' && after === '') || before.endsWith('(') || before.endsWith('[') || after.startsWith(')') || after.startsWith(']');
}

/** What a dotted word may be without being code: a file name or web address the player is shown. */
const FILE_OR_WEB = /\.(?:json|pdf|md|markdown|txt|csv|png|jpe?g|svg|html?|zip|db|sqlite|warchronicle|com|org|net|io|dev)$/;

/**
 * Whether a dotted word is code: it joins two or more words ("oo.general", "sides.0.playerId"),
 * not single letters ("e.g"), a version ("v1.2.0"), a file name or address ("campaign.json"), or a
 * sentence's full stop against the next capitalised word ("turn.Player").
 */
function looksLikeDottedCode(token: string): boolean {
  const [, ...rest] = token.split('.');
  if (token.split('.').every((part) => part.length === 1)) return false;
  if (rest.every((part) => /^\d+$/.test(part))) return false;
  // "turn.Player": a sentence ending against the next one where text is read without spacing.
  if (rest.some((part) => /^[A-Z]/.test(part))) return false;
  return !FILE_OR_WEB.test(token);
}

/** Curly quotes as straight ones: the app sets players' quotes typographically ("x" shows as “x”). */
const straightQuotes = (text: string) => text.replace(/[“”]/g, '"').replace(/[‘’]/g, "'");

/** The text with what players typed blanked out, matched whether its quotes were set straight or curly. */
function withoutTyped(text: string, typedByPlayers: readonly string[]): string {
  let rest = text;
  for (const typed of typedByPlayers) {
    if (!typed) continue;
    const wanted = straightQuotes(typed);
    // Same length either way, so a match in the straightened text blanks the same characters of the shown one.
    for (let at = straightQuotes(rest).indexOf(wanted); at !== -1; at = straightQuotes(rest).indexOf(wanted, at + 1)) {
      rest = rest.slice(0, at) + ' '.repeat(wanted.length) + rest.slice(at + wanted.length);
    }
  }
  return rest;
}

/**
 * The id-shaped tokens in one string, after taking out what players typed themselves.
 * `codeWords` are the values the contract's schemas name ("turn-limit", "troll-mob"); other
 * hyphenated words count as code only where looksLikeCode says so ("a regiment-type roll" is English).
 */
export function findIdTokens(text: string, codeWords: ReadonlySet<string> = new Set(), typedByPlayers: readonly string[] = []): IdToken[] {
  let rest = withoutTyped(text, typedByPlayers).replace(RULEBOOK_TERMS, ' ');
  const found: IdToken[] = [];
  // Shapes in order, most specific first; a token found is blanked out so no later shape reports it again.
  for (const { kind, pattern } of SHAPES) {
    const scanned = rest;
    rest = scanned.replace(pattern, (token: string, offset: number) => {
      if (kind === 'a code token' && !looksLikeCode(token, scanned, offset, codeWords)) return token;
      if (kind === 'a dotted code token' && !looksLikeDottedCode(token)) return token;
      found.push({ token, kind });
      return ' '.repeat(token.length);
    });
  }
  return found;
}

/** The string values a JSON Schema names (enums and constants): the app's code words. */
export function codeWordsOf(schema: unknown): Set<string> {
  const words = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'enum' && Array.isArray(value)) for (const item of value) if (typeof item === 'string') words.add(item);
        if (key === 'const' && typeof value === 'string') words.add(value);
        walk(value);
      }
    }
  };
  walk(schema);
  return words;
}
