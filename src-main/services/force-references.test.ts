import { describe, expect, it } from 'vitest';
import { longNightCampaign } from '../testing/long-night-campaign';
import { everyTableRow } from '../testing/table-rows';
import type { ForceDetail } from '../../src-shared/contract/forces';
import { force } from '../../src-shared/rules/order-66/testing/game';
import { MYSTICS_LIBRARY_ID } from '../../src-shared/rules/order-66/roster/mystic-library';
import { army, squad as squad1999 } from '../../src-shared/rules/1999/testing/fixtures';
import { ICE_RANGERS } from '../../src-shared/rules/opend6/squads/samples';

/**
 * A force naming what neither its system nor the campaign holds (a Mystic, a Rules Card, a troop
 * type or weapon) is refused with a specific error and nothing is written: through the real contract on a real SQLite file with the shipped migrations.
 */

const night = longNightCampaign();
const stored = () => everyTableRow(night.temp.store.sqlite);

function create(system: string, roster: unknown) {
  return { campaignId: night.campaignId, playerId: night.playerIds[0], system, roster };
}

describe('Order 66 forces', () => {
  // 000_fd0e5ac397c8988d.txt:48–58: the six Mystics, Meg to Jen.
  it('refuses a Mystic that is neither one of the six nor in the campaign’s library, writing nothing', () => {
    const before = stored();
    expect(night.api.refusal('forces.create', create('order-66', force({ player: 'Ann', mystic: 'yoda' })))).toEqual({
      code: 'rejected',
      path: 'roster.mystic',
      message: "That Mystic is not one of the rulebook's six or in the campaign's Mystics library: choose one that is",
    });
    expect(stored()).toEqual(before);
    const meg = night.api.call<ForceDetail>('forces.create', create('order-66', force({ player: 'Ann', mystic: 'meg' })));
    const saved = stored();
    expect(night.api.refusal('forces.update', { id: meg.id, system: 'order-66', roster: force({ player: 'Ann', mystic: 'yoda' }) })).toMatchObject({ code: 'rejected', path: 'roster.mystic' });
    expect(stored()).toEqual(saved);
  });

  it('keeps a force whose own Mystic the library has since lost: it can still be saved, and says to choose another', () => {
    const sera = { key: 'sera', name: 'Sera', ability: 'Storm Call', text: 'Calls lightning down on a foe', mechanic: 'lightning', printed: false };
    const [mystics] = night.api.call<{ items: unknown[] }[]>('libraries.list', { campaignId: night.campaignId, system: 'order-66' });
    night.api.call('libraries.save', { campaignId: night.campaignId, system: 'order-66', kind: MYSTICS_LIBRARY_ID, items: [...mystics!.items, sera] });
    const rin = night.api.call<ForceDetail>('forces.create', create('order-66', force({ player: 'Rin', mystic: 'sera' })));
    expect(rin.valid).toBe(true);
    night.api.call('libraries.save', { campaignId: night.campaignId, system: 'order-66', kind: MYSTICS_LIBRARY_ID, items: mystics!.items });
    const renamed = night.api.call<ForceDetail>('forces.update', { id: rin.id, system: 'order-66', roster: { ...force({ player: 'Rin', mystic: 'sera' }), name: 'Rin’s storm' } });
    expect(renamed).toMatchObject({ name: 'Rin’s storm', valid: false, problems: [{ path: ['mystic'], message: "This Mystic is no longer in the campaign's Mystics library" }] });
  });
});

describe('1999 armies', () => {
  // 001_666c0140e8c1627f.txt:111: the campaign's copy of a Rules Card, by name, is the one that applies.
  it('refuses a Rules Card the campaign does not hold, as a Unit or attached, writing nothing', () => {
    const before = stored();
    expect(night.api.refusal('forces.create', create('1999', army('Ghosts', [squad1999('line', 'Harrow Riflemen', 3), squad1999('ghost', 'Nobody', 3)])))).toEqual({
      code: 'rejected',
      path: 'roster.units.1',
      message: 'Unit 2 (Nobody): there is no Rules Card named “Nobody” in the campaign\'s Rules Cards: add it there first',
    });
    const attached = squad1999('line', 'Harrow Riflemen', 3, { attached: [{ key: 'ghost', card: 'Nobody', type: 'leader', position: 0, dna: [] }] });
    expect(night.api.refusal('forces.create', create('1999', army('Ghosts', [attached])))).toMatchObject({ code: 'rejected', path: 'roster.units.0.attached.0', message: expect.stringContaining('“Nobody”') });
    expect(stored()).toEqual(before);
  });
});

describe('OpenD6 squads', () => {
  it.each([
    ['a troop type', { troopTypeId: 'wood-elves' }, 'roster.troopTypeId', "The squad's troop type is not a troop type of the campaign's Troop List: choose one that is"],
    ['a weapon', { weaponIds: ['medium-crossbow', 'longsword'] }, 'roster.weaponIds.1', "The squad's second weapon is not a weapon of the campaign's Equipment table: choose one that is"],
    ['armour', { armourId: 'mithril' }, 'roster.armourId', "The squad's armour is not an armour of the campaign's Equipment table: choose one that is"],
    ['a siege weapon', { siegeWeaponId: 'trebuchet-x' }, 'roster.siegeWeaponId', "The squad's siege weapon is not a siege weapon of the campaign's Equipment table: choose one that is"],
    [
      'a champion’s weapon',
      { champions: [{ ...ICE_RANGERS.champions[0]!, weaponIds: ['longsword'] }] },
      'roster.champions.0.weaponIds.0',
      "Champion 1's first weapon is not a weapon of the campaign's Equipment table: choose one that is",
    ],
    [
      'a specialisation’s weapon',
      { specialisations: [{ skill: 'melee-combat', weaponId: 'longsword', training: 1 }] },
      'roster.specialisations.0.weaponId',
      "The weapon of the squad's first specialisation is not a weapon of the campaign's Equipment table: choose one that is",
    ],
  ])('refuses %s the campaign does not hold, writing nothing', (_what, change, path, message) => {
    const before = stored();
    expect(night.api.refusal('forces.create', create('opend6', { ...ICE_RANGERS, ...change }))).toEqual({ code: 'rejected', path, message });
    expect(stored()).toEqual(before);
    const rangers = night.api.call<ForceDetail>('forces.create', create('opend6', ICE_RANGERS));
    const saved = stored();
    expect(night.api.refusal('forces.update', { id: rangers.id, system: 'opend6', roster: { ...ICE_RANGERS, ...change } })).toEqual({ code: 'rejected', path, message });
    expect(stored()).toEqual(saved);
  });
});
