import type { SideKey } from '../../../../systems/game-system';
import { clockwiseFrom, resolveOpposed, type OpposedEntry } from '../../mechanics/opposed';
import { refuse, type Ctx, type Draft } from '../draft';
import { leaderCount, playerName } from '../queries';

export interface OrderRoll {
  readonly order: SideKey[];
  /** The first round's: each player's die, the Leader models added to it, and the two together. */
  readonly faces: Record<SideKey, number>;
  readonly leaders: Record<SideKey, number>;
  readonly totals: Record<SideKey, number>;
  readonly rerolls: number;
}

/**
 * "Players take an Opposed roll, adding the number of Leader Type models currently in their
 * respective Army to the result. The player who wins is first in the Order of play." (L327) The
 * others follow clockwise (L143). `last` go to the back (Havoc, L661).
 */
export function rollForOrder(d: Draft, ctx: Ctx, players: readonly SideKey[], rounds: readonly (readonly OpposedEntry[])[], last: readonly SideKey[] = []): OrderRoll {
  const rolling = players.filter((side) => !last.includes(side));
  const contenders = rolling.length > 0 ? rolling : [...players];
  const back = rolling.length > 0 ? players.filter((side) => last.includes(side)) : [];
  const leaders = new Map(contenders.map((side) => [side, leaderCount(d, ctx, side)]));
  const result = resolveOpposed(contenders, rounds, (side) => leaders.get(side) ?? 0, (side) => playerName(ctx, side));
  if (!result.ok) refuse(result.reason);
  const winner = result.winner!;
  const seats = ctx.index.seats;
  const clockwise = clockwiseFrom(seats, winner);
  const faces: Record<SideKey, number> = {};
  const totals: Record<SideKey, number> = {};
  for (const entry of result.rounds[0] ?? []) {
    faces[entry.who] = entry.face;
    totals[entry.who] = entry.total;
  }
  return {
    order: [...clockwise.filter((side) => contenders.includes(side)), ...clockwise.filter((side) => back.includes(side))],
    faces,
    leaders: Object.fromEntries(Object.keys(totals).map((side) => [side, leaders.get(side) ?? 0])),
    totals,
    rerolls: Math.max(0, result.rounds.length - 1),
  };
}
