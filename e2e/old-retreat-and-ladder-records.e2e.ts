import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserHost } from './support/browser-host';
import { readableSnapshot } from './support/readable-screen';
import { newWatchedPage } from './support/watched-page';

/**
 * Screens after two fixes: an ITS Retreat! report saved before the app asked whose Active Turn
 * ended the game (seed 003 L918) replays, marked as assumed, in a battle and in a Classified
 * Objectives session; and a Title Tournament ladder's players in the service records (seed 001 L679).
 */
const env = useBrowserHost();
const api = env.api;
const SIZES = { desktop: { width: 1280, height: 800 }, tablet: { width: 800, height: 1000 }, phone: { width: 390, height: 844 } } as const;
const TYPED = ['Scored the old way', 'Old Paradiso', 'Old Paradiso ladders', 'Alice', 'Ben', 'Night at the Quadrants', 'Club ladder', 'Quadrants, old report'];

const OLD_REPORT = { scenario: 'supremacy', ending: 'retreat', quadrantsDominated: [{ A: 2, B: 1 }, { A: 3, B: 1 }], consoles: [{ hackedBy: ['A'] }, { hackedBy: [] }, { hackedBy: [] }, { hackedBy: [] }] };

/** Writes into the host's database file as an older version of the app left it. */
function writeAsOlderVersion(statements: (db: Database.Database) => void): void {
  const db = new Database(join(env.host.dataDir, 'warchronicle.db'));
  try {
    db.pragma('busy_timeout = 5000');
    statements(db);
  } finally {
    db.close();
  }
}

async function everySizeAndTheme(hash: string, name: string, ready: (page: Page) => Promise<void>): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      const page = await newWatchedPage(env.browser, { viewport, colorScheme });
      await page.goto(`${env.host.url}#${hash}`);
      await ready(page);
      await readableSnapshot(page, `leftovers/${name}-${size}-${colorScheme}`, { typed: TYPED });
      expect(page.problems).toEqual([]);
      await page.close();
    }
  }
}

describe('old Retreat! reports and ladder records on screen', () => {
  it('shows an old Retreat! report scored as the first player’s Turn, marked assumed, in a battle and in a Classified session', async () => {
    const campaignId = (await api<{ id: string }>('campaigns.create', { name: 'Old Paradiso' })).id;
    const alice = (await api<{ id: string }>('players.create', { campaignId, name: 'Alice', colour: '#1f5f8b' })).id;
    const ben = (await api<{ id: string }>('players.create', { campaignId, name: 'Ben', colour: '#8e2a22' })).id;
    const game = await api<{ id: string }>('battles.create', {
      system: 'infinity-its',
      campaignId,
      name: 'Night at the Quadrants',
      sides: [{ playerId: alice, armyIds: [] }, { playerId: ben, armyIds: [] }],
      setup: { scenario: 'supremacy', armyPoints: 300 },
    });
    // The summary an older version kept beside the log: the same report scored then (as the first player's Turn).
    const twin = await api<{ id: string; steps: unknown[] }>('battles.create', {
      system: 'infinity-its',
      campaignId,
      name: 'Scored the old way',
      sides: [{ playerId: alice, armyIds: [] }, { playerId: ben, armyIds: [] }],
      setup: { scenario: 'supremacy', armyPoints: 300 },
    });
    const step = { type: 'game-reported', report: OLD_REPORT, classifiedAchieved: { A: 0, B: 0 }, survivingArmyPoints: { A: 200, B: 150 } };
    await api('battles.append', { battleId: twin.id, system: 'infinity-its', event: { ...step, report: { ...OLD_REPORT, retreatTurn: 'first-player' } }, expectedCount: 0 });
    const session = await api<{ session: { id: string } }>('objectives.createSession', { campaignId, name: 'Quadrants, old report', scenario: 'supremacy', playerA: 'Alice', playerB: 'Ben' });
    writeAsOlderVersion((db) => {
      db.prepare('INSERT INTO battle_events (battle_id, seq, type, payload_json, recorded_at) VALUES (?, 1, ?, ?, ?)').run(game.id, 'game-reported', JSON.stringify(step), Date.now());
      db.prepare("UPDATE battles SET event_count = 1, updated_at = updated_at + 1, status = 'over', summary_json = (SELECT summary_json FROM battles WHERE id = ?) WHERE id = ?").run(twin.id, game.id);
      db.prepare('DELETE FROM battles WHERE id = ?').run(twin.id);
      db.prepare('UPDATE objective_sessions SET report_json = ? WHERE id = ?').run(JSON.stringify(OLD_REPORT), session.session.id);
    });

    await everySizeAndTheme(`/campaigns/${campaignId}/battles/${game.id}`, 'its-old-retreat', async (page) => {
      await page.getByRole('note').filter({ hasText: 'saved before Warchronicle asked whose Turn ended the game' }).waitFor();
      await page.getByText('Alice won Supremacy against Ben, 3–0 on Objective Points').waitFor();
    });
    await everySizeAndTheme(`/campaigns/${campaignId}/objectives/${session.session.id}`, 'objectives-old-retreat', async (page) => {
      const note = page.getByRole('note').filter({ hasText: "scored as the first player's Turn" });
      await note.waitFor();
      await note.scrollIntoViewIfNeeded();
    });
  }, 120_000);

  it('lists a Title Tournament ladder’s players with their Ranks in the service records', async () => {
    const campaignId = (await api<{ id: string }>('campaigns.create', { name: 'Old Paradiso ladders' })).id;
    const ladder = await api<{ ladder: { id: string }; players: { id: string; name: string }[] }>('ladders.create', { campaignId, name: 'Club ladder', system: '1999', players: ['Alice', 'Ben'], rulings: {} });
    const [a, b] = ['Alice', 'Ben'].map((name) => ladder.players.find((player) => player.name === name)!.id);
    const issued = await api<{ challenges: { id: string }[] }>('ladders.challenge', { ladderId: ladder.ladder.id, challenger: a, challenged: b, scheduledAt: new Date(Date.now() + 3_600_000).toISOString(), place: 'Club hall' });
    await api('ladders.recordGame', { ladderId: ladder.ladder.id, challengeId: issued.challenges.at(-1)!.id, winner: a });
    await everySizeAndTheme(`/campaigns/${campaignId}/chronicle?tab=records`, 'records-ladder', async (page) => {
      const table = page.getByRole('table', { name: 'Players of Club ladder' });
      await table.waitFor();
      await table.getByRole('row', { name: /Alice 5th Rank 5th Rank 1 1 0 0 0 0/ }).waitFor();
    });
  });
});
