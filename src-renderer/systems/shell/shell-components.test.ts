import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import type { AnyGameSystem } from '../../../src-shared/systems/game-system';
import SystemBattleHeader from './SystemBattleHeader.vue';
import SystemEventLog from './SystemEventLog.vue';
import SystemResult from './SystemResult.vue';
import SystemStepper from './SystemStepper.vue';
import UndoLastStep from './UndoLastStep.vue';
import { TALLY_SYSTEM } from './testing/tally-system';
import { SYSTEM_1999 } from '../../../src-shared/rules/1999/system';
import { INFINITY_ITS_SYSTEM } from '../../../src-shared/rules/infinity-its/system';
import type { ItsEvent } from '../../../src-shared/rules/infinity-its/events';

const tally = TALLY_SYSTEM as AnyGameSystem;
const SIDES = [
  { side: 'p1', playerName: 'Alice', forces: [] },
  { side: 'p2', playerName: 'Bram', forces: [] },
];

describe('UndoLastStep', () => {
  it('asks before taking the last step back, and only then emits', async () => {
    // ModalDialog calls showModal, which happy-dom's <dialog> may lack.
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) { this.open = true; };
    const bar = mount(UndoLastStep, { props: { lastStep: 'A score of 2', busy: false, error: null, battleId: 'b1', stepCount: 3 }, attachTo: document.body });
    await bar.get('button').trigger('click');
    expect(bar.emitted('undo')).toBeUndefined();
    expect(document.body.textContent).toContain('This takes back “A score of 2”');
    const confirm = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Undo it')!;
    confirm.click();
    await bar.vm.$nextTick();
    expect(bar.emitted('undo')).toHaveLength(1);
    bar.unmount();
  });

  it('cannot undo when nothing was done, and shows a refused undo', () => {
    const bar = mount(UndoLastStep, { props: { lastStep: null, busy: false, error: 'Someone else changed this battle', battleId: 'b1', stepCount: 0 } });
    expect(bar.get('button').attributes('disabled')).toBeDefined();
    expect(bar.get('[role="alert"]').text()).toBe('Someone else changed this battle');
  });

  it('announces each step recorded and taken back in its status line, silent when the battle first shows', async () => {
    const bar = mount(UndoLastStep, { props: { lastStep: 'A score of 2', busy: false, error: null, battleId: 'b1', stepCount: 3 } });
    const status = () => bar.get('[role="status"]').text();
    expect(status()).toBe('');
    await bar.setProps({ lastStep: 'Alice moves 3 squares', stepCount: 4 });
    expect(status()).toBe('Recorded: Alice moves 3 squares');
    await bar.setProps({ lastStep: 'A score of 2', stepCount: 3 });
    expect(status()).toBe('Taken back: Alice moves 3 squares');
  });
});

describe('SystemBattleHeader', () => {
  const summary = (status: 'setting-up' | 'in-progress') => ({ status, turn: 1, stage: 'play', clock: null, scores: { p1: 0, p2: 3 }, losses: {}, result: null });
  const sides = [
    { side: 'p1', playerName: 'Alice', forces: [{ armyId: 'f1', name: 'The Blue Band' }] },
    { side: 'p2', playerName: 'Bram', forces: [{ armyId: 'f2', name: 'The Red Band' }] },
  ];

  it('shows no score before the battle starts (1999 would read “0 Army Points left” beside a full army), then each side’s score', () => {
    const setting = mount(SystemBattleHeader, { props: { system: tally, name: 'The Ford', sides, summary: summary('setting-up') } });
    expect(setting.text()).toContain('The Blue Band');
    expect(setting.find('.score-vp').exists()).toBe(false);
    const playing = mount(SystemBattleHeader, { props: { system: tally, name: 'The Ford', sides, summary: summary('in-progress') } });
    expect(playing.findAll('.score-vp').map((score) => score.attributes('aria-label'))).toEqual([`Alice: 0 ${tally.terms.score}`, `Bram: 3 ${tally.terms.score}`]);
  });

  it('says "no force" only where a side could have brought one: not for a report whose sides field none', () => {
    const bare = sides.map((side) => ({ ...side, forces: [] }));
    const report = mount(SystemBattleHeader, { props: { system: tally, name: 'The Ford', sides: bare, summary: summary('in-progress') } });
    expect(report.text()).not.toContain(`no ${tally.terms.force}`);
    const oneShort = mount(SystemBattleHeader, { props: { system: tally, name: 'The Ford', sides: [sides[0]!, bare[1]!], summary: summary('in-progress') } });
    expect(oneShort.text()).toContain(`no ${tally.terms.force}`);
  });
});

describe('SystemEventLog', () => {
  it('shows the newest turn and step first, each in the narrator’s words', () => {
    const log = mount(SystemEventLog, {
      props: {
        system: tally,
        setup: {},
        battleId: 'battle-1',
        steps: [
          { seq: 1, turn: 1, event: { type: 'score', side: 'p1', points: 2 } as never, outcomes: [{ code: 'scored', points: 2 } as never] },
          { seq: 2, turn: 2, event: { type: 'end-turn' }, outcomes: [] },
        ],
      },
    });
    expect(log.findAll('h3').map((h) => h.text())).toEqual(['Turn 2', 'Turn 1']);
    expect(log.text()).toContain('2 marks scored');
    expect(log.text()).not.toContain('scored,');
  });
});

describe('SystemResult', () => {
  it('names the winner and the ending in the system’s words, with scores and losses per player', () => {
    const result = mount(SystemResult, {
      props: {
        system: tally,
        sides: SIDES,
        result: { winner: 'p2', endedBy: 'target', decisive: null, turns: 3, scores: [{ side: 'p1', total: 1, breakdown: [] }, { side: 'p2', total: 3, breakdown: [] }], losses: [{ side: 'p1', amount: 3, unitsLost: 1 }, { side: 'p2', amount: 1, unitsLost: 0 }] },
      },
    });
    expect(result.get('h2').text()).toBe('A clean win for Bram');
    expect(result.text()).toContain('Ended in turn 3, when a side reached the target.');
    // Neither side fielded a force and the system keeps no rosters (as Infinity's end-of-game report): no empty Forces column.
    expect(result.findAll('thead th').map((th) => th.text())).toEqual(['Player', 'Marks', 'Marks conceded lost', 'Counters lost']);
    expect(result.findAll('tbody tr').map((tr) => tr.findAll('td').map((td) => td.text()))).toEqual([['1', '3', '1'], ['3', '1', '0']]);
  });

  it('lists each side’s forces where a side fielded one', () => {
    const sides = [{ ...SIDES[0]!, forces: [{ armyId: 'f1', name: 'The Blue Band' }] }, SIDES[1]!];
    const result = mount(SystemResult, {
      props: {
        system: tally,
        sides,
        result: { winner: 'p2', endedBy: 'target', decisive: null, turns: 3, scores: [{ side: 'p1', total: 1, breakdown: [] }, { side: 'p2', total: 3, breakdown: [] }], losses: [{ side: 'p1', amount: 3, unitsLost: 1 }, { side: 'p2', amount: 1, unitsLost: 0 }] },
      },
    });
    expect(result.findAll('thead th').map((th) => th.text())).toEqual(['Player', 'Forces', 'Marks', 'Marks conceded lost', 'Counters lost']);
    expect(result.findAll('tbody tr').map((tr) => tr.findAll('td')[0]!.text())).toEqual(['The Blue Band', '']);
  });

  it('leaves out the units-lost column for an ITS game, whose report counts Army Points and not troopers (seed 003 L394–L408)', () => {
    const its = INFINITY_ITS_SYSTEM as AnyGameSystem;
    const sides = [{ side: 'A', playerName: 'Alice', forces: [] }, { side: 'B', playerName: 'Ben', forces: [] }];
    const built = its.battle.buildSetup({ scenario: 'annihilation', armyPoints: 300 }, sides, { now: '2026-01-01T00:00:00Z', rulings: {}, libraries: {} });
    if (!built.ok) throw new Error(built.reason);
    const report: ItsEvent = {
      type: 'game-reported',
      report: { scenario: 'annihilation', enemyArmyPointsKilled: { A: 130, B: 40 }, neverDeployed: { A: [], B: [{ name: 'Hidden sniper', armyPoints: 28 }] } },
      classifiedAchieved: { A: 0, B: 0 },
      survivingArmyPoints: { A: 260, B: 142 },
    };
    const applied = its.battle.apply(its.battle.initialState(built.setup, {}), report, {});
    if (!applied.ok) throw new Error(applied.reason);
    const result = mount(SystemResult, { props: { system: its, sides, result: its.battle.summary(applied.state, {}).result! } });
    expect(result.findAll('thead th').map((th) => th.text())).toEqual(['Player', 'Objective Points', 'Army Points lost']);
    expect(result.findAll('tbody tr').map((tr) => tr.findAll('td').map((td) => td.text())[1])).toEqual(['40', '158']);
    expect(result.text()).not.toContain('Troopers lost');
  });

  it('marks a side whose lost units were not counted as not counted, where another side’s were', () => {
    const result = mount(SystemResult, {
      props: {
        system: tally,
        sides: SIDES,
        result: { winner: 'p2', endedBy: 'target', decisive: null, turns: 3, scores: [{ side: 'p1', total: 1, breakdown: [] }, { side: 'p2', total: 3, breakdown: [] }], losses: [{ side: 'p1', amount: 3, unitsLost: 2 }, { side: 'p2', amount: 1, unitsLost: null }] },
      },
    });
    expect(result.findAll('thead th').map((th) => th.text())).toContain('Counters lost');
    const counted = result.findAll('tbody tr').map((tr) => tr.findAll('td')[2]!);
    expect(counted[0]!.text()).toBe('2');
    expect(counted[1]!.text()).toBe('—not counted');
    expect(counted[1]!.get('[aria-hidden="true"]').text()).toBe('—');
  });
});

describe('SystemStepper', () => {
  it('marks the current stage for assistive technology', () => {
    const stepper = mount(SystemStepper, { props: { system: tally, summary: tally.battle.summary({ turn: 1, tally: {}, winner: null }, {}) } });
    expect(stepper.get('[aria-current="step"]').text()).toContain('Playing');
    expect(stepper.findAll('li.done').map((li) => li.text())).toEqual(['✓Dealing']);
  });

  it('lists the 1999 tie roll-off only under the campaign’s roll-off ruling (1999.result-ties, seed 001 L315–L317)', async () => {
    const summary = { status: 'in-progress', turn: 2, stage: 'activation', clock: null, scores: {}, losses: {}, result: null } as const;
    const setup = { markers: null, victory: { condition: 'territorial' } };
    const stepper = mount(SystemStepper, { props: { system: SYSTEM_1999 as AnyGameSystem, summary, setup, rulings: { '1999.result-ties': 'draw' } } });
    expect(stepper.findAll('.step-label').map((label) => label.text())).not.toContain('Tie: roll-off');
    await stepper.setProps({ rulings: { '1999.result-ties': 'roll-off' } });
    expect(stepper.findAll('.step-label').map((label) => label.text()).slice(-2)).toEqual(['Tie: roll-off', 'Result']);
  });
});
