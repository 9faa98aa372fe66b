import { describe, expect, it } from 'vitest';
import { longNightCampaign } from '../testing/long-night-campaign';
import { dispatch } from '../dispatch';
import type { ForceDetail } from '../../src-shared/contract/forces';
import { force } from '../../src-shared/rules/order-66/testing/game';
import { ICE_RANGERS } from '../../src-shared/rules/opend6/squads/samples';

/**
 * Setting up a battle with a force that is not ready names what to fix, in the rules' words,
 * through the real contract on a real SQLite file with the shipped migrations.
 */

const night = longNightCampaign();

function newForce(system: string, player: number, roster: unknown): ForceDetail {
  return night.api.call<ForceDetail>('forces.create', { campaignId: night.campaignId, playerId: night.playerIds[player], system, roster });
}

const battles = () => night.temp.store.sqlite.prepare('SELECT count(*) FROM battles').pluck().get();

function refusal(input: unknown): { code: string; path?: string; message: string } {
  const result = dispatch(night.temp.ctx, 'battles.create', input);
  if (result.ok) throw new Error('the battle was set up');
  return result.error;
}

describe('a force with problems is refused with its problems named', () => {
  it('Order 66: both problems of an unrolled Mystic with 2 Grymn Troopers, in the rules’ words (seed 000 L60–L72)', () => {
    // 000_fd0e5ac397c8988d.txt:60 "Each player rolls D3 four times"; :72 "Every player has 1 Grymn Trooper per Mystic".
    const unready = newForce('order-66', 0, { ...force({ player: 'Ann', mystic: 'meg' }), name: 'The Unrolled', creation: null, grymn: 2 });
    expect(unready.problems).toHaveLength(2);
    const luke = newForce('order-66', 1, force({ player: 'Bob', mystic: 'luke' }));
    const error = refusal({
      system: 'order-66',
      campaignId: night.campaignId,
      name: 'The Grey Square',
      sides: [
        { playerId: night.playerIds[0], armyIds: [unready.id] },
        { playerId: night.playerIds[1], armyIds: [luke.id] },
      ],
      setup: {},
    });
    expect(error).toEqual({
      code: 'rejected',
      path: 'sides.0.armyIds.0',
      message:
        'The Unrolled has 2 problems to fix before it can take the field. Roll four D3 and assign three of them to Combat, Range and Dodge. ' +
        'A force has 1 Grymn Trooper per Mystic, not 2: "Every player has 1 Grymn Trooper per Mystic on the board at the start of the game."',
    });
    expect(battles()).toBe(0);
  });

  it('OpenD6: the first two problems, then how many more (seed 004 L39)', () => {
    // 004_3d302cf9904c93cb.txt:39 "groups of between three and ten figures".
    const worn = newForce('opend6', 0, { ...ICE_RANGERS, name: 'Worn Rangers', soldiers: 2, training: { ...ICE_RANGERS.training, fighting: 9 }, sergeant: { figure: '', commandTraining: 9 } });
    expect(worn.problems.length).toBeGreaterThan(2);
    const first = worn.problems.slice(0, 2).map((problem) => problem.message);
    const goblins = newForce('opend6', 1, { ...ICE_RANGERS, name: 'Goblin Line' });
    const error = refusal({
      system: 'opend6',
      campaignId: night.campaignId,
      name: 'The Ford',
      sides: [
        { playerId: night.playerIds[0], armyIds: [goblins.id] },
        { playerId: night.playerIds[1], armyIds: [worn.id] },
      ],
      setup: { budgets: { A: 2000, B: 2000 } },
    });
    expect(error.path).toBe('sides.1.armyIds.0');
    expect(error.message).toBe(`Worn Rangers has ${worn.problems.length} problems to fix before it can take the field. ${first[0]}. ${first[1]}. And ${worn.problems.length - 2} more.`);
    expect(error.message).toContain('A squad has between 3 and 10 soldiers; this one has 2');
    expect(battles()).toBe(0);
  });
});
