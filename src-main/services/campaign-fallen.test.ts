import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTempStore, type TempStore } from '../testing/temp-store';
import { appendStep, caller, createPreyBattle, playPreyBattle } from '../testing/system-fixtures';
import type { CampaignOverview } from '../../src-shared/contract/campaign-overview';
import type { Dashboard } from '../../src-shared/contract/chronicle';
import type { SystemBattleDetail } from '../../src-shared/contract/system-battles';
import { force } from '../../src-shared/rules/order-66/testing/game';
import { CHOKE_EVENTS, CHOKE_PLAYERS } from '../../src-shared/rules/order-66/chronicle/choke-battle';
import { ICE_RANGERS } from '../../src-shared/rules/opend6/squads/samples';
import { die, GOBLIN_ARCHERS } from '../../src-shared/rules/opend6/testing/fixtures';

/**
 * The campaign's count of the fallen takes every system's fallen bodies, each reported by the
 * system through the seam's `BattleSummary.fallen`, whatever its losses are counted in (Order 66
 * in wounds, 1999 in Army Points, OpenD6 in soldiers). On a real SQLite file with the real
 * migrations, through the contract.
 */
let temp: TempStore;
let api: ReturnType<typeof caller>;
let campaignId: string;

beforeEach(() => {
  temp = openTempStore();
  api = caller(temp.ctx);
  campaignId = api.call<{ id: string }>('campaigns.create', { name: 'The Long Count' }).id;
});
afterEach(() => temp.dispose());

const player = (name: string) => api.call<{ id: string }>('players.create', { campaignId, name, colour: '#1f5f8b' }).id;

/** Order 66: Va'Durr's second choke removes Luke as a casualty (seed 000 L56); Va'Durr took 2 wounds but stands. One model fell. */
function chokeBattle(): SystemBattleDetail {
  const players = CHOKE_PLAYERS.map((spec) => player(spec.player));
  const forces = CHOKE_PLAYERS.map((spec, i) => api.call<{ id: string }>('forces.create', { campaignId, playerId: players[i], system: 'order-66', roster: force(spec) }).id);
  let battle = api.call<SystemBattleDetail>('battles.create', { system: 'order-66', campaignId, name: 'The Grey Square', sides: players.map((playerId, i) => ({ playerId, armyIds: [forces[i]] })), setup: {} });
  for (const event of CHOKE_EVENTS) battle = appendStep(api, battle, event);
  return battle;
}

/** 1999's Prey battle: the Harrow Line shoots down the four Ashen Hounds and the mortar takes Cid's Scrap Runner. Five models fell. */
function preyBattle(): SystemBattleDetail {
  return playPreyBattle(api, createPreyBattle(api, campaignId, [player('Ann'), player('Bo'), player('Cid')]));
}

/** OpenD6: the Goblin Archers' volley incapacitates two Ice Rangers (6+6+1 against Strength 1, seed 004 damage), then Astrid concedes. Two soldiers fell. */
function volleyBattle(): SystemBattleDetail {
  const astrid = player('Astrid');
  const borg = player('Borg');
  const ice = api.call<{ id: string }>('forces.create', { campaignId, playerId: astrid, system: 'opend6', roster: ICE_RANGERS }).id;
  const archers = api.call<{ id: string }>('forces.create', { campaignId, playerId: borg, system: 'opend6', roster: GOBLIN_ARCHERS }).id;
  let battle = api.call<SystemBattleDetail>('battles.create', { system: 'opend6', campaignId, name: 'The Walls', sides: [{ playerId: astrid, armyIds: [ice] }, { playerId: borg, armyIds: [archers] }], setup: { budgets: { A: 2000, B: 2000 }, turnLimit: null } });
  for (const event of [
    { type: 'initiative-rolled', rolls: { A: die(5), B: die(2) } },
    { type: 'movement-order-chosen', movesFirst: 'A' },
    { type: 'phase-ended' },
    { type: 'shots-fired', squad: archers, mode: 'ranged', target: ice, shots: [die(6, 3), die(6, 3)].map((roll, n) => ({ soldier: `soldier-${n + 1}`, weaponId: 'medium-crossbow', range: 'medium', roll })), hits: [{ shot: 0, soldier: 'soldier-1' }, { shot: 1, soldier: 'soldier-2' }] },
    { type: 'damage-rolled', damage: [die(6, 6, 1), die(6, 6, 1)], strength: [{ squad: ice, soldier: 'soldier-1', roll: die(1) }, { squad: ice, soldier: 'soldier-2', roll: die(1) }] },
    { type: 'phase-ended' },
    { type: 'phase-ended' },
    { type: 'conceded', side: 'A' },
  ])
    battle = appendStep(api, battle, event);
  return battle;
}

const overview = () => api.call<CampaignOverview>('campaigns.overview', { id: campaignId });
const dashboard = () => api.call<Dashboard>('chronicle.dashboard', { campaignId });

describe('the fallen of every system count towards the campaign', () => {
  it('adds Order 66, 1999 and OpenD6 fallen: 1 + 5 + 2 on the overview, the standings’ total and the chart', () => {
    const choke = chokeBattle();
    const prey = preyBattle();
    const volley = volleyBattle();
    expect([choke.status, prey.status, volley.status]).toEqual(['over', 'over', 'over']);

    expect(overview().soldiersLost).toBe(8);
    const board = dashboard();
    expect(board.soldiersLost).toBe(8);
    // Every battle is in the chart of the fallen, each side with its own fallen, not its losses in the system's units.
    const fallen = Object.fromEntries(board.series.map((battle) => [battle.name, battle.countsFallen ? battle.sides.map((side) => side.soldiersLost) : null]));
    expect(fallen).toEqual({ 'The Grey Square': [0, 1], 'The Ash Road': [0, 4, 1], 'The Walls': [2, 0] });
  });

  it('counts a battle still being fought as it stands: its dead are dead', () => {
    const prey = createPreyBattle(api, campaignId, [player('Ann'), player('Bo'), player('Cid')]);
    expect(overview().soldiersLost).toBe(0);
    const played = playPreyBattle(api, prey);
    api.call('battles.undo', { battleId: prey.id, expectedCount: played.steps.length });
    // The last shot (the Sergeant's on the fourth Hound) undone: three Hounds and the Runner.
    expect(overview().soldiersLost).toBe(4);
    expect(dashboard().soldiersLost).toBe(4);
  });

  it('reads a summary stored before the fallen were kept: OpenD6 from its soldiers lost, 1999 (counted in Army Points) as none, not as 31 soldiers', () => {
    const prey = preyBattle();
    const volley = volleyBattle();
    const strip = temp.store.sqlite.prepare("UPDATE battles SET summary_json = json_remove(summary_json, '$.fallen') WHERE id = ?");
    strip.run(prey.id);
    strip.run(volley.id);
    expect(overview().soldiersLost).toBe(2);
    const board = dashboard();
    expect(board.soldiersLost).toBe(2);
    expect(board.series.map((battle) => [battle.name, battle.countsFallen])).toEqual([
      ['The Ash Road', false],
      ['The Walls', true],
    ]);
  });
});
