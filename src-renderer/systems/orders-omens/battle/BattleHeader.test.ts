import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { setupOf, Table } from '../../../../src-shared/rules/orders-omens/battle/testing/fixtures';
import { tableDetail } from './table-detail';
import BattleHeader from './BattleHeader.vue';

/**
 * Seed 002_cff186ffe79098a6.txt L793: "Each turn represents roughly 15 minutes of real battle time."
 * A battle over in turn 1 from 10:00 ended with that turn, at 10:15, as its chronicle says ("ended
 * on turn 1 at 10:15"); the header read "Over in turn 1 · 10:00", the time the turn began.
 */
describe('the battle header’s clock', () => {
  const battle = tableDetail(Table.activating(setupOf({}, { battleClockStart: '10:00' })));
  const clock = (stage: 'activation' | 'result') => mount(BattleHeader, { props: { battle, stage } }).get('.clock').text().replace(/\s+/g, ' ');

  it('gives the turn’s whole quarter-hour once the battle is over', () => {
    expect(clock('result')).toMatch(/^Over in turn 1 · 10:00–10:15/);
  });

  it('gives the time the turn began while it is played', () => {
    expect(clock('activation')).toMatch(/^Turn 1 · 10:00 /);
  });
});
