import type { AnyGameSystem, SideKey } from './game-system';
import { ORDERS_OMENS } from '../rules/orders-omens/system';
import { ORDER_66 } from '../rules/order-66/system';
import { SYSTEM_1999 } from '../rules/1999/system';
import { OPEND6_SYSTEM } from '../rules/opend6/system';
import { INFINITY_ITS_SYSTEM } from '../rules/infinity-its/system';

/**
 * Orders & Omens is registered like any system (generic lists, standings, chronicle and rulings
 * read it here, its screens mount through src-renderer/systems/registry.ts), but keeps its own
 * battle log and army calls (src-main/services/orders-omens, reached through services/systems-registry.ts);
 * every other system's battles and forces go through the generic calls.
 */
export const ORDERS_OMENS_ID = 'orders-omens';

/** The game systems the app ships, in picker order. Adding a system is one line here. */
export const SYSTEMS: readonly AnyGameSystem[] = [ORDERS_OMENS, ORDER_66, SYSTEM_1999, OPEND6_SYSTEM, INFINITY_ITS_SYSTEM];

const registered = new Map<string, AnyGameSystem>(SYSTEMS.map((system) => [system.id, system]));

/**
 * Adds a system at run time. The app never needs this (its systems are listed above); tests use
 * it to prove a new system plugs in without touching any other system's files.
 */
export function registerSystem(system: AnyGameSystem): () => void {
  if (registered.has(system.id)) throw new Error(`A game system with id ${system.id} is already registered`);
  registered.set(system.id, system);
  return () => {
    registered.delete(system.id);
  };
}

/** Every registered system, shipped ones first. */
export function registeredSystems(): readonly AnyGameSystem[] {
  return [...registered.values()];
}

export function isSystemId(id: unknown): id is string {
  return typeof id === 'string' && registered.has(id);
}

export function systemById(id: string): AnyGameSystem | undefined {
  return registered.get(id);
}

/** The system, or an error naming the ones there are. */
export function requireSystem(id: string): AnyGameSystem {
  const system = registered.get(id);
  if (!system) throw new Error(`There is no game system ${JSON.stringify(id)}; the app knows ${[...registered.keys()].join(', ')}`);
  return system;
}

/**
 * Side keys for `count` sides in seat order: `A`/`B` for systems fought between two sides,
 * `p1`…`pN` for multiplayer ones. The set-up form and the service both use this, so a
 * system's per-side setup fields (OpenD6's budgets) line up with the seats.
 */
export function sideKeysFor(system: AnyGameSystem, count: number): readonly SideKey[] {
  if (system.battle.sides.max <= 2) return ['A', 'B'].slice(0, count);
  return Array.from({ length: count }, (_, i) => `p${i + 1}`);
}
