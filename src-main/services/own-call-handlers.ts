import { OWN_CALL_NAMES, type OwnCallName } from '../../src-shared/contract/own-calls.names';
import type { HandlersFor } from './handler-types';
import type { SystemServices } from './system-services';

/**
 * The service functions of the systems' own call groups (contract/own-calls.ts), each from the one
 * system whose line in systems-registry.ts gives it. A call no system answers, two systems answer,
 * or that is not a system's own is a mistake in the registries: refused when the services load,
 * naming the call.
 */
export function ownCallHandlers(services: readonly SystemServices[]): HandlersFor<OwnCallName> {
  const answeredBy = new Map<string, string>();
  const merged: Partial<Record<OwnCallName, unknown>> = {};
  for (const system of services) {
    for (const [name, handler] of Object.entries(system.calls ?? {})) {
      if (!isOwnCallName(name)) throw new Error(`${system.systemId} answers ${name}, which is not a call of a game system's own group (contract/own-calls.ts)`);
      const other = answeredBy.get(name);
      if (other) throw new Error(`The call ${name} is answered by two game systems, ${other} and ${system.systemId}; one of them must leave it out of its calls`);
      answeredBy.set(name, system.systemId);
      merged[name] = handler;
    }
  }
  const unanswered = OWN_CALL_NAMES.filter((name) => !answeredBy.has(name));
  if (unanswered.length > 0) throw new Error(`No game system answers ${unanswered.join(', ')}: give the system's line in systems-registry.ts the service function in its calls`);
  return merged as HandlersFor<OwnCallName>;
}

function isOwnCallName(name: string): name is OwnCallName {
  return (OWN_CALL_NAMES as readonly string[]).includes(name);
}
