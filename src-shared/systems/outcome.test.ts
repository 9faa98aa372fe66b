import { describe, expect, it } from 'vitest';
import { describeResult, outcomeLine } from './outcome';
import { ORDERS_OMENS_TERMS } from '../rules/orders-omens/system-result';
import type { BattleResult } from './game-system';

/** A finished battle in one line, as the battles page and the campaign's overview say it. */
const seats = [
  { side: 'A', playerName: 'Ann' },
  { side: 'B', playerName: 'Bo' },
];
const result = (winner: string | null, decisive: string | null, endedBy: string, vp: [number, number]): BattleResult => ({
  winner,
  endedBy,
  decisive: decisive ? { side: decisive, reasons: [] } : null,
  turns: 3,
  scores: [
    { side: 'A', total: vp[0], breakdown: [] },
    { side: 'B', total: vp[1], breakdown: [] },
  ],
  losses: [],
});
const line = (r: BattleResult) => outcomeLine(describeResult(r, ORDERS_OMENS_TERMS, seats));

describe('outcomeLine', () => {
  it('names the winner and how the battle ended, in the system’s words, then the scores', () => {
    expect(line(result('B', null, 'turn-limit', [3, 4]))).toBe('Tactical Victory for Bo, when the agreed turns ran out · VP: Ann 3, Bo 4');
    expect(line(result('A', 'A', 'break-point', [10, 1]))).toBe('Strategic Victory for Ann, when an army reached its break point · VP: Ann 10, Bo 1');
    expect(line(result(null, null, 'time-limit', [2, 2]))).toBe('A draw, when the agreed time ran out · VP: Ann 2, Bo 2');
  });

  // Seed 002 L755-757: "If a player concedes ... the other player earns a Strategic Victory. It is entirely
  // possible for one player to earn a Tactical Victory and the other a Strategic Victory."
  it('says a concession’s Strategic Victory where the other side won on VP, or the VP were even', () => {
    expect(line(result('A', 'B', 'concession', [5, 3]))).toBe('Tactical Victory for Ann and Strategic Victory for Bo, by concession · VP: Ann 5, Bo 3');
    expect(line(result(null, 'B', 'concession', [0, 0]))).toBe('Strategic Victory for Bo (a draw on VP), by concession · VP: Ann 0, Bo 0');
  });

  it('names a side by its player, never by its letter', () => {
    const outcome = describeResult(result('B', 'A', 'concession', [1, 2]), ORDERS_OMENS_TERMS, seats);
    expect(outcome.winners).toEqual(['Bo']);
    expect(outcome.decisiveWin).toEqual({ victoryName: 'Strategic Victory', winners: ['Ann'] });
    expect(outcomeLine(outcome)).not.toMatch(/\b[AB]\b/);
  });
});
