import { army, Battle, setupOf, sides, squad, unit } from '../../src-shared/rules/1999/testing/fixtures';
import type { Event1999, SetupInput1999 } from '../../src-shared/rules/1999';
import type { caller } from './system-fixtures';
import type { SystemBattleDetail } from '../../src-shared/contract/system-battles';

/** Two 1999 armies that act many times a Turn: Squads and single models at every early number. */
const ANN = army('Harrow line', [squad('rifles', 'Harrow Riflemen', 4), unit('runner', 'Scrap Runner'), squad('more', 'Harrow Riflemen', 3)]);
const BOB = army('Pack', [squad('hounds', 'Ashen Hounds', 3), unit('runner', 'Scrap Runner'), squad('pups', 'Ashen Hounds', 2)]);
/** Ann's and Bob's forces, for callers that set the battle up themselves (the browser specs). */
export const LONG_ROSTERS_1999 = [ANN, BOB] as const;
/** Decided by surrender only, so the battle is still going after thousands of steps. */
export const LONG_SETUP_INPUT: SetupInput1999 = { size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'surrender' }, terrain: [] };

/**
 * A 1999 battle of `count` legal steps, judged by the engine as it is generated: deployment,
 * then Turn after Turn of every Unit holding ground (about 25 steps a Turn).
 */
export function longBattle1999(count: number): Event1999[] {
  const setup = setupOf(LONG_SETUP_INPUT, sides({ player: 'Ann', roster: ANN }, { player: 'Bob', roster: BOB }));
  const battle = new Battle(setup).deployAll('p1');
  for (let turn = 0; battle.log.length < count && turn < 10 * count; turn++) battle.finishTurn().turn(turn % 2 === 0 ? 'p2' : 'p1');
  if (battle.log.length < count) throw new Error(`the generated battle stopped at ${battle.log.length} steps`);
  return battle.log.slice(0, count);
}

/** Sets up the long 1999 battle through the contract, in a new campaign with Ann and Bob and their forces. */
export function createLongBattle1999(api: ReturnType<typeof caller>, name = 'A long night'): SystemBattleDetail {
  const campaignId = api.call<{ id: string }>('campaigns.create', { name: `Campaign of ${name}` }).id;
  const players = ['Ann', 'Bob'].map((player, i) => api.call<{ id: string }>('players.create', { campaignId, name: player, colour: ['#1f5f8b', '#8e2a22'][i] }).id);
  const forces = [ANN, BOB].map((roster, i) => api.call<{ id: string }>('forces.create', { campaignId, playerId: players[i], system: '1999', roster }).id);
  return api.call<SystemBattleDetail>('battles.create', {
    system: '1999',
    campaignId,
    name,
    sides: players.map((playerId, i) => ({ playerId, armyIds: [forces[i]] })),
    setup: LONG_SETUP_INPUT,
  });
}
