import { describe, expect, it } from 'vitest';
import { SYSTEMS } from '../../src-shared/systems/registry';
import { SYSTEM_SERVICES, servicesFor } from './systems-registry';

describe('the services-side systems registry', () => {
  it('has a line for every registered system, hooks or an explicit generic, and none for a system that is not registered', () => {
    const ids = SYSTEM_SERVICES.map((services) => services.systemId);
    expect([...ids].sort()).toEqual(SYSTEMS.map((system) => system.id).sort());
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives Orders & Omens, which keeps its battles in its own shape, every hook', () => {
    const own = servicesFor('orders-omens');
    expect(own.list?.setupNeeded).toBeDefined();
    expect([typeof own.list?.itemReader, typeof own.list?.scoreSoFar, typeof own.resultReader, typeof own.sideLuck, typeof own.records]).toEqual(['function', 'function', 'function', 'function', 'function']);
  });

  it('reads a system with no line (unknown to this version, or registered at run time) the generic way', () => {
    expect(servicesFor('a-system-from-a-newer-version')).toEqual({ systemId: 'a-system-from-a-newer-version' });
    expect(Object.keys(servicesFor('order-66'))).toEqual(['systemId']);
  });
});
