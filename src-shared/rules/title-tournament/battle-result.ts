/**
 * A ladder game's result read from a finished battle of any game system. The group names which
 * two of the battle's players the ladder game was between; the battle's own result decides it.
 */

/** What the ladder needs to know about a battle, whatever its system. */
export interface BattleForLadder {
  readonly name: string;
  readonly finished: boolean;
  readonly players: readonly { readonly side: string; readonly playerName: string }[];
  /** Player names of the winning side(s); empty for a drawn battle. */
  readonly winners: readonly string[];
}

/** Which battle seat each ladder player sat in. */
export interface BattlePair {
  readonly challenger: string;
  readonly challenged: string;
}

export type BattleLadderResult =
  | { readonly ok: true; readonly winner: 'challenger' | 'challenged' | null; readonly pairNames: readonly [string, string]; readonly explanation: string }
  | { readonly ok: false; readonly reason: string; readonly field: 'battleId' | 'pair' };

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** The seats whose players carry the ladder players' names, when both are found once each. */
export function pairByName(battle: BattleForLadder, challengerName: string, challengedName: string): BattlePair | null {
  const seat = (name: string) => battle.players.filter((player) => sameName(player.playerName, name));
  const [challenger, challenged] = [seat(challengerName), seat(challengedName)];
  if (challenger.length !== 1 || challenged.length !== 1) return null;
  return { challenger: challenger[0]!.side, challenged: challenged[0]!.side };
}

/**
 * The ladder result a battle gives for the chosen pair: the one of the pair among the battle's
 * winners wins; a drawn battle, or one both of the pair won together, is a drawn game; a battle
 * won by neither of the pair cannot decide their game.
 */
export function ladderResultFromBattle(battle: BattleForLadder, pair: BattlePair): BattleLadderResult {
  if (!battle.finished) return { ok: false, reason: `${battle.name} is not finished yet; record the ladder game once the battle has a result.`, field: 'battleId' };
  const challenger = battle.players.find((player) => player.side === pair.challenger);
  const challenged = battle.players.find((player) => player.side === pair.challenged);
  if (!challenger || !challenged) return { ok: false, reason: `Choose two of the players who fought ${battle.name}.`, field: 'pair' };
  if (challenger.side === challenged.side) return { ok: false, reason: 'Choose two different players of the battle: one for each side of the ladder game.', field: 'pair' };
  const pairNames = [challenger.playerName, challenged.playerName] as const;
  const won = (name: string) => battle.winners.some((winner) => sameName(winner, name));
  const [challengerWon, challengedWon] = [won(challenger.playerName), won(challenged.playerName)];
  if (battle.winners.length === 0) return { ok: true, winner: null, pairNames, explanation: `${battle.name} was drawn, so the ladder game is a drawn game.` };
  if (challengerWon && challengedWon) return { ok: true, winner: null, pairNames, explanation: `${challenger.playerName} and ${challenged.playerName} both won ${battle.name}, so the ladder game between them is a drawn game.` };
  if (challengerWon || challengedWon) {
    const [winner, loser] = challengerWon ? [challenger, challenged] : [challenged, challenger];
    return { ok: true, winner: challengerWon ? 'challenger' : 'challenged', pairNames, explanation: `${winner.playerName} won ${battle.name}, so ${winner.playerName} beat ${loser.playerName}.` };
  }
  return {
    ok: false,
    reason: `${battle.name} was won by ${battle.winners.join(' and ')}, not by ${challenger.playerName} or ${challenged.playerName}; it cannot decide their ladder game. Choose the pair the game was between, or record the result by hand.`,
    field: 'pair',
  };
}
