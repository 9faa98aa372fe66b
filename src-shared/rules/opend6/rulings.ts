import type { Ruling } from '../ruling';

/**
 * Every contradiction or gap found in OpenD6 Fantasy Miniatures (seed 004), as a named ruling.
 * Line numbers are the seed file's ("L653"). `opend6Rulings(choices)` (rulings-in-play.ts) resolves
 * them all, and the engine, the squad costing and the equipment table read that object.
 */

export const SKILL_ATTRIBUTES: Ruling<'attribute-list' | 'sample-sheet'> = {
  id: 'od6.skill-attributes',
  system: 'opend6',
  title: 'Which attribute marksmanship, throwing and stealth start from',
  sections: ['Attributes, Training and Skills', 'Creating Your Forces', 'Sample Completed Squad Record Sheet'],
  quotes: [
    'Each attribute controls a number of "skills," such as marksmanship, which is controlled by COR. (L71)',
    'All skills and specializations start at the level of the attribute they are listed under. (L650)',
    'The skill code is determined by adding the training level to the attribute code. … (giving you marksmanship 5, melee combat 5, fighting 5, and command 3). (L653)',
    'COR: 2 (COST 2) … MARKSMANSHIP: 5 (COST 2) … THROWING: 3 (COST 0) (L684–L688); AGI: 3 … STEALTH: 2 (COST 0) (L677–L681)',
  ],
  options: [
    { id: 'attribute-list', label: 'As the Attribute and Skill List', effect: 'Marksmanship and throwing start from COR, stealth from AGI, and the Record Sheet lists them there: the Ice Rangers shoot at 4 and their champion at 5.' },
    { id: 'sample-sheet', label: 'As the sample Record Sheet', effect: 'Marksmanship and throwing start from AGI and stealth from ACU, which is what the sample sheet’s numbers follow, and the Record Sheet lists them there: the Ice Rangers shoot at 5 and their champion at 6.' },
  ],
  defaultOption: 'attribute-list',
  reason:
    'The book ties each skill to the attribute it is listed under, and says so three ways: marksmanship "is controlled by COR" (L71), the Attribute and Skill List puts it, throwing and the siege skills under COR and stealth under AGI (L74–L96), and every skill starts "at the level of the attribute they are listed under" (L650). The sample sheet lists them the same way (MARKSMANSHIP and THROWING under COR, STEALTH under AGI, L677–L688), so its 5, 3 and 2 contradict its own rows; they add up only under the Space game’s grouping (marksmanship and throwing under AGI, stealth under ACU), which this book never gives — its sheet was carried over. The costs are the same either way (51 SGPs a soldier); the other option is for a group that wants the worked example’s numbers.',
};

export const NAMES: Ruling<'rules-text' | 'sample-sheet'> = {
  id: 'od6.names',
  system: 'opend6',
  title: 'Attribute and skill names on the Record Sheet',
  sections: ['Attributes, Training and Skills', 'Sample Troop Listing', 'Sample Completed Squad Record Sheet', 'Morale Statuses'],
  quotes: [
    'Agility (AGI), Intellect (INT), Coordination (COR), Acumen (ACU), Physique (PHY), and Charisma (CHA). (L71)',
    'AGI: 3 KNO: 2 MEC: 2 PER: 2 STR: 3 TEC: 2 (L630–L635)',
    'MEDICINE: 2 (COST 0) … STR: 3 (COST 3) (L683, L693)',
    'Squads are defined as "Regular," "Veteran," or "Elite." (L98) — "average squads with 5" (L415)',
    'Soldiers engaged in Close Combat suffer a -1 modifier to their melee combat or brawling rolls. (L427) — "Fighting: Competence in unarmed combat." (L76)',
  ],
  options: [
    { id: 'rules-text', label: 'As the rules text', effect: 'The sheet prints AGI, INT, COR, ACU, PHY, CHA and Healing, as the Attribute and Skill List names them.' },
    { id: 'sample-sheet', label: 'As the sample sheet', effect: 'The sheet prints STR for Physique and MEDICINE for Healing, as the sample Ice Rangers sheet does.' },
  ],
  defaultOption: 'rules-text',
  reason:
    'The rules text names the attributes once and consistently; the sample listing uses the Space game’s names (KNO, MEC, PER, STR, TEC), which read by position carry the same values as INT, COR, ACU, PHY and CHA. "Regular" and "average" are one quality (the SGP list says Average), and "brawling" is the fighting skill; the app says Average and Fighting under either option, and reads a listing’s Space names by position (KNO=INT, MEC=COR, PER=ACU, STR=PHY, TEC=CHA).',
};

export const LEADER_TRAINING_CAP: Ruling<'total-over-attribute' | 'on-top-of-squad'> = {
  id: 'od6.leader-training-cap',
  system: 'opend6',
  title: 'The sergeant’s and champions’ training limit',
  sections: ['Troop Lists', 'Sergeants and Champions'],
  quotes: [
    'Skills: Listed here is how much a given skill or skill specialization can be improved. The training level is the maximum amount a skill or specialization may be increased by. (L621)',
    'Sergeants: Sergeants can increase their command skill up to the training level given here. (L624)',
    'Champions: If the squad has any champions, they can increase the listed skills or specializations by up to the training level indicated. (L625)',
  ],
  options: [
    { id: 'total-over-attribute', label: 'Total training over the attribute', effect: 'The squad’s training plus the leader’s own may not exceed the listed level (Sergeants: Level 3 allows command up to CHA + 3).' },
    { id: 'on-top-of-squad', label: 'On top of the squad’s training', effect: 'The leader may add up to the listed level on top of what the whole squad bought.' },
  ],
  defaultOption: 'total-over-attribute',
  reason: 'A training level is "the maximum amount a skill may be increased by" (L621): the skill’s increase over its attribute. The Ice Rangers fit either way (sergeant 1 + 1, champion 2 + 1 against Level 3).',
};

export const HEAVY_CROSSBOW_DAMAGE: Ruling<'sheet-six' | 'example-five'> = {
  id: 'od6.heavy-crossbow-damage',
  system: 'opend6',
  title: 'Heavy crossbow Damage Strength: 6 or 5',
  sections: ['Damage Determination', 'Sergeants and Champions', 'Sample Completed Squad Record Sheet'],
  quotes: [
    'An Human sharpshooter armed with a heavy crossbow, Damage Strength of 5, has hit a Dwarven soldier (L275)',
    'Heavy Crossbow 6 15 60 150 18 (L708)',
    'with better range and more damage than the squad’s standard weapon (L666) — the medium crossbow: "Medium Crossbow 5 15 50 150 15" (L699)',
  ],
  options: [
    { id: 'sheet-six', label: 'Damage Strength 6 (the sheet)', effect: 'The heavy crossbow in the starter equipment table hits at Damage Strength 6.' },
    { id: 'example-five', label: 'Damage Strength 5 (the example)', effect: 'The heavy crossbow hits at Damage Strength 5, as in the damage examples.' },
  ],
  defaultOption: 'sheet-six',
  reason: 'The sheet is the one place the text copies the Weapons Chart ("its damage, ranges and cost", L668), and the heavy crossbow must do "more damage" than the medium crossbow’s 5 (L666). The damage example only illustrates the table.',
};

export const MAGIC_MELEE_DAMAGE: Ruling<'strength-plus-two' | 'sheet-six'> = {
  id: 'od6.magic-melee-damage',
  system: 'opend6',
  title: 'Magical melee weapon damage: Strength + 2 (5) or 6',
  sections: ['Weapons and Armor', 'Damage', 'Sample Completed Squad Record Sheet'],
  quotes: [
    'So we’ll arm them with magical melee weapons. Damage is the Strength attribute plus 2, so fill in "5." (L660)',
    'Magical Melee Weapon 6 4 (L700)',
    'The soldier has a Strength of 2 and is using a magical axe (Damage Strength 2). … The soldier’s Damage Strength is 4 (L396)',
  ],
  options: [
    { id: 'strength-plus-two', label: 'Strength + 2', effect: 'A magical melee weapon adds 2 to the wielder’s Strength (Ice Rangers: 5).' },
    { id: 'sheet-six', label: 'Strength + 3 (the sheet’s 6)', effect: 'A magical melee weapon adds 3 to the wielder’s Strength, matching the sheet’s 6 for Strength 3.' },
  ],
  defaultOption: 'strength-plus-two',
  reason: 'Three passages agree on +2 (the instruction on L660, the magical axe on L396 and the rule on L395); only the printed sheet says 6.',
};

export const WEAPON_RANGE_UNITS: Ruling<'metres' | 'inches'> = {
  id: 'od6.weapon-range-units',
  system: 'opend6',
  title: 'Weapon ranges on the sheet: metres or inches',
  sections: ['Game Scales', 'Range', 'Sample Completed Squad Record Sheet'],
  quotes: [
    'A crossbow with a long range of 120 meters can therefore shoot a maximum distance of 60″ on the tabletop. (L33)',
    'This means that a weapon’s range in meters should be divided by 2 to get the range in inches. (L198)',
    'Medium Crossbow 5 15 50 150 15 (L699); Heavy Crossbow 6 15 60 150 18 (L708)',
    'Fourteen inches is medium range for crossbows; and short range for heavy crossbow. (L208)',
  ],
  options: [
    { id: 'metres', label: 'Metres, halved on the table', effect: 'The sheet’s 15 / 50 / 150 are metres: the medium crossbow reaches 7.5″ / 25″ / 75″.' },
    { id: 'inches', label: 'Inches, as printed', effect: 'The sheet’s 15 / 50 / 150 are inches on the table.' },
  ],
  defaultOption: 'metres',
  reason:
    'Weapon charts give metres, halved for the table (L33, L198), and a 150″ long range is more than twice the length of the suggested 6\' table. Neither reading fits the crossbow example on L208 (or the long-bow one on L256); the app reads each equipment item’s own unit and only asks this question of values copied from the sample sheet.',
};

export const SIEGE_DEVIATION_DISTANCE: Ruling<'prose' | 'chart'> = {
  id: 'od6.siege-deviation-distance',
  system: 'opend6',
  title: 'How far a siege shot deviates',
  sections: ['Siege Weapon Deviation'],
  quotes: [
    'To see how far from the target point the projectile landed, roll another die. … at short range, the shot deviates 1-3 inches (equal to half of the die roll; round fractions up); at medium range, the projectile deviates 1-6 inches (the die roll in inches); at long range, the shot deviates 2-12 inches (twice the die roll in inches). (L310)',
    'Short 1-6 inches (1D) Medium 2-12 inches (2D) Long 3-18 inches (3D) (L313–L315)',
  ],
  options: [
    { id: 'prose', label: 'One die: half, whole, double', effect: 'Short: half a die, rounded up; medium: one die; long: twice one die.' },
    { id: 'chart', label: 'The chart: 1D, 2D, 3D', effect: 'Short: one die; medium: two dice; long: three dice.' },
  ],
  defaultOption: 'prose',
  reason: 'The prose says "roll another die" and spells out each band twice, in words and in inches; the chart needs up to three dice, which the procedure never mentions.',
};

export const DAMAGE_TIE: Ruling<'table-wounds' | 'tie-no-effect'> = {
  id: 'od6.damage-tie',
  system: 'opend6',
  title: 'Damage rolls that tie',
  sections: ['Damage Table', 'Opposed Tests'],
  quotes: ['DS < SR No Effect; DS ≥ SR Wound (L270–L271)', 'If, on the other hand, the anti-government player’s final score had been 7 or higher, the shot would have had no effect. (L118, where the shot scored 7)'],
  options: [
    { id: 'table-wounds', label: 'A tie wounds (the table)', effect: 'A Damage Strength roll equal to the Strength roll wounds.' },
    { id: 'tie-no-effect', label: 'A tie has no effect (the example)', effect: 'The Damage Strength roll must beat the Strength roll to wound.' },
  ],
  defaultOption: 'table-wounds',
  reason: 'The Damage Table is the rule, printed where the rule is given and again in the chart summary; the aside in the opposed-test example is the only passage reading a tie the other way.',
};

export const MORALE_RESULT_BANDS: Ruling<'as-printed' | 'more-than-four'> = {
  id: 'od6.morale-result-bands',
  system: 'opend6',
  title: 'Morale results: overlapping rows',
  sections: ['Morale Test Results', 'Rally Test Results'],
  quotes: ['TR +4 ≤ CR Morale +1; TR ≤ CR No Effect; TR > CR Morale -1; TR ≥ CR + 4 Morale -2; Withdraw (L483–L486)', 'RR ≥ CR No Effect; RR < CR Morale +1; RR +4 < CR Morale +2 (L516–L518)', 'for a final threat roll of 8. The threat roll is greater than or equal to the command roll +4, so the squad’s morale level is reduced by -2 (L493, command roll 0)'],
  options: [
    { id: 'as-printed', label: 'The stronger row, 4 apart counts', effect: 'Where two rows match, the stronger result applies; a command roll 4 or more above the threat roll gains 1, a threat roll 4 or more above loses 2 and withdraws.' },
    { id: 'more-than-four', label: 'The stronger row, more than 4 apart', effect: 'As the Rally table: the +1 and the -2 rows need a gap of more than 4; exactly 4 apart is no effect or -1.' },
  ],
  defaultOption: 'as-printed',
  reason: 'The rows overlap, and the only reading that lets every row happen is that the stronger one wins (the example on L493 takes the -2 row). The printed "≥" and "≤" decide the boundary.',
};

export const PARTING_SWING: Ruling<'attacker-plus-two' | 'defender-minus-two' | 'both'> = {
  id: 'od6.parting-swing',
  system: 'opend6',
  title: 'The parting swing: +2 to the attacker or -2 to the disengaging soldier',
  sections: ['Disengaging', 'Close Combat Modifiers Chart'],
  quotes: ['The attacking squad receives a +2 modifier for attacking from the rear (L411)', 'Attacked from side or rear -2 (L377)'],
  options: [
    { id: 'attacker-plus-two', label: 'Attacker +2', effect: 'The squad taking the parting swing adds 2 to its rolls.' },
    { id: 'defender-minus-two', label: 'Disengaging soldiers -2', effect: 'The disengaging soldiers subtract 2, as attacked from the rear.' },
    { id: 'both', label: 'Both', effect: 'The attacker adds 2 and the disengaging soldiers subtract 2.' },
  ],
  defaultOption: 'attacker-plus-two',
  reason: 'The Disengaging section speaks to exactly this case; the chart’s -2 is the general rule it replaces. The two differ only against critical failures, which ignore modifiers.',
};

export const RALLY_ELIGIBILITY: Ruling<'neither' | 'either'> = {
  id: 'od6.rally-eligibility',
  system: 'opend6',
  title: 'Who may rally: shot or fought',
  sections: ['Morale Levels', 'Rallying'],
  quotes: ['If a squad was not involved in Close Combat, or did not shoot this turn, the sergeant may attempt to "rally" his squad (L419)', 'To be eligible to rally, soldiers in the squad must not have shot their weapons or engaged in Close Combat this turn. (L505)'],
  options: [
    { id: 'neither', label: 'Neither shot nor fought', effect: 'A squad that shot or fought this turn may not rally.' },
    { id: 'either', label: 'Did not shoot, or did not fight', effect: 'A squad may rally unless it both shot and fought this turn.' },
  ],
  defaultOption: 'neither',
  reason: 'The Rallying section is the rule itself, with the 12″ condition beside it; the earlier sentence is a summary.',
};

export const RALLY_AFTER_CASUALTIES: Ruling<'other-squads' | 'after-casualty-test'> = {
  id: 'od6.rally-after-casualties',
  system: 'opend6',
  title: 'May a squad that took casualties also rally that Morale Phase?',
  sections: ['Chapter Five: Morale', 'Rallying', 'Rally Test Threat Level Modifiers'],
  quotes: [
    'In the Morale Phase squads which have taken casualties make morale tests; other squads may attempt to improve their morale by rallying; and broken squads which fail to rally are moved. (L413)',
    'During the Morale Phase, squads with lower than starting value morale may attempt to rally. To be eligible to rally, soldiers in the squad must not have shot their weapons or engaged in Close Combat this turn. Also, there must be no enemy soldiers within 12″ of the rallying squad. (L505)',
    'Each casualty taken this turn +1 … Sergeant wounded or incapacitated this turn +2 (L513–L514)',
  ],
  options: [
    { id: 'other-squads', label: 'No: squads that took casualties only test', effect: 'A squad that took casualties this turn makes its casualty test and does not rally in that Morale Phase. Broken squads make their rally test as always.' },
    { id: 'after-casualty-test', label: 'Yes, after the casualty test', effect: 'A squad that took casualties may rally once it has made its casualty test, if it neither shot nor fought and no enemy is within 12″.' },
  ],
  defaultOption: 'other-squads',
  reason:
    'The Morale chapter sorts the phase’s squads into three: those that took casualties test, "other squads" may rally, and broken squads rally or run (L413). The Rallying section sets the conditions for those other squads and does not undo the sort: nowhere does the book let a squad follow its casualty test with a rally. The rally chart’s lines for casualties and a sergeant hit this turn (L513–L514) still have work to do, since a broken squad rallies whether or not it was hit, as in the worked example, whose sergeant fell that turn (L520). A casualty test can already lift morale by one (L483); a rally straight after it would be a second roll in the same phase, able to undo a failed test. Battles recorded before this ruling that rallied such a squad stop at that step under the default; the other option replays them.',
};

export const TERRAIN_CHART_READING: Ruling<'chart' | 'prose'> = {
  id: 'od6.terrain-chart',
  system: 'opend6',
  title: 'Creeks, streams and barbed wire: chart or prose',
  sections: ['Terrain and Barriers', 'Terrain Types', 'Terrain Effects Chart', 'Barrier Effects Chart'],
  quotes: ['Creeks … count as rough terrain. They provide light cover (L560) — chart: "Creek 2x cost +2" (L591)', 'Streams … are very rough terrain and provide medium cover (L562) — chart: "Stream 4x cost +3" (L592)', 'Barbed wire, briars, or booby traps are a difficult barrier (L575) — chart: "Barbed Wire 2″" (L600)'],
  options: [
    { id: 'chart', label: 'The charts', effect: 'Creeks give +2 (medium cover), streams +3 (heavy cover), barbed wire costs 2″ to cross.' },
    { id: 'prose', label: 'The prose', effect: 'Creeks give +1 (light cover), streams +2 (medium cover), barbed wire costs 4″ to cross.' },
  ],
  defaultOption: 'chart',
  reason: 'The chapter calls the charts its summary ("summarizes their effects in the Terrain Effects Chart", L537), and the charts are what the players copy to the table (L28).',
};

export const OPPORTUNITY_FIRE_WEAPONS: Ruling<'crossbows' | 'any-missile'> = {
  id: 'od6.opportunity-fire-weapons',
  system: 'opend6',
  title: 'Which weapons may opportunity fire',
  sections: ['Opportunity Fire'],
  quotes: ['Any squad, armed with crossbows, which has not yet moved in the Movement Phase may attempt opportunity fire. (L156)', 'squads, armed with crossbows, shoot at enemy squads that are in or pass through their LOS (L325)', 'Siege weapons cannot be used in opportunity or defensive fire. (L290)'],
  options: [
    { id: 'crossbows', label: 'Crossbows only', effect: 'Only soldiers with a crossbow may take part in opportunity fire.' },
    { id: 'any-missile', label: 'Any missile weapon', effect: 'Any ranged weapon but a siege weapon may opportunity fire.' },
  ],
  defaultOption: 'crossbows',
  reason: 'Said twice, in both places the rule appears; a crossbow is the one weapon that can be held loaded and aimed.',
};

export const OPPORTUNITY_FIRE_TEST: Ruling<'opposed' | 'straight'> = {
  id: 'od6.opportunity-fire-test',
  system: 'opend6',
  title: 'The opportunity fire test: opposed or a straight difficulty 4',
  sections: ['Opportunity Fire (Movement)', 'Opportunity Fire (Morale)'],
  quotes: ['The squad must pass a difficulty 4 morale test to shoot, as described in the "Morale" section. (L156)', 'The player makes an opposed command roll against a threat level of 4. (L527) — "OF ≥ CR Cannot Fire; OF < CR Can Fire" (L533–L534)'],
  options: [
    { id: 'opposed', label: 'Opposed, against threat level 4', effect: 'The command roll must beat a rolled threat of 4 plus modifiers.' },
    { id: 'straight', label: 'Straight test, difficulty 4', effect: 'The command roll must reach 4 plus the same modifiers; no threat die.' },
  ],
  defaultOption: 'opposed',
  reason: 'L156 defers to the Morale section ("as described in"), and that section gives the opposed test with its own results table.',
};

export const BRACE_FOR_CHARGE: Ruling<'cancels-charge-bonus' | 'defender-plus-one' | 'no-effect'> = {
  id: 'od6.brace-for-charge',
  system: 'opend6',
  title: 'What "brace for charge" does',
  sections: ['The Movement Phase (summary)'],
  quotes: ['if successful, it does not break in the face of the charge and gets to use "defensive fire" or "brace for charge" before the two squads fight (L53)'],
  options: [
    { id: 'cancels-charge-bonus', label: 'Cancels the charge bonus', effect: 'A squad that braces instead of firing denies the chargers their +1 for charging in the first turn.' },
    { id: 'defender-plus-one', label: 'Defenders +1', effect: 'A squad that braces fights at +1 in the first turn, as if defending a barrier.' },
    { id: 'no-effect', label: 'No effect', effect: 'Bracing only records that the squad did not fire.' },
  ],
  defaultOption: 'cancels-charge-bonus',
  reason: 'The rules name the choice once and give it no mechanics. The one thing a charge brings to the first turn is the chargers’ +1 (L383); standing braced is what takes that impetus away, and it keeps the choice a real trade against defensive fire.',
};

export const SIEGE_WALL_SHIELDING: Ruling<'unaffected' | 'reduced-by-one'> = {
  id: 'od6.siege-wall-shielding',
  system: 'opend6',
  title: 'A soldier behind a solid wall from a siege hit',
  sections: ['Siege Weapon Damage'],
  quotes: ['If there are no doors or windows in a direct line between him and the center of the projectile, he is unaffected by the shot. Reduce the Damage Strength of the siege weapon by 1. (L323)', 'the huge combination of force and weight of the projectile allow it to breach into the area. (L316)'],
  options: [
    { id: 'unaffected', label: 'Unaffected', effect: 'A soldier behind a high wall with no door or window toward the impact takes no damage.' },
    { id: 'reduced-by-one', label: 'Damage Strength -1', effect: 'He takes the hit at Damage Strength -1, as behind a door or window.' },
  ],
  defaultOption: 'unaffected',
  reason: 'L323 says "unaffected" outright; the "Reduce … by 1" that follows is a stray sentence (the same words as the window case before it).',
};

export const MAGIC_WEAPON_MODIFIER: Ruling<'instead' | 'cumulative'> = {
  id: 'od6.magic-weapon-modifier',
  system: 'opend6',
  title: 'Magic melee weapon: +2 instead of, or on top of, the standard +1',
  sections: ['Close Combat Modifiers Chart'],
  quotes: ['Standard melee weapon +1; Magic melee weapon +2 (L374–L375)', 'Soldiers wielding magical weapons gain a +2 bonus. (L387)'],
  options: [
    { id: 'instead', label: '+2 in all', effect: 'A magical melee weapon gives +2 to close combat rolls.' },
    { id: 'cumulative', label: '+3 in all', effect: 'It counts as a melee weapon (+1) and a magical one (+2).' },
  ],
  defaultOption: 'instead',
  reason: '"Soldiers wielding magical weapons gain a +2 bonus" names the whole bonus; the chart lists the weapons as alternatives.',
};

export const BROKEN_CASUALTY_TEST: Ruling<'rally-only' | 'both'> = {
  id: 'od6.broken-casualty-test',
  system: 'opend6',
  title: 'Does a broken squad that took casualties test morale?',
  sections: ['Broken: Morale Level 0', 'Casualty Morale Test'],
  quotes: ['At the beginning of each Morale Phase, a rally test (see "Rally Test") is made for the broken squad. (L435)', 'Casualty morale tests must be made in the Morale Phase by any squad which has suffered a casualty during the current turn. (L495)'],
  options: [
    { id: 'rally-only', label: 'Rally test only', effect: 'A broken squad makes its rally test and no casualty test.' },
    { id: 'both', label: 'Both tests', effect: 'A broken squad that took casualties also makes a casualty test (it cannot fall below 0 but may gain 1).' },
  ],
  defaultOption: 'rally-only',
  reason: 'Morale cannot fall below 0 (L480), so a casualty test could only ever lift a routing squad — the rally test is the rules’ way back from Broken.',
};

export const BATTLE_END: Ruling<'no-squad-fighting' | 'no-squad-on-table'> = {
  id: 'od6.battle-end',
  system: 'opend6',
  title: 'When a Basic Game battle is lost',
  sections: ['Introduction', 'Close Combat', 'Broken: Morale Level 0'],
  quotes: ['When two squads engage in Close Combat, the fight is almost always to the death; the combat usually ends with one squad broken, fleeing the field of battle. (L336)', 'If the squad fails this rally test, it is immediately removed from play (L437)'],
  options: [
    { id: 'no-squad-fighting', label: 'No squad left fighting', effect: 'At the end of a Morale Phase, a side whose every squad is broken, dispersed or destroyed has lost.' },
    { id: 'no-squad-on-table', label: 'No squad left on the table', effect: 'A side loses only when every squad is dispersed or destroyed; broken squads may still rally.' },
  ],
  defaultOption: 'no-squad-fighting',
  reason: 'This copy has no victory conditions (its scenarios are missing). A side with every squad fleeing has lost the field; the agreed turn limit and conceding end a battle too, and the side that destroyed more SGPs wins at the limit.',
};

export const CAMPAIGN_CASUALTIES: Ruling<'incapacitated-lost' | 'all-return'> = {
  id: 'od6.campaign-casualties',
  system: 'opend6',
  title: 'Casualties carried to the next battle',
  sections: ['Effects of Damage', 'Keeping Track of a Squad’s Morale'],
  quotes: ['Incapacitated soldiers can take no further part in the battle (L283)', 'At the beginning of the game, strike out the values to the left of the squad’s starting morale level. (L421)'],
  options: [
    { id: 'incapacitated-lost', label: 'Incapacitated soldiers are lost', effect: 'After a battle the squad’s number drops by its incapacitated soldiers (a lost sergeant’s extra training and a lost champion go with them); wounds heal and morale starts again at the quality’s level.' },
    { id: 'all-return', label: 'Everyone returns', effect: 'Every soldier is back for the next battle; only the squad’s record keeps the losses.' },
  ],
  defaultOption: 'incapacitated-lost',
  reason: 'The Basic Game is written battle by battle; a campaign needs losses to matter, and incapacitated soldiers are the ones the rules take out of play. Morale starts each battle at the squad’s starting level (L418, L421).',
};

export const TARGET_COVER: Ruling<'majority' | 'best'> = {
  id: 'od6.target-cover',
  system: 'opend6',
  title: 'The target squad’s cover: the majority’s or the best',
  sections: ['Squad Shooting', 'Target Condition'],
  quotes: [
    'the difficulty of the shot is determined by the best kind of cover the visible soldiers in the target squad occupy (L107)',
    'All target condition modifiers are determined by the condition of the majority of the squad in sight of the shooters … If the squad is split exactly fifty-fifty, the squad gains the better benefit. (L227)',
  ],
  options: [
    { id: 'majority', label: 'The majority’s cover', effect: 'The cover at least half the visible soldiers have (a 50-50 split takes the better).' },
    { id: 'best', label: 'The best cover', effect: 'The best cover any visible soldier has.' },
  ],
  defaultOption: 'majority',
  reason: 'The Ranged Combat chapter gives the rule with a worked split (six in light cover, four in the open: light cover) and a tie-break; the Squads overview sentence summarises it loosely.',
};

export const RANGE_MEASURE: Ruling<'fire-line-centre' | 'farthest'> = {
  id: 'od6.range-measure',
  system: 'opend6',
  title: 'Measuring the range of a squad’s shot',
  sections: ['Squad Shooting', 'Ranged Combat Summary', 'Measuring Range'],
  quotes: [
    'The range of the squad’s shots is determined by measuring the farthest distance from the firing soldiers to the visible soldiers in the target squad (L107)',
    'Measure the average distance between the firing soldiers and the target soldiers. (L162) — measure from the center of the shooting squad’s "fire line" to the center of the visible soldiers in the target squad. (L200)',
  ],
  options: [
    { id: 'fire-line-centre', label: 'Centre of the fire line to the centre of the targets', effect: 'The average distance: from the middle of the shooters to the middle of the visible targets.' },
    { id: 'farthest', label: 'The farthest distance', effect: 'From the shooters to the farthest visible target soldier.' },
  ],
  defaultOption: 'fire-line-centre',
  reason: 'Said twice in the Ranged Combat chapter, with how to measure it; the Squads overview is the odd one out.',
};

export const OPEND6_RULINGS: readonly Ruling[] = [
  SKILL_ATTRIBUTES,
  NAMES,
  LEADER_TRAINING_CAP,
  HEAVY_CROSSBOW_DAMAGE,
  MAGIC_MELEE_DAMAGE,
  WEAPON_RANGE_UNITS,
  SIEGE_DEVIATION_DISTANCE,
  DAMAGE_TIE,
  MORALE_RESULT_BANDS,
  PARTING_SWING,
  RALLY_ELIGIBILITY,
  RALLY_AFTER_CASUALTIES,
  TERRAIN_CHART_READING,
  OPPORTUNITY_FIRE_WEAPONS,
  OPPORTUNITY_FIRE_TEST,
  BRACE_FOR_CHARGE,
  SIEGE_WALL_SHIELDING,
  MAGIC_WEAPON_MODIFIER,
  BROKEN_CASUALTY_TEST,
  BATTLE_END,
  CAMPAIGN_CASUALTIES,
  TARGET_COVER,
  RANGE_MEASURE,
];
