import { describe, expect, it } from 'vitest';
import { CALL_NAMES } from '../../src-shared/contract/names';
import { OWN_CALL_NAMES, type OwnCallName } from '../../src-shared/contract/own-calls.names';
import { ownCallHandlers } from './own-call-handlers';
import { handlers } from './handlers';
import type { SystemServices } from './system-services';
import { SYSTEM_SERVICES, servicesFor } from './systems-registry';

// A stand-in service function: these tests are about which system's line answers a call, not what it answers.
const answer = () => {
  throw new Error('not called');
};

describe('the game systems’ own calls, answered from their lines in systems-registry.ts', () => {
  it('answers every call of a system’s own group from that system’s line: Orders & Omens’ armies.*', () => {
    const own = ownCallHandlers(SYSTEM_SERVICES);
    expect(Object.keys(own).sort()).toEqual([...OWN_CALL_NAMES].sort());
    const armyCalls = CALL_NAMES.filter((name) => name.startsWith('armies.'));
    expect(armyCalls).toHaveLength(8);
    for (const name of armyCalls) {
      expect(servicesFor('orders-omens').calls, name).toHaveProperty([name]);
      expect(handlers[name], name).toBe(servicesFor('orders-omens').calls?.[name as OwnCallName]);
    }
  });

  it('refuses a call no system answers, naming it', () => {
    const { 'armies.export': _left, ...rest } = servicesFor('orders-omens').calls!;
    const services: SystemServices[] = [{ systemId: 'orders-omens', calls: rest }, { systemId: 'order-66' }];
    expect(() => ownCallHandlers(services)).toThrow("No game system answers armies.export: give the system's line in systems-registry.ts the service function in its calls");
  });

  it('refuses a call two systems answer, naming both', () => {
    const services: SystemServices[] = [SYSTEM_SERVICES[0]!, { systemId: 'a-second-system', calls: { 'armies.get': answer } }];
    expect(() => ownCallHandlers(services)).toThrow('The call armies.get is answered by two game systems, orders-omens and a-second-system; one of them must leave it out of its calls');
  });

  it('refuses a system answering a shared call, which is not its own to answer', () => {
    // The types refuse it too; a registry line built past them is refused when the services load.
    const services = [...SYSTEM_SERVICES, { systemId: 'a-second-system', calls: { 'battles.get': answer } } as unknown as SystemServices];
    expect(() => ownCallHandlers(services)).toThrow("a-second-system answers battles.get, which is not a call of a game system's own group (contract/own-calls.ts)");
  });
});
