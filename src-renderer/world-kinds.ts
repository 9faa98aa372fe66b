import type { Campaign } from '../src-shared/contract/campaigns';

/** How the campaign form and page name each kind of world a campaign is set in. */
export const WORLD_KIND_NAMES = {
  existing: 'An existing world',
  own: 'Our own world',
  'shared-realm': 'The shared realm of Orders & Omens',
} as const;

/** The campaign's world and setting as its page header and its card in the list both say them; empty when neither was given. */
export function worldLineOf(campaign: Pick<Campaign, 'worldKind' | 'setting'>): string {
  const kind = campaign.worldKind ? WORLD_KIND_NAMES[campaign.worldKind] : null;
  return [kind, campaign.setting].filter(Boolean).join(' · ');
}
