import { describe, expect, it } from 'vitest';
import { parseFaces } from './typed-faces';

describe('dice typed into a box', () => {
  it('reads one face, a run of digits, or faces with spaces or commas', () => {
    expect(parseFaces('5')).toEqual({ faces: [5], problem: null });
    expect(parseFaces('5624')).toEqual({ faces: [5, 6, 2, 4], problem: null });
    expect(parseFaces(' 5 6, 2;4 ')).toEqual({ faces: [5, 6, 2, 4], problem: null });
    expect(parseFaces('')).toEqual({ faces: [], problem: null });
  });

  it('refuses a face a D6 cannot show, naming it, and keeps the faces before it', () => {
    expect(parseFaces('7')).toEqual({ faces: [], problem: '7 is not on a D6; type 1 to 6' });
    expect(parseFaces('5 0 2')).toEqual({ faces: [5], problem: '0 is not on a D6; type 1 to 6' });
    expect(parseFaces('5 x')).toEqual({ faces: [5], problem: '“x” is not a die face; type 1 to 6' });
    expect(parseFaces('12')).toEqual({ faces: [1, 2], problem: null });
  });
});
