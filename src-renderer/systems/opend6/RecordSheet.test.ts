import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { ICE_RANGERS } from '../../../src-shared/rules/opend6/squads/samples';
import { recordSheet } from '../../../src-shared/rules/opend6/squads/record-sheet';
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
});
