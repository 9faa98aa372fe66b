import type { Ruling } from '../../ruling';
import { SHIELD_OF_WARDING_UNARMOURED } from './battle';

/**
 * Contradictions a second read of the Orders & Omens text found (RULINGS.md 22–26, issue 11).
 * Line numbers are of the seed copy 002_cff186ffe79098a6.txt ("L321").
 */

const oo = 'orders-omens' as const;

/** RULINGS.md 22. */
export const STRATEGIC_ORDER_RECIPIENT: Ruling<'division' | 'brigade'> = {
  id: 'oo.strategic-order-recipient',
  system: oo,
  title: 'Who receives a Strategic Order: the Division or one Brigade',
  sections: ['Strategic Orders Phase', 'Objectives'],
  quotes: [
    'Strategic Orders determine which objective a Brigade is ordered to attack or defend. (L315)',
    'The miniature must be accompanied by a dice with the face showing which objective number the Division is ordered to capture or hold. (L317)',
    'Messengers ... move at 15″ per turn in the Strategic Orders phase until they reach the Divisional General, at which point the order is received. (L319)',
    'To show this a Brigade may have a dice placed next to it once it receives a Strategic Order. (L718)',
  ],
  options: [
    { id: 'division', label: 'The whole Division', effect: 'An order goes to a Division; any of its Brigades within 6″ of the objective scores it.' },
    { id: 'brigade', label: 'One named Brigade', effect: 'The Marshal names one Brigade of the Division; only that Brigade scores the order.' },
  ],
  defaultOption: 'division',
  reason:
    'The messenger carries the order to the Divisional General (L319), the die names what "the Division is ordered" to do (L317), and Capture orders "allow the Divisions to score" (L321). The Brigade wording (L315, L718) describes where the die is shown on the table. Groups who like tighter orders can name one Brigade.',
};

/** RULINGS.md 23, first half. */
export const SECOND_FATE_ROLL: Ruling<'one-roll-per-defeat' | 'roll-again-on-break'> = {
  id: 'oo.second-fate-roll',
  system: oo,
  title: "A General who survived the melee's Fate roll, when his Brigade then breaks",
  sections: ['Generals in Combat', 'Generals & Morale'],
  quotes: [
    "If the Regiment that they Marshal or General is attached to loses combat, roll on the General's Fate Table applying any modifiers (L629)",
    '9-11: Narrow escape - The General survives but is shaken. No further effect. (L647)',
    "Brigades that break which have Divisional Generals or Marshals attached to them forces the General to roll on the General's Fate Table. (L700)",
  ],
  options: [
    { id: 'roll-again-on-break', label: 'Roll again on the break', effect: 'He rolls for the lost melee and again, with the same defeat modifier, when the Brigade breaks.' },
    { id: 'one-roll-per-defeat', label: 'One roll per defeat', effect: "A General who has rolled for the lost melee does not roll again when that melee's Morale Test breaks his Brigade." },
  ],
  defaultOption: 'roll-again-on-break',
  reason:
    'Both sentences are rules of their own with no exception: L629 judges the General for the fight he joined, L700 for the rout that follows, and a General caught in a fleeing Brigade is in danger again. "Narrow escape ... No further effect" (L647) describes that roll\'s result, not a shield against the next one. This is also how the app has always played it, so battles already recorded replay unchanged. Groups who see the rout as part of the same defeat can roll once.',
};

/** RULINGS.md 23, second half. */
export const FATE_MODIFIER_OUTSIDE_MELEE: Ruling<'no-modifier' | 'as-heavy-defeat'> = {
  id: 'oo.fate-modifier-outside-melee',
  system: oo,
  title: "The General's Fate modifier when the break was not a melee defeat",
  sections: ['Generals in Combat', 'Generals & Morale'],
  quotes: ['Defeated by 1-2 hits: +2 to the roll / Defeated by 3-4 hits: no modifier / Defeated by 5+ hits: -2 to the roll (L633–L637)', "Brigades that break ... forces the General to roll on the General's Fate Table. (L700)"],
  options: [
    { id: 'no-modifier', label: 'No modifier', effect: 'A General whose Brigade broke after shooting, a collision or a friend fleeing rolls 2D6 unmodified.' },
    { id: 'as-heavy-defeat', label: '-2, as a heavy defeat', effect: 'Such a General rolls at -2, as if defeated by 5+ hits.' },
  ],
  defaultOption: 'no-modifier',
  reason: 'Every modifier is worded "Defeated by N hits", which only a melee has; with no defeat margin there is nothing to apply, and "no modifier" is also the table\'s middle band. A group that sees a rout as the worst defeat can pick -2.',
};

/** RULINGS.md 24. */
export const DISORDER_RECOVERY: Ruling<'redress-action' | 'rally-test'> = {
  id: 'oo.disorder-recovery',
  system: oo,
  title: 'Recovering from disorder: redress (an action) or rally (a test)',
  sections: ['Disorder', 'End Phase', 'Brigade Actions'],
  quotes: [
    'To recover from disorder it must spend 1 action point to redress its ranks. No test is required, but this may cost valuable time. (L682)',
    'Any Brigade that is disordered or fleeing at the end of the turn remains so until they spend an action to rally in a later activation. (L413)',
    'Rally. Attempt to rally a fleeing unit by taking a Morale Test. (L404)',
  ],
  options: [
    { id: 'redress-action', label: 'Redress: 1 action, no test', effect: 'A disordered Brigade spends 1 action to redress its ranks; a rally test is only for a fleeing Brigade.' },
    { id: 'rally-test', label: 'Rally: a Morale Test', effect: 'A disordered Brigade recovers only by a rally attempt (1 action and a Morale Test); redressing is refused.' },
  ],
  defaultOption: 'redress-action',
  reason:
    'The Disorder section is the rule for disorder and says "No test is required" outright; the Rally action is defined as "rally a fleeing unit" (L404). The End Phase line (L413) covers disordered and fleeing Brigades in one breath, "spend an action", which redressing also is.',
};

/** RULINGS.md 25. */
export const UNORDERED_REACTIONS: Ruling<'held-actions-only' | 'one-reaction-in-zone'> = {
  id: 'oo.unordered-reactions',
  system: oo,
  title: 'What a Brigade with no order this turn may do when an enemy enters its 10″ Zone of Control',
  sections: ['Order Tests', 'Reactions', 'Zone of Control'],
  quotes: [
    'If no orders are issued to a Brigade during a turn, they may only act defensively if an enemy Brigade comes within their 10″ Zone of Control. (L341)',
    'Each Regiment projects a 10″ Zone of Control in all directions. If an enemy enters this area, the regiment may spend unspent actions as reactions to fire, reload, withdraw, wheel or counter-charge. (L428)',
    'Unused Actions become Reactions if the enemy moves within 10″ (Zone of Control) (L1376)',
  ],
  options: [
    { id: 'held-actions-only', label: 'Held actions only', effect: 'Reactions are paid from actions held from an order; a Brigade with no order can only Brace.' },
    { id: 'one-reaction-in-zone', label: 'One free reaction', effect: 'A Brigade with no order this turn may make one reaction (fire, reload, wheel, withdraw) when an enemy enters its 10″ Zone of Control.' },
  ],
  defaultOption: 'held-actions-only',
  reason:
    'Reactions are "unspent actions" (L428, L1376) and a Brigade gets actions only from an Order Test; an un-ordered Brigade still acts defensively by Bracing, which costs nothing. Granting free reactions would make failing an order nearly free. Groups who read L341 as a grant can allow one.',
};

/** RULINGS.md 26: "two activations" per General. */
export const ACTIVATIONS_PER_GENERAL: Ruling<'chips-per-side' | 'two-per-general'> = {
  id: 'oo.activations-per-general',
  system: oo,
  title: 'The two activations of each Divisional General',
  sections: ['Activation Phase', 'Order Tests'],
  quotes: [
    'Each Divisional General can issue up to two activations per turn. (L327)',
    'To represent this, for each Divisional General in the army, place two coloured chips or dice into a bag. (L329)',
    'To make an Order Test, add the Control Value (CV) of the nearest Divisional General and the Brigade. (L343)',
  ],
  options: [
    { id: 'chips-per-side', label: 'Two chips each, used by the side', effect: 'Each General adds two chips; any chip may order any Brigade, tested with the nearest General however often he has tested.' },
    { id: 'two-per-general', label: 'Two Order Tests per General', effect: 'A General who has taken two Order Tests this turn takes no more; another General must test.' },
  ],
  defaultOption: 'chips-per-side',
  reason:
    'The chips are how the book says to "represent" the two activations (L329), and chips carry only a side\'s colour. The Order Test uses the nearest General (L343), so a hard cap per General would leave a Brigade that stands by a busy General unorderable while chips remain.',
};

/** RULINGS.md 26: Keen Sight. */
export const KEEN_SIGHT_SCOPE: Ruling<'every-volley' | 'not-artillery' | 'shoot-actions-only'> = {
  id: 'oo.keen-sight-scope',
  system: oo,
  title: 'Keen Sight: artillery and Brace Volleys',
  sections: ['Elven Army List', 'Reactions to a Charge (Brace)'],
  quotes: [
    'SPECIAL RULE - KEEN SIGHT: Elf ranged regiments gain +1 Combat Dice when shooting. (L1080)',
    'If the regiment has ranged weapons and the charger began within their range, it may make a Brace Volley before melee is fought. (L452)',
  ],
  options: [
    { id: 'every-volley', label: 'Every volley', effect: 'Elf bows, crossbows and artillery roll +1 Combat Die in every volley, Brace Volleys included.' },
    { id: 'not-artillery', label: 'Not artillery', effect: 'Elf artillery rolls its own dice; other ranged regiments gain +1, Brace Volleys included.' },
    { id: 'shoot-actions-only', label: 'Shoot actions only', effect: 'Only a Shoot action (not a Brace Volley) gains +1, and not by artillery.' },
  ],
  defaultOption: 'every-volley',
  reason: 'Artillery is a ranged regiment, and a Brace Volley is fired with the regiment\'s ranged weapons at a target in range: both are shooting. The rule names no exception.',
};

/** RULINGS.md 26: how far a Brigade broken in melee flees. */
export const MELEE_BREAK_FLEE_DISTANCE: Ruling<'by-regiment-type' | 'four-inches'> = {
  id: 'oo.melee-break-flee-distance',
  system: oo,
  title: 'How far a Brigade broken in melee flees: 4″ or 6″ for cavalry',
  sections: ['Melee Combat', 'Fleeing', 'Fleeing & Breaking', 'Quick Reference Guide'],
  quotes: [
    'If the test is failed by 3 or more the regiment breaks and flees 4″. (L599)',
    'Infantry and artillery flee 4″ and cavalry flee 6″ per action. (L517)',
    'A broken Brigade flees 4″ per action (Infantry/Artillery) or 6″ per action (Cavalry) (L688)',
    'Fail by 3+ Broken, flees 4″ (Inf/Art) 6″ (Cav) (L1393)',
  ],
  options: [
    { id: 'by-regiment-type', label: '4″, cavalry 6″', effect: 'A Brigade broken in melee flees 4″, or 6″ when every regiment in it is cavalry.' },
    { id: 'four-inches', label: 'Always 4″', effect: 'A Brigade broken in melee flees 4″ whatever it is.' },
  ],
  defaultOption: 'by-regiment-type',
  reason: 'Three statements (L517, L688 and the quick reference L1393) give cavalry 6″; the melee sentence (L599) is written with an infantry regiment in mind and repeats the infantry figure.',
};

/** RULINGS.md 26: Stone Armour. */
export const STONE_ARMOUR: Ruling<'example-only'> = {
  id: 'oo.stone-armour',
  system: oo,
  title: '"Stone Armour", named but never defined',
  sections: ['Ranged Combat (Saves)', 'Magic Spells'],
  quotes: ['If the target had any Armour Save (6+) or a spell effect (e.g. Stone Armour), roll saves before applying hits. (L569)'],
  options: [{ id: 'example-only', label: 'An example, not a spell', effect: 'There is no Stone Armour spell; spell-given saves come from the listed spells (Shield of Warding).' }],
  defaultOption: 'example-only',
  reason:
    `The Magic Spells list has no spell of that name and no other line mentions it; it reads as a leftover example of "a spell effect" that gives a save. This changes nothing the app computes: it offers only the listed spells, and Shield of Warding on unarmoured troops has its own ruling (“${SHIELD_OF_WARDING_UNARMOURED.title}”).`,
};

/** RULINGS.md 26: "previously uncontested". */
export const CAPTURE_AFTER_CONTESTED: Ruling<'contested-may-be-captured' | 'uncontested-or-enemy-only'> = {
  id: 'oo.capture-after-contested',
  system: oo,
  title: 'Capturing an objective both sides stood near at the last End Phase',
  sections: ['Strategic Orders Phase', 'Objectives'],
  quotes: [
    'Capture orders allow the Divisions to score points for capturing an objective that was previously uncontested or held by the enemy. (L321)',
    'To capture it they must be within 6″ with no enemy units within 6″ of the objective. (L720)',
  ],
  options: [
    { id: 'contested-may-be-captured', label: 'Contested counts as not yours', effect: 'Clearing the enemy from an objective both sides were near scores the capture.' },
    { id: 'uncontested-or-enemy-only', label: 'Only uncontested or enemy-held', effect: 'An objective that was contested at the last End Phase cannot be captured this turn.' },
  ],
  defaultOption: 'contested-may-be-captured',
  reason:
    'The sentence separates objectives a side may capture from the one it already holds. Driving the enemy off a contested objective is the very picture of a capture; refusing it would reward standing next to an objective over taking it.',
};

/** RULINGS.md 26: fleeing Brigades and Order Tests. */
export const FLEEING_ORDER_TEST: Ruling<'order-test-needed' | 'no-test-to-flee-or-rally'> = {
  id: 'oo.fleeing-order-test',
  system: oo,
  title: 'Does a fleeing Brigade need an Order Test to flee or rally?',
  sections: ['Order Tests', 'Fleeing', 'End Phase'],
  quotes: [
    'When a chip is drawn, the player may choose to either cast a spell or issue an order to one of their Brigades. (L339)',
    'A fleeing regiment may only spend actions attempting to rally or continuing to flee. (L519)',
    'Any Brigade that is disordered or fleeing at the end of the turn remains so until they spend an action to rally in a later activation. (L413)',
  ],
  options: [
    { id: 'order-test-needed', label: 'Order Test needed', effect: 'A fleeing Brigade acts only on a chip and a passed Order Test; a failed test leaves it where it is.' },
    { id: 'no-test-to-flee-or-rally', label: 'No test: a chip is enough', effect: "A fleeing Brigade activated by a chip gets its 5 actions to flee or rally whatever the Order Test's dice show." },
  ],
  defaultOption: 'order-test-needed',
  reason:
    'Actions come only from an activation (L413 "in a later activation"), and an activation is a chip plus an Order Test (L339). A routing Brigade that does not hear the order simply keeps running next time; the alternative makes every rout as fast as a fresh order.',
};

export const CONTRADICTION_RULINGS: readonly Ruling[] = [
  STRATEGIC_ORDER_RECIPIENT,
  SECOND_FATE_ROLL,
  FATE_MODIFIER_OUTSIDE_MELEE,
  DISORDER_RECOVERY,
  UNORDERED_REACTIONS,
  ACTIVATIONS_PER_GENERAL,
  KEEN_SIGHT_SCOPE,
  MELEE_BREAK_FLEE_DISTANCE,
  STONE_ARMOUR,
  CAPTURE_AFTER_CONTESTED,
  FLEEING_ORDER_TEST,
];
