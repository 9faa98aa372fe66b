import type { SQL } from 'drizzle-orm';
import type { ParsedInput } from '../../src-shared/contract';
import type { OwnCallName } from '../../src-shared/contract/own-calls.names';
import type { AnyBattleDetail, AnyBattleListItem, AnyStepAnswer, AnyStepOutcomesRow, AnyUndoAnswer } from '../../src-shared/contract/battles';
import type { CampaignLuck, ServiceRecord } from '../../src-shared/contract/chronicle';
import type { SideKey } from '../../src-shared/systems/game-system';
import type { RulingChoices } from '../../src-shared/rules/ruling';
import type { battles } from '../db/schema/index';
import type { DbOrTx } from './army-store';
import type { BattleResultRow } from './battle-results';
import type { ServiceContext } from './context';
import type { HandlersFor } from './handler-types';

/**
 * What a game system adds to the campaign-wide services (the battles list, the battle results the
 * standings and charts read, the luck ledger, the service records) when it keeps its battles in a
 * shape of its own, and the service functions of any call group it adds. Every hook is optional:
 * a system without one is read the generic way, from the seam's `BattleSummary` kept beside its
 * log and the `SystemBattleStats` cached with its chronicle. Registered in systems-registry.ts,
 * one line per system.
 */
export interface SystemServices {
  readonly systemId: string;
  /** The calls of the groups the system adds to the contract (contract/own-calls.ts: O&O's armies.*), each with its service function; handlers.ts takes them from here. */
  readonly calls?: Partial<HandlersFor<OwnCallName>>;
  /** The battles.* calls, for a system that keeps its own battle log and answers; absent: system-battles.ts, through its GameSystem. */
  readonly battles?: OwnBattleCalls;
  readonly list?: BattleListHooks;
  /** Reads a battle row into the seam's result; made once per read of the campaign, so what it needs besides the row is read once. */
  readonly resultReader?: (db: DbOrTx, campaignId: string) => (row: BattleRow) => BattleResultRow;
  /** One side's luck in the battle's cached chronicle numbers (the system's own shape); null where none was kept. */
  readonly sideLuck?: (stats: unknown, side: SideKey) => SideLuck | null;
  /** The system's own service records (O&O's armies and Brigades); its battles are then left out of the generic per-system sections. */
  readonly records?: (ctx: ServiceContext, campaignId: string) => OwnServiceRecords;
  /**
   * Redoes the cached columns of the system's own forces after the campaign's house rules change,
   * inside the campaign's write, for a system whose forces are not `forces.*`'s (those are redone
   * by system-forces.ts). Given the house rules as the campaign was sent them.
   */
  readonly houseRulesChanged?: (db: DbOrTx, campaignId: string, houseRules: RulingChoices) => void;
}

export type BattleRow = typeof battles.$inferSelect;

/**
 * The battles.* calls of a system with its own battle log (routed by services/battles.ts on the
 * battle's `system`, or for a new battle or step on the input's). Each answers in the system's own
 * shape of the call's output.
 */
export interface OwnBattleCalls {
  get(ctx: ServiceContext, row: BattleRow): AnyBattleDetail;
  stepOutcomes(ctx: ServiceContext, row: BattleRow, input: ParsedInput<'battles.stepOutcomes'>): AnyStepOutcomesRow[];
  create(ctx: ServiceContext, input: ParsedInput<'battles.create'>): AnyBattleDetail;
  /** A step sent as the system's; the battle may be of another system, which the system refuses with the system to send it as. */
  append(ctx: ServiceContext, input: ParsedInput<'battles.append'>): AnyStepAnswer;
  undo(ctx: ServiceContext, row: BattleRow, input: ParsedInput<'battles.undo'>): AnyUndoAnswer;
}

/** How `battles.list` reads a battle of the system. */
export interface BattleListHooks {
  /** Reads a battle row into its list item; made once per list, so what it needs besides the row (who owns each army) is read once. */
  readonly itemReader: (ctx: ServiceContext, campaignId: string) => (row: BattleRow) => AnyBattleListItem;
  /** When the row's setup is needed to make its item (a condition on the `battles` row); the list leaves the setup out otherwise. */
  readonly setupNeeded?: SQL;
  /** The turn reached and each side's score so far, from the item's own summary. */
  readonly scoreSoFar: (item: AnyBattleListItem) => ScoreSoFar;
}

export interface ScoreSoFar {
  readonly turn: number;
  readonly bySide: Readonly<Record<SideKey, number>> | null;
}

type LuckMoment = Omit<NonNullable<CampaignLuck['players'][number]['luckiest']>, 'battleId' | 'battleName'>;

/** A side's luck in one battle, before it is placed in the campaign. */
export interface SideLuck {
  readonly rolls: number;
  readonly mean: number | null;
  readonly luckiest: LuckMoment | null;
  readonly unluckiest: LuckMoment | null;
}

export interface OwnServiceRecords {
  readonly armies: readonly ServiceRecord[];
  readonly brigades: readonly ServiceRecord[];
}
