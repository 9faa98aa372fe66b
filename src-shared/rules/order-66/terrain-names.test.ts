import { describe, expect, it } from 'vitest';
import { ORDER_66 } from './system';
import { d, Game } from './testing/game';

/**
 * A push that "encounters another miniature or terrain piece, both take 1 point of damage"
 * (seed 000 L108): the players name the terrain piece, and a new group types it as they say it,
 * "the shrine wall". The log and the chronicle put their own "the" before a terrain name.
 */

const pair = [
  { player: 'Alice', mystic: 'meg', range: 3 },
  { player: 'Ben', mystic: 'va-durr', dodge: 1 },
];

/** Meg pushes Va'Durr (psychic attack, seed 000 L98–L106) into the named terrain piece. */
function pushInto(game: Game, terrain: string) {
  game.do({ type: 'psychic-attack', modelId: 'p1.mystic', target: { kind: 'model', modelId: 'p2.mystic' }, squares: 4, roll: d(5, 5) });
  game.do({ type: 'defend', roll: d(1, 1) });
  return game.do({ type: 'push', modelId: 'p1.mystic', target: { kind: 'model', modelId: 'p2.mystic' }, squares: 2, collision: { kind: 'terrain', name: terrain } });
}

function tell(game: Game): string {
  const story = ORDER_66.narrator.narrate({ battleId: 'b1', name: 'Ambush at the Shrine', setup: game.setup, steps: game.steps(), state: game.state, rulings: game.choices });
  return story.lines.map((line) => line.text).join('\n');
}

describe('terrain pieces named by the players', () => {
  it('reads "into the shrine wall", never "the the", when the players typed the article themselves', () => {
    const game = Game.of(pair);
    game.activate('p1');
    const outcomes = pushInto(game, 'the shrine wall');
    const said = outcomes.map((outcome) => ORDER_66.narrator.describeOutcome(outcome, game.setup));
    expect(said).toContain("Va'Durr ran into the shrine wall: both take 1 point of damage");
    expect(said).toContain('The shrine wall took 1 point of damage (1 in all)');
    expect(ORDER_66.narrator.describeEvent(game.log.at(-1)!, game.setup)).toBe("Meg pushes Va'Durr 2 squares into the shrine wall (Alice)");
    expect(tell(game)).toContain("Meg hurled Va'Durr 2 squares into the shrine wall");
    const everything = [...said, ...game.log.map((event) => ORDER_66.narrator.describeEvent(event, game.setup)), tell(game)].join('\n');
    expect(everything).not.toMatch(/\bthe the\b/i);
  });

  it('counts "The Shrine Wall" and "shrine wall" as one piece: its damage adds up (L108)', () => {
    const game = Game.of(pair);
    game.activate('p1');
    pushInto(game, 'The Shrine Wall');
    const second = pushInto(game, 'shrine wall');
    expect(Object.values(game.state.terrain)).toEqual([{ name: 'The Shrine Wall', damage: 2, destroyed: false }]);
    expect(second.map((outcome) => ORDER_66.narrator.describeOutcome(outcome, game.setup))).toContain('The Shrine Wall took 1 point of damage (2 in all)');
  });

  it('keeps a name that only starts like an article ("Anvil Rock") and adds its "the"', () => {
    const game = Game.of(pair);
    game.activate('p1');
    const said = pushInto(game, 'Anvil Rock').map((outcome) => ORDER_66.narrator.describeOutcome(outcome, game.setup));
    expect(said).toContain("Va'Durr ran into the Anvil Rock: both take 1 point of damage");
  });

  it('names a destroyed piece in a sentence when the group rules damaged terrain destroyed (o66.terrain-damage)', () => {
    const game = Game.of(pair, { 'o66.terrain-damage': 'destroyed' });
    game.activate('p1');
    pushInto(game, 'the shrine wall');
    game.do({ type: 'psychic-attack', modelId: 'p1.mystic', target: { kind: 'model', modelId: 'p2.mystic' }, squares: 4, roll: d(5, 5) });
    game.do({ type: 'defend', roll: d(1, 1) });
    expect(game.refused({ type: 'push', squares: 2, collision: { kind: 'terrain', name: 'Shrine wall' } })).toBe('The shrine wall has been destroyed');
  });
});
