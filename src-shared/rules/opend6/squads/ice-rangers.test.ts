import { describe, expect, it } from 'vitest';
import { assessSquad, priceSquad, ICE_RANGERS, movementRates, startingMorale, skillLevelsOf } from '../index';

describe('the Ice Rangers come out at their printed totals (seed 004, Creating Your Forces, L642–L713)', () => {
  const price = priceSquad(ICE_RANGERS);

  it('costs 20 for Elite quality and 10 for Move 10 (L643–L647, L674, L676)', () => {
    expect(price.quality).toBe(20);
    expect(price.move).toBe(10);
  });

  it('costs one SGP per attribute point: AGI 3, INT 2, COR 2, ACU 2, PHY 3, CHA 2 (L649, L677–L695)', () => {
    expect(price.attributes).toEqual({ AGI: 3, INT: 2, COR: 2, ACU: 2, PHY: 3, CHA: 2 });
  });

  it('totals 51 per soldier for skills (L654, L697)', () => {
    expect(price.skillPoints).toBe(51);
  });

  it('costs 70 per soldier with a medium crossbow (15) and a magical melee weapon (4) (L659–L662, L702)', () => {
    expect(price.weapons.map((weapon) => weapon.cost)).toEqual([15, 4]);
    expect(price.perSoldier).toBe(70);
  });

  it('costs 700 for ten (L663, L704)', () => {
    expect(price.base).toBe(700);
  });

  it('costs 720 with the sergeant (1) and the heavy-crossbow champion (1 + 18) (L665–L668, L712)', () => {
    expect(price.sergeant).toBe(1);
    expect(price.champions).toEqual([{ training: 1, weapons: [{ id: 'heavy-crossbow', name: 'Heavy crossbow', cost: 18 }], total: 19 }]);
    expect(price.total).toBe(720);
    expect(assessSquad(ICE_RANGERS)).toMatchObject({ points: 720, size: 10, valid: true, battleReady: true, problems: [] });
  });

  it('walks 8" and runs 13" (L656, L675)', () => {
    expect(movementRates(10, 3)).toEqual({ walk: 8, run: 13 });
  });

  it('starts at morale level 7 as Elite troops (L669, L713)', () => {
    expect(startingMorale(ICE_RANGERS.quality)).toBe(7);
  });

  it('has fighting 5, melee combat 5, command 3 and a sergeant with command 4 (L653, L665, L675)', () => {
    const levels = skillLevelsOf(ICE_RANGERS);
    expect(levels.squad.fighting).toBe(5);
    expect(levels.squad['melee-combat']).toBe(5);
    expect(levels.squad.command).toBe(3);
    expect(levels.sergeantCommand).toBe(4);
  });
});
