import { describe, expect, it } from 'vitest';
import { paragraphKey } from './paragraphs';
import { readingSections } from './reading';

const line = (key: string, seq: number | null, turn: number, paragraph?: string) => ({ key, seq, lastSeq: seq, turn, ...(paragraph ? { paragraph } : {}) });

describe('reading the account as sections and paragraphs', () => {
  const lines = [line('e1', 1, 0, 'opening'), line('e2', 2, 0, 'opening'), line('e5', 5, 1, 'hour-1'), line('e7', 7, 1, 'hour-1'), line('e9', 9, 2, 'hour-1'), line('e20', 20, 5, 'hour-2'), line('close.toll', null, 5, 'close'), line('close.fates', null, 5, 'close')];

  it('puts a heading over each hour and a paragraph per turn inside it; the opening and the close read as one paragraph each', () => {
    const sections = readingSections(lines, [], (key) => key.toUpperCase());
    expect(sections.map((s) => [s.title, s.blocks.map((b) => (b.kind === 'prose' ? b.lines.map((l) => l.key) : 'note'))])).toEqual([
      ['OPENING', [['e1', 'e2']]],
      ['HOUR-1', [['e5', 'e7'], ['e9']]],
      ['HOUR-2', [['e20']]],
      ['CLOSE', [['close.toll', 'close.fates']]],
    ]);
  });

  it("sets the players' notes between paragraphs after the line they were anchored to, and at the very end", () => {
    const sections = readingSections(lines, [{ afterSeq: 5, body: 'after the charge' }, { afterSeq: null, body: 'at the end' }]);
    const hour = sections[1]!;
    expect(hour.blocks.map((b) => (b.kind === 'prose' ? b.lines.map((l) => l.key).join() : b.note.body))).toEqual(['e5', 'after the charge', 'e7', 'e9']);
    const last = sections.at(-1)!.blocks.at(-1)!;
    expect(last.kind === 'note' && last.note.body).toBe('at the end');
  });

  it("groups other systems' lines, which carry no paragraph, by their turn", () => {
    expect([line('a', 1, 0), line('b', 2, 3), line('c', null, 3)].map(paragraphKey)).toEqual(['opening', 'turn-3', 'close']);
    expect(readingSections([line('b', 2, 3)], []).map((s) => s.title)).toEqual(['Turn 3']);
  });
});
