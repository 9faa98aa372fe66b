import { describe, expect, it } from 'vitest';
import { armyA, armyB, dice, setupOf, Table } from '../battle/testing/fixtures';
import type { MeleeRoll } from '../battle';
import { meleePlan, meleePreview } from './odds';
import { emptyMeleeSetup, generalsWhoMayJoin, meleeSideInput, type MeleeSetup } from './melee-positions';
import { braceVolleyPreview, braceVolleySpecs, breathOf, breathPreview, breathSpec, orderRerollGeneral, regeneratingBrigades, REGENERATION_CHANCE } from './special-odds';

/** Levy (Blue, Green hand weapons: 3 dice a regiment) charge the Swordsmen (Red, Experienced: 4 dice). */
function levyChargeSwordsmen(): Table {
  return Table.activating()
    .order('A/d1.b1')
    .do({ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: true });
}

function flankWithMarshal(): MeleeSetup {
  const setup = emptyMeleeSetup();
  setup.attacker.positions['A/d1.b1.r1'] = { strikes: 'flank', engagedFrom: 'front', higherGround: false, inForest: false };
  setup.attacker.generals['A/marshal'] = 'A/d1.b1.r1';
  return setup;
}

describe('melee positions and Generals in the fight', () => {
  it('adds +1 to hit for a flank attack and +1 Combat Die for a General in base contact', () => {
    const t = levyChargeSwordsmen();
    const front = meleePlan(t.state, 'melee-1', {})!;
    const placed = meleePlan(t.state, 'melee-1', {}, flankWithMarshal())!;
    // Front: 3 dice, +1 for charging in the first round.
    expect(front.attacker[0]!.attack.diceCount).toBe(3);
    expect(front.attacker[0]!.attack.hitRule.modifier).toBe(1);
    // Flank with the Marshal: 3 + 1 = 4 dice; +1 charging +1 flank = +2.
    expect(placed.attacker[0]!.attack.diceCount).toBe(4);
    expect(placed.attacker[0]!.attack.hitRule.modifier).toBe(2);
    expect(placed.attacker[0]!.modifiers.map((m) => m.source)).toEqual(['charging (first round)', 'attacking flank or rear']);
    expect(placed.attacker[0]!.diceBreakdown).toEqual([{ source: 'General in contact', value: 1 }]);
    // The other regiment is untouched.
    expect(placed.attacker[1]!.attack).toEqual(front.attacker[1]!.attack);
  });

  it('shows better odds for the flank attack than for the front one', () => {
    const t = levyChargeSwordsmen();
    const front = meleePreview(t.state, 'melee-1', {})!;
    const flank = meleePreview(t.state, 'melee-1', {}, flankWithMarshal())!;
    expect(flank.attackerWins).toBeGreaterThan(front.attackerWins);
    expect(front.attackerWins + front.tie + front.defenderWins).toBeCloseTo(1, 9);
  });

  it('polearms: +2 to the front, -2 when engaged from the flank; higher ground +1', () => {
    const t = Table.activating()
      .order('A/d1.b3')
      .do({ type: 'charge-declared', brigadeId: 'A/d1.b3', targetBrigadeId: 'B/d1.b1', approach: 'move-into-contact', reaction: 'none', contact: true });
    const setup = emptyMeleeSetup();
    setup.attacker.positions['A/d1.b3.r2'] = { strikes: 'front', engagedFrom: 'flank', higherGround: true, inForest: false };
    const plan = meleePlan(t.state, 'melee-1', {}, setup)!;
    expect(plan.attacker[0]!.attack.hitRule.modifier).toBe(2);
    expect(plan.attacker[1]!.attack.hitRule.modifier).toBe(1 - 2);
  });

  it('builds the melee-round side the engine scores: 4 hits to 2 (100 and 50 casualties)', () => {
    const t = levyChargeSwordsmen();
    const setup = flankWithMarshal();
    // Levy 1: 4 dice at +2, hits on 3+ natural: 3,3,2,6 → 3 hits. Levy 2: 3 dice at +1: 4,1,2 → 1 hit.
    const attacker: MeleeRoll[] = [
      { regimentId: 'A/d1.b1.r1', dice: dice(3, 3, 2, 6), claimedHits: 3 },
      { regimentId: 'A/d1.b1.r2', dice: dice(4, 1, 2), claimedHits: 1 },
    ];
    const defender: MeleeRoll[] = [
      { regimentId: 'B/d1.b1.r1', dice: dice(5, 5, 1, 2), claimedHits: 2 },
      { regimentId: 'B/d1.b1.r2', dice: dice(1, 2, 3, 4), claimedHits: 0 },
    ];
    const side = meleeSideInput(setup.attacker, attacker);
    expect(side.generals).toEqual([{ generalId: 'A/marshal', regimentId: 'A/d1.b1.r1' }]);
    expect(side.rolls[0]).toMatchObject({ strikes: 'flank' });
    expect(side.rolls[1]).not.toHaveProperty('strikes');
    t.do({ type: 'melee-round', engagementId: 'melee-1', attacker: side, defender: meleeSideInput(setup.defender, defender) });
    expect(t.state.regiments['B/d1.b1.r1']!.hitsTaken).toBe(4);
    expect(t.state.regiments['A/d1.b1.r1']!.hitsTaken).toBe(2);
    expect(t.state.generals['A/marshal']!.attachedTo).toBe('A/d1.b1');
    expect(t.state.pending[0]).toMatchObject({ kind: 'morale', brigadeId: 'B/d1.b1', modifiers: [{ value: -2 }] });
  });

  it('lists only active Generals of the fighting side', () => {
    const t = levyChargeSwordsmen();
    expect(generalsWhoMayJoin(t.state, 'A/d1.b1').map((g) => g.id)).toEqual(['A/marshal', 'A/d1.general']);
  });
});

describe('Brace Volley', () => {
  it('hits only on natural 6s and adds its hits to the first round of melee', () => {
    const t = Table.activating().order('A/d1.b1');
    const specs = braceVolleySpecs(t.state, 'B/d1.b2', 'A/d1.b1', 'effective', {});
    expect(specs.map((s) => [s.attack.diceCount, s.attack.hitRule.naturalSixOnly])).toEqual([
      [3, true],
      [3, true],
    ]);
    // One regiment of 3 dice at a 1-in-6 chance each: P(no hit) over 6 dice = (5/6)^6.
    expect(braceVolleyPreview(specs, {})!.hits[0]).toBeCloseTo((5 / 6) ** 6, 9);
    t.do({
      type: 'charge-declared',
      brigadeId: 'A/d1.b1',
      targetBrigadeId: 'B/d1.b2',
      approach: 'charge',
      reaction: 'brace',
      contact: true,
      braceVolley: specs.map((s, i) => ({ regimentId: s.regimentId, range: s.range, dice: i === 0 ? dice(6, 5, 1) : dice(6, 6, 2) })),
    });
    expect(t.state.engagements['melee-1']!.braceHitsOnAttacker).toBe(3);
  });
});

describe('rarer rules: Adaptable Command, Regeneration, breath attacks', () => {
  it('offers the Order Test re-roll only to a Human army, once per turn', () => {
    const human = Table.activating(setupOf({ A: armyA({ list: 'human' }) }));
    human.do({ type: 'chip-drawn', side: 'A' }).do({ type: 'order-tested', brigadeId: 'A/d1.b1', roll: dice(2, 1) });
    expect(orderRerollGeneral(human.state)).toEqual({ brigadeId: 'A/d1.b1', generalId: 'A/d1.general' });
    human.do({ type: 'order-rerolled', brigadeId: 'A/d1.b1', roll: dice(2, 2) });
    expect(orderRerollGeneral(human.state)).toBeNull();

    const playtest = Table.activating();
    playtest.do({ type: 'chip-drawn', side: 'A' }).do({ type: 'order-tested', brigadeId: 'A/d1.b1', roll: dice(2, 1) });
    expect(orderRerollGeneral(playtest.state)).toBeNull();
  });

  it('finds the monsters that regenerate and the ones that breathe fire', () => {
    const withMonsters = (monster: 'troll-mob' | 'dragon') =>
      armyB({ list: 'orc', divisions: [{ ...armyB().divisions[0]!, attached: [{ type: 'monster', monster }] }] });
    const trolls = Table.deployed(setupOf({ B: withMonsters('troll-mob') }));
    expect(regeneratingBrigades(trolls.state, {})).toEqual(['B/d1.x1']);
    expect(REGENERATION_CHANCE).toBeCloseTo(1 / 3, 9);
    trolls.do({ type: 'regeneration-rolled', brigadeId: 'B/d1.x1', roll: dice(5) });
    expect(regeneratingBrigades(trolls.state, {})).toEqual([]);

    const dragon = Table.activating(setupOf({ B: withMonsters('dragon') }));
    const breath = breathOf(dragon.state, 'B/d1.x1', {})!;
    expect(breath).toMatchObject({ name: 'Dragonfire', dice: 3, hitOn: 5 });
    expect(breathOf(dragon.state, 'B/d1.b1', {})).toBeNull();
    // Against the armoured polearms: armour is ignored, so no save; 3 dice at 5+: P(0 hits) = (2/3)^3.
    const spec = breathSpec(dragon.state, breath, 'A/d1.b3', {})!;
    expect(spec.saveRule.saveOn).toBeNull();
    expect(breathPreview(dragon.state, spec, 'A/d1.b3', {})!.hits[0]).toBeCloseTo((2 / 3) ** 3, 9);
  });
});
