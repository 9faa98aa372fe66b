import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { INFINITY_ITS_SYSTEM } from '../../../src-shared/rules/infinity-its/system';
import type { ItsState } from '../../../src-shared/rules/infinity-its/game';
import type { ItsEvent } from '../../../src-shared/rules/infinity-its/events';
import ResultDetail from './ResultDetail.vue';

const system = INFINITY_ITS_SYSTEM;
const built = system.battle.buildSetup({ scenario: 'supremacy', armyPoints: 300 }, [
  { side: 'A', playerName: 'Alice', forces: [] },
  { side: 'B', playerName: 'Bruno', forces: [] },
], { now: '2026-01-01T00:00:00Z', rulings: {}, libraries: {} });
if (!built.ok) throw new Error(built.reason);

const report: ItsEvent = {
  type: 'game-reported',
  report: { scenario: 'supremacy', ending: 'third-round', quadrantsDominated: [{ A: 2, B: 1 }, { A: 1, B: 1 }, { A: 2, B: 2 }], consoles: [{ hackedBy: ['A'] }, { hackedBy: [] }, { hackedBy: [] }, { hackedBy: [] }] },
  classifiedAchieved: { A: 1, B: 0 },
  survivingArmyPoints: { A: 180, B: 95 },
} as ItsEvent;

describe('the ITS result table', () => {
  it('gives each Game Round’s Quadrant points to each player with the Quadrants they dominated (seed 003 L770)', () => {
    const applied = system.battle.apply(system.battle.initialState(built.setup, {}) as ItsState, report, {});
    if (!applied.ok) throw new Error(applied.reason);
    const wrapper = mount(ResultDetail, { props: { setup: built.setup, state: applied.state as ItsState } });
    const round = (n: number) => wrapper.findAll('tr.its-line').find((row) => row.get('th').text() === `Quadrants at the end of Game Round ${n}`)!;
    // Round 1: 2 against 1, so Alice scores 2 and Bruno none; round 3: 2 each, 1 each.
    expect(round(1).findAll('td').map((cell) => cell.text())).toEqual(['2 2 Dominated against 1. More than the adversary.', '0 1 Dominated against 2.']);
    expect(round(3).findAll('td').map((cell) => cell.text())).toEqual(['1 2 Dominated against 2. As many as the adversary.', '1 2 Dominated against 2. As many as the adversary.']);
  });
});
