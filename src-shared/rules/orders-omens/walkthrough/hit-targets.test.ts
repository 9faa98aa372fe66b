import { describe, expect, it } from 'vitest';
import { armyB, dice, line, setupOf, Table } from '../battle/testing/fixtures';
import type { Army } from '../types';
import { hitTarget, hitTargets } from './hit-targets';
import { meleePlan, meleePreview, volleySpecs } from './odds';
import { emptyMeleeSetup, meleeSideInput } from './melee-positions';
import { braceVolleySpecs, breathOf, breathSpec } from './special-odds';
import { regimentLosses } from './series';

/** Red's Swordsmen (B/d1.b1) with a mixed second regiment: Swordsmen 2 wear armour. */
function mixedSwordsmen(overrides: Partial<Army> = {}): Army {
  const red = armyB(overrides);
  const [division] = red.divisions;
  const [swordsmen, ...rest] = division!.brigades;
  return { ...red, divisions: [{ ...division!, brigades: [{ ...swordsmen!, regiments: [line('experienced', 'hand-weapons'), line('experienced', 'hand-weapons', { armoured: true })] }, ...rest] }] };
}

describe('where hits go', () => {
  it("lists the target Brigade's regiments, the engine's default first, and falls back to it", () => {
    const t = Table.activating(setupOf({ B: mixedSwordsmen() }));
    expect(hitTargets(t.state, 'B/d1.b1').map((r) => r.id)).toEqual(['B/d1.b1.r1', 'B/d1.b1.r2']);
    expect(hitTarget(t.state, 'B/d1.b1')).toBe('B/d1.b1.r1');
    expect(hitTarget(t.state, 'B/d1.b1', 'B/d1.b1.r2')).toBe('B/d1.b1.r2');
    // A regiment of another Brigade (a stale choice) is not a target.
    expect(hitTarget(t.state, 'B/d1.b1', 'B/d1.b2.r1')).toBe('B/d1.b1.r1');
    expect(hitTargets(t.state, 'nowhere')).toEqual([]);
  });

  it("uses the chosen regiment's save in the volley odds and puts the hits on it", () => {
    const t = Table.activating(setupOf({ B: mixedSwordsmen() })).order('A/d1.b2');
    const plain = volleySpecs(t.state, 'A/d1.b2', 'B/d1.b1', 'effective', {});
    const aimed = volleySpecs(t.state, 'A/d1.b2', 'B/d1.b1', 'effective', {}, { 'A/d1.b2.r2': 'B/d1.b1.r2' });
    expect(plain.map((s) => s.targetRegimentId)).toEqual(['B/d1.b1.r1', 'B/d1.b1.r1']);
    expect(aimed.map((s) => s.targetRegimentId)).toEqual(['B/d1.b1.r1', 'B/d1.b1.r2']);
    // Swordsmen 1 save nothing; the armoured Swordsmen 2 save against bows.
    expect(aimed[0]!.attack.saveRule.saveOn).toBeNull();
    expect(aimed[1]!.attack.saveRule.saveOn).not.toBeNull();

    const saveOn = aimed[1]!.attack.saveRule.saveOn!;
    t.do({
      type: 'shot-fired',
      brigadeId: 'A/d1.b2',
      targetBrigadeId: 'B/d1.b1',
      volleys: [
        { regimentId: 'A/d1.b2.r1', targetRegimentId: aimed[0]!.targetRegimentId, range: 'effective', dice: dice(6, 1, 1, 1), claimedHits: 1 },
        // Two hits on Swordsmen 2, one saved.
        { regimentId: 'A/d1.b2.r2', targetRegimentId: aimed[1]!.targetRegimentId, range: 'effective', dice: dice(6, 6, 1, 1), claimedHits: 2, saves: { dice: dice(saveOn, 1) } },
      ],
    });
    expect(t.state.regiments['B/d1.b1.r1']!.hitsTaken).toBe(1);
    expect(t.state.regiments['B/d1.b1.r2']!.hitsTaken).toBe(1);
  });

  it('aims a melee regiment at the second enemy regiment: the plan, the odds and the round agree', () => {
    const t = Table.activating(setupOf({ B: mixedSwordsmen() }))
      .order('A/d1.b1')
      .do({ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: true });
    const setup = emptyMeleeSetup();
    setup.attacker.targets = { 'A/d1.b1.r2': 'B/d1.b1.r2', 'A/d1.b1.r1': 'nowhere' };
    const plan = meleePlan(t.state, 'melee-1', {}, setup)!;
    expect(plan.attacker.map((r) => r.targetRegimentId)).toEqual(['B/d1.b1.r1', 'B/d1.b1.r2']);
    expect(plan.attacker[0]!.attack.saveRule.saveOn).toBeNull();
    expect(plan.attacker[1]!.attack.saveRule.saveOn).not.toBeNull();
    // Hitting armour instead of bare Swordsmen makes the Levy's win less likely.
    expect(meleePreview(t.state, 'melee-1', {}, setup)!.attackerWins).toBeLessThan(meleePreview(t.state, 'melee-1', {})!.attackerWins);

    const side = meleeSideInput(setup.attacker, [
      { regimentId: 'A/d1.b1.r1', targetRegimentId: plan.attacker[0]!.targetRegimentId, dice: dice(6, 1, 1), claimedHits: 1 },
      { regimentId: 'A/d1.b1.r2', targetRegimentId: plan.attacker[1]!.targetRegimentId, dice: dice(6, 6, 1), claimedHits: 2, saves: { dice: dice(1, 1) } },
    ]);
    const before = t.state.regiments;
    t.do({
      type: 'melee-round',
      engagementId: 'melee-1',
      attacker: side,
      defender: { rolls: [{ regimentId: 'B/d1.b1.r1', dice: dice(1, 1, 1, 1), claimedHits: 0 }, { regimentId: 'B/d1.b1.r2', dice: dice(1, 1, 1, 1), claimedHits: 0 }] },
    });
    expect(t.state.regiments['B/d1.b1.r1']!.hitsTaken).toBe(1);
    expect(t.state.regiments['B/d1.b1.r2']!.hitsTaken).toBe(2);
    const name = (id: string) => t.state.roster.regiments[id]!.name;
    // The log line names each regiment that took hits, with its casualties (25 a hit).
    expect(regimentLosses(t.state, before)).toBe(`Hits landed on ${name('B/d1.b1.r1')} (1 hit, 25 casualties) and ${name('B/d1.b1.r2')} (2 hits, 50 casualties).`);
    expect(regimentLosses(t.state, t.state.regiments)).toBeNull();
  });

  it('aims a Brace Volley and a breath attack', () => {
    const t = Table.activating(setupOf({ B: mixedSwordsmen() })).order('A/d1.b1');
    const brace = braceVolleySpecs(t.state, 'B/d1.b2', 'A/d1.b1', 'effective', {}, { 'B/d1.b2.r2': 'A/d1.b1.r2' });
    expect(brace.map((s) => s.targetRegimentId)).toEqual(['A/d1.b1.r1', 'A/d1.b1.r2']);

    const withDragon = mixedSwordsmen({ list: 'orc' });
    const dragonArmy: Army = { ...withDragon, divisions: [{ ...withDragon.divisions[0]!, attached: [{ type: 'monster', monster: 'dragon' }] }] };
    const dragon = Table.activating(setupOf({ B: dragonArmy }));
    const breath = breathOf(dragon.state, 'B/d1.x1', {})!;
    // Armour is ignored either way; the spec is built against the chosen regiment.
    expect(breathSpec(dragon.state, breath, 'A/d1.b3', {}, 'A/d1.b3.r2')!.saveRule.saveOn).toBeNull();
  });
});
