import { eq } from 'drizzle-orm';
import { campaigns, factions, players } from '../db/schema/index';
import type { DbOrTx } from './army-store';
import { notFound, ServiceError } from './service-error';

/** Checks that the player plays in the campaign and the faction (if any) is one the player leads. */
export function checkOwner(db: DbOrTx, campaignId: string, playerId: string, factionId: string | null | undefined): void {
  if (!db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId)).get()) throw notFound('Campaign', campaignId);
  const player = db.select({ campaignId: players.campaignId }).from(players).where(eq(players.id, playerId)).get();
  if (!player) throw new ServiceError('not_found', `Player ${playerId} does not exist (they may have been removed)`, 'playerId');
  if (player.campaignId !== campaignId) throw new ServiceError('rejected', 'That player plays in another campaign', 'playerId');
  if (factionId) {
    const faction = db.select({ playerId: factions.playerId }).from(factions).where(eq(factions.id, factionId)).get();
    if (!faction) throw new ServiceError('not_found', `Faction ${factionId} does not exist (it may have been removed)`, 'factionId');
    if (faction.playerId !== playerId) throw new ServiceError('rejected', 'That faction is led by another player', 'factionId');
  }
}
