import { describe, expect, it } from 'vitest';
import { atMovement, die, GOBLIN_BRAWLERS, HUMAN_BLADES, ICE, play, refusal } from '../testing/fixtures';

/**
 * OpenD6 Fantasy Miniatures writes an inch with the double prime its screens and chronicle use
 * ("Walks (up to 8″)", "fell back 4″"), in its refusals too; the rulebook's straight quote
 * (seed 004_3d302cf9904c93cb.txt L492 "Withdraw 4"") never reaches a player as an inch.
 */
describe('OpenD6 refusals write inches with the double prime (″), never a straight quote', () => {
  it('a path past the Walk Rate (L130, L146) and cover claimed after a Withdraw (L470, L492)', () => {
    const { state } = atMovement();
    const path = refusal(state, { type: 'squad-moved', squad: ICE, pace: 'walk', path: [{ terrain: 'clear', inches: 4 }, { terrain: 'scrub', inches: 2.5 }] });
    const withdrawn = play(atMovement([HUMAN_BLADES], [GOBLIN_BRAWLERS]).state, [
      { type: 'charge-declared', squad: 'A-1', target: 'B-1', test: { command: die(5), threat: die(2) } },
      { type: 'charge-received', test: { command: die(1), threat: die(2) } },
      { type: 'phase-ended' },
      { type: 'phase-ended' },
      { type: 'phase-ended' },
    ]).state;
    const cover = refusal(withdrawn, { type: 'rally-tested', squad: 'B-1', test: { command: die(4), threat: die(2) }, behindCover: true });
    const said = [path ?? '', cover ?? ''];
    expect(said).toEqual(['That path costs 9″ of movement; Ice Rangers’ Walk Rate is 8″', 'Goblin Brawlers withdrew 4″ this turn: only a squad that has stood still counts as behind cover']);
    expect(said.filter((text) => /\d"/.test(text))).toEqual([]);
  });
});
