import { describe, expect, it } from 'vitest';
import { confusionOddsFor } from '../index';
import { army, Battle, card, roll, setupOf, sides, squad, unit } from '../testing/fixtures';

const cards = [
  card({ name: 'Shooter', activation: [1], attributes: { mov: 10, ccOffensive: 3, ccDefensive: 3, bal: 6, str: 3, arm: 4, con: 2, men: 3 } }),
  card({ name: 'Ghouls', activation: [5], types: [{ type: 'squad', min: 2, max: 5 }], positions: [{ accepts: 'leader' }], abilities: [{ kind: 'unhuman', text: '' }], armyPoints: 3 }),
  card({ name: 'Handler', activation: [5], types: [{ type: 'leader' }], attributes: { mov: 10, ccOffensive: 3, ccDefensive: 3, bal: 3, str: 3, arm: 1, con: 0, men: 4 }, armyPoints: 5 }),
];
const battle = (rulings = {}) =>
  new Battle(
    setupOf(
      { size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'surrender' } } as never,
      sides({ player: 'Ann', roster: army('A', [unit('s', 'Shooter')]) }, { player: 'Bob', roster: army('B', [squad('g', 'Ghouls', 3, { attached: [{ key: 'h', card: 'Handler', type: 'leader', position: 0, dna: [] }] })]) }),
      cards,
      rulings,
    ),
    rulings,
  ).deployAll('p1');

describe('Unhuman in a Unit of mixed cards (L205–L207, 1999.mixed-unit-abilities)', () => {
  it('by default the Unit is Immune only while every card with models left is Unhuman', () => {
    const b = battle();
    expect(confusionOddsFor(b.state, 'p2/g')).toBe(4 / 6); // the Handler's MEN 4: 3+ (L507)
    b.step({ type: 'unit-nominated', unitId: 'p1/s' });
    b.step({ type: 'action-declared', action: 'move-and-shoot' });
    const out = b.step({ type: 'shot', shooter: { cardId: 'p1/s', model: 0 }, weapon: 'Rifle', target: { cardId: 'p2/h', model: 0 }, rangeCm: 10, toHit: roll(2), hit: { penetration: roll(1), wounds: [roll(1)] } });
    expect(out).toContainEqual({ code: 'confusion-immune', unitId: 'p2/g', wounds: 1 }); // the Handler fell: only Unhuman cards are left
  });

  it('one Unhuman card is enough under the house rule', () => {
    expect(confusionOddsFor(battle({ '1999.mixed-unit-abilities': 'any-card' }).state, 'p2/g', { '1999.mixed-unit-abilities': 'any-card' })).toBe(1);
  });
});
