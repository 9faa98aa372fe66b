import type { StandingRow, SystemStandings } from '../contract/chronicle';
import { notCountedYet, rankingNote, standingsColumns } from './standings-columns';
import { paragraphTitle } from './paragraphs';
import { readingSections } from './reading';
import { escapeMarkdown, safeMarkdown } from './markdown-text';
import { fallenCount, type FallenNoun } from '../systems/fallen-noun';

export interface MarkdownLine {
  readonly key: string;
  readonly seq: number | null;
  readonly turn: number;
  readonly paragraph?: string;
  readonly text: string;
  readonly turningPoint: boolean;
}

export interface MarkdownNote {
  readonly afterSeq: number | null;
  readonly body: string;
}

export type ChronicleDocumentItem =
  | { readonly kind: 'diary'; readonly title: string; readonly worldDate: string; readonly worldDay: number | null; readonly body: string; readonly links: readonly string[] }
  | {
      readonly kind: 'battle';
      readonly title: string;
      readonly worldDate: string;
      readonly worldDay: number | null;
      readonly summary: string;
      /** Visible generated lines only. */
      readonly lines: readonly MarkdownLine[];
      readonly notes: readonly MarkdownNote[];
      /** Orders & Omens' battle clock, for the hours' headings ("The first hour, 09:00 to 10:00"). */
      readonly battleClockStart?: string | null;
    };

export interface ChronicleDocument {
  readonly campaign: { readonly name: string; readonly setting: string; readonly description: string };
  readonly items: readonly ChronicleDocumentItem[];
  /** One table per game system (or ladder), each in its own terms: a VP and an Army Point are never one column. */
  readonly standings: readonly { readonly systemName: string; readonly terms: SystemStandings['terms']; readonly rows: readonly StandingRow[]; readonly inProgress: number }[];
  /** The fallen over the battles that count them, and what they are ("soldiers and models": `fallenNoun`); null when none does. */
  readonly fallen: { readonly count: number; readonly noun: FallenNoun } | null;
}

function when(item: { worldDate: string; worldDay: number | null }): string {
  const parts = [item.worldDay !== null ? `Day ${item.worldDay}` : null, item.worldDate || null].filter((part): part is string => part !== null);
  return parts.length > 0 ? `*${escapeMarkdown(parts.join(' · '))}*\n\n` : '';
}

const number = (n: number) => n.toLocaleString('en-GB');

/**
 * The whole campaign's chronicle as one Markdown document, in in-world order: diary entries as
 * the players wrote them (Markdown), battles as their generated account with the players' notes
 * merged in between its paragraphs (a heading per hour of battle), turning points in bold, then
 * the standings. Plain text is escaped; players'
 * Markdown keeps its formatting, with raw HTML and script links neutralised (safeMarkdown).
 */
export function campaignMarkdown(doc: ChronicleDocument): string {
  const out: string[] = [`# ${escapeMarkdown(doc.campaign.name)}`, ''];
  if (doc.campaign.setting) out.push(`*${escapeMarkdown(doc.campaign.setting)}*`, '');
  if (doc.campaign.description) out.push(escapeMarkdown(doc.campaign.description), '');
  if (doc.items.length === 0) out.push('*Nothing has been chronicled yet.*', '');
  for (const item of doc.items) {
    if (item.kind === 'diary') {
      out.push(`## ${escapeMarkdown(item.title)}`, '', when(item) + safeMarkdown(item.body.trim()), '');
      if (item.links.length > 0) out.push(`*Concerning: ${item.links.map(escapeMarkdown).join(', ')}*`, '');
      continue;
    }
    out.push(`## ⚔ ${escapeMarkdown(item.title)}`, '', `${when(item)}**${escapeMarkdown(item.summary)}**`, '');
    for (const section of readingSections(item.lines, item.notes, (key) => paragraphTitle(key, item.battleClockStart))) {
      if (section.title) out.push(`### ${escapeMarkdown(section.title)}`, '');
      for (const block of section.blocks) {
        if (block.kind === 'prose') out.push(block.lines.map((line) => (line.turningPoint ? `**${escapeMarkdown(line.text)}**` : escapeMarkdown(line.text))).join(' '), '');
        else out.push(safeMarkdown(block.note.body.trim()).split('\n').map((row) => `> ${row}`).join('\n'), '');
      }
    }
  }
  const tables = doc.standings.filter((table) => table.rows.length > 0 || table.inProgress > 0);
  if (tables.length > 0) {
    out.push('## Standings', '');
    for (const table of tables) {
      const columns = standingsColumns(table.terms);
      if (tables.length > 1) out.push(`### ${escapeMarkdown(table.systemName)}`, '');
      if (table.rows.length > 0) {
        out.push(`| Player | ${columns.map((c) => c.header).join(' | ')} |`, `|---|${columns.map(() => '---:').join('|')}|`);
        for (const row of table.rows) out.push(`| ${escapeMarkdown(row.name)} | ${columns.map((c) => number(row[c.key])).join(' | ')} |`);
        out.push('');
        const ranking = rankingNote(table.terms);
        if (ranking) out.push(`_${escapeMarkdown(ranking)}_`, '');
      }
      const note = notCountedYet(table.inProgress);
      if (note) out.push(`_${escapeMarkdown(note)}_`, '');
    }
    if (doc.fallen) out.push(`In all, ${escapeMarkdown(fallenCount(doc.fallen.count, doc.fallen.noun))} fell in this campaign.`, '');
  }
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}
