import { describe, expect, it } from 'vitest';
import { createDraft, finishDraft, fixedKeyDrafts, isDraft, peek, peekAll, peekKeys, resolveDrafts } from './copy-on-write';

interface Sample {
  counters: Record<string, { n: number; tags: string[] }>;
  list: { id: number; done: boolean }[];
  fixed: { deep: { value: number } };
  note: string | null;
}

const sample = (): Sample => ({
  counters: { a: { n: 1, tags: ['x'] }, b: { n: 2, tags: [] } },
  list: [
    { id: 1, done: false },
    { id: 2, done: false },
  ],
  fixed: { deep: { value: 7 } },
  note: null,
});

describe('copy-on-write drafts', () => {
  it('returns the base itself when nothing is written', () => {
    const base = sample();
    const draft = createDraft(base);
    void draft.counters.a!.n;
    void Object.values(draft.counters);
    expect(finishDraft(draft)).toBe(base);
  });

  it('copies only the written path and shares the rest', () => {
    const base = sample();
    const snapshot = JSON.stringify(base);
    const draft = createDraft(base);
    draft.counters.a!.n += 10;
    const next = finishDraft(draft);
    expect(JSON.stringify(base)).toBe(snapshot);
    expect(next.counters.a).toEqual({ n: 11, tags: ['x'] });
    expect(next.counters.a!.tags).toBe(base.counters.a!.tags);
    expect(next.counters.b).toBe(base.counters.b);
    expect(next.list).toBe(base.list);
    expect(next.fixed).toBe(base.fixed);
    expect(isDraft(next.counters)).toBe(false);
  });

  it('handles array methods, deletes and drafts moved into new values', () => {
    const base = sample();
    const draft = createDraft(base);
    draft.list.push({ id: 3, done: true });
    draft.list[0]!.done = true;
    draft.list.unshift({ id: 0, done: false });
    const kept = draft.list.filter((item) => item.id !== 2);
    kept[1]!.id = 100;
    draft.list = kept;
    delete draft.counters.b;
    draft.note = 'set';
    const next = finishDraft(draft);
    expect(next.list).toEqual([
      { id: 0, done: false },
      { id: 100, done: true },
      { id: 3, done: true },
    ]);
    expect(next.list.some(isDraft)).toBe(false);
    expect(Object.keys(next.counters)).toEqual(['a']);
    expect(next.note).toBe('set');
    expect(base).toEqual(sample());
  });

  it('drafts an append-only list without drafting its entries', () => {
    const base = sample();
    const draft = createDraft(base, { appendOnly: ['list'] });
    expect(isDraft(draft.list)).toBe(true);
    expect(draft.list[0]).toBe(base.list[0]);
    draft.list.push({ id: 3, done: false });
    const next = finishDraft(draft);
    expect(next.list.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(next.list[1]).toBe(base.list[1]);
    expect(base.list).toHaveLength(2);
  });

  it('behaves like the object it drafts for reads: keys, spread, entries, in, Array.isArray, JSON', () => {
    const base = sample();
    const draft = createDraft(base);
    expect(Object.keys(draft.counters)).toEqual(['a', 'b']);
    expect({ ...draft.fixed.deep }).toEqual({ value: 7 });
    expect(Object.entries(draft.counters).map(([k, v]) => `${k}${v.n}`)).toEqual(['a1', 'b2']);
    expect('a' in draft.counters && !('z' in draft.counters)).toBe(true);
    expect(Array.isArray(draft.list)).toBe(true);
    expect(draft.list.length).toBe(2);
    expect(JSON.stringify(draft)).toBe(JSON.stringify(base));
    expect(draft.counters.a).toBe(draft.counters.a);
  });

  it('hands out raw keys as they are, refuses writes to them, and leaves working data out of the result', () => {
    const base = sample();
    const log: unknown[] = [];
    const draft = createDraft(base, { raw: { fixed: base.fixed, log } }) as Sample & { log: unknown[] };
    expect(draft.fixed).toBe(base.fixed);
    expect(isDraft(draft.counters)).toBe(true);
    expect(() => {
      draft.fixed = { deep: { value: 1 } };
    }).toThrow(/read-only/);
    draft.log.push({ about: draft.counters.a });
    draft.counters.a!.n = 5;
    const next = finishDraft(draft);
    expect('log' in next).toBe(false);
    expect(resolveDrafts(log)).toEqual([{ about: { n: 5, tags: ['x'] } }]);
    expect(isDraft((log[0] as { about: unknown }).about)).toBe(false);
  });
});

describe('copy-on-write writes that change nothing', () => {
  it('shares the base when a value is written back unchanged or a missing key is deleted', () => {
    const base = sample();
    const draft = createDraft(base);
    draft.counters.a!.n = 1;
    draft.note = null;
    delete (draft.fixed.deep as { missing?: number }).missing;
    draft.list[1]!.done = false;
    expect(finishDraft(draft)).toBe(base);
  });

  it('still copies when a value is written over a draft handed out for the same key', () => {
    const base = sample();
    const draft = createDraft(base);
    draft.counters.a!.n = 99;
    // The original object put back: the edit made through the draft is dropped, as with a deep copy.
    draft.counters.a = base.counters.a!;
    const next = finishDraft(draft);
    expect(next.counters.a).toBe(base.counters.a);
    expect(next.counters.a!.n).toBe(1);
  });

  it('writes an undefined value to a key that was missing', () => {
    const base = sample();
    const draft = createDraft(base) as Sample & { extra?: undefined };
    draft.extra = undefined;
    const next = finishDraft(draft) as Sample & { extra?: undefined };
    expect(next).not.toBe(base);
    expect('extra' in next).toBe(true);
  });

  it('peek reads the current value without drafting it, and sees writes made through a draft', () => {
    const base = sample();
    const draft = createDraft(base);
    expect(isDraft(peek(draft.counters, 'a'))).toBe(false);
    expect(peek(draft.counters, 'a')).toBe(base.counters.a);
    draft.counters.b!.n = 5;
    expect(peek(draft.counters, 'b')!.n).toBe(5);
    expect(peek(base.counters, 'b')!.n).toBe(2);
    const next = finishDraft(draft);
    expect(next.counters.a).toBe(base.counters.a);
    expect(next.counters.b).toEqual({ n: 5, tags: [] });
  });

  it('peekAll gives the stored list while nothing under it is drafted, else the draft', () => {
    const base = sample();
    const draft = createDraft(base);
    expect(peekAll(draft.list)).toBe(base.list);
    draft.list.push({ id: 3, done: false });
    expect(peekAll(draft.list).map((item) => item.id)).toEqual([1, 2, 3]);
    draft.list[0]!.done = true;
    const view = peekAll(draft.list);
    expect(isDraft(view)).toBe(true);
    expect(view[0]!.done).toBe(true);
    expect(base.list[0]!.done).toBe(false);
  });

  it('peekKeys lists the keys as they stand, added and deleted ones included, and drafts nothing', () => {
    const base = sample();
    const draft = createDraft(base);
    expect(peekKeys(draft.counters)).toEqual(['a', 'b']);
    expect(finishDraft(draft)).toBe(base);
    draft.counters.c = { n: 0, tags: [] };
    delete draft.counters.a;
    expect(peekKeys(draft.counters)).toEqual(['b', 'c']);
    expect(Object.keys(base.counters)).toEqual(['a', 'b']);
    expect(peekKeys(base.counters)).toEqual(['a', 'b']);
  });

  it('a property descriptor holds the current value without drafting it (Object.keys asks for one per key)', () => {
    const base = sample();
    const draft = createDraft(base);
    expect(Object.getOwnPropertyDescriptor(draft.counters, 'a')!.value).toBe(base.counters.a);
    draft.counters.b!.n = 3;
    const written = Object.getOwnPropertyDescriptor(draft.counters, 'b')!.value as { n: number };
    expect(isDraft(written)).toBe(true);
    expect(written.n).toBe(3);
    expect(Object.values(draft.counters).every(isDraft)).toBe(true);
  });

  describe('drafts with fixed top-level keys', () => {
    type WithLog = Sample & { extra?: number; log: string[] };
    const drafter = fixedKeyDrafts<WithLog>({ keys: ['counters', 'list', 'fixed', 'note', 'extra'], raw: ['log'] });
    /** The state alone is drafted; `log` comes in beside it. */
    const draftOf = (base: Sample, raw: { log: string[] }) => drafter(base as WithLog, raw);

    it('finish like a proxy draft: the base when nothing is written, else a copy of the written path only', () => {
      const base = sample();
      const untouched = draftOf(base, { log: [] });
      void untouched.counters.a!.n;
      expect(finishDraft(untouched)).toBe(base);

      const draft = draftOf(base, { log: [] });
      draft.counters.a!.n = 9;
      draft.note = 'noted';
      draft.extra = 1;
      const next = finishDraft(draft);
      expect(next).toEqual({ ...base, counters: { a: { n: 9, tags: ['x'] }, b: base.counters.b }, note: 'noted', extra: 1 });
      expect(Object.keys(next)).toEqual(['counters', 'list', 'fixed', 'note', 'extra']);
      expect(next.counters.b).toBe(base.counters.b);
      expect(next.list).toBe(base.list);
      expect(base.counters.a!.n).toBe(1);
    });

    it('hands raw keys out as given and refuses writes to them and keys it does not know', () => {
      const log: string[] = [];
      const draft = draftOf(sample(), { log });
      draft.log.push('kept beside');
      expect(log).toEqual(['kept beside']);
      expect(() => {
        draft.log = [];
      }).toThrow(TypeError);
      expect(() => {
        (draft as unknown as Record<string, unknown>).unknownKey = 1;
      }).toThrow(TypeError);
      expect(isDraft(draft)).toBe(true);
    });
  });
});
