import { describe, expect, it } from 'vitest';
import { ORDER_66 } from './system';
import { codes, d, Game } from './testing/game';

/**
 * The rulebook's worked example (seed 000 L110–L120), played through the public system object:
 * "Mystic Megan attempts to move Mystic Luke using a ranged attack."
 */
describe('worked example: Megan moves Luke 5 squares (seed 000 L110–L120)', () => {
  const players = [
    { player: 'Megan', mystic: 'meg', range: 1 },
    { player: 'Sam', mystic: 'luke', dodge: 2 },
  ];

  function megAttacksLuke(choices = {}) {
    const game = Game.of(players, choices);
    game.activate('p1');
    const attack = game.do({ type: 'psychic-attack', modelId: 'p1.mystic', target: { kind: 'model', modelId: 'p2.mystic' }, squares: 5, roll: d(3, 4) });
    return { game, attack };
  }

  it('"Megan requires difficulty 7 as Luke\'s base fills one square" and "scores 7, and adds her Range stat of 1 for a total of 8" (L114–L116)', () => {
    const { attack } = megAttacksLuke();
    expect(attack).toContainEqual(expect.objectContaining({ code: 'psychic-attack', dice: 7, range: 1, total: 8, difficulty: 7, success: true, distance: 5 }));
  });

  it('"Luke rolls two dice and scores 4 ... adds that for a total of 6" and fails to beat 8 (L118–L120)', () => {
    const { game } = megAttacksLuke();
    const resist = game.do({ type: 'defend', roll: d(1, 3) });
    expect(resist).toContainEqual(expect.objectContaining({ code: 'resist-failed', modelId: 'p2.mystic', dice: 4, bonus: 2, total: 6, against: 8 }));
  });

  it('the log reads the numbers as the book does: the dice, then the stat added by name (L116, L118)', () => {
    const { game, attack } = megAttacksLuke();
    const told = (outcome: (typeof attack)[number]) => ORDER_66.narrator.describeOutcome(outcome, game.setup);
    // L116: "scores 7, and adds her Range stat of 1 for a total of 8"
    expect(told(attack.find((outcome) => outcome.code === 'psychic-attack')!)).toBe("Meg's psychic attack on Luke, 5 squares away: 7 + 1 Range = 8 against difficulty 7, a success");
    // L118: "scores 4. Luke has a Dodge stat of 2 and so adds that for a total of 6"
    const resist = game.do({ type: 'defend', roll: d(1, 3), modelId: 'p2.mystic' });
    expect(told(resist.find((outcome) => outcome.code === 'resist-failed')!)).toBe('Luke failed to resist: 4 + 2 Dodge = 6 does not beat 8');
  });

  it('"they be 5 squares apart. This means she is able to move Luke up to 5 squares in any direction" (L120)', () => {
    const { game } = megAttacksLuke();
    game.do({ type: 'defend', roll: d(1, 3) });
    expect(game.state.pending[0]).toMatchObject({ kind: 'push', max: 5 });
    expect(game.refused({ type: 'push', squares: 6, collision: null })).toContain('at most 5 squares');
    expect(codes(game.do({ type: 'push', squares: 5, collision: null }))).toContain('pushed');
    expect(game.state.pending).toEqual([]);
  });

  it('reads the same under Mystic Jump always in effect: 4 + 2 + 1 = 7 still fails to beat 8', () => {
    const { game } = megAttacksLuke({ 'o66.mystic-jump': 'always' });
    expect(game.do({ type: 'defend', roll: d(1, 3) })).toContainEqual(expect.objectContaining({ code: 'resist-failed', total: 7, against: 8 }));
  });

  it('narrates the push in the game\'s voice', () => {
    const { game } = megAttacksLuke();
    game.do({ type: 'defend', roll: d(1, 3) });
    game.do({ type: 'push', squares: 5, collision: null });
    const told = ORDER_66.narrator.narrate({ battleId: 'b1', name: 'The Example', setup: game.setup, steps: game.steps(), state: game.state, rulings: {} });
    expect(told.lines.map((line) => line.text)).toContain('Turn 1: Meg hurled Luke 5 squares.');
  });
});
