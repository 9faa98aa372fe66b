/**
 * The areas of a campaign, in the order the sidebar shows them. An area that is `available`
 * is linked at `/campaigns/:id/<key>` (register its route in router.ts); the others are shown
 * greyed out as "soon".
 */
export interface CampaignArea {
  readonly key: string;
  readonly label: string;
  readonly blurb: string;
  readonly available: boolean;
}

export const CAMPAIGN_AREAS: readonly CampaignArea[] = [
  { key: 'armies', label: 'Armies', blurb: 'rosters built from the army lists', available: true },
  { key: 'battles', label: 'Battles', blurb: 'the phase-by-phase battle walkthrough', available: true },
  { key: 'map', label: 'Map', blurb: 'the land and the borders the battles move', available: true },
  { key: 'chronicle', label: 'Chronicle', blurb: 'the history of every battle', available: true },
  { key: 'ladder', label: 'Ladder', blurb: 'the Title Tournament challenge ladder', available: true },
  { key: 'objectives', label: 'Objectives', blurb: 'Classified Objective draws', available: true },
  { key: 'realm', label: 'Shared Realm', blurb: 'publish battles to a realm of many groups and read its chronicle', available: true },
];
