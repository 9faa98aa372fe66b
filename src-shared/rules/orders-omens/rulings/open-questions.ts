import type { Ruling } from '../../ruling';

/**
 * Open questions a third read of the Orders & Omens text found (RULINGS.md 31–46, issue 22), where
 * groups would differ and the engine computes the answer. Line numbers are of the seed copy
 * 002_cff186ffe79098a6.txt. The rest of 31–46 are ruled elsewhere or change nothing the app
 * computes: docs/rulings.md lists each with the reason.
 */

const oo = 'orders-omens' as const;

/** RULINGS.md 32. */
export const STOMP_SIX: Ruling<'natural-six' | 'modified-six'> = {
  id: 'oo.stomp-six',
  system: oo,
  title: 'Stomp: a natural 6 or a modified 6',
  sections: ['Monsters (Giant, Stone Golem)', 'Melee Combat'],
  quotes: ['Stomp: In melee, any roll of 6 counts as 2 hits (L950, L1041, L1228, L1320)', '+1 to hit for Charging or Counter-Charging in the first round of melee.'],
  options: [
    { id: 'natural-six', label: 'A natural 6', effect: 'Only a die showing 6 counts as 2 hits.' },
    { id: 'modified-six', label: 'A modified 6', effect: 'A die that reaches 6 with its modifiers (a charging 5) also counts as 2 hits.' },
  ],
  defaultOption: 'natural-six',
  reason:
    '"Any roll of 6" names the die, and the book treats its other special faces the same way (Brace Volleys "hit only on 6s", doubles on the "unmodified roll"). A charging Giant already gains +1 to hit; letting the same +1 double its hits would count the bonus twice.',
};

/** RULINGS.md 40. */
export const ARTILLERY_RANGING_RESET: Ruling<'target-moves-or-changes' | 'gun-moving-too'> = {
  id: 'oo.artillery-ranging-reset',
  system: oo,
  title: 'What resets artillery ranging: the target moving, or the gun moving too',
  sections: ['Regiment Types (Artillery)', 'Quick Reference Guide'],
  quotes: [
    'If they fire at a new target or their chosen target moves more than 1″ their to hit rolls reset to 6+. (L275)',
    'Resets if target moves 1″. (L1403)',
  ],
  options: [
    { id: 'target-moves-or-changes', label: 'Target moves or changes', effect: 'Ranging resets when the gun fires at a new target or the target has moved more than 1″; moving the gun keeps it.' },
    { id: 'gun-moving-too', label: 'The gun moving resets it', effect: 'A move, wheel or about-face by the artillery also resets its ranging.' },
  ],
  defaultOption: 'target-moves-or-changes',
  reason:
    'Both statements name only the target (and a new target); the gun moving is not mentioned. The quick reference\'s "moves 1″" shortens the main rule\'s "more than 1″", which the volley form asks as "moved more than 1″?", so the threshold itself changes nothing the app computes. Groups who find it odd that a gun keeps its range after limbering up can choose the alternative.',
};

/** RULINGS.md 41. */
export const POLEARM_CAVALRY_CHARGE: Ruling<'infantry-only' | 'no-polearm-charges'> = {
  id: 'oo.polearm-cavalry-charge',
  system: oo,
  title: 'May cavalry with polearms (lances) charge?',
  sections: ['Regiment Types (Polearms)', 'Quick Reference Guide'],
  quotes: [
    'Polearms, whether pikes, halberds or lances ... a polearm regiment infantry regiment may not charge, but may move into melee using normal movement. (L293)',
    'Polearms: +2 modifier to front, -2 if flanked or rear. Cannot charge (L1400)',
  ],
  options: [
    { id: 'infantry-only', label: 'Cavalry may charge', effect: 'Only a Brigade with polearm infantry may not charge; lancers charge as cavalry.' },
    { id: 'no-polearm-charges', label: 'No polearm charges', effect: 'No Brigade with polearm regiments, infantry or cavalry, may charge; it may move into contact.' },
  ],
  defaultOption: 'infantry-only',
  reason:
    'The full rule names lances among polearms and then restricts the "infantry regiment" only; a lance is a charging weapon. The quick reference is a summary without the qualifier.',
};

/** RULINGS.md 45, first half. */
export const ADAPTABLE_COMMAND_SCOPE: Ruling<'each-general' | 'once-per-army'> = {
  id: 'oo.adaptable-command-scope',
  system: oo,
  title: 'Adaptable Command: one re-roll per General or per army',
  sections: ['Human Army List', 'Activation Phase'],
  quotes: [
    'SPECIAL RULE - ADAPTABLE COMMAND: Once per turn, a Human Divisional General may re-roll one failed Order Test (L989)',
    'The colours must be different for each player so that ... it is clear which players chip has been drawn from the bag. (L329, L331)',
  ],
  options: [
    { id: 'each-general', label: 'Each General, once a turn', effect: 'Every Human General may re-roll one failed Order Test he took, once a turn.' },
    { id: 'once-per-army', label: 'Once a turn for the army', effect: 'The Human army re-rolls one failed Order Test a turn, whichever General took it.' },
  ],
  defaultOption: 'each-general',
  reason:
    'The subject of the sentence is "a Human Divisional General", so each General has his own once-a-turn re-roll, used on a test he took. Chips belonging to a side does not move the re-roll to the side: it belongs to the General who gave the order.',
};

/** RULINGS.md 46: formation cost. */
export const FORMATION_COST: Ruling<'two-actions' | 'one-action'> = {
  id: 'oo.formation-cost',
  system: oo,
  title: 'Changing formation: 2 actions or 1',
  sections: ['Brigade Formations', 'Quick Reference Guide (Actions/Reactions)'],
  quotes: [
    'Changing the Brigades formation costs 2 Action points and cannot be used as a Reaction when enemies enter a Brigades Zone of Control. (L462)',
    'All actions cost 1 Action point: (L1366)',
  ],
  options: [
    { id: 'two-actions', label: '2 actions', effect: 'A change of formation costs 2 actions.' },
    { id: 'one-action', label: '1 action', effect: 'A change of formation costs 1 action, like every action in the quick reference.' },
  ],
  defaultOption: 'two-actions',
  reason: 'The Formations rule states its own cost; the quick reference list that says "all actions cost 1" does not list a change of formation at all, so it does not speak to it.',
};

/** RULINGS.md 34. */
export const REGENERATION_DURATION: Ruling<'that-turn' | 'cumulative'> = {
  id: 'oo.regeneration-duration',
  system: oo,
  title: 'Troll Mob Regeneration: for the turn, or for good',
  sections: ['Orc Army List (Troll Mob)', 'Turn Sequence (Strategy Phase)'],
  quotes: ['Regeneration: In the Strategy Phase roll a die, on 5+ the Troll Mob earns 1 additional Combat Dice (L1249–L1250)'],
  options: [
    { id: 'that-turn', label: 'For that turn', effect: 'A 5+ gives the Troll Mob 1 more Combat Die in melee until the end of the turn; the roll is made afresh every Strategy Phase.' },
    { id: 'cumulative', label: 'For good, adding up', effect: 'Each 5+ adds 1 Combat Die for the rest of the battle, so the Mob grows stronger turn by turn.' },
  ],
  defaultOption: 'that-turn',
  reason:
    'The roll comes every Strategy Phase, which only makes sense if its effect is renewed each turn, as the spells that last "until the end of the turn" are. A die that kept adding up would make a 2-dice, 160-point Mob the strongest fighter in the army by the mid-game.',
};

/** RULINGS.md 35. */
export const COLOSSUS_AGAINST_BREATH: Ruling<'save-stands' | 'breath-ignores-it'> = {
  id: 'oo.colossus-against-breath',
  system: oo,
  title: "The Stone Golem's Armoured Colossus against breath weapons",
  sections: ['Dwarfen Army List (Stone Golem)', 'Monsters (Dragonfire, Breathe Fire)'],
  quotes: [
    'Armoured Colossus: Has a 5+ armour save which cannot be negated. (L1321)',
    'Dragonfire: Once per turn, may spend 1 action to breathe fire at a target up to 6″ away. Roll 3 Combat Dice hitting on 5+, armour saves are ignored. (L960)',
    'Venomous Bite: Enemy must re-roll successful armour saves. (L1239)',
  ],
  options: [
    { id: 'save-stands', label: 'The 5+ save stands', effect: 'The Golem saves on 5+ even against breath; Venomous Bite still makes it re-roll successful saves.' },
    { id: 'breath-ignores-it', label: 'Breath ignores it', effect: 'Breath weapons (and the Bombing Run) ignore every armour save, the Golem\'s included.' },
  ],
  defaultOption: 'save-stands',
  reason:
    '"Cannot be negated" is written for exactly this case: it is the Golem\'s own rule against everything that ignores or negates armour, breath included. Venomous Bite does not negate a save, it asks for the successful one again, so it still applies.',
};

/** RULINGS.md 43: Heroic Stand. */
export const HEROIC_STAND_TIMING: Ruling<'next-round' | 'next-engagement'> = {
  id: 'oo.heroic-stand-timing',
  system: oo,
  title: 'Heroic Stand: the next round of this melee, or the next melee',
  sections: ["General's Fate Table", 'Melee Combat'],
  quotes: [
    '12+: Heroic Stand - Against all odds, the General rallies the men. Add a further +1 Combat Dice to the Brigade in the next melee. (L649)',
    'If the test is passed another round of melee takes place. (L599)',
  ],
  options: [
    { id: 'next-round', label: 'The next round it fights', effect: 'The extra die is rolled in the Brigade\'s next round of melee, usually the fight still going on.' },
    { id: 'next-engagement', label: 'The next melee', effect: 'The extra die waits for the Brigade\'s next engagement, not a further round of the fight in which it was won.' },
  ],
  defaultOption: 'next-round',
  reason:
    'The General "rallies the men" where they stand, and a Brigade that holds after a lost round fights "another round of melee" at once (L599); the fight at hand is where a rally tells. Groups who read "the next melee" as a new engagement can keep the die for it.',
};

export const OPEN_QUESTION_RULINGS: readonly Ruling[] = [STOMP_SIX, ARTILLERY_RANGING_RESET, POLEARM_CAVALRY_CHARGE, ADAPTABLE_COMMAND_SCOPE, FORMATION_COST, REGENERATION_DURATION, COLOSSUS_AGAINST_BREATH, HEROIC_STAND_TIMING];
