import type { LadderView } from '../../src-shared/contract/ladders';
import { seedBridgeCampaign, type Caller } from '../../src-shared/chronicle/testing/seed-campaign';
import { ICE_RANGERS } from '../../src-shared/rules/opend6/squads/samples';
import { enteredOpenRoll } from '../../src-shared/rules/opend6/dice/open-roll';

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
  ladder = await call('ladders.endSeason', { ladderId: ladder.ladder.id, seasonId: ladder.seasons.at(-1)!.id });

  const session = await call('objectives.createSession', { campaignId, name: 'Paradiso, game 1', scenario: 'annihilation', playerA: 'Ann', playerB: 'Bo', rulings: {} });
  const sessionId = session.session.id;
  const annFirst = (await call('objectives.draw', { sessionId, player: 'Ann', chart: 'MK1', die: 7 })).draws[0]!.id;
  await call('objectives.draw', { sessionId, player: 'Ann', chart: 'MK2', die: 12 });
  const boFirst = (await call('objectives.draw', { sessionId, player: 'Bo', chart: 'MK1', die: 3 })).draws[0]!.id;
  await call('objectives.redraw', { sessionId, drawId: boFirst, player: 'Bo', reason: 'No HVT on the table', die: 15 });
  await call('objectives.draw', { sessionId, player: 'Bo', chart: 'MK3', die: 9 });
  await call('objectives.reveal', { sessionId, drawId: annFirst, player: 'Ann' });
  await call('objectives.achieve', { sessionId, drawId: annFirst });
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

  return { ...seeded, ladderId: ladder.ladder.id, sessionId, systemBattleId: skirmish.id, mapId: map.map!.id, boPin: BO_PIN };
}
