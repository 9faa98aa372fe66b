import type { Ruling } from '../../ruling';

/** RULINGS.md 4: "rVP" is an OCR slip. */
export const RVP_IS_1VP: Ruling<'one-vp'> = {
  id: 'oo.rvp-is-1vp',
  system: 'orders-omens',
  title: '"rVP" is read as 1 VP',
  sections: ['Table Thirds', 'Breaking the Enemy', 'Enemy Generals'],
  quotes: [
    'At the end of each turn a player scores rVP if they have more unbroken Brigades in that third than the enemy.',
    'Each time an enemy Brigade breaks and flees ... the player earns rVP.',
    'If the Divisional General is killed (see General\'s Fate Table), the enemy earns rVP.',
  ],
  options: [{ id: 'one-vp', label: '1 VP', effect: 'Table thirds, each broken enemy Brigade and a slain Divisional General score 1 VP.' }],
  defaultOption: 'one-vp',
  reason:
    'A PDF extraction turns a "1" in this font into "r"; every other award in the section is a number ("2 VPs", "5VPs"), and the singular "VP" fits only 1. No other reading is plausible, so there is no alternative to offer.',
};

/** RULINGS.md 5. */
export const REGIMENTS_PER_BRIGADE: Ruling<'two-to-four' | 'two-to-five'> = {
  id: 'oo.regiments-per-brigade',
  system: 'orders-omens',
  title: 'Regiments per Brigade: 2–4 or 2–5',
  sections: ['Army Composition', 'Creating an Army', 'Randomising an Army', 'Division Roster'],
  quotes: [
    'Divisions in turn are made up of three to five Brigades each led by a Brigade General and consisting of 2 to 5 Regiments in each.',
    'Each Brigade must be made up of 2-4 Regiments that are all of the same experience quality',
  ],
  options: [
    { id: 'two-to-four', label: '2–4 Regiments', effect: 'A Brigade of 5 Regiments is refused.' },
    { id: 'two-to-five', label: '2–5 Regiments', effect: 'Brigades may take a fifth Regiment.' },
  ],
  defaultOption: 'two-to-four',
  reason:
    'Creating an Army is the section that tells a player how to build, and three sources agree with it: the randomiser tops out at 4, and the Division Roster sheet prints exactly four Regiment lines per Brigade. "2 to 5" appears once, in an overview.',
};

/**
 * New: the Army Composition picture shows a Division of two Brigades. Whether an attached Artillery
 * or Monster regiment counts toward the 3–5 is one reading with the battle's break point and thirds:
 * `oo.attached-units-as-brigades` decides both (a stored `attached-counts-as-brigade` choice falls
 * back to the default here, which, with that ruling's default, counts them as before).
 */
export const BRIGADES_PER_DIVISION: Ruling<'three-to-five' | 'two-to-five'> = {
  id: 'oo.brigades-per-division',
  system: 'orders-omens',
  title: 'Brigades per Division: 3–5 or 2–5',
  sections: ['Creating an Army', 'Army Composition', 'Randomising an Army'],
  quotes: [
    'they then add their first Divisional General to the list who commands a minimum of 3 and a maximum of 5 Brigades.',
    'While the 2nd Division consists of two Brigades each with two Regiments as well as an attached Artillery Regiment.',
    'For each Division roll a D6 for the number of Brigades in each Division: 1-2: 2 Brigades',
  ],
  options: [
    { id: 'three-to-five', label: '3–5 Brigades', effect: 'Each Division needs 3–5 Brigades (whether an attached regiment counts as one is the ruling on attached artillery and monsters).' },
    { id: 'two-to-five', label: '2–5 Brigades', effect: 'A Division may have as few as 2 Brigades, as in the randomiser.' },
  ],
  defaultOption: 'three-to-five',
  reason:
    'The building rule states its minimum plainly. Counting the picture\'s attached Artillery as a Brigade (see "Attached artillery and monsters as Brigades") already makes its 2nd Division three; only the randomiser\'s "1-2: 2 Brigades" needs the lower limit.',
};

/** RULINGS.md 7. */
export const MARSHAL_COST: Ruling<'free' | 'elite-general-price'> = {
  id: 'oo.marshal-cost',
  system: 'orders-omens',
  title: 'The Marshal\'s points cost',
  sections: ['Creating an Army', 'Divisional Generals'],
  quotes: [
    'Each player starts with a Marshal (Marshals are always Elite)',
    '(Elite) Divisional General.....50 points',
  ],
  options: [
    { id: 'free', label: 'Free', effect: 'The Marshal costs 0 points; only a Magical Advisor for the Marshal is paid.' },
    { id: 'elite-general-price', label: '50 points', effect: 'The Marshal is priced as an Elite Divisional General (50 points).' },
  ],
  defaultOption: 'free',
  reason: 'Every army has exactly one Marshal and the text gives no price, so a cost would only shift both totals equally; the list prices Divisional Generals and leaves the Marshal out.',
};

/** RULINGS.md 8. */
export const TROOP_SHARE_BASIS: Ruling<'regiment-count' | 'points'> = {
  id: 'oo.troop-share-basis',
  system: 'orders-omens',
  title: 'Infantry and cavalry shares: by regiment count or by points',
  sections: ['Infantry Regiments (at least 50% of the army)', 'Cavalry Regiments (up to 50% of the army)'],
  quotes: ['INFANTRY REGIMENTS (AT LEAST 50% OF THE ARMY)', 'CAVALRY REGIMENTS (UP TO 50% OF THE ARMY)'],
  options: [
    {
      id: 'regiment-count',
      label: 'By regiment count',
      effect: 'Infantry must be at least half of all regiments (artillery and monsters included); cavalry at most half.',
    },
    {
      id: 'points',
      label: 'By points',
      effect: 'Infantry regiments must cost at least half the army total; cavalry at most half.',
    },
  ],
  defaultOption: 'regiment-count',
  reason:
    'The rulebook counts its army in Regiments everywhere else ("Each Regiment represents", "2-4 Regiments", "one per division"), and cavalry costs about twice infantry, so a points share would let an army field far fewer infantry bases than the heading suggests.',
};

/** RULINGS.md 9. */
export const ARTILLERY_PLACEMENT: Ruling<'brigade-or-attached' | 'attached-only' | 'brigade-only'> = {
  id: 'oo.artillery-placement',
  system: 'orders-omens',
  title: 'Artillery: inside a Brigade or attached to the Division',
  sections: ['Artillery Regiments (One per Division)', 'Army Composition'],
  quotes: [
    'ARTILLERY REGIMENTS (ONE PER DIVISION)',
    'The 1st Division consists of three Brigades of three Regiments each and an attached Artillery Regiment.',
  ],
  options: [
    { id: 'brigade-or-attached', label: 'Either', effect: 'Artillery may stand in a Brigade or be attached to the Division; one per Division either way.' },
    { id: 'attached-only', label: 'Attached only', effect: 'Artillery must be attached to a Division, never inside a Brigade.' },
    { id: 'brigade-only', label: 'In a Brigade only', effect: 'Artillery must be one of a Brigade\'s Regiments.' },
  ],
  defaultOption: 'brigade-or-attached',
  reason:
    'The picture shows attached Artillery, while "each regiment is either Infantry, Cavalry, Monster or Artillery" and Brigade Actions ("Units which have used a shoot action with ... Artillery") let a Brigade hold it. The limit is per Division, so both placements count toward it.',
};

/** New: Unit Experience allows mixed Brigades, Creating an Army forbids them. */
export const BRIGADE_MIXED_EXPERIENCE: Ruling<'uniform' | 'mixed-with-rating'> = {
  id: 'oo.brigade-mixed-experience',
  system: 'orders-omens',
  title: 'May a Brigade mix experience levels?',
  sections: ['Unit Experience', 'Creating an Army'],
  quotes: [
    'Although Brigades may contain a mix of Green, Experienced and Elite Regiments, each Brigade is given a single overall rating for ease of play.',
    'Each Brigade must be made up of 2-4 Regiments that are all of the same experience quality (i.e. all Green, all Experienced or all Elite).',
  ],
  options: [
    { id: 'uniform', label: 'One experience per Brigade', effect: 'A Brigade mixing experience levels is refused.' },
    {
      id: 'mixed-with-rating',
      label: 'Mixed, with an overall rating',
      effect: 'Regiments may differ; the Brigade uses its declared rating, or its lowest experience when none is declared.',
    },
  ],
  defaultOption: 'uniform',
  reason: 'Creating an Army is the building rule and says "must"; the Unit Experience sentence describes the idea of a single rating, which a uniform Brigade satisfies trivially.',
};

/** New: Orc Elite Polearms break the list's pattern. */
export const ORC_ELITE_POLEARMS_PRICE: Ruling<'as-printed' | 'list-pattern'> = {
  id: 'oo.orc-elite-polearms-price',
  system: 'orders-omens',
  title: 'Orc Elite Polearms: 30 or 34 points',
  sections: ['Orc Army List'],
  quotes: ['(Green) Polearms.....14 points', '(Experienced) Polearms.....24 points', '(Elite) Polearms.....30 points'],
  options: [
    { id: 'as-printed', label: '30 points (as printed)', effect: 'Orc Elite Polearm infantry cost 30 points.' },
    { id: 'list-pattern', label: '34 points (list pattern)', effect: 'Orc Elite Polearm infantry cost 34 points, +10 over Experienced like every other Orc entry.' },
  ],
  defaultOption: 'as-printed',
  reason:
    'Every other Orc infantry and cavalry line rises by exactly 10 per level, so 30 looks like a slip for 34; but it is legible, not an OCR fault, and a playtest price may be deliberate. Keep the printed number and offer the pattern as a house rule.',
};

/** New: "Monsters roll 6 Combat Dice in Melee" against per-monster profiles. */
export const MONSTER_COMBAT_DICE: Ruling<'profile' | 'six-in-melee'> = {
  id: 'oo.monster-combat-dice',
  system: 'orders-omens',
  title: 'Monster Combat Dice: the profile or a flat 6 in melee',
  sections: ['Regiment Types', 'Monsters (One per Army)'],
  quotes: ['Monsters roll 6 Combat Dice in Melee and ignores morale when being fired at by ranged weapons.', 'DRAGON - 240 points Control Value: 2 Combat Dice: 7', 'TROLL MOB - 160 points Control Value: 4 Combat Dice: 2'],
  options: [
    { id: 'profile', label: 'Each monster\'s profile', effect: 'A monster rolls the Combat Dice printed on its profile (Dragon 7, Troll Mob 2, ...).' },
    { id: 'six-in-melee', label: 'Always 6 in melee', effect: 'Every monster rolls 6 Combat Dice in melee; profiles only set other dice.' },
  ],
  defaultOption: 'profile',
  reason:
    'The Regiment Types sentence predates the profiles and says "Each monster has a number of abilities ... explained in the army list section"; the specific profile (which prices a 7-dice Dragon at 240 and a 2-dice Troll Mob that can regenerate dice) overrides the general statement.',
};

/** RULINGS.md 6 (first half): the regiment-type table skips 4. */
export const RANDOMISER_REGIMENT_TYPE_FOUR: Ruling<'armoured-infantry' | 'infantry' | 'cavalry' | 'reroll'> = {
  id: 'oo.randomiser-regiment-type-four',
  system: 'orders-omens',
  title: 'Randomiser: a regiment-type roll of 4',
  sections: ['Randomising an Army'],
  quotes: ['For each Regiment roll on the following: 1-2: Infantry 3: Armoured Infantry 5: Cavalry 6: Armoured Cavalry'],
  options: [
    { id: 'armoured-infantry', label: '4 = Armoured Infantry', effect: 'Read the table as 1-2 Infantry, 3-4 Armoured Infantry, 5 Cavalry, 6 Armoured Cavalry.' },
    { id: 'infantry', label: '4 = Infantry', effect: 'A 4 gives plain Infantry.' },
    { id: 'cavalry', label: '4 = Cavalry', effect: 'A 4 gives plain Cavalry (half the results cavalry).' },
    { id: 'reroll', label: 'Re-roll a 4', effect: 'A 4 is rolled again until another face shows.' },
  ],
  defaultOption: 'armoured-infantry',
  reason:
    'Every sibling table in the randomiser has the shape "1-2, 3-4, 5, 6" (Brigade size, infantry weapons), so the lost line is most likely "3-4: Armoured Infantry"; it also keeps infantry at two-thirds of results, in line with "at least 50% of the army".',
};

/** RULINGS.md 6 (second half): limits a randomised army breaks. */
export const RANDOMISED_ARMY_LIMITS: Ruling<'exempt' | 'unique-support'> = {
  id: 'oo.randomised-army-limits',
  system: 'orders-omens',
  title: 'Randomised armies and the composition limits',
  sections: ['Creating an Army', 'Randomising an Army'],
  quotes: [
    'Randomised armies reflect real battles where armies were often disproportionate in numbers.',
    'For each Division roll a D6 for the number of Brigades in each Division: 1-2: 2 Brigades',
    '6: Monster or Artillery Regiment',
  ],
  options: [
    {
      id: 'exempt',
      label: 'Exempt from composition limits',
      effect:
        'A randomised army is not checked for Brigades per Division, infantry/cavalry shares, Artillery placement, one Artillery per Division, one Monster per army or a points limit.',
    },
    {
      id: 'unique-support',
      label: 'Keep one Monster and one Artillery per Division',
      effect:
        'As "exempt", but the generator re-rolls a Monster-or-Artillery result that would give a second Monster or a Division\'s second Artillery, and validation enforces both limits.',
    },
  ],
  defaultOption: 'exempt',
  reason:
    'The randomiser is meant to produce uneven armies, and its tables can break these limits on ordinary rolls (2 Brigades on a 1-2; a Monster on any Brigade\'s 6). Nothing in it says to re-roll, so follow the dice.',
};

/** New: the randomiser says "Monster" but not which. */
export const RANDOM_MONSTER_CHOICE: Ruling<'roll' | 'player-choice'> = {
  id: 'oo.random-monster-choice',
  system: 'orders-omens',
  title: 'Randomiser: which Monster',
  sections: ['Randomising an Army', 'Monsters (One per Army)'],
  quotes: ['Monster or Artillery Regiment 1-4: Artillery 5-6: Monster'],
  options: [
    { id: 'roll', label: 'Roll for it', effect: 'Roll a D6 against the list\'s monsters in printed order, re-rolling faces beyond the last monster.' },
    { id: 'player-choice', label: 'Player chooses', effect: 'The player picks a monster from the army\'s own list.' },
  ],
  defaultOption: 'roll',
  reason: 'The randomiser asks players to "record each unit as it is revealed", i.e. to let the dice decide; a roll over the printed list keeps that spirit where the table stops short.',
};
