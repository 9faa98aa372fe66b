import type { RealmBattleItem, RealmBattlePage, RealmChronicle } from '../src-shared/contract/realm-wire';

/**
 * The realm's pages for a browser, rendered on the server as plain HTML: readable with no
 * script at all, cacheable by a reverse proxy, and served as well by a read replica. (The app's
 * renderer is built around the campaign's own services, which a realm server does not have.)
 */

const esc = (text: string): string => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
:root { color-scheme: light dark; --bg: #f6f3ec; --fg: #1d1b16; --muted: #5b5548; --card: #fffdf8; --line: #d8d0bf; --accent: #7a3b12; }
@media (prefers-color-scheme: dark) { :root { --bg: #16140f; --fg: #ece6d8; --muted: #b4ab98; --card: #221f18; --line: #3d372b; --accent: #e0a060; } }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: var(--bg); color: var(--fg); }
main { max-width: 960px; margin: 0 auto; padding: 1rem; }
a { color: var(--accent); }
h1 { margin: .2rem 0 1rem; font-size: 1.6rem; }
h2 { font-size: 1.2rem; margin-top: 1.6rem; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: .8rem 1rem; margin: .6rem 0; }
.muted { color: var(--muted); }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: .3rem .5rem; border-bottom: 1px solid var(--line); }
td.num, th.num { text-align: right; }
.scroll { overflow-x: auto; }
form { display: flex; gap: .5rem; flex-wrap: wrap; }
input[type=search] { flex: 1 1 12rem; padding: .4rem; font: inherit; background: var(--card); color: var(--fg); border: 1px solid var(--line); border-radius: 6px; }
button { font: inherit; padding: .4rem .9rem; }
ol.account { padding-left: 1.2rem; }
.turning { font-weight: 600; }
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function outcomeLine(battle: RealmBattleItem): string {
  if (!battle.outcome) return battle.progress;
  const o = battle.outcome;
  const victory = o.victoryName.charAt(0).toUpperCase() + o.victoryName.slice(1);
  const who = o.draw ? 'A draw' : `${victory} for ${o.winners.join(' and ')}`;
  return `${who}, ${o.ending}, after ${o.turns} turn${o.turns === 1 ? '' : 's'}`;
}

function playersLine(battle: RealmBattleItem): string {
  return battle.players.map((player) => (player.forces.length > 0 ? `${player.playerName} (${player.forces.join(', ')})` : player.playerName)).join(' vs ');
}

function battleCard(slug: string, battle: RealmBattleItem): string {
  const revised = battle.revision > 1 ? ` · revision ${battle.revision}` : '';
  return `<article class="card"><h3><a href="/r/${encodeURIComponent(slug)}/battles/${encodeURIComponent(battle.id)}">${esc(battle.name)}</a></h3>
<p>${esc(playersLine(battle))}</p><p>${esc(outcomeLine(battle))}</p>
<p class="muted">${esc(battle.group)} · ${esc(battle.systemName)} · ${battle.eventCount} steps${revised}</p></article>`;
}

export function chroniclePageHtml(chronicle: RealmChronicle): string {
  const slug = chronicle.realm.slug;
  const groups = chronicle.groups.map((group) => `<li>${esc(group.name)}: ${group.battles} battle${group.battles === 1 ? '' : 's'}</li>`).join('');
  const battles = chronicle.battles.length > 0 ? chronicle.battles.map((battle) => battleCard(slug, battle)).join('') : `<p class="muted">${chronicle.query ? 'No battle matches this search.' : 'No group has published a battle yet.'}</p>`;
  const standings = chronicle.standings
    .map((row) => `<tr><td>${esc(row.army)}</td><td>${esc(row.group)}</td><td>${esc(row.systemName)}</td><td class="num">${row.battles}</td><td class="num">${row.wins}</td><td class="num">${row.draws}</td><td class="num">${row.losses}</td><td class="num">${row.casualties.toLocaleString('en-GB')} ${esc(row.lossTerm)}</td></tr>`)
    .join('');
  return page(
    `${chronicle.realm.name} — realm chronicle`,
    `<h1>${esc(chronicle.realm.name)}</h1>
<form method="get" role="search"><input type="search" name="q" value="${esc(chronicle.query)}" aria-label="Search battles, groups and players"><button type="submit">Search</button></form>
<h2>Groups</h2><ul>${groups}</ul>
<h2>Battles</h2>${battles}
<h2>Standings</h2>${standings ? `<div class="scroll"><table><thead><tr><th>Army</th><th>Group</th><th>System</th><th class="num">Battles</th><th class="num">Won</th><th class="num">Drawn</th><th class="num">Lost</th><th class="num">Losses</th></tr></thead><tbody>${standings}</tbody></table></div>` : '<p class="muted">No finished battle yet.</p>'}`,
  );
}

export function battlePageHtml(slug: string, battle: RealmBattlePage): string {
  const account = battle.account.map((line) => `<li class="${line.turningPoint ? 'turning' : ''}">${esc(line.text)}</li>`).join('');
  const diary = (battle.diary ?? []).map((entry) => `<article class="card"><h3>${esc(entry.title)}</h3>${entry.worldDate ? `<p class="muted">${esc(entry.worldDate)}</p>` : ''}<p>${esc(entry.body)}</p></article>`).join('');
  return page(
    `${battle.name} — realm chronicle`,
    `<p><a href="/r/${encodeURIComponent(slug)}">← The realm’s chronicle</a></p>
<h1>${esc(battle.name)}</h1>
<p>${esc(playersLine(battle))}</p><p>${esc(outcomeLine(battle))}</p>
<p class="muted">Published by ${esc(battle.group)} · ${esc(battle.systemName)} · ${battle.eventCount} steps${battle.revisions > 1 ? ` · revision ${battle.revisions}` : ''}</p>
${battle.notes ? `<h2>Notes</h2><p>${esc(battle.notes)}</p>` : ''}
<h2>The account</h2>${account ? `<ol class="account">${account}</ol>` : '<p class="muted">No step recorded yet.</p>'}
${diary ? `<h2>Diary</h2>${diary}` : ''}`,
  );
}

export function notFoundHtml(message: string): string {
  return page('Not found — realm', `<h1>Not found</h1><p>${esc(message)}</p>`);
}
