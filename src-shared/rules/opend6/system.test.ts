import { describe, expect, it } from 'vitest';
import { ICE_RANGERS, OPEND6_RULINGS, OPEND6_SYSTEM, type Od6Event } from './index';
import { initialOd6State } from './battle/initial-state';
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
    // The Arctic Human Soldiers are Elite in the Troop List (seed 004 L628): 20 for quality, 10 for Move, 14 for attributes.
    expect(rosters.assess(fresh, {}, {})).toMatchObject({ valid: true, points: 5 * (20 + 10 + 14), size: 5, description: '5 Elite Arctic Human Soldiers, 220 SGPs' });
    expect(rosters.schema.safeParse({ ...ICE_RANGERS, soldiers: 11 }).error?.issues[0]?.message).toBe('A squad has between 3 and 10 soldiers; this one has 11'); // seed 004 L39
    expect(rosters.schema.safeParse({ ...ICE_RANGERS, champions: [{}, {}, {}] }).error?.issues[0]?.message).toBe('A squad has at most 2 champions');
  });

  it('checks the set-up form and every step at its schema, with readable refusals', () => {
    expect(OPEND6_SYSTEM.battle.setupSchema.safeParse({ budgets: { A: 0 } }).error?.issues[0]?.message).toBe('An SGP budget is at least 1');
    const good: Od6Event = { type: 'initiative-rolled', rolls: { A: die(3), B: die(6, 2) } };
    expect(OPEND6_SYSTEM.battle.eventSchema.parse(good)).toEqual(good);
    expect(OPEND6_SYSTEM.battle.eventSchema.safeParse({ type: 'fireball' }).error?.issues[0]?.message).toBe('This is not a step of an OpenD6 battle');
    expect(OPEND6_SYSTEM.battle.eventSchema.safeParse({ type: 'squad-moved', squad: 'A-1', pace: 'fly' }).error?.issues[0]?.message).toBe('Pace is stay, walk or run');
  });

  it('runs the stages of a turn and reports where the battle stands', () => {
    expect(OPEND6_SYSTEM.battle.stages.map((stage) => stage.id)).toEqual(['initiative', 'movement', 'ranged', 'close-combat', 'morale', 'special', 'over']);
    const { state } = atMovement();
    expect(OPEND6_SYSTEM.battle.summary(state, {})).toEqual({ status: 'in-progress', turn: 1, stage: 'movement', clock: null, scores: { A: 0, B: 0 }, losses: { A: 0, B: 0 }, fallen: { A: 0, B: 0 }, result: null });
    expect(OPEND6_SYSTEM.battle.sideKeys(setupOf([ICE_RANGERS], [GOBLIN_ARCHERS]))).toEqual(['A', 'B']);
    const refused = OPEND6_SYSTEM.battle.apply(state, { type: 'squad-moved', squad: 'B-1', pace: 'walk' }, {});
    expect(refused).toEqual({ ok: false, reason: 'The other side moves a squad now' });
  });

  it('words every refusal a player can reach as a sentence in the rulebook’s terms: no field keys, ids, zod talk or JSON shapes', () => {
    const message = (input: unknown) => OPEND6_SYSTEM.battle.eventSchema.safeParse(input).error?.issues[0]?.message ?? '';
    const shot = { soldier: 'A-1.1', weaponId: 'crossbow', range: 'short', roll: die(4) };
    const schemaCases: [unknown, string][] = [
      [{ type: 'squad-moved', squad: '', pace: 'walk' }, 'Choose a squad'],
      [{ type: 'squad-moved', squad: 'A-1', pace: 'walk', towardEnemy: 'yes' }, 'Answer yes or no'],
      [{ type: 'squad-moved', squad: 'A-1', pace: 'walk', path: [{ terrain: 'clear', inches: -2 }] }, 'The distance through the terrain must be more than 0 inches'],
      [{ type: 'squad-moved', squad: 'A-1', pace: 'walk', path: [{ swim: 3 }] }, 'Each part of the path crosses terrain, crosses a barrier, or stands up'],
      [{ type: 'shots-fired', squad: 'A-1', mode: 'ranged', target: 'B-1', shots: [{ ...shot, weaponId: '' }] }, 'Choose a weapon'],
      [{ type: 'shots-fired', squad: 'A-1', mode: 'ranged', target: 'B-1', shots: [] }, 'Enter at least one shot'],
      [{ type: 'shots-fired', squad: 'A-1', mode: 'ranged', target: 'B-1', shots: [shot], hits: [{ shot: -1, soldier: 'B-1.1' }] }, 'Choose the shot that hit'],
      [{ type: 'siege-fired', squad: 'A-1', gunner: 'A-1.1', range: 'far', roll: die(4) }, 'Range is short, medium or long'],
      [{ type: 'close-combat-fought', squads: ['A-1'], groups: [] }, 'Choose the two squads in close combat'],
      [{ type: 'separation-reported', squad: 'A-1', separated: Array.from({ length: 11 }, (_, i) => `A-1.${i}`) }, 'At most 10 separated soldiers in one step'],
      [{ type: 'initiative-rolled', rolls: { A: { sides: 6, faces: [4] } } }, 'Enter the dice as rolled at the table, or let the app roll them'],
      [{ type: 'disengage-attempted', squad: 'A-1', roll: { source: 'rolled', sides: 6, seed: 1.5, faces: [4] } }, 'A roll the app made must keep the whole number it was rolled from'],
      [{ type: 'phase-ended', cheat: true }, 'The step holds something an OpenD6 battle does not record'],
      [{ type: 'conceded', side: '' }, 'Choose a player'],
    ];
    const { state } = atMovement();
    const ruleCases: [Od6Event, string][] = [
      // Seed 004 L49: "The players each roll a die" for the initiative; only they do.
      [{ type: 'initiative-rolled', rolls: { A: die(5), B: die(2), C: die(3) } }, 'Only the players in this battle roll for initiative'],
      // L120: the roll is one die (plus its re-rolled sixes), a D6 showing 1 to 6.
      [{ type: 'initiative-rolled', rolls: { A: die(7), B: die(2) } }, 'Astrid’s initiative roll: The die shows 7; a D6 shows 1 to 6'],
      // L122: a 6 is rolled again and added; the chain stops on anything else.
      [{ type: 'initiative-rolled', rolls: { A: die(6), B: die(2) } }, 'Astrid’s initiative roll: A 6 is rolled again: enter the next die too'],
      [{ type: 'initiative-rolled', rolls: { A: die(3, 4), B: die(2) } }, 'Astrid’s initiative roll: Die 1 shows 3: only a 6 is rolled again'],
      [{ type: 'conceded', side: 'C' }, 'That player is not in this battle'],
      [{ type: 'teleport' } as never, 'This is not a step of an OpenD6 battle'],
    ];
    const atStart = initialOd6State(setupOf([ICE_RANGERS], [GOBLIN_ARCHERS]));
    const reasons = [
      ...schemaCases.map(([input, expected]) => [message(input), expected] as const),
      ...ruleCases.map(([event, expected], i) => {
        const applied = OPEND6_SYSTEM.battle.apply(i < 4 ? atStart : state, event, {});
        return [applied.ok ? '(accepted)' : applied.reason, expected] as const;
      }),
      // L51: the players alternate moving their squads; a squad already moved cannot move again.
      [OPEND6_SYSTEM.battle.apply(state, { type: 'squad-moved', squad: 'B-1', pace: 'walk' }, {}), 'The other side moves a squad now'] as const,
    ];
    for (const [said, expected] of reasons) {
      const text = typeof said === 'string' ? said : said.ok ? '(accepted)' : said.reason;
      expect(text).toBe(expected);
      expect(text).toMatch(/^[A-Z]/);
      expect(text).not.toMatch(/expected|received|Invalid|Too (big|small)|Unrecognized|[a-z][A-Z][a-z]|\b(id|key|seed)\b|\{|\b[a-z]+-[a-z]+\b|\w\.\d/);
    }
  });
});
