/** The text ended inside a value (a cut-off file). */
export class JsonEnded extends Error {}
/** The text is not JSON (a stray character, or a value JSON.parse refuses). */
export class JsonInvalid extends Error {}

const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;

/** How far past a batch's start the quick way reads looking for its rows' ends. */
const QUICK_READ_AHEAD = 1024 * 1024;

const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;
const endsPrimitive = (c: number) => c === COMMA || c === CLOSE_ARRAY || c === CLOSE_OBJECT || isSpace(c);

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new JsonInvalid((error as Error).message);
  }
}

/**
 * Reads JSON that arrives in pieces, one value at a time, without holding the whole text: only
 * the unread rest of the current piece (and the value being read) is kept. Its own scan only finds
 * where each value ends (strings and brackets); JSON.parse reads the values, so a long array is
 * parsed in batches of elements at near JSON.parse's speed.
 */
export class JsonPieceReader {
  private text = '';
  private at = 0;
  /** Characters dropped from the front of `text` so far: `at + dropped` is the position in the whole input. */
  private dropped = 0;
  /** Position in the whole input that must stay in `text` (the start of a batch being gathered). */
  private pinned: number | null = null;
  private ended = false;
  private readonly pieces: Iterator<string>;

  constructor(pieces: Iterable<string>) {
    this.pieces = pieces[Symbol.iterator]();
  }

  /** Position of the next unread character in the whole input. */
  get position(): number {
    return this.dropped + this.at;
  }

  /**
   * Appends the next piece, letting go of the text before index `keep` (but not of a pinned
   * position): how many characters were let go (indexes into `text` move down by that), or -1 at the end.
   */
  private more(keep: number): number {
    if (this.ended) return -1;
    const next = this.pieces.next();
    if (next.done) {
      this.ended = true;
      return -1;
    }
    const drop = this.pinned === null ? keep : Math.min(keep, this.pinned - this.dropped);
    const kept = this.text.length - drop;
    let added = next.value;
    if (kept > added.length) {
      // A value longer than a piece (a map's picture): read on at least as far as is kept, so it is copied a few times, not once per piece.
      const parts = [added];
      let length = added.length;
      while (length < kept) {
        const following = this.pieces.next();
        if (following.done) {
          this.ended = true;
          break;
        }
        parts.push(following.value);
        length += following.value.length;
      }
      added = parts.join('');
    }
    this.text = this.text.slice(drop) + added;
    this.at -= drop;
    this.dropped += drop;
    return drop;
  }

  /** Lets go of the pieces (a file being read closes) when reading stops early. */
  close(): void {
    this.pieces.return?.();
  }

  /** The next character that is not white space (its code, not consumed), or -1 at the end of the input. */
  peek(): number {
    for (;;) {
      const text = this.text;
      while (this.at < text.length) {
        const c = text.charCodeAt(this.at);
        if (!isSpace(c)) return c;
        this.at++;
      }
      if (this.more(this.at) < 0) return -1;
    }
  }

  /** Consumes `char` (after white space), or says what came instead. */
  expect(char: string): void {
    const c = this.peek();
    if (c === -1) throw new JsonEnded(`expected "${char}"`);
    if (c !== char.charCodeAt(0)) throw new JsonInvalid(`expected "${char}" at character ${this.position + 1}, found "${String.fromCharCode(c)}"`);
    this.at++;
  }

  /** Consumes `char` when it comes next (after white space). */
  takeIf(char: string): boolean {
    if (this.peek() !== char.charCodeAt(0)) return false;
    this.at++;
    return true;
  }

  /** The next value, parsed (for small values: a key, a header field, a table's column list). */
  value(): unknown {
    const start = this.startValue();
    const end = this.scanValue(start, true);
    const text = this.text.slice(start - this.dropped, end);
    this.at = end;
    return parse(text);
  }

  /** Passes over the next value without keeping its text. */
  skip(): void {
    this.at = this.scanValue(this.startValue(), false);
  }

  /**
   * Reads an array `batch` elements at a time, each batch parsed in one JSON.parse and handed to
   * `take` with the index of its first element. Returns how many elements there were.
   */
  array(batch: number, take: (items: unknown[], first: number) => void): number {
    this.expect('[');
    if (this.takeIf(']')) return 0;
    let count = 0;
    for (;;) {
      const start = this.startValue();
      const quick = this.rowsBetweenArrays(start, batch);
      if (quick) {
        this.at++; // the "," after the batch
        take(quick, count);
        count += quick.length;
        continue;
      }
      this.pinned = start;
      let inBatch = 0;
      let last = -1;
      try {
        while (inBatch < batch) {
          this.at = this.scanValue(this.startValue(), true);
          inBatch++;
          const c = this.peek();
          if (c === -1) throw new JsonEnded('the list never closes');
          if (c !== COMMA && c !== CLOSE_ARRAY) throw new JsonInvalid(`expected "," or "]" at character ${this.position + 1}, found "${String.fromCharCode(c)}"`);
          last = c;
          if (c === CLOSE_ARRAY) break;
          if (inBatch < batch) this.at++;
        }
      } finally {
        this.pinned = null;
      }
      const items = parse(`[${this.text.slice(start - this.dropped, this.at)}]`) as unknown[];
      this.at++; // the "," or "]" after the batch
      take(items, count);
      count += items.length;
      if (last === CLOSE_ARRAY) return count;
    }
  }

  /**
   * The quick way through a list of arrays written without spaces (as JSON.stringify writes a
   * campaign file's rows): up to `batch` elements ending at a "],[" within the text already read,
   * parsed at once. A "],[" inside a string or deeper in an element cannot end a slice that parses
   * (the string or the element would be left open), so a parse that succeeds ends at a real
   * boundary; when it fails, or no "],[" is in reach, the careful scan reads the batch instead.
   */
  private rowsBetweenArrays(start: number, batch: number): unknown[] | null {
    if (this.text.charCodeAt(start - this.dropped) !== OPEN_ARRAY) return null;
    this.pinned = start;
    try {
      let end = -1;
      let from = start - this.dropped;
      for (let found = 0; found < batch; ) {
        const boundary = this.text.indexOf('],[', from);
        if (boundary >= 0) {
          found++;
          end = this.dropped + boundary + 1;
          from = boundary + 2;
          continue;
        }
        // Read on for the rest of the batch, within reason (the list may end before it).
        if (this.text.length - (start - this.dropped) > QUICK_READ_AHEAD) break;
        const searched = this.text.length - 2;
        const dropped = this.more(start - this.dropped);
        if (dropped < 0) break;
        from = Math.max(searched - dropped, start - this.dropped);
      }
      if (end < 0) return null;
      const items = JSON.parse(`[${this.text.slice(start - this.dropped, end - this.dropped)}]`) as unknown[];
      this.at = end - this.dropped;
      return items;
    } catch (error) {
      if (error instanceof SyntaxError) return null;
      throw error;
    } finally {
      this.pinned = null;
    }
  }

  /** After the last value: nothing but white space may follow. */
  end(): void {
    const c = this.peek();
    if (c !== -1) throw new JsonInvalid(`unexpected "${String.fromCharCode(c)}" at character ${this.position + 1} after the end of the JSON`);
  }

  private startValue(): number {
    if (this.peek() === -1) throw new JsonEnded('expected a value');
    return this.position;
  }

  /**
   * Where the value starting at input position `start` ends (an index into `text`, exclusive).
   * `keep`: hold the value's text while reading more pieces (to slice it afterwards).
   */
  private scanValue(start: number, keep: boolean): number {
    let i = start - this.dropped;
    const first = this.text.charCodeAt(i);
    if (first !== OPEN_ARRAY && first !== OPEN_OBJECT && first !== QUOTE) {
      // A number, true, false or null: up to the next delimiter.
      for (;;) {
        const text = this.text;
        while (i < text.length && !endsPrimitive(text.charCodeAt(i))) i++;
        if (i < text.length) return i;
        const dropped = this.more(start - this.dropped);
        if (dropped < 0) return i;
        i -= dropped;
      }
    }
    let depth = 0;
    let inString = false;
    let stringStart = 0;
    if (first === QUOTE) {
      inString = true;
      stringStart = i;
      i++;
    }
    for (;;) {
      const text = this.text;
      const length = text.length;
      while (i < length) {
        if (inString) {
          const quote = text.indexOf('"', i);
          if (quote < 0) {
            i = length;
            break;
          }
          let slash = quote - 1;
          while (text.charCodeAt(slash) === BACKSLASH) slash--;
          i = quote + 1;
          // An odd run of backslashes escapes the quote.
          if ((quote - 1 - slash) % 2 === 1) continue;
          inString = false;
          if (depth === 0) return i;
          continue;
        }
        const c = text.charCodeAt(i++);
        if (c === QUOTE) {
          inString = true;
          stringStart = i - 1;
        } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) depth++;
        else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
          if (--depth === 0) return i;
          if (depth < 0) throw new JsonInvalid(`unexpected "${String.fromCharCode(c)}" at character ${this.dropped + i}`);
        }
      }
      // Out of text inside the value: read on, keeping what the caller (or an open string's escapes) needs.
      const dropped = this.more(keep ? start - this.dropped : inString ? stringStart : i);
      if (dropped < 0) throw new JsonEnded('the text ends inside a value');
      i -= dropped;
      stringStart -= dropped;
    }
  }
}
