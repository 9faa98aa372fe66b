import { mergeChronicle } from './merge';
import { paragraphKey, paragraphTitle } from './paragraphs';

interface ReadableLine {
  readonly key: string;
  readonly seq: number | null;
  readonly turn: number;
  readonly paragraph?: string;
}

/** A run of generated lines read as one paragraph of prose, or a players' note between them. */
export type ReadingBlock<L, N> = { readonly kind: 'prose'; readonly key: string; readonly lines: L[] } | { readonly kind: 'note'; readonly note: N };

export interface ReadingSection<L, N> {
  readonly key: string;
  readonly title: string;
  readonly blocks: ReadingBlock<L, N>[];
}

/**
 * The account as it is read and printed: a section per paragraph key (before the battle, each
 * hour, the reckoning) under its heading; inside it, a paragraph of prose per turn, with the
 * players' notes between paragraphs where they were anchored. Lines keep their own keys, so a
 * hidden line or a note survives regeneration while the prose around it is regrouped.
 */
export function readingSections<L extends ReadableLine, N extends { readonly afterSeq: number | null }>(
  lines: readonly L[],
  notes: readonly N[],
  titleOf: (key: string) => string = (key) => paragraphTitle(key),
): ReadingSection<L, N>[] {
  const sections: ReadingSection<L, N>[] = [];
  let lastTurn: number | null = null;
  for (const entry of mergeChronicle(lines, notes)) {
    if (entry.kind === 'note') {
      let section = sections.at(-1);
      if (!section) sections.push((section = { key: 'notes', title: '', blocks: [] }));
      section.blocks.push({ kind: 'note', note: entry.note });
      continue;
    }
    const key = paragraphKey(entry.line);
    let section = sections.at(-1);
    if (!section || section.key !== key) {
      sections.push((section = { key, title: titleOf(key), blocks: [] }));
      lastTurn = null;
    }
    const block = section.blocks.at(-1);
    // The close reads as one paragraph; elsewhere each turn (quarter-hour) starts a new one.
    const sameParagraph = block?.kind === 'prose' && (key === 'close' || key === 'opening' || lastTurn === entry.line.turn);
    if (block && block.kind === 'prose' && sameParagraph) block.lines.push(entry.line);
    else section.blocks.push({ kind: 'prose', key: entry.line.key, lines: [entry.line] });
    lastTurn = entry.line.turn;
  }
  return sections;
}
