import { type DiceRoll, total, validateDice } from '../../dice';

export type BattleRole = 'attacker' | 'defender';

export type InitiativeResult =
  | { readonly outcome: 'winner'; readonly winner: string; readonly loser: string; readonly totals: readonly [number, number]; readonly explanation: string }
  | { readonly outcome: 'tie'; readonly totals: readonly [number, number]; readonly explanation: string }
  | { readonly outcome: 'invalid'; readonly player: string; readonly explanation: string };

/**
 * Determine Initiative: "both players roll 2D6. The higher result wins Battlefield Initiative ...
 * If the roll is tied, re-roll until one side wins." A tie returns `tie`: record a fresh roll-off.
 */
export function resolveInitiative(players: readonly [string, string], rolls: readonly [DiceRoll, DiceRoll]): InitiativeResult {
  for (let i = 0; i < 2; i++) {
    const problem = validateDice(rolls[i]!, 2);
    if (problem || rolls[i]!.sides !== 6) {
      return { outcome: 'invalid', player: players[i]!, explanation: `${players[i]}'s initiative roll: ${problem?.message ?? 'must be 2D6'}` };
    }
  }
  const totals = [total(rolls[0]), total(rolls[1])] as const;
  if (totals[0] === totals[1]) {
    return { outcome: 'tie', totals, explanation: `Both rolled ${totals[0]}: re-roll until one side wins.` };
  }
  const first = totals[0] > totals[1];
  const [winner, loser] = first ? players : ([players[1], players[0]] as const);
  return {
    outcome: 'winner',
    winner,
    loser,
    totals,
    explanation: `${winner} wins Battlefield Initiative (${Math.max(...totals)} against ${Math.min(...totals)}) and chooses to be Attacker or Defender.`,
  };
}

export interface BattleRoles {
  readonly attacker: string;
  readonly defender: string;
  readonly explanation: string;
}

/** "this player may choose to take the roll of Attacker or Defender"; the other takes the other role. */
export function assignRoles(winner: string, loser: string, winnerTakes: BattleRole): BattleRoles {
  const attacker = winnerTakes === 'attacker' ? winner : loser;
  const defender = winnerTakes === 'attacker' ? loser : winner;
  return {
    attacker,
    defender,
    explanation: `${winner} chose to be the ${winnerTakes === 'attacker' ? 'Attacker' : 'Defender'}; the Defender places terrain, entry point and deployment first.`,
  };
}
