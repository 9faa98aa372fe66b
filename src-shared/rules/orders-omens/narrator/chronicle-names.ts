import { MONSTERS } from '../data/monsters';
import { demiBrigadeParts, type BattleRoster, type RosterBrigade, type RosterGeneral, type Side } from '../battle/roster';
import type { Race } from '../types';
import { defaultDivisionName } from '../battle/default-names';
import { midSentence, ordinal } from '../../../chronicle/pick';

/** "Elven archers": how a troop is described the first time the chronicle names it. */
const RACE_ADJECTIVE: Readonly<Record<Race, string>> = { human: 'Human', elf: 'Elven', dwarf: 'Dwarven', orc: 'Orc' };

const TROOP_NOUN: Readonly<Record<'infantry' | 'cavalry', Readonly<Record<string, string>>>> = {
  infantry: { 'hand-weapons': 'warriors', polearms: 'spearmen', bows: 'archers', 'crossbows-firearms': 'crossbowmen' },
  cavalry: { 'hand-weapons': 'riders', polearms: 'lancers', bows: 'horse archers', 'crossbows-firearms': 'mounted crossbowmen' },
};

/** Does the name already say what the Brigade is ("Archers" are archers): then "Archers (archers)" would only repeat it. */
function saysAlready(label: string, what: string): boolean {
  return new RegExp(`\\b${what.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(label);
}

/**
 * Names the chronicle uses for the armies, Brigades, Divisions and Generals of one battle. Units
 * the players named keep their names; the battle's descriptive names for unnamed units ("2nd Bde,
 * 1st Div: 2x Green Bows") read as "the 2nd Brigade of Blue". The first mention of a Brigade adds what it is ("Elven archers").
 */
export class ChronicleNames {
  private readonly mentioned = new Set<string>();
  private readonly inParagraph = new Set<string>();
  /** Short names by Brigade: the roster never changes during a battle, so each is worked out once. */
  private readonly shortNames = new Map<string, string | null>();
  private readonly labels = new Map<string, string>();
  private readonly descriptions = new Map<string, string | null>();
  /** How many Brigades each short-name candidate could mean, worked out on the first short name asked for. */
  private candidateCounts: Map<string, number> | null = null;

  constructor(private readonly roster: BattleRoster) {}

  army(side: Side): string {
    return midSentence(this.roster.sides[side].name);
  }

  private divisionLabel(divisionId: string): string {
    const division = this.roster.divisions[divisionId]!;
    const side = division.side;
    const index = this.roster.sides[side].divisionIds.indexOf(divisionId) + 1;
    if (division.name !== defaultDivisionName(index - 1)) return midSentence(division.name);
    return `the ${ordinal(index)} Division of ${this.army(side)}`;
  }

  division(divisionId: string): string {
    return this.roster.divisions[divisionId] ? this.divisionLabel(divisionId) : divisionId;
  }

  describe(brigade: RosterBrigade): string | null {
    let what = this.descriptions.get(brigade.id);
    if (what === undefined) this.descriptions.set(brigade.id, (what = this.describeTroops(brigade)));
    return what;
  }

  private describeTroops(brigade: RosterBrigade): string | null {
    if (brigade.monster) return null;
    const first = this.roster.regiments[brigade.regimentIds[0] ?? ''];
    if (!first) return null;
    const race = this.roster.sides[brigade.side].race;
    const adjective = race ? `${RACE_ADJECTIVE[race]} ` : '';
    if (first.type === 'artillery') return `${adjective}gunners`.trim();
    if (first.type !== 'infantry' && first.type !== 'cavalry') return null;
    const noun = first.type === 'cavalry' && first.armoured && first.weapon === 'hand-weapons' ? 'knights' : (TROOP_NOUN[first.type][first.weapon ?? ''] ?? 'troops');
    return `${adjective}${noun}`;
  }

  private brigadeLabel(brigade: RosterBrigade): string {
    let label = this.labels.get(brigade.id);
    if (label === undefined) this.labels.set(brigade.id, (label = this.labelOf(brigade)));
    return label;
  }

  private labelOf(brigade: RosterBrigade): string {
    const placeholder = /^(\d+)(?:st|nd|rd|th) Bde, \d+(?:st|nd|rd|th) Div: /.exec(brigade.name);
    if (placeholder && brigade.kind === 'brigade') {
      const divisions = this.roster.sides[brigade.side].divisionIds.length;
      const of = divisions > 1 ? this.divisionLabel(brigade.divisionId) : this.army(brigade.side);
      return `the ${ordinal(Number(placeholder[1]))} Brigade of ${of}`;
    }
    const attachedDefault = / Artillery, \d+(?:st|nd|rd|th) Div\b|^[^,]+, \d+(?:st|nd|rd|th) Div\b/.test(brigade.name);
    if (brigade.kind === 'attached' && attachedDefault) {
      return `${this.army(brigade.side)}'s ${brigade.monster ? MONSTERS[brigade.monster].name : 'artillery'}`;
    }
    return midSentence(brigade.name);
  }

  /**
   * The Brigade as a historian names it: in full (with what it is, the first time in the battle)
   * on its first mention in a paragraph, then by its short form, so no paragraph names a unit in
   * full twice.
   */
  brigade(brigadeId: string): string {
    const brigade = this.roster.brigades[brigadeId];
    if (!brigade) return this.demiLabel(brigadeId, (parentId) => this.brigade(parentId));
    const label = this.brigadeLabel(brigade);
    // The group's own name is what a historian would use every time; only generated labels shorten.
    if (this.inParagraph.has(brigadeId)) return this.groupNamed(brigade) ? label : (this.shortBrigade(brigade) ?? label);
    this.inParagraph.add(brigadeId);
    if (this.mentioned.has(brigadeId)) return label;
    this.mentioned.add(brigadeId);
    const what = this.describe(brigade);
    return what && !saysAlready(label, what) ? `${label} (${what})` : label;
  }

  /** Did the players name this Brigade themselves (not "1st Bde, 1st Div: …" or a default attachment)? */
  groupNamed(brigade: RosterBrigade): boolean {
    return this.brigadeLabel(brigade) === midSentence(brigade.name) && !/^\d+(?:st|nd|rd|th) Bde, /.test(brigade.name);
  }

  /** A new paragraph: every unit is named in full once more on its first mention. */
  startParagraph(): void {
    this.inParagraph.clear();
  }

  /**
   * The shortest name that picks out this Brigade alone: "the Dwarven warriors", else "the Dwarven
   * warriors of the 2nd Division", else "the 1st Dwarven Brigade of the 2nd Division"; null when
   * even that is shared (the full label is used then).
   */
  private shortBrigade(brigade: RosterBrigade): string | null {
    if (!this.shortNames.has(brigade.id)) this.shortNames.set(brigade.id, this.uniqueShortName(brigade));
    return this.shortNames.get(brigade.id)!;
  }

  /** The first of the Brigade's candidates no other Brigade could also be called. */
  private uniqueShortName(brigade: RosterBrigade): string | null {
    if (!this.candidateCounts) {
      this.candidateCounts = new Map();
      for (const each of Object.values(this.roster.brigades)) for (const candidate of this.shortCandidates(each)) this.candidateCounts.set(candidate, (this.candidateCounts.get(candidate) ?? 0) + 1);
    }
    const mine = this.shortCandidates(brigade);
    const own = (candidate: string) => mine.filter((c) => c === candidate).length;
    return mine.find((candidate) => this.candidateCounts!.get(candidate)! === own(candidate)) ?? null;
  }

  private shortCandidates(brigade: RosterBrigade): string[] {
    const what = this.describe(brigade);
    const division = this.roster.divisions[brigade.divisionId];
    if (!what || !division) return [];
    const d = this.roster.sides[brigade.side].divisionIds.indexOf(brigade.divisionId);
    const divisionShort = division.name !== defaultDivisionName(d) ? midSentence(division.name) : `the ${ordinal(d + 1)} Division`;
    const race = this.roster.sides[brigade.side].race;
    const b = division.brigadeIds.indexOf(brigade.id) + 1;
    return [`the ${what}`, `the ${what} of ${divisionShort}`, `the ${ordinal(b)} ${race ? `${RACE_ADJECTIVE[race]} ` : ''}Brigade of ${divisionShort}`];
  }

  /**
   * The Brigade named as `brigade` names it, with its army when that name does not already say it
   * ("the Elven warriors of the Greenwood"; "the 1st Brigade of Red" already does): for a line that
   * must say whose Brigade it was.
   */
  brigadeOfArmy(brigadeId: string): string {
    const name = this.brigade(brigadeId);
    const side = this.roster.brigades[brigadeId]?.side ?? this.roster.brigades[demiBrigadeParts(brigadeId)?.parentId ?? '']?.side;
    if (side === undefined) return name;
    const army = this.army(side);
    if (name.toLocaleLowerCase().includes(army.toLocaleLowerCase())) return name;
    // On a first mention the army goes before what the Brigade is: "the Old Guard of Blue (warriors)".
    const described = / \([^()]*\)$/.exec(name);
    return described ? `${name.slice(0, described.index)} of ${army}${described[0]}` : `${name} of ${army}`;
  }

  /** The plain label, never with a description (for records and tables). */
  brigadePlain(brigadeId: string): string {
    const brigade = this.roster.brigades[brigadeId];
    return brigade ? this.brigadeLabel(brigade) : this.demiLabel(brigadeId, (parentId) => this.brigadePlain(parentId));
  }

  /** A Demi-Brigade the setup's roster does not hold: "the first Demi-Brigade of" its Brigade. */
  private demiLabel(brigadeId: string, parentName: (parentId: string) => string): string {
    const demi = demiBrigadeParts(brigadeId);
    if (!demi || !this.roster.brigades[demi.parentId]) return 'a Brigade';
    return `the ${demi.half === 1 ? 'first' : 'second'} Demi-Brigade of ${parentName(demi.parentId)}`;
  }

  general(generalId: string): string {
    const general: RosterGeneral | undefined = this.roster.generals[generalId];
    if (!general) return generalId;
    const army = this.army(general.side);
    if (general.role === 'marshal') {
      if (general.name === 'Marshal') {
        if (this.inParagraph.has(generalId)) return this.shortGeneral(general) ?? `the Marshal of ${army}`;
        this.inParagraph.add(generalId);
        return `the Marshal of ${army}`;
      }
      return this.firstMention(generalId, general.name, `Marshal of ${army}`);
    }
    const division = general.divisionId ? this.divisionLabel(general.divisionId) : army;
    if (/^General of the \d+(?:st|nd|rd|th) Division$/.test(general.name)) {
      if (this.inParagraph.has(generalId)) return this.shortGeneral(general) ?? `the General of ${division}`;
      this.inParagraph.add(generalId);
      return `the General of ${division}`;
    }
    return this.firstMention(generalId, general.name, `General of ${division}`);
  }

  /** "the Dwarven General", when the title and race pick out one General; else null. */
  private shortGeneral(general: RosterGeneral): string | null {
    const race = this.roster.sides[general.side].race;
    if (!race) return null;
    const alike = Object.values(this.roster.generals).filter((other) => other.role === general.role && this.roster.sides[other.side].race === race);
    return alike.length === 1 ? `the ${RACE_ADJECTIVE[race]} ${general.role === 'marshal' ? 'Marshal' : 'General'}` : null;
  }

  private firstMention(id: string, name: string, title: string): string {
    if (this.mentioned.has(id)) return name;
    this.mentioned.add(id);
    return `${name} (${title})`;
  }
}
