import { describe, expect, it } from 'vitest';
import { moveAllowance, rulingsInPlay } from '../index';
import { army, Battle, card, roll, setupOf, sides, squad, unit } from '../testing/fixtures';
import { chargeInto, combat, GUNNER, OGRE } from '../testing/combat';

const rules = rulingsInPlay();
const fast = (distanceCm: number, difficultCm = 0, choices = {}) => moveAllowance({ mov: 10, multiplier: 2, frenzy: false, distanceCm, difficultCm, ignoresDifficult: false }, rulingsInPlay(choices));

describe('Moving (seed 001 L415–L445)', () => {
  it('Moving fast: up to twice MOV (L417); Moving and Shooting: up to MOV (L445)', () => {
    expect(fast(20)).toMatchObject({ allowanceCm: 20, within: true });
    expect(fast(21).within).toBe(false);
    expect(moveAllowance({ mov: 10, multiplier: 1, frenzy: false, distanceCm: 11, difficultCm: 0, ignoresDifficult: false }, rules).within).toBe(false);
    const b = combat('move-and-shoot');
    expect(b.refusal({ type: 'model-moved', cardId: 'p1/gunner', distanceCm: 11 })).toBe('Gunner may move up to 10 cm; 11 cm entered');
    b.step({ type: 'model-moved', cardId: 'p1/gunner', distanceCm: 10 });
    expect(b.refusal({ type: 'model-moved', cardId: 'p1/gunner', distanceCm: 1 })).toBe('Gunner has already moved in this Action');
  });

  it('Difficult ground at half (L429): each cm counts double by default, or halves the whole move', () => {
    expect(fast(15, 5)).toMatchObject({ usedCm: 20, within: true });
    expect(fast(16, 5).within).toBe(false);
    expect(fast(10, 10)).toMatchObject({ usedCm: 20, within: true }); // wholly difficult: half of 20
    expect(fast(15, 5, { '1999.difficult-ground': 'halves-whole-move' }).within).toBe(false);
    expect(fast(10, 1, { '1999.difficult-ground': 'halves-whole-move' }).within).toBe(true);
    expect(moveAllowance({ mov: 10, multiplier: 2, frenzy: false, distanceCm: 20, difficultCm: 20, ignoresDifficult: true }, rules).within).toBe(true); // Floating, Flying (L213–L219)
  });

  it('never into Base-to-base Contact except by Charging (L421, L513)', () => {
    expect(combat('move-fast').refusal({ type: 'model-moved', cardId: 'p1/gunner', distanceCm: 5, intoBaseContact: true })).toBe(
      'Gunner may never move into Base-to-base Contact with an enemy by this Action; only a Charge does',
    );
    combat('charge').step({ ...chargeInto(OGRE), distanceCm: 20 });
  });

  it('never through Impassable terrain or obstacles over 3 cm (L427–L429, L625), never off the Battlefield (L441)', () => {
    const b = combat('move-fast');
    expect(b.refusal({ type: 'model-moved', cardId: 'p1/gunner', distanceCm: 5, throughImpassable: true })).toBe('Gunner cannot move over or through Impassable terrain');
    expect(b.refusal({ type: 'model-moved', cardId: 'p1/gunner', distanceCm: 5, obstacleHeightCm: 4 })).toBe('An obstacle of 4 cm is Impassable terrain; only 3 cm or lower is climbed');
    expect(b.refusal({ type: 'model-moved', cardId: 'p1/gunner', distanceCm: 5, offBattlefield: true })).toBe('Gunner may not move off the Battlefield; its centre stays inside the boundary');
    b.step({ type: 'model-moved', cardId: 'p1/gunner', distanceCm: 16, difficultCm: 2, obstacleHeightCm: 3 });
  });

  it('Moving fast ends the model’s Action (L417); Hold Ground does not move (L609)', () => {
    const b = combat('move-fast');
    b.step({ type: 'model-moved', cardId: 'p1/gunner', distanceCm: 5 });
    expect(b.refusal({ type: 'shot', shooter: GUNNER, weapon: 'Rifle', target: OGRE, rangeCm: 10, toHit: roll(1) })).toBe('Gunner’s Action has ended');
    expect(combat('hold-ground').refusal({ type: 'model-moved', cardId: 'p1/gunner', distanceCm: 5 })).toBe('Gunner declared Hold Ground, which does not move the model');
  });
});

describe('Floating and Flying (L213–L219)', () => {
  const cards = [
    card({ name: 'Drifter', activation: [1], abilities: [{ kind: 'floating', text: '' }] }),
    card({ name: 'Wing', activation: [1], abilities: [{ kind: 'flying', text: '' }] }),
    card({ name: 'Walker', activation: [5] }),
  ];
  const mover = (name: 'Drifter' | 'Wing') => {
    const key = name.toLowerCase();
    const b = new Battle(setupOf({ size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'surrender' } } as never, sides({ player: 'Ann', roster: army('A', [unit(key, name)]) }, { player: 'Bob', roster: army('B', [unit('walker', 'Walker')]) }), cards)).deployAll('p1');
    b.step({ type: 'unit-nominated', unitId: `p1/${key}` });
    b.step({ type: 'action-declared', action: 'move-fast' });
    return b;
  };

  it('a Floating model crosses Difficult ground at full pace (L215) but never Impassable terrain or a 4 cm obstacle', () => {
    expect(mover('Drifter').refusal({ type: 'model-moved', cardId: 'p1/drifter', distanceCm: 20, throughImpassable: true })).toBe('Drifter cannot move over or through Impassable terrain');
    expect(mover('Drifter').refusal({ type: 'model-moved', cardId: 'p1/drifter', distanceCm: 20, obstacleHeightCm: 4 })).toBe('An obstacle of 4 cm is Impassable terrain; only 3 cm or lower is climbed');
    const [moved] = mover('Drifter').step({ type: 'model-moved', cardId: 'p1/drifter', distanceCm: 20, difficultCm: 20 });
    expect(moved).toMatchObject({ allowanceCm: 20, usedCm: 20 });
  });

  it('a Flying model crosses Difficult ground, Impassable terrain and tall obstacles (L219)', () => {
    const [moved] = mover('Wing').step({ type: 'model-moved', cardId: 'p1/wing', distanceCm: 20, difficultCm: 20, throughImpassable: true, obstacleHeightCm: 12 });
    expect(moved).toMatchObject({ allowanceCm: 20, usedCm: 20 });
  });
});

describe('Moving out of Base-to-base Contact (L431–L437), as older records name one enemy and a count', () => {
  it('an Opposed roll adding CC offensive and defensive, −1 per further enemy in contact; the loser stays', () => {
    const b = combat('move-fast');
    // Gunner 4 + 3 = 7 (−1 for a second enemy) against the Ogre's 3 + 2 = 5.
    const [won] = b.step({ type: 'disengage-rolled', cardId: 'p1/gunner', model: 0, enemy: OGRE, additionalEnemies: 1, rounds: Battle.rounds({ mover: 3, enemy: 3 }) });
    expect(won).toEqual({ code: 'disengaged', at: GUNNER, against: OGRE, others: 1, won: true, mover: 9, enemy: 8 });
    b.step({ type: 'model-moved', cardId: 'p1/gunner', distanceCm: 20 });
  });

  it('losing it ends the model’s Action', () => {
    const b = combat('move-fast');
    const [lost] = b.step({ type: 'disengage-rolled', cardId: 'p1/gunner', model: 0, enemy: OGRE, rounds: Battle.rounds({ mover: 1, enemy: 6 }) });
    expect(lost).toMatchObject({ won: false, mover: 8, enemy: 11 }); // 1 + 7 against 6 + 5
    expect(b.refusal({ type: 'model-moved', cardId: 'p1/gunner', distanceCm: 1 })).toBe('Gunner’s Action has ended');
  });

  it('ties are re-rolled (L143)', () => {
    const b = combat('move-fast');
    expect(b.refusal({ type: 'disengage-rolled', cardId: 'p1/gunner', model: 0, enemy: OGRE, additionalEnemies: 2, rounds: Battle.rounds({ mover: 3, enemy: 3 }) })).toBe('Gunner and Ogre tied: re-roll the tie');
  });
});

describe('every model takes the first step before any takes the next (L391)', () => {
  const cards = [card({ name: 'Raider', activation: [1], types: [{ type: 'squad', min: 1, max: 5 }], armyPoints: 5 }), card({ name: 'Target', activation: [5] })];
  const raiders = (action: 'charge' | 'move-and-shoot') => {
    const b = new Battle(setupOf({ size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'surrender' } } as never, sides({ player: 'Ann', roster: army('A', [squad('r', 'Raider', 3)]) }, { player: 'Bob', roster: army('B', [unit('t', 'Target')]) }), cards)).deployAll('p1');
    b.step({ type: 'unit-nominated', unitId: 'p1/r' });
    b.step({ type: 'action-declared', action });
    return b;
  };
  const raider = (model: number) => ({ cardId: 'p1/r', model });
  const move = (model: number) => ({ type: 'model-moved', cardId: 'p1/r', models: [model], distanceCm: 5 }) as const;
  const shoot = (model: number) => ({ type: 'shot', shooter: raider(model), weapon: 'Rifle', target: { cardId: 'p2/t', model: 0 }, rangeCm: 20, toHit: roll(1) }) as const;
  const strike = (model: number) => ({ type: 'assault', attacker: raider(model), weapon: 'Knife', target: { cardId: 'p2/t', model: 0 }, rounds: Battle.rounds({ attacker: 1, target: 6 }) }) as const;

  it('a Charge moves every model before any Assaults (L513)', () => {
    const b = raiders('charge');
    const intoTarget = (model: number) => ({ ...move(model), intoBaseContact: true, contacts: [{ model, enemy: { cardId: 'p2/t', model: 0 } }] });
    b.step(intoTarget(0));
    b.step(strike(0));
    expect(b.refusal(intoTarget(1))).toBe('Raider 2 cannot move now: in a Charge every model moves before any of them Assaults');
    expect(b.refusal({ type: 'disengage-rolled', cardId: 'p1/r', model: 2, enemy: { cardId: 'p2/t', model: 0 }, rounds: Battle.rounds({ mover: 6, enemy: 1 }) })).toContain('cannot move now');
    // Raider 2 never moved into contact, so it has no one to Assault (L519)
    expect(b.refusal(strike(1))).toBe('Raider 2 is not in Base-to-base Contact with Target, so it cannot Assault it: a model Assaults only an enemy its base touches; name it among the enemies the Charge ends touching');
  });

  it('Moving and Shooting: moving first, every model moves before any shoots (L445)', () => {
    const b = raiders('move-and-shoot');
    b.step(move(0));
    b.step(shoot(0));
    expect(b.refusal(move(1))).toBe('Raider 2 cannot move now: the Unit moved first, so every model moves before any of them shoots');
    b.step(shoot(1));
  });

  it('Moving and Shooting: shooting first, every model shoots before any moves (L445)', () => {
    const b = raiders('move-and-shoot');
    b.step(shoot(0));
    b.step(shoot(1));
    b.step(move(0)); // "Or you can Shoot then Move"
    expect(b.refusal(shoot(2))).toBe('Raider 3 cannot shoot now: the Unit shot first, so every model shoots before any of them moves');
    b.step(move(1));
  });
});
