import { describe, expect, it } from 'vitest';
import { ORDER_66 } from './system';
import { MYSTICS } from './mystics';
import { codes, d, Game, sidesOf } from './testing/game';

/** Every number in issue #13 and the rulebook lines behind it, through the public system object. */

const duel = [
  { player: 'Megan', mystic: 'meg', combat: 2, range: 1, dodge: 1 },
  { player: 'Sam', mystic: 'luke', combat: 1, range: 2, dodge: 2 },
];

describe('forces (seed 000 L32, L60–L74)', () => {
  it('knows the six Mystics and their abilities (L48–L58)', () => {
    expect(MYSTICS.map((mystic) => `${mystic.name}: ${mystic.ability}`)).toEqual([
      'Meg: Mystic Deflection',
      'Libby: Sword Master',
      'Luke: Mystic Jump',
      'Kieran: Mystic Lightning',
      "Va'Durr: Mystic Choke",
      'Jen: Mystic Manipulation',
    ]);
  });

  it('a force is one Mystic of Order or Chaos and 1 Grymn Trooper per Mystic (L32, L72)', () => {
    const game = Game.of([...duel, { player: 'Ann', mystic: 'jen', allegiance: 'chaos' }]);
    expect(Object.keys(game.state.models)).toEqual(['p1.mystic', 'p1.grymn-1', 'p2.mystic', 'p2.grymn-1', 'p3.mystic', 'p3.grymn-1']);
    expect(game.setup.sides.map((side) => side.allegiance)).toEqual(['order', 'order', 'chaos']);
  });

  it('L72: a force with more than 1 Grymn Trooper is refused by the rulebook\'s own words, not called a house rule', () => {
    // seed 000 L72: "Every player has 1 Grymn Trooper per Mystic on the board at the start of the game."
    const roster = { name: 'Iron Will', allegiance: 'chaos' as const, mystic: 'va-durr', creation: { rolls: { source: 'entered' as const, sides: 3 as const, faces: [3, 1, 2, 2] }, assignment: { combat: 0, range: 2, dodge: 3 } }, grymn: 3 };
    expect(ORDER_66.rosters!.assess(roster, {}, {}).problems.map((problem) => problem.message)).toEqual([
      'A force has 1 Grymn Trooper per Mystic, not 3: "Every player has 1 Grymn Trooper per Mystic on the board at the start of the game."',
    ]);
    expect(ORDER_66.rosters!.assess(roster, { 'o66.grymn-per-mystic': 'agreed' }, {}).problems).toEqual([]);
  });

  it('2 to 6 players', () => {
    expect(ORDER_66.battle.sides).toEqual({ min: 2, max: 6 });
    const build = (count: number) =>
      ORDER_66.battle.buildSetup({}, sidesOf(MYSTICS.concat(MYSTICS).slice(0, count).map((mystic, index) => ({ player: `P${index}`, mystic: mystic.key }))), { now: 'now', rulings: {}, libraries: {} });
    expect(build(1)).toMatchObject({ ok: false, reason: 'An Order 66 battle has 2 to 6 players, not 1' });
    expect(build(6).ok).toBe(true);
    expect(build(7)).toMatchObject({ ok: false });
  });

  it('a Mystic from four D3 rolls assigned to Combat, Range and Dodge (L60–L68)', () => {
    const roster = { name: 'Iron Will', allegiance: 'chaos' as const, mystic: 'va-durr', creation: { rolls: { source: 'entered' as const, sides: 3 as const, faces: [3, 1, 2, 2] }, assignment: { combat: 0, range: 2, dodge: 3 } }, grymn: 1 };
    const assessment = ORDER_66.rosters!.assess(roster, {}, {});
    expect(assessment).toMatchObject({ valid: true, size: 2, description: "Va'Durr of Chaos (Combat 3, Range 2, Dodge 2) and 1 Grymn Trooper" });
    const three = { ...roster, creation: { ...roster.creation, rolls: { ...roster.creation.rolls, faces: [3, 1, 2] } } };
    expect(ORDER_66.rosters!.assess(three, {}, {}).problems[0]!.message).toBe('Roll 4D3 for this; 3 dice were entered');
  });

  it('"Each Mystic moves 4 squares and has 3 wounds" (L70); "Grymn Troopers move 3 squares and have 1 wound each" (L74)', () => {
    const game = Game.of(duel);
    expect(game.model('p1.mystic')).toMatchObject({ move: 4, wounds: 3 });
    expect(game.model('p1.grymn-1')).toMatchObject({ move: 3, wounds: 1 });
    game.activate('p1');
    expect(game.refused({ type: 'move', modelId: 'p1.mystic', squares: 5 })).toBe('Meg moves at most 4 squares: "Each Mystic moves 4 squares and has 3 wounds."');
    expect(codes(game.do({ type: 'move', modelId: 'p1.mystic', squares: 4 }))).toEqual(['moved']);
    game.do({ type: 'end-activation' });
    game.activate('p1', 'p1.grymn-1');
    expect(game.refused({ type: 'move', modelId: 'p1.grymn-1', squares: 4 })).toContain('moves at most 3 squares');
    game.do({ type: 'move', modelId: 'p1.grymn-1', squares: 3 });
  });
});

describe('the turn (seed 000 L76–L82)', () => {
  it('two actions per model per turn; a third is refused (L82)', () => {
    const game = Game.of(duel);
    game.activate('p1', 'p1.grymn-1');
    game.do({ type: 'move', modelId: 'p1.grymn-1', squares: 1 });
    const second = game.do({ type: 'move', modelId: 'p1.grymn-1', squares: 1 });
    expect(codes(second)).toEqual(['moved', 'activation-ended']);
    expect(game.refused({ type: 'move', modelId: 'p1.grymn-1', squares: 1 })).toBe(`Meg's Grymn Trooper has no actions left this turn: "Each model may take up to 2 actions per turn"`);
  });
});

describe('Grymn pulse rifle (seed 000 L86–L96)', () => {
  function grymnShoots(support: { modelId: string; squares: number }[], faces: [number, number], grymn = 1) {
    const game = Game.of(duel.map((spec) => ({ ...spec, grymn })), grymn > 1 ? { 'o66.grymn-per-mystic': 'agreed' } : {});
    game.activate('p1', 'p1.grymn-1');
    return { game, shot: () => game.do({ type: 'shoot', modelId: 'p1.grymn-1', targetId: 'p2.grymn-1', line: 'straight', support, roll: d(...faces) }) };
  }

  it('2D6 of 7 or more hits (L90) and the target takes 1 point of damage (L96)', () => {
    expect(grymnShoots([], [3, 3]).shot()).toContainEqual(expect.objectContaining({ code: 'shot', total: 6, hit: false }));
    const outcomes = grymnShoots([], [3, 4]).shot();
    expect(outcomes).toContainEqual(expect.objectContaining({ code: 'shot', total: 7, needed: 7, hit: true }));
    expect(codes(outcomes)).toEqual(['shot', 'damaged', 'model-fell']);
  });

  it('+1 for every friendly trooper within 4 squares (L92); 5 squares is out of reach', () => {
    const { game, shot } = grymnShoots([{ modelId: 'p1.grymn-2', squares: 4 }], [3, 3], 2);
    expect(shot()).toContainEqual(expect.objectContaining({ code: 'shot', dice: 6, bonus: 1, total: 7, hit: true }));
    void game;
    const far = grymnShoots([{ modelId: 'p1.grymn-2', squares: 5 }], [3, 3], 2);
    expect(far.game.refused({ type: 'shoot', modelId: 'p1.grymn-1', targetId: 'p2.grymn-1', line: 'straight', support: [{ modelId: 'p1.grymn-2', squares: 5 }], roll: d(3, 3) })).toBe(
      `Meg's Grymn Trooper 2 is 5 squares away; the rule reaches 4: "The Grymn get +1 for every friendly trooper within 4 squares."`,
    );
  });

  it('no diagonal fire (L88)', () => {
    const { game } = grymnShoots([], [3, 4]);
    expect(game.refused({ type: 'shoot', modelId: 'p1.grymn-1', targetId: 'p2.grymn-1', line: 'diagonal', support: [], roll: d(3, 4) })).toContain('unable to fire at diagonal angles');
  });

  it('a Mystic dodges with 2D6 + Dodge if it beats the to-hit roll (L94)', () => {
    const game = Game.of(duel);
    game.activate('p1', 'p1.grymn-1');
    game.do({ type: 'shoot', modelId: 'p1.grymn-1', targetId: 'p2.mystic', line: 'straight', support: [], roll: d(4, 4) });
    expect(game.do({ type: 'defend', roll: d(3, 4) })).toContainEqual(expect.objectContaining({ code: 'dodged', total: 9, against: 8 }));
    expect(game.model('p2.mystic').wounds).toBe(3);
  });
});

describe('psychic attacks (seed 000 L98–L108)', () => {
  function megActs() {
    const game = Game.of(duel);
    game.activate('p1');
    return game;
  }

  it('any miniature or terrain within 10 squares; 11 is refused with the rule quoted (L98)', () => {
    const game = megActs();
    expect(game.refused({ type: 'psychic-attack', modelId: 'p1.mystic', target: { kind: 'model', modelId: 'p2.grymn-1' }, squares: 11, roll: d(6, 6) })).toBe(
      "Luke's Grymn Trooper is 11 squares away; the rule reaches 10: \"Mystic are able to manipulate the psychic energy coursing throughout the galaxy, and as such target any miniature or terrain piece within 10 squares.\"",
    );
    expect(codes(game.do({ type: 'psychic-attack', modelId: 'p1.mystic', target: { kind: 'model', modelId: 'p2.grymn-1' }, squares: 10, roll: d(6, 6) }))).toEqual(['psychic-attack']);
    expect(game.state.pending[0]).toMatchObject({ kind: 'push', max: 0 });
  });

  it('difficulty 6 + the squares the target fills (L102): a 3-square wall needs 9', () => {
    const game = megActs();
    const outcomes = game.do({ type: 'psychic-attack', modelId: 'p1.mystic', target: { kind: 'terrain', name: 'ruined wall', squares: 3 }, squares: 2, roll: d(3, 4) });
    expect(outcomes).toContainEqual(expect.objectContaining({ code: 'psychic-attack', total: 8, difficulty: 9, success: false }));
  });

  it('a push of ten minus the distance; a collision damages both (L106–L108)', () => {
    const game = megActs();
    game.do({ type: 'psychic-attack', modelId: 'p1.mystic', target: { kind: 'model', modelId: 'p2.mystic' }, squares: 3, roll: d(6, 5) });
    game.do({ type: 'defend', roll: d(1, 1) });
    expect(game.state.pending[0]).toMatchObject({ kind: 'push', max: 7 });
    const outcomes = game.do({ type: 'push', squares: 2, collision: { kind: 'model', modelId: 'p2.grymn-1' } });
    expect(codes(outcomes)).toEqual(['pushed', 'collision', 'damaged', 'damaged', 'model-fell']);
    expect(game.model('p2.mystic').wounds).toBe(2);
    expect(game.model('p2.grymn-1').status).toBe('fallen');
    expect(game.model('p1.mystic').record).toMatchObject({ dealt: 2, kills: 1 });
  });
});

describe('melee (seed 000 L124–L130)', () => {
  it('adjacent target, 2D6 + Combat against 2D6 (+ Dodge for Mystics); a hit is 1 point of damage', () => {
    const game = Game.of(duel);
    game.activate('p1');
    expect(game.do({ type: 'melee', modelId: 'p1.mystic', targetId: 'p2.mystic', contact: 'side', roll: d(4, 3) })).toContainEqual(
      expect.objectContaining({ code: 'melee-attack', dice: 7, combat: 2, total: 9 }),
    );
    expect(game.do({ type: 'defend', roll: d(3, 3) })).toContainEqual(expect.objectContaining({ code: 'melee-hit', dice: 6, bonus: 2, defenceTotal: 8, attackTotal: 9 }));
    expect(game.model('p2.mystic').wounds).toBe(2);
  });
});

describe('Mystic abilities: the numbers (seed 000 L50, L58)', () => {
  it("Libby's Sword Master reaches 2 squares; 3 is refused", () => {
    const game = Game.of([{ player: 'Lee', mystic: 'libby' }, duel[1]!]);
    game.activate('p1');
    expect(game.refused({ type: 'sword-master', modelId: 'p1.mystic', targets: [{ targetId: 'p2.mystic', squares: 3, roll: d(3, 3) }] })).toContain('the rule reaches 2');
  });

  it("Jen's manipulation: within 12 squares, difficulty 7", () => {
    const game = Game.of([{ player: 'Ann', mystic: 'jen', range: 1 }, duel[1]!]);
    game.activate('p1');
    expect(game.refused({ type: 'manipulate', modelId: 'p1.mystic', targetId: 'p2.grymn-1', squares: 13, roll: d(3, 3) })).toContain('the rule reaches 12');
    expect(game.do({ type: 'manipulate', modelId: 'p1.mystic', targetId: 'p2.grymn-1', squares: 12, roll: d(3, 3) })).toContainEqual(
      expect.objectContaining({ code: 'manipulation', total: 7, difficulty: 7, success: true }),
    );
  });
});
