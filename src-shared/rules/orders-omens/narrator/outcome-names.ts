import { possessive } from '../../../chronicle/sentences';
import { nameKey } from '../../../name-key';
import { buildRoster, demiBrigadeParts, otherSide, SIDES, type BattleRoster, type Side } from '../battle/roster';
import type { BattleSetup } from '../battle/state';

type Kind = 'brigades' | 'generals' | 'regiments' | 'divisions';

/** The names both armies use, by kind of unit: worked out once per roster (outcomes are worded one at a time). */
const sharedByRoster = new WeakMap<BattleRoster, Readonly<Record<Kind, ReadonlySet<string>>>>();

function sharedNames(roster: BattleRoster): Readonly<Record<Kind, ReadonlySet<string>>> {
  let shared = sharedByRoster.get(roster);
  if (!shared) {
    const of = (units: Readonly<Record<string, { readonly side: Side; readonly name: string }>>) => {
      const [a, b] = SIDES.map((side) => new Set(Object.values(units).filter((u) => u.side === side).map((u) => nameKey(u.name))));
      return new Set([...a!].filter((name) => b!.has(name)));
    };
    shared = { brigades: of(roster.brigades), generals: of(roster.generals), regiments: of(roster.regiments), divisions: of(roster.divisions) };
    sharedByRoster.set(roster, shared);
  }
  return shared;
}

/** The titles the roster gives Generals the players left unnamed: every army has them, so alone they never say whose. */
function isUnnamedGeneral(general: BattleRoster['generals'][string]): boolean {
  return general.role === 'marshal' ? general.name === 'Marshal' : /^General of the \d+(?:st|nd|rd|th) Division$/.test(general.name);
}

/**
 * Names for the ids an outcome carries, read from the battle's roster at narration time. A name
 * the roster lacks reads as a plain noun, never as the id. A name that does not say whose it is
 * (an unnamed General's title, or a name the other army also uses) is given its army: "Red’s
 * Marshal", so a player always knows which side acted.
 */
export class OutcomeNames {
  constructor(private readonly roster: BattleRoster) {}

  side(side: Side): string {
    return this.roster.sides[side]?.name ?? (side === 'A' ? 'the first army' : 'the second army');
  }

  otherSide(side: Side): string {
    return this.side(otherSide(side));
  }

  /** Whose a unit is: its army's name, or its place in the setup when both armies have the same name. */
  private owner(side: Side): string {
    const mine = this.side(side);
    return nameKey(mine) === nameKey(this.otherSide(side)) ? (side === 'A' ? 'the first army' : 'the second army') : mine.trim();
  }

  /** `name`, with its army when a unit of the other army is called the same (or `always`). */
  private whose(unit: { readonly side: Side; readonly name: string }, kind: Kind, always = false): string {
    return always || sharedNames(this.roster)[kind].has(nameKey(unit.name)) ? `${possessive(this.owner(unit.side))} ${unit.name}` : unit.name;
  }

  brigade(id: string): string {
    const brigade = this.roster.brigades[id];
    if (brigade) return this.whose(brigade, 'brigades');
    const demi = demiBrigadeParts(id);
    return demi && this.roster.brigades[demi.parentId] ? `${demi.half === 1 ? 'First' : 'Second'} Demi-Brigade of ${this.brigade(demi.parentId)}` : 'a Brigade';
  }

  general(id: string): string {
    const general = this.roster.generals[id];
    return general ? this.whose(general, 'generals', isUnnamedGeneral(general)) : 'a General';
  }

  regiment(id: string): string {
    const regiment = this.roster.regiments[id];
    return regiment ? this.whose(regiment, 'regiments') : 'a regiment';
  }

  division(id: string): string {
    const division = this.roster.divisions[id];
    return division ? this.whose(division, 'divisions') : 'a Division';
  }

  monsterOf(brigadeId: string) {
    return this.roster.brigades[brigadeId]?.monster ?? null;
  }
}

const rosters = new WeakMap<BattleSetup, BattleRoster>();

/** The roster of a stored setup, built once per setup object (the narrator is called per outcome). */
export function rosterOf(setup: BattleSetup): BattleRoster {
  let roster = rosters.get(setup);
  if (!roster) {
    roster = buildRoster(setup.armies);
    rosters.set(setup, roster);
  }
  return roster;
}
