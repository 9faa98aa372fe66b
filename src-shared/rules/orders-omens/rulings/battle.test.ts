import { describe, expect, it } from 'vitest';
import { BATTLE_RULINGS } from './battle';
import { battleRulings } from '../battle/rulings-in-play';

describe('Battle rulings (RULINGS.md 1–3, 10–17 and gaps found in the battle rules)', () => {
  it('every ruling quotes the rulebook, names sections, and defaults to one of its own options', () => {
    for (const ruling of BATTLE_RULINGS) {
      expect(ruling.quotes.length, ruling.id).toBeGreaterThan(0);
      expect(ruling.sections.length, ruling.id).toBeGreaterThan(0);
      expect(ruling.options.length, ruling.id).toBeGreaterThanOrEqual(2);
      expect(ruling.options.map((o) => o.id), ruling.id).toContain(ruling.defaultOption);
      expect(ruling.reason.length, ruling.id).toBeGreaterThan(40);
    }
  });

  it('ids are unique and cover the RULINGS.md battle items', () => {
    const ids = BATTLE_RULINGS.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ['oo.order-test-direction', 'oo.order-test-doubles', 'oo.control-modifier-sense', 'oo.magic-casting-limit', 'oo.charge-bonus', 'oo.withdraw-distance', 'oo.break-point-timing', 'oo.breaking-vp-timing', 'oo.strategic-victory-marshal', 'oo.wyvern-dragonfire', 'oo.chip-draw-start']) {
      expect(ids).toContain(id);
    }
  });

  it('choices resolve to the named option; unknown options fall back to the default', () => {
    expect(battleRulings({ 'oo.charge-bonus': 'plus-one-die' }).chargeBonus).toBe('plus-one-die');
    expect(battleRulings({ 'oo.charge-bonus': 'nonsense' }).chargeBonus).toBe('plus-one-to-hit');
  });
});
