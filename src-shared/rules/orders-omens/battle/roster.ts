import { ARMY_LISTS } from '../data/armies';
import { EXPERIENCE_PROFILES } from '../data/experience';
import { MONSTERS } from '../data/monsters';
import { defaultArmyName, defaultAttachedName, defaultBrigadeName, defaultDivisionName, defaultGeneralName, defaultRegimentName } from './default-names';
import type { Army, ArmyListId, Experience, MonsterId, Race, RaceRuleId, Regiment, RegimentType, Weapon } from '../types';

export type Side = 'A' | 'B';
export const SIDES: readonly Side[] = ['A', 'B'];
export function otherSide(side: Side): Side {
  return side === 'A' ? 'B' : 'A';
}

export interface RosterRegiment {
  readonly id: string;
  readonly side: Side;
  readonly brigadeId: string;
  readonly name: string;
  readonly type: RegimentType;
  readonly weapon: Weapon | 'artillery' | null;
  readonly armoured: boolean;
  readonly monster: MonsterId | null;
}

/** A Brigade, or a regiment attached to a Division, which acts on the table as a Brigade of one. */
export interface RosterBrigade {
  readonly id: string;
  readonly side: Side;
  readonly divisionId: string;
  readonly name: string;
  readonly kind: 'brigade' | 'attached';
  readonly experience: Experience | null;
  readonly monster: MonsterId | null;
  readonly controlValue: number;
  readonly combatDice: number;
  readonly regimentIds: readonly string[];
  /** A Demi-Brigade: the Brigade it was split from ("Split the Brigade into two Demi-Brigades"). */
  readonly demiOf?: string;
}

export interface RosterGeneral {
  readonly id: string;
  readonly side: Side;
  readonly role: 'marshal' | 'divisional';
  readonly divisionId: string | null;
  readonly name: string;
  readonly controlValue: number;
  readonly magicalAdvisor: boolean;
}

export interface RosterDivision {
  readonly id: string;
  readonly side: Side;
  readonly name: string;
  readonly generalId: string;
  readonly brigadeIds: readonly string[];
}

export interface RosterSide {
  readonly name: string;
  readonly list: ArmyListId;
  readonly race: Race | null;
  readonly raceRules: readonly RaceRuleId[];
  readonly marshalId: string;
  readonly divisionIds: readonly string[];
}

/** Both armies flattened into id-keyed records that events refer to. */
export interface BattleRoster {
  readonly sides: Readonly<Record<Side, RosterSide>>;
  readonly divisions: Readonly<Record<string, RosterDivision>>;
  readonly brigades: Readonly<Record<string, RosterBrigade>>;
  readonly regiments: Readonly<Record<string, RosterRegiment>>;
  readonly generals: Readonly<Record<string, RosterGeneral>>;
}

function scoped(side: Side, given: string | undefined, generated: string): string {
  return `${side}/${given ?? generated}`;
}

function regimentFacts(regiment: Regiment): Pick<RosterRegiment, 'type' | 'weapon' | 'armoured' | 'monster'> {
  switch (regiment.type) {
    case 'monster':
      return { type: 'monster', weapon: null, armoured: false, monster: regiment.monster };
    case 'artillery':
      return { type: 'artillery', weapon: 'artillery', armoured: false, monster: null };
    default:
      return { type: regiment.type, weapon: regiment.weapon, armoured: regiment.armoured, monster: null };
  }
}

function unitProfile(experience: Experience | null, monster: MonsterId | null): { controlValue: number; combatDice: number } {
  if (monster !== null) return { controlValue: MONSTERS[monster].controlValue, combatDice: MONSTERS[monster].combatDice };
  return EXPERIENCE_PROFILES[experience ?? 'green'];
}

/**
 * Flattens two rosters. Ids are the roster's own `id` when given, else positional
 * (`d1.b2.r3`), always prefixed by the side so two armies never collide.
 */
export function buildRoster(armies: Readonly<Record<Side, Army>>): BattleRoster {
  const divisions: Record<string, RosterDivision> = {};
  const brigades: Record<string, RosterBrigade> = {};
  const regiments: Record<string, RosterRegiment> = {};
  const generals: Record<string, RosterGeneral> = {};
  const sides = {} as Record<Side, RosterSide>;

  for (const side of SIDES) {
    const army = armies[side];
    const armyName = army.name ?? defaultArmyName(side);
    const list = ARMY_LISTS[army.list];
    const marshalId = scoped(side, army.marshal.id, 'marshal');
    generals[marshalId] = {
      id: marshalId,
      side,
      role: 'marshal',
      divisionId: null,
      name: army.marshal.name ?? 'Marshal',
      controlValue: EXPERIENCE_PROFILES[army.marshal.experience].controlValue,
      magicalAdvisor: army.marshal.magicalAdvisor,
    };
    const divisionIds: string[] = [];
    army.divisions.forEach((division, d) => {
      const divisionId = scoped(side, division.id, `d${d + 1}`);
      const generalId = scoped(side, division.general.id, `d${d + 1}.general`);
      generals[generalId] = {
        id: generalId,
        side,
        role: 'divisional',
        divisionId,
        name: division.general.name ?? defaultGeneralName(d),
        controlValue: EXPERIENCE_PROFILES[division.general.experience].controlValue,
        magicalAdvisor: division.general.magicalAdvisor,
      };
      const brigadeIds: string[] = [];
      const addUnit = (
        id: string,
        name: string,
        kind: RosterBrigade['kind'],
        members: readonly { regiment: Regiment; id: string; defaultName: string }[],
        rating: Experience | undefined,
      ) => {
        const first = members[0]?.regiment;
        const monster = first?.type === 'monster' ? first.monster : null;
        const experience = monster !== null ? null : (rating ?? (first && first.type !== 'monster' ? first.experience : 'green'));
        brigades[id] = {
          id,
          side,
          divisionId,
          name,
          kind,
          experience,
          monster,
          ...unitProfile(experience, monster),
          regimentIds: members.map((m) => m.id),
        };
        for (const member of members) {
          regiments[member.id] = { id: member.id, side, brigadeId: id, name: member.regiment.name ?? member.defaultName, ...regimentFacts(member.regiment) };
        }
        brigadeIds.push(id);
      };
      division.brigades.forEach((brigade, b) => {
        const brigadeId = scoped(side, brigade.id, `d${d + 1}.b${b + 1}`);
        const name = brigade.name ?? defaultBrigadeName(d, b, brigade.regiments);
        const members = brigade.regiments.map((regiment, r) => ({
          regiment: regiment as Regiment,
          id: scoped(side, regiment.id, `d${d + 1}.b${b + 1}.r${r + 1}`),
          defaultName: defaultRegimentName(name, brigade.name !== undefined, r),
        }));
        addUnit(brigadeId, name, 'brigade', members, brigade.rating);
      });
      division.attached.forEach((regiment, a) => {
        const unitId = scoped(side, regiment.id, `d${d + 1}.x${a + 1}`);
        const name = regiment.name ?? defaultAttachedName(d, a, division.attached.length, regiment);
        addUnit(unitId, name, 'attached', [{ regiment, id: `${unitId}.r1`, defaultName: name }], undefined);
      });
      divisions[divisionId] = { id: divisionId, side, name: division.name ?? defaultDivisionName(d), generalId, brigadeIds };
      divisionIds.push(divisionId);
    });
    sides[side] = {
      name: armyName,
      list: army.list,
      race: list.race ?? army.narrativeRace ?? null,
      raceRules: list.raceRules,
      marshalId,
      divisionIds,
    };
  }
  return { sides, divisions, brigades, regiments, generals };
}

/** The n-th split of a Brigade makes `<brigade>.demi<n>.1` and `.2`: an id that names its parent and half. */
export function demiBrigadeId(parentId: string, split: number, half: 1 | 2): string {
  return `${parentId}.demi${split}.${half}`;
}

/**
 * "First Demi-Brigade of …": a Demi-Brigade's name, worked out from its id and the parent Brigade,
 * so a roster built from the setup alone (the log, the chronicle) still names the halves.
 */
export function demiBrigadeName(roster: Pick<BattleRoster, 'brigades'>, id: string): string | null {
  const demi = demiBrigadeParts(id);
  const parent = demi ? roster.brigades[demi.parentId] : undefined;
  if (!demi || !parent) return null;
  return `${demi.half === 1 ? 'First' : 'Second'} Demi-Brigade of ${parent.name}`;
}

export function demiBrigadeParts(id: string): { readonly parentId: string; readonly half: 1 | 2 } | null {
  const match = /^(.+)\.demi\d+\.([12])$/.exec(id);
  return match ? { parentId: match[1]!, half: match[2] === '1' ? 1 : 2 } : null;
}
