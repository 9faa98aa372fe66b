import { describe, expect, it } from 'vitest';
import type { RulingChoices } from '../../ruling';
import type { Army } from '../types';
import type { BattleSetup } from './state';
import { armyA, armyB, dice, meleeRolls, setupOf, Table } from './testing/fixtures';

/**
 * A player may call a Brigade "Archers": every refusal about a Brigade's actions reads right for
 * such a name, so none says "Archers has …". Counts come first ("0 actions left for Archers"), and
 * what it did is in the past tense ("Archers already acted this turn").
 */
function withArchers(): Table {
  const a = armyA();
  const division = a.divisions[0]!;
  const named = { ...a, divisions: [{ ...division, brigades: division.brigades.map((b, i) => (i === 1 ? { ...b, name: 'Archers' } : b)) }] };
  return Table.activating(setupOf({ A: named }));
}

describe('refusals about a Brigade named in the plural', () => {
  it('seed 002 L391: "up to 5 Actions" spent, the next is refused as "0 actions left for Archers"', () => {
    const t = withArchers().order('A/d1.b2', [5, 4]);
    for (let i = 0; i < 5; i++) t.do({ type: 'action-taken', brigadeId: 'A/d1.b2', action: 'move' });
    expect(t.refuse({ type: 'action-taken', brigadeId: 'A/d1.b2', action: 'move' })).toBe('0 actions left for Archers; move needs 1');
  });

  it('seed 002 L343, L391: a Brigade ordered once this turn is not ordered again: "Archers already acted this turn"', () => {
    const t = withArchers().order('A/d1.b2').do({ type: 'chip-drawn', side: 'A' });
    const said = t.refuse({ type: 'order-tested', brigadeId: 'A/d1.b2', roll: dice(1, 1) });
    expect(said).toBe('Archers already acted this turn');
    expect(said).not.toMatch(/Archers has\b/);
  });

  it('seed 002 L400: a charge "only once per turn by each Brigade": "Archers already charged this turn"', () => {
    const t = withArchers().order('A/d1.b2');
    t.do({ type: 'charge-declared', brigadeId: 'A/d1.b2', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: false });
    expect(t.refuse({ type: 'charge-declared', brigadeId: 'A/d1.b2', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: false })).toBe('Archers already charged this turn');
  });
});

/**
 * Every unit named in the plural, as players name them: the sides, the Generals, the Brigades,
 * their regiments, the monsters, the baggage. Every refusal below must name them without a verb
 * that agrees with only one of "Archers" and "the Archer Company" ("Archers is locked in melee").
 */
const REGIMENTS: Readonly<Record<'A' | 'B', readonly (readonly [string, string])[]>> = {
  A: [['Spearmen', 'Levies'], ['Longbowmen', 'Yeomen'], ['Pike Guards', 'Billmen']],
  B: [['Axemen', 'Raiders'], ['Arbalesters', 'Gunners'], ['Lancers', 'Dragoons']],
};
const BRIGADES = { A: ['Pikemen', 'Archers', 'Halberdiers'], B: ['Swordsmen', 'Crossbowmen', 'Hussars'] } as const;
const SIDES = { A: 'Northmen', B: 'Orcs' } as const;
const GENERALS = { A: 'The Twin Captains', B: 'The Warchiefs' } as const;
const MARSHALS = { A: 'The Lords of the Marches', B: 'The Elders' } as const;
const MONSTERS = { troll: 'Trolls', eagle: 'Giant Eagles', dragon: 'Wyrms' } as const;
const BAGGAGE = { A: 'Supply Wagons', B: 'Loot Carts' } as const;
const PLURALS: readonly string[] = [
  ...Object.values(REGIMENTS).flat(2), ...BRIGADES.A, ...BRIGADES.B, ...Object.values(SIDES), ...Object.values(GENERALS),
  ...Object.values(MARSHALS), ...Object.values(MONSTERS), ...Object.values(BAGGAGE), 'The Woods',
];
/** The verbs that agree with a singular subject, which the old refusals put after a name. */
const SINGULAR_VERB = 'is|has|was|does|garrisons|includes|recovers|fires|stands|moves|chooses|acts|draws';

function readsRight(said: string): string {
  for (const name of PLURALS) expect(said).not.toMatch(new RegExp(`\\b${name} (${SINGULAR_VERB})\\b`, 'i'));
  return said;
}

type Extra = { monster?: keyof typeof MONSTERS; wizard?: boolean; list?: Army['list'] };
const MONSTER_ID = { troll: 'troll-mob', eagle: 'giant-eagle', dragon: 'dragon' } as const;

function pluralArmy(base: Army, side: 'A' | 'B', extra: Extra = {}): Army {
  const division = base.divisions[0]!;
  return {
    ...base,
    ...(extra.list ? { list: extra.list } : {}),
    name: SIDES[side],
    marshal: { ...base.marshal, name: MARSHALS[side], magicalAdvisor: extra.wizard ?? false },
    divisions: [
      {
        ...division,
        general: { ...division.general, name: GENERALS[side] },
        brigades: division.brigades.map((b, i) => ({ ...b, name: BRIGADES[side][i]!, regiments: b.regiments.map((r, j) => ({ ...r, name: REGIMENTS[side][i]![j]! })) })),
        attached: extra.monster ? [{ type: 'monster', monster: MONSTER_ID[extra.monster], name: MONSTERS[extra.monster] }] : [],
      },
    ],
  };
}

function plural(extra: { A?: Extra; B?: Extra } = {}): BattleSetup {
  return setupOf(
    { A: pluralArmy(armyA(), 'A', extra.A), B: pluralArmy(armyB(), 'B', extra.B) },
    { baggage: [{ id: 'A-train', side: 'A', name: BAGGAGE.A }, { id: 'B-train', side: 'B', name: BAGGAGE.B }] },
  );
}

const table = (extra: { A?: Extra; B?: Extra } = {}, rulings: RulingChoices = {}) => Table.activating(plural(extra), rulings);
/** Pikemen charge Swordsmen into contact: both locked in melee. */
const locked = (rulings: RulingChoices = {}) =>
  table({}, rulings).order('A/d1.b1').do({ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: true });
/** Turn 1: Pikemen lose a melee and break; turn 2: ordered, fleeing, with 5 actions. */
function fleeing(): Table {
  const t = locked();
  t.do({ type: 'melee-round', engagementId: 'melee-1', attacker: meleeRolls(['A/d1.b1.r1', [1, 1, 1]]), defender: meleeRolls(['B/d1.b1.r1', [6, 6, 6, 6]]) });
  t.do({ type: 'morale-tested', brigadeId: 'A/d1.b1', roll: dice(1, 2) }).finishTurn();
  return t.do({ type: 'activation-started' }).order('A/d1.b1', [5, 4]);
}
/** The Twin Captains fight with the Pikemen, lose, and are slain. */
function generalSlain(): Table {
  const t = locked();
  t.do({
    type: 'melee-round',
    engagementId: 'melee-1',
    attacker: { rolls: [{ regimentId: 'A/d1.b1.r1', dice: dice(1, 1, 1, 1) }], generals: [{ generalId: 'A/d1.general', regimentId: 'A/d1.b1.r1' }] },
    defender: meleeRolls(['B/d1.b1.r1', [6, 6, 6, 6]]),
  });
  t.do({ type: 'generals-fate-rolled', generalId: 'A/d1.general', roll: dice(1, 1) });
  while (t.state.pending.length > 0) t.do({ type: 'morale-tested', brigadeId: 'A/d1.b1', roll: dice(6, 6) });
  expect(t.state.generals['A/d1.general']!.status).toBe('slain');
  return t;
}
const move = (brigadeId: string) => ({ type: 'action-taken', brigadeId, action: 'move' }) as const;

describe('every refusal that names a unit reads right when the name is plural (seed 002)', () => {
  it('L519, L690: a fleeing Brigade "may only spend actions attempting to rally or continuing to flee"', () => {
    const t = fleeing();
    expect(readsRight(t.refuse(move('A/d1.b1')))).toBe('Pikemen may only flee or rally while fleeing');
    expect(readsRight(t.refuse({ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b2', approach: 'charge', reaction: 'none', contact: false }))).toBe('Pikemen cannot charge while fleeing');
    expect(readsRight(t.refuse({ type: 'morale-test-called', brigadeId: 'A/d1.b1', reason: 'special' }))).toBe('Pikemen cannot take a Morale Test while fleeing');
    expect(readsRight(t.refuse({ type: 'brigade-split', brigadeId: 'A/d1.b1', firstHalf: ['A/d1.b1.r1'] }))).toBe('Pikemen may only flee or rally while fleeing');
    expect(readsRight(t.refuse({ type: 'terrain-garrisoned', brigadeId: 'A/d1.b1', terrain: 'The Woods' }))).toBe('Pikemen cannot garrison terrain while fleeing');
  });

  it('L404, L517, L692: only a broken, fleeing Brigade flees, rallies, leaves the table or collides as it flees', () => {
    const t = table().order('A/d1.b2');
    expect(readsRight(t.refuse({ type: 'action-taken', brigadeId: 'A/d1.b2', action: 'flee' }))).toBe('Archers cannot flee: only a broken Brigade flees');
    expect(readsRight(t.refuse({ type: 'rally-attempted', brigadeId: 'A/d1.b2', roll: dice(6, 6) }))).toBe('Archers cannot rally: only a fleeing Brigade rallies');
    expect(readsRight(t.refuse({ type: 'brigade-left-table', brigadeId: 'A/d1.b2' }))).toBe('Archers cannot flee off the table: only a broken Brigade flees');
    expect(readsRight(t.refuse({ type: 'flee-collision', brigadeId: 'A/d1.b2', with: 'terrain' }))).toBe('Archers cannot collide while fleeing: only a broken Brigade flees');
  });

  it('L682 house rule oo.disorder-recovery = rally-test: a disordered Brigade rallies, not redresses', () => {
    const t = table({}, { 'oo.disorder-recovery': 'rally-test' }).order('A/d1.b2');
    expect(readsRight(t.refuse({ type: 'action-taken', brigadeId: 'A/d1.b2', action: 'redress' }))).toBe('Archers must rally to recover from disorder, with a Morale Test (house rule: recovering from disorder)');
    expect(readsRight(t.refuse({ type: 'rally-attempted', brigadeId: 'A/d1.b2', roll: dice(6, 6) }))).toBe('Archers cannot rally: only a fleeing or disordered Brigade rallies');
  });

  it('L557, L587: a Brigade locked in melee neither moves, shoots, splits nor garrisons, and is not shot at; nor is it charged again', () => {
    const t = table().order('B/d1.b2').order('A/d1.b1');
    t.do({ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: true });
    expect(readsRight(t.refuse(move('A/d1.b1')))).toBe('Pikemen may only redress while locked in melee');
    expect(readsRight(t.refuse({ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b2', approach: 'charge', reaction: 'none', contact: false }))).toBe('Pikemen cannot charge while already in melee');
    expect(readsRight(t.refuse({ type: 'brigade-split', brigadeId: 'A/d1.b1', firstHalf: ['A/d1.b1.r1'] }))).toBe('Pikemen cannot split while locked in melee');
    expect(readsRight(t.refuse({ type: 'terrain-garrisoned', brigadeId: 'A/d1.b1', terrain: 'The Woods' }))).toBe('Pikemen cannot garrison terrain while locked in melee');
    const volley = { regimentId: 'B/d1.b2.r1', range: 'effective', dice: dice(1, 1, 1, 1) } as const;
    expect(readsRight(t.refuse({ type: 'shot-fired', brigadeId: 'B/d1.b2', targetBrigadeId: 'A/d1.b1', volleys: [volley] }))).toBe('Pikemen cannot be targeted while engaged in melee');
    expect(readsRight(t.refuse({ type: 'charge-declared', brigadeId: 'B/d1.b2', targetBrigadeId: 'A/d1.b1', approach: 'charge', reaction: 'none', contact: false }))).toBe('Pikemen cannot be charged while already in melee');
    expect(readsRight(t.refuse({ type: 'shot-fired', brigadeId: 'B/d1.b1', targetBrigadeId: 'A/d1.b2', volleys: [volley], reaction: true }))).toBe('Swordsmen cannot shoot while locked in melee');
  });

  it('L399, L535: a General moves once per turn, and not after being slain', () => {
    const t = table().do({ type: 'chip-drawn', side: 'A' }).do({ type: 'general-moved', generalId: 'A/d1.general' });
    expect(readsRight(t.refuse({ type: 'general-moved', generalId: 'A/d1.general' }))).toBe('The Twin Captains already moved this turn: each General moves only once per turn');
    const s = generalSlain();
    expect(readsRight(s.refuse({ type: 'general-attached', generalId: 'A/d1.general', brigadeId: 'A/d1.b2' }))).toBe('The Twin Captains cannot join a Brigade after being slain');
  });

  it('L333, L343: the chip and the General an order needs', () => {
    const t = table();
    expect(readsRight(t.refuse({ type: 'order-tested', brigadeId: 'A/d1.b2', roll: dice(6, 6) }))).toBe('Archers cannot take orders without an unused chip drawn for Northmen');
    const behind = Table.deployed(plural(), { 'oo.chip-draw-start': 'trailing-player-acts-first' });
    behind.do({ type: 'activation-started', firstDrawerRoll: { A: dice(2), B: dice(5) } });
    expect(readsRight(behind.refuse({ type: 'chip-drawn', side: 'A' }))).toBe('Orcs must draw the first chip this turn: the side with the fewest VP starts');
    const s = generalSlain().do({ type: 'chip-drawn', side: 'A' });
    expect(readsRight(s.refuse({ type: 'order-tested', brigadeId: 'A/d1.b2', generalId: 'A/d1.general', roll: dice(6, 6) }))).toBe('The Twin Captains cannot command after being slain');
    expect(readsRight(s.refuse({ type: 'order-tested', brigadeId: 'A/d1.b2', generalId: 'B/d1.general', roll: dice(6, 6) }))).toBe("The Warchiefs cannot command the enemy's Archers");
  });

  it('L989 Adaptable Command: a Human re-roll, once per turn', () => {
    const t = table().do({ type: 'chip-drawn', side: 'A' }).do({ type: 'order-tested', brigadeId: 'A/d1.b2', roll: dice(1, 2) });
    expect(readsRight(t.refuse({ type: 'order-rerolled', brigadeId: 'A/d1.b2', roll: dice(5, 4) }))).toBe('Northmen cannot re-roll an Order Test: Adaptable Command is a Human rule');
    const h = table({ A: { list: 'human' } }).do({ type: 'chip-drawn', side: 'A' }).do({ type: 'order-tested', brigadeId: 'A/d1.b1', roll: dice(1, 2) });
    h.do({ type: 'order-rerolled', brigadeId: 'A/d1.b1', roll: dice(5, 4) });
    h.do({ type: 'chip-drawn', side: 'A' }).do({ type: 'order-tested', brigadeId: 'A/d1.b2', roll: dice(1, 2) });
    expect(readsRight(h.refuse({ type: 'order-rerolled', brigadeId: 'A/d1.b2', roll: dice(5, 4) }))).toBe('The Twin Captains already re-rolled an Order Test this turn');
  });

  it('L400, L428: charges and reactions', () => {
    const troll = table({ A: { monster: 'troll' } }).order('B/d1.b1');
    expect(readsRight(troll.refuse({ type: 'charge-declared', brigadeId: 'B/d1.b1', targetBrigadeId: 'A/d1.x1', approach: 'charge', reaction: 'counter-charge', contact: false }))).toBe(
      'Trolls cannot counter-charge: "Stupid: Cannot Counter-Charge"',
    );
    const unordered = table().order('A/d1.b1');
    expect(readsRight(unordered.refuse({ type: 'action-taken', brigadeId: 'B/d1.b2', action: 'wheel', reaction: true }))).toMatch(/^Crossbowmen got no order this turn: .*, a Brigade may only Brace against a charge$/);
  });

  it('L267 Garrison: infantry only; one garrison to a piece of terrain', () => {
    const t = table().order('A/d1.b1');
    expect(readsRight(t.refuse({ type: 'garrison-left', brigadeId: 'A/d1.b1' }))).toBe('Pikemen cannot leave a garrison: not garrisoning any terrain');
    t.do({ type: 'terrain-garrisoned', brigadeId: 'A/d1.b1', terrain: 'The Woods' });
    expect(readsRight(t.refuse({ type: 'terrain-garrisoned', brigadeId: 'A/d1.b1', terrain: 'The Woods' }))).toBe('Pikemen already garrisoned The Woods');
    expect(readsRight(t.refuse({ type: 'terrain-garrisoned', brigadeId: 'B/d1.b1', terrain: 'The Woods' }))).toBe('The enemy already garrisons The Woods with Pikemen');
    expect(readsRight(t.refuse({ type: 'terrain-garrisoned', brigadeId: 'B/d1.b3', terrain: 'Farm' }))).toBe('Hussars cannot garrison terrain with cavalry in the Brigade: "Infantry are the only unit type able to garrison terrain"');
  });

  it('Flyer and Harrier (Giant Eagle): no flight over itself, no Harrier withdraw outside a melee', () => {
    const t = table({ A: { monster: 'eagle' } }).order('A/d1.x1');
    expect(readsRight(t.refuse({ type: 'flyer-moved', brigadeId: 'A/d1.x1', overBrigadeIds: ['A/d1.x1'], overTerrain: [] }))).toBe('A Flyer cannot fly over itself: take Giant Eagles off the list of Brigades flown over');
    expect(readsRight(t.refuse({ type: 'harrier-withdrew', brigadeId: 'A/d1.x1', contactBroken: false }))).toBe('Giant Eagles cannot withdraw outside a melee: Harrier is a withdraw "after each round of Melee"');
  });

  it('breath attacks and Regeneration belong to their monsters', () => {
    const t = table({ A: { monster: 'dragon' } }).order('A/d1.b1');
    expect(readsRight(t.refuse({ type: 'breath-attack', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', dice: dice(5, 1) }))).toBe('Pikemen cannot make a breath or bombing attack: no such attack in its profile');
    const s = Table.deployed(plural());
    expect(readsRight(s.refuse({ type: 'regeneration-rolled', brigadeId: 'A/d1.b1', roll: dice(6) }))).toBe('Pikemen cannot roll to regenerate: Regeneration is a Troll Mob rule');
  });

  it('L353 spells: the chip, the Magical Advisor, one attempt a turn', () => {
    const t = table({ A: { wizard: true } });
    expect(readsRight(t.refuse({ type: 'spell-cast', casterId: 'A/marshal', spell: 'magic-missile', targetBrigadeId: 'B/d1.b1', roll: dice(1, 2) }))).toBe(
      'The Lords of the Marches cannot cast without an unused chip drawn for Northmen',
    );
    t.do({ type: 'chip-drawn', side: 'A' });
    expect(readsRight(t.refuse({ type: 'spell-cast', casterId: 'A/d1.general', spell: 'magic-missile', targetBrigadeId: 'B/d1.b1', roll: dice(1, 2) }))).toBe('The Twin Captains cannot cast without a Magical Advisor');
    t.do({ type: 'spell-cast', casterId: 'A/marshal', spell: 'magic-missile', targetBrigadeId: 'B/d1.b1', roll: dice(1, 2) });
    t.do({ type: 'chip-drawn', side: 'A' });
    expect(readsRight(t.refuse({ type: 'spell-cast', casterId: 'A/marshal', spell: 'magic-missile', targetBrigadeId: 'B/d1.b1', roll: dice(1, 2) }))).toBe('The Lords of the Marches already attempted a spell this turn');
  });

  it('L397 Demi-Brigades: only a full Brigade splits, with its own regiments; only halves combine', () => {
    const t = table().order('A/d1.b1');
    expect(readsRight(t.refuse({ type: 'brigade-split', brigadeId: 'A/d1.b1', firstHalf: ['A/d1.b2.r1'] }))).toBe('Longbowmen cannot join a Demi-Brigade of Pikemen: a regiment of another Brigade');
    expect(readsRight(t.refuse({ type: 'demi-brigades-combined', brigadeId: 'A/d1.b1' }))).toBe('Pikemen cannot combine: only two Demi-Brigades combine, not a full Brigade');
    t.do({ type: 'brigade-split', brigadeId: 'A/d1.b1', firstHalf: ['A/d1.b1.r1'] });
    expect(readsRight(t.refuse(move('A/d1.b1')))).toBe('Pikemen cannot act while split into two Demi-Brigades; each Demi-Brigade acts on its own');
  });

  it('L289 ranged combat: each regiment of the shooting Brigade fires once', () => {
    const t = table().order('A/d1.b2');
    const volley = (regimentId: string) => ({ regimentId, range: 'effective', dice: dice(1, 1, 1, 1) }) as const;
    expect(readsRight(t.refuse({ type: 'shot-fired', brigadeId: 'A/d1.b2', targetBrigadeId: 'B/d1.b1', volleys: [volley('A/d1.b2.r1'), volley('A/d1.b2.r1')] }))).toBe('Longbowmen may fire only once per volley');
    expect(readsRight(t.refuse({ type: 'shot-fired', brigadeId: 'A/d1.b2', targetBrigadeId: 'B/d1.b1', volleys: [volley('A/d1.b1.r1')] }))).toBe('Spearmen cannot fire with Archers: a regiment of another Brigade');
  });

  it('L587 melee: the regiments that fight belong to the Brigades in the melee; a General fights only while active', () => {
    const t = locked();
    const round = (attackerRegiment: string, target?: string) => ({
      type: 'melee-round', engagementId: 'melee-1',
      attacker: { rolls: [{ regimentId: attackerRegiment, ...(target ? { targetRegimentId: target } : {}), dice: dice(1, 1) }] },
      defender: meleeRolls(['B/d1.b1.r1', [1, 1]]),
    }) as const;
    expect(readsRight(t.refuse(round('A/d1.b2.r1')))).toBe('Longbowmen cannot fight for Pikemen: a regiment of another Brigade');
    expect(readsRight(t.refuse(round('A/d1.b1.r1', 'B/d1.b2.r1')))).toBe('Arbalesters cannot be attacked as part of Swordsmen: a regiment of another Brigade');
  });

  it('deployment, Strategic Orders, baggage, VP and the End Phase', () => {
    const d = new Table(plural());
    d.do({ type: 'initiative-rolled', rolls: { A: dice(6, 5), B: dice(2, 1) }, winnerTakes: 'attacker' }).do({ type: 'brigade-deployed', brigadeId: 'B/d1.b1' });
    expect(readsRight(d.refuse({ type: 'brigade-deployed', brigadeId: 'B/d1.b1' }))).toMatch(/^Swordsmen cannot deploy twice: already on the table$/);
    const t = table().do({ type: 'baggage-captured', baggageId: 'B-train', bySide: 'A' });
    expect(readsRight(t.refuse({ type: 'baggage-captured', baggageId: 'B-train', bySide: 'A' }))).toBe('Loot Carts cannot be captured twice');
    expect(readsRight(t.refuse({ type: 'vp-corrected', side: 'A', points: -3, reason: 'miscount' }))).toBe('A correction cannot take Northmen below 0 VP (2 VP now)');
    const e = table();
    for (const side of ['A', 'B'] as const) while (e.state.bag.drawn[side] < e.state.bag.filled[side]) e.do({ type: 'chip-drawn', side }).do({ type: 'chip-passed' });
    expect(readsRight(e.refuse({ type: 'end-phase', objectives: [], thirds: { left: ['A/d1.b1'], centre: ['A/d1.b1'], right: [] } }))).toMatch(/^Pikemen cannot count in the left and the centre thirds at once/);
    const s = Table.deployed(plural());
    for (const objective of [1, 2, 1]) s.do({ type: 'strategic-order-issued', side: 'A', divisionId: 'A/d1', order: 'capture', objective });
    expect(readsRight(s.refuse({ type: 'strategic-order-issued', side: 'A', divisionId: 'A/d1', order: 'defend', objective: 2 }))).toBe('Northmen already issued 3 Strategic Orders this turn');
    expect(readsRight(s.refuse({ type: 'strategic-order-issued', side: 'B', divisionId: 'A/d1', order: 'defend', objective: 2 }))).toBe('That Division is not in the army of Orcs');
  });
  it('L519: a fleeing monster neither flies nor breathes; L397: a single attached monster does not split', () => {
    const t = table({ A: { monster: 'dragon' } }).order('A/d1.x1');
    expect(readsRight(t.refuse({ type: 'brigade-split', brigadeId: 'A/d1.x1', firstHalf: ['A/d1.x1.r1'] }))).toBe('Wyrms cannot split: a single attached regiment has no halves');
    const deploying = new Table(plural()).do({ type: 'initiative-rolled', rolls: { A: dice(6, 5), B: dice(2, 1) }, winnerTakes: 'attacker' });
    expect(readsRight(deploying.refuse({ type: 'terrain-garrisoned', brigadeId: 'A/d1.b1', terrain: 'The Woods' }))).toBe('Pikemen cannot garrison terrain: not deployed yet');
  });

  it('L587, L671: a slain General neither fights nor casts', () => {
    const t = generalSlain();
    const round = { type: 'melee-round', engagementId: 'melee-1', attacker: { rolls: [{ regimentId: 'A/d1.b1.r1', dice: dice(1, 1) }], generals: [{ generalId: 'A/d1.general', regimentId: 'A/d1.b1.r1' }] }, defender: meleeRolls(['B/d1.b1.r1', [1, 1, 1, 1]]) } as const;
    expect(readsRight(t.refuse(round))).toBe('The Twin Captains cannot join a combat after being slain');
  });

  it('L353 house rule oo.magic-casting-limit: a spent upgrade is named by the house rule, with a plural caster', () => {
    const t = table({ A: { wizard: true } }, { 'oo.magic-casting-limit': 'once-per-battle-per-upgrade' }).do({ type: 'chip-drawn', side: 'A' });
    t.do({ type: 'spell-cast', casterId: 'A/marshal', spell: 'magic-missile', targetBrigadeId: 'B/d1.b1', roll: dice(1, 2) }).do({ type: 'chip-drawn', side: 'A' });
    expect(readsRight(t.refuse({ type: 'spell-cast', casterId: 'A/marshal', spell: 'magic-missile', targetBrigadeId: 'B/d1.b1', roll: dice(1, 2) }))).toBe(
      "The Lords of the Marches' magic upgrade is spent (house rule: One attempt per upgrade per battle)",
    );
  });
});
