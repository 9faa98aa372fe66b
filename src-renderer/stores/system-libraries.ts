import type { Libraries } from '../../src-shared/systems/game-system';
import { call } from '../api';

/** A campaign's libraries of one system, by kind, as rosters and panels read them. */
export async function loadLibraries(campaignId: string, system: string): Promise<Libraries> {
  const list = await call('libraries.list', { campaignId, system });
  return Object.fromEntries(list.map((library) => [library.kind, library.items]));
}
