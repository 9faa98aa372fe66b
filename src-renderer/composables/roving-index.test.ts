import { describe, expect, it } from 'vitest';
import { rovingIndex } from './roving-index';

describe('moving between tabs from the keyboard', () => {
  it('steps along a row with the left and right arrows, wrapping at both ends', () => {
    expect(rovingIndex('ArrowRight', 0, 3)).toBe(1);
    expect(rovingIndex('ArrowRight', 2, 3)).toBe(0);
    expect(rovingIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(rovingIndex('ArrowLeft', 2, 3)).toBe(1);
  });

  it('goes to the first and last tab with Home and End', () => {
    expect(rovingIndex('Home', 2, 5)).toBe(0);
    expect(rovingIndex('End', 0, 5)).toBe(4);
  });

  it('takes up and down only in a list laid out top to bottom', () => {
    expect(rovingIndex('ArrowDown', 0, 3)).toBeNull();
    expect(rovingIndex('ArrowDown', 0, 3, 'vertical')).toBe(1);
    expect(rovingIndex('ArrowUp', 0, 3, 'vertical')).toBe(2);
    expect(rovingIndex('ArrowRight', 2, 3, 'vertical')).toBe(0);
  });

  it('leaves other keys, and an empty list, to the browser', () => {
    expect(rovingIndex('Enter', 1, 3)).toBeNull();
    expect(rovingIndex('Tab', 1, 3)).toBeNull();
    expect(rovingIndex('ArrowRight', 0, 0)).toBeNull();
  });
});
