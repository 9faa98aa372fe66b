import { describe, expect, it } from 'vitest';
import type { Order66Event } from './battle/events';
import { ORDER_66 } from './system';
import { d, Game } from './testing/game';

/** Every refusal a player reads after "Not recorded:" is a sentence in the rulebook's terms (seed 000). */

const duo = [
  { player: 'Megan', mystic: 'meg' },
  { player: 'Sam', mystic: 'luke' },
];

/** No schema talk, no field keys or ids, no JSON, no kebab-case step names, no field paths (a quoted rule line may follow a colon). */
const CODE_TALK = /expected|received|Invalid|Too (big|small)|Unrecognized|[a-z][A-Z][a-z]|\b(id|key|seed)\b|\{|\b[a-z]+-[a-z]+\b|\w\.\w/;

function expectSentence(said: string, expected: string): void {
  expect(said).toBe(expected);
  expect(said).toMatch(/^[A-Z]/);
  expect(said).not.toMatch(CODE_TALK);
}

describe('Order 66 refusals in words', () => {
  it('words a malformed step as a sentence, never its field keys, ids, zod talk or JSON shapes', () => {
    const game = Game.of(duo);
    const cases: [unknown, string][] = [
      [{ type: 'teleport' }, 'This is not a step of an Order 66 battle'],
      [{ type: 'move', modelId: '', squares: 1 }, 'Choose the model this step is about'],
      [{ type: 'activate', unitId: 7 }, 'Choose the Mystic or Grymn Trooper to activate'],
      [{ type: 'move', modelId: 'p1.mystic', squares: 1, acrossModels: 'yes' }, 'Moving across other models: answer yes or no'],
      [{ type: 'end-activation', cheat: true }, 'The step holds something an Order 66 battle does not record'],
      [{ type: 'shoot', modelId: 'p1.grymn-1', targetId: 'p2.mystic', line: 'straight', support: [{ modelId: 'p1.grymn-2', squares: 2, bonus: 1 }], roll: d(4, 4) }, 'The step holds something an Order 66 battle does not record'],
      [{ type: 'roll-off', rolls: { p1: { sides: 6, faces: [4] } } }, 'Enter the dice as rolled at the table, or let the app roll them'],
      [{ type: 'roll-off', rolls: { p1: { source: 'rolled', sides: 6, seed: 1.5, faces: [4] } } }, 'A roll the app made must keep the whole number it was rolled from'],
      [{ type: 'push', squares: 1, collision: { kind: 'wall' } }, 'A pushed model collides with a model or a piece of terrain'],
      [{ type: 'concede', side: '' }, 'Choose a player'],
      [{ type: 'battle-decided', winners: ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'] }, 'At most 6 winners'],
    ];
    for (const [input, expected] of cases) {
      expectSentence(ORDER_66.battle.eventSchema.safeParse(input).error?.issues[0]?.message ?? '(accepted)', expected);
      // The engine checks the step's shape too, and gives the same words.
      expectSentence(game.refused(input as Order66Event), expected);
    }
  });

  it('words a step the rules refuse as a sentence naming the roll and the rulebook’s dice', () => {
    const game = Game.of(duo);
    // L76: "each player rolls D6" — one die each.
    expectSentence(game.refused({ type: 'roll-off', rolls: { p1: d(2, 3), p2: d(5) } }), "Megan's roll: Roll a D6 for this; 2 dice were entered");
    expectSentence(game.refused({ type: 'roll-off', rolls: { p1: d(2), p2: d(0) } }), "Sam's roll: The die shows 0; a D6 shows 1 to 6");
    game.activate('p1', 'p1.grymn-1');
    // L90: a pulse rifle rolls 2D6 and requires 7 or more.
    expectSentence(game.refused({ type: 'shoot', modelId: 'p1.grymn-1', targetId: 'p2.mystic', line: 'straight', support: [], roll: d(3, 4, 5) }), "Meg's Grymn Trooper's shot: Roll 2D6 for this; 3 dice were entered");
    // L88: "a straight, uninterrupted line … unable to fire at diagonal angles".
    expectSentence(game.refused({ type: 'shoot', modelId: 'p1.grymn-1', targetId: 'p2.mystic', line: 'diagonal', support: [], roll: d(3, 4) }), 'Meg\'s Grymn Trooper cannot fire at a diagonal angle: "a grymn needs to be able to draw a straight, uninterrupted line from their base to their target (this means they are unable to fire at diagonal angles!)"');
  });
});
