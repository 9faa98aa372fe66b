/** The areas of a campaign, in the order the sidebar shows them. */
export const CAMPAIGN_AREAS = [
  { key: 'armies', label: 'Armies', blurb: 'rosters built from the army lists' },
  { key: 'battles', label: 'Battles', blurb: 'the phase-by-phase battle walkthrough' },
  { key: 'chronicle', label: 'Chronicle', blurb: 'the history of every battle' },
  { key: 'ladder', label: 'Ladder', blurb: 'the Title Tournament challenge ladder' },
  { key: 'objectives', label: 'Objectives', blurb: 'Classified Objective draws' },
] as const;
