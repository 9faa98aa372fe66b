import type { SystemBattleDetail } from '../../src-shared/contract/system-battles';
import { force } from '../../src-shared/rules/order-66/testing/game';
import { CHOKE_EVENTS, CHOKE_PLAYERS } from '../../src-shared/rules/order-66/chronicle/choke-battle';
import { ICE_RANGERS } from '../../src-shared/rules/opend6/squads/samples';
import { die, GOBLIN_ARCHERS } from '../../src-shared/rules/opend6/testing/fixtures';
import { appendStep, createPreyBattle, playPreyBattle, type caller } from './system-fixtures';

/**
 * Battles of three systems in which bodies fall, played through the contract into a campaign:
 * what the campaign's count of the fallen is tested on.
 */
export function fallenBattles(api: ReturnType<typeof caller>, campaignId: string) {
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
  return { player, chokeBattle, preyBattle, volleyBattle };
}
