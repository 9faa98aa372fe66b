import type { SearchHit } from '../../../src-shared/contract/chronicle';
import type { ServiceContext } from '../context';
import { refreshForRequest } from './battle-chronicle';
import { syncLadderSearchDocs } from './ladder-history';

const OPEN = '\u0002';
const CLOSE = '\u0003';

// The snippet is taken from the body (column 1): the title is shown above it anyway, and left to choose, FTS5
// quoted a note's battle title instead of the players' words whenever both held the word.
export const SEARCH_SQL = `
SELECT d.kind AS kind, d.ref_id AS refId, d.battle_id AS battleId, d.title AS title,
  snippet(search_fts, 1, char(2), char(3), '…', 24) AS snippet
FROM search_fts JOIN search_docs d ON d.id = search_fts.rowid
WHERE search_fts MATCH @match AND d.campaign_id = @campaignId
ORDER BY rank LIMIT @limit`;

/**
 * What a person types, as an FTS5 query that cannot be a syntax error: each word quoted (all
 * must match), the last one a prefix so results come while typing. Null when no word is left.
 */
export function ftsQuery(text: string): string | null {
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words.map((word, i) => `"${word}"${i === words.length - 1 ? '*' : ''}`).join(' ');
}

/** Splits FTS5's marked snippet into plain pieces; the renderer shows `match` pieces as <mark>. */
export function snippetPieces(snippet: string): SearchHit['snippet'] {
  const pieces: SearchHit['snippet'] = [];
  let rest = snippet;
  while (rest.length > 0) {
    const open = rest.indexOf(OPEN);
    if (open < 0) {
      pieces.push({ text: rest, match: false });
      break;
    }
    if (open > 0) pieces.push({ text: rest.slice(0, open), match: false });
    const close = rest.indexOf(CLOSE, open + 1);
    const end = close < 0 ? rest.length : close;
    pieces.push({ text: rest.slice(open + 1, end), match: true });
    rest = close < 0 ? '' : rest.slice(close + 1);
  }
  return pieces.filter((piece) => piece.text.length > 0);
}

/** `pending`: battles not yet narrated and indexed (after a large import); ask again to include them. */
export function searchChronicle(ctx: ServiceContext, input: { campaignId: string; query: string; limit: number }): { hits: SearchHit[]; pending: number } {
  const { pending } = refreshForRequest(ctx, input.campaignId);
  const match = ftsQuery(input.query);
  if (match === null) return { hits: [], pending };
  syncLadderSearchDocs(ctx, input.campaignId);
  const rows = ctx.store.sqlite.prepare(SEARCH_SQL).all({ match, campaignId: input.campaignId, limit: input.limit }) as (Omit<SearchHit, 'snippet'> & { snippet: string })[];
  const ladderOf = (row: Omit<SearchHit, 'snippet'>) => (row.kind === 'ladder' ? { ladderId: row.refId.split('/')[0]!, battleId: null } : {});
  return { hits: rows.map((row) => ({ ...row, ...ladderOf(row), snippet: snippetPieces(row.snippet) })), pending };
}
