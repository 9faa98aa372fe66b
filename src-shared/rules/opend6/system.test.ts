import { describe, expect, it } from 'vitest';
import { ICE_RANGERS, OPEND6_RULINGS, OPEND6_SYSTEM, type Od6Event } from './index';
import { atMovement, die, setupOf, GOBLIN_ARCHERS } from './testing/fixtures';

describe('OpenD6 as a GameSystem', () => {
  it('describes itself, its scope and its terms', () => {
    expect(OPEND6_SYSTEM).toMatchObject({ id: 'opend6', name: 'OpenD6 Fantasy Miniatures', terms: { score: 'SGPs destroyed', losses: 'soldiers', unit: 'squad', force: 'squad' } });
    expect(OPEND6_SYSTEM.scope).toContain('Not covered: the Advanced Game (heroes, creatures, magic, the gamemaster');
    expect(OPEND6_SYSTEM.rulings).toBe(OPEND6_RULINGS);
    expect(OPEND6_SYSTEM.rulings.every((ruling) => ruling.system === OPEND6_SYSTEM.id)).toBe(true);
    expect(OPEND6_SYSTEM.libraries.map((library) => [library.id, library.label])).toEqual([
      ['opend6.equipment', 'Equipment'],
      ['opend6.troop-types', 'Troop List'],
    ]);
    expect(Object.keys(OPEND6_SYSTEM.terms.endings).sort()).toEqual(['concession', 'field-won', 'mutual-rout', 'turn-limit']);
  });

  it('stores squads through its roster schema and starts new ones empty but valid in shape', () => {
    const rosters = OPEND6_SYSTEM.rosters!;
    expect(rosters.schema.parse(ICE_RANGERS)).toEqual(ICE_RANGERS);
    const fresh = rosters.empty('Night Watch');
    expect(rosters.schema.parse(fresh)).toEqual(fresh);
    expect(rosters.assess(fresh, {}, {})).toMatchObject({ valid: true, points: 5 * (10 + 14), size: 5, description: '5 Average Arctic Human Soldiers, 120 SGPs' });
    expect(rosters.schema.safeParse({ ...ICE_RANGERS, soldiers: 11 }).error?.issues[0]?.message).toBe('A squad has between 3 and 10 soldiers; this one has 11'); // seed 004 L39
    expect(rosters.schema.safeParse({ ...ICE_RANGERS, champions: [{}, {}, {}] }).error?.issues[0]?.message).toBe('A squad has at most 2 champions');
  });

  it('checks the set-up form and every step at its schema, with readable refusals', () => {
    expect(OPEND6_SYSTEM.battle.setupSchema.safeParse({ budgets: { A: 0 } }).error?.issues[0]?.message).toBe('An SGP budget is at least 1');
    const good: Od6Event = { type: 'initiative-rolled', rolls: { A: die(3), B: die(6, 2) } };
    expect(OPEND6_SYSTEM.battle.eventSchema.parse(good)).toEqual(good);
    expect(OPEND6_SYSTEM.battle.eventSchema.safeParse({ type: 'fireball' }).error?.issues[0]?.message).toBe('Unknown battle step');
    expect(OPEND6_SYSTEM.battle.eventSchema.safeParse({ type: 'squad-moved', squad: 'A-1', pace: 'fly' }).error?.issues[0]?.message).toBe('Pace is stay, walk or run');
  });

  it('runs the stages of a turn and reports where the battle stands', () => {
    expect(OPEND6_SYSTEM.battle.stages.map((stage) => stage.id)).toEqual(['initiative', 'movement', 'ranged', 'close-combat', 'morale', 'special', 'over']);
    const { state } = atMovement();
    expect(OPEND6_SYSTEM.battle.summary(state, {})).toEqual({ status: 'in-progress', turn: 1, stage: 'movement', clock: null, scores: { A: 0, B: 0 }, losses: { A: 0, B: 0 }, fallen: { A: 0, B: 0 }, result: null });
    expect(OPEND6_SYSTEM.battle.sideKeys(setupOf([ICE_RANGERS], [GOBLIN_ARCHERS]))).toEqual(['A', 'B']);
    const refused = OPEND6_SYSTEM.battle.apply(state, { type: 'squad-moved', squad: 'B-1', pace: 'walk' }, {});
    expect(refused).toEqual({ ok: false, reason: 'the other side moves a squad now' });
  });
});
