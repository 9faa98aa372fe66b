import type { Ruling } from '../../ruling';
import { STUBBORN_MONSTERS } from './stubborn-monsters';

/**
 * Battle rulings for Orders & Omens: RULINGS.md items 1–3 and 10–17, then gaps found while
 * building the battle engine. Each quotes the rulebook (OCR slips corrected only where noted),
 * names a default with its reason, and lists the alternatives a group may pick.
 */

const oo = 'orders-omens' as const;

export const ORDER_TEST_DIRECTION: Ruling<'roll-at-least-target' | 'roll-at-most-target'> = {
  id: 'oo.order-test-direction',
  system: oo,
  title: 'Order Test: roll over or under the target?',
  sections: ['Order Tests', 'Quick Reference Guide', 'Morale & Disorder'],
  quotes: [
    'This total is the target number you must roll equal to or under on 2D6.',
    'Roll 2D6, if the roll is equal to or higher than this target figure the Brigade may use up to 5 Actions to move and attack.',
    'When drawn attempt Order Test (2D6 => Control Value of Brigade and nearest Divisional General',
    'If the result is equal to or higher than the target number the Brigade holds firm.',
  ],
  options: [
    { id: 'roll-at-least-target', label: '2D6 ≥ target', effect: 'The order passes when 2D6 is equal to or higher than general CV + Brigade CV.' },
    { id: 'roll-at-most-target', label: '2D6 ≤ target', effect: 'The order passes when 2D6 is equal to or under general CV + Brigade CV.' },
  ],
  defaultOption: 'roll-at-least-target',
  reason:
    'Two of three statements (the worked sentence and the quick reference "=>") say "equal to or higher", and morale tests use the same sum the same way. Only "≥" keeps "lower Control Value is better": under "≤" an Elite general (2) with an Elite Brigade (2) would pass on 2–4 only, worse than Green troops.',
};

export const ORDER_TEST_DOUBLES: Ruling<'doubles-always-count' | 'doubles-only-when-passed'> = {
  id: 'oo.order-test-doubles',
  system: oo,
  title: 'Order Test doubles: what a double 1 and a double 6 do',
  sections: ['Order Tests', 'Quick Reference Guide'],
  quotes: [
    'In the event that the unmodified roll for an Order Test is double 6, the activating unit receives an additional action or reaction that turn.',
    'Orders may also be misheard on an unmodified roll of double 1, in this case the activating unit receives one less action or reaction that turn.',
    'Double 6 = +1 Action (clear orders) / Double 1 = -1 Action (fumbled orders)',
  ],
  options: [
    {
      id: 'doubles-always-count',
      label: 'Doubles always activate',
      effect: 'A double 6 activates with 6 actions and a double 1 with 4 actions, whatever the target.',
    },
    {
      id: 'doubles-only-when-passed',
      label: 'Doubles only adjust a pass',
      effect: 'The roll must pass on its own; a double then adds or removes one action. Under "≥" a double 1 always fails.',
    },
  ],
  defaultOption: 'doubles-always-count',
  reason:
    'Reconsidered at a player\'s question (does a double 1 simply fail?) and kept. The sentence reads "on an unmodified roll of double 1, in this case the activating unit receives one less action or reaction that turn" (L347): only a unit that activates can receive one less action, and "misheard" mirrors the double 6\'s "clear orders", an order that arrives. Under "equal to or higher" a 2 is below every target (the lowest is 4), so if doubles only adjusted a pass the double-1 sentence could never apply; the quick reference too speaks of actions ("Double 1 = -1 Action"), not of failure. The price is a 1-in-36 activation with 4 actions against any target; groups who read "fumbled" as failed can choose the alternative.',
};

export const CONTROL_MODIFIER_SENSE: Ruling<'modifier-helps' | 'modifier-on-roll'> = {
  id: 'oo.control-modifier-sense',
  system: oo,
  title: 'Stubborn and Death-seekers: "-1 to the roll" as a benefit',
  sections: ['Dwarfen Army List', 'Monsters (Fanatics)', 'Morale & Disorder'],
  quotes: [
    'SPECIAL RULE - STUBBORN: Dwarf Brigades benefit from a -1 modifier to all Morale and Control Test rolls.',
    'Death-seekers: Slayers benefit from -3 to their Morale Tests',
    'If the result is equal to or higher than the target number the Brigade holds firm.',
  ],
  options: [
    { id: 'modifier-helps', label: 'Lowers the target', effect: 'Stubborn lowers the target by 1 (Death-seekers by 3): it always helps.' },
    { id: 'modifier-on-roll', label: 'Subtract from the roll', effect: 'The number is subtracted from the 2D6 roll, which under "≥" makes the test harder.' },
  ],
  defaultOption: 'modifier-helps',
  reason:
    'Both rules say "benefit", and the Stubborn and Death-seeker flavour is steadiness. The writer thinks in Control Values, where lower is better, so the minus belongs on the target. Subtracting from a roll that must be high would turn a racial strength into a weakness.',
};

export const MAGIC_CASTING_LIMIT: Ruling<'once-per-turn-per-upgrade' | 'failure-exhausts-upgrade' | 'once-per-battle-per-upgrade'> = {
  id: 'oo.magic-casting-limit',
  system: oo,
  title: 'Magic upgrades: one spell per turn or per battle?',
  sections: ['Army Creation (Divisional Generals)', 'Magic Spells', 'Activation Phase'],
  quotes: [
    'Each Divisional General and your Marshal may be upgraded with a Magical Advisor who will allow them to cast one spell per turn.',
    'However, each Magic upgrade only allows the player an attempt to cast one spell per upgrade. If the spell is failed they may only cast further spells if they have other Magic upgrades in their army,',
    'You can add a further chip for each magic upgrade.',
    'any rolls of double 1 are treated as a miscast and the Magic upgrade is lost for the remainder of the battle.',
  ],
  options: [
    { id: 'once-per-turn-per-upgrade', label: 'One attempt per upgrade per turn', effect: 'Each upgrade may attempt one spell each turn, pass or fail; only a miscast loses it.' },
    { id: 'failure-exhausts-upgrade', label: 'A failed cast exhausts the upgrade', effect: 'An upgrade casts once per turn until a cast fails; then it is spent for the battle.' },
    { id: 'once-per-battle-per-upgrade', label: 'One attempt per upgrade per battle', effect: 'Each upgrade gives a single attempt in the whole battle.' },
  ],
  defaultOption: 'once-per-turn-per-upgrade',
  reason:
    'Army Creation says "one spell per turn" outright and the chip bag gains a magic chip every turn, which would be pointless if the upgrade could only cast once. The Magic Spells paragraph is read as limiting each upgrade to one attempt (per turn), with a miscast ending it for good.',
};

export const CHARGE_BONUS: Ruling<'plus-one-to-hit' | 'plus-one-die'> = {
  id: 'oo.charge-bonus',
  system: oo,
  title: 'Charging: +1 to hit or +1 Combat Die?',
  sections: ['Regiment Types (Cavalry)', 'Melee Combat', 'Reactions to a Charge'],
  quotes: [
    'it doubles its movement and gains +1 modifier on the first round of melee to its Combat Dice rolls.',
    '+1 to hit for Charging or Counter-Charging in the first round of melee.',
    'Both sides count as charging and receive +1 Combat Die in the first round of melee.',
  ],
  options: [
    { id: 'plus-one-to-hit', label: '+1 to hit', effect: 'Charging regiments add 1 to each Combat Dice roll in the first round.' },
    { id: 'plus-one-die', label: '+1 Combat Die', effect: 'Charging regiments roll one extra Combat Die in the first round.' },
  ],
  defaultOption: 'plus-one-to-hit',
  reason: 'The melee modifier list, the cavalry rule, the Charge section and the worked example ("adding +1 to each for charging") all make it a modifier; only one sentence says "Combat Die".',
};

export const WITHDRAW_DISTANCE: Ruling<'half-move' | 'as-printed'> = {
  id: 'oo.withdraw-distance',
  system: oo,
  title: 'Withdraw distance for cavalry',
  sections: ['Reactions to a Charge'],
  quotes: ['Withdraw: Move directly backwards up to half its normal move (1″ for Infantry and Artillery, 3″ for Cavalry).'],
  options: [
    { id: 'half-move', label: 'Half the normal move', effect: 'Cavalry withdraw 1.5″, infantry and artillery 1″, monsters half their move.' },
    { id: 'as-printed', label: 'As printed', effect: 'Cavalry withdraw 3″, infantry and artillery 1″, monsters half their move.' },
  ],
  defaultOption: 'half-move',
  reason: 'The rule is "half its normal move"; the infantry figure (1″ of 2″) confirms it, and the cavalry figure (3″) is the cavalry move itself, most likely a slip.',
};

export const BREAK_POINT_TIMING: Ruling<'end-phase-before-tally' | 'end-phase-after-tally' | 'immediate'> = {
  id: 'oo.break-point-timing',
  system: oo,
  title: 'When the break point ends the game',
  sections: ['End Phase', 'Breaking the Enemy'],
  quotes: [
    'Check morale and break point - if either army had reached its breaking point (50% or more of their Brigades fleeing or have fled) the game ends immediately in victory for their opponent.',
    'If an has 50% or more of its Brigades scattered or fleeing, it reaches its break point and immediately concedes an additional 5VPs to the enemy and the game ends.',
  ],
  options: [
    { id: 'end-phase-before-tally', label: 'End Phase, before the VP tally', effect: 'Checked first in the End Phase; the game ends there and that turn\'s objective and thirds VP are not tallied.' },
    { id: 'end-phase-after-tally', label: 'End Phase, after the VP tally', effect: 'Checked in the End Phase, but the turn\'s VP are tallied before the game ends.' },
    { id: 'immediate', label: 'The moment it happens', effect: 'The game ends as soon as a Brigade\'s break takes the army to 50%; no End Phase is played.' },
  ],
  defaultOption: 'end-phase-before-tally',
  reason:
    'The End Phase gives the order of play and puts the break point check first, "in order", before the tally; Breaking the Enemy describes what happens at the break point, not when it is checked. Checking once a turn also lets a chain rout play out before anyone counts.',
};

export const BREAKING_VP_TIMING: Ruling<'on-leaving-table-or-dispersal' | 'on-breaking'> = {
  id: 'oo.breaking-vp-timing',
  system: oo,
  title: 'Breaking the Enemy: VP on breaking or on leaving the table?',
  sections: ['Breaking the Enemy'],
  quotes: ['Each time an enemy Brigade breaks and flees from the Battlefield via the table edge or is scattered and dispersed, the player earns rVP.'],
  options: [
    { id: 'on-leaving-table-or-dispersal', label: 'When it leaves the table or disperses', effect: 'The 1 VP is earned when a fleeing Brigade exits by a table edge or is removed by a collision.' },
    { id: 'on-breaking', label: 'When it first breaks', effect: 'The 1 VP is earned the first time the Brigade breaks, even if it later rallies.' },
  ],
  defaultOption: 'on-leaving-table-or-dispersal',
  reason: '"flees from the Battlefield via the table edge or is scattered and dispersed" names two ways of leaving play; a Brigade that rallies before the edge has not left. Either way a Brigade gives at most 1 VP.',
};

export const STRATEGIC_VICTORY_MARSHAL: Ruling<'marshal-captured-or-slain' | 'marshal-captured-only' | 'game-end-list-only'> = {
  id: 'oo.strategic-victory-marshal',
  system: oo,
  title: 'Does taking the enemy Marshal give a Strategic Victory?',
  sections: ['Game End', 'Types of Victory', 'Enemy Generals'],
  quotes: [
    'If a player concedes or their army is routed at the breaking point, the other player earns a Strategic Victory.',
    'Strategic Victory: Achieved by forcing the enemy to break, capturing their Marshal, or compelling them to concede.',
    'If the Marshal is killed or captured, the enemy earns 5VPs.',
  ],
  options: [
    { id: 'marshal-captured-or-slain', label: 'Captured or slain', effect: 'Taking the enemy Marshal, alive or dead, earns a Strategic Victory when the game ends.' },
    { id: 'marshal-captured-only', label: 'Captured only', effect: 'Only a captured Marshal earns a Strategic Victory.' },
    { id: 'game-end-list-only', label: 'Not a Strategic Victory', effect: 'Only concession and the break point give a Strategic Victory.' },
  ],
  defaultOption: 'marshal-captured-or-slain',
  reason:
    'Game End lists what ends a game; Types of Victory is the fuller list of how a victory is classified and names the Marshal. Enemy Generals scores "killed or captured" alike, so a slain Marshal counts as well. It does not end the game.',
};

export const WYVERN_DRAGONFIRE: Ruling<'as-dragon' | 'no-dragonfire'> = {
  id: 'oo.wyvern-dragonfire',
  system: oo,
  title: 'Wyvern Dragonfire (text cut off)',
  sections: ['Orc Army List (Wyvern)', 'Playtest Army List (Dragon)'],
  quotes: [
    'Dragonfire: Once per turn, may spend 1 action to',
    'Dragonfire: Once per turn, may spend 1 action to breathe fire at a target up to 6″ away. Roll 3 Combat Dice hitting on 5+, armour saves are ignored.',
  ],
  options: [
    { id: 'as-dragon', label: 'As the Dragon', effect: 'Once per turn, 1 action: 3 Combat Dice at up to 6″, hitting on 5+, armour ignored.' },
    { id: 'no-dragonfire', label: 'No Dragonfire', effect: 'The Wyvern has no breath attack.' },
  ],
  defaultOption: 'as-dragon',
  reason: 'The surviving words match the Dragon\'s Dragonfire exactly up to the cut, and the rule carries the same name.',
};

export const CHIP_DRAW_START: Ruling<'trailing-player-draws' | 'trailing-player-acts-first'> = {
  id: 'oo.chip-draw-start',
  system: oo,
  title: 'What "starting with the player who has the least victory points" controls',
  sections: ['Activation Phase'],
  quotes: [
    'Starting with the player who has the least victory points that turn, or in the event of a tie, roll a dice to decide. The players then draw chips one at random. The chip colour drawn will decide which side may attempt to issue an order to one of their Brigades or cast a spell first.',
  ],
  options: [
    { id: 'trailing-player-draws', label: 'Trailing player draws first', effect: 'The trailing player reaches into the bag first; the chip colour decides who acts.' },
    { id: 'trailing-player-acts-first', label: 'Trailing player acts first', effect: 'The first chip of the turn is the trailing player\'s (taken from the bag), then draws are random. Tied VP: a D6 roll-off decides.' },
  ],
  defaultOption: 'trailing-player-draws',
  reason: 'The next sentence says the chip colour decides "which side may attempt ... first", so the draw stays random and "starting" only says whose hand goes into the bag first.',
};

export const ARMOUR_IN_MELEE: Ruling<'saves-in-melee' | 'saves-ranged-only'> = {
  id: 'oo.armour-in-melee',
  system: oo,
  title: 'Armour saves against melee hits',
  sections: ['Armour', 'Ranged Combat (Saves)', 'Melee Combat', 'Orc Army List (Wyvern)'],
  quotes: [
    'An armoured regiment receives a 6+ Armour Save against each hit scored against it, rolled before morale tests are taken.',
    'Venomous Bite: Enemy must re-roll successful armour saves.',
  ],
  options: [
    { id: 'saves-in-melee', label: 'Saves in melee too', effect: 'Armour saves are rolled against melee hits before the winner is decided.' },
    { id: 'saves-ranged-only', label: 'Ranged only', effect: 'Armour only saves against shooting, spells and breath attacks.' },
  ],
  defaultOption: 'saves-in-melee',
  reason:
    'Armour saves "against each hit scored", with no exception for melee; the Wyvern\'s Venomous Bite (a melee monster) and the Stone Golem\'s armour only make sense if saves are taken in melee. The melee section simply does not repeat the step.',
};

export const RANGED_MORALE_WITHOUT_HITS: Ruling<'test-only-when-hit' | 'always-test'> = {
  id: 'oo.ranged-morale-without-hits',
  system: oo,
  title: 'Morale after shooting that causes no hits',
  sections: ['Ranged Combat (Resolve Morale)', 'When to Test Morale'],
  quotes: [
    'Once the number of hits are assigned, the target must make a Morale Test with a negative modifier on the number of hits suffered. This negative modifier can be no more than -3.',
  ],
  options: [
    { id: 'test-only-when-hit', label: 'Only when hit', effect: 'A target tests only if at least one hit remains after saves.' },
    { id: 'always-test', label: 'Always', effect: 'Every volley forces a test, at no modifier when nothing hit.' },
  ],
  defaultOption: 'test-only-when-hit',
  reason: 'The test is triggered by hits being "assigned" and its modifier is the hits suffered; When to Test Morale does not list being shot at, so a volley that hits nothing has nothing to answer to.',
};

export const ARTILLERY_ACCURACY_STEP: Ruling<'per-volley-that-hits' | 'per-hit'> = {
  id: 'oo.artillery-accuracy-step',
  system: oo,
  title: 'Artillery accuracy: one step per volley that hits or per hit',
  sections: ['Regiment Types (Artillery)', 'Quick Reference Guide'],
  quotes: [
    'Each subsequent hit against the same target increases their accuracy (5+, then 4+, then 3+).',
    'Starts hitting on 6+, if hits scored improves accuracy vs same target (5+, 4+ to 3+ max).',
  ],
  options: [
    { id: 'per-volley-that-hits', label: 'One step per volley that hits', effect: 'A volley with at least one hit improves the next volley by one step.' },
    { id: 'per-hit', label: 'One step per hit', effect: 'Each hit improves accuracy by one step (3+ at best).' },
  ],
  defaultOption: 'per-volley-that-hits',
  reason: 'The quick reference ("if hits scored improves accuracy") treats the volley as the unit; ranging-in shot by shot is the historical picture.',
};

export const CHARGE_REACTION_COST: Ruling<'brace-free-others-cost-action' | 'any-reaction-free'> = {
  id: 'oo.charge-reaction-cost',
  system: oo,
  title: 'Do charge reactions need held actions?',
  sections: ['Brigade Actions', 'Order Tests', 'Reactions to a Charge'],
  quotes: [
    'Actions that are not used may be held as Reactions (to respond to charges, shooting, or enemy movement later in the turn).',
    'If no orders are issued to a Brigade during a turn, they may only act defensively if an enemy Brigade comes within their 10″ Zone of Control.',
    'When a Brigade is charged, it may choose one of the following reactions before the charger moves:',
  ],
  options: [
    { id: 'brace-free-others-cost-action', label: 'Brace is free; others cost a reaction', effect: 'Withdraw and Counter-charge spend a held action; a Brigade with none can still Brace.' },
    { id: 'any-reaction-free', label: 'Any one reaction is free', effect: 'A charged Brigade may Withdraw, Brace or Counter-charge without a held action.' },
  ],
  defaultOption: 'brace-free-others-cost-action',
  reason: 'Held actions are expressly the currency for responding "to charges"; Brace is "Hold position", which costs nothing, so even an unordered Brigade can act defensively by bracing.',
};

export const RALLIED_BRIGADE_STATE: Ruling<'rallied-disordered' | 'rallied-in-good-order'> = {
  id: 'oo.rallied-brigade-state',
  system: oo,
  title: 'State of a Brigade after a successful rally',
  sections: ['End Phase', 'Fleeing', 'Disorder'],
  quotes: [
    'Any Brigade that is disordered or fleeing at the end of the turn remains so until they spend an action to rally in a later activation.',
    'To recover from disorder it must spend 1 action point to redress its ranks.',
  ],
  options: [
    { id: 'rallied-disordered', label: 'Rallied but disordered', effect: 'A rallied Brigade stops fleeing but stays Disordered until it redresses its ranks.' },
    { id: 'rallied-in-good-order', label: 'Rallied in good order', effect: 'A rallied Brigade is neither fleeing nor Disordered.' },
  ],
  defaultOption: 'rallied-disordered',
  reason: 'A rally stops a rout; redressing the ranks is the separate action the rules give for removing disorder, and a Brigade that has just stopped running is hardly in order.',
};

export const CHIPS_FOR_LOST_GENERALS: Ruling<'lost-generals-chips-removed' | 'chips-stay'> = {
  id: 'oo.chips-for-lost-generals',
  system: oo,
  title: 'Chips of a slain or captured Divisional General',
  sections: ['Activation Phase', "General's Fate Table"],
  quotes: [
    'Each Divisional General can issue up to two activations per turn.',
    'for each Divisional General in the army, place two coloured chips or dice into a bag. You can add a further chip for each magic upgrade.',
  ],
  options: [
    { id: 'lost-generals-chips-removed', label: 'Removed', effect: 'From the next turn, a slain or captured Divisional General adds no chips (nor does their lost magic upgrade).' },
    { id: 'chips-stay', label: 'Kept', effect: 'The bag always holds two chips per Divisional General on the roster.' },
  ],
  defaultOption: 'lost-generals-chips-removed',
  reason: 'The chips are the General\'s two activations; a General who is dead or in enemy hands issues none. A wounded General "may still issue orders" and keeps them.',
};

export const SHIELD_OF_WARDING_UNARMOURED: Ruling<'improves-existing-saves' | 'grants-save'> = {
  id: 'oo.shield-of-warding-unarmoured',
  system: oo,
  title: 'Shield of Warding on a Brigade without saves',
  sections: ['Magic Spells', 'Ranged Combat (Saves)'],
  quotes: [
    'Shield of Warding ... Effect: Until the end of the turn, target Brigade gains +1 to Saves.',
    'If the target had any Armour Save (6+) or a spell effect (e.g. Stone Armour), roll saves before applying hits.',
  ],
  options: [
    { id: 'improves-existing-saves', label: 'Improves existing saves', effect: 'Armoured regiments save on 5+ instead of 6+; unarmoured ones still have no save.' },
    { id: 'grants-save', label: 'Grants a 6+ save', effect: 'Unarmoured regiments gain a 6+ save, which weapons that negate armour do not negate.' },
  ],
  defaultOption: 'improves-existing-saves',
  reason: '"+1 to Saves" modifies a roll the Brigade already makes. The Saves section does allow spell-given saves, hence the alternative.',
};

export const DEFEND_WHEN_CONTESTED: Ruling<'within-six-inches-scores' | 'contested-denies'> = {
  id: 'oo.defend-when-contested',
  system: oo,
  title: 'Defend orders when the enemy is also within 6″',
  sections: ['Objectives'],
  quotes: [
    'To capture it they must be within 6″ with no enemy units within 6″ of the objective.',
    'the Brigade must hold the designated objective at the end of the phase by being within 6″ of the objective. By doing so the player scores 2 VPs in the End Phase.',
  ],
  options: [
    { id: 'within-six-inches-scores', label: 'Being within 6″ scores', effect: 'A defending Brigade within 6″ scores even if enemies are also within 6″.' },
    { id: 'contested-denies', label: 'Contested denies', effect: 'A defend order scores only with no enemy Brigade within 6″.' },
  ],
  defaultOption: 'within-six-inches-scores',
  reason: 'The capture sentence adds "with no enemy units within 6″" and the defend sentence, two lines later, does not: holding ground under attack is what defending means.',
};

/**
 * One reading for building and battle (issue 11): the army builder counts an attached regiment
 * toward its Division's 3–5 Brigades under the same option the battle uses.
 */
export const ATTACHED_UNITS_AS_BRIGADES: Ruling<'count-as-brigades' | 'not-brigades'> = {
  id: 'oo.attached-units-as-brigades',
  system: oo,
  title: 'Attached artillery and monsters as Brigades: the 3–5 per Division, the break point, thirds and breaking VP',
  sections: ['Creating an Army', 'Army Composition', 'Division Roster', 'Breaking the Enemy', 'Table Thirds'],
  quotes: [
    'they then add their first Divisional General to the list who commands a minimum of 3 and a maximum of 5 Brigades. (L834)',
    'While the 2nd Division consists of two Brigades each with two Regiments as well as an attached Artillery Regiment. (L108)',
    '5TH BRIGADE Monster/Artillery: Control Value: PTS (L1525)',
    'If an has 50% or more of its Brigades scattered or fleeing, it reaches its break point (L734)',
  ],
  options: [
    {
      id: 'count-as-brigades',
      label: 'Count as Brigades',
      effect: 'An attached regiment is one of its Division\'s 3–5 Brigades when building, and a Brigade of one for the break point, table thirds and breaking VP.',
    },
    {
      id: 'not-brigades',
      label: 'Do not count',
      effect: 'Attached regiments are extra: not counted toward the 3–5, nor at the break point, thirds or breaking VP; they still take orders and tests.',
    },
  ],
  defaultOption: 'count-as-brigades',
  reason:
    'Stated once for both the builder and the battle. The Division Roster prints four Brigade sections and a fifth headed "5TH BRIGADE Monster/Artillery", so the sheet itself calls the attached regiment a Brigade and fits it inside the maximum of 5; the Army Composition picture\'s 2nd Division (two Brigades and an attached Artillery Regiment) is legal only if it counts toward the minimum of 3. On the table it takes orders, tests morale and flees exactly like a Brigade. Earlier the builder counted it extra while the battle counted it: a Division could then field six "Brigades" at the break point.',
};

export const BATTLE_RULINGS: readonly Ruling[] = [
  ORDER_TEST_DIRECTION,
  ORDER_TEST_DOUBLES,
  CONTROL_MODIFIER_SENSE,
  MAGIC_CASTING_LIMIT,
  CHARGE_BONUS,
  WITHDRAW_DISTANCE,
  BREAK_POINT_TIMING,
  BREAKING_VP_TIMING,
  STRATEGIC_VICTORY_MARSHAL,
  WYVERN_DRAGONFIRE,
  CHIP_DRAW_START,
  ARMOUR_IN_MELEE,
  RANGED_MORALE_WITHOUT_HITS,
  ARTILLERY_ACCURACY_STEP,
  CHARGE_REACTION_COST,
  RALLIED_BRIGADE_STATE,
  CHIPS_FOR_LOST_GENERALS,
  SHIELD_OF_WARDING_UNARMOURED,
  DEFEND_WHEN_CONTESTED,
  ATTACHED_UNITS_AS_BRIGADES,
  STUBBORN_MONSTERS,
];
