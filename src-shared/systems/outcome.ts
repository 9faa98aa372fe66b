import type { BattleResult, BattleSummary, SideKey, SystemTerms } from './game-system';
import { capitalise } from '../chronicle/pick';

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
  /**
   * The decisive kind of victory where another side took it than the one that won (or in a draw):
   * Orders & Omens' Strategic Victory for conceding or breaking the enemy, beside the other's
   * Tactical Victory on VP (seed 002 L755-757). Absent when the winner took both, or none was won.
   */
  decisiveWin?: { victoryName: string; winners: string[] };
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
    ...(result.decisive && result.decisive.side !== result.winner && terms.decisiveVictory ? { decisiveWin: { victoryName: terms.decisiveVictory, winners: [named(result.decisive.side)] } } : {}),
    ending: terms.endings[result.endedBy] ?? result.endedBy.replace(/-/g, ' '),
    turns: result.turns,
    scoreTerm: terms.score,
    scores: result.scores.map((score) => ({ side: score.side, playerName: named(score.side), total: score.total })),
    lossTerm: terms.losses,
    losses: result.losses.map((loss) => ({ side: loss.side, playerName: named(loss.side), amount: loss.amount })),
  };
}

/**
 * A finished battle in one line, for lists: who won (or a draw), how it ended in the system's words
 * (a concession, a surrender, the turns running out) and the scores: "Tactical Victory for Bo, by
 * concession · VP: Ann 3, Bo 4". The battles page and the campaign's overview both say it so.
 */
export function outcomeLine(outcome: Pick<BattleOutcome, 'winners' | 'draw' | 'victoryName' | 'decisiveWin' | 'ending' | 'scoreTerm' | 'scores'>): string {
  const decisive = outcome.decisiveWin ? `${capitalise(outcome.decisiveWin.victoryName)} for ${outcome.decisiveWin.winners.join(' and ')}` : null;
  const won = `${capitalise(outcome.victoryName)} for ${outcome.winners.join(' and ')}`;
  // "Strategic Victory for Bo (a draw on VP)", "Tactical Victory for Ann and Strategic Victory for Bo".
  const who = outcome.draw ? (decisive ? `${decisive} (a draw on ${outcome.scoreTerm})` : 'A draw') : decisive ? `${won} and ${decisive}` : won;
  const how = outcome.ending ? `${who}, ${outcome.ending}` : who;
  const scores = outcome.scores.map((score) => `${score.playerName} ${score.total}`).join(', ');
  return scores ? `${how} · ${outcome.scoreTerm}: ${scores}` : how;
}

/** "Turn 3 · Activation", "Setting up", "Over": where a battle stands, for lists. */
export function describeProgress(summary: Pick<BattleSummary, 'status' | 'turn' | 'stage'>, stages: readonly { readonly id: string; readonly label: string }[]): string {
  if (summary.status === 'over') return 'Over';
  const stage = stages.find((candidate) => candidate.id === summary.stage)?.label ?? '';
  if (summary.status === 'setting-up' || summary.turn === 0) return stage ? `Setting up · ${stage}` : 'Setting up';
  return stage ? `Turn ${summary.turn} · ${stage}` : `Turn ${summary.turn}`;
}
