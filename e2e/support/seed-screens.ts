import { seedBridgeCampaign } from '../../src-shared/chronicle/testing/seed-campaign';
import { apiCaller } from './api';

/**
 * A campaign with something on every screen, through the contract as the app would make it: the
 * bridge battle played out, a second battle being fought, a diary entry written in Markdown, a
 * ladder with a game played and a challenge open, and a Classified Objectives game.
 */
export async function seedEveryScreen(url: string) {
  const call = apiCaller(url);
  const seeded = await seedBridgeCampaign(call);
  const [ann, bo] = seeded.armies;
  const fighting = await call('battles.create', {
    campaignId: seeded.campaignId,
    name: 'The Skirmish at the Crown Host Ford',
    armyA: ann!.id,
    armyB: bo!.id,
    tableWidthFeet: 6,
    tableDepthFeet: 4,
    turnLimit: 4,
    battleClockStart: '09:00',
    objectives: [{ name: 'The ford' }],
  });
  const diary = await call('chronicle.diary.create', {
    campaignId: seeded.campaignId,
    title: 'The march of the Crown Host',
    worldDate: '5th of Frostmoon, 1204',
    worldDay: 1,
    body: 'The **Crown Host** marched at dawn under _grey_ skies.\n\n- Ann led the van\n- Bo held the ford\n\n> No quarter.',
    links: [{ place: 'Kharak Gate' }, { battleId: seeded.battleId }],
  });
  const created = await call('ladders.create', { campaignId: seeded.campaignId, name: 'Winter ladder', system: '1999', players: ['Ann', 'Bo', 'Cal', 'Dee'], rulings: {} });
  const ladderId = created.ladder.id;
  const [p1, p2, p3, p4] = created.players.map((player) => player.id);
  const nextYear = new Date().getUTCFullYear() + 1;
  const first = await call('ladders.challenge', { ladderId, challenger: p1!, challenged: p2!, scheduledAt: `${nextYear}-01-10T19:00`, place: 'Club hall' });
  await call('ladders.recordGame', { ladderId, challengeId: first.challenges[0]!.id, winner: p1! });
  await call('ladders.challenge', { ladderId, challenger: p3!, challenged: p4!, scheduledAt: `${nextYear}-01-12T19:00`, place: 'Club hall' });
  const objectives = await call('objectives.createSession', { campaignId: seeded.campaignId, name: 'Friday at the club', scenario: 'annihilation', playerA: 'Ann', playerB: 'Bob', rulings: {} });
  return { ...seeded, fightingBattleId: fighting.id, diaryId: diary.id, ladderId, objectiveSessionId: objectives.session.id };
}
