import { eq } from 'drizzle-orm';
import { battles } from '../../db/schema/index';
import type { DbOrTx } from '../army-store';

interface StoredSide {
  readonly armyId?: string | null;
}
interface StoredSummary {
  readonly casualties?: Partial<Record<'A' | 'B', number>>;
}

/**
 * Soldiers each army of a campaign has lost across its battles: every battle remembers which army
 * fought each side, and its summary keeps each side's casualties (25 per hit), so no replay is needed.
 */
export function armyLosses(db: DbOrTx, campaignId: string): ReadonlyMap<string, number> {
  const losses = new Map<string, number>();
  const rows = db.select({ sidesJson: battles.sidesJson, summaryJson: battles.summaryJson }).from(battles).where(eq(battles.campaignId, campaignId)).all();
  for (const row of rows) {
    const sides = JSON.parse(row.sidesJson) as Partial<Record<'A' | 'B', StoredSide>>;
    const summary = JSON.parse(row.summaryJson) as StoredSummary;
    for (const side of ['A', 'B'] as const) {
      const armyId = sides[side]?.armyId;
      if (armyId) losses.set(armyId, (losses.get(armyId) ?? 0) + (summary.casualties?.[side] ?? 0));
    }
  }
  return losses;
}
