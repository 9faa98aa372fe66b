import type { RulingChoices } from '../../ruling';
import { chosenOption } from '../../ruling';
import { TABLE_THIRDS, type TableThird } from '../data/recon-and-deployment';
import { TABLE_THIRD_STRADDLING } from '../rulings/pre-battle';

export interface TableThirdBand {
  readonly third: TableThird;
  readonly fromInches: number;
  readonly toInches: number;
}

/** Table Thirds: "split the battlefield into equal thirds (i.e. a Left and right flank and a centre)", measured across its width. */
export function tableThirds(widthInches: number): TableThirdBand[] {
  const third = widthInches / 3;
  return TABLE_THIRDS.map((name, i) => ({ third: name, fromInches: i * third, toInches: (i + 1) * third }));
}

/** The third a point across the table lies in; a point exactly on a dividing line is in the centre. */
export function thirdAt(xInches: number, widthInches: number): TableThird {
  const third = widthInches / 3;
  if (xInches < third) return 'left';
  if (xInches > 2 * third) return 'right';
  return 'centre';
}

/**
 * The thirds a Brigade counts in, given the span of its frontage across the table (from the left
 * edge). One third by its centre point, or every third it reaches (`oo.table-third-straddling`).
 */
export function thirdsOccupied(span: { readonly fromInches: number; readonly toInches: number }, widthInches: number, choices?: RulingChoices): TableThird[] {
  const from = Math.min(span.fromInches, span.toInches);
  const to = Math.max(span.fromInches, span.toInches);
  if (chosenOption(TABLE_THIRD_STRADDLING, choices) === 'centre-point') return [thirdAt((from + to) / 2, widthInches)];
  return tableThirds(widthInches)
    .filter((band) => to > band.fromInches && from < band.toInches)
    .map((band) => band.third);
}
