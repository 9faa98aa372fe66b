/** Generated lines and players' notes in reading order. */
export type Merged<L, N> = { readonly kind: 'line'; readonly line: L } | { readonly kind: 'note'; readonly note: N };

/**
 * Puts each note after the generated line that narrates its anchor event (`afterSeq`): after the
 * last line starting at or before it. 0 puts a note first; null, at the very end. A note whose
 * event was undone stays after the last event line, before the closing lines.
 */
export function mergeChronicle<L extends { readonly seq: number | null }, N extends { readonly afterSeq: number | null }>(lines: readonly L[], notes: readonly N[]): Merged<L, N>[] {
  const after = new Map<number, N[]>();
  const atStart: N[] = [];
  const atEnd: N[] = [];
  const eventLines = lines.map((line, index) => ({ line, index })).filter(({ line }) => line.seq !== null);
  for (const note of notes) {
    if (note.afterSeq === null) {
      atEnd.push(note);
      continue;
    }
    const anchor = [...eventLines].reverse().find(({ line }) => line.seq! <= note.afterSeq!);
    if (!anchor) {
      atStart.push(note);
      continue;
    }
    after.set(anchor.index, [...(after.get(anchor.index) ?? []), note]);
  }
  const merged: Merged<L, N>[] = atStart.map((note) => ({ kind: 'note', note }));
  lines.forEach((line, index) => {
    merged.push({ kind: 'line', line });
    for (const note of after.get(index) ?? []) merged.push({ kind: 'note', note });
  });
  return [...merged, ...atEnd.map((note) => ({ kind: 'note' as const, note }))];
}
