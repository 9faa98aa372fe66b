import { describe, expect, it } from 'vitest';
import { ORDERS_OMENS_RULINGS } from './rulings';
import { ARMY_RULINGS } from './rulings/army';
import { BATTLE_RULINGS } from './rulings/battle';
import { CONTRADICTION_RULINGS } from './rulings/contradictions';
import { OPEN_QUESTION_RULINGS } from './rulings/open-questions';
import { MOVEMENT_RULINGS } from './rulings/movement';
import { SPELL_RULINGS } from './rulings/spells';

describe('Orders & Omens rulings (RULINGS.md items 4–9 and new gaps)', () => {
  it('collects the army rulings and the battle rulings, with unique ids', () => {
    expect(ORDERS_OMENS_RULINGS).toHaveLength(ARMY_RULINGS.length + BATTLE_RULINGS.length + CONTRADICTION_RULINGS.length + OPEN_QUESTION_RULINGS.length + MOVEMENT_RULINGS.length + SPELL_RULINGS.length);
    const ids = ORDERS_OMENS_RULINGS.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([...ARMY_RULINGS, ...CONTRADICTION_RULINGS, ...OPEN_QUESTION_RULINGS].map((r) => [r.id, r] as const))('%s quotes the text and defaults to one of its options', (_, ruling) => {
    expect(ruling.id).toMatch(/^oo\.[a-z0-9-]+$/);
    expect(ruling.system).toBe('orders-omens');
    expect(ruling.quotes.length).toBeGreaterThan(0);
    expect(ruling.sections.length).toBeGreaterThan(0);
    expect(ruling.options.map((o) => o.id)).toContain(ruling.defaultOption);
    expect(new Set(ruling.options.map((o) => o.id)).size).toBe(ruling.options.length);
    expect(ruling.reason.length).toBeGreaterThan(40);
  });

  it('covers RULINGS.md items 4–9', () => {
    const ids = ARMY_RULINGS.map((r) => r.id);
    for (const id of [
      'oo.rvp-is-1vp',
      'oo.regiments-per-brigade',
      'oo.randomiser-regiment-type-four',
      'oo.randomised-army-limits',
      'oo.marshal-cost',
      'oo.troop-share-basis',
      'oo.artillery-placement',
    ]) {
      expect(ids).toContain(id);
    }
  });

  it('covers the contradictions of RULINGS.md 22–26 and the computed questions of 31–46 (issues 11 and 22)', () => {
    const ids = ORDERS_OMENS_RULINGS.map((r) => r.id);
    for (const id of [
      'oo.strategic-order-recipient',
      'oo.second-fate-roll',
      'oo.fate-modifier-outside-melee',
      'oo.disorder-recovery',
      'oo.unordered-reactions',
      'oo.activations-per-general',
      'oo.keen-sight-scope',
      'oo.melee-break-flee-distance',
      'oo.stone-armour',
      'oo.capture-after-contested',
      'oo.fleeing-order-test',
      'oo.stomp-six',
      'oo.regeneration-duration',
      'oo.colossus-against-breath',
      'oo.artillery-ranging-reset',
      'oo.polearm-cavalry-charge',
      'oo.heroic-stand-timing',
      'oo.adaptable-command-scope',
      'oo.formation-cost',
    ]) {
      expect(ids).toContain(id);
    }
  });
});
