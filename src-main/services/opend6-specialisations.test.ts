import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTempStore, type TempStore } from '../testing/temp-store';
import { caller } from '../testing/system-fixtures';
import type { ForceDetail } from '../../src-shared/contract/forces';
import type { SystemBattleDetail } from '../../src-shared/contract/system-battles';
import { ICE_RANGERS } from '../../src-shared/rules/opend6/squads/samples';
import { die, GOBLIN_ARCHERS } from '../../src-shared/rules/opend6/testing/fixtures';

/**
 * OpenD6 skill specialisations (seed 004 L650: "Skill specializations are treated just like regular
 * skills. They can be improved like skills at the same cost as regular skills") through the
 * contract on a real SQLite file with the shipped migrations: stored with the squad and priced,
 * refused with nothing changed when the request cannot be stored, used in a battle's shot, and
 * squads saved before specialisations existed still open.
 */
let temp: TempStore;
let api: ReturnType<typeof caller>;

beforeEach(() => {
  temp = openTempStore();
  api = caller(temp.ctx);
});
afterEach(() => temp.dispose());

const specialists = { ...ICE_RANGERS, specialisations: [{ skill: 'marksmanship', weaponId: 'medium-crossbow', training: 3 }] };

function campaign(): { campaignId: string; astrid: string; borg: string } {
  const campaignId = api.call<{ id: string }>('campaigns.create', { name: 'Hollowmere' }).id;
  const astrid = api.call<{ id: string }>('players.create', { campaignId, name: 'Astrid', colour: '#1565c0' }).id;
  const borg = api.call<{ id: string }>('players.create', { campaignId, name: 'Borg', colour: '#2e7d32' }).id;
  return { campaignId, astrid, borg };
}

describe('OpenD6 specialisations in the service (seed 004 L621, L650)', () => {
  it('stores a specialisation with the squad and prices its three levels at one SGP each: 720 becomes 750', () => {
    const { campaignId, astrid } = campaign();
    const created = api.call<ForceDetail>('forces.create', { campaignId, playerId: astrid, system: 'opend6', roster: specialists });
    const stored = api.call<ForceDetail>('forces.get', { id: created.id });
    expect(stored.roster).toMatchObject({ specialisations: [{ skill: 'marksmanship', weaponId: 'medium-crossbow', training: 3 }] });
    expect(stored).toMatchObject({ points: 750, valid: true, rosterVersion: 2 });
  });

  it('refuses a specialisation of a skill no weapon is rolled with, naming the skill, and changes nothing', () => {
    const { campaignId, astrid } = campaign();
    const id = api.call<ForceDetail>('forces.create', { campaignId, playerId: astrid, system: 'opend6', roster: specialists }).id;
    const refused = api.refusal('forces.update', { id, system: 'opend6', roster: { ...specialists, specialisations: [{ skill: 'command', weaponId: 'medium-crossbow', training: 1 }] } });
    expect(refused).toMatchObject({ code: 'invalid_input', path: 'roster.specialisations.0.skill', message: expect.stringMatching(/^Command takes no weapon specialisation/) });
    const twice = api.refusal('forces.update', { id, system: 'opend6', roster: { ...specialists, specialisations: [...specialists.specialisations, ...specialists.specialisations] } });
    expect(twice).toMatchObject({ path: 'roster.specialisations.1', message: 'Marksmanship is specialised in the same weapon twice' });
    const stored = api.call<ForceDetail>('forces.get', { id });
    expect(stored.roster).toMatchObject({ specialisations: specialists.specialisations });
    expect(stored.points).toBe(750);
    // Over the Troop List's training level the squad is kept, and marked not ready, as for a skill (L621).
    const over = api.call<ForceDetail>('forces.update', { id, system: 'opend6', roster: { ...specialists, specialisations: [{ skill: 'marksmanship', weaponId: 'medium-crossbow', training: 4 }] } });
    expect(over).toMatchObject({ valid: false, battleReady: false, problems: [{ path: ['specialisations', 0, 'training'], message: 'The squad can add at most 3 training to the marksmanship specialisation in the medium crossbow, not 4' }] });
  });

  it('opens a squad saved before specialisations (roster version 1) with none, fights with it, and saves it as version 2', () => {
    const { campaignId, astrid, borg } = campaign();
    const id = api.call<ForceDetail>('forces.create', { campaignId, playerId: astrid, system: 'opend6', roster: ICE_RANGERS }).id;
    const { specialisations: _none, ...squadV1 } = ICE_RANGERS;
    const v1 = { ...squadV1, champions: ICE_RANGERS.champions.map(({ specialisations: _gone, ...champion }) => champion) };
    temp.store.sqlite.prepare('UPDATE armies SET roster = ?, roster_version = 1 WHERE id = ?').run(JSON.stringify(v1), id);

    const opened = api.call<ForceDetail>('forces.get', { id });
    expect(opened).toMatchObject({ rosterVersion: 1, points: 720, valid: true, roster: { specialisations: [], champions: [{ specialisations: [] }] } });
    const archers = api.call<ForceDetail>('forces.create', { campaignId, playerId: borg, system: 'opend6', roster: GOBLIN_ARCHERS }).id;
    const battle = api.call<SystemBattleDetail>('battles.create', { system: 'opend6', campaignId, name: 'The Walls', sides: [{ playerId: astrid, armyIds: [id] }, { playerId: borg, armyIds: [archers] }], setup: { budgets: { A: 2000, B: 2000 }, turnLimit: null } });
    expect(battle.id).toBeTruthy();

    api.call('forces.update', { id, system: 'opend6', roster: opened.roster });
    expect(temp.store.sqlite.prepare('SELECT roster_version AS version FROM armies WHERE id = ?').get(id)).toEqual({ version: 2 });
  });

  it('rolls the specialisation in a battle set up from the stored squad: a 3 with the medium crossbow makes 8 and hits difficulty 8', () => {
    const { campaignId, astrid, borg } = campaign();
    const ice = api.call<ForceDetail>('forces.create', { campaignId, playerId: astrid, system: 'opend6', roster: specialists }).id;
    const archers = api.call<ForceDetail>('forces.create', { campaignId, playerId: borg, system: 'opend6', roster: GOBLIN_ARCHERS }).id;
    const battle = api.call<SystemBattleDetail>('battles.create', { system: 'opend6', campaignId, name: 'The Walls', sides: [{ playerId: astrid, armyIds: [ice] }, { playerId: borg, armyIds: [archers] }], setup: { budgets: { A: 2000, B: 2000 }, turnLimit: null } });
    const steps = [
      { type: 'initiative-rolled', rolls: { A: die(5), B: die(2) } },
      { type: 'movement-order-chosen', movesFirst: 'A' },
      { type: 'phase-ended' },
      { type: 'shots-fired', squad: ice, mode: 'ranged', target: archers, shots: [{ soldier: 'soldier-1', weaponId: 'medium-crossbow', range: 'medium', roll: die(3) }], hits: [{ shot: 0, soldier: 'soldier-1' }] },
    ];
    steps.forEach((event, expectedCount) => api.call('battles.append', { battleId: battle.id, system: 'opend6', event, expectedCount }));
    const opened = api.call<SystemBattleDetail>('battles.get', { id: battle.id });
    expect(opened.brokenAt).toBeNull();
    expect(opened.steps.at(-1)?.outcomes).toContainEqual(expect.objectContaining({ code: 'volley', hits: 1, shots: [{ soldier: 'soldier-1', range: 'medium', difficulty: 8, score: 8, hit: true }] }));
    // The squad as fielded carries the specialisation, so the battle replays without the roster.
    const fielded = (opened.setup as { sides: { squads: { key: string; soldiers: { id: string; specialisations?: unknown[] }[] }[] }[] }).sides[0]!.squads[0]!.soldiers[0]!;
    expect(fielded.specialisations).toEqual([{ skill: 'marksmanship', weaponId: 'medium-crossbow', weapon: 'Medium crossbow', level: 5 }]);
  });
});
