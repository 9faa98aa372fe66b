import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { ICE_RANGERS } from '../../../src-shared/rules/opend6/squads/samples';
import { recordSheet } from '../../../src-shared/rules/opend6/squads/record-sheet';
import { STARTER_TROOP_TYPES, TROOP_TYPES_LIBRARY_ID } from '../../../src-shared/rules/opend6';
import RecordSheet from './RecordSheet.vue';

const rowTexts = (html: ReturnType<typeof mount>) => html.findAll('tr').map((row) => row.findAll('th,td').map((cell) => cell.text()));

describe('the printed Squad Record Sheet', () => {
  it('prints the champion’s own weapon table under his line, as the sample sheet does (seed 004 L706–L708)', () => {
    const wrapper = mount(RecordSheet, { props: { sheet: recordSheet(ICE_RANGERS) } });
    const rows = rowTexts(wrapper);
    const champion = rows.findIndex((cells) => cells[0]!.startsWith('Champion 1'));
    expect(champion).toBeGreaterThan(0);
    // "CHAMPION: Marksmanship 6 (COST 1)" then "Heavy Crossbow 6 15 60 150 18" (ranges halved to inches under od6.weapon-range-units).
    expect(rows[champion]!.at(-1)).toBe('1');
    expect(rows[champion + 1]).toEqual(['Heavy crossbow', '6', '7.5″', '30″', '75″', '18']);
    expect(rows.find((cells) => cells[0] === 'Total squad cost')?.at(-1)).toBe('720');
  });

  it('has the sample sheet’s TRNG and SPEC columns on each attribute line, filled from the Troop List: 3 and 3 for the Ice Rangers (seed 004 L649, L677–L695)', () => {
    const rows = rowTexts(mount(RecordSheet, { props: { sheet: recordSheet(ICE_RANGERS) } }));
    expect(rows[0]).toEqual(['Attribute / skill', 'Code', 'Trng', 'Spec', 'SGPs']);
    // "AGI: 3 (COST 3) TRNG: 3 SPEC: 3" … "CHA: 2 (COST 2) TRNG: 3 SPEC: 3" (L677, L695)
    expect(rows.filter((cells) => /^[A-Z]{3} — /.test(cells[0]!)).map((cells) => cells.join(' '))).toEqual([
      'AGI — Agility 3 3 3 3',
      'INT — Intellect 2 3 3 2',
      'COR — Coordination 2 3 3 2',
      'ACU — Acumen 2 3 3 2',
      'PHY — Physique 3 3 3 3',
      'CHA — Charisma 2 3 3 2',
    ]);
    // A skill's line leaves them blank, as the sheet does: the limits are the attribute's.
    expect(rows.find((cells) => cells[0] === 'Command')).toEqual(['Command', '3', '', '', '1']);
  });

  it('writes the Troop List’s own levels, and "None" for a troop type without champions (L624–L625, L649)', () => {
    const levies = { ...STARTER_TROOP_TYPES[0]!, id: 'levies', name: 'Levies', skills: { level: 1, allowed: 'any' as const }, champions: null };
    const sheet = recordSheet({ ...ICE_RANGERS, troopTypeId: 'levies', champions: [] }, { [TROOP_TYPES_LIBRARY_ID]: [levies] });
    const agility = rowTexts(mount(RecordSheet, { props: { sheet } })).find((cells) => cells[0] === 'AGI — Agility');
    expect(agility).toEqual(['AGI — Agility', '3', '1', 'None', '3']);
  });
});
