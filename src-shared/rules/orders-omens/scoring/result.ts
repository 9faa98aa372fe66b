import type { BattleRulings } from '../battle/rulings-in-play';
import { otherSide, type Side } from '../battle/roster';
import type { BattleResult, StrategicReason } from '../battle/state';
import { vpTotal, type VpEntry } from './vp';

export interface GameEndFacts {
  readonly endedBy: BattleResult['endedBy'];
  readonly turn: number;
  readonly conceded: Side | null;
  /** Sides at their break point when the game ended. */
  readonly broken: readonly Side[];
  /** Marshals lost, by the side that lost them. */
  readonly marshalsLost: readonly { readonly side: Side; readonly fate: 'captured' | 'slain' }[];
}

/** Game End and Types of Victory: Tactical by VP; Strategic by concession, break point, or the Marshal. */
export function battleResult(vp: readonly VpEntry[], facts: GameEndFacts, marshalRule: BattleRulings['strategicVictoryMarshal']): BattleResult {
  const totals = { A: vpTotal(vp, 'A'), B: vpTotal(vp, 'B') };
  const tacticalVictory = totals.A === totals.B ? null : totals.A > totals.B ? 'A' : 'B';
  const claims: { side: Side; reason: StrategicReason }[] = [];
  if (facts.conceded) claims.push({ side: otherSide(facts.conceded), reason: 'enemy-conceded' });
  if (facts.broken.length === 1) claims.push({ side: otherSide(facts.broken[0]!), reason: 'enemy-break-point' });
  for (const lost of facts.marshalsLost) {
    const counts = marshalRule === 'marshal-captured-or-slain' || (marshalRule === 'marshal-captured-only' && lost.fate === 'captured');
    if (counts) claims.push({ side: otherSide(lost.side), reason: lost.fate === 'captured' ? 'enemy-marshal-captured' : 'enemy-marshal-slain' });
  }
  const claimants = new Set(claims.map((c) => c.side));
  const strategicVictory = claimants.size === 1 ? claims[0]!.side : null;
  return {
    endedBy: facts.endedBy,
    turn: facts.turn,
    vp: totals,
    tacticalVictory,
    strategicVictory,
    strategicReasons: strategicVictory === null ? [] : claims.filter((c) => c.side === strategicVictory).map((c) => c.reason),
  };
}
