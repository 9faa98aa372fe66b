import type { RouteLocationNormalized, RouteLocationRaw } from 'vue-router';
import { call } from '../../api';
import { battleRoute } from './links';

/**
 * Links written before the other systems existed (the ladder's, the chronicle's "Open the
 * battle") point every battle at Orders & Omens' screen; send the other systems' battles to the
 * shell instead. Reads the campaign's battle list (kept summaries, no replay).
 */
export async function redirectSystemBattle(to: RouteLocationNormalized): Promise<true | RouteLocationRaw> {
  const campaignId = String(to.params.id);
  const battleId = String(to.params.battleId);
  try {
    const battle = (await call('battles.list', { campaignId })).find((candidate) => candidate.id === battleId);
    const target = battle ? battleRoute(campaignId, battle) : null;
    return target && target !== to.path ? target : true;
  } catch {
    // The battle screen itself says what went wrong.
    return true;
  }
}
