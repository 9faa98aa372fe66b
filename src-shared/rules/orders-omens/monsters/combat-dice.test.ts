import { describe, expect, it } from 'vitest';
import { monsterCombatDice } from './combat-dice';

describe('Monster Combat Dice ruling oo.monster-combat-dice (Orders & Omens, "Regiment Types" vs "Monsters")', () => {
  it('profile (default) uses each monster\'s printed Combat Dice', () => {
    expect(monsterCombatDice('dragon', 'melee')).toBe(7);
    expect(monsterCombatDice('troll-mob', 'melee')).toBe(2);
  });
  it('six-in-melee rolls 6 in melee but keeps the profile elsewhere', () => {
    const choices = { 'oo.monster-combat-dice': 'six-in-melee' };
    expect(monsterCombatDice('dragon', 'melee', choices)).toBe(6);
    expect(monsterCombatDice('troll-mob', 'melee', choices)).toBe(6);
    expect(monsterCombatDice('dragon', 'ranged', choices)).toBe(7);
  });
});
