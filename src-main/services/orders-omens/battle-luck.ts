import type { BattleStats } from '../../../src-shared/rules/orders-omens/narrator/types';
import type { SideLuck } from '../system-services';

/** One side's luck from an Orders & Omens battle's cached numbers (its narrator's ledger; absent from accounts cached before it). */
export function ordersOmensSideLuck(stats: unknown, side: string): SideLuck | null {
  return (stats as BattleStats).luck?.sides[side as 'A' | 'B'] ?? null;
}
