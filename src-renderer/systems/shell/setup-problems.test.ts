import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api';
import { problemAt, problemsStanding, setupRefusalView } from './setup-problems';

describe('a set-up refusal at its places', () => {
  it('gives each field its own problem, the system’s by their path under the set-up, each a sentence', () => {
    const refused = new ApiError({
      code: 'rejected',
      path: 'sides.1.armyIds.0',
      message: 'This battle cannot be set up yet. A squad can fight on one side only. Ann’s squads cost 720 SGPs, over the agreed 1 SGPs.',
      details: { fields: { 'sides.1.armyIds.0': 'A squad can fight on one side only', 'setup.budgets.A': 'Ann’s squads cost 720 SGPs, over the agreed 1 SGPs', setup: 'Order against Chaos needs a Mystic on each side' } },
    });
    expect(setupRefusalView(refused)).toEqual({
      fields: { 'side-1': 'A squad can fight on one side only.', setup: 'Order against Chaos needs a Mystic on each side.' },
      setup: { 'budgets.A': 'Ann’s squads cost 720 SGPs, over the agreed 1 SGPs.' },
    });
    expect(setupRefusalView(new ApiError({ code: 'rejected', path: 'setup.turnLimit', message: 'Agree how many Turns to play' }))).toEqual({ fields: {}, setup: { turnLimit: 'Agree how many Turns to play.' } });
  });

  it('keeps a problem until its part of the set-up changes, and finds one said of a part of a field', () => {
    const problems = { 'budgets.A': 'Over.', 'budgets.B': 'Over too.' };
    expect(problemsStanding(problems, { budgets: { A: 1, B: 1 } }, { budgets: { A: 2000, B: 1 } })).toEqual({ 'budgets.B': 'Over too.' });
    expect(problemAt({ 'prey.bounty.p1': 'Choose one.' }, 'prey')).toBe('Choose one.');
    expect(problemAt({ 'prey.bounty.p1': 'Choose one.' }, 'prey.bounty.p2')).toBeUndefined();
  });
});
