import { describe, expect, it } from 'vitest';
import { closeCombatDamage, commandForTests, damageResult, EQUIPMENT_LIBRARY_ID, fieldedSoldier, fieldSquad, ICE_RANGERS, openRollProblem, openScore, opend6Rulings, skillNow, STARTER_EQUIPMENT, strengthRollModifier, woundedWalkRate, type EquipmentItem, type SquadState } from '../index';
import { die, squad } from '../testing/fixtures';

const defaults = opend6Rulings();
const ice = fieldSquad('A-1', 'A', ICE_RANGERS, {}, {});
const soldier = fieldedSoldier(ice, 'soldier-1')!;
const sergeant = fieldedSoldier(ice, 'sergeant')!;
const fit = { condition: 'fit' as const };
const wounded = { condition: 'wounded' as const };

function squadState(presence: SquadState['presence'], sergeantCondition: 'fit' | 'wounded' | 'incapacitated'): SquadState {
  return {
    key: 'A-1',
    morale: presence === 'fighting' ? 7 : 0,
    presence,
    soldiers: ice.soldiers.map((one) => ({ id: one.id, condition: one.id === 'sergeant' ? sergeantCondition : 'fit', prone: false, separated: false, marked: [] })),
    engagedWith: [],
    engagedSince: null,
    turn: {} as SquadState['turn'],
    battery: null,
    record: { moraleBreaks: 0, inflicted: 0, charges: 0 },
  };
}

describe('what a soldier adds to his rolls (seed 004 L254, L267, L282, L395–L396, L438, L442, L520)', () => {
  it('reads the L396 example: Strength 2 with a magical axe (2) rolls Damage Strength 4; 3 + 4 = 7 against the pirate’s 5 + 3 = 8 does nothing', () => {
    expect(closeCombatDamage({ ...soldier, strength: 2, melee: { id: 'axe', name: 'Magical axe', class: 'magical', damageBonus: 2 } }, fit)).toBe(4);
    expect(damageResult(openScore(die(3), 4), openScore(die(5), 3), defaults)).toBe('no-effect');
  });

  it('fights bare-handed at his Strength alone (L395)', () => {
    expect(closeCombatDamage({ ...soldier, melee: null }, fit)).toBe(3);
  });

  it('takes 1 off every skill and attribute of a wounded soldier: marksmanship, his Strength roll and his Damage Strength in close combat (L254, L282)', () => {
    expect([skillNow(soldier, fit, 'marksmanship', { presence: 'fighting' }), skillNow(soldier, wounded, 'marksmanship', { presence: 'fighting' })]).toEqual([4, 3]);
    expect([strengthRollModifier(soldier, fit), strengthRollModifier(soldier, wounded)]).toEqual([3, 2]);
    // Strength 3 plus the magical melee weapon's 2 (L660), less 1 wounded.
    expect([closeCombatDamage(soldier, fit), closeCombatDamage(soldier, wounded)]).toEqual([5, 4]);
  });

  it('walks a wounded Ice Ranger at Move/2 + Agility 3 - 1 = 7" instead of 8" (L127, L282)', () => {
    expect(woundedWalkRate(ice)).toBe(7);
  });

  it('adds armour to the Strength roll only, never to the damage he deals (L267)', () => {
    const leather: EquipmentItem = { id: 'leather', name: 'Leather', kind: 'armour', strength: 1, agility: 0, cost: 3, source: { kind: 'group' }, notes: '' };
    const footmen = squad({ name: 'Armoured Footmen', troopTypeId: 'human-footmen', quality: 'average', soldiers: 5, weaponIds: ['magical-melee-weapon'], armourId: 'leather' });
    const armoured = fieldedSoldier(fieldSquad('A-2', 'A', footmen, { [EQUIPMENT_LIBRARY_ID]: [...STARTER_EQUIPMENT, leather] }, {}), 'soldier-1')!;
    expect([strengthRollModifier(armoured, fit), closeCombatDamage(armoured, fit)]).toEqual([4, 5]);
  });

  it('drops every skill of a broken squad to 0 except the sergeant’s command (L438)', () => {
    const fleeing = { presence: 'routing' as const };
    expect([skillNow(soldier, fit, 'marksmanship', fleeing), skillNow(soldier, fit, 'command', fleeing), skillNow(sergeant, fit, 'command', fleeing)]).toEqual([0, 0, 4]);
  });

  it('tests morale with the sergeant’s command, or the squad’s when he is down — a broken squad’s acting sergeant still adds 3 in the L520 example (L442, L520)', () => {
    expect(commandForTests(ice, squadState('fighting', 'fit'))).toBe(4);
    expect(commandForTests(ice, squadState('fighting', 'wounded'))).toBe(3);
    expect(commandForTests(ice, squadState('routing', 'incapacitated'))).toBe(3);
  });

  it('scores a critical success chain on a Strength roll like any other: 6, 6, 1 with Strength 3 is 16 (L122)', () => {
    expect(openRollProblem(die(6, 6, 1))).toBeNull();
    expect(openScore(die(6, 6, 1), strengthRollModifier(soldier, fit))).toBe(16);
  });
});
