import { describe, expect, it } from 'vitest';
import { ORDER_66 } from '../../../src-shared/rules/order-66/system';
import { panelsFor } from '../registry';

describe('Order 66 in the panel registry', () => {
  it('is found by the system id the engine stores, with a library editor for each of its libraries', () => {
    const panels = panelsFor(ORDER_66.id);
    expect(panels?.systemId).toBe(ORDER_66.id);
    expect(panels!.RosterEditor).not.toBeNull();
    expect(Object.keys(panels!.libraryEditors)).toEqual(ORDER_66.libraries.map((library) => library.id));
  });

  it('starts the set-up form with input the contract accepts', () => {
    const empty = panelsFor(ORDER_66.id)!.emptySetup([{ side: 'p1', playerName: 'Ann', forceNames: [] }]);
    expect(ORDER_66.battle.setupSchema.safeParse(empty).success).toBe(true);
  });
});
