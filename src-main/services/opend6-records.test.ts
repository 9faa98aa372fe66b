import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTempStore, type TempStore } from '../testing/temp-store';
import { caller } from '../testing/system-fixtures';
import type { ServiceRecords } from '../../src-shared/contract/chronicle';
import type { SystemBattleDetail } from '../../src-shared/contract/system-battles';
import { ICE_RANGERS } from '../../src-shared/rules/opend6/squads/samples';
import { die, GOBLIN_ARCHERS, HUMAN_BLADES } from '../../src-shared/rules/opend6/testing/fixtures';
import { settledRecords } from '../testing/settled-records';

/**
 * OpenD6 squads in the service records, on a real SQLite file through the contract: each squad
 * keeps one record whichever squads it fought beside, with its soldiers lost and its morale
 * breaks (seed 004; issue #15 "each squad's battles, soldiers lost, morale breaks").
 */
let temp: TempStore;
let api: ReturnType<typeof caller>;

beforeEach(() => {
  temp = openTempStore();
  api = caller(temp.ctx);
});
afterEach(() => temp.dispose());

describe('OpenD6 service records', () => {
  it('gives the Ice Rangers one line over two battles with different companions: battles, soldiers lost and the counters in the game’s words', async () => {
    const campaignId = api.call<{ id: string }>('campaigns.create', { name: 'Hollowmere' }).id;
    const astrid = api.call<{ id: string }>('players.create', { campaignId, name: 'Astrid', colour: '#1565c0' }).id;
    const borg = api.call<{ id: string }>('players.create', { campaignId, name: 'Borg', colour: '#2e7d32' }).id;
    const force = (playerId: string, roster: unknown) => api.call<{ id: string }>('forces.create', { campaignId, playerId, system: 'opend6', roster }).id;
    const ice = force(astrid, ICE_RANGERS);
    const blades = force(astrid, HUMAN_BLADES);
    const archers = force(borg, GOBLIN_ARCHERS);
    const battle = (name: string, astridSquads: string[]) =>
      api.call<SystemBattleDetail>('battles.create', { system: 'opend6', campaignId, name, sides: [{ playerId: astrid, armyIds: astridSquads }, { playerId: borg, armyIds: [archers] }], setup: { budgets: { A: 2000, B: 2000 }, turnLimit: null } });
    const play = (battleId: string, events: unknown[]) => events.forEach((event, expectedCount) => api.call('battles.append', { battleId, system: 'opend6', event, expectedCount }));

    // The archers' volley strikes down two Rangers; Astrid concedes after the Close Combat Phase.
    const first = battle('The Walls', [ice, blades]);
    play(first.id, [
      { type: 'initiative-rolled', rolls: { A: die(5), B: die(2) } },
      { type: 'movement-order-chosen', movesFirst: 'A' },
      { type: 'phase-ended' },
      { type: 'shots-fired', squad: archers, mode: 'ranged', target: ice, shots: [die(6, 3), die(6, 3)].map((roll, n) => ({ soldier: `soldier-${n + 1}`, weaponId: 'medium-crossbow', range: 'medium', roll })), hits: [{ shot: 0, soldier: 'soldier-1' }, { shot: 1, soldier: 'soldier-2' }] },
      { type: 'damage-rolled', damage: [die(6, 6, 1), die(6, 6, 1)], strength: [{ squad: ice, soldier: 'soldier-1', roll: die(1) }, { squad: ice, soldier: 'soldier-2', roll: die(1) }] },
      { type: 'phase-ended' },
      { type: 'phase-ended' },
      { type: 'conceded', side: 'A' },
    ]);
    // A second battle, the Rangers alone: Borg concedes at once.
    const second = battle('The Ford', [ice]);
    play(second.id, [{ type: 'conceded', side: 'B' }]);

    const records = await settledRecords(() => api.call<ServiceRecords>('chronicle.records', { campaignId }));
    const od6 = records.systems.find((section) => section.system === 'opend6')!;
    const rangers = od6.units.filter((unit) => unit.name === 'Ice Rangers');
    expect(rangers).toEqual([{ key: ice, name: 'Ice Rangers', force: 'Ice Rangers', battles: 2, wins: 1, decisiveWins: 0, score: 0, losses: 2, inflicted: 0, counters: { 'morale breaks': 0, charges: 0, wounded: 0 } }]);
    expect(od6.units.find((unit) => unit.name === 'Goblin Archers')).toMatchObject({ battles: 2, wins: 1, losses: 0, inflicted: 2 });
  });
});
