import { describe, expect, it } from 'vitest';
import { armyB, setupOf } from '../battle/testing/fixtures';
import type { OrdersOmensOutcome, OutcomeCode, OutcomeOf } from '../battle/outcomes';
import { buildRoster } from '../battle/roster';
import { outcomeText, outcomeTextFromSetup, pendingModifierText, vpText } from './index';

/**
 * Every outcome code in the event log's words, with the names resolved from the roster at
 * narration time. Typed as a record over the codes, so a new code fails to compile here until it
 * has its sentence.
 */
const setup = setupOf({ B: { ...armyB(), divisions: [{ ...armyB().divisions[0]!, attached: [{ type: 'monster', monster: 'dragon' }] }] } });
const roster = buildRoster(setup.armies);

const BLUE_1 = '1st Bde, 1st Div: 2x Green Hand Weapons';
const BLUE_2 = '2nd Bde, 1st Div: 2x Experienced Bows';
const RED_1 = '1st Bde, 1st Div: 2x Experienced Hand Weapons';
const DRAGON = roster.brigades['B/d1.x1']!.name;
/** Unnamed Generals carry their army: both armies have a "General of the 1st Division" and a "Marshal". */
const GENERAL = 'Blue’s General of the 1st Division';
/** Red has a "2nd Bde, 1st Div, 1st Rgt" too, so the regiment carries its army. */
const BLUE_2_R1 = `Blue’s ${roster.regiments['A/d1.b2.r1']!.name}`;

const roll = { roll: 7, modified: 6, target: 8, baseTarget: 8, modifiers: [{ kind: 'lost-melee', value: -1, on: 'roll' }], margin: -2 } as const;
const morale = { side: 'B', brigadeId: 'B/d1.b1', reason: 'lost-melee', testKind: 'standard', monster: false, generalId: 'B/d1.general', ...roll } as const;
const RED_GENERAL = 'Red’s General of the 1st Division';
const JUDGED = 'rolled 7 −1 lost the melee = 6 against 8';
/** A Dwarf test: judged against 6, the printed 7 lowered by Stubborn. */
const stubborn = { roll: 6, modified: 6, target: 6, baseTarget: 7, modifiers: [{ kind: 'stubborn', value: -1, on: 'target' }], margin: 0 } as const;

const SENTENCES: { readonly [C in OutcomeCode]: readonly (readonly [OutcomeOf<C>, string])[] } = {
  'initiative-won': [[{ code: 'initiative-won', side: 'B', rolls: { A: 5, B: 9 }, chose: 'defender' }, 'Red won the initiative (5 to 9) and chose to be the defender.']],
  'brigade-deployed': [[{ code: 'brigade-deployed', side: 'A', brigadeId: 'A/d1.b1' }, `${BLUE_1} deployed.`]],
  'deployment-complete': [[{ code: 'deployment-complete', turn: 1 }, 'Deployment complete. Turn 1 begins.']],
  'turn-started': [[{ code: 'turn-started', turn: 4 }, 'Turn 4 begins.']],
  'strategic-order-issued': [[{ code: 'strategic-order-issued', side: 'A', orderId: 'order-1', divisionId: 'A/d1', order: 'capture', objective: 2 }, 'A messenger rode for Blue’s 1st Division: capture objective 2.']],
  'messenger-arrived': [[{ code: 'messenger-arrived', side: 'A', orderId: 'order-1', divisionId: 'A/d1', order: 'defend', objective: 1 }, 'Blue’s 1st Division received its order: defend objective 1.']],
  'messenger-intercepted': [[{ code: 'messenger-intercepted', side: 'B', orderId: 'order-2', divisionId: 'B/d1' }, 'The messenger for Red’s 1st Division was intercepted; the order is lost.']],
  regenerated: [[{ code: 'regenerated', side: 'B', brigadeId: 'B/d1.b1', roll: 5, needed: 5 }, `${RED_1} regenerated (+1 Combat Die).`]],
  'regeneration-failed': [[{ code: 'regeneration-failed', side: 'B', brigadeId: 'B/d1.b1', roll: 2, needed: 5 }, `${RED_1} failed to regenerate.`]],
  'activation-started': [
    [{ code: 'activation-started', chips: { A: 3, B: 2 }, firstDrawer: 'B' }, 'Activation: 3 chips for Blue, 2 for Red. Red starts.'],
    [{ code: 'activation-started', chips: { A: 2, B: 2 }, firstDrawer: null }, 'Activation: 2 chips for Blue, 2 for Red.'],
  ],
  'chip-drawn': [[{ code: 'chip-drawn', side: 'A' }, 'Blue’s chip was drawn.']],
  'chip-passed': [[{ code: 'chip-passed', side: 'B' }, 'Red let the chip pass.']],
  'general-moved': [[{ code: 'general-moved', side: 'A', generalId: 'A/d1.general', inches: 15 }, `${GENERAL} rode up to 15″.`]],
  'general-attached': [
    [{ code: 'general-attached', side: 'A', generalId: 'A/marshal', brigadeId: 'A/d1.b2' }, `Blue’s Marshal joined ${BLUE_2}.`],
    [{ code: 'general-attached', side: 'A', generalId: 'A/marshal', brigadeId: null }, 'Blue’s Marshal rode clear of any Brigade.'],
  ],
  'order-passed': [
    [{ code: 'order-passed', side: 'A', brigadeId: 'A/d1.b1', generalId: 'A/d1.general', reroll: false, roll: 5, modified: 5, target: 7, baseTarget: 7, modifiers: [], margin: 2, actions: 1, double: null }, `${BLUE_1} obeyed ${GENERAL} (rolled 5 against 7) with 1 action.`],
    [{ code: 'order-passed', side: 'A', brigadeId: 'A/d1.b1', generalId: 'A/d1.general', reroll: true, roll: 12, modified: 12, target: 7, baseTarget: 7, modifiers: [], margin: 5, actions: 6, double: 'six' }, `${BLUE_1} obeyed ${GENERAL} (rolled 12 against 7) with 6 actions. Double 6: clear orders.`],
    [{ code: 'order-passed', side: 'A', brigadeId: 'A/d1.b1', generalId: 'A/marshal', reroll: false, ...stubborn, actions: 5, double: null }, `${BLUE_1} obeyed Blue’s Marshal (rolled 6 against 7 −1 Stubborn = 6) with 5 actions.`],
  ],
  'order-failed': [[{ code: 'order-failed', side: 'A', brigadeId: 'A/d1.b1', generalId: 'A/d1.general', reroll: false, roll: 2, modified: 2, target: 7, baseTarget: 7, modifiers: [], margin: -5, actions: 0, double: 'one' }, `${BLUE_1} failed its order from ${GENERAL} (rolled 2 against 7). Double 1: the orders were misheard.`]],
  'action-taken': [
    [{ code: 'action-taken', side: 'A', brigadeId: 'A/d1.b1', action: 'wheel', reaction: false }, `${BLUE_1}: wheel.`],
    [{ code: 'action-taken', side: 'A', brigadeId: 'A/d1.b1', action: 'redress', reaction: true }, `${BLUE_1}: redress as a reaction.`],
  ],
  // Seed 002 L397–L398: a Brigade splits into two Demi-Brigades, and combines again; the halves are
  // named from the setup's roster alone, as the event log names them.
  'brigade-split': [
    [
      { code: 'brigade-split', side: 'A', brigadeId: 'A/d1.b1', halves: ['A/d1.b1.demi1.1', 'A/d1.b1.demi1.2'], reaction: false },
      `${BLUE_1} split into two Demi-Brigades, First Demi-Brigade of ${BLUE_1} and Second Demi-Brigade of ${BLUE_1}, each now ordered on its own.`,
    ],
  ],
  'demi-brigades-combined': [
    [
      { code: 'demi-brigades-combined', side: 'A', brigadeId: 'A/d1.b1', halves: ['A/d1.b1.demi1.1', 'A/d1.b1.demi1.2'], reaction: true },
      `First Demi-Brigade of ${BLUE_1} and Second Demi-Brigade of ${BLUE_1} combined as a reaction into ${BLUE_1} once more.`,
    ],
  ],
  'spell-cast': [
    [{ code: 'spell-cast', side: 'A', generalId: 'A/marshal', spell: 'shield-of-warding', roll: 8, needed: 7, targetBrigadeId: 'A/d1.b1' }, `Blue’s Marshal cast Shield of Warding on ${BLUE_1} (rolled 8, needed 7+).`],
    [{ code: 'spell-cast', side: 'A', generalId: 'A/marshal', spell: 'veil-of-fog', roll: 9, needed: 7, targetBrigadeId: null }, 'Blue’s Marshal cast Veil of Fog (rolled 9, needed 7+).'],
  ],
  'spell-failed': [
    [{ code: 'spell-failed', side: 'A', generalId: 'A/marshal', spell: 'compel', roll: 5, needed: 7, miscast: false }, "Blue’s Marshal’s Compel failed (rolled 5, needed 7+)."],
    [{ code: 'spell-failed', side: 'A', generalId: 'A/marshal', spell: 'magic-missile', roll: 2, needed: 7, miscast: true }, "Blue’s Marshal’s Magic Missile miscast (double 1): the Magical Advisor is lost for the battle."],
  ],
  'magic-missile': [[{ code: 'magic-missile', side: 'A', targetBrigadeId: 'B/d1.b1', hits: 1 }, `The Magic Missile struck ${RED_1} for 1 hit.`]],
  'shot-fired': [[{ code: 'shot-fired', side: 'A', brigadeId: 'A/d1.b2', targetBrigadeId: 'B/d1.b1', hits: 3, volleys: [] }, `${BLUE_2} shot at ${RED_1}: 3 hits after saves.`],
    [
      {
        code: 'shot-fired',
        side: 'A',
        brigadeId: 'A/d1.b2',
        targetBrigadeId: 'B/d1.b1',
        hits: 1,
        volleys: [
          { regimentId: 'A/d1.b2.r1', hitOn: 5, modifiers: [{ kind: 'veil-of-fog', value: -1 }], ranging: null, hits: 1 },
          { regimentId: 'A/d1.b2.r1', hitOn: 6, modifiers: [], ranging: 'target-moved', hits: 0 },
        ],
      },
      `${BLUE_2} shot at ${RED_1}: 1 hit after saves; ${BLUE_2_R1} needed 5+ −1 Veil of Fog to hit; ${BLUE_2_R1} needed 6+ to hit (the target moved more than 1″, so back to 6+).`,
    ]],
  'breath-attack': [[{ code: 'breath-attack', side: 'B', brigadeId: 'B/d1.x1', targetBrigadeId: 'A/d1.b1', hits: 2 }, `${DRAGON} used Dragonfire on ${BLUE_1}: 2 hits.`]],
  'charge-declared': [
    [{ code: 'charge-declared', side: 'A', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', withdrewInches: null, braceHits: null, contact: true }, `${BLUE_1} charged ${RED_1}.`],
    [{ code: 'charge-declared', side: 'A', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'move-into-contact', reaction: 'counter-charge', withdrewInches: null, braceHits: null, contact: true }, `${BLUE_1} moved into contact with ${RED_1}. It counter-charged.`],
    [{ code: 'charge-declared', side: 'A', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'withdraw', withdrewInches: 1.5, braceHits: null, contact: false }, `${BLUE_1} charged ${RED_1}. It withdrew 1.5″ and became disordered. They did not make contact.`],
    // seed 002 L279, "Monsters also cannot be disordered": a withdrawing Monster is not said to be.
    [{ code: 'charge-declared', side: 'A', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.x1', approach: 'charge', reaction: 'withdraw', withdrewInches: 2.5, braceHits: null, contact: false }, `${BLUE_1} charged ${DRAGON}. It withdrew 2.5″. They did not make contact.`],
    [{ code: 'charge-declared', side: 'A', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'brace', withdrewInches: null, braceHits: 1, contact: true }, `${BLUE_1} charged ${RED_1}. It braced. Its Brace Volley scored 1 hit.`],
    [{ code: 'charge-declared', side: 'A', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'brace', withdrewInches: null, braceHits: null, contact: true }, `${BLUE_1} charged ${RED_1}. It braced.`],
  ],
  'melee-tied': [[{ code: 'melee-tied', engagementId: 'melee-1', round: 2, attackerId: 'A/d1.b1', defenderId: 'B/d1.b1', hits: 3 }, `Melee round 2: ${BLUE_1} and ${RED_1} tied on 3 hits; the fight goes on.`]],
  'melee-won': [[{ code: 'melee-won', engagementId: 'melee-1', round: 1, winnerId: 'A/d1.b1', loserId: 'B/d1.b1', margin: 1, attackerHits: 5, defenderHits: 4 }, `Melee round 1: ${BLUE_1} beat ${RED_1} by 1 hit (5–4).`]],
  'engagement-ended': [
    [{ code: 'engagement-ended', engagementId: 'melee-1', attackerId: 'A/d1.b1', defenderId: 'B/d1.b1', note: 'both fell back' }, `The melee between ${BLUE_1} and ${RED_1} ended: both fell back.`],
    [{ code: 'engagement-ended', engagementId: 'melee-1', attackerId: 'A/d1.b1', defenderId: 'B/d1.b1', note: null }, `The melee between ${BLUE_1} and ${RED_1} ended.`],
  ],
  'morale-held': [[{ code: 'morale-held', ...morale, reason: 'shot', margin: 1, target: 5 }, `${RED_1} held firm (under fire; under ${RED_GENERAL}; rolled 7 −1 lost the melee = 6 against 5).`]],
  'morale-faltered': [
    [{ code: 'morale-faltered', ...morale }, `${RED_1} was pushed back 2″ and disordered (lost the melee; under ${RED_GENERAL}; ${JUDGED}).`],
    [{ code: 'morale-faltered', ...morale, monster: true }, `${RED_1} was pushed back 2″ (lost the melee; under ${RED_GENERAL}; ${JUDGED}).`],
    [{ code: 'morale-faltered', ...morale, reason: 'collision', testKind: 'collision' }, `${RED_1} held but became disordered (a fleeing Brigade collided with it; under ${RED_GENERAL}; ${JUDGED}).`],
    [{ code: 'morale-faltered', ...morale, reason: 'collision', testKind: 'collision', monster: true }, `${RED_1} held its ground (a fleeing Brigade collided with it; under ${RED_GENERAL}; ${JUDGED}).`],
  ],
  'morale-broke': [[{ code: 'morale-broke', ...morale, margin: -4 }, `${RED_1} failed its Morale Test by 4 (lost the melee; under ${RED_GENERAL}; ${JUDGED}).`],
    [{ code: 'morale-broke', ...morale, generalId: null, margin: -3 }, `${RED_1} failed its Morale Test by 3 (lost the melee; no General left, tested as Green; ${JUDGED}).`],
  ],
  rallied: [[{ code: 'rallied', side: 'B', brigadeId: 'B/d1.b1', generalId: 'B/marshal', roll: 9, modified: 9, target: 8, baseTarget: 8, modifiers: [], margin: 1 }, `${RED_1} rallied (under Red’s Marshal; rolled 9 against 8).`]],
  'rally-failed': [[{ code: 'rally-failed', side: 'B', brigadeId: 'B/d1.b1', generalId: 'B/d1.general', ...roll }, `${RED_1} failed to rally (under ${RED_GENERAL}; ${JUDGED}).`]],
  broke: [[{ code: 'broke', side: 'B', brigadeId: 'B/d1.b1' }, `${RED_1} broke and fled.`]],
  fled: [[{ code: 'fled', side: 'B', brigadeId: 'B/d1.b1' }, `${RED_1} fled the battlefield.`]],
  dispersed: [[{ code: 'dispersed', side: 'B', brigadeId: 'B/d1.b1' }, `${RED_1} was scattered and dispersed.`]],
  'generals-fate': [
    [{ code: 'generals-fate', side: 'A', generalId: 'A/marshal', brigadeId: 'A/d1.b1', roll: 3, modifier: 2, result: 'captured' }, "Blue’s Marshal’s fate (rolled 3 +2 lost the melee = 5 on the General's Fate Table): Captured."],
    [{ code: 'generals-fate', side: 'A', generalId: 'A/marshal', brigadeId: 'A/d1.b1', roll: 10, modifier: 0, result: 'narrow-escape' }, "Blue’s Marshal’s fate (rolled 10 on the General's Fate Table): Narrow escape."],
  ],
  'heroic-stand': [[{ code: 'heroic-stand', side: 'A', generalId: 'A/d1.general', brigadeId: 'A/d1.b1' }, `${GENERAL} rallied the men of ${BLUE_1}.`]],
  // seed 002 L321: "previously uncontested or held by the enemy"; "Capture orders are scored once". L720: no enemy within 6".
  'capture-not-scored': [
    [
      { code: 'capture-not-scored', side: 'A', orderId: 'order-1', divisionId: 'A/d1', objective: 1, reason: 'held-already' },
      'Objective 1: Blue already held it at the last End Phase, so the capture order of Blue’s 1st Division scores nothing there; a capture scores only an objective that was uncontested or the enemy’s.',
    ],
    [
      { code: 'capture-not-scored', side: 'B', orderId: 'order-2', divisionId: 'B/d1', objective: 2, reason: 'scored-before' },
      'Objective 2: the capture order of Red’s 1st Division has already scored, and a capture order scores once; change it to defend to keep scoring there.',
    ],
    [{ code: 'capture-not-scored', side: 'A', orderId: 'order-1', divisionId: 'A/d1', objective: 1, reason: 'enemy-near' }, 'Objective 1: Blue’s 1st Division cannot capture it while an enemy Brigade is within 6″ of it.'],
    [
      { code: 'capture-not-scored', side: 'A', orderId: 'order-1', divisionId: 'A/d1', objective: 3, reason: 'contested-before' },
      'Objective 3: it was contested at the last End Phase, so the capture order of Blue’s 1st Division scores nothing there (house rule: only an objective that was uncontested or the enemy’s can be captured).',
    ],
  ],
  conceded: [[{ code: 'conceded', side: 'A' }, 'Blue conceded the field to Red.']],
  'vp-corrected': [
    [{ code: 'vp-corrected', side: 'B', points: 2, reason: 'Scenario bonus' }, 'VP corrected by +2 for Red: Scenario bonus.'],
    [{ code: 'vp-corrected', side: 'A', points: -1, reason: 'Miscounted third' }, 'VP corrected by -1 for Blue: Miscounted third.'],
  ],
  'game-over': [
    [{ code: 'game-over', endedBy: 'turn-limit', turn: 6, vp: { A: 7, B: 14 }, tacticalVictory: 'B', strategicVictory: 'B' }, 'The battle ended at the turn limit on turn 6: 7–14 VP. Tactical Victory: Red. Strategic Victory: Red.'],
    [{ code: 'game-over', endedBy: 'concession', turn: 2, vp: { A: 3, B: 3 }, tacticalVictory: null, strategicVictory: 'A' }, 'The battle ended by a concession on turn 2: 3–3 VP. Tactical Victory: no one. Strategic Victory: Blue.'],
  ],
  'harrier-withdrew': [
    [{ code: 'harrier-withdrew', side: 'B', brigadeId: 'B/d1.x1', engagementId: 'melee-1', inches: 3, contactBroken: true }, `${DRAGON} withdrew 3″ for free (Harrier), breaking contact: the melee is over.`],
    [{ code: 'harrier-withdrew', side: 'B', brigadeId: 'B/d1.x1', engagementId: 'melee-1', inches: null, contactBroken: false }, `${DRAGON} withdrew for free (Harrier), still in contact.`],
  ],
  'terrain-garrisoned': [[{ code: 'terrain-garrisoned', side: 'A', brigadeId: 'A/d1.b1', terrain: 'the Old Mill' }, `${BLUE_1} garrisoned the Old Mill.`]],
  'garrison-left': [[{ code: 'garrison-left', side: 'A', brigadeId: 'A/d1.b1', terrain: 'the Old Mill' }, `${BLUE_1} left its garrison in the Old Mill.`]],
  'flyer-moved': [
    [{ code: 'flyer-moved', side: 'B', brigadeId: 'B/d1.x1', inches: 4.5, overBrigadeIds: ['A/d1.b1', 'A/d1.b2'], overTerrain: ['Dark Wood'] }, `${DRAGON} flew 4.5″ over ${BLUE_1}, ${BLUE_2} and Dark Wood.`],
    [{ code: 'flyer-moved', side: 'B', brigadeId: 'B/d1.x1', inches: null, overBrigadeIds: [], overTerrain: [] }, `${DRAGON} flew.`],
  ],
  'compel-moved': [
    [{ code: 'compel-moved', side: 'A', brigadeId: 'A/d1.b1', rolled: 4, outcome: 'stopped-short', movedInches: 2, contactBrigadeId: null, charge: false }, `Compelled, ${BLUE_1} rolled 4″ and stopped short after 2″.`],
    [{ code: 'compel-moved', side: 'A', brigadeId: 'A/d1.b1', rolled: 3, outcome: 'full-move', movedInches: 3, contactBrigadeId: null, charge: false }, `Compelled, ${BLUE_1} rolled 3″ and moved the full distance.`],
    [{ code: 'compel-moved', side: 'A', brigadeId: 'A/d1.b1', rolled: 6, outcome: 'contact', movedInches: 6, contactBrigadeId: 'B/d1.b1', charge: true }, `Compelled, ${BLUE_1} rolled 6″ and made contact with ${RED_1}, counting as a charge.`],
  ],
};

describe('the Orders & Omens narrator: one sentence per outcome code', () => {
  const cases = Object.entries(SENTENCES).flatMap(([code, pairs]) => pairs.map(([outcome, sentence], i) => [`${code}${pairs.length > 1 ? ` (${i + 1})` : ''}`, outcome, sentence] as const));

  it.each(cases)('%s', (_label, outcome, sentence) => {
    expect(outcomeText(outcome as OrdersOmensOutcome, roster)).toBe(sentence);
  });

  it('names units from the stored setup alone, as the seam’s narrator is called', () => {
    expect(outcomeTextFromSetup({ code: 'broke', side: 'A', brigadeId: 'A/d1.b2' }, setup)).toBe(`${BLUE_2} broke and fled.`);
  });

  it('says whose chip was drawn in English whatever the army is called: no "A The Crown Host chip"', () => {
    const named = { ...roster, sides: { A: { ...roster.sides.A!, name: 'The Crown Host' }, B: { ...roster.sides.B!, name: 'Greenwood Wardens' } } };
    expect(outcomeText({ code: 'chip-drawn', side: 'A' }, named)).toBe('The Crown Host’s chip was drawn.');
    expect(outcomeText({ code: 'chip-drawn', side: 'B' }, named)).toBe('Greenwood Wardens’ chip was drawn.');
    const vowel = { ...roster, sides: { ...named.sides, A: { ...named.sides.A, name: 'Iron Legion' } } };
    expect(outcomeText({ code: 'chip-drawn', side: 'A' }, vowel)).toBe('Iron Legion’s chip was drawn.');
  });

  it('never reads out an id it cannot name', () => {
    expect(outcomeText({ code: 'broke', side: 'A', brigadeId: 'A/gone' }, roster)).toBe('A Brigade broke and fled.');
  });
});

describe('whose unit acted: a player always knows which side, by army name, never by a side letter', () => {
  const cast = (generalId: string) => ({ code: 'spell-cast', side: generalId.startsWith('A') ? 'A' : 'B', generalId, spell: 'veil-of-fog', roll: 9, needed: 7, targetBrigadeId: null }) as const;
  const withNames = (a: string, b: string) => buildRoster({ A: { ...setup.armies.A, name: a }, B: { ...setup.armies.B, name: b } });

  it('gives an unnamed General its army, however the other General is called (both armies have a "Marshal")', () => {
    expect(outcomeText(cast('B/marshal'), roster)).toBe('Red’s Marshal cast Veil of Fog (rolled 9, needed 7+).');
    const oneNamed = buildRoster({ ...setup.armies, A: { ...setup.armies.A, marshal: { ...setup.armies.A.marshal, name: 'Sir Bors' } } });
    expect(outcomeText(cast('A/marshal'), oneNamed)).toBe('Sir Bors cast Veil of Fog (rolled 9, needed 7+).');
    expect(outcomeText(cast('B/marshal'), oneNamed)).toBe('Red’s Marshal cast Veil of Fog (rolled 9, needed 7+).');
  });

  it('gives a named unit its army only when the other army uses the same name', () => {
    const twins = buildRoster({
      A: { ...setup.armies.A, marshal: { ...setup.armies.A.marshal, name: 'Aldric' } },
      B: { ...setup.armies.B, marshal: { ...setup.armies.B.marshal, name: 'aldric ' } },
    });
    expect(outcomeText(cast('A/marshal'), twins)).toBe('Blue’s Aldric cast Veil of Fog (rolled 9, needed 7+).');
    // Both 1st Divisions keep the book's name: which one received the order?
    expect(outcomeText({ code: 'messenger-arrived', side: 'B', orderId: 'o', divisionId: 'B/d1', order: 'defend', objective: 1 }, roster)).toBe('Red’s 1st Division received its order: defend objective 1.');
  });

  it('tells armies of the same name apart by their place in the setup, and starts the line with a capital', () => {
    const alike = withNames('Greenwood', 'Greenwood');
    expect(outcomeText(cast('B/marshal'), alike)).toBe('The second army’s Marshal cast Veil of Fog (rolled 9, needed 7+).');
    expect(outcomeText({ code: 'order-failed', side: 'A', brigadeId: 'A/d1.b1', generalId: 'A/marshal', reroll: false, roll: 2, modified: 2, target: 7, baseTarget: 7, modifiers: [], margin: -5, actions: 0, double: null }, alike)).toBe(
      `${BLUE_1} failed its order from the first army’s Marshal (rolled 2 against 7).`,
    );
  });
});

describe('a Victory Point’s reason in words', () => {
  const state = { roster, setup };
  it.each([
    [{ source: 'objective-captured', about: { kind: 'objective', divisionId: 'A/d1', objective: 2 } }, 'Blue’s 1st Division captured objective 2'],
    [{ source: 'objective-defended', about: { kind: 'objective', divisionId: 'B/d1', objective: 1 } }, 'Red’s 1st Division held objective 1'],
    [{ source: 'table-third', about: { kind: 'third', third: 'centre' } }, 'more unbroken Brigades in the centre third'],
    [{ source: 'enemy-brigade-broken', about: { kind: 'brigade', brigadeId: 'B/d1.b1', how: 'fled' } }, `${RED_1} fled the battlefield`],
    [{ source: 'enemy-break-point', about: { kind: 'break-point', side: 'A' } }, 'Blue reached its break point'],
    [{ source: 'marshal-taken', about: { kind: 'general', generalId: 'B/marshal', fate: 'slain' } }, 'Red’s Marshal was slain'],
    [{ source: 'baggage-captured', about: { kind: 'baggage', baggageId: 'B-train' } }, 'captured Red baggage'],
    [{ source: 'correction', about: { kind: 'correction', reason: 'Scenario bonus' } }, 'Scenario bonus'],
  ] as const)('%j', (entry, text) => {
    expect(vpText(entry, state)).toBe(text);
  });
});

describe('a pending Morale Test’s modifiers in words', () => {
  it.each([
    [{ kind: 'lost-melee', by: 2, value: -2 }, 'lost the melee by 2'],
    [{ kind: 'disordered-lost-again', value: -1 }, 'disordered and lost another melee'],
    [{ kind: 'general-lost', generalId: 'A/d1.general', fate: 'slain', value: -2 }, `${GENERAL} slain`],
    // L573: "This negative modifier can be no more than -3"; said without brackets, as the panel brackets it.
    [{ kind: 'shot', hits: 1, value: -1 }, '1 hit from shooting'],
    [{ kind: 'shot', hits: 3, value: -3 }, '3 hits from shooting'],
    [{ kind: 'shot', hits: 4, value: -3 }, '4 hits from shooting, capped at −3'],
  ] as const)('%j', (modifier, text) => {
    expect(pendingModifierText(modifier, roster)).toBe(text);
  });
});
