import { sameOwner, type MapOwner } from './types';

/**
 * How a battle's result moves a region, chosen per campaign. Typed data: the map screen lists
 * these, the replay applies them through `decide`.
 */
export type CampaignMapRule =
  | { readonly kind: 'winner-takes' }
  /** Only the system's stronger victory (Orders & Omens' Strategic Victory) takes a region; in a system without one, `withoutDecisive` says what any win does. */
  | { readonly kind: 'decisive-needed'; readonly withoutDecisive: 'any-win' | 'no-change' }
  /** A challenger must win this many battles in the region (since it last changed hands); a win by the holder resets the count. */
  | { readonly kind: 'wins-needed'; readonly wins: number };

export const DEFAULT_MAP_RULE: CampaignMapRule = { kind: 'winner-takes' };

export interface MapRuleChoice {
  readonly kind: CampaignMapRule['kind'];
  readonly label: string;
  readonly explanation: string;
}

export const MAP_RULE_CHOICES: readonly MapRuleChoice[] = [
  { kind: 'winner-takes', label: 'The winner takes it', explanation: 'Whoever wins a battle in a region holds it from that day; a draw changes nothing.' },
  {
    kind: 'decisive-needed',
    label: 'Only a decisive victory takes it',
    explanation: 'A region changes hands only on the game’s stronger kind of victory (a Strategic Victory in Orders & Omens).',
  },
  { kind: 'wins-needed', label: 'Attackers must win more than once', explanation: 'A challenger must win a set number of battles in the region before it falls; a win by its holder starts the count again.' },
];

/** A finished battle's result as the map needs it, whatever the game system. */
export interface MapBattleResult {
  /** Null: a draw. */
  readonly winner: MapSeat | null;
  /**
   * Who won the system's stronger kind of victory (`BattleResult.decisive`), which in Orders &
   * Omens need not be the side with the most points (002_cff186ffe79098a6.txt:757).
   */
  readonly decisive: MapSeat | null;
  /** The system's name for a stronger victory, or null when it has none. */
  readonly decisiveName: string | null;
}

export interface MapSeat {
  readonly playerId: string | null;
  readonly playerName: string;
}

export interface Decision {
  readonly owner: MapOwner;
  /** Wins counted towards `wins-needed`, by player, after this battle. */
  readonly wins: ReadonlyMap<string, number>;
  /** What happened to the region, in a sentence a player reads. */
  readonly verdict: string;
}

/**
 * One battle in a region under the campaign's rule. `holderOf` answers which player an owner
 * stands for (a faction's leader), so a player defending their own faction's land holds it.
 */
export function decide(
  rule: CampaignMapRule,
  region: { readonly name: string; readonly owner: MapOwner; readonly wins: ReadonlyMap<string, number> },
  result: MapBattleResult,
  holderOf: (owner: MapOwner) => string | null,
): Decision {
  const { owner, wins, name } = region;
  const same = (verdict: string): Decision => ({ owner, wins, verdict });
  const strong = result.decisiveName ?? 'decisive victory';
  let claimant: MapSeat;
  let how = '';
  if (rule.kind === 'decisive-needed') {
    if (result.decisive) {
      claimant = result.decisive;
      how = ` with a ${strong}`;
    } else if (!result.winner) return same(`A draw: ${name} stays as it was`);
    else if (result.decisiveName !== null) return same(`${result.winner.playerName} won, but only a ${strong} takes ${name}`);
    else if (rule.withoutDecisive === 'no-change') return same(`${result.winner.playerName} won, but this game has no stronger victory, so ${name} stays as it was`);
    else {
      claimant = result.winner;
      how = ' (this game has no stronger victory, so any win counts)';
    }
  } else {
    if (!result.winner) return same(`A draw: ${name} stays as it was`);
    claimant = result.winner;
  }
  const { playerId, playerName } = claimant;
  if (playerId === null) return same(`${playerName} won, but plays for no player of this campaign, so ${name} stays as it was`);
  const taken: MapOwner = { kind: 'player', id: playerId };
  if (holderOf(owner) === playerId || sameOwner(owner, taken)) return { owner, wins: new Map(), verdict: `${playerName} held ${name}` };
  if (rule.kind !== 'wins-needed') return { owner: taken, wins: new Map(), verdict: `${playerName} took ${name}${how}` };
  const count = (wins.get(playerId) ?? 0) + 1;
  if (count >= rule.wins) return { owner: taken, wins: new Map(), verdict: `${playerName} took ${name} (win ${count} of ${rule.wins} needed)` };
  return { owner, wins: new Map([...wins, [playerId, count]]), verdict: `${playerName} won: ${count} of ${rule.wins} wins needed to take ${name}` };
}
