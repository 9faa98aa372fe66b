import { panelsFor } from '../registry';

export { battleRoute } from './battle-route';

/** Where a force of any system is edited: the shared force page, unless its system keeps its own builder. */
export function forceRoute(campaignId: string, force: { readonly id: string; readonly system: string }): string {
  return panelsFor(force.system)?.forces?.route(campaignId, force.id) ?? `/campaigns/${campaignId}/forces/${force.id}`;
}

/** The Armies page with the New army dialog open on this system's force: where a set-up short of forces sends the player. */
export function newForceRoute(campaignId: string, system: string): string {
  return `/campaigns/${campaignId}/armies?new=${encodeURIComponent(system)}`;
}

/** A campaign's library of one kind for one system (Rules Cards, Equipment, Mystics). */
export function libraryRoute(campaignId: string, system: string, kind: string): string {
  return `/campaigns/${campaignId}/libraries/${encodeURIComponent(system)}/${encodeURIComponent(kind)}`;
}
