import { describe, expect, it } from 'vitest';
import { printWithPageNumbers } from './numbered-print';

/** A PDF laid out as Chromium's printer writes it, with `chapter-N` landing on the given pages of `count`. */
function pdfWith(landing: readonly number[], count = 6): Uint8Array {
  const pages = Array.from({ length: count }, (_, i) => `${i + 1} 0 obj\n<</Type /Page\n/Parent 100 0 R>>\nendobj`);
  const kids = Array.from({ length: count }, (_, i) => `${i + 1} 0 R`).join(' ');
  const dests = landing.map((page, i) => `/chapter-${i + 1} [${page} 0 R /XYZ 0 800 0]`).join('\n');
  return Buffer.from(['%PDF-1.4', ...pages, `100 0 obj\n<</Type /Pages\n/Count ${count}\n/Kids [${kids}]>>\nendobj`, `101 0 obj\n<<${dests}>>\nendobj`, '102 0 obj\n<</Type /Catalog\n/Pages 100 0 R\n/Dests 101 0 R>>\nendobj'].join('\n'), 'latin1');
}

describe('printing a book whose contents show page numbers', () => {
  it('keeps the first print that agrees with the numbers it shows, after a first print that laid out differently', async () => {
    const prints = [pdfWith([2, 6]), pdfWith([2, 4]), pdfWith([2, 4])];
    const shown: Record<string, number>[] = [];
    const kept = await printWithPageNumbers(
      async () => prints.shift()!,
      async (pages) => (shown.push({ ...pages }), true),
    );
    expect(shown).toEqual([{ 'chapter-1': 2, 'chapter-2': 6 }, { 'chapter-1': 2, 'chapter-2': 4 }]);
    expect(Buffer.from(kept).toString('latin1')).toContain('/chapter-2 [4 0 R');
    expect(prints).toHaveLength(0);
  });

  it('prints without numbers rather than with wrong ones when the prints never agree', async () => {
    let n = 0;
    const shown: Record<string, number>[] = [];
    await printWithPageNumbers(
      async () => pdfWith([2, 3 + (n++ % 2)]),
      async (pages) => (shown.push({ ...pages }), true),
      3,
    );
    expect(shown.at(-1)).toEqual({});
  });

  it('prints once where the page has no linked chapters or takes no numbers', async () => {
    let prints = 0;
    await printWithPageNumbers(async () => (prints++, pdfWith([])), async () => true);
    expect(prints).toBe(1);
    prints = 0;
    await printWithPageNumbers(async () => (prints++, pdfWith([2])), async () => false);
    expect(prints).toBe(1);
  });
});
