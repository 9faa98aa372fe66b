import { describe, expect, it } from 'vitest';
import { enteredDiceState } from './randomiser-session';

describe('entering the randomiser’s dice one at a time (Orders & Omens, Randomising an Army)', () => {
  it('asks for the number of Divisional Generals first, then the first General’s experience', () => {
    expect(enteredDiceState({ list: 'human' }, [], {})).toMatchObject({ kind: 'next', decides: 'Army: number of Divisional Generals', rolls: [] });
    const afterOne = enteredDiceState({ list: 'human' }, [1], {});
    expect(afterOne).toMatchObject({ kind: 'next', decides: '1st Division, Divisional General: experience' });
    expect(afterOne.kind === 'next' && afterOne.rolls.map((r) => r.result)).toEqual(['2']);
  });

  it('finishes when every table has had its die', () => {
    // 1 (Divisions) + 2 Divisions × (General + Brigade count + 2 Brigades × (experience + size + 2 Regiments × (type + weapon))) = 29.
    const ones = Array.from({ length: 29 }, () => 1);
    const state = enteredDiceState({ list: 'orc' }, ones, {});
    expect(state.kind).toBe('complete');
    expect(state.kind === 'complete' && state.result.army.divisions).toHaveLength(2);
    expect(enteredDiceState({ list: 'orc' }, ones.slice(0, 28), {})).toMatchObject({ kind: 'next', decides: '2nd Division, 2nd Brigade, 2nd Regiment: infantry weapon' });
  });

  it('stops and says why when the house rules need a monster the player has not chosen', () => {
    const state = enteredDiceState({ list: 'orc' }, [1, 1, 1, 1, 6, 5], { 'oo.random-monster-choice': 'player-choice' });
    expect(state).toMatchObject({ kind: 'stuck', error: '1st Division, 1st attached Regiment: choose a Monster from the Orc Army List' });
  });
});
