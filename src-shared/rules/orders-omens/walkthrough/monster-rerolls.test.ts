import { describe, expect, it } from 'vitest';
import type { BattleEvent, BattleSetup, MeleeSideInput } from '../battle';
import { armyA, armyB, deploymentEvents, dice, setupOf } from '../battle/testing/fixtures';
import { initialBattleState } from '../battle/initial-state';
import type { Army, MonsterId } from '../types';
import { applyStep, startWalkthrough, type Walkthrough } from './walkthrough';
import { meleePlan, meleePreview } from './odds';
import { emptyMeleeSetup } from './melee-positions';
import { attackProgress, defaultChosenRerolls } from './attack-dice';

/**
 * The monsters' re-rolls played through the walkthrough, as the melee form sends them.
 * Rulebook (seeds/002_cff186ffe79098a6.txt): Treeman "Rooted Strength: Re-roll failed hits in
 * melee" (line 1164); Wyvern "Venomous Bite: Enemy must re-roll successful armour saves"
 * (lines 1239-1240); Chimera "Multiple Heads: Once per turn, may re-roll up to 2 Combat Dice"
 * (lines 1260-1261). Melee hits on 5+, +1 for the charger in the first round; armour saves on 6.
 */

const withMonster = (army: Army, list: Army['list'], monster: MonsterId): Army => ({
  ...army,
  list,
  divisions: army.divisions.map((d) => ({ ...d, attached: [{ type: 'monster', monster }] })),
});

class Walk {
  walk: Walkthrough;
  constructor(readonly setup: BattleSetup) {
    this.walk = startWalkthrough(setup);
    for (const step of deploymentEvents(initialBattleState(setup))) this.do(step);
    this.do({ type: 'activation-started' });
  }
  do(step: BattleEvent): this {
    const result = applyStep(this.walk, step);
    if (!result.ok) throw new Error(`${step.type} refused: ${result.reason}`);
    this.walk = result.walk;
    return this;
  }
  refuse(step: BattleEvent): string {
    const result = applyStep(this.walk, step);
    if (result.ok) throw new Error(`${step.type} was accepted`);
    return result.reason;
  }
  charge(brigadeId: string, targetBrigadeId: string): this {
    const side = this.walk.battle.roster.brigades[brigadeId]!.side;
    return this.do({ type: 'chip-drawn', side })
      .do({ type: 'order-tested', brigadeId, roll: dice(6, 6) })
      .do({ type: 'charge-declared', brigadeId, targetBrigadeId, approach: 'charge', reaction: 'none', contact: true });
  }
  hitsTaken(regimentId: string): number {
    return this.walk.battle.regiments[regimentId]!.hitsTaken;
  }
}

const misses = (...regiments: [string, number][]): MeleeSideInput => ({ rolls: regiments.map(([regimentId, count]) => ({ regimentId, dice: dice(...Array<number>(count).fill(1)) })) });

describe('monster re-rolls in melee, through the walkthrough', () => {
  it('Rooted Strength (line 1164): every missed die is re-rolled, in every round; without the re-rolls the round is refused', () => {
    const t = new Walk(setupOf({ A: withMonster(armyA(), 'elven', 'treeman') })).charge('A/d1.x1', 'B/d1.b1');
    const defenderMisses = misses(['B/d1.b1.r1', 4], ['B/d1.b1.r2', 4]);
    // Charging: hits on 4+. 4,6,1,2,3 → three misses (dice 3, 4, 5) to roll again.
    const treeman = { regimentId: 'A/d1.x1.r1', dice: dice(4, 6, 1, 2, 3) };
    const noRerolls = t.refuse({ type: 'melee-round', engagementId: 'melee-1', attacker: { rolls: [treeman] }, defender: defenderMisses });
    expect(noRerolls).toBe('Treeman, 1st Div: Re-roll 3 dice; none were entered');
    // Re-rolled 1, 1, 4 → 4, 6, 1, 1, 4: 3 hits. Red on 5+: 5, 5, 1, 1 and 6, 1, 1, 1 → 3 hits: a tie.
    t.do({
      type: 'melee-round',
      engagementId: 'melee-1',
      attacker: { rolls: [{ ...treeman, rerolls: dice(1, 1, 4) }] },
      defender: { rolls: [{ regimentId: 'B/d1.b1.r1', dice: dice(5, 5, 1, 1) }, { regimentId: 'B/d1.b1.r2', dice: dice(6, 1, 1, 1) }] },
    });
    expect(t.walk.battle.engagements['melee-1']!.round).toBe(2);
    // Round 2, no charge bonus: 5+. 5,1,1,1,1 → four misses re-rolled 5,5,1,1 → 3 hits; Red misses all.
    t.do({ type: 'melee-round', engagementId: 'melee-1', attacker: { rolls: [{ regimentId: 'A/d1.x1.r1', dice: dice(5, 1, 1, 1, 1), rerolls: dice(5, 5, 1, 1) }] }, defender: defenderMisses });
    expect(t.hitsTaken('B/d1.b1.r1')).toBe(3 + 3);
    expect(t.walk.battle.pending[0]).toMatchObject({ kind: 'morale', brigadeId: 'B/d1.b1', meleeMargin: 3 });
  });

  it('Venomous Bite (lines 1239-1240): successful saves against the Wyvern are rolled again; without them the round is refused', () => {
    const t = new Walk(setupOf({ B: withMonster(armyB(), 'orc', 'wyvern') })).charge('B/d1.x1', 'A/d1.b3');
    // Wyvern: 6 dice + 1 Orc Bloodlust = 7, charging: 4+. 6,6,5,4,1,1,2 → 4 hits on the armoured Halberdiers.
    const bite = { regimentId: 'B/d1.x1.r1', dice: dice(6, 6, 5, 4, 1, 1, 2) };
    const halberdiers = misses(['A/d1.b3.r1', 4], ['A/d1.b3.r2', 4]);
    // Saves on 6: 6, 6, 2, 1 → two saves, each rolled again.
    const saves = dice(6, 6, 2, 1);
    const noRerolls = t.refuse({ type: 'melee-round', engagementId: 'melee-1', attacker: { rolls: [{ ...bite, saves: { dice: saves } }] }, defender: halberdiers });
    expect(noRerolls).toBe('Wyvern, 1st Div: Venomous Bite: re-roll each of the 2 saves made; none were entered');
    // Re-rolled 6, 3: one save holds, 3 hits get through.
    t.do({ type: 'melee-round', engagementId: 'melee-1', attacker: { rolls: [{ ...bite, saves: { dice: saves, rerolls: dice(6, 3) } }] }, defender: halberdiers });
    expect(t.hitsTaken('A/d1.b3.r1')).toBe(3);
    expect(t.walk.battle.pending[0]).toMatchObject({ kind: 'morale', brigadeId: 'A/d1.b3', meleeMargin: 3 });
  });

  it('Multiple Heads (lines 1260-1261): up to 2 chosen dice once per turn; a third die or a second use that turn is refused', () => {
    const t = new Walk(setupOf({ A: withMonster(armyA(), 'human', 'chimera') })).charge('A/d1.x1', 'B/d1.b1');
    const redTies = (hits: number): MeleeSideInput => ({ rolls: [{ regimentId: 'B/d1.b1.r1', dice: dice(...[6, 6, 6, 6].map((f, i) => (i < hits ? f : 1))) }, { regimentId: 'B/d1.b1.r2', dice: dice(1, 1, 1, 1) }] });
    // Charging: 4+. 1,2,3,4,5,6 → 3 hits; dice 1 and 2 rolled again as 6, 4 → 5 hits.
    const chimera = { regimentId: 'A/d1.x1.r1', dice: dice(1, 2, 3, 4, 5, 6) };
    expect(t.refuse({ type: 'melee-round', engagementId: 'melee-1', attacker: { rolls: [{ ...chimera, rerollIndices: [0, 1, 2], rerolls: dice(6, 6, 6) }] }, defender: redTies(4) })).toBe(
      'Chimera, 1st Div: At most 2 dice may be re-rolled',
    );
    t.do({ type: 'melee-round', engagementId: 'melee-1', attacker: { rolls: [{ ...chimera, rerollIndices: [0, 1], rerolls: dice(6, 4) }] }, defender: redTies(4) });
    // Red: 6, 6, 6, 6 → 4 hits; the Chimera wins by 1.
    expect(t.hitsTaken('B/d1.b1.r1')).toBe(5);
    expect(t.walk.battle.brigades['A/d1.x1']!.headsRerollUsedThisTurn).toBe(true);
  });

  it('Multiple Heads may not be used in a second round of the same turn; the round without it is accepted', () => {
    const t = new Walk(setupOf({ A: withMonster(armyA(), 'human', 'chimera') })).charge('A/d1.x1', 'B/d1.b1');
    // 1,2,3,4,5,6 at 4+ → 3 hits, dice 1 and 2 again as 1, 1 → still 3; Red 6,6,6,1 → 3: a tie.
    t.do({
      type: 'melee-round',
      engagementId: 'melee-1',
      attacker: { rolls: [{ regimentId: 'A/d1.x1.r1', dice: dice(1, 2, 3, 4, 5, 6), rerollIndices: [0, 1], rerolls: dice(1, 1) }] },
      defender: { rolls: [{ regimentId: 'B/d1.b1.r1', dice: dice(6, 6, 6, 1) }, { regimentId: 'B/d1.b1.r2', dice: dice(1, 1, 1, 1) }] },
    });
    const second = { regimentId: 'A/d1.x1.r1', dice: dice(1, 1, 5, 5, 5, 5) };
    const red = misses(['B/d1.b1.r1', 4], ['B/d1.b1.r2', 4]);
    expect(t.refuse({ type: 'melee-round', engagementId: 'melee-1', attacker: { rolls: [{ ...second, rerollIndices: [0], rerolls: dice(6) }] }, defender: red })).toBe(
      'Multiple Heads may re-roll dice once per turn',
    );
    t.do({ type: 'melee-round', engagementId: 'melee-1', attacker: { rolls: [second] }, defender: red });
    expect(t.walk.battle.pending[0]).toMatchObject({ kind: 'morale', brigadeId: 'B/d1.b1', meleeMargin: 4 });
  });
});

describe('the re-roll entry and odds the melee form shows', () => {
  it('asks for the Treeman misses, then counts hits from the final faces', () => {
    const t = new Walk(setupOf({ A: withMonster(armyA(), 'elven', 'treeman') })).charge('A/d1.x1', 'B/d1.b1');
    const spec = meleePlan(t.walk.battle, 'melee-1', {})!.attacker[0]!.attack;
    expect(spec.reroll).toEqual({ kind: 'misses' });
    const rolled = { faces: [4, 6, 1, 2, 3], rerollFaces: null, saveFaces: null, saveRerollFaces: null };
    expect(attackProgress(spec, rolled)).toMatchObject({ rerollIndices: [2, 3, 4], hits: null });
    expect(attackProgress(spec, { ...rolled, rerollFaces: [1, 1, 4] })).toMatchObject({ hits: 3, saveCount: 0, unsaved: 3 });
  });

  it('asks the Wyvern target for its saves and then for the re-rolls of the successful ones', () => {
    const t = new Walk(setupOf({ B: withMonster(armyB(), 'orc', 'wyvern') })).charge('B/d1.x1', 'A/d1.b3');
    const spec = meleePlan(t.walk.battle, 'melee-1', {})!.attacker[0]!.attack;
    expect(spec.saveRule).toEqual({ saveOn: 6, rerollSuccesses: true });
    const rolled = { faces: [6, 6, 5, 4, 1, 1, 2], rerollFaces: null, saveFaces: [6, 6, 2, 1], saveRerollFaces: null };
    expect(attackProgress(spec, rolled)).toMatchObject({ hits: 4, saveCount: 4, saveRerollCount: 2, unsaved: null });
    expect(attackProgress(spec, { ...rolled, saveRerollFaces: [6, 3] })).toMatchObject({ unsaved: 3 });
  });

  it('Multiple Heads: chosen in the form, it changes the dice asked for and raises the odds', () => {
    const t = new Walk(setupOf({ A: withMonster(armyA(), 'human', 'chimera') })).charge('A/d1.x1', 'B/d1.b1');
    const setup = emptyMeleeSetup();
    const heads = { ...setup, attacker: { ...setup.attacker, multipleHeads: true } };
    expect(meleePlan(t.walk.battle, 'melee-1', {}, setup)!.attacker[0]!.attack.reroll).toEqual({ kind: 'none' });
    const spec = meleePlan(t.walk.battle, 'melee-1', {}, heads)!.attacker[0]!.attack;
    expect(spec.reroll).toEqual({ kind: 'up-to', count: 2 });
    expect(defaultChosenRerolls(spec, [1, 2, 3, 4, 5, 6])).toEqual([0, 1]);
    expect(attackProgress(spec, { faces: [1, 2, 3, 4, 5, 6], chosen: [0, 1], rerollFaces: [6, 4], saveFaces: null, saveRerollFaces: null })).toMatchObject({ hits: 5, unsaved: 5 });
    const plain = meleePreview(t.walk.battle, 'melee-1', {}, setup)!;
    const withHeads = meleePreview(t.walk.battle, 'melee-1', {}, heads)!;
    expect(withHeads.attackerWins).toBeGreaterThan(plain.attackerWins);
  });
});
