import { call } from '../../../api';
import { LADDER_SYSTEM } from '../../../../src-shared/contract/ladder-records';

/** The key of the Classified Objectives tool's rulings (rulings-registry.ts). */
const OBJECTIVES_GROUP = 'infinity';

/**
 * The game systems and tools a campaign already uses (its forces, its battles, a ladder, a
 * Classified Objective session), as ruling-group keys. A list that cannot be read adds nothing:
 * the screen then simply opens on its usual first group.
 */
export async function systemsInPlay(campaignId: string): Promise<Set<string>> {
  const [forces, battles, ladders, sessions] = await Promise.allSettled([
    call('forces.list', { campaignId }),
    call('battles.list', { campaignId }),
    call('ladders.list', { campaignId }),
    call('objectives.listSessions', { campaignId }),
  ]);
  const played = new Set<string>();
  if (forces.status === 'fulfilled') for (const force of forces.value) played.add(force.system);
  if (battles.status === 'fulfilled') for (const battle of battles.value) played.add(battle.system);
  if (ladders.status === 'fulfilled' && ladders.value.length > 0) played.add(LADDER_SYSTEM);
  if (sessions.status === 'fulfilled' && sessions.value.length > 0) played.add(OBJECTIVES_GROUP);
  return played;
}
