import { namedDestinationPages } from './pdf-destinations';

type Pages = Readonly<Record<string, number>>;

const samePages = (a: Pages, b: Pages) => Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([name, page]) => b[name] === page);

/**
 * Prints a page whose contents list page numbers: each print says where every linked chapter
 * landed, the page takes those numbers, and the print is kept once a print agrees with the
 * numbers it shows. The first print of a page can lay out differently from later ones (charts
 * and fonts settle), so up to `tries` prints are made; if they never agree, the numbers are taken
 * away and the book is printed without them rather than with wrong ones.
 */
export async function printWithPageNumbers(print: () => Promise<Uint8Array>, show: (pages: Pages) => Promise<boolean>, tries = 4): Promise<Uint8Array> {
  let pdf = await print();
  let shown: Pages = {};
  for (let attempt = 0; attempt < tries; attempt++) {
    const landed = Object.fromEntries(namedDestinationPages(pdf));
    if (Object.keys(landed).length === 0 || (attempt > 0 && samePages(landed, shown))) return pdf;
    if (!(await show(landed))) return pdf;
    shown = landed;
    pdf = await print();
  }
  if (samePages(Object.fromEntries(namedDestinationPages(pdf)), shown)) return pdf;
  await show({});
  return print();
}
