import type { CampaignMapView } from '../../src-shared/contract/campaign-map';
import type { MapOwner } from '../../src-shared/campaign-map';

/** An owner as a select's value ("player:…", "faction:…", or "" for nobody) and back. */
export const ownerKey = (owner: MapOwner): string => (owner ? `${owner.kind}:${owner.id}` : '');

export function ownerFromKey(key: string): MapOwner {
  const [kind, ...rest] = key.split(':');
  const id = rest.join(':');
  return (kind === 'player' || kind === 'faction') && id ? { kind, id } : null;
}

/** The owner's name as players know it: the player's, or the faction's with its leader's. */
export function ownerName(view: CampaignMapView, owner: MapOwner): string {
  if (!owner) return 'Nobody';
  if (owner.kind === 'player') return view.players.find((p) => p.id === owner.id)?.name ?? 'A former player';
  const faction = view.factions.find((f) => f.id === owner.id);
  if (!faction) return 'A former faction';
  const leader = view.players.find((p) => p.id === faction.playerId);
  return leader ? `${faction.name} (${leader.name})` : faction.name;
}

/** The colour a region is filled with: its holder's (a faction's leader's) own colour; null for nobody. */
export function ownerColour(view: CampaignMapView, owner: MapOwner): string | null {
  if (!owner) return null;
  const playerId = owner.kind === 'player' ? owner.id : view.factions.find((f) => f.id === owner.id)?.playerId;
  return view.players.find((p) => p.id === playerId)?.colour ?? null;
}

/** Every owner a region may have, for a select. */
export function ownerChoices(view: CampaignMapView): { key: string; label: string }[] {
  return [
    { key: '', label: 'Nobody' },
    ...view.players.map((p) => ({ key: ownerKey({ kind: 'player', id: p.id }), label: p.name })),
    ...view.factions.map((f) => ({ key: ownerKey({ kind: 'faction', id: f.id }), label: ownerName(view, { kind: 'faction', id: f.id }) })),
  ];
}
