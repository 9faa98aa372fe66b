import { describe, expect, it } from 'vitest';
import type { ArmyList, PriceByExperience } from '../../types';
import { MONSTERS } from '../monsters';
import { ARMY_LISTS, ARMY_LIST_IDS } from '.';

const row = (price: PriceByExperience | undefined) => (price ? `${price.green}/${price.experienced}/${price.elite}` : '-');

/** Green/Experienced/Elite per weapon, transcribed a second time from the printed lists. */
const PRINTED = {
  playtest: { inf: ['10/14/19', '13/18/24', '12/17/23', '12/18/25'], cav: ['20/30/40', '22/32/42', '30/45/60'], art: '24/34/44' },
  human: { inf: ['10/20/30', '12/22/32', '15/30/45', '14/24/34'], cav: ['20/30/40', '22/32/42', '30/45/60'], art: '24/34/44' },
  elven: { inf: ['10/20/30', '12/22/32', '14/24/34', '14/24/34'], cav: ['20/30/40', '22/32/42', '24/34/44'], art: '26/36/46' },
  orc: { inf: ['12/22/32', '14/24/30', '12/22/32', '12/22/32'], cav: ['22/32/42', '24/34/44', '22/32/42'], art: '24/34/44' },
  dwarven: { inf: ['14/24/34', '16/26/36', '14/24/34', '16/26/36'], cav: ['24/34/44', '26/36/46', '24/34/44'], art: '24/34/44' },
} as const;

const tableOf = (list: ArmyList) => ({
  inf: [list.infantry['hand-weapons'], list.infantry.polearms, list.infantry.bows, list.infantry['crossbows-firearms']].map(row),
  cav: [list.cavalry['hand-weapons'], list.cavalry.polearms, list.cavalry.bows].map(row),
  art: row(list.artillery),
});

describe('Army lists (Orders & Omens, "Playtest/Human/Elven/Orc/Dwarfen Army List")', () => {
  it.each(ARMY_LIST_IDS)('%s list prices every regiment as printed', (id) => {
    expect(tableOf(ARMY_LISTS[id])).toEqual(PRINTED[id]);
  });

  it.each(ARMY_LIST_IDS)('%s list offers no cavalry crossbows/firearms and a 2-point Armour Upgrade', (id) => {
    const list: ArmyList = ARMY_LISTS[id];
    expect(list.cavalry['crossbows-firearms']).toBeUndefined();
    expect(list.armourUpgrade).toEqual({ infantry: 2, cavalry: 2 });
  });

  it('lists the monsters each army may field, in printed order', () => {
    expect(ARMY_LISTS.playtest.monsters).toEqual(['giant', 'dragon', 'griffon', 'chimera']);
    expect(ARMY_LISTS.human.monsters).toEqual(['giant', 'dragon', 'griffon', 'chimera']);
    expect(ARMY_LISTS.elven.monsters).toEqual(['giant-eagle', 'dragon', 'griffon', 'treeman']);
    expect(ARMY_LISTS.orc.monsters).toEqual(['giant', 'wyvern', 'troll-mob', 'chimera']);
    expect(ARMY_LISTS.dwarven.monsters).toEqual(['stone-golem', 'copter-bomber', 'fanatics']);
    for (const id of ARMY_LIST_IDS) for (const monster of ARMY_LISTS[id].monsters) expect(MONSTERS[monster].id).toBe(monster);
  });

  it('gives each race list its special rules and the Playtest list none', () => {
    expect(ARMY_LISTS.playtest.race).toBeNull();
    expect(ARMY_LISTS.playtest.raceRules).toEqual([]);
    expect(ARMY_LISTS.human.raceRules).toEqual(['adaptable-command']);
    expect(ARMY_LISTS.elven.raceRules).toEqual(['keen-sight']);
    expect(ARMY_LISTS.orc.raceRules).toEqual(['bloodlust']);
    expect(ARMY_LISTS.dwarven.raceRules).toEqual(['stubborn', 'dwarven-made']);
  });

  it('prices rise with experience everywhere', () => {
    for (const id of ARMY_LIST_IDS) {
      const list: ArmyList = ARMY_LISTS[id];
      const prices = [...Object.values(list.infantry), ...Object.values(list.cavalry), list.artillery];
      for (const price of prices) {
        expect(price && price.green < price.experienced && price.experienced < price.elite, `${id} ${row(price)}`).toBe(true);
      }
    }
  });
});
