import { describe, expect, it } from 'vitest';
import { reactive } from 'vue';
import { brigadeExperience, duplicateItem, moveItem, newBrigade, newRegiment, removeItem } from './draft';

describe('roster builder edits', () => {
  it('moves parts up and down, and not past either end', () => {
    const items = ['a', 'b', 'c'];
    moveItem(items, 0, -1);
    expect(items).toEqual(['a', 'b', 'c']);
    moveItem(items, 0, 1);
    expect(items).toEqual(['b', 'a', 'c']);
    moveItem(items, 2, 1);
    expect(items).toEqual(['b', 'a', 'c']);
    removeItem(items, 1);
    expect(items).toEqual(['b', 'c']);
  });

  it('duplicates a reactive Brigade right after it, with fresh ids throughout', () => {
    const brigades = reactive([newBrigade('elite')]);
    duplicateItem(brigades, 0);
    const [original, copy] = brigades;
    expect(copy).toMatchObject({ rating: 'elite', regiments: [{ experience: 'elite' }, { experience: 'elite' }] });
    expect(copy!.id).not.toBe(original!.id);
    expect(copy!.regiments.map((r) => r.id)).not.toContain(original!.regiments[0]!.id);
  });

  it('reads a Brigade’s experience from its regiments, "mixed" when they differ', () => {
    const brigade = newBrigade('green');
    expect(brigadeExperience(brigade)).toBe('green');
    brigade.regiments.push(newRegiment('elite'));
    expect(brigadeExperience(brigade)).toBe('mixed');
    expect(brigadeExperience({ rating: 'experienced', regiments: [] })).toBe('experienced');
  });
});
