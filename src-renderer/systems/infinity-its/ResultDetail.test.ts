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
    // The rows count Objective Points, not Quadrants: the label says what scores, each cell its points and the Quadrants behind them.
    expect(wrapper.get('tr.its-from').text()).toBe('Where the Objective Points came from');
    const round = (n: number) => wrapper.findAll('tr.its-line').find((row) => row.get('th').text() === `Dominating Quadrants in Game Round ${n}`)!;
    // Round 1: 2 against 1, so Alice scores 2 and Bruno none, and Bruno's row still says he Dominated 1; round 3: 2 each, 1 each.
    expect(round(1).findAll('td').map((cell) => cell.text())).toEqual(['2 OP 2 Quadrants Dominated against 1. More than the adversary.', '0 OP 1 Quadrant Dominated against 2.']);
    expect(round(3).findAll('td').map((cell) => cell.text())).toEqual(['1 OP 2 Quadrants Dominated against 2. As many as the adversary.', '1 OP 2 Quadrants Dominated against 2. As many as the adversary.']);
  });

  it('names the player who Dominated the Armory where the scoring says "Side B" (seed 003 L452–L456)', () => {
    const armory = system.battle.buildSetup({ scenario: 'the-armory', armyPoints: 300 }, [
      { side: 'A', playerName: 'Alice', forces: [] },
      { side: 'B', playerName: 'Bruno', forces: [] },
    ], { now: '2026-01-01T00:00:00Z', rulings: {}, libraries: {} });
    if (!armory.ok) throw new Error(armory.reason);
    const event = { type: 'game-reported', report: { scenario: 'the-armory', ending: 'third-round', armoryDominatedBy: ['B', null, 'B'], panopliesWeapons: { A: 1, B: 1 } }, classifiedAchieved: { A: 0, B: 0 }, survivingArmyPoints: { A: 100, B: 100 } } as ItsEvent;
    const applied = system.battle.apply(system.battle.initialState(armory.setup, {}) as ItsState, event, {});
    if (!applied.ok) throw new Error(applied.reason);
    const wrapper = mount(ResultDetail, { props: { setup: armory.setup, state: applied.state as ItsState } });
    const row = (label: string) => wrapper.findAll('tr.its-line').find((r) => r.get('th').text() === label)!.findAll('td').map((cell) => cell.text());
    expect(row('Dominating the Armory in Game Round 1')).toEqual(['0 OP Bruno Dominated it.', '1 OP Dominated.']);
    expect(row('Dominating the Armory in Game Round 2')).toEqual(['0 OP Nobody Dominated it.', '0 OP Nobody Dominated it.']);
    expect(row('Dominating the Armory at the end of the game')).toEqual(['0 OP Bruno Dominated it.', '3 OP Dominated.']);
    expect(wrapper.text()).not.toMatch(/\bSide [AB]\b/);
  });
});
