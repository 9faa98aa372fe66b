import { ORDERS_OMENS_ID } from '../../../src-shared/systems/registry';

/** Where a battle of any system is played: one route, which mounts the system's screen. */
export function battleRoute(campaignId: string, battle: { readonly id: string }): string {
  return `/campaigns/${campaignId}/battles/${battle.id}`;
}

/** Where a force of any system is edited: Orders & Omens armies keep their builder. */
export function forceRoute(campaignId: string, force: { readonly id: string; readonly system: string }): string {
  return force.system === ORDERS_OMENS_ID ? `/campaigns/${campaignId}/armies/${force.id}` : `/campaigns/${campaignId}/forces/${force.id}`;
}

/** A campaign's library of one kind for one system (Rules Cards, Equipment, Mystics). */
export function libraryRoute(campaignId: string, system: string, kind: string): string {
  return `/campaigns/${campaignId}/libraries/${encodeURIComponent(system)}/${encodeURIComponent(kind)}`;
}
