import { describe, expect, it } from 'vitest';
import type { RulingChoices } from '../../ruling';
import type { Army } from '../types';
import type { OrdersOmensOutcome, OutcomeCode, OutcomeOf } from '../battle/outcomes';
import { armyA, armyB, dice, setupOf, Table } from '../battle/testing/fixtures';
import { CAST_ON } from '../battle/handlers/spells';
import { fateModifier } from '../battle/mechanics/fate';
import { outcomeText, targetText, volleyText } from '../narrator';
import { orderTestPreview, pendingMoralePreview, rallyPreview, volleySpecs } from './odds';

/**
 * Issue 22, "The log must quote the number a test was judged against": for every kind of test the
 * odds panel's target, the engine's outcome and the logged sentence carry the same number. Rules:
 * seed 002 L343 (Order Test), L671 (Morale), L690 (Rally), L1274 (Stubborn), L961 (Fearsome),
 * L702 (witnessed loss), General's Fate Table, L379 (Veil of Fog), L275 (artillery), Magic Spells (7+).
 */

const last = <C extends OutcomeCode>(t: Table, code: C) => [...t.outcomes].reverse().find((o): o is OutcomeOf<C> => o.code === code)!;
const said = (t: Table, outcome: OrdersOmensOutcome) => outcomeText(outcome, t.state.roster);
const dwarves = (): Army => armyB({ list: 'dwarven' });

const SENSES: readonly RulingChoices[] = [
  {},
  { 'oo.control-modifier-sense': 'modifier-on-roll' },
  { 'oo.order-test-direction': 'roll-at-most-target' },
];

/** How deep the brackets of a line go: 1 for "(a; b)", 2 for "(a (b))". */
function deepestBrackets(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (const ch of text) {
    if (ch === '(') deepest = Math.max(deepest, ++depth);
    if (ch === ')') depth--;
  }
  return deepest;
}

describe('odds panel, engine and log agree on every test', () => {
  it.each(SENSES)('Order Test of a Dwarf Brigade (Stubborn) under %o', (rulings) => {
    const t = Table.activating(setupOf({ B: dwarves() }), rulings).do({ type: 'chip-drawn', side: 'B' });
    const preview = orderTestPreview(t.state, 'B/d1.b2', rulings, 'B/d1.general')!;
    t.do({ type: 'order-tested', brigadeId: 'B/d1.b2', generalId: 'B/d1.general', roll: dice(2, 4) });
    const outcome = [...t.outcomes].reverse().find((o) => o.code === 'order-passed' || o.code === 'order-failed') as OutcomeOf<'order-passed'>;
    expect(outcome.target).toBe(preview.target);
    expect(outcome.modifiers).toEqual(preview.modifiers);
    expect(said(t, outcome)).toContain(`against ${targetText(preview)}`);
  });

  it('a Dwarf Order Test judged against 6 is logged against 6, never "against 7"', () => {
    const t = Table.activating(setupOf({ B: dwarves() })).do({ type: 'chip-drawn', side: 'B' });
    expect(orderTestPreview(t.state, 'B/d1.b2', {})!.target).toBe(6);
    t.do({ type: 'order-tested', brigadeId: 'B/d1.b2', roll: dice(2, 4) });
    const text = said(t, last(t, 'order-passed'));
    expect(text).toContain('against 7 −1 Stubborn = 6');
    expect(text).not.toMatch(/against 7(?! −1 Stubborn = 6)/);
  });

  it('Morale Test under a chosen commander, with Fearsome and Stubborn', () => {
    const t = Table.activating(setupOf({ B: dwarves() })).order('B/d1.b1').do({ type: 'morale-test-called', brigadeId: 'B/d1.b1', reason: 'special' });
    const situation = { generalId: 'B/marshal', fearsome: true };
    const preview = pendingMoralePreview(t.state, t.state.pending[0]!, {}, situation)!;
    t.do({ type: 'morale-tested', brigadeId: 'B/d1.b1', roll: dice(3, 2), ...situation });
    const outcome = [...t.outcomes].reverse().find((o) => o.code.startsWith('morale-')) as OutcomeOf<'morale-held'>;
    expect([outcome.target, outcome.generalId]).toEqual([preview.target, preview.generalId]);
    expect(outcome.modified - outcome.roll).toBe(preview.modifier);
    expect(outcome.modifiers).toEqual(preview.modifiers);
    expect(said(t, outcome)).toContain(`against ${targetText(preview)}`);
    expect(said(t, outcome)).toContain('−1 a Fearsome monster within 6″');
  });

  it('a Morale Test line moved on both sides (Fearsome on the roll L961, Stubborn on the target L1274) has no brackets inside brackets', () => {
    const t = Table.activating(setupOf({ B: dwarves() })).order('B/d1.b1').do({ type: 'morale-test-called', brigadeId: 'B/d1.b1', reason: 'special' });
    t.do({ type: 'morale-tested', brigadeId: 'B/d1.b1', roll: dice(3, 2), generalId: 'B/marshal', fearsome: true });
    const text = said(t, [...t.outcomes].reverse().find((o) => o.code.startsWith('morale-'))!);
    expect(text).toMatch(/\(called by a special rule; under .+; rolled 5 −1 a Fearsome monster within 6″ = 4 against \d+ −1 Stubborn = \d+\)/);
    expect(deepestBrackets(text)).toBe(1);
  });

  it('Rally test of a fleeing Brigade under the Marshal', () => {
    const t = Table.activating().order('A/d1.b1').do({ type: 'morale-test-called', brigadeId: 'A/d1.b1', reason: 'special' });
    t.do({ type: 'morale-tested', brigadeId: 'A/d1.b1', roll: dice(1, 1) });
    t.finishTurn().do({ type: 'activation-started' }).order('A/d1.b1');
    const preview = rallyPreview(t.state, 'A/d1.b1', {}, { generalId: 'A/marshal' })!;
    t.do({ type: 'rally-attempted', brigadeId: 'A/d1.b1', generalId: 'A/marshal', roll: dice(2, 2) });
    const outcome = [...t.outcomes].reverse().find((o) => o.code === 'rallied' || o.code === 'rally-failed') as OutcomeOf<'rallied'>;
    expect(outcome.target).toBe(preview.target);
    expect(said(t, outcome)).toContain(`against ${targetText(preview)}`);
    expect(said(t, outcome)).toContain('under Blue’s Marshal');
  });

  it("General's Fate: the panel's modifier is the outcome's and the log's", () => {
    const t = Table.activating().order('A/d1.b1');
    t.do({ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: true });
    t.do({
      type: 'melee-round',
      engagementId: 'melee-1',
      attacker: { rolls: [{ regimentId: 'A/d1.b1.r1', dice: dice(1, 1, 1, 1) }], generals: [{ generalId: 'A/d1.general', regimentId: 'A/d1.b1.r1' }] },
      defender: { rolls: [{ regimentId: 'B/d1.b1.r1', dice: dice(6, 6, 1, 1) }] },
    });
    const test = t.state.pending[0]!;
    if (test.kind !== 'fate') throw new Error('a Fate roll should be due');
    const panel = fateModifier(test.margin);
    t.do({ type: 'generals-fate-rolled', generalId: 'A/d1.general', roll: dice(3, 4) });
    const outcome = last(t, 'generals-fate');
    expect(outcome.modifier).toBe(panel);
    expect(said(t, outcome)).toContain(`rolled 7 +${panel} lost the melee = ${7 + panel}`);
  });

  it('Spell: the panel\'s 7+ is the outcome\'s and the log\'s', () => {
    const t = Table.activating(setupOf({ A: { ...armyA(), marshal: { experience: 'elite', magicalAdvisor: true } } })).do({ type: 'chip-drawn', side: 'A' });
    t.do({ type: 'spell-cast', casterId: 'A/marshal', spell: 'veil-of-fog', roll: dice(3, 3) });
    const outcome = last(t, 'spell-failed');
    expect(outcome.needed).toBe(CAST_ON);
    expect(said(t, outcome)).toContain(`needed ${CAST_ON}+`);
  });

  it('Artillery: the panel\'s to-hit (ranged in, then reset by a moved target) is the outcome\'s and the log\'s', () => {
    const army: Army = { ...armyA(), divisions: [{ ...armyA().divisions[0]!, attached: [{ type: 'artillery', experience: 'experienced' }] }] };
    const gun = 'A/d1.x1.r1';
    const t = Table.activating(setupOf({ A: army })).order('A/d1.x1');
    t.do({ type: 'shot-fired', brigadeId: 'A/d1.x1', targetBrigadeId: 'B/d1.b3', volleys: [{ regimentId: gun, range: 'long', dice: dice(6, 1, 1, 1) }] });
    t.do({ type: 'morale-tested', brigadeId: 'B/d1.b3', roll: dice(6, 6) }).do({ type: 'action-taken', brigadeId: 'A/d1.x1', action: 'reload' });
    for (const targetMoved of [false, true]) {
      const [spec] = volleySpecs(t.state, 'A/d1.x1', 'B/d1.b3', 'long', {}, {}, { targetMoved });
      expect(spec!.attack.hitRule.hitOn).toBe(targetMoved ? 6 : 5);
      const probe = t.state;
      t.do({ type: 'shot-fired', brigadeId: 'A/d1.x1', targetBrigadeId: 'B/d1.b3', volleys: [{ regimentId: gun, range: 'long', dice: dice(1, 1, 1, 1), ...(targetMoved ? { targetMovedOver1in: true } : {}) }] });
      const volley = last(t, 'shot-fired').volleys[0]!;
      expect([volley.hitOn, volley.ranging]).toEqual([spec!.attack.hitRule.hitOn, spec!.ranging]);
      expect(said(t, last(t, 'shot-fired'))).toContain(volleyText({ hitOn: spec!.attack.hitRule.hitOn, modifiers: spec!.modifiers, ranging: spec!.ranging }));
      t.state = probe;
    }
  });

  it('Shooting through the Veil of Fog: the panel\'s -1 is the outcome\'s and the log\'s', () => {
    const t = Table.activating(setupOf({ A: { ...armyA(), marshal: { experience: 'elite', magicalAdvisor: true } } }));
    t.do({ type: 'chip-drawn', side: 'A' }).do({ type: 'spell-cast', casterId: 'A/marshal', spell: 'veil-of-fog', roll: dice(4, 4) }).order('A/d1.b2');
    const [spec] = volleySpecs(t.state, 'A/d1.b2', 'B/d1.b1', 'effective', {}, {}, { throughFog: true });
    expect(spec!.attack.hitRule.modifier).toBe(-1);
    t.do({ type: 'shot-fired', brigadeId: 'A/d1.b2', targetBrigadeId: 'B/d1.b1', volleys: [{ regimentId: 'A/d1.b2.r1', range: 'effective', dice: dice(1, 1, 1, 1), throughFog: true }] });
    const outcome = last(t, 'shot-fired');
    expect(outcome.volleys[0]!.modifiers).toEqual(spec!.modifiers.map(({ kind, value }) => ({ kind, value })));
    expect(said(t, outcome)).toContain('needed 5+ −1 Veil of Fog to hit');
  });
});
