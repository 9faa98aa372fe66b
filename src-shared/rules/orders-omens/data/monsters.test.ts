import { describe, expect, it } from 'vitest';
import { MONSTERS } from './monsters';

const stats = (id: keyof typeof MONSTERS) => {
  const m = MONSTERS[id];
  return [m.points, m.controlValue, m.combatDice, m.movementInches];
};

describe('Monsters (Orders & Omens, "Monsters (One per Army)")', () => {
  it('prints points, Control Value, Combat Dice and movement for every monster', () => {
    expect(stats('giant')).toEqual([120, 4, 6, 3]);
    expect(stats('dragon')).toEqual([240, 2, 7, 5]);
    expect(stats('griffon')).toEqual([160, 3, 5, 5]);
    expect(stats('chimera')).toEqual([200, 3, 6, 3]);
    expect(stats('giant-eagle')).toEqual([140, 3, 4, 5]);
    expect(stats('treeman')).toEqual([200, 3, 5, 3]);
    expect(stats('wyvern')).toEqual([220, 3, 6, 5]);
    expect(stats('troll-mob')).toEqual([160, 4, 2, 3]);
    expect(stats('stone-golem')).toEqual([200, 3, 6, 3]);
    expect(stats('copter-bomber')).toEqual([220, 3, 4, 5]);
    expect(stats('fanatics')).toEqual([180, 2, 7, 2]);
  });

  it('names each special rule as printed', () => {
    const names = (id: keyof typeof MONSTERS) => MONSTERS[id].specialRules.map((rule) => rule.name);
    expect(names('giant')).toEqual(['Stomp', 'Stupid']);
    expect(names('dragon')).toEqual(['Flyer', 'Dragonfire', 'Fearsome']);
    expect(names('treeman')).toEqual(['Rooted Strength', 'Forest Guardian', 'Stubborn']);
    expect(names('wyvern')).toEqual(['Flyer', 'Dragonfire', 'Venomous Bite', 'Fearsome']);
    expect(names('troll-mob')).toEqual(['Regeneration', 'Stupid']);
    expect(names('fanatics')).toEqual(['Death-seekers', 'Frenzy']);
  });

  it('marks the Wyvern\'s cut-off Dragonfire as incomplete and keeps the OCR name of the Copter Bomber', () => {
    const dragonfire = MONSTERS.wyvern.specialRules.find((rule) => rule.name === 'Dragonfire');
    expect(dragonfire).toMatchObject({ incomplete: true, text: 'Once per turn, may spend 1 action to' });
    expect(MONSTERS['copter-bomber'].printedName).toBe('COPTER COMBER');
  });
});
