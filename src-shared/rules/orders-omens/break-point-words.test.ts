import { describe, expect, it } from 'vitest';
import { ORDERS_OMENS_TERMS } from './system-result';
import { ENDED_BY_WORDS, STRATEGIC_REASON_WORDS } from './narrator/describe-outcome';

/**
 * The rulebook spells it "break point" in lower case: "Check morale and break point" (seed 002
 * L411) and "it reaches its break point" (L734). Every screen that names it says it the same way:
 * the battles list and overview (the seam's ending words), the result panel and the event log.
 */
describe('the break point, in the rulebook’s spelling', () => {
  it('reads "break point" in every place a battle’s ending or a Strategic Victory’s reason is worded (seed 002 L411, L734)', () => {
    const said = [ORDERS_OMENS_TERMS.endings['break-point'], ENDED_BY_WORDS['break-point'], STRATEGIC_REASON_WORDS['enemy-break-point']];
    for (const words of said) {
      expect(words).toContain('break point');
      expect(words).not.toMatch(/Break Point|break Point/);
    }
    expect(ORDERS_OMENS_TERMS.endings['break-point']).toBe('when an army reached its break point');
  });
});
