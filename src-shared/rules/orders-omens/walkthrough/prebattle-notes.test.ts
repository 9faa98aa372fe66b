import { describe, expect, it } from 'vitest';
import type { RulingChoices } from '../../ruling';
import { armyA, setupOf } from '../battle/testing/fixtures';
import { SAMPLE_BATTLE } from './testing/sample-battle';
import { nextReconMover, freeMarkers } from './prebattle-notes';
import type { TableNote } from './table-notes';
import { applyStep, replaySteps, type LoggedStep, type Walkthrough } from './walkthrough';

/**
 * The pre-battle walkthrough's recon, dummy markers and reveals, seed 002 (Orders & Omens), Recon
 * & Deployment. Sample armies: Blue (attacker) 4 Recon Markers on a 4' table; Red (defender) 4 +2
 * for its two Cavalry Regiments = 6.
 */
const upTo = (type: string) => SAMPLE_BATTLE.slice(0, SAMPLE_BATTLE.findIndex((s) => s.type === type));

function walkOf(steps: readonly LoggedStep[], rulings: RulingChoices = {}, setup = setupOf()): Walkthrough {
  const replayed = replaySteps(setup, steps, rulings);
  if (!replayed.ok) throw new Error(`step ${replayed.index + 1} refused: ${replayed.reason}`);
  return replayed.walk;
}

function step(walk: Walkthrough, note: TableNote, rulings: RulingChoices = {}): Walkthrough {
  const result = applyStep(walk, note, rulings);
  if (!result.ok) throw new Error(result.reason);
  return result.walk;
}

const refusal = (walk: Walkthrough, note: TableNote, rulings: RulingChoices = {}) => {
  const result = applyStep(walk, note, rulings);
  return result.ok ? 'accepted' : result.reason;
};

const move = (side: 'A' | 'B', marker: number, over: Partial<Extract<TableNote, { type: 'recon-marker-moved' }>> = {}): TableNote => ({
  type: 'recon-marker-moved',
  side,
  marker,
  distanceInches: 12,
  nearestFriendlyMarkerInches: 6,
  nearestTableEdgeInches: 12,
  nearestEnemyMarkerInches: null,
  ...over,
});

describe('Place Terrain (L228 "Terrain must be 5″ or more other features")', () => {
  it('refuses a piece 4.5″ from another feature and accepts one 5″ away', () => {
    const walk = walkOf(SAMPLE_BATTLE.slice(0, 1));
    expect(refusal(walk, { type: 'terrain-placed', side: 'B', name: 'Old mill', gapInches: 4.5 })).toBe('This piece is 4.5″ from the nearest other feature. Terrain must be placed 5″ or more from other features: move it further away.');
    expect(step(walk, { type: 'terrain-placed', side: 'B', name: 'Old mill', gapInches: 5 }).prebattle.terrain).toHaveLength(1);
  });
});

describe('Recon Marker moves (L177–L183)', () => {
  const atRecon = walkOf(upTo('recon-locked'));

  it('L177: the Defender moves first, then alternating; up to 12″; within 12″ of a friendly marker or a table edge', () => {
    expect(nextReconMover(atRecon.battle, atRecon.prebattle, {})).toBe('B');
    expect(refusal(atRecon, move('A', 1))).toBe('Red must move the next Recon Marker (the Defender first, then alternating)');
    expect(refusal(atRecon, move('B', 1, { distanceInches: 13 }))).toBe('A Recon Marker moves up to 12″; this move is 13″');
    expect(refusal(atRecon, move('B', 1, { nearestFriendlyMarkerInches: 13, nearestTableEdgeInches: 14 }))).toBe('A Recon Marker must end within 12″ of a friendly Recon Marker or a table edge');
    expect(refusal(atRecon, move('B', 7))).toBe('The Recon Markers of Red are numbered 1 to 6');
    const moved = step(atRecon, move('B', 1));
    expect(nextReconMover(moved.battle, moved.prebattle, {})).toBe('A');
  });

  it('L181: within 12″ of an enemy marker both lock and can no longer move; L183: recon ends only when all are locked', () => {
    let walk = step(atRecon, move('B', 1));
    expect(refusal(walk, move('A', 2, { nearestEnemyMarkerInches: 10 }))).toMatch(/say which of Red's markers \(1 to 6\)/);
    walk = step(walk, move('A', 2, { nearestEnemyMarkerInches: 10, enemyMarker: 1 }));
    expect(walk.prebattle.lockedMarkers).toEqual({ A: [2], B: [1] });
    expect(refusal(walk, move('B', 1))).toBe('This marker is locked: it came within 12″ of an enemy Recon Marker');
    expect(refusal(walk, { type: 'recon-locked' })).toBe('8 Recon Markers are not locked yet: keep moving markers until all are locked');
    // Lock the rest, alternating while both sides have free markers; Red, with more, moves on alone.
    for (let guard = 0; guard < 20; guard++) {
      const side = nextReconMover(walk.battle, walk.prebattle, {});
      if (side === null) break;
      walk = step(walk, move(side, freeMarkers(walk.battle, walk.prebattle, side, {})[0]!, { nearestEnemyMarkerInches: 11, enemyMarker: 1 }));
    }
    expect(walk.prebattle.lockedMarkers.A).toHaveLength(4);
    expect(walk.prebattle.lockedMarkers.B).toHaveLength(6);
    expect(step(walk, { type: 'recon-locked' }).prebattle.reconLocked).toBe(true);
  });
});

describe('Dummy markers (L203) and reveals (L207–L209, L245–L247)', () => {
  const atDeployment = walkOf(upTo('brigade-deployed'));
  const deployed = walkOf(upTo('strategic-order-issued'));

  it('oo.dummy-markers: one dummy Brigade of 1–3 markers per Division by default, or one for the army', () => {
    const twoDivisions = setupOf({ A: armyA({ divisions: [armyA().divisions[0]!, armyA().divisions[0]!] }) });
    const walk = walkOf(upTo('brigade-deployed'), {}, twoDivisions);
    const once = step(walk, { type: 'dummy-brigade-placed', side: 'A', markers: 3 });
    expect(step(once, { type: 'dummy-brigade-placed', side: 'A', markers: 2 }).prebattle.dummyBrigades.A).toEqual([3, 2]);
    const perArmy = { 'oo.dummy-markers': 'three-per-army' };
    const armyOnce = step(walkOf(upTo('brigade-deployed'), perArmy, twoDivisions), { type: 'dummy-brigade-placed', side: 'A', markers: 3 }, perArmy);
    expect(refusal(armyOnce, { type: 'dummy-brigade-placed', side: 'A', markers: 1 }, perArmy)).toBe('Blue: at most 1 dummy Brigade (one for the army)');
    expect(refusal(atDeployment, { type: 'dummy-brigade-placed', side: 'B', markers: 4 })).toBe('Red: the 1st dummy Brigade has 4 markers; a dummy Brigade has 1 to 3');
  });

  it('a dummy Brigade is turned over by an enemy within 24″; it cannot fire', () => {
    const walk = step(atDeployment, { type: 'dummy-brigade-placed', side: 'B', markers: 2 });
    expect(refusal(walk, { type: 'dummy-brigade-revealed', side: 'B', dummy: 1, trigger: 'fired' })).toBe('A dummy Brigade has no regiments to fire');
    expect(refusal(walk, { type: 'dummy-brigade-revealed', side: 'B', dummy: 1, trigger: 'enemy-deployed-near', distanceInches: 30 })).toBe('An enemy was deployed 30″ away, beyond 24″: markers stay hidden.');
    expect(step(walk, { type: 'dummy-brigade-revealed', side: 'B', dummy: 1, trigger: 'enemy-deployed-near', distanceInches: 20 }).prebattle.dummiesRevealed.B).toEqual([1]);
  });

  it('revealCheck: within 24″ the Brigade and the enemy Brigade involved turn over (oo.reveal-scope default); beyond, nothing', () => {
    const near = { type: 'brigade-revealed', brigadeId: 'A/d1.b1', trigger: 'enemy-moved-near', distanceInches: 18, enemyBrigadeId: 'B/d1.b1' } as const;
    expect(step(deployed, near).prebattle.revealed).toEqual(['A/d1.b1', 'B/d1.b1']);
    expect(refusal(deployed, { ...near, distanceInches: 25 })).toBe('An enemy was moved 25″ away, beyond 24″: markers stay hidden.');
    expect(refusal(deployed, { type: 'brigade-revealed', brigadeId: 'A/d1.b1', trigger: 'enemy-moved-near' })).toBe('Say how near the enemy came (in inches)');
    expect(step(deployed, { type: 'brigade-revealed', brigadeId: 'A/d1.b2', trigger: 'fired' }).prebattle.revealed).toEqual(['A/d1.b2']);
  });

  it('oo.reveal-scope = all-brigades: "both players immediately reveal their Brigades" — every deployed Brigade', () => {
    const all = { 'oo.reveal-scope': 'all-brigades' };
    const walk = step(walkOf(upTo('strategic-order-issued'), all), { type: 'brigade-revealed', brigadeId: 'A/d1.b1', trigger: 'enemy-deployed-near', distanceInches: 24 }, all);
    expect(walk.prebattle.revealed).toHaveLength(6);
  });
});
