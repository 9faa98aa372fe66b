import { describe, expect, it } from 'vitest';
import { bodyNoun, fallenCount, fallenNoun } from './fallen-noun';
import { requireSystem } from './registry';

/** The count of the fallen in each system's own noun, read from the system's terms in the registry. */
const terms = (...ids: string[]) => ids.map((id) => requireSystem(id).terms);

describe('fallenNoun', () => {
  it('counts each system’s fallen in its own bodies', () => {
    // Orders & Omens: "Each hit scored in combat or at range represent roughly 25 casualties" (seed 002 L787): soldiers.
    expect(fallenNoun(terms('orders-omens'))).toEqual({ one: 'soldier', many: 'soldiers' });
    // Order 66: "Each model may take up to 2 actions" (seed 000 L82); a choked mini "is removed as a casualty" (L56).
    expect(fallenNoun(terms('order-66'))).toEqual({ one: 'model', many: 'models' });
    // 1999: a wounded model with a single Wound "is a Casualty ... and removed from the Battlefield" (seed 001 L503), though the game scores in Army Points.
    expect(fallenNoun(terms('1999'))).toEqual({ one: 'model', many: 'models' });
    // OpenD6: "As a battle progresses and a squad's soldiers become casualties" (seed 004 L68).
    expect(fallenNoun(terms('opend6'))).toEqual({ one: 'soldier', many: 'soldiers' });
  });

  it('names every noun once where a campaign mixes systems, so the total is right for each', () => {
    expect(fallenNoun(terms('orders-omens', 'order-66', 'opend6', '1999'))).toEqual({ one: 'soldier or model', many: 'soldiers and models' });
    expect(fallenCount(1250, fallenNoun(terms('orders-omens', 'order-66'))!)).toBe('1,250 soldiers and models');
    expect(fallenCount(1, fallenNoun(terms('order-66'))!)).toBe('1 model');
  });

  it('is null where no system counted the fallen', () => {
    expect(fallenNoun([])).toBeNull();
  });

  it('calls a body by the unit where the unit is one body (Order 66’s model), else by its own word (1999’s model, not its Unit)', () => {
    expect(terms('order-66', '1999').map(bodyNoun)).toEqual(['model', 'model']);
  });
});
