import { describe, expect, it } from 'vitest';
import { ORDERS_OMENS_ID } from '../../../src-shared/systems/registry';
import { battleRoute, forceRoute, libraryRoute } from './links';

describe('links to battles, forces and libraries of any system', () => {
  it('plays every system’s battles at one address and keeps Orders & Omens armies in their builder', () => {
    expect(battleRoute('c1', { id: 'b1' })).toBe('/campaigns/c1/battles/b1');
    expect(forceRoute('c1', { id: 'a1', system: ORDERS_OMENS_ID })).toBe('/campaigns/c1/armies/a1');
    expect(forceRoute('c1', { id: 'a2', system: 'opend6' })).toBe('/campaigns/c1/forces/a2');
  });

  it('escapes the system and kind in a library address', () => {
    expect(libraryRoute('c1', '1999', 'rules cards')).toBe('/campaigns/c1/libraries/1999/rules%20cards');
  });
});
