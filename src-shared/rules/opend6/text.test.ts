import { describe, expect, it } from 'vitest';
import { agreeing, hasHave, isAre, pluralName } from './text';

describe('verbs agree with a squad’s name', () => {
  it('reads the head noun before an “of” phrase: the Blades of Aster are, the Company of Wolves is', () => {
    expect(isAre('Blades of Aster')).toBe('are');
    expect(hasHave('The Blades of Aster')).toBe('have');
    expect(agreeing('Blades of Aster').verb('charges', 'charge')).toBe('charge');
    expect(isAre('Company of Wolves')).toBe('is');
    expect(agreeing('The Company of Wolves').its).toBe('its');
  });

  it('takes the last word of other names: Goblin Brawlers and Ice Rangers are plural, the Watch singular', () => {
    expect(pluralName('Goblin Brawlers')).toBe(true);
    expect(pluralName('Ice Rangers')).toBe(true);
    expect(pluralName('Ann’s Blades')).toBe(true);
    expect(pluralName('The Watch')).toBe(false);
    expect(pluralName('Aster’s Guard')).toBe(false);
  });

  it('knows plurals without an “s” and singulars with one', () => {
    expect(pluralName('Bowmen of the Vale')).toBe(true);
    expect(pluralName('Hill Folk')).toBe(true);
    expect(pluralName('The Iron Fortress')).toBe(false);
    expect(pluralName('Aegis')).toBe(false);
  });

  it('gives the pronouns of each number', () => {
    expect(agreeing('Goblin Brawlers')).toMatchObject({ its: 'their', it: 'they', them: 'them', itself: 'themselves', was: 'were' });
    expect(agreeing('The Watch')).toMatchObject({ its: 'its', it: 'it', them: 'it', itself: 'itself', was: 'was' });
  });
});
