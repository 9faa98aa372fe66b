/** How the campaign form and page name each kind of world a campaign is set in. */
export const WORLD_KIND_NAMES = {
  existing: 'An existing world',
  own: 'Our own world',
  'shared-realm': 'The shared realm of Orders & Omens',
} as const;
