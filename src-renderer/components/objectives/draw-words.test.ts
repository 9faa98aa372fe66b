import { describe, expect, it } from 'vitest';
import { dieSource, drawHeading } from './draw-words';

describe('a drawn Classified Objective’s die, in words', () => {
  it('says the app rolled it and keeps the seed, unsigned, for the tooltip only', () => {
    const rolled = dieSource({ source: 'rolled', seed: -1221697595 });
    expect(rolled.text).toBe('rolled by the app');
    expect(rolled.title).toContain('3073269701');
    expect(rolled.title).not.toContain('-');
    expect(dieSource({ source: 'rolled', seed: 42 }).title).toContain('42');
  });

  it('says a typed die came from a physical die, with no seed', () => {
    expect(dieSource({ source: 'entered', seed: null })).toEqual({ text: 'entered from a physical die' });
  });
});

describe('the draw form’s heading', () => {
  it('says “your last” alone when one draw is left, and counts the draws left otherwise', () => {
    expect(drawHeading(1)).toEqual({ heading: 'Draw your last Classified Objective', left: null });
    expect(drawHeading(2)).toEqual({ heading: 'Draw a Classified Objective', left: '2 left to draw' });
  });
});
