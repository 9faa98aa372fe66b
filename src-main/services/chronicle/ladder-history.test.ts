import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTempStore, type TempStore } from '../../testing/temp-store';
import { caller } from '../../testing/system-fixtures';
import type { LadderView } from '../../../src-shared/contract/ladders';
import type { CampaignOverview } from '../../../src-shared/contract/campaign-overview';
import type { Dashboard, SearchHit, TimelineItem } from '../../../src-shared/contract/chronicle';

/** Ladder games are part of the campaign's story: timeline, search, standings and exports read them from the ladders' logs. */

let temp: TempStore;
let api: ReturnType<typeof caller>;
let clock: number;
let campaignId: string;
const DAY = 86_400_000;

beforeEach(() => {
  temp = openTempStore();
  clock = Date.parse('2026-03-10T18:00:00Z');
  api = caller({ ...temp.ctx, now: () => clock });
  campaignId = api.call<{ id: string }>('campaigns.create', { name: 'Club year' }).id;
  api.call('players.create', { campaignId, name: 'Alice', colour: '#1565c0' });
  api.call('players.create', { campaignId, name: 'Cara', colour: '#c62828' });
});
afterEach(() => temp.dispose());

const idOf = (view: LadderView, name: string) => view.players.find((player) => player.name === name)!.id;

function playGame(view: LadderView, challenger: string, challenged: string, winner: string): LadderView {
  const issued = api.call<LadderView>('ladders.challenge', { ladderId: view.ladder.id, challenger: idOf(view, challenger), challenged: idOf(view, challenged), scheduledAt: new Date(clock + DAY).toISOString(), place: 'Club Hall' });
  clock += DAY;
  return api.call<LadderView>('ladders.recordGame', { ladderId: view.ladder.id, challengeId: issued.challenges.at(-1)!.id, winner: idOf(view, winner) });
}

describe('ladder games in the campaign’s history', () => {
  it('appear narrated in the timeline, searchable, in standings and in the exports; a voided game in none of them', () => {
    let ladder = api.call<LadderView>('ladders.create', { campaignId, name: 'Club ladder', system: '1999', players: ['Alice', 'Cara'], rulings: {} });
    ladder = playGame(ladder, 'Alice', 'Cara', 'Alice');
    ladder = playGame(ladder, 'Cara', 'Alice', 'Alice');
    const wrong = ladder.log.at(-1)!.seq;
    ladder = api.call<LadderView>('ladders.void', { ladderId: ladder.ladder.id, step: wrong, reason: 'Cara won that one', by: 'Alice' });
    ladder = api.call<LadderView>('ladders.recordGame', { ladderId: ladder.ladder.id, challengeId: ladder.challenges.at(-1)!.id, winner: idOf(ladder, 'Cara') });

    const timeline = api.call<{ total: number; items: TimelineItem[] }>('chronicle.timeline', { campaignId });
    const games = timeline.items.filter((item) => item.kind === 'ladder');
    expect(games.map((item) => item.summary)).toEqual([
      'Alice beat Cara at Club Hall and rose to the 5th Rank, their first meeting.',
      'Cara beat Alice at Club Hall and rose to the 5th Rank, their second meeting.',
    ]);
    expect(games.map((item) => [item.id, item.title])).toEqual([
      [ladder.ladder.id, 'Club ladder: Alice v Cara'],
      [ladder.ladder.id, 'Club ladder: Cara v Alice'],
    ]);
    expect(timeline.total).toBe(2);

    const hits = api.call<{ hits: SearchHit[] }>('chronicle.search', { campaignId, query: 'second meeting' });
    expect(hits.hits).toHaveLength(1);
    expect(hits.hits[0]).toMatchObject({ kind: 'ladder', ladderId: ladder.ladder.id, battleId: null, title: 'Club ladder: Cara v Alice' });

    const overview = api.call<CampaignOverview>('campaigns.overview', { id: campaignId });
    const cara = overview.standings.find((standing) => standing.playerName === 'Cara')!;
    expect(cara).toMatchObject({ played: 2, won: 1, lost: 1, colour: '#c62828' });
    expect(cara.bySystem).toEqual([{ system: 'title-tournament', systemName: 'Title Tournament ladder', played: 2, won: 1, drawn: 0, lost: 1 }]);
    const dashboard = api.call<Dashboard>('chronicle.dashboard', { campaignId });
    expect(dashboard.byPlayer.find((tally) => tally.name === 'Alice')).toMatchObject({ battles: 2, tacticalWins: 1, losses: 1 });

    const csv = api.call<{ content: string }>('chronicle.export', { campaignId, format: 'csv' }).content.trim().split('\r\n');
    expect(csv.filter((row) => row.startsWith('Club ladder,Title Tournament ladder,'))).toHaveLength(4);
    const markdown = api.call<{ content: string }>('chronicle.export', { campaignId, format: 'markdown' }).content;
    expect(markdown).toContain('Cara beat Alice at Club Hall and rose to the 5th Rank, their second meeting.');
    // The game's day reads as a date, as on the timeline, not as ISO text.
    expect(markdown).not.toMatch(/\*2026-03-\d\d\*/);
    // In the machine's own locale, as the timeline ('Mar 12, 2026', '12 Mar 2026', '12.03.2026'…).
    const dated = /## Club ladder: Cara v Alice\n\n\*([^*\n]+)\*/.exec(markdown)?.[1];
    expect(dated).toMatch(/2026/);
    expect(dated).not.toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(markdown).not.toContain('Cara won that one');
  });
});
