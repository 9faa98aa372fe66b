import type { z } from 'zod';
import { appCalls } from './app';
import { campaignCalls } from './campaigns';
import { campaignOverviewCalls } from './campaign-overview';
import { playerCalls } from './players';
import { OWN_CALLS } from './own-calls';
import { ladderCalls } from './ladders';
import { objectiveCalls } from './objectives';
import { battleCalls } from './battles';
import { chronicleCalls } from './chronicle';
import { exchangeCalls } from './exchange';
import { forceCalls } from './forces';
import { libraryCalls } from './libraries';
import { campaignMapCalls } from './campaign-map';
import { realmCalls } from './realm';
import type { CallName } from './names';

export * from './result';
export * from './names';
export { Campaign } from './campaigns';
export { AppInfo } from './app';

/** Every call between renderer and main, declared once. The systems' own groups stand after the players', where GET /api has always listed them. */
export const calls = { ...appCalls, ...campaignCalls, ...campaignOverviewCalls, ...playerCalls, ...OWN_CALLS, ...ladderCalls, ...objectiveCalls, ...battleCalls, ...chronicleCalls, ...exchangeCalls, ...forceCalls, ...libraryCalls, ...campaignMapCalls, ...realmCalls };

type Calls = typeof calls;
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// Fails to compile when names.ts and the contract drift apart.
const namesMatch: Exact<keyof Calls, CallName> = true;
void namesMatch;

export type CallInput<N extends CallName> = z.input<Calls[N]['input']>;
export type ParsedInput<N extends CallName> = z.output<Calls[N]['input']>;
export type CallOutput<N extends CallName> = z.output<Calls[N]['output']>;
