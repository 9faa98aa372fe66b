import { rankLabel, rankLevel, type RankId } from '../rules/title-tournament/ranks';

/** One ladder game as the chronicle tells it: who, where, the ranks before and after, and how often the pair has met. */
export interface LadderGameFacts {
  readonly kind: 'game' | 'walk-over';
  readonly challenger: string;
  readonly challenged: string;
  /** The winner's name; null for a drawn game. */
  readonly winner: string | null;
  readonly place: string;
  readonly ranksBefore: { readonly challenger: RankId; readonly challenged: RankId };
  readonly ranksAfter: { readonly challenger: RankId; readonly challenged: RankId };
  /** 1 for the pair's first game on this ladder. */
  readonly meeting: number;
  /** The battle the game was played as, by name, where one is linked. */
  readonly battleName: string | null;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

export function meetingWords(meeting: number): string {
  const word = ORDINALS[meeting - 1];
  if (word) return `their ${word} meeting`;
  const tens = meeting % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[meeting % 10] ?? 'th';
  return `their ${meeting}${suffix} meeting`;
}

/** "the 1st Rank", "Unranked" — a rank as the sentence needs it. */
const theRank = (rank: RankId) => (rank === 'unranked' ? 'Unranked' : `the ${rankLabel(rank)}`);

/**
 * "Cara took the 1st Rank from Alice at Club Hall, their fourth meeting." The winner took the
 * loser's rank when they now hold it and the loser dropped; rose when only they moved up.
 */
export function narrateLadderGame(game: LadderGameFacts): string {
  const where = `at ${game.place}`;
  const meeting = meetingWords(game.meeting);
  const battle = game.battleName ? ` The game was the battle ${game.battleName}.` : '';
  if (game.winner === null) return `${game.challenger} and ${game.challenged} drew ${where}, ${meeting}; the ranks stood.${battle}`;
  const winnerIs = game.winner === game.challenger ? 'challenger' : 'challenged';
  const loserIs = winnerIs === 'challenger' ? 'challenged' : 'challenger';
  const loser = game[loserIs];
  const before = game.ranksBefore;
  const after = game.ranksAfter;
  if (game.kind === 'walk-over') {
    const rose = rankLevel(after[winnerIs]) > rankLevel(before[winnerIs]) ? ` and rose to ${theRank(after[winnerIs])}` : '';
    return `${game.winner} won on walk-over${rose}: ${loser} neglected a third challenge, ${meeting}.`;
  }
  const tookRank = after[winnerIs] === before[loserIs] && rankLevel(after[loserIs]) < rankLevel(before[loserIs]);
  if (tookRank) return `${game.winner} took ${theRank(after[winnerIs])} from ${loser} ${where}, ${meeting}.${battle}`;
  if (rankLevel(after[winnerIs]) > rankLevel(before[winnerIs])) return `${game.winner} beat ${loser} ${where} and rose to ${theRank(after[winnerIs])}, ${meeting}.${battle}`;
  return `${game.winner} beat ${loser} ${where}, ${meeting}; the ranks stood.${battle}`;
}
