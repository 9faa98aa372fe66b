import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import type { BattleEvent } from '../../../../src-shared/rules/orders-omens/battle';
import { armyA, armyB, dice, meleeRolls, setupOf, Table } from '../../../../src-shared/rules/orders-omens/battle/testing/fixtures';
import { outcomeText } from '../../../../src-shared/rules/orders-omens/narrator';
import { tableDetail } from './table-detail';
import LastOutcome from './LastOutcome.vue';

/** Plays `event` and shows the panel as the screen holds the battle: the last step carries its outcome lines, in the narrator's words. */
function after(t: Table, event: BattleEvent) {
  const before = t.outcomes.length;
  t.do(event);
  const detail = tableDetail(t);
  const lines = t.outcomes.slice(before).map((o) => outcomeText(o, t.state.roster));
  detail.steps[detail.steps.length - 1] = { ...detail.steps[detail.steps.length - 1]!, outcome: lines };
  return { panel: mount(LastOutcome, { props: { battle: detail } }), lines };
}

/** Green A/d1.b1 charges Experienced B/d1.b1 and wins the first round 5 hits to 4 (the worked example, seed 002 L605–L607). */
function meleeLost(): Table {
  const t = Table.activating().order('A/d1.b1');
  t.do({ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: true });
  return t;
}
const round = { type: 'melee-round', engagementId: 'melee-1', attacker: meleeRolls(['A/d1.b1.r1', [4, 4, 2]], ['A/d1.b1.r2', [5, 4, 6]]), defender: meleeRolls(['B/d1.b1.r1', [5, 5, 1, 2]], ['B/d1.b1.r2', [6, 6, 3, 1]]) } as const;

describe('what the last step decided, on the walkthrough', () => {
  it('after a Morale Test the table is told what to move: pushed back 2″ and disordered (seed 002 L599, L675), in the event log\'s own words', () => {
    const t = meleeLost();
    t.do(round);
    const { panel, lines } = after(t, { type: 'morale-tested', brigadeId: 'B/d1.b1', roll: dice(3, 3) });
    const shown = panel.findAll('.last-outcome-line').map((p) => p.text());
    expect(shown).toEqual(lines);
    expect(shown.join(' ')).toMatch(/was pushed back 2″ and disordered/);
    expect(panel.get('[role=status]').attributes('aria-label')).toBe('What just happened');
  });

  it('after a failed Morale Test it says the Brigade broke and fled, and how far (seed 002 L599, L676)', () => {
    const t = meleeLost();
    t.do(round);
    const { panel } = after(t, { type: 'morale-tested', brigadeId: 'B/d1.b1', roll: dice(1, 1) });
    expect(panel.text()).toMatch(/broke and fled \d+″/);
  });

  it('after a melee round it names the winner and the loser', () => {
    const { panel } = after(meleeLost(), round);
    expect(panel.text()).toMatch(/Melee round 1: .+ beat .+ by 1 hit \(5–4\)\./);
  });

  it('shows nothing for a step whose outcome lines have not come with it (an older step, after many undos)', () => {
    const t = meleeLost();
    t.do(round);
    const panel = mount(LastOutcome, { props: { battle: tableDetail(t) } });
    expect(panel.find('.last-outcome').exists()).toBe(false);
  });

  it('a step whose outcome only repeats itself (a chip drawn) shows nothing: the box is gone once the table moves on', () => {
    const t = meleeLost();
    t.do(round).do({ type: 'morale-tested', brigadeId: 'B/d1.b1', roll: dice(3, 3) });
    const { panel, lines } = after(t, { type: 'chip-drawn', side: 'B' });
    expect(lines.length).toBeGreaterThan(0);
    expect(panel.find('.last-outcome').exists()).toBe(false);
  });

  it('says whose General cast a spell when neither Marshal has a name: by army, never by side letter', () => {
    const wizard = (army: typeof armyA) => army({ marshal: { experience: 'elite', magicalAdvisor: true } });
    const t = Table.activating(setupOf({ A: wizard(armyA), B: wizard(armyB) })).do({ type: 'chip-drawn', side: 'B' });
    const { panel } = after(t, { type: 'spell-cast', casterId: 'B/marshal', spell: 'veil-of-fog', roll: dice(4, 5) });
    expect(panel.findAll('.last-outcome-line').map((p) => p.text())).toEqual(['Red’s Marshal cast Veil of Fog (rolled 9, needed 7+).']);
  });
});
