import { describe, expect, it } from 'vitest';
import { initialOd6State } from '../index';
import { ARCHERS, atMovement, die, GOBLIN_ARCHERS, GOBLIN_BRAWLERS, ICE, play, refusal, setupOf } from '../testing/fixtures';
import { ICE_RANGERS } from '../squads/samples';

describe('the Initiative Phase (seed 004 L48–L49)', () => {
  const setup = setupOf([ICE_RANGERS], [GOBLIN_ARCHERS]);
  const start = initialOd6State(setup);

  it('adds the highest command skill on each side to one die: the Ice Rangers’ sergeant (4) against the goblin sergeant (2)', () => {
    const { last, state } = play(start, [{ type: 'initiative-rolled', rolls: { A: die(3), B: die(4) } }]);
    expect(last).toContainEqual({ code: 'initiative-won', side: 'A', scores: { A: 7, B: 6 } });
    expect(state.initiative).toBe('A');
  });

  it('re-rolls a tie (L49)', () => {
    const { last, state } = play(start, [{ type: 'initiative-rolled', rolls: { A: die(3), B: die(5) } }]);
    expect(last).toEqual([{ code: 'initiative-tied', scores: { A: 7, B: 7 } }]);
    expect(state.initiative).toBeNull();
    expect(refusal(state, { type: 'movement-order-chosen', movesFirst: 'A' })).toBe('Roll for initiative first');
  });

  it('scores a first 1 as 0 whatever the command skill (L120)', () => {
    const { last } = play(start, [{ type: 'initiative-rolled', rolls: { A: die(1), B: die(2) } }]);
    expect(last).toContainEqual({ code: 'initiative-won', side: 'B', scores: { A: 0, B: 4 } });
  });

  it('lets the winner choose to move second (L51)', () => {
    const { state } = play(start, [{ type: 'initiative-rolled', rolls: { A: die(5), B: die(2) } }, { type: 'movement-order-chosen', movesFirst: 'B' }]);
    expect(state.phase).toBe('movement');
    expect(state.nextToMove).toBe('B');
  });
});

describe('the Movement Phase (seed 004 L50–L53, L124–L153)', () => {
  it('alternates squads between the sides, and lets a side with squads left finish them (L51)', () => {
    const { state } = atMovement([ICE_RANGERS], [GOBLIN_ARCHERS, GOBLIN_BRAWLERS]);
    expect(refusal(state, { type: 'squad-moved', squad: ARCHERS, pace: 'walk' })).toBe('The other side moves a squad now');
    const after = play(state, [{ type: 'squad-moved', squad: ICE, pace: 'walk' }, { type: 'squad-moved', squad: ARCHERS, pace: 'stay' }]).state;
    expect(after.nextToMove).toBe('B');
    expect(play(after, [{ type: 'squad-moved', squad: 'B-2', pace: 'run' }]).state.nextToMove).toBeNull();
  });

  it('marks a walking squad Fire +1 and a running squad No Fire (L132, L134); turning on the spot counts as walking (L136)', () => {
    const { state } = atMovement([ICE_RANGERS], [GOBLIN_ARCHERS, GOBLIN_BRAWLERS]);
    const after = play(state, [
      { type: 'squad-moved', squad: ICE, pace: 'stay', facingChanged: true },
      { type: 'squad-moved', squad: ARCHERS, pace: 'run' },
      { type: 'squad-moved', squad: 'B-2', pace: 'stay' },
    ]).state;
    expect(after.squads[ICE]!.turn.marker).toBe('fire-plus-one');
    expect(after.squads[ARCHERS]!.turn.marker).toBe('no-fire');
    expect(after.squads['B-2']!.turn.marker).toBe('none');
  });

  it('checks a path against the Walk Rate: 8″ for the Ice Rangers, rough terrain at double cost (L130, L146)', () => {
    const { state } = atMovement();
    expect(refusal(state, { type: 'squad-moved', squad: ICE, pace: 'walk', path: [{ terrain: 'clear', inches: 4 }, { terrain: 'scrub', inches: 2.5 }] })).toBe('That path costs 9″ of movement; Ice Rangers’ Walk Rate is 8″');
    const moved = play(state, [{ type: 'squad-moved', squad: ICE, pace: 'walk', path: [{ terrain: 'clear', inches: 4 }, { terrain: 'scrub', inches: 2 }] }]);
    expect(moved.last).toContainEqual({ code: 'squad-moved', squad: ICE, pace: 'walk', inches: 6, allowance: 8, woundedWalk: 0 });
  });

  it('runs 13″ but not through very rough terrain, and crosses a low wall for 2″ (L129, L147, L151)', () => {
    const { state } = atMovement();
    expect(refusal(state, { type: 'squad-moved', squad: ICE, pace: 'run', path: [{ terrain: 'heavy-woods', inches: 1 }] })).toBe('Soldiers cannot run in very rough terrain');
    expect(refusal(state, { type: 'squad-moved', squad: ICE, pace: 'run', path: [{ terrain: 'clear', inches: 11 }, { barrier: 'low-wall' }] })).toBeNull();
    expect(refusal(state, { type: 'squad-moved', squad: ICE, pace: 'run', path: [{ terrain: 'clear', inches: 11 }, { barrier: 'high-wall' }] })).toBe('That path costs 15″ of movement; Ice Rangers’ Run Rate is 13″');
  });

  it('ends the phase with the squads that did not move staying put, then runs the phases in order (L48–L66)', () => {
    const { state } = atMovement();
    const phases = play(state, [{ type: 'phase-ended' }, { type: 'phase-ended' }, { type: 'phase-ended' }, { type: 'phase-ended' }]);
    expect(phases.outcomes.filter((o) => o.code === 'phase-began').map((o) => (o.code === 'phase-began' ? o.phase : null))).toEqual(['ranged', 'close-combat', 'morale', 'special']);
    expect(phases.outcomes).toContainEqual({ code: 'markers-removed' });
    const next = play(phases.state, [{ type: 'phase-ended' }]);
    expect(next.state.turn).toBe(2);
    expect(next.state.phase).toBe('initiative');
  });
});
