/**
 * Where a battle of any system is played: one route, which mounts the system's screen. Apart from
 * links.ts (which reads the systems' registry) so the battles page and the campaign's overview
 * link to battles without loading every system's screens.
 */
export function battleRoute(campaignId: string, battle: { readonly id: string }): string {
  return `/campaigns/${campaignId}/battles/${battle.id}`;
}
