import { describe, expect, it } from 'vitest';
import { armyA, dice, setupOf, Table } from './testing/fixtures';
import type { Army } from '../types';
import type { Volley } from './events';
import { BattleEventSchema } from '../../../contract/orders-omens/battle-events';

/**
 * Measured shooting distances (seed 002_cff186ffe79098a6.txt): bows "fire 6-10" at long range ...
 * 6" or less is considered short range" (L289, L1401); crossbows "a maximum range of 12" ... short
 * range of 6" or less" (L297, L1402); artillery "maximum range is 24"" (L275, L1403).
 */
const at = (regimentId: string, inches: number, faces: number[], extra: Partial<Volley> = {}): Volley => ({ regimentId, distanceInches: inches, dice: dice(...faces), ...extra });
const bows = (inches: number, faces = [5, 5, 5, 5]) => ({ type: 'shot-fired' as const, brigadeId: 'A/d1.b2', targetBrigadeId: 'B/d1.b1', volleys: [at('A/d1.b2.r1', inches, faces)] });
const crossbows = (inches: number) => ({ type: 'shot-fired' as const, brigadeId: 'B/d1.b2', targetBrigadeId: 'A/d1.b1', volleys: [at('B/d1.b2.r1', inches, [5, 5, 5])] });

function withArtillery(army: Army): Army {
  const division = army.divisions[0]!;
  return { ...army, divisions: [{ ...division, attached: [{ type: 'artillery', experience: 'experienced' }] }] };
}

describe('Measured shooting distances pick the band and refuse what is out of range', () => {
  it('Bows at exactly 6″ hit on 5+ (effective); at 6.5″ the same dice hit on 6+ only (long) — L289', () => {
    const effective = Table.activating().order('A/d1.b2').do(bows(6));
    expect(effective.state.regiments['B/d1.b1.r1']!.hitsTaken).toBe(4);
    const long = Table.activating().order('A/d1.b2').do(bows(6.5));
    expect(long.state.regiments['B/d1.b1.r1']!.hitsTaken).toBe(0);
  });

  it('Bows reach exactly 10″; at 10.5″ the shot is refused with the rule and nothing changes — L289, L1401', () => {
    const t = Table.activating().order('A/d1.b2').do(bows(10, [6, 6, 1, 1]));
    expect(t.state.regiments['B/d1.b1.r1']!.hitsTaken).toBe(2);
    const u = Table.activating().order('A/d1.b2');
    expect(u.refuse(bows(10.5))).toBe('Bows reach 10″; this target is 10.5″ away');
    expect(u.refuse(bows(10.01))).toMatch(/Bows reach 10″; this target is 10.01″ away/);
  });

  it('Crossbows reach exactly 12″; 12.5″ is refused — L297, L1402', () => {
    const t = Table.activating().order('B/d1.b2').do(crossbows(12));
    expect(t.state.regiments['A/d1.b1.r1']!.hitsTaken).toBe(0);
    expect(Table.activating().order('B/d1.b2').refuse(crossbows(12.5))).toBe('Crossbows/Firearms reach 12″; this target is 12.5″ away');
  });

  it('Artillery reaches exactly 24″ (always its own accuracy, never an effective band); 24.5″ is refused — L275, L1403', () => {
    const shot = (inches: number) => ({ type: 'shot-fired' as const, brigadeId: 'A/d1.x1', targetBrigadeId: 'B/d1.b1', volleys: [at('A/d1.x1.r1', inches, [6, 5, 1, 1])] });
    const t = Table.activating(setupOf({ A: withArtillery(armyA()) })).order('A/d1.x1').do(shot(24));
    expect(t.state.regiments['B/d1.b1.r1']!.hitsTaken).toBe(1);
    const close = Table.activating(setupOf({ A: withArtillery(armyA()) })).order('A/d1.x1').do(shot(2));
    expect(close.state.regiments['B/d1.b1.r1']!.hitsTaken).toBe(1);
    expect(Table.activating(setupOf({ A: withArtillery(armyA()) })).order('A/d1.x1').refuse(shot(24.5))).toBe('Artillery reach 24″; this target is 24.5″ away');
  });

  it('A band that contradicts the distance is refused; a volley with neither band nor distance is refused', () => {
    const t = Table.activating().order('A/d1.b2');
    expect(t.refuse({ ...bows(8), volleys: [at('A/d1.b2.r1', 8, [5, 5, 5, 5], { range: 'effective' })] })).toMatch(/8″ away, which is long range, not effective range/);
    expect(t.refuse({ ...bows(8), volleys: [{ regimentId: 'A/d1.b2.r1', dice: dice(5, 5, 5, 5) }] })).toMatch(/needs its range band or the measured distance/);
  });

  it('Without a distance the chosen band works as before', () => {
    const t = Table.activating().order('A/d1.b2').do({ ...bows(0), volleys: [{ regimentId: 'A/d1.b2.r1', range: 'effective', dice: dice(5, 5, 5, 5) }] });
    expect(t.state.regiments['B/d1.b1.r1']!.hitsTaken).toBe(4);
  });

  it('The reducer refuses a negative or absurd distance given directly; the contract refuses it with a clear message', () => {
    const t = Table.activating().order('A/d1.b2');
    expect(t.refuse(bows(-1))).toMatch(/between 0 and 200 inches/);
    expect(t.refuse(bows(Number.NaN))).toMatch(/between 0 and 200 inches/);
    const issues = (inches: number) => {
      const parsed = BattleEventSchema.safeParse(bows(inches));
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    };
    expect(issues(-1)).toContain('A distance cannot be negative');
    expect(issues(5000)).toContain('A distance must be 200 inches or less (no table is that wide)');
    expect(issues(200)).toEqual([]);
    expect(issues(7.25)).toEqual([]);
  });
});
