import type { DiceRoll } from '../../../dice';
import type { RulingChoices } from '../../../ruling';
import { chosenOption } from '../../../ruling';
import { ARMY_LISTS } from '../../data/armies';
import { EXPERIENCE_NAMES } from '../../data/experience';
import { MONSTERS } from '../../data/monsters';
import {
  BRIGADE_COUNT_TABLE,
  BRIGADE_EXPERIENCE_TABLE,
  BRIGADE_SIZE_TABLE,
  CAVALRY_WEAPON_TABLE,
  DIVISION_COUNT_TABLE,
  GENERAL_EXPERIENCE_TABLE,
  INFANTRY_WEAPON_TABLE,
  lookUp,
  MONSTER_OR_ARTILLERY_TABLE,
  REGIMENT_TYPE_TABLE,
  type RandomRegimentKind,
} from '../../data/randomiser';
import { WEAPON_PROFILES } from '../../data/weapons';
import { RANDOM_MONSTER_CHOICE, RANDOMISED_ARMY_LIMITS, RANDOMISER_REGIMENT_TYPE_FOUR } from '../../rulings/army-building';
import type { Army, ArmyList, ArmyListId, AttachedRegiment, Brigade, BrigadeRegiment, Division, MonsterId, Race, RandomiserTable } from '../../types';
import { describeLocation } from '../problems';
import { DiceExhausted, diceSource, type RandomiserDice } from './dice-source';

/** One die the randomiser rolled: what it decided, where, the die itself and what it gave. */
export interface RandomiserRoll {
  readonly decides: string;
  readonly table: string;
  readonly path: readonly (string | number)[];
  readonly roll: DiceRoll;
  /** What the face gave, as a player reads it; "re-roll" when the face was rolled again. */
  readonly result: string;
}

export interface RandomiseArmyInput {
  readonly list: ArmyListId;
  readonly dice: RandomiserDice;
  readonly choices?: RulingChoices;
  /** The monster a player picks when `oo.random-monster-choice` is `player-choice`. */
  readonly monster?: MonsterId;
  readonly narrativeRace?: Race;
}

export type RandomiseArmyResult =
  | { readonly ok: true; readonly army: Army; readonly rolls: readonly RandomiserRoll[] }
  | { readonly ok: false; readonly error: string; readonly rolls: readonly RandomiserRoll[] };

const MAX_REROLLS = 100;

class NeedsChoice extends Error {}

/**
 * Builds an army with the Randomising an Army tables, from seeded or entered dice. The text
 * lists the number of Divisional Generals last, but it must be known first, so it is rolled
 * first; then, per Division, the General's experience and the number of Brigades; per Brigade,
 * experience and size; per Regiment, type and weapon. A "Monster or Artillery" Brigade becomes
 * a regiment attached to its Division. The Marshal is Elite; no Magical Advisors are rolled.
 */
export function randomiseArmy(input: RandomiseArmyInput): RandomiseArmyResult {
  const nextDie = diceSource(input.dice);
  const rolls: RandomiserRoll[] = [];
  const list: ArmyList = ARMY_LISTS[input.list];
  const choices = input.choices;
  const uniqueSupport = chosenOption(RANDOMISED_ARMY_LIMITS, choices) === 'unique-support';

  function rollOn<Result>(table: RandomiserTable<Result>, path: (string | number)[], what: string, show: (r: Result) => string): Result {
    const decides = `${describeLocation(path)}: ${what}`;
    for (let attempt = 0; attempt < MAX_REROLLS; attempt++) {
      const roll = nextDie();
      const result = lookUp(table, roll.faces[0]!);
      rolls.push({ decides, table: table.id, path, roll, result: result === undefined ? 're-roll' : show(result) });
      if (result !== undefined) return result;
    }
    throw new DiceExhausted(`${decides}: no result after ${MAX_REROLLS} rolls`);
  }

  const regimentTypeTable: RandomiserTable<RandomRegimentKind> = (() => {
    const four = chosenOption(RANDOMISER_REGIMENT_TYPE_FOUR, choices);
    if (four === 'reroll') return REGIMENT_TYPE_TABLE;
    return { ...REGIMENT_TYPE_TABLE, entries: [...REGIMENT_TYPE_TABLE.entries, { faces: [4], result: four }] };
  })();

  const monsterTable: RandomiserTable<MonsterId> = {
    id: 'monster',
    decides: 'which Monster',
    entries: list.monsters.map((monster, i) => ({ faces: [i + 1], result: monster })),
  };

  function pickMonster(path: (string | number)[]): MonsterId {
    if (chosenOption(RANDOM_MONSTER_CHOICE, choices) === 'roll') {
      return rollOn(monsterTable, path, 'which Monster', (m) => MONSTERS[m].name);
    }
    if (input.monster && list.monsters.includes(input.monster)) return input.monster;
    throw new NeedsChoice(`${describeLocation(path)}: choose a Monster from the ${list.name}`);
  }

  function rollRegiment(path: (string | number)[], experience: BrigadeRegiment['experience']): BrigadeRegiment {
    const kind = rollOn(regimentTypeTable, path, 'type', (k) => k.replace('-', ' '));
    const type = kind === 'infantry' || kind === 'armoured-infantry' ? 'infantry' : 'cavalry';
    const weaponTable = type === 'infantry' ? INFANTRY_WEAPON_TABLE : CAVALRY_WEAPON_TABLE;
    const weapon = rollOn(weaponTable, path, `${type} weapon`, (w) => WEAPON_PROFILES[w].name);
    return { type, experience, weapon, armoured: kind.startsWith('armoured') };
  }

  let armyHasMonster = false;

  function rollDivision(d: number): Division {
    const divisionPath = ['divisions', d];
    const generalExperience = rollOn(GENERAL_EXPERIENCE_TABLE, [...divisionPath, 'general'], 'experience', (e) => EXPERIENCE_NAMES[e]);
    const brigadeCount = rollOn(BRIGADE_COUNT_TABLE, divisionPath, 'number of Brigades', String);
    const brigades: Brigade[] = [];
    const attached: AttachedRegiment[] = [];
    for (let b = 0; b < brigadeCount; b++) {
      // Rolls are logged where their result lands: the next Brigade, or the attached regiment it becomes.
      const path = [...divisionPath, 'brigades', brigades.length];
      const experience = rollOn(BRIGADE_EXPERIENCE_TABLE, path, 'experience', (e) => EXPERIENCE_NAMES[e]);
      let support: AttachedRegiment | null = null;
      let size: number | null = null;
      for (let attempt = 0; size === null && support === null; attempt++) {
        if (attempt >= MAX_REROLLS) throw new DiceExhausted(`${describeLocation(path)}: no legal size after ${MAX_REROLLS} rolls`);
        const rolled = rollOn(BRIGADE_SIZE_TABLE, path, 'number of Regiments', (s) => (s === 'monster-or-artillery' ? 'Monster or Artillery' : String(s)));
        if (rolled !== 'monster-or-artillery') {
          size = rolled;
          continue;
        }
        const artilleryBlocked = uniqueSupport && attached.some((r) => r.type === 'artillery');
        const monsterBlocked = uniqueSupport && armyHasMonster;
        if (artilleryBlocked && monsterBlocked) continue;
        let kind = rollOn(MONSTER_OR_ARTILLERY_TABLE, path, 'Monster or Artillery', (k) => (k === 'monster' ? 'Monster' : 'Artillery'));
        for (let again = 0; (kind === 'artillery' && artilleryBlocked) || (kind === 'monster' && monsterBlocked); again++) {
          if (again >= MAX_REROLLS) throw new DiceExhausted(`${describeLocation(path)}: no legal support after ${MAX_REROLLS} rolls`);
          kind = rollOn(MONSTER_OR_ARTILLERY_TABLE, path, 'Monster or Artillery (re-rolled: one per limit)', (k) => (k === 'monster' ? 'Monster' : 'Artillery'));
        }
        const attachedPath = [...divisionPath, 'attached', attached.length];
        if (kind === 'monster') {
          support = { type: 'monster', monster: pickMonster(attachedPath) };
          armyHasMonster = true;
        } else {
          support = { type: 'artillery', experience };
        }
      }
      if (support) {
        attached.push(support);
        continue;
      }
      const regiments = Array.from({ length: size ?? 0 }, (_, r) => rollRegiment([...path, 'regiments', r], experience));
      brigades.push({ regiments });
    }
    return { general: { experience: generalExperience, magicalAdvisor: false }, brigades, attached };
  }

  try {
    const divisionCount = rollOn(DIVISION_COUNT_TABLE, [], 'number of Divisional Generals', String);
    const divisions = Array.from({ length: divisionCount }, (_, d) => rollDivision(d));
    const army: Army = {
      list: input.list,
      randomised: true,
      marshal: { experience: 'elite', magicalAdvisor: false },
      divisions,
      ...(input.narrativeRace ? { narrativeRace: input.narrativeRace } : {}),
    };
    return { ok: true, army, rolls };
  } catch (error) {
    if (error instanceof DiceExhausted || error instanceof NeedsChoice) return { ok: false, error: error.message, rolls };
    throw error;
  }
}
