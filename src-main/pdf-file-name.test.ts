import { describe, expect, it } from 'vitest';
import { pdfFileName } from './pdf-file-name';

describe('PDF file names from titles players type', () => {
  it('keeps a plain title', () => {
    expect(pdfFileName('The Crown Host — Division Roster')).toBe('The Crown Host — Division Roster.pdf');
  });

  it('cannot climb out of the chosen folder or use characters Windows refuses', () => {
    expect(pdfFileName('../../etc/passwd')).toBe('etc passwd.pdf');
    expect(pdfFileName('War: "Orcs" vs <Elves>?')).toBe('War Orcs vs Elves.pdf');
    expect(pdfFileName('a\\b\u0000c')).toBe('a b c.pdf');
  });

  it('falls back to a name when nothing is left, and stays short', () => {
    expect(pdfFileName('///')).toBe('Warchronicle.pdf');
    expect(pdfFileName('x'.repeat(300))).toBe(`${'x'.repeat(100)}.pdf`);
  });
});
