/** Test helpers: event builders with a ticking clock, and a ladder seated at given ranks. */
import type { RulingChoices } from '../ruling';
import { apply } from './apply';
import type { LadderEvent } from './events';
import type { RankId } from './ranks';
import { EMPTY_LADDER, type LadderState } from './state';

const START = Date.parse('2025-01-01T18:00:00Z');

/** Builds events for a test log; each event is a day after the previous one. */
export class LadderScript {
  readonly events: LadderEvent[] = [];
  private day = 0;
  private serial = 0;

  private next(): string {
    this.day += 1;
    return new Date(START + this.day * 86_400_000).toISOString();
  }

  join(...ids: string[]): this {
    for (const id of ids) this.events.push({ type: 'player-joined', playerId: id, name: id.toUpperCase(), at: this.next() });
    return this;
  }

  /** Issues a challenge naming the same day for the game, and returns its id. */
  challenge(challenger: string, challenged: string): string {
    const challengeId = `c${++this.serial}`;
    const at = this.next();
    this.events.push({ type: 'challenge-issued', challengeId, challenger, challenged, at, scheduledAt: at, place: 'Club hall' });
    return challengeId;
  }

  /** A challenge followed by its game; `winner` null is a draw. */
  game(challenger: string, challenged: string, winner: string | null, battleId?: string): this {
    const challengeId = this.challenge(challenger, challenged);
    this.events.push({ type: 'game-recorded', gameId: `g${this.serial}`, challengeId, at: this.next(), winner, ...(battleId ? { battleId } : {}) });
    return this;
  }

  neglected(challenger: string, challenged: string): this {
    const challengeId = this.challenge(challenger, challenged);
    this.events.push({ type: 'challenge-neglected', challengeId, at: this.next() });
    return this;
  }

  /** A challenge the challenged player turns down the day after it is issued. */
  declined(challenger: string, challenged: string): this {
    const challengeId = this.challenge(challenger, challenged);
    this.events.push({ type: 'challenge-declined', challengeId, at: this.next() });
    return this;
  }

  season(seasonId: string, endsInDays: number): this {
    const at = this.next();
    const endsOn = new Date(Date.parse(at) + endsInDays * 86_400_000).toISOString();
    this.events.push({ type: 'season-started', seasonId, name: `Season ${seasonId}`, at, endsOn });
    return this;
  }

  endSeason(seasonId: string): this {
    this.events.push({ type: 'season-ended', seasonId, at: this.next() });
    return this;
  }

  /** A timestamp after every event so far. */
  later(): string {
    return this.next();
  }
}

/** Folds events, failing loudly on the first rejection (tests expect clean logs here). */
export function play(events: readonly LadderEvent[], choices?: RulingChoices): LadderState {
  let state = EMPTY_LADDER;
  for (const event of events) {
    const applied = apply(state, event, choices);
    if (!applied.ok) throw new Error(`${event.type} rejected: ${applied.reason} [${applied.rule}]`);
    state = applied.state;
  }
  return state;
}

/** A ladder whose players already sit at the given ranks (for result and eligibility checks). */
export function seated(ranks: Readonly<Record<string, RankId>>): LadderState {
  const ids = Object.keys(ranks);
  return {
    ...EMPTY_LADDER,
    eventCount: ids.length,
    playerOrder: ids,
    players: Object.fromEntries(
      ids.map((id) => [id, { id, name: id.toUpperCase(), rank: ranks[id]!, joinedAt: '2025-01-01T00:00:00Z' }]),
    ),
    rankChanges: ids.map((id, eventIndex) => ({
      playerId: id,
      from: null,
      to: ranks[id]!,
      at: '2025-01-01T00:00:00Z',
      eventIndex,
      cause: { kind: 'joined' as const },
      explanation: 'seated for a test',
    })),
  };
}

/** Ranks of every player, for compact assertions. */
export function ranksOf(state: LadderState): Record<string, RankId> {
  return Object.fromEntries(state.playerOrder.map((id) => [id, state.players[id]!.rank]));
}
