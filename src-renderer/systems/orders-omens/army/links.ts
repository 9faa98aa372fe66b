/** Where an Orders & Omens army is built (its own builder, not the shared force page). */
export function armyRoute(campaignId: string, armyId: string): string {
  return `/campaigns/${campaignId}/armies/${armyId}`;
}

export function randomiseRoute(campaignId: string): string {
  return `/campaigns/${campaignId}/armies/randomise`;
}
