import { describe, expect, it } from 'vitest';
import type { Army, Brigade } from '../types';
import { deploymentOrder, deploymentSteps, dummyBrigadesProblem, dummyMarkerAllowance } from './deployment';
import { revealCheck } from './reveal';

const brigade = (size: number): Brigade => ({
  regiments: Array.from({ length: size }, () => ({ type: 'infantry' as const, experience: 'green' as const, weapon: 'bows' as const, armoured: false })),
});
const army = (divisions: number, brigadesEach: number, attached = false): Army => ({
  list: 'elven',
  randomised: false,
  marshal: { experience: 'elite', magicalAdvisor: false },
  divisions: Array.from({ length: divisions }, () => ({
    general: { experience: 'elite' as const, magicalAdvisor: false },
    brigades: Array.from({ length: brigadesEach }, () => brigade(3)),
    attached: attached ? [{ type: 'artillery' as const, experience: 'green' as const }] : [],
  })),
});

describe('Deployment (Orders & Omens, "Deployment")', () => {
  it('alternates whole Brigades beginning with the Defender; the side with more places the rest', () => {
    const order = deploymentOrder({ player: 'Def', army: army(1, 3) }, { player: 'Att', army: army(1, 5) });
    expect(order.map((t) => t.player)).toEqual(['Def', 'Att', 'Def', 'Att', 'Def', 'Att', 'Att', 'Att']);
  });

  it('allows up to 3 dummy markers per Division by default, 3 in all under oo.dummy-markers = three-per-army', () => {
    expect(dummyMarkerAllowance(army(2, 3))).toBe(6);
    expect(dummyMarkerAllowance(army(2, 3), { 'oo.dummy-markers': 'three-per-army' })).toBe(3);
    expect(dummyBrigadesProblem(army(2, 3), [3, 3])).toBeNull();
    expect(dummyBrigadesProblem(army(2, 3), [3, 3], { 'oo.dummy-markers': 'three-per-army' })).toMatch('at most 1 dummy Brigade');
    expect(dummyBrigadesProblem(army(2, 3), [4])).toMatch('1 to 3');
  });

  it('counts dummy Brigades as placements', () => {
    const order = deploymentOrder({ player: 'Def', army: army(1, 3), dummyBrigades: [3] }, { player: 'Att', army: army(1, 3) });
    expect(order.filter((t) => t.player === 'Def')).toHaveLength(4);
  });

  it('own-steps (default): attached regiments are steps, Generals go down with the first Brigade', () => {
    const { first, after } = deploymentSteps(army(2, 3, true), []);
    expect(after).toEqual([]);
    expect(first.filter((s) => s.kind === 'attached')).toHaveLength(2);
    expect(first[0]!.withGenerals).toEqual(['1st Division General', 'Marshal']);
    expect(first[4]).toMatchObject({ label: '2nd Division, 1st Brigade', withGenerals: ['2nd Division General'] });
  });

  it('after-brigades: Generals and attached regiments alternate after every Brigade is down', () => {
    const choices = { 'oo.deploy-non-brigade-markers': 'after-brigades' };
    const { first, after } = deploymentSteps(army(1, 3, true), [], choices);
    expect(first.map((s) => s.kind)).toEqual(['brigade', 'brigade', 'brigade']);
    expect(after.map((s) => s.label)).toEqual(['1st Division, 1st attached Regiment', '1st Division General', 'Marshal']);
    const order = deploymentOrder({ player: 'Def', army: army(1, 3, true) }, { player: 'Att', army: army(1, 3) }, choices);
    expect(order.slice(6).map((t) => t.player)).toEqual(['Def', 'Att', 'Def', 'Att', 'Def']);
  });
});

describe('Revealing markers (Orders & Omens, "Deployment")', () => {
  it('reveals when an enemy is deployed or moved within 24", or on firing', () => {
    expect(revealCheck({ kind: 'enemy-deployed-near', distanceInches: 24 }).reveal).toBe(true);
    expect(revealCheck({ kind: 'enemy-moved-near', distanceInches: 24.5 }).reveal).toBe(false);
    expect(revealCheck({ kind: 'fired' }).reveal).toBe(true);
  });
  it('reveals the Brigades involved by default, everything under oo.reveal-scope = all-brigades', () => {
    expect(revealCheck({ kind: 'enemy-moved-near', distanceInches: 10 })).toMatchObject({ scope: 'brigades-involved', explanation: expect.stringContaining('both Brigades') });
    expect(revealCheck({ kind: 'enemy-moved-near', distanceInches: 10 }, { 'oo.reveal-scope': 'all-brigades' })).toMatchObject({ scope: 'all-brigades' });
  });
});
