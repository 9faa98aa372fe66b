import { describe, expect, it } from 'vitest';
import { casualtyTestPreview, chargeTestPreview, damagePreview, damageOdds, initiativePreview, moraleTestOdds, opend6Rulings, opposedOdds, pairingPreview, shotPreview, skillTestOdds } from '../index';
import { ARCHERS, atMovement, die, GOBLIN_ARCHERS, GOBLIN_BRAWLERS, HUMAN_BLADES, ICE, play, squad } from '../testing/fixtures';
import { ICE_RANGERS } from '../squads/samples';
import { initialOd6State } from './initial-state';
import { setupOf } from '../testing/fixtures';

describe('exact odds before each roll, from the battle state', () => {
  it('initiative: the highest command on each side (L49)', () => {
    const preview = initiativePreview(initialOd6State(setupOf([ICE_RANGERS], [GOBLIN_ARCHERS])));
    expect(preview.modifiers).toEqual({ A: 4, B: 2 });
    expect(preview.odds.chances.a).toBeGreaterThan(preview.odds.chances.b);
  });

  it('a shot: the Ice Rangers’ marksmanship 4 at medium range, after walking (L203–L235)', () => {
    const walked = play(atMovement().state, [{ type: 'squad-moved', squad: ICE, pace: 'walk' }, { type: 'squad-moved', squad: ARCHERS, pace: 'stay' }, { type: 'phase-ended' }]).state;
    const preview = shotPreview(walked, { squad: ICE, soldier: 'soldier-1', weaponId: 'medium-crossbow', range: 'medium', mode: 'ranged', cover: 'light', targetProne: false });
    expect(preview).toMatchObject({ skill: 4, difficulty: 10, factors: [{ factor: 'range', modifier: 8 }, { factor: 'cover', modifier: 1 }, { factor: 'walking', modifier: 1 }] });
    expect(preview!.odds.chances.success).toBeCloseTo(skillTestOdds(4, 10).chances.success, 15);
  });

  it('the charge test: waived at 2:1, otherwise threat 6 against the sergeant’s command (L345, L499)', () => {
    const state = atMovement([HUMAN_BLADES], [GOBLIN_BRAWLERS]).state;
    const preview = chargeTestPreview(state, 'A-1', 'B-1', { flankOrRear: true });
    expect(preview).toMatchObject({ needed: true, command: 3, threat: { level: 4 } });
    expect(preview.odds.chances['morale-up']).toBeCloseTo(moraleTestOdds(3, 4, opend6Rulings()).chances['morale-up'], 15);
    const few = atMovement([HUMAN_BLADES], [squad({ ...GOBLIN_BRAWLERS, soldiers: 3 })]).state;
    expect(chargeTestPreview(few, 'A-1', 'B-1', {}).needed).toBe(false);
  });

  it('damage waiting to be rolled, and a casualty test waiting for the Morale Phase (L264–L274, L494–L495)', () => {
    const ranged = play(atMovement().state, [{ type: 'phase-ended' }]).state;
    const shot = play(ranged, [{ type: 'shots-fired', squad: ARCHERS, mode: 'ranged', target: ICE, shots: [{ soldier: 'sergeant', weaponId: 'medium-crossbow', range: 'medium', roll: die(5) }], hits: [{ shot: 0, soldier: 'sergeant' }] }]).state;
    expect(damagePreview(shot)).toEqual([{ damageStrength: 5, strength: 3, odds: damageOdds(5, 3, opend6Rulings()) }]);
    const hurt = play(shot, [{ type: 'damage-rolled', damage: [die(3)], strength: [{ squad: ICE, soldier: 'sergeant', roll: die(4) }] }, { type: 'phase-ended' }, { type: 'phase-ended' }]).state;
    // The wounded sergeant: command 4 - 1; threat 4 + 2 for his wound.
    expect(casualtyTestPreview(hurt, ICE, false)).toMatchObject({ command: 3, threat: { level: 6 } });
  });

  it('a close-combat pairing: totals with the chart’s modifiers, and the opposed odds (L366–L392)', () => {
    const engaged = play(atMovement([HUMAN_BLADES], [GOBLIN_BRAWLERS]).state, [
      { type: 'charge-declared', squad: 'A-1', target: 'B-1', test: { command: die(5), threat: die(2) } },
      { type: 'charge-received', test: { command: die(4), threat: die(1) } },
      { type: 'charge-completed', reached: true },
    ]).state;
    const preview = pairingPreview(engaged, { squad: 'A-1', soldier: 'soldier-1', enemySquad: 'B-1', enemySoldier: 'soldier-1', outnumberingBy: 1 });
    // Blades: melee 5 + magic 2 + charging 1 + outnumbering 1 = 9; goblin: fighting 4.
    expect(preview).toMatchObject({ total: 9, enemyTotal: 4, damage: 5, enemyDamage: 2 });
    expect(preview!.odds).toEqual(opposedOdds(9, 4));
  });
});
