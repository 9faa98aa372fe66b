/** The kinds of region a group can give, with a plain word for each; the value is the group's to set. */
export interface RegionKind {
  readonly id: string;
  readonly label: string;
  /** A suggested value when the region is drawn. */
  readonly value: number;
}

export const REGION_KINDS: readonly RegionKind[] = [
  { id: 'city', label: 'City', value: 5 },
  { id: 'fortress', label: 'Fortress', value: 4 },
  { id: 'town', label: 'Town', value: 3 },
  { id: 'pass', label: 'Mountain pass', value: 3 },
  { id: 'port', label: 'Port', value: 3 },
  { id: 'mine', label: 'Mine', value: 3 },
  { id: 'farmland', label: 'Farmland', value: 2 },
  { id: 'forest', label: 'Forest', value: 1 },
  { id: 'hills', label: 'Hills', value: 1 },
  { id: 'marsh', label: 'Marsh', value: 1 },
  { id: 'wasteland', label: 'Wasteland', value: 0 },
];

export const REGION_KIND_IDS = REGION_KINDS.map((kind) => kind.id) as [string, ...string[]];

export function regionKindLabel(id: string): string {
  return REGION_KINDS.find((kind) => kind.id === id)?.label ?? 'Land';
}
