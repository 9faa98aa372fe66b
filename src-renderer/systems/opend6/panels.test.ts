import { describe, expect, it } from 'vitest';
import { OPEND6_SYSTEM } from '../../../src-shared/rules/opend6/system';
import { panelsFor } from '../registry';

describe('OpenD6 in the panel registry', () => {
  it('is found by the system id the engine stores, with an editor for each of its libraries', () => {
    const panels = panelsFor(OPEND6_SYSTEM.id);
    expect(panels?.systemId).toBe('opend6');
    expect(panels!.RosterEditor).not.toBeNull();
    expect(Object.keys(panels!.libraryEditors)).toEqual(OPEND6_SYSTEM.libraries.map((library) => library.id));
  });

  it('starts the set-up form at the rulebook’s suggested 1,000 SGPs a side, which the contract accepts (seed 004 L610)', () => {
    const empty = panelsFor(OPEND6_SYSTEM.id)!.emptySetup([
      { side: 'A', playerName: 'Astrid', forceNames: [] },
      { side: 'B', playerName: 'Borg', forceNames: [] },
    ]);
    expect(empty).toEqual({ budgets: { A: 1000, B: 1000 }, turnLimit: null, notes: '' });
    expect(OPEND6_SYSTEM.battle.setupSchema.safeParse(empty).success).toBe(true);
  });
});
