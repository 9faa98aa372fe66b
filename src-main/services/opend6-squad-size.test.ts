import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTempStore, type TempStore } from '../testing/temp-store';
import { caller } from '../testing/system-fixtures';
import type { ForceDetail } from '../../src-shared/contract/forces';
import { ICE_RANGERS } from '../../src-shared/rules/opend6/squads/samples';

/**
 * "Players maneuver their troops in groups of between three and ten figures, called squads"
 * (seed 004 L39). Through the contract on a real SQLite file: a squad of more than ten, or of a
 * number that is no whole count of figures, is refused and nothing is stored or changed; it is
 * never brought down to ten.
 */
let temp: TempStore;
let api: ReturnType<typeof caller>;

beforeEach(() => {
  temp = openTempStore();
  api = caller(temp.ctx);
});
afterEach(() => temp.dispose());

function astrid(): { campaignId: string; playerId: string } {
  const campaignId = api.call<{ id: string }>('campaigns.create', { name: 'Hollowmere' }).id;
  const playerId = api.call<{ id: string }>('players.create', { campaignId, name: 'Astrid', colour: '#1565c0' }).id;
  return { campaignId, playerId };
}

describe('OpenD6 squad size at the contract (seed 004 L39)', () => {
  it('refuses to create a squad of 11 and stores nothing', () => {
    const { campaignId, playerId } = astrid();
    const refused = api.refusal('forces.create', { campaignId, playerId, system: 'opend6', roster: { ...ICE_RANGERS, soldiers: 11 } });
    expect(refused).toMatchObject({ message: 'A squad has between 3 and 10 soldiers; this one has 11', path: 'roster.soldiers' });
    expect(api.call<unknown[]>('forces.list', { campaignId })).toEqual([]);
  });

  it('refuses to save 11, −1 or 2.5 over a squad of ten, which stays ten', () => {
    const { campaignId, playerId } = astrid();
    const id = api.call<ForceDetail>('forces.create', { campaignId, playerId, system: 'opend6', roster: ICE_RANGERS }).id;
    const save = (soldiers: number) => api.refusal('forces.update', { id, system: 'opend6', roster: { ...ICE_RANGERS, soldiers } }).message;
    expect(save(11)).toBe('A squad has between 3 and 10 soldiers; this one has 11');
    expect(save(-1)).toBe('The number in the squad cannot be negative');
    expect(save(2.5)).toBe('The number in the squad is a whole number');
    const stored = api.call<ForceDetail>('forces.get', { id });
    expect((stored.roster as { soldiers: number }).soldiers).toBe(10);
    expect(stored).toMatchObject({ size: 10, valid: true });
  });

  it('keeps a squad worn below three (carried losses), marked not ready: the rules say why', () => {
    const { campaignId, playerId } = astrid();
    const force = api.call<ForceDetail>('forces.create', { campaignId, playerId, system: 'opend6', roster: { ...ICE_RANGERS, soldiers: 2, champions: [] } });
    expect(force).toMatchObject({ size: 2, valid: false });
    expect(force.problems.map((p) => p.message)).toContain('A squad has between 3 and 10 soldiers; this one has 2');
  });
});
