import { afterEach, beforeEach } from 'vitest';
import type { LadderView } from '../../src-shared/contract/ladders';
import type { Result } from '../../src-shared/contract/result';
import { dispatch } from '../dispatch';
import type { ServiceContext } from '../services/context';
import { succeeded } from './succeeded';
import { openTempStore, type TempStore } from './temp-store';

export const DAY = 86_400_000;

/**
 * A campaign on a fresh store for ladder tests (opened before each test, removed after), with a
 * clock the test moves by hand: challenges name a time, neglects and seasons are judged against it.
 * Games are challenged for the next day at the club hall, as a group plays them.
 */
export interface LadderClub {
  readonly temp: TempStore;
  /** The services, on this club's clock. */
  readonly ctx: ServiceContext;
  readonly campaignId: string;
  /** The clock's time now (ms). */
  readonly now: number;
  advance(ms: number): void;
  call(name: string, input: unknown): Result<unknown>;
  /** The call's answer; the test fails with the refusal if it is refused. */
  value<T = LadderView>(name: string, input: unknown): T;
  /** A 1999 ladder named "Club ladder" of these players, in this order. */
  ladder(players: readonly string[], rulings?: Record<string, string>): LadderView;
  /** Challenged for tomorrow, then the result a day later (null: a draw). */
  game(view: LadderView, challenger: string, challenged: string, winner: string | null, battleId?: string): LadderView;
  /** Challenged for tomorrow, and marked neglected two days later. */
  neglected(view: LadderView, challenger: string, challenged: string): LadderView;
}

export const playerIdOf = (view: LadderView, name: string): string => view.players.find((player) => player.name === name)!.id;

export function ladderClub(startsAt: string): LadderClub {
  let temp: TempStore | undefined;
  let ctx: ServiceContext | undefined;
  let campaignId = '';
  let now = 0;
  const call = (name: string, input: unknown) => dispatch(ctx!, name, input);
  const value = <T = LadderView>(name: string, input: unknown): T => succeeded<T>(name, call(name, input));
  const challengeTomorrow = (view: LadderView, challenger: string, challenged: string) =>
    value('ladders.challenge', { ladderId: view.ladder.id, challenger: playerIdOf(view, challenger), challenged: playerIdOf(view, challenged), scheduledAt: new Date(now + DAY).toISOString(), place: 'Club hall' }).challenges.at(-1)!;

  beforeEach(() => {
    temp = openTempStore();
    now = Date.parse(startsAt);
    ctx = { ...temp.ctx, now: () => now };
    campaignId = value<{ id: string }>('campaigns.create', { name: 'Ladder war' }).id;
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
    ladder: (players, rulings = {}) => value('ladders.create', { campaignId, name: 'Club ladder', system: '1999', players, rulings }),
    game(view, challenger, challenged, winner, battleId) {
      const challenge = challengeTomorrow(view, challenger, challenged);
      now += DAY;
      return value('ladders.recordGame', { ladderId: view.ladder.id, challengeId: challenge.id, winner: winner === null ? null : playerIdOf(view, winner), ...(battleId ? { battleId } : {}) });
    },
    neglected(view, challenger, challenged) {
      const challenge = challengeTomorrow(view, challenger, challenged);
      now += 2 * DAY;
      return value('ladders.neglect', { ladderId: view.ladder.id, challengeId: challenge.id });
    },
  };
}
