import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import type { SessionView } from '../../../src-shared/contract/objectives';
import { scoreArmory } from '../../../src-shared/rules/infinity/scoring/armory';
import ScoreBreakdown from './ScoreBreakdown.vue';

/** The Armory scored by the rules: Bob (Side B) Dominated it at the end of every round and of the game. */
const scored = scoreArmory({ scenario: 'the-armory', ending: 'third-round', armoryDominatedBy: ['B', 'B', 'B'], panopliesWeapons: { A: 1, B: 2 }, classifiedAchieved: { A: 0, B: 0 } });
if (!scored.ok) throw new Error('the Armory report did not score');
const SCORED = scored.score.sides;

describe('the Objective Points breakdown', () => {
  it('names the players where the scoring rules say Side A or Side B (seed 003 L456: "Dominate the Armory")', () => {
    const view = { session: { playerA: 'Ann', playerB: 'Bob' }, score: SCORED, scoreProblems: [] } as unknown as SessionView;
    const text = mount(ScoreBreakdown, { props: { view } }).text();
    expect(SCORED.A.breakdown.map((line) => line.detail).join(' ')).toMatch(/\bSide B\b/);
    expect(text).toContain('Bob Dominated it.');
    expect(text).not.toMatch(/Side [AB] Dominated/);
  });
});
