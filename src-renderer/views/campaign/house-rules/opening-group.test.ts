import { describe, expect, it } from 'vitest';
import { HOUSE_RULE_GROUPS } from '../../../../src-shared/systems/house-rules';
import { differingIn, openingGroup } from './opening-group';

const group = (system: string) => HOUSE_RULE_GROUPS.find((g) => g.system === system)!;

describe('the group the house-rules screen opens on', () => {
  it('is the one a link asks for, even over what the campaign plays', () => {
    expect(openingGroup(HOUSE_RULE_GROUPS, { requested: 'opend6', played: new Set(['order-66']), choices: {} })).toBe('opend6');
  });

  it('is the first group the campaign plays when no link asks (a link naming no group is ignored)', () => {
    expect(openingGroup(HOUSE_RULE_GROUPS, { requested: 'chess', played: new Set(['title-tournament', 'order-66']), choices: {} })).toBe('order-66');
  });

  it('is the first group with a changed ruling when the campaign plays nothing yet, else the first group', () => {
    expect(openingGroup(HOUSE_RULE_GROUPS, { played: new Set(), choices: { 'tt.walk-over-count': 'cumulative' } })).toBe('title-tournament');
    // A choice equal to the default changes nothing.
    expect(openingGroup(HOUSE_RULE_GROUPS, { played: new Set(), choices: { 'tt.walk-over-count': 'since-last-game' } })).toBe(HOUSE_RULE_GROUPS[0]!.system);
  });

  it('counts only the rulings set away from their default', () => {
    const ladder = group('title-tournament');
    expect(differingIn(ladder, { 'tt.walk-over-count': 'cumulative', 'tt.declined-challenge': 'counts-as-neglect', 'oo.objective-limit': 'unlimited' })).toBe(1);
    expect(differingIn(ladder, {})).toBe(0);
  });
});
