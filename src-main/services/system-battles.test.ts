import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../testing/temp-store';
import { openDatabase } from '../db/open';
import { createServiceContext } from './context';
import { everyTableRow } from '../testing/table-rows';
import { appendStep, caller, createPreyBattle, PREY_SCRIPT } from '../testing/system-fixtures';
import { longNightCampaign } from '../testing/long-night-campaign';
import type { BattleListRow } from '../../src-shared/contract/battle-list';
import type { SystemBattleDetail } from '../../src-shared/contract/system-battles';
import type { ForceDetail, ForceSummary } from '../../src-shared/contract/forces';
import type { CampaignLibrary } from '../../src-shared/contract/libraries';
import { force, d } from '../../src-shared/rules/order-66/testing/game';
import { army, squad as squad1999 } from '../../src-shared/rules/1999/testing/fixtures';
import { die as od6Die, GOBLIN_ARCHERS } from '../../src-shared/rules/opend6/testing/fixtures';
import { ICE_RANGERS } from '../../src-shared/rules/opend6/squads/samples';
import { SAMPLE_BATTLE } from '../../src-shared/rules/orders-omens/walkthrough/testing/sample-battle';

/**
 * Battles of the generic systems through the real contract (`dispatch`) on a real SQLite file
 * with the shipped migrations: forces built, battles set up, stepped, undone and refused.
 */

const night = longNightCampaign();
const { playerIds } = night;

function newForce(system: string, player: number, roster: unknown): ForceDetail {
  return night.api.call<ForceDetail>('forces.create', { campaignId: night.campaignId, playerId: playerIds[player], system, roster });
}

const stored = () => everyTableRow(night.temp.store.sqlite);

describe('Order 66 over the contract', () => {
  function battle(): SystemBattleDetail {
    const meg = newForce('order-66', 0, force({ player: 'Ann', mystic: 'meg' }));
    const luke = newForce('order-66', 1, force({ player: 'Bob', mystic: 'luke' }));
    return night.api.call<SystemBattleDetail>('battles.create', {
      system: 'order-66',
      campaignId: night.campaignId,
      name: 'The Grey Square',
      sides: [
        { playerId: playerIds[0], armyIds: [meg.id] },
        { playerId: playerIds[1], armyIds: [luke.id] },
      ],
      setup: { turnLimit: 3 },
    });
  }

  it('builds forces, sets up a battle with them and plays, judging each step with its outcomes', () => {
    const forces = night.api.call<ForceSummary[]>('forces.list', { campaignId: night.campaignId, system: 'order-66' });
    expect(forces).toEqual([]);
    const created = battle();
    expect(created).toMatchObject({ system: 'order-66', systemName: 'Order 66', status: 'in-progress', eventCount: 0, steps: [], brokenAt: null });
    expect(created.players.map((p) => [p.side, p.playerName, p.colour, p.forces.map((f) => f.name)])).toEqual([
      ['p1', 'Ann', '#1f5f8b', ["Ann's force"]],
      ['p2', 'Bob', '#8e2a22', ["Bob's force"]],
    ]);
    expect(night.api.call<ForceSummary[]>('forces.list', { campaignId: night.campaignId, system: 'order-66' }).map((f) => [f.playerName, f.valid, f.battleReady, f.systemName])).toEqual([
      ['Ann', true, true, 'Order 66'],
      ['Bob', true, true, 'Order 66'],
    ]);

    const rolled = appendStep(night.api, created, { type: 'roll-off', rolls: { p1: d(6), p2: d(1) } });
    expect(rolled.steps).toEqual([{ seq: 1, turn: 1, event: { type: 'roll-off', rolls: { p1: d(6), p2: d(1) } }, outcomes: [{ code: 'roll-off-won', side: 'p1', rolls: { p1: 6, p2: 1 } }], recordedAt: expect.any(Number) }]);
    const acting = appendStep(night.api, rolled, { type: 'activate', unitId: 'p1.mystic' });
    expect(acting.eventCount).toBe(2);
    expect((acting.steps[1]!.outcomes as { code: string }[]).map((o) => o.code)).toEqual(['unit-activated']);

    const reopened = night.api.call<SystemBattleDetail>('battles.get', { id: created.id });
    expect(reopened.state).toEqual(acting.state);
    expect(reopened.steps).toEqual(acting.steps);
  });

  it('undoes the last step: the state is the replay of what remains', () => {
    const created = battle();
    const afterRoll = appendStep(night.api, created, { type: 'roll-off', rolls: { p1: d(6), p2: d(1) } });
    night.api.call('battles.append', { battleId: created.id, system: 'order-66', event: { type: 'activate', unitId: 'p1.mystic' }, expectedCount: 1 });
    const undone = night.api.call<SystemBattleDetail>('battles.undo', { battleId: created.id, expectedCount: 2 });
    expect(undone.eventCount).toBe(1);
    expect(undone.state).toEqual(afterRoll.state);
    expect(undone.summary).toEqual(afterRoll.summary);
    expect(night.temp.store.sqlite.prepare('SELECT seq FROM battle_events WHERE battle_id = ?').pluck().all(created.id)).toEqual([1]);
  });

  it('a refused step, a stale screen or a malformed step changes nothing', () => {
    const created = battle();
    night.api.call('battles.append', { battleId: created.id, system: 'order-66', event: { type: 'roll-off', rolls: { p1: d(6), p2: d(1) } }, expectedCount: 0 });
    const before = stored();
    // Bob lost the roll-off: the engine refuses with its own reason.
    expect(night.api.refusal('battles.append', { battleId: created.id, system: 'order-66', event: { type: 'activate', unitId: 'p2.mystic' }, expectedCount: 1 })).toEqual({ code: 'rejected', message: "Luke is not Ann's to activate", path: 'event' });
    expect(night.api.refusal('battles.append', { battleId: created.id, system: 'order-66', event: { type: 'activate', unitId: 'p1.mystic' }, expectedCount: 0 })).toMatchObject({ code: 'conflict' });
    expect(night.api.refusal('battles.append', { battleId: created.id, system: 'order-66', event: { type: 'teleport' }, expectedCount: 1 })).toMatchObject({ code: 'invalid_input', path: 'event.type' });
    expect(night.api.refusal('battles.append', { battleId: created.id, system: 'chess', event: { type: 'activate' }, expectedCount: 1 })).toMatchObject({ code: 'invalid_input', path: 'system' });
    expect(night.api.refusal('battles.append', { battleId: created.id, system: '1999', event: { type: 'activation-ended' }, expectedCount: 1 })).toMatchObject({ code: 'rejected', message: 'This battle is played in Order 66, not 1999' });
    // A step without a system is an Orders & Omens one: refused with the system this battle's steps are sent as.
    expect(night.api.refusal('battles.append', { battleId: created.id, event: SAMPLE_BATTLE[0], expectedCount: 1 })).toEqual({ code: 'rejected', message: 'This battle is not an Orders & Omens battle: send its step with system "order-66"', path: 'system' });
    expect(night.api.refusal('battles.undo', { battleId: created.id, expectedCount: 5 })).toMatchObject({ code: 'conflict' });
    expect(stored()).toEqual(before);
  });

  it('a stored step that no longer replays is named; new steps are refused until it is undone', () => {
    const created = battle();
    night.api.call('battles.append', { battleId: created.id, system: 'order-66', event: { type: 'roll-off', rolls: { p1: d(6), p2: d(1) } }, expectedCount: 0 });
    night.api.call('battles.append', { battleId: created.id, system: 'order-66', event: { type: 'activate', unitId: 'p1.mystic' }, expectedCount: 1 });
    // As if a later app version judged step 2 differently: it now names a unit that is not Ann's.
    night.temp.store.sqlite.prepare('UPDATE battle_events SET payload_json = ? WHERE battle_id = ? AND seq = 2').run(JSON.stringify({ type: 'activate', unitId: 'p2.mystic' }), created.id);
    // That version opens the file afresh (no fold kept from this one).
    const reopened = openDatabase({ file: night.temp.file, migrationsFolder: MIGRATIONS_FOLDER });
    try {
      const later = caller(createServiceContext(reopened, 'browser', 'test'));
      const broken = later.call<SystemBattleDetail>('battles.get', { id: created.id });
      expect(broken.brokenAt).toEqual({ seq: 2, reason: "Luke is not Ann's to activate" });
      expect(broken.steps.map((step) => step.seq)).toEqual([1]);
      expect(later.refusal('battles.append', { battleId: created.id, system: 'order-66', event: { type: 'end-activation' }, expectedCount: 2 })).toMatchObject({ code: 'rejected', message: expect.stringContaining('Step 2 of this battle no longer replays') });
      const mended = later.call<SystemBattleDetail>('battles.undo', { battleId: created.id, expectedCount: 2 });
      expect(mended).toMatchObject({ eventCount: 1, brokenAt: null });
      expect(appendStep(later, mended, { type: 'activate', unitId: 'p1.mystic' }).eventCount).toBe(2);
    } finally {
      reopened.close();
    }
  });

  it('refuses a set-up the system does not accept, at the contract or in the engine, writing nothing', () => {
    const meg = newForce('order-66', 0, force({ player: 'Ann', mystic: 'meg' }));
    const alsoMeg = newForce('order-66', 1, force({ player: 'Bob', mystic: 'meg' }));
    const bobsLuke = newForce('order-66', 1, force({ player: 'Bob', mystic: 'luke' }));
    const before = stored();
    const sides = [
      { playerId: playerIds[0], armyIds: [meg.id] },
      { playerId: playerIds[1], armyIds: [alsoMeg.id] },
    ];
    const base = { system: 'order-66', campaignId: night.campaignId, name: 'Mirror Match' };
    expect(night.api.refusal('battles.create', { ...base, sides, setup: { turnLimit: 0 } })).toEqual({ code: 'invalid_input', message: 'Turn limit must be at least 1 turn', path: 'setup.turnLimit' });
    expect(night.api.refusal('battles.create', { ...base, sides: sides.slice(0, 1), setup: {} })).toMatchObject({ code: 'invalid_input', path: 'sides', message: 'Order 66 battles have 2 to 6 sides; 1 chosen' });
    expect(night.api.refusal('battles.create', { ...base, sides: [sides[0], { playerName: 'Guest', armyIds: [] }], setup: {} })).toMatchObject({ code: 'invalid_input', path: 'sides.1.armyIds' });
    expect(night.api.refusal('battles.create', { ...base, sides: [sides[0], { playerId: playerIds[1], armyIds: [meg.id] }], setup: {} })).toMatchObject({ code: 'rejected', path: 'sides.1.armyIds.0' });
    expect(night.api.refusal('battles.create', { ...base, sides, setup: {} }).code).toBe('rejected'); // the same Mystic twice
    expect(night.api.refusal('battles.create', { ...base, sides: [sides[0], { playerId: playerIds[0], armyIds: [bobsLuke.id] }], setup: {} })).toEqual({
      code: 'rejected',
      message: 'Ann already plays another side: each side needs its own player',
      path: 'sides.1.playerId',
    });
    expect(stored()).toEqual(before);
  });
});

describe('1999 over the contract', () => {
  const preyBattle = () => createPreyBattle(night.api, night.campaignId, playerIds);

  it('prices armies from the campaign’s Rules Cards, then plays a three-player Prey battle to its victor', () => {
    const cards = night.api.call<CampaignLibrary[]>('libraries.list', { campaignId: night.campaignId, system: '1999' });
    expect(cards.map((l) => [l.kind, l.label])).toEqual([['rules-cards', 'Rules Cards']]);
    expect(cards[0]!.itemNames).toContain('Scrap Runner');
    let battle = preyBattle();
    expect(battle.players.map((p) => p.side)).toEqual(['p1', 'p2', 'p3']);
    for (const event of PREY_SCRIPT) battle = appendStep(night.api, battle, event);
    expect(battle).toMatchObject({ status: 'over', eventCount: PREY_SCRIPT.length, summary: { status: 'over', scores: { p1: 39, p2: 0, p3: 28 } } });
    expect(battle.outcome).toEqual({
      winners: ['Ann'],
      draw: false,
      victoryName: 'victory',
      ending: expect.any(String),
      turns: 1,
      scoreTerm: 'Army Points left',
      scores: [
        { side: 'p1', playerName: 'Ann', total: 39 },
        { side: 'p2', playerName: 'Bob', total: 0 },
        { side: 'p3', playerName: 'Cy', total: 28 },
      ],
      lossTerm: 'Army Points',
      losses: [
        { side: 'p1', playerName: 'Ann', amount: 0 },
        { side: 'p2', playerName: 'Bob', amount: 24 },
        { side: 'p3', playerName: 'Cy', amount: 7 },
      ],
    });
    const listed = night.api.call<BattleListRow[]>('battles.list', { campaignId: night.campaignId });
    expect(listed.map((b) => [b.system, b.systemName, b.name, b.progress, b.outcome?.winners])).toEqual([['1999', '1999', 'The Ash Road', 'Over', ['Ann']]]);
  });

  it('refuses a Rules Card that breaks its schema, and a force of another system, writing nothing', () => {
    const before = stored();
    expect(night.api.refusal('libraries.save', { campaignId: night.campaignId, system: '1999', kind: 'rules-cards', items: [{ name: 'Half a card' }] })).toMatchObject({ code: 'invalid_input' });
    expect(night.api.refusal('libraries.save', { campaignId: night.campaignId, system: '1999', kind: 'spells', items: [] })).toMatchObject({ code: 'invalid_input', path: 'kind' });
    expect(night.api.refusal('forces.create', { campaignId: night.campaignId, playerId: playerIds[0], system: '1999', roster: { name: 'Bad units', units: 'none' } })).toMatchObject({ code: 'invalid_input' });
    expect(stored()).toEqual(before);
    const o66 = newForce('order-66', 0, force({ player: 'Ann', mystic: 'meg' }));
    const ash = newForce('1999', 1, army('Ash Pack', [squad1999('pack', 'Ashen Hounds', 4)]));
    const withBoth = stored();
    expect(
      night.api.refusal('battles.create', { system: '1999', campaignId: night.campaignId, name: 'Mixed', sides: [{ playerId: playerIds[0], armyIds: [o66.id] }, { playerId: playerIds[1], armyIds: [ash.id] }], setup: { size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'surrender' } } }),
    ).toEqual({ code: 'rejected', message: "Ann's force was built for Order 66, not 1999", path: 'sides.0.armyIds.0' });
    expect(stored()).toEqual(withBoth);
  });

  it('a saved library re-prices the system’s forces; the starter items are written once', () => {
    const ash = newForce('1999', 1, army('Ash Pack', [squad1999('pack', 'Ashen Hounds', 4)]));
    const [cards] = night.api.call<CampaignLibrary[]>('libraries.list', { campaignId: night.campaignId, system: '1999' });
    const hounds = cards!.items.map((item) => item as { name: string; armyPoints: number }).map((card) => (card.name === 'Ashen Hounds' ? { ...card, armyPoints: card.armyPoints + 1 } : card));
    const saved = night.api.call<CampaignLibrary>('libraries.save', { campaignId: night.campaignId, system: '1999', kind: 'rules-cards', items: hounds });
    expect(saved.items).toEqual(hounds);
    const repriced = night.api.call<ForceDetail>('forces.get', { id: ash.id });
    expect(repriced.points).toBe(ash.points + 4);
    expect(night.api.call<CampaignLibrary[]>('libraries.list', { campaignId: night.campaignId, system: '1999' })[0]!.items).toEqual(hounds);
  });
});

describe('OpenD6 over the contract', () => {
  it('fields squads within the agreed budgets, plays to a concession and lists it beside the others', () => {
    const rangers = newForce('opend6', 0, ICE_RANGERS);
    const archers = newForce('opend6', 1, GOBLIN_ARCHERS);
    expect(rangers).toMatchObject({ system: 'opend6', valid: true, battleReady: true, problems: [] });
    // Orders & Omens' own army calls never see another system's forces.
    expect(night.api.call<unknown[]>('armies.list', { campaignId: night.campaignId })).toEqual([]);
    expect(night.api.refusal('armies.get', { id: rangers.id })).toMatchObject({ code: 'not_found' });
    expect(night.api.call<ForceSummary[]>('forces.list', { campaignId: night.campaignId }).map((f) => f.name)).toEqual([ICE_RANGERS.name, GOBLIN_ARCHERS.name]);
    const sides = [
      { playerId: playerIds[0], armyIds: [rangers.id] },
      { playerId: playerIds[1], armyIds: [archers.id] },
    ];
    expect(night.api.refusal('battles.create', { system: 'opend6', campaignId: night.campaignId, name: 'Frost Ford', sides, setup: { budgets: { A: 10, B: 2000 } } })).toMatchObject({ code: 'rejected', path: 'setup.budgets.A' });
    let battle = night.api.call<SystemBattleDetail>('battles.create', { system: 'opend6', campaignId: night.campaignId, name: 'Frost Ford', sides, setup: { budgets: { A: 2000, B: 2000 }, turnLimit: 4 } });
    expect(battle.players.map((p) => p.side)).toEqual(['A', 'B']);
    battle = appendStep(night.api, battle, { type: 'initiative-rolled', rolls: { A: od6Die(5), B: od6Die(2) } });
    battle = appendStep(night.api, battle, { type: 'movement-order-chosen', movesFirst: 'A' });
    expect(battle.progress).toBe('Turn 1 · Movement');
    expect(night.api.refusal('battles.append', { battleId: battle.id, system: 'opend6', event: { type: 'squad-moved', squad: archers.id, pace: 'walk' }, expectedCount: 2 })).toMatchObject({ code: 'rejected', message: 'The other side moves a squad now' });
    battle = appendStep(night.api, battle, { type: 'conceded', side: 'B' });
    expect(battle.status).toBe('over');
    expect(battle.outcome).toMatchObject({ winners: ['Ann'], draw: false, scoreTerm: 'SGPs destroyed', lossTerm: 'soldiers' });
  });
});
