import { describe, expect, it } from 'vitest';
import { markdownToPlainText } from './plain-text';

describe('a diary entry as preview text', () => {
  it('shows the words, not the Markdown marks', () => {
    expect(markdownToPlainText('The **Crown Host** marched at dawn under _grey_ skies.')).toBe('The Crown Host marched at dawn under grey skies.');
    expect(markdownToPlainText('# The oath\n\nSee [the map](http://example.org) and `the ford`.')).toBe('The oath · See the map and the ford.');
  });

  it('joins blocks into one line: after a sentence with a space, otherwise with a middle dot', () => {
    expect(markdownToPlainText('We marched.\n\n- Ann led the van\n- Bo held the ford\n\n> No quarter.')).toBe('We marched. Ann led the van · Bo held the ford · No quarter.');
  });

  it('keeps typed HTML as the text that was typed, and survives a preview cut mid-mark', () => {
    expect(markdownToPlainText('<script>alert(1)</script> and **half')).toBe('<script>alert(1)</script> and **half');
    expect(markdownToPlainText('')).toBe('');
  });
});
