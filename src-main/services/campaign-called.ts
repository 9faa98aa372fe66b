import type { Database } from 'better-sqlite3';
import { nameKey } from '../../src-shared/name-key';

/** A campaign as the name checks read it. */
export interface NamedCampaign {
  readonly id: string;
  readonly name: string;
}

/** Every campaign in the file, oldest first. */
export function campaignsHere(sqlite: Database): NamedCampaign[] {
  return sqlite.prepare('SELECT id, name FROM campaigns ORDER BY created_at, id').all() as NamedCampaign[];
}

/**
 * The campaign here whose name a player could not tell from `name` (same `nameKey`), leaving out
 * `exceptId` (a campaign being renamed may keep its own name, or change only its capitals).
 */
export function campaignCalled(sqlite: Database, name: string, exceptId?: string): NamedCampaign | undefined {
  const key = nameKey(name);
  return campaignsHere(sqlite).find((campaign) => campaign.id !== exceptId && nameKey(campaign.name) === key);
}
