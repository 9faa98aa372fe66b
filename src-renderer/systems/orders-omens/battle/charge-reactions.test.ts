import { describe, expect, it } from 'vitest';
import { armyB, setupOf, Table } from '../../../../src-shared/rules/orders-omens/battle/testing/fixtures';
import { reactionOpen, REACTIONS } from './charge-reactions';

const open = (t: Table, id: string) => REACTIONS.filter((r) => reactionOpen(t.state, id, r.value)).map((r) => r.value);

describe('the reactions a charged Brigade is offered', () => {
  it('all four for line troops; Brace or nothing with polearms ("may only Brace when charged")', () => {
    const t = Table.activating();
    expect(open(t, 'B/d1.b1')).toEqual(['none', 'brace', 'withdraw', 'counter-charge']);
    expect(open(t, 'A/d1.b3')).toEqual(['none', 'brace']);
  });

  it('no Counter-charge for a Stupid monster (Troll Mob) or a Brigade that has charged this turn', () => {
    const trolls = armyB({ list: 'orc', divisions: [{ ...armyB().divisions[0]!, attached: [{ type: 'monster', monster: 'troll-mob' }] }] });
    const t = Table.activating(setupOf({ B: trolls }));
    expect(open(t, 'B/d1.x1')).toEqual(['none', 'brace', 'withdraw']);
    t.order('B/d1.b1').do({ type: 'charge-declared', brigadeId: 'B/d1.b1', targetBrigadeId: 'A/d1.b1', approach: 'charge', reaction: 'none', contact: false });
    expect(open(t, 'B/d1.b1')).toEqual(['none', 'brace', 'withdraw']);
  });
});
