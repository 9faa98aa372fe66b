import { describe, expect, it } from 'vitest';
import { rollDice } from '../dice';
import { battleResult } from './battle/summary';
import { MYSTICS_LIBRARY_ID } from './roster/mystic-library';
import { ORDER_66 } from './system';
import { codes, d, force, Game, sidesOf } from './testing/game';

/** Forces, the Mystics library, set-up and the event contract (seed 000 L28–L74). */

const rosters = ORDER_66.rosters!;
const context = { now: '2025-01-01T00:00:00.000Z', rulings: {}, libraries: {} };

describe('a force', () => {
  it('starts empty and unready until the Mystic is rolled', () => {
    const empty = rosters.empty('Night Watch');
    expect(empty).toEqual({ name: 'Night Watch', allegiance: 'order', mystic: 'meg', creation: null, grymn: 1 });
    expect(rosters.assess(empty, {}, {})).toMatchObject({
      valid: false,
      battleReady: false,
      problems: [{ path: ['creation'], message: 'Roll four D3 and assign three of them to Combat, Range and Dodge', rule: 'Each player rolls D3 four times for the statistics of their Mystic' }],
    });
  });

  it('takes four D3 rolled by the app from a recorded seed, and refuses faces that do not match it', () => {
    const rolled = rollDice(2024, 4, 3);
    const roster = { ...rosters.empty('F'), creation: { rolls: rolled, assignment: { combat: 0, range: 1, dodge: 2 } } };
    expect(rosters.assess(roster, {}, {}).valid).toBe(true);
    const forged = { ...roster, creation: { ...roster.creation, rolls: { ...rolled, faces: rolled.faces.map((face) => (face % 3) + 1) } } };
    expect(rosters.assess(forged, {}, {}).problems[0]!.message).toBe('Die 1 is not what the app rolled; roll again, or enter the dice rolled at the table');
    const d6 = { ...roster, creation: { ...roster.creation, rolls: d(1, 2, 3, 4) } };
    expect(rosters.assess(d6, {}, {}).problems[0]!.message).toBe('A Mystic is made from D3 rolls');
  });

  it('is refused at the contract for a bad shape, with the field named', () => {
    const parsed = rosters.schema.safeParse({ ...rosters.empty('F'), allegiance: 'neutral' });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]).toMatchObject({ path: ['allegiance'], message: 'A Mystic fights for Order or for Chaos' });
    expect(rosters.schema.safeParse({ ...rosters.empty('F'), grymn: 0 }).error!.issues[0]!.message).toBe('A force has at least 1 Grymn Trooper');
  });

  // 000_fd0e5ac397c8988d.txt:60 "Each player rolls D3 four times for the statistics of their Mystic".
  it('is refused at the contract when its rolls are not four D3, with the die named', () => {
    const withRolls = (rolls: unknown) => ({ ...rosters.empty('F'), creation: { rolls, assignment: { combat: 0, range: 1, dodge: 2 } } });
    const issue = (rolls: unknown) => rosters.schema.safeParse(withRolls(rolls)).error?.issues[0];
    expect(issue({ source: 'entered', sides: 3, faces: [1, 3, 2, 4] })).toMatchObject({ path: ['creation', 'rolls', 'faces', 3], message: 'Die 4 shows 4; a D3 shows 1 to 3' });
    expect(issue({ source: 'entered', sides: 3, faces: [1, 2.5, 2, 3] })).toMatchObject({ path: ['creation', 'rolls', 'faces', 1], message: 'Die 2 shows 2.5; a D3 shows 1 to 3' });
    expect(issue(d(1, 2, 3, 3))).toMatchObject({ path: ['creation', 'rolls', 'sides'], message: 'A Mystic is made from D3 rolls' });
    expect(issue({ source: 'entered', sides: 3, faces: [1, 2, 3, 3, 1] })).toMatchObject({ path: ['creation', 'rolls', 'faces'], message: 'Roll 4D3 for this; 5 dice were entered' });
    expect(rosters.schema.safeParse(withRolls({ source: 'entered', sides: 3, faces: [1, 2, 3, 3] })).success).toBe(true);
    expect(rosters.schema.safeParse(withRolls(rollDice(2024, 4, 3))).success).toBe(true);
  });
});

describe("the campaign's Mystics library", () => {
  const library = ORDER_66.libraries[0]!;
  const sera = { key: 'sera', name: 'Sera', ability: 'Storm Call', text: 'Calls lightning down on a foe', mechanic: 'lightning', printed: false };

  it('starts with the six printed Mystics', () => {
    expect(library.id).toBe(MYSTICS_LIBRARY_ID);
    expect(library.starterItems.map((item) => library.nameOf(item))).toEqual(['Meg', 'Libby', 'Luke', 'Kieran', "Va'Durr", 'Jen']);
  });

  it("lets the group field its own named Mystic whose ability works like a printed one", () => {
    expect(library.itemSchema.safeParse(sera).success).toBe(true);
    const libraries = { [MYSTICS_LIBRARY_ID]: [sera] };
    const built = ORDER_66.battle.buildSetup({}, sidesOf([{ player: 'Rin', mystic: 'sera' }, { player: 'Sam', mystic: 'luke' }]), { ...context, libraries });
    expect(built.ok && built.setup.sides[0]!.mystic).toMatchObject({ name: 'Sera', ability: 'Storm Call', mechanic: 'lightning' });
    const game = new Game(built.ok ? built.setup : (undefined as never));
    game.activate('p1');
    expect(codes(game.do({ type: 'lightning', modelId: 'p1.mystic', targetId: 'p2.grymn-1', line: 'straight', roll: d(4, 4) }))).toEqual(['shot', 'damaged', 'model-fell']);
  });

  it('says so when a force names a Mystic the library no longer has', () => {
    expect(rosters.assess(force({ player: 'Rin', mystic: 'sera' }), {}, {}).problems[0]!.message).toBe("This Mystic is no longer in the campaign's Mystics library");
    expect(library.itemSchema.safeParse({ ...sera, mechanic: 'fireball' }).success).toBe(false);
  });

  it('names a Mystic that is neither one of the six nor in the library as unknown, to be refused on save (seed 000 L48–L58)', () => {
    const unknown = (mystic: string, libraries = {}) => rosters.unknownReferences!(force({ player: 'Rin', mystic }), libraries);
    expect(unknown('sera')).toEqual([{ path: ['mystic'], key: 'mystic:sera', message: "That Mystic is not one of the rulebook's six or in the campaign's Mystics library: choose one that is" }]);
    expect(unknown('sera', { [MYSTICS_LIBRARY_ID]: [sera] })).toEqual([]);
    expect(['meg', 'libby', 'luke', 'kieran', 'va-durr', 'jen'].flatMap((mystic) => unknown(mystic))).toEqual([]);
  });
});

describe('setting up a battle', () => {
  const build = (specs: Parameters<typeof sidesOf>[0], rulings = {}, input = {}) => ORDER_66.battle.buildSetup(input, sidesOf(specs), { ...context, rulings });

  it('refuses the same Mystic twice, a force that cannot fight, and unequal Grymn', () => {
    expect(build([{ player: 'A', mystic: 'meg' }, { player: 'B', mystic: 'meg' }])).toEqual({ ok: false, reason: 'Meg already fights for A; each Mystic takes the field once', path: 'sides.1.forces' });
    expect(build([{ player: 'A', mystic: 'meg', grymn: 2 }, { player: 'B', mystic: 'luke' }])).toMatchObject({ ok: false, reason: expect.stringContaining("A's force cannot fight yet: A force has 1 Grymn Trooper per Mystic") });
    expect(build([{ player: 'A', mystic: 'meg', grymn: 2 }, { player: 'B', mystic: 'luke' }], { 'o66.grymn-per-mystic': 'agreed' })).toMatchObject({
      ok: false,
      reason: "Every player brings the same number of Grymn Troopers per Mystic: A's force 2, B's force 1",
    });
  });

  it('wants one force per player', () => {
    const sides = sidesOf([{ player: 'A', mystic: 'meg' }, { player: 'B', mystic: 'luke' }]);
    const doubled = [{ ...sides[0]!, forces: [...sides[0]!.forces, ...sides[1]!.forces] }, sides[1]!];
    expect(ORDER_66.battle.buildSetup({}, doubled, context)).toMatchObject({ ok: false, reason: 'A brings one force (a Mystic and their Grymn Troopers), not 2' });
  });

  it('under Order against Chaos needs both allegiances, and an allegiance wins together', () => {
    const choices = { 'o66.allegiances': 'order-against-chaos' };
    expect(build([{ player: 'A', mystic: 'meg' }, { player: 'B', mystic: 'luke' }], choices)).toMatchObject({ ok: false, reason: expect.stringContaining('needs a Mystic on each side') });
    const game = Game.of([{ player: 'A', mystic: 'meg', combat: 3 }, { player: 'B', mystic: 'libby' }, { player: 'C', mystic: 'luke', allegiance: 'chaos', dodge: 1 }], choices);
    game.activate('p1');
    game.do({ type: 'concede', side: 'p3' });
    expect(game.state.result).toEqual({ winners: ['p1', 'p2'], endedBy: 'concession' });
    expect(battleResult(game.state)).toMatchObject({ winner: null, winners: ['p1', 'p2'] });
    const told = ORDER_66.narrator.narrate({ battleId: 'b', name: 'X', setup: game.setup, steps: game.steps(), state: game.state, rulings: choices });
    expect(told.lines.find((line) => line.key === 'result')!.text).toBe('Order prevailed: victory to A and B, by concession in turn 1.');
  });
});

describe('the event contract', () => {
  it('refuses a malformed step with a specific message, before the engine runs', () => {
    const schema = ORDER_66.battle.eventSchema;
    expect(schema.safeParse({ type: 'teleport' }).error!.issues[0]!.message).toBe('This is not a step of an Order 66 battle');
    expect(schema.safeParse({ type: 'move', modelId: 'p1.mystic', squares: 1.5 }).error!.issues[0]!.message).toBe('Count whole squares');
    expect(schema.safeParse({ type: 'shoot', modelId: 'a', targetId: 'b', line: 'curved', support: [], roll: d(1, 1) }).error!.issues[0]!.message).toBe('Line of fire is straight, diagonal or blocked');
    const game = Game.of([{ player: 'A', mystic: 'meg' }, { player: 'B', mystic: 'luke' }]);
    expect(ORDER_66.battle.apply(game.state, { type: 'teleport' } as never, {})).toEqual({ ok: false, reason: 'This is not a step of an Order 66 battle' });
  });

  it('describes every kind of step for the undo bar in players\' words', () => {
    const game = Game.of([{ player: 'A', mystic: 'meg' }, { player: 'B', mystic: 'luke', grymn: 2 }, { player: 'C', mystic: 'jen', grymn: 2 }].slice(1), { 'o66.grymn-per-mystic': 'agreed' });
    expect(ORDER_66.narrator.describeEvent({ type: 'activate', unitId: 'p1.grymn' }, game.setup)).toBe("Activate Luke's Grymn Troopers");
    expect(ORDER_66.narrator.describeEvent({ type: 'push', squares: 3, collision: { kind: 'terrain', name: 'Crate' } }, game.setup)).toBe('Push 3 squares into the Crate');
    expect(ORDER_66.narrator.describeEvent({ type: 'shoot', modelId: 'p1.grymn-2', targetId: 'p2.mystic', line: 'straight', support: [{ modelId: 'p1.grymn-1', squares: 2 }], roll: d(3, 5) }, game.setup)).toBe(
      "Luke's Grymn Trooper 2 shoots at Jen: 3 + 5 +1",
    );
  });
});

describe('leaving and scenarios', () => {
  it('the active player leaving ends the activation and the roll-off goes on without them', () => {
    const game = Game.of([{ player: 'A', mystic: 'meg' }, { player: 'B', mystic: 'luke' }, { player: 'C', mystic: 'jen' }]);
    game.activate('p2');
    expect(codes(game.do({ type: 'concede', side: 'p2' }))).toEqual(['conceded', 'activation-ended']);
    expect(game.state).toMatchObject({ phase: 'roll-off', rollOff: ['p1', 'p3'] });
    expect(game.refused({ type: 'concede', side: 'p2' })).toBe('B has already left the battle');
  });

  it('a player who concedes loses no models in the result: they left standing, as the summary and the chronicle count them', () => {
    const game = Game.of([{ player: 'A', mystic: 'meg', combat: 3 }, { player: 'B', mystic: 'luke', dodge: 1 }]);
    game.activate('p1');
    game.do({ type: 'melee', modelId: 'p1.mystic', targetId: 'p2.mystic', contact: 'corner', roll: d(6, 5) });
    game.do({ type: 'defend', roll: d(1, 2) });
    game.do({ type: 'concede', side: 'p2' });
    const summary = ORDER_66.battle.summary(game.state, {});
    expect(summary.fallen).toEqual({ p1: 0, p2: 0 });
    expect(summary.result!.losses).toEqual([
      { side: 'p1', amount: 0, unitsLost: 0 },
      { side: 'p2', amount: 1, unitsLost: 0 },
    ]);
  });

  it('a scenario ends when the group records its verdict', () => {
    const game = Game.of([{ player: 'A', mystic: 'meg' }, { player: 'B', mystic: 'luke' }], { 'o66.victory': 'scenario' }, { scenario: 'Hold the relay for three turns' });
    expect(game.setup.scenario).toBe('Hold the relay for three turns');
    expect(game.refused({ type: 'battle-decided', winners: ['p1', 'p1'] })).toBe('A is named twice');
    expect(codes(game.do({ type: 'battle-decided', winners: ['p2'] }))).toEqual(['battle-decided', 'battle-over']);
    expect(game.state.result).toEqual({ winners: ['p2'], endedBy: 'scenario' });
  });
});
