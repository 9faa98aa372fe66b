import { DECLINED_CHALLENGE } from '../../../src-shared/rules';
import type { CellValue } from './file-format';
import type { CheckedTable } from './validate-file';

/**
 * The schema version migration 0012 (`ladder_declines_pinned`) brings a data file to. A campaign
 * file written before it holds ladders created before the ruling tt.declined-challenge.
 */
export const DECLINES_PINNED_SCHEMA = 13;

/** A ladder's stored house rules with the reading it was created under: a declined challenge has no consequence. */
function withDeclineReadingKept(json: string): string {
  const rulings: unknown = JSON.parse(json);
  if (typeof rulings !== 'object' || rulings === null || Array.isArray(rulings) || Object.hasOwn(rulings, DECLINED_CHALLENGE.id)) return json;
  return JSON.stringify({ ...rulings, [DECLINED_CHALLENGE.id]: 'no-consequence' satisfies (typeof DECLINED_CHALLENGE)['defaultOption'] });
}

/**
 * How a row of a file written at schema `fileSchema` is changed as the data migrations since then
 * changed the stored rows (the step renumbering of 0007 is LogSteps' own), or null when it is not.
 */
export function oldRowUpgrade(table: CheckedTable, fileSchema: number): ((row: CellValue[]) => CellValue[]) | null {
  if (table.spec.name !== 'ladders' || fileSchema >= DECLINES_PINNED_SCHEMA) return null;
  const at = table.columns.indexOf('rulings_json');
  if (at < 0) return null;
  return (row) => row.map((value, i) => (i === at && typeof value === 'string' ? withDeclineReadingKept(value) : value));
}
