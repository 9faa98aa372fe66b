/**
 * The call names alone, without zod, for the sandboxed preload (which cannot load packages).
 * Each area lists its names in `<area>.names.ts`, and the game systems' own groups are in
 * `own-calls.names.ts`; `index.ts` checks at compile time that this list and the contract agree.
 */
import { APP_CALL_NAMES } from './app.names';
import { CAMPAIGN_CALL_NAMES } from './campaigns.names';
import { CAMPAIGN_OVERVIEW_CALL_NAMES } from './campaign-overview.names';
import { PLAYER_CALL_NAMES } from './players.names';
import { OWN_CALL_NAMES } from './own-calls.names';
import { LADDER_CALL_NAMES } from './ladders.names';
import { OBJECTIVE_CALL_NAMES } from './objectives.names';
import { BATTLE_CALL_NAMES } from './battles.names';
import { CHRONICLE_CALL_NAMES } from './chronicle.names';
import { EXCHANGE_CALL_NAMES } from './exchange.names';
import { FORCE_CALL_NAMES } from './forces.names';
import { LIBRARY_CALL_NAMES } from './libraries.names';
import { CAMPAIGN_MAP_CALL_NAMES } from './campaign-map.names';
import { REALM_CALL_NAMES } from './realm.names';

export const CALL_NAMES = [...APP_CALL_NAMES, ...CAMPAIGN_CALL_NAMES, ...CAMPAIGN_OVERVIEW_CALL_NAMES, ...PLAYER_CALL_NAMES, ...OWN_CALL_NAMES, ...LADDER_CALL_NAMES, ...OBJECTIVE_CALL_NAMES, ...BATTLE_CALL_NAMES, ...CHRONICLE_CALL_NAMES, ...EXCHANGE_CALL_NAMES, ...FORCE_CALL_NAMES, ...LIBRARY_CALL_NAMES, ...CAMPAIGN_MAP_CALL_NAMES, ...REALM_CALL_NAMES] as const;

export type CallName = (typeof CALL_NAMES)[number];

export function isCallName(name: unknown): name is CallName {
  return typeof name === 'string' && (CALL_NAMES as readonly string[]).includes(name);
}
