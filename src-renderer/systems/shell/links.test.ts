import { describe, expect, it } from 'vitest';
import { ORDERS_OMENS_ID } from '../../../src-shared/systems/registry';
import { battleRoute, forceRoute, libraryRoute } from './links';

describe('links to battles, forces and libraries of any system', () => {
  it('keeps Orders & Omens on its own screens and sends every other system to the shell', () => {
    expect(battleRoute('c1', { id: 'b1', system: ORDERS_OMENS_ID })).toBe('/campaigns/c1/battles/b1');
    expect(battleRoute('c1', { id: 'b2', system: 'order-66' })).toBe('/campaigns/c1/system-battles/b2');
    expect(forceRoute('c1', { id: 'a1', system: ORDERS_OMENS_ID })).toBe('/campaigns/c1/armies/a1');
    expect(forceRoute('c1', { id: 'a2', system: 'opend6' })).toBe('/campaigns/c1/forces/a2');
  });

  it('escapes the system and kind in a library address', () => {
    expect(libraryRoute('c1', '1999', 'rules cards')).toBe('/campaigns/c1/libraries/1999/rules%20cards');
  });
});
