import { describe, expect, it } from 'vitest';
import { namedDestinationPages } from './pdf-destinations';

/** Objects laid out as Chromium's Skia printer writes them: a two-level page tree and a /Dests dictionary. */
const SKIA_SHAPED = [
  '%PDF-1.4',
  '1 0 obj\n<</Type /Page\n/Parent 4 0 R>>\nendobj',
  '2 0 obj\n<</Type /Page\n/Parent 4 0 R>>\nendobj',
  '3 0 obj\n<</Type /Page\n/Parent 5 0 R>>\nendobj',
  '4 0 obj\n<</Type /Pages\n/Count 2\n/Kids [1 0 R 2 0 R]\n/Parent 6 0 R>>\nendobj',
  '5 0 obj\n<</Type /Pages\n/Count 1\n/Kids [3 0 R]\n/Parent 6 0 R>>\nendobj',
  '6 0 obj\n<</Type /Pages\n/Count 3\n/Kids [4 0 R 5 0 R]>>\nendobj',
  '7 0 obj\n<</book-chapter-1 [2 0 R /XYZ 0 818.13 0]\n/book-chapter-2 [3 0 R /XYZ 0 818.13 0]>>\nendobj',
  '8 0 obj\n<</Type /Catalog\n/Pages 6 0 R\n/Dests 7 0 R>>\nendobj',
  '%%EOF',
].join('\n');

describe('named destinations of a Chromium-printed PDF', () => {
  it('gives the page each destination lands on, counting pages through the page tree in order', () => {
    const pages = namedDestinationPages(Buffer.from(SKIA_SHAPED, 'latin1'));
    expect(pages.get('book-chapter-1')).toBe(2);
    expect(pages.get('book-chapter-2')).toBe(3);
    expect(pages.size).toBe(2);
  });

  it('answers nothing, rather than a wrong page, for a PDF without destinations or not laid out this way', () => {
    expect(namedDestinationPages(Buffer.from(SKIA_SHAPED.replace('/Dests 7 0 R', ''), 'latin1')).size).toBe(0);
    expect(namedDestinationPages(Buffer.from('%PDF-1.7\n1 0 obj\n<</Type /ObjStm>>\nendobj', 'latin1')).size).toBe(0);
  });
});
