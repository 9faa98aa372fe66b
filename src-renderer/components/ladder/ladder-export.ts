import type { LadderView } from '../../../src-shared/contract/ladders';
import { csvRow, escapeMarkdown } from '../../../src-shared/chronicle/markdown-text';

const RANKS: Record<string, string> = { unranked: 'Unranked', '5th': '5th Rank', '4th': '4th Rank', '3rd': '3rd Rank', '2nd': '2nd Rank', '1st': '1st Rank' };
const day = (iso: string) => iso.slice(0, 10);

function names(view: LadderView): (id: string | null) => string {
  const byId = new Map(view.players.map((player) => [player.id, player.name]));
  return (id) => (id === null ? '' : (byId.get(id) ?? 'a former player'));
}

/** One row per game (and walk-over) that counts: date, the pair, the result, the place and battle, the ranks after. */
export function ladderCsv(view: LadderView): string {
  const name = names(view);
  const place = new Map(view.challenges.map((challenge) => [challenge.id, challenge.place]));
  const rows = [csvRow(['Date', 'Challenger', 'Challenged', 'Result', 'Winner', 'Place', 'Battle', 'Challenger rank after', 'Challenged rank after'])];
  for (const game of view.games) {
    const result = game.kind === 'walk-over' ? 'Walk-over' : game.winner === null ? 'Draw' : 'Game';
    rows.push(
      csvRow([day(game.at), name(game.challenger), name(game.challenged), result, name(game.winner), place.get(game.challengeId) ?? '', game.battleName ?? '', RANKS[game.ranksAfter[game.challenger]!], RANKS[game.ranksAfter[game.challenged]!]]),
    );
  }
  return `${rows.join('\r\n')}\r\n`;
}

/** The ladder as a document: ranks now, standings, every game, and the whole log with its corrections. */
export function ladderMarkdown(view: LadderView): string {
  const name = names(view);
  const md = escapeMarkdown;
  const out = [`# ${md(view.ladder.name)}`, '', `Title Tournament · ${md(view.ladder.system)} · ${view.ladder.players} players`, '', '## Ranks', ''];
  for (const rank of view.ranks) out.push(`- **${rank.label}**: ${rank.playerIds.map((id) => md(name(id))).join(', ') || '—'}`);
  out.push('', '## Standings', '', '| # | Player | Rank | Won | Lost | Drawn | Walk-overs won |', '|---|---|---|---|---|---|---|');
  view.standings.forEach((row, index) => out.push(`| ${index + 1} | ${md(row.name)} | ${RANKS[row.rank]} | ${row.wins} | ${row.losses} | ${row.draws} | ${row.walkOverWins} |`));
  out.push('', '## Games', '');
  if (view.games.length === 0) out.push('No games yet.');
  for (const game of view.games) {
    const result = game.kind === 'walk-over' ? `${name(game.winner)} won on walk-over` : game.winner === null ? 'drawn' : `${name(game.winner)} won`;
    const battle = game.battleName ? ` (battle: ${md(game.battleName)})` : '';
    out.push(`- ${day(game.at)}: ${md(name(game.challenger))} v ${md(name(game.challenged))} — ${md(result)}${battle}`);
  }
  out.push('', '## Log', '');
  for (const entry of view.log) {
    const voided = entry.voided ? ` *(void: ${md(entry.voided.reason)} — ${md(entry.voided.by)}, ${day(entry.voided.at)})*` : '';
    out.push(`${entry.seq}. ${day(entry.at)} ${md(entry.summary)}${voided}`);
  }
  return `${out.join('\n')}\n`;
}
