import { describe, expect, it } from 'vitest';
import { codes, d, Game } from './testing/game';

/**
 * Rules of seed 000 (000_fd0e5ac397c8988d.txt) that no other test pinned, found in a line-by-line
 * audit of the rulebook against the engine. Each test names the line it holds the engine to.
 */

const duel = [
  { player: 'Megan', mystic: 'meg', combat: 2, range: 1, dodge: 1 },
  { player: 'Sam', mystic: 'luke', combat: 1, range: 2, dodge: 2 },
];

describe('who may make which attack (seed 000 L86, L98)', () => {
  it('"Grymn Troopers are armed with Pulse Rifles" (L86) and make no psychic attacks; "Mystic are able to manipulate the psychic energy" (L98)', () => {
    const game = Game.of(duel);
    game.activate('p1', 'p1.grymn-1');
    expect(game.refused({ type: 'psychic-attack', modelId: 'p1.grymn-1', target: { kind: 'model', modelId: 'p2.mystic' }, squares: 3, roll: d(6, 6) })).toBe(
      "Only Mystics make psychic attacks; Meg's Grymn Trooper carries a Pulse Rifle",
    );
  });

  it('a shot needs "a straight, uninterrupted line" (L88): a blocked line is refused', () => {
    const game = Game.of(duel);
    game.activate('p1', 'p1.grymn-1');
    expect(game.refused({ type: 'shoot', modelId: 'p1.grymn-1', targetId: 'p2.grymn-1', line: 'blocked', support: [], roll: d(6, 6) })).toContain('has no uninterrupted line to the target');
  });
});

describe('psychic attacks (seed 000 L100–L106)', () => {
  it('"If it equals or beats a difficulty" (L102): 2D6 + Range equal to 7 succeeds, one less fails', () => {
    const equal = Game.of(duel);
    equal.activate('p1');
    expect(equal.do({ type: 'psychic-attack', modelId: 'p1.mystic', target: { kind: 'model', modelId: 'p2.grymn-1' }, squares: 4, roll: d(3, 3) })).toContainEqual(
      expect.objectContaining({ code: 'psychic-attack', dice: 6, range: 1, total: 7, difficulty: 7, success: true }),
    );
    const short = Game.of(duel);
    short.activate('p1');
    const outcomes = short.do({ type: 'psychic-attack', modelId: 'p1.mystic', target: { kind: 'model', modelId: 'p2.grymn-1' }, squares: 4, roll: d(2, 3) });
    expect(outcomes).toContainEqual(expect.objectContaining({ code: 'psychic-attack', total: 6, difficulty: 7, success: false }));
    expect(short.state.pending).toEqual([]);
  });

  it('"If they beat the attackers to hit roll, they resist the attack" (L104): nothing is moved and nothing is hurt', () => {
    const game = Game.of(duel);
    game.activate('p1');
    game.do({ type: 'psychic-attack', modelId: 'p1.mystic', target: { kind: 'model', modelId: 'p2.mystic' }, squares: 5, roll: d(4, 3) });
    expect(codes(game.do({ type: 'defend', roll: d(4, 3) }))).toEqual(['resisted']);
    expect(game.state.pending).toEqual([]);
    expect(game.model('p2.mystic').wounds).toBe(3);
  });

  it('the attack itself does no damage: a Grymn Trooper that is moved into nothing is unhurt (L106–L108)', () => {
    const game = Game.of(duel);
    game.activate('p1');
    game.do({ type: 'psychic-attack', modelId: 'p1.mystic', target: { kind: 'model', modelId: 'p2.grymn-1' }, squares: 4, roll: d(6, 6) });
    expect(game.refused({ type: 'push', squares: 7, collision: null })).toContain('can be moved at most 6 squares');
    expect(codes(game.do({ type: 'push', squares: 6, collision: null }))).toEqual(['pushed']);
    expect(game.model('p2.grymn-1')).toMatchObject({ status: 'standing', wounds: 1 });
  });
});

describe('Mystic Manipulation (seed 000 L58)', () => {
  it('"If not resisted, the Mystic may control the target": a resisted manipulation controls nothing', () => {
    const game = Game.of([{ player: 'Ann', mystic: 'jen', range: 1 }, duel[1]!]);
    game.activate('p1');
    game.do({ type: 'manipulate', modelId: 'p1.mystic', targetId: 'p2.mystic', squares: 6, roll: d(4, 4) });
    expect(codes(game.do({ type: 'defend', roll: d(5, 4) }))).toEqual(['resisted']);
    expect(game.model('p2.mystic').control).toBeNull();
  });
});

describe('dodging is no action (seed 000 L56, L94–L96)', () => {
  it('a choked Mystic, who "may not perform any actions" in its next activation, still dodges a shot before then', () => {
    const game = Game.of([{ player: 'Vic', mystic: 'va-durr', range: 3 }, duel[1]!]);
    game.activate('p1');
    game.do({ type: 'choke', modelId: 'p1.mystic', targetId: 'p2.mystic', lineOfSight: true, roll: d(4, 4) });
    game.do({ type: 'defend', roll: d(1, 1) });
    expect(game.model('p2.mystic').choke).toEqual({ casterId: 'p1.mystic', dueTurn: null });
    game.do({ type: 'end-activation' });
    game.activate('p1', 'p1.grymn-1');
    game.do({ type: 'shoot', modelId: 'p1.grymn-1', targetId: 'p2.mystic', line: 'straight', support: [], roll: d(4, 3) });
    expect(codes(game.do({ type: 'defend', roll: d(4, 4) }))).toEqual(['dodged']);
    expect(game.model('p2.mystic')).toMatchObject({ wounds: 3, choke: { casterId: 'p1.mystic' } });
  });
});

describe('melee, wounds and removal (seed 000 L70, L74, L128–L130)', () => {
  it('"Their target rolls 2d6 to attempt to avoid the damage" (L128): a Grymn adds nothing, and an avoided blow does no damage', () => {
    const game = Game.of(duel);
    game.activate('p1');
    game.do({ type: 'melee', modelId: 'p1.mystic', targetId: 'p2.grymn-1', contact: 'side', roll: d(2, 2) });
    const outcomes = game.do({ type: 'defend', roll: d(4, 3) });
    expect(outcomes).toEqual([expect.objectContaining({ code: 'melee-avoided', attackTotal: 6, dice: 7, bonus: 0, defenceTotal: 7 })]);
    expect(game.model('p2.grymn-1')).toMatchObject({ status: 'standing', wounds: 1 });
  });

  it('a Mystic "has 3 wounds" (L70): the third point of damage removes it, and it can no longer be targeted', () => {
    const game = Game.of([...duel, { player: 'Ann', mystic: 'kieran' }]);
    game.activate('p1');
    for (let blow = 0; blow < 2; blow++) {
      game.do({ type: 'melee', modelId: 'p1.mystic', targetId: 'p2.mystic', contact: 'side', roll: d(6, 6) });
      game.do({ type: 'defend', roll: d(1, 1) });
    }
    expect(game.model('p2.mystic')).toMatchObject({ status: 'standing', wounds: 1 });
    game.activate('p3', 'p3.grymn-1');
    const outcomes = game.do({ type: 'shoot', modelId: 'p3.grymn-1', targetId: 'p2.mystic', line: 'straight', support: [], roll: d(6, 6) });
    expect(codes(outcomes)).toEqual(['shot']);
    expect(codes(game.do({ type: 'defend', roll: d(1, 1) }))).toEqual(['dodge-failed', 'damaged', 'model-fell']);
    expect(game.model('p2.mystic')).toMatchObject({ status: 'fallen', wounds: 0 });
    expect(game.refused({ type: 'shoot', modelId: 'p3.grymn-1', targetId: 'p2.mystic', line: 'straight', support: [], roll: d(6, 6) })).toBe('Luke is no longer on the table');
  });
});
