import { describe, expect, it } from 'vitest';
import { vpBreakdown } from '../scoring/vp';
import { outcomeTextFromSetup } from '../narrator';
import { atBreakPoint } from './queries';
import { battleRulings } from './rulings-in-play';
import { dice, Table } from './testing/fixtures';

/**
 * Demi-Brigades, seed 002 (Orders & Omens):
 * L397 "Split the Brigade into two Demi-Brigades. If doing so each Demi-Brigade is treated as
 *      separate units and must be given separate orders to act."
 * L398 "Combine into a full Brigade if the Brigade has been previously split into two
 *      Demi-Brigades and they are in base to base contact with each other."
 */
const BRIGADE = 'A/d1.b1';
const FIRST = 'A/d1.b1.demi1.1';
const SECOND = 'A/d1.b1.demi1.2';
const ctx = { rulings: battleRulings({}) };

/** A's first Brigade ordered (6 actions) and split: r1 to the first Demi-Brigade, r2 to the second. */
function split(): Table {
  return Table.activating().order(BRIGADE).do({ type: 'brigade-split', brigadeId: BRIGADE, firstHalf: [`${BRIGADE}.r1`] });
}

describe('Demi-Brigades (seed 002 L397–L398)', () => {
  it('L397: splitting costs one action and makes two units, each holding its own regiments', () => {
    const t = split();
    expect(t.outcomes.at(-1)).toEqual({ code: 'brigade-split', side: 'A', brigadeId: BRIGADE, halves: [FIRST, SECOND], reaction: false });
    expect(t.state.roster.brigades[FIRST]).toMatchObject({ regimentIds: [`${BRIGADE}.r1`], demiOf: BRIGADE, name: 'First Demi-Brigade of 1st Bde, 1st Div: 2x Green Hand Weapons' });
    expect(t.state.roster.brigades[SECOND]!.regimentIds).toEqual([`${BRIGADE}.r2`]);
    expect(t.state.roster.regiments[`${BRIGADE}.r2`]!.brigadeId).toBe(SECOND);
    expect(t.brigade(BRIGADE)).toMatchObject({ status: 'split', actionsLeft: 0 });
    expect(outcomeTextFromSetup(t.outcomes.at(-1)!, t.setup)).toBe(
      '1st Bde, 1st Div: 2x Green Hand Weapons split into two Demi-Brigades, First Demi-Brigade of 1st Bde, 1st Div: 2x Green Hand Weapons and Second Demi-Brigade of 1st Bde, 1st Div: 2x Green Hand Weapons, each now ordered on its own.',
    );
  });

  it('L397 "must be given separate orders to act": neither half acts until its own chip and Order Test', () => {
    const t = split();
    expect(t.brigade(FIRST)).toMatchObject({ actionsLeft: 0, activatedThisTurn: false });
    expect(t.refuse({ type: 'action-taken', brigadeId: FIRST, action: 'move' })).toMatch(/^0 actions left for /);
    expect(t.refuse({ type: 'action-taken', brigadeId: BRIGADE, action: 'move' })).toMatch(/cannot act while split into two Demi-Brigades; each Demi-Brigade acts on its own$/);
    t.order(FIRST, [5, 5]);
    expect(t.brigade(FIRST).actionsLeft).toBeGreaterThan(0);
    expect(t.brigade(SECOND).actionsLeft).toBe(0);
    // The side's two chips (L329: two per Divisional General) are spent: the second half waits for next turn.
    expect(t.refuse({ type: 'chip-drawn', side: 'A' })).toMatch(/no more chips/);
  });

  it('refuses splitting a Demi-Brigade, a single attached regiment, and a split that leaves a half empty', () => {
    const t = split();
    t.order(FIRST);
    expect(t.refuse({ type: 'brigade-split', brigadeId: FIRST, firstHalf: [`${BRIGADE}.r1`] })).toMatch(/cannot split again: only a full Brigade splits, not a Demi-Brigade$/);
    const whole = Table.activating().order(BRIGADE);
    expect(whole.refuse({ type: 'brigade-split', brigadeId: BRIGADE, firstHalf: [`${BRIGADE}.r1`, `${BRIGADE}.r2`] })).toMatch(/Each Demi-Brigade needs at least one/);
    expect(whole.refuse({ type: 'brigade-split', brigadeId: BRIGADE, firstHalf: ['A/d1.b2.r1'] })).toMatch(/cannot join a Demi-Brigade of .*: a regiment of another Brigade$/);
  });

  it('the break point (L411) and table thirds (L728) count each Demi-Brigade as a unit', () => {
    const t = split();
    // 4 units now (two halves, b2, b3): the second half broken alone is 1 of 4 — below 50%.
    const state = { ...t.state, brigades: { ...t.state.brigades, [SECOND]: { ...t.brigade(SECOND), fleeing: true } } };
    expect(atBreakPoint(state, 'A', ctx)).toBe(false);
    const two = { ...state, brigades: { ...state.brigades, 'A/d1.b2': { ...t.brigade('A/d1.b2'), fleeing: true } } };
    expect(atBreakPoint(two, 'A', ctx)).toBe(true);
    // Both halves in the left third outnumber B's one Brigade there; the split parent is not a unit.
    t.finishTurn({ thirds: { left: [FIRST, SECOND, 'B/d1.b1'], centre: [BRIGADE, 'B/d1.b2'], right: [] } });
    expect(vpBreakdown(t.state.vp, 'A')).toEqual({ 'table-third': 1 });
    expect(vpBreakdown(t.state.vp, 'B')).toEqual({ 'table-third': 1 });
  });

  it('L732: a Demi-Brigade that flees the table gives the enemy its own 1 VP', () => {
    const t = split().finishTurn().do({ type: 'activation-started' });
    t.do({ type: 'chip-drawn', side: 'B' }).do({ type: 'order-tested', brigadeId: 'B/d1.b1', roll: dice(6, 6) });
    t.do({ type: 'charge-declared', brigadeId: 'B/d1.b1', targetBrigadeId: SECOND, approach: 'charge', reaction: 'none', contact: true });
    const engagementId = t.brigade('B/d1.b1').engagementId!;
    const faces = (brigadeId: string, face: number) => new Array<number>(t.state.roster.brigades[brigadeId]!.combatDice).fill(face);
    t.do({ type: 'melee-round', engagementId, attacker: { rolls: [{ regimentId: 'B/d1.b1.r1', dice: dice(...faces('B/d1.b1', 6)) }] }, defender: { rolls: [{ regimentId: `${BRIGADE}.r2`, dice: dice(...faces(SECOND, 1)) }] } });
    t.do({ type: 'morale-tested', brigadeId: SECOND, roll: dice(1, 1) });
    expect(t.brigade(SECOND).fleeing).toBe(true);
    t.order(SECOND).do({ type: 'brigade-left-table', brigadeId: SECOND });
    expect(vpBreakdown(t.state.vp, 'B')).toEqual({ 'enemy-brigade-broken': 1 });
    expect(t.brigade(FIRST).status).toBe('in-play');
  });

  it('L398: the halves combine into the full Brigade again, which keeps the acting half’s actions', () => {
    const t = split().finishTurn().do({ type: 'activation-started' }).order(FIRST);
    const before = t.brigade(FIRST).actionsLeft;
    t.do({ type: 'demi-brigades-combined', brigadeId: FIRST });
    expect(t.brigade(BRIGADE)).toMatchObject({ status: 'in-play', actionsLeft: before - 1, activatedThisTurn: true });
    expect(t.brigade(FIRST).status).toBe('combined');
    expect(t.state.roster.regiments[`${BRIGADE}.r2`]!.brigadeId).toBe(BRIGADE);
    expect(outcomeTextFromSetup(t.outcomes.at(-1)!, t.setup)).toBe(
      'First Demi-Brigade of 1st Bde, 1st Div: 2x Green Hand Weapons and Second Demi-Brigade of 1st Bde, 1st Div: 2x Green Hand Weapons combined into 1st Bde, 1st Div: 2x Green Hand Weapons once more.',
    );
    t.do({ type: 'action-taken', brigadeId: BRIGADE, action: 'move' });
    expect(t.refuse({ type: 'action-taken', brigadeId: FIRST, action: 'move' })).toMatch(/combined into its full Brigade/);
    // Split again: new halves with new ids; the old ones stay in the roster for the record.
    t.do({ type: 'brigade-split', brigadeId: BRIGADE, firstHalf: [`${BRIGADE}.r2`] });
    expect(t.state.roster.brigades['A/d1.b1.demi2.1']!.regimentIds).toEqual([`${BRIGADE}.r2`]);
  });

  it('refuses combining a full Brigade, and a half whose other half is fleeing', () => {
    const t = split();
    expect(t.refuse({ type: 'demi-brigades-combined', brigadeId: 'A/d1.b2' })).toMatch(/cannot combine: only two Demi-Brigades combine, not a full Brigade$/);
    t.order(FIRST);
    const fleeing = { ...t.state, brigades: { ...t.state.brigades, [SECOND]: { ...t.brigade(SECOND), fleeing: true } } };
    t.state = fleeing;
    expect(t.refuse({ type: 'demi-brigades-combined', brigadeId: FIRST })).toMatch(/^Second Demi-Brigade .* cannot combine while fleeing$/);
  });
});

describe('logs recorded before Demi-Brigades became units', () => {
  it('still replay their logged-only split action: one action spent, the Brigade stays whole', () => {
    const before = Table.activating().order(BRIGADE);
    const actions = before.brigade(BRIGADE).actionsLeft;
    const t = before.do({ type: 'action-taken', brigadeId: BRIGADE, action: 'split' });
    expect(t.brigade(BRIGADE)).toMatchObject({ status: 'in-play', actionsLeft: actions - 1 });
    expect(t.state.roster.brigades[FIRST]).toBeUndefined();
  });
});
