import type { LadderView } from '../../src-shared/contract/ladders';
import { seedBridgeCampaign, type Caller } from '../../src-shared/chronicle/testing/seed-campaign';
import { ICE_RANGERS } from '../../src-shared/rules/opend6/squads/samples';
import { enteredOpenRoll } from '../../src-shared/rules/opend6/dice/open-roll';
import { enteredDice } from '../../src-shared/rules/dice';
import { army, squad } from '../../src-shared/rules/1999/testing/fixtures';

const DAY = 86_400_000;

const GOBLIN_ARCHERS = { name: 'Goblin Archers', troopTypeId: 'goblin-soldiers', quality: 'average', soldiers: 10, training: { marksmanship: 2 }, weaponIds: ['medium-crossbow'], sergeant: { commandTraining: 1 } };

/** A 1×1 PNG: the smallest picture a campaign map accepts. */
export const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Bo keeps his hand behind a PIN, so the file carries one (objective_pins). */
export const BO_PIN = '2468';

/**
 * Through the contract, as the app would: one campaign holding every kind of record there is —
 * the bridge battle (with its chronicle, a note, a hidden line and a world date), a diary entry
 * with links and an edit, house rules, a Title Tournament ladder with a finished season, and a
 * Classified Objectives game with hidden, revealed, re-drawn and achieved draws plus card wording.
 * Used by the campaign-file tests in the services and end to end.
 */
export async function seedEveryRecord(call: Caller, name?: string) {
  const seeded = await seedBridgeCampaign(call, name);
  const { campaignId, battleId } = seeded;
  const chronicle = await call('chronicle.battle.get', { battleId });
  await call('chronicle.battle.setWorldDate', { battleId, worldDate: '5th of Frostmoon', worldDay: 5 });
  await call('chronicle.battle.setLineHidden', { battleId, lineKey: chronicle.lines[1]!.key, hidden: true });
  await call('chronicle.note.add', { battleId, afterSeq: 15, body: 'The dice were *cursed*.' });
  const entry = await call('chronicle.diary.create', { campaignId, title: 'Muster', worldDay: 1, body: 'We gather.', links: [{ battleId }, { playerId: seeded.players[0]!.id }, { place: 'Kharak' }] });
  await call('chronicle.diary.update', { id: entry.id, expectedRevision: 1, title: 'Muster at Kharak', worldDay: 1, body: 'We gather at the gate.', links: [{ battleId }] });
  await call('campaigns.update', { id: campaignId, houseRules: { 'tt.drawn-game': 'counts-toward-limit', 'its.duplicate-classified': 'redraw' } });

  let ladder: LadderView = await call('ladders.create', { campaignId, name: 'Club ladder', system: '1999', players: ['Ann', 'Bo', 'Cid'], rulings: {} });
  const idOf = (who: string) => ladder.players.find((p) => p.name === who)!.id;
  ladder = await call('ladders.startSeason', { ladderId: ladder.ladder.id, name: 'Spring', endsOn: new Date(Date.now() + 30 * DAY).toISOString() });
  const challenge = async (challenger: string, challenged: string) => {
    ladder = await call('ladders.challenge', { ladderId: ladder.ladder.id, challenger: idOf(challenger), challenged: idOf(challenged), scheduledAt: new Date(Date.now() + DAY).toISOString(), place: 'Club hall' });
    return ladder.challenges.at(-1)!.id;
  };
  ladder = await call('ladders.recordGame', { ladderId: ladder.ladder.id, challengeId: await challenge('Ann', 'Bo'), winner: idOf('Ann'), battleId });
  ladder = await call('ladders.recordGame', { ladderId: ladder.ladder.id, challengeId: await challenge('Cid', 'Bo'), winner: null });
  ladder = await call('ladders.withdraw', { ladderId: ladder.ladder.id, challengeId: await challenge('Bo', 'Cid') });
  const answered = await challenge('Cid', 'Bo');
  ladder = await call('ladders.reschedule', { ladderId: ladder.ladder.id, challengeId: answered, scheduledAt: new Date(Date.now() + 2 * DAY).toISOString(), place: "Bo's garage" });
  ladder = await call('ladders.decline', { ladderId: ladder.ladder.id, challengeId: answered });
  // An accepted challenge can no longer be declined; the challenger takes this one back.
  const accepted = await challenge('Cid', 'Bo');
  ladder = await call('ladders.accept', { ladderId: ladder.ladder.id, challengeId: accepted });
  ladder = await call('ladders.withdraw', { ladderId: ladder.ladder.id, challengeId: accepted });
  ladder = await call('ladders.endSeason', { ladderId: ladder.ladder.id, seasonId: ladder.seasons.at(-1)!.id });

  const session = await call('objectives.createSession', { campaignId, name: 'Paradiso, game 1', scenario: 'annihilation', playerA: 'Ann', playerB: 'Bo', rulings: {} });
  const sessionId = session.session.id;
  const annFirst = (await call('objectives.draw', { sessionId, player: 'Ann', chart: 'MK1', die: 7 })).draws[0]!.id;
  const annSecond = (await call('objectives.draw', { sessionId, player: 'Ann', chart: 'MK2', die: 12 })).draws[1]!.id;
  const boFirst = (await call('objectives.draw', { sessionId, player: 'Bo', chart: 'MK1', die: 3 })).draws[0]!.id;
  await call('objectives.redraw', { sessionId, drawId: boFirst, player: 'Bo', reason: 'No HVT on the table', die: 15 });
  await call('objectives.draw', { sessionId, player: 'Bo', chart: 'MK3', die: 9 });
  await call('objectives.reveal', { sessionId, drawId: annFirst, player: 'Ann' });
  await call('objectives.achieve', { sessionId, drawId: annFirst });
  await call('objectives.reveal', { sessionId, drawId: annSecond, player: 'Ann' });
  await call('objectives.withdrawReveal', { sessionId, drawId: annSecond, player: 'Ann', reason: 'Shown too soon' });
  await call('objectives.setCardText', { campaignId, objectiveId: 'telemetry', text: 'Place a Specialist within 8" of the console.' });
  await call('objectives.setPin', { sessionId, player: 'Bo', pin: BO_PIN });

  // A battle of another game system: OpenD6 squads, the campaign's saved Equipment, two steps.
  const [equipment] = await call('libraries.list', { campaignId, system: 'opend6' });
  await call('libraries.save', { campaignId, system: 'opend6', kind: equipment!.kind, items: equipment!.items });
  const [ann, bo] = seeded.players;
  const rangers = await call('forces.create', { campaignId, playerId: ann!.id, system: 'opend6', roster: ICE_RANGERS });
  const goblins = await call('forces.create', { campaignId, playerId: bo!.id, system: 'opend6', roster: GOBLIN_ARCHERS });
  const skirmish = await call('battles.create', {
    system: 'opend6',
    campaignId,
    name: 'Skirmish at the Frost Ford',
    sides: [
      { playerId: ann!.id, armyIds: [rangers.id] },
      { playerId: bo!.id, armyIds: [goblins.id] },
    ],
    setup: { budgets: { A: 2000, B: 2000 } },
  });
  await call('battles.append', { battleId: skirmish.id, system: 'opend6', event: { type: 'initiative-rolled', rolls: { A: enteredOpenRoll([5]), B: enteredOpenRoll([2]) } }, expectedCount: 0 });
  await call('battles.append', { battleId: skirmish.id, system: 'opend6', event: { type: 'movement-order-chosen', movesFirst: 'A' }, expectedCount: 1 });

  // The campaign map: a picture (a binary column), a region held by Ann's faction, the bridge placed in it.
  const map = await call('map.create', { campaignId, name: 'The Sundered Realm', source: { kind: 'image', image: { base64: TINY_PNG, width: 320, height: 200 } } });
  const drawnMap = await call('map.edit', {
    mapId: map.map!.id,
    edits: [{ type: 'region-drawn', name: 'Kharak', kind: 'fortress', value: 4, points: [{ x: 10, y: 10 }, { x: 150, y: 10 }, { x: 80, y: 150 }], owner: { kind: 'faction', id: ann!.factions[0]!.id } }],
  });
  await call('map.edit', { mapId: map.map!.id, edits: [{ type: 'battle-placed', battleId, regionId: drawnMap.definition.regions[0]!.id, point: { x: 80, y: 50 } }] });

  const otherSystems = await seedOtherSystems(call, campaignId, ann!.id, bo!.id);
  return { ...seeded, ladderId: ladder.ladder.id, sessionId, systemBattleId: skirmish.id, otherSystemBattleIds: otherSystems, mapId: map.map!.id, boPin: BO_PIN };
}

/** An Order 66 force as its rules build one: three D3 for the stats, then where each goes. */
function order66Force(player: string, mystic: string) {
  return { name: `${player}'s force`, allegiance: 'order', mystic, creation: { rolls: enteredDice([2, 2, 2, 1], 3), assignment: { combat: 0, range: 1, dodge: 2 } }, grymn: 1 };
}

/** A battle of each remaining shipped system, each with forces (where it has them) and a stored step. */
async function seedOtherSystems(call: Caller, campaignId: string, ann: string, bo: string): Promise<string[]> {
  const meg = await call('forces.create', { campaignId, playerId: ann, system: 'order-66', roster: order66Force('Ann', 'meg') });
  const luke = await call('forces.create', { campaignId, playerId: bo, system: 'order-66', roster: order66Force('Bo', 'luke') });
  const square = await call('battles.create', {
    system: 'order-66',
    campaignId,
    name: 'The Grey Square',
    sides: [
      { playerId: ann, armyIds: [meg.id] },
      { playerId: bo, armyIds: [luke.id] },
    ],
    setup: { turnLimit: 3 },
  });
  await call('battles.append', { battleId: square.id, system: 'order-66', event: { type: 'roll-off', rolls: { p1: enteredDice([6]), p2: enteredDice([1]) } }, expectedCount: 0 });

  const line = await call('forces.create', { campaignId, playerId: ann, system: '1999', roster: army('Harrow Line', [squad('line', 'Harrow Riflemen', 3)]) });
  const pack = await call('forces.create', { campaignId, playerId: bo, system: '1999', roster: army('Ash Pack', [squad('pack', 'Ashen Hounds', 4)]) });
  const road = await call('battles.create', {
    system: '1999',
    campaignId,
    name: 'The Ash Road',
    sides: [
      { playerId: ann, armyIds: [line.id] },
      { playerId: bo, armyIds: [pack.id] },
    ],
    setup: { size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'surrender' } },
  });
  const rounds = [[{ who: 'p1', dice: { source: 'entered', sides: 6, faces: [5] } }, { who: 'p2', dice: { source: 'entered', sides: 6, faces: [2] } }]];
  await call('battles.append', { battleId: road.id, system: '1999', event: { type: 'deployment-order-rolled', rounds }, expectedCount: 0 });

  const quadrants = await call('battles.create', {
    system: 'infinity-its',
    campaignId,
    name: 'Night at the Quadrants',
    sides: [
      { playerId: ann, armyIds: [] },
      { playerId: bo, armyIds: [] },
    ],
    setup: { scenario: 'supremacy', armyPoints: 300 },
  });
  const report = {
    scenario: 'supremacy',
    ending: 'third-round',
    quadrantsDominated: [{ A: 2, B: 1 }, { A: 3, B: 1 }, { A: 1, B: 1 }],
    consoles: [{ hackedBy: ['A'] }, { hackedBy: ['B'] }, { hackedBy: ['A', 'B'], contestWinner: 'A' }, { hackedBy: [] }],
  };
  await call('battles.append', { battleId: quadrants.id, system: 'infinity-its', event: { type: 'game-reported', report, classifiedAchieved: { A: 1, B: 1 }, survivingArmyPoints: { A: 180, B: 95 } }, expectedCount: 0 });
  return [square.id, road.id, quadrants.id];
}
