import { campaignLibraries } from '../db/schema/index';
import type { ParsedInput } from '../../src-shared/contract';
import type { CampaignLibrary } from '../../src-shared/contract/libraries';
import { requireSystem } from '../../src-shared/systems/registry';
import type { ServiceContext } from './context';
import { libraryRow, requireCampaign, toLibrary, type LibraryRow } from './library-store';
import { reassessSystemForces } from './system-forces';

export function listLibraries(ctx: ServiceContext, input: ParsedInput<'libraries.list'>): CampaignLibrary[] {
  const system = requireSystem(input.system);
  return ctx.store.sqlite.transaction(() => {
    requireCampaign(ctx.db, input.campaignId);
    return system.libraries.map((kind) => toLibrary(libraryRow(ctx.db, input.campaignId, system, kind, ctx.now), kind));
  })();
}

export function saveLibrary(ctx: ServiceContext, input: ParsedInput<'libraries.save'>): CampaignLibrary {
  const system = requireSystem(input.system);
  const kind = system.libraries.find((candidate) => candidate.id === input.kind)!;
  return ctx.store.sqlite.transaction(() => {
    requireCampaign(ctx.db, input.campaignId);
    const row: LibraryRow = { campaignId: input.campaignId, system: system.id, kind: kind.id, itemsJson: JSON.stringify(input.items), updatedAt: ctx.now() };
    ctx.db
      .insert(campaignLibraries)
      .values(row)
      .onConflictDoUpdate({ target: [campaignLibraries.campaignId, campaignLibraries.system, campaignLibraries.kind], set: { itemsJson: row.itemsJson, updatedAt: row.updatedAt } })
      .run();
    // Prices and legality may read the library (1999's cards), so the system's forces are judged again.
    reassessSystemForces(ctx.db, input.campaignId, ctx.now, system.id);
    return toLibrary(row, kind);
  })();
}
