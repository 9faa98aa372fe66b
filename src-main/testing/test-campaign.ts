import { afterEach, beforeEach } from 'vitest';
import type { Result } from '../../src-shared/contract/result';
import { dispatch } from '../dispatch';
import type { ServiceContext } from '../services/context';
import { succeeded } from './succeeded';
import { openTempStore, type TempStore } from './temp-store';

export const DAY = 86_400_000;

/**
 * A campaign on a fresh store with the real migrations, made before each test and removed after,
 * and its calls through the contract. With `clockStartsAt`, the services read a clock the test
 * moves by hand (challenges, neglects and seasons are judged against it).
 */
export interface TestCampaign<Answer> {
  readonly temp: TempStore;
  /** The services (on the test's clock, when it has one). */
  readonly ctx: ServiceContext;
  readonly campaignId: string;
  /** The clock's time now (ms). */
  readonly now: number;
  advance(ms: number): void;
  call(name: string, input: unknown): Result<unknown>;
  /** The call's answer; the test fails with the refusal if it is refused. */
  value<T = Answer>(name: string, input: unknown): T;
  /** How many rows a table holds, to show that a refusal wrote nothing. */
  rows(table: string): number;
}

export function testCampaign<Answer = unknown>(name: string, options: { clockStartsAt?: string } = {}): TestCampaign<Answer> {
  let temp: TempStore | undefined;
  let ctx: ServiceContext | undefined;
  let campaignId = '';
  let now = 0;
  const call = (callName: string, input: unknown) => dispatch(ctx!, callName, input);
  const value = <T = Answer>(callName: string, input: unknown): T => succeeded<T>(callName, call(callName, input));

  beforeEach(() => {
    temp = openTempStore();
    now = options.clockStartsAt === undefined ? Date.now() : Date.parse(options.clockStartsAt);
    ctx = options.clockStartsAt === undefined ? temp.ctx : { ...temp.ctx, now: () => now };
    campaignId = value<{ id: string }>('campaigns.create', { name }).id;
  });
  afterEach(() => temp?.dispose());

  return {
    get temp() {
      return temp!;
    },
    get ctx() {
      return ctx!;
    },
    get campaignId() {
      return campaignId;
    },
    get now() {
      return now;
    },
    advance: (ms) => void (now += ms),
    call,
    value,
    rows: (table) => temp!.store.sqlite.prepare(`SELECT count(*) FROM "${table}"`).pluck().get() as number,
  };
}
