import { describe, expect, it } from 'vitest';
import { pluralNoun } from './pick';
import { SYSTEM_1999 } from '../rules/1999/system';
import { OPEND6_SYSTEM } from '../rules/opend6/system';
import { ORDER_66 } from '../rules/order-66/system';

describe('pluralNoun', () => {
  it("makes each system's force word plural as a player writes it: 1999's armies, not “armys”", () => {
    expect(pluralNoun(SYSTEM_1999.terms.force)).toBe('armies');
    expect(pluralNoun(OPEND6_SYSTEM.terms.force)).toBe('squads');
    expect(pluralNoun(ORDER_66.terms.force)).toBe('forces');
    // A vowel before the y keeps it: "days", not "daies".
    expect(pluralNoun('day')).toBe('days');
  });
});
