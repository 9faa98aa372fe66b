import type { Database } from 'better-sqlite3';
import { ServiceError } from '../service-error';
import { nameKey } from '../../../src-shared/name-key';
import { campaignCalled, campaignsHere, type NamedCampaign } from '../campaign-called';

/** The contract's limit on a name a person types (`nameField`). */
const NAME_MAX = 200;

/**
 * `name` numbered with the first free “(2)”, “(3)”…: a name that already ends in a number counts on
 * from it (“Greyford Summer (2)” suggests “Greyford Summer (3)”), and a long name is shortened to
 * leave room for its number.
 */
export function freeName(name: string, taken: ReadonlySet<string>): string {
  const tidy = name.trim().replace(/\s+/g, ' ');
  const numbered = /^(.*\S) \((\d{1,6})\)$/.exec(tidy);
  const stem = numbered ? numbered[1]! : tidy;
  for (let n = numbered ? Number(numbered[2]) + 1 : 2; ; n++) {
    const suffix = ` (${n})`;
    const candidate = `${stem.slice(0, NAME_MAX - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(nameKey(candidate))) return candidate;
  }
}

/** What the check tells a player when another campaign here (not the file's own) has the file's campaign's name. */
export function sameNamedCampaign(sqlite: Database, file: NamedCampaign): { existingName: string; suggestedName: string } | null {
  const clash = campaignCalled(sqlite, file.name, file.id);
  if (!clash) return null;
  return { existingName: clash.name, suggestedName: freeName(file.name, new Set(campaignsHere(sqlite).map((campaign) => nameKey(campaign.name)))) };
}

/**
 * Refuses to write a campaign whose name a player could not tell from one already here. `chosen`
 * says whether the player typed the name (then they are asked for another) or it came from the
 * file (then a free numbered name is suggested).
 */
export function refuseTakenName(sqlite: Database, name: string, chosen: boolean): void {
  const clash = campaignCalled(sqlite, name);
  if (!clash) return;
  if (chosen) throw new ServiceError('conflict', `You already have a campaign called “${clash.name}”. Give the imported campaign another name. Nothing was imported.`, 'name');
  const suggestedName = freeName(name, new Set(campaignsHere(sqlite).map((campaign) => nameKey(campaign.name))));
  throw new ServiceError('conflict', `You already have a campaign called “${clash.name}”. Import this one as “${suggestedName}”, or give it another name. Nothing was imported.`, undefined, { suggestedName });
}

/** `name`, or the first free numbered form of it (for a copy's default name: nobody typed it, so nobody is asked). */
export function copyName(sqlite: Database, name: string): string {
  const taken = new Set(campaignsHere(sqlite).map((campaign) => nameKey(campaign.name)));
  return taken.has(nameKey(name)) ? freeName(name, taken) : name;
}
