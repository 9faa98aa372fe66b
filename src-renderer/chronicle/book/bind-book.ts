import type { CampaignLuck, Dashboard, ServiceRecords } from '../../../src-shared/contract/chronicle';
import type { LadderView } from '../../../src-shared/contract/ladders';
import type { LongWorkProgress } from '../../../src-shared/long-work';
import { call } from '../../api';
import { campaignMapFigure, type MapFigure } from '../../campaign-map/map-figure';
import { ExportCancelled, exportWhenWritten } from '../export-when-written';

/** Everything the campaign book binds: the chronicle's chapters and diary (Markdown), and the campaign's numbers. */
export interface BookParts {
  /** The chronicle export: title and setting, battles and diary in in-world order, standings. */
  readonly chronicle: string;
  readonly dashboard: Dashboard;
  readonly records: ServiceRecords;
  readonly luck: CampaignLuck;
  readonly ladders: readonly LadderView[];
  readonly map: MapFigure | null;
}

export class BookCancelled extends Error {
  constructor() {
    super('Binding the book was cancelled');
  }
}

const TASK = 'Binding the campaign book';
/** While the export waits for the battles' accounts (right after an import); the count beside it is battles. */
const WRITING_TASK = 'Writing the chronicle of the battles';

/**
 * Gathers the book part by part, saying after each how far it has got, and stops between parts
 * once `signal` is aborted (the calls already made finish; nothing is changed by any of them).
 */
export async function bindBook(campaignId: string, onProgress: (progress: LongWorkProgress) => void, signal: AbortSignal): Promise<BookParts> {
  let done = 0;
  let total = 6;
  const step = async <T>(work: () => Promise<T>): Promise<T> => {
    if (signal.aborted) throw new BookCancelled();
    const value = await work();
    done += 1;
    if (signal.aborted) throw new BookCancelled();
    onProgress({ task: TASK, done, total });
    return value;
  };
  onProgress({ task: TASK, done, total });
  // Right after an import the battles' accounts are still being written: say how far, and ask again until they are.
  const exported = () =>
    exportWhenWritten(() => call('chronicle.export', { campaignId, format: 'markdown' }), (writing) => onProgress({ task: WRITING_TASK, done: writing.written, total: writing.total }), signal).catch((error: unknown) => {
      throw error instanceof ExportCancelled ? new BookCancelled() : error;
    });
  const chronicle = (await step(exported)).content;
  const dashboard = await step(() => call('chronicle.dashboard', { campaignId }));
  const records = await step(() => call('chronicle.records', { campaignId }));
  const luck = await step(() => call('chronicle.luck', { campaignId }));
  const summaries = await step(() => call('ladders.list', { campaignId }));
  total += summaries.length;
  const ladders: LadderView[] = [];
  for (const summary of summaries) ladders.push(await step(() => call('ladders.get', { id: summary.id })));
  // The book binds without its map when the picture cannot be drawn.
  const map = await step(() => campaignMapFigure(campaignId).catch(() => null));
  return { chronicle, dashboard, records, luck, ladders, map };
}

/** The chronicle export split where its chapters begin: the title page, then everything after. */
export function splitTitlePage(markdown: string): { title: string; chapters: string } {
  const at = markdown.search(/^## /m);
  return at < 0 ? { title: markdown, chapters: '' } : { title: markdown.slice(0, at), chapters: markdown.slice(at) };
}
