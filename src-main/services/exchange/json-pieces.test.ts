import { describe, expect, it } from 'vitest';
import { JsonEnded, JsonInvalid, JsonPieceReader } from './json-pieces';

/** The text cut into pieces of `size` characters (the last one shorter). */
function piecesOf(text: string, size: number): string[] {
  const pieces: string[] = [];
  for (let at = 0; at < text.length; at += size) pieces.push(text.slice(at, at + size));
  return pieces;
}

/** Reads `{"head": …, "rows": [...]}` the way the campaign reader does, rows in batches of `batch`. */
function readDocument(pieces: string[], batch: number): { head: unknown; rows: unknown[]; batches: number[] } {
  const reader = new JsonPieceReader(pieces);
  const rows: unknown[] = [];
  const batches: number[] = [];
  let head: unknown;
  reader.expect('{');
  do {
    const key = reader.value();
    reader.expect(':');
    if (key === 'rows')
      reader.array(batch, (items, first) => {
        expect(first).toBe(rows.length);
        batches.push(items.length);
        rows.push(...items);
      });
    else if (key === 'head') head = reader.value();
    else reader.skip();
  } while (reader.takeIf(','));
  reader.expect('}');
  reader.end();
  return { head, rows, batches };
}

// Strings that end in backslashes, hold quotes, brackets and braces, and JSON inside JSON.
const tricky = ['plain', 'a "quoted" word', 'a],[b', '"],["', 'ends in a backslash \\', 'two \\\\', '[not, an] {array}', JSON.stringify({ type: 'move', to: '"x"' }), 'é ✠ 🐉', ''];
const document = {
  head: { format: 'test', version: 1, nested: { list: [1, [2, [3]]] } },
  ignored: { big: tricky, n: [null, true, false, -1.5e3] },
  // Rows as a campaign file has them, some holding nested lists (a "],[" that is no row boundary).
  rows: Array.from({ length: 53 }, (_, r) => [r, tricky[r % tricky.length]!, r % 3 === 0 ? null : { at: [r, `${tricky[(r + 1) % tricky.length]}`] }, r % 5 === 0 ? [[r], [r + 1]] : r * 0.25, r % 2 === 0]),
};

describe('reading JSON in pieces', () => {
  const text = JSON.stringify(document);
  const spaced = JSON.stringify(document, null, 2);

  it('gives the same values as JSON.parse wherever the pieces are cut, in batches of at most the size asked', () => {
    for (const source of [text, spaced]) {
      for (const size of [1, 2, 3, 7, 64, 1000, source.length]) {
        const read = readDocument(piecesOf(source, size), 8);
        expect(read.head).toEqual(document.head);
        expect(read.rows).toEqual(document.rows);
        expect(Math.max(...read.batches)).toBeLessThanOrEqual(8);
      }
    }
  });

  it('reads an empty list and a one-element list', () => {
    expect(readDocument(['{"rows": [ ] }'], 4).rows).toEqual([]);
    expect(readDocument(['{"ro', 'ws":[[1', ',"]"]]}'], 4).rows).toEqual([[1, ']']]);
  });

  it('says the text ended when it is cut anywhere inside the document', () => {
    for (const cut of [1, 5, Math.floor(text.length / 3), Math.floor(text.length / 2), text.length - 2, text.length - 1]) {
      expect(() => readDocument(piecesOf(text.slice(0, cut), 17), 8), `cut at ${cut}`).toThrow(JsonEnded);
    }
  });

  it('refuses text that is not JSON, even where only JSON.parse of a batch can tell', () => {
    expect(() => readDocument(['{"rows": [[1], [2,]]}'], 8)).toThrow(JsonInvalid);
    expect(() => readDocument(['{"rows": [[1] [2]]}'], 8)).toThrow(/expected "," or "]"/);
    expect(() => readDocument(['{"rows": [[1]]} extra'], 8)).toThrow(/after the end of the JSON/);
    expect(() => readDocument(['{"rows" [[1]]}'], 8)).toThrow(/expected ":"/);
    expect(() => readDocument(['{"rows": [{"a": 1]]}'], 8)).toThrow(JsonInvalid);
  });
});
