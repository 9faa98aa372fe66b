import type { SystemStandings } from '../contract/chronicle';
import { capitalise } from './pick';

/** A standings column: its header, the full name behind a short header, and the row's figure. */
export interface StandingsColumn {
  readonly key: 'battles' | 'wins' | 'decisiveWins' | 'draws' | 'defeats' | 'points' | 'score' | 'lost';
  readonly header: string;
  readonly title: string;
}

/**
 * The columns of one system's standings, in its own terms (`GameSystem.terms`): Orders & Omens
 * "Tactical", "Strategic", "VP", "Soldiers lost"; 1999 "Wins", "Army Points left", "Army Points
 * lost"; Order 66 "Wins", "Wounds dealt", "Wounds lost"; Infinity's ITS "Tournament Points" before its
 * "Objective Points", the order it ranks by. A ladder's games have no score or losses.
 */
export function standingsColumns(terms: SystemStandings['terms']): StandingsColumn[] {
  const decisive = terms.decisiveVictory;
  const columns: StandingsColumn[] = [
    { key: 'battles', header: 'Battles', title: 'Battles fought' },
    decisive ? { key: 'wins', header: capitalise(terms.victory.split(' ')[0]!), title: `${capitalise(terms.victory)} (the ordinary win)` } : { key: 'wins', header: 'Wins', title: `Battles won (${terms.victory})` },
  ];
  if (decisive) columns.push({ key: 'decisiveWins', header: capitalise(decisive.split(' ')[0]!), title: capitalise(decisive) });
  columns.push({ key: 'draws', header: 'Draws', title: 'Battles drawn' }, { key: 'defeats', header: 'Defeats', title: 'Battles lost' });
  if (terms.points) columns.push({ key: 'points', header: capitalise(terms.points), title: `${capitalise(terms.points)}, over all its battles: the table ranks by these first` });
  if (terms.score) columns.push({ key: 'score', header: capitalise(terms.score), title: `${capitalise(terms.score)}, over all its battles` });
  if (terms.losses) columns.push({ key: 'lost', header: `${capitalise(terms.losses)} lost`, title: `${capitalise(terms.losses)} lost, over all its battles` });
  return columns;
}

/** Under a system's standings whose rows rank by points: in what order, so a tie on points is not a puzzle. */
export function rankingNote(terms: SystemStandings['terms']): string | null {
  if (!terms.points) return null;
  const after = [terms.score, terms.losses ? `the fewest ${terms.losses} lost` : null].filter((part): part is string => part !== null);
  return `Ranked by ${terms.points}${after.length > 0 ? `, then ${after.join(', then ')}` : ''}.`;
}

/** Under a system's standings, when some of its battles are still being fought: they join the rows when they end. */
export function notCountedYet(inProgress: number): string | null {
  if (inProgress <= 0) return null;
  return inProgress === 1
    ? 'One battle still being fought is not counted yet; it joins the standings when it ends.'
    : `${inProgress.toLocaleString('en-GB')} battles still being fought are not counted yet; they join the standings when they end.`;
}
