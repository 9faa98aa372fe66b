import type { BattleResult, BattleSummary, SideKey, SystemTerms } from './game-system';

/** Who sat at a side, for putting a result in players' words. */
export interface SeatName {
  readonly side: SideKey;
  readonly playerName: string;
}

/** A finished battle in words any screen shows without knowing the system (the contract's `BattleOutcomeOut`). */
export interface BattleOutcome {
  winners: string[];
  draw: boolean;
  victoryName: string;
  ending: string;
  turns: number;
  scoreTerm: string;
  scores: { side: SideKey; playerName: string; total: number }[];
  lossTerm: string;
  losses: { side: SideKey; playerName: string; amount: number }[];
}

function nameOf(seats: readonly SeatName[], side: SideKey, index: number): string {
  return seats.find((seat) => seat.side === side)?.playerName || `Player ${index + 1}`;
}

/** The seam's result in players' names and the system's terms. */
export function describeResult(result: BattleResult, terms: SystemTerms, seats: readonly SeatName[]): BattleOutcome {
  const order = seats.map((seat) => seat.side);
  const named = (side: SideKey) => nameOf(seats, side, Math.max(0, order.indexOf(side)));
  return {
    winners: result.winner === null ? [] : [named(result.winner)],
    draw: result.winner === null,
    victoryName: result.decisive && result.decisive.side === result.winner && terms.decisiveVictory ? terms.decisiveVictory : terms.victory,
    ending: terms.endings[result.endedBy] ?? result.endedBy.replace(/-/g, ' '),
    turns: result.turns,
    scoreTerm: terms.score,
    scores: result.scores.map((score) => ({ side: score.side, playerName: named(score.side), total: score.total })),
    lossTerm: terms.losses,
    losses: result.losses.map((loss) => ({ side: loss.side, playerName: named(loss.side), amount: loss.amount })),
  };
}

/** "Turn 3 · Activation", "Setting up", "Over": where a battle stands, for lists. */
export function describeProgress(summary: Pick<BattleSummary, 'status' | 'turn' | 'stage'>, stages: readonly { readonly id: string; readonly label: string }[]): string {
  if (summary.status === 'over') return 'Over';
  const stage = stages.find((candidate) => candidate.id === summary.stage)?.label ?? '';
  if (summary.status === 'setting-up' || summary.turn === 0) return stage ? `Setting up · ${stage}` : 'Setting up';
  return stage ? `Turn ${summary.turn} · ${stage}` : `Turn ${summary.turn}`;
}
