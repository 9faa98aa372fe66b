import type { z } from 'zod';
import type { Ruling, RulingChoices } from '../rules/ruling';

/**
 * The seam every game system plugs into. A system is a description the rest of the app reads —
 * its rosters, its battle engine, its narrator and its rulings — and nothing outside the system's
 * own folders names it, except the registry line that lists it (`registry.ts`).
 *
 * The shape follows boardgame.io (a game is plain data + pure functions that the framework turns
 * into a reducer; the framework never names a game) and Foundry VTT (a system package declares its
 * document sub-types, each with its own schema, and the core routes on the system id).
 *
 * Everything here is pure and JSON-serialisable: the same description runs in the renderer (odds,
 * the battle screen, the builder), in the services (judging each step) and on the realm server.
 */

/** A side of a battle: `A`/`B` for two-sided games, `p1`…`pN` for multiplayer skirmishes. */
export type SideKey = string;

/** Something that happened, as data: a code plus who, what, how many. Never prose. */
export interface TypedOutcome {
  readonly code: string;
}

/** An event a system's engine judges. Plain JSON; dice live inside the event that used them. */
export interface SystemEvent {
  readonly type: string;
}

export type Applied<State, Outcome extends TypedOutcome> =
  | { readonly ok: true; readonly state: State; readonly outcomes: readonly Outcome[] }
  | { readonly ok: false; readonly reason: string };

/** Points (or whatever the system scores) for one side, with where they came from. */
export interface SideScore {
  readonly side: SideKey;
  readonly total: number;
  readonly breakdown: readonly { readonly source: string; readonly points: number }[];
}

/** Losses of one side in the system's own terms (see `SystemTerms.losses`). */
export interface SideLosses {
  readonly side: SideKey;
  readonly amount: number;
  /**
   * Units (Brigades, models, squads) that were destroyed, fled or removed; null where the system
   * does not count them (Infinity's end-of-game report records Army Points, not troopers), so no
   * screen shows a count nobody took.
   */
  readonly unitsLost: number | null;
}

/**
 * What a finished battle means, in one shape for every system, so standings, service records,
 * charts, the ladder and the realm read any battle alike.
 */
export interface BattleResult {
  /** null: a draw. */
  readonly winner: SideKey | null;
  /** The system's code for how it ended (`turn-limit`, `break-point`, `last-mystic-standing`…); `SystemTerms.endings` names it. */
  readonly endedBy: string;
  /** A second, stronger kind of victory where the system has one (Orders & Omens' Strategic Victory). */
  readonly decisive: { readonly side: SideKey; readonly reasons: readonly string[] } | null;
  readonly turns: number;
  readonly scores: readonly SideScore[];
  readonly losses: readonly SideLosses[];
  /**
   * Points a system's tables rank by before anything else, where it has them (Infinity's
   * Tournament Points, `SystemTerms.tablePoints`); absent elsewhere, where tables rank by wins.
   */
  readonly tablePoints?: readonly { readonly side: SideKey; readonly points: number }[];
}

/** Where a battle stands, kept beside the log so lists and standings never replay it. */
export interface BattleSummary {
  readonly status: 'setting-up' | 'in-progress' | 'over';
  readonly turn: number;
  /** The system's stage id (see `BattleRules.stages`). */
  readonly stage: string;
  /** In-world time where the system keeps one ("10:30"); null otherwise. */
  readonly clock: string | null;
  readonly scores: Readonly<Record<SideKey, number>>;
  readonly losses: Readonly<Record<SideKey, number>>;
  /**
   * Bodies each side has lost so far (soldiers, models, troopers that fell), whatever `losses`
   * counts in, so the campaign can count its fallen across systems. Absent where the system does
   * not follow single bodies, and in summaries stored before it was kept.
   */
  readonly fallen?: Readonly<Record<SideKey, number>>;
  readonly result: BattleResult | null;
  /** The system's `summaryVersion` this summary was stored under; written by the store, absent before it was kept. */
  readonly summaryVersion?: number;
}

/** The words a system uses, so generic screens speak its language. */
export interface SystemTerms {
  /** What the score is called: "VP", "Army Points", "wounds dealt". */
  readonly score: string;
  /** What a loss is counted in: "soldiers", "wounds", "Army Points". */
  readonly losses: string;
  /** A unit on the table: "Brigade", "model", "squad". */
  readonly unit: string;
  /** What `RosterAssessment.size` counts, where a unit is not one body: "soldier", "model" (default: `unit`). */
  readonly body?: string;
  /** What a force's points are called in the builder ("Army Points", "SGPs"); absent where forces cost nothing (Order 66). */
  readonly cost?: string;
  /** A force a player brings: "army", "force", "squad". */
  readonly force: string;
  /** What `BattleResult.turns` counts, where it is not a "turn": Infinity's "Game Round". */
  readonly turn?: string;
  /** `BattleResult.endedBy` codes → "when the agreed turns ran out". */
  readonly endings: Readonly<Record<string, string>>;
  /** The stronger victory's name, where the system has one ("Strategic Victory"). */
  readonly decisiveVictory?: string;
  /** The ordinary win's name ("Tactical Victory", "victory"). */
  readonly victory: string;
  /**
   * What the points its tables rank by are called ("Tournament Points"), where the system gives a
   * game such points (`BattleResult.tablePoints`): its standings rank by them, then by the score,
   * then by the fewest losses. Absent: standings rank by wins, then the score.
   */
  readonly tablePoints?: string;
}

/** One problem in a roster, located by path, in the rulebook's words. */
export interface RosterProblem {
  readonly path: readonly (string | number)[];
  readonly message: string;
  /** The rule or ruling it breaks. */
  readonly rule: string;
}

/** What the engine says about a roster: its cost, its size and what is wrong with it. */
export interface RosterAssessment {
  readonly points: number;
  /** Bodies on the table: soldiers, models, troopers (`SystemTerms.losses` says the unit where it matters). */
  readonly size: number;
  readonly problems: readonly RosterProblem[];
  readonly valid: boolean;
  /** May it be taken into a battle (legal, or uneven by design such as a randomised army)? */
  readonly battleReady: boolean;
  /** One line for lists: "1,000 pts Dwarven army, 4,250 soldiers". */
  readonly description: string;
}

/** Campaign-level data a system's rosters draw on (1999's Rules Cards, OpenD6's equipment, Order 66's Mystics). */
export interface LibraryKind<Item = unknown> {
  readonly id: string;
  /** "Rules Cards", "Equipment". */
  readonly label: string;
  readonly itemSchema: z.ZodType<Item>;
  /** Items a new campaign starts with, clearly marked as examples where they are not the rulebook's. */
  readonly starterItems: readonly Item[];
  /** The display name of an item. */
  nameOf(item: Item): string;
}

/** The library items a roster may use, by library id, as the campaign holds them now. */
export type Libraries = Readonly<Record<string, readonly unknown[]>>;

/**
 * A roster's reference to something (a Mystic, a Rules Card, a troop type, a weapon) that neither
 * the system's data nor the campaign's libraries hold. `key` says what was named (kind and id),
 * so a reference a saved roster already made and the library has since lost is told apart from a
 * new one; `message` is the refusal in a player's words, without the id.
 */
export interface UnknownReference {
  readonly path: readonly (string | number)[];
  readonly key: string;
  readonly message: string;
}

export interface RosterRules<Roster = unknown> {
  /** Bump when the stored roster shape changes; `upgrade` reads older versions. */
  readonly version: number;
  readonly schema: z.ZodType<Roster>;
  upgrade?(stored: unknown, fromVersion: number): Roster;
  /** A new, empty roster named `name`. */
  empty(name: string): Roster;
  assess(roster: Roster, rulings: RulingChoices, libraries: Libraries): RosterAssessment;
  /**
   * What the roster names that the system and the campaign do not hold. A save naming a new one is
   * refused and writes nothing; one the library lost after the roster was saved stays a problem
   * of the roster (`assess`), for the player to replace.
   */
  unknownReferences?(roster: Roster, libraries: Libraries): readonly UnknownReference[];
}

/** A force brought to a battle: the roster as it stood when the battle was set up. */
export interface ChosenForce<Roster = unknown> {
  readonly armyId: string;
  readonly name: string;
  readonly roster: Roster;
}

/** One side as the setup form chose it. */
export interface ChosenSide<Roster = unknown> {
  readonly side: SideKey;
  readonly playerName: string;
  readonly forces: readonly ChosenForce<Roster>[];
}

/** One reason a set-up cannot be built, at the path of the set-up input it is about (`turnLimit`, `sides.1.forces`). */
export interface SetupProblem {
  readonly reason: string;
  readonly path?: string;
}

/**
 * The stored setup, or what is wrong with it: the first problem as `reason` and `path`, and every
 * other problem found at the same time in `more`, so the players hear of them all in one refusal
 * (`setupRefused` in setup-refused.ts builds it from a list).
 */
export type SetupBuilt<Setup> = { readonly ok: true; readonly setup: Setup } | ({ readonly ok: false; readonly more?: readonly SetupProblem[] } & SetupProblem);

export interface BattleRules<Setup, State, Event extends SystemEvent, Outcome extends TypedOutcome, SetupInput, Roster> {
  /** Sides a battle may have (2–2 for Orders & Omens; 2–6 for the skirmish games). */
  readonly sides: { readonly min: number; readonly max: number };
  /** Forces (armies, squads) each side brings; 0–0 for systems without rosters. */
  readonly forcesPerSide: { readonly min: number; readonly max: number };
  /** The system's own part of the set-up form, validated at the contract. */
  readonly setupSchema: z.ZodType<SetupInput>;
  /** Turns the form's input and the chosen forces into the stored setup, or says what is wrong. */
  buildSetup(input: SetupInput, sides: readonly ChosenSide<Roster>[], context: { readonly now: string; readonly rulings: RulingChoices; readonly libraries: Libraries }): SetupBuilt<Setup>;
  /** Every event the engine accepts, validated at the contract before any service runs. */
  readonly eventSchema: z.ZodType<Event>;
  /** Stricter than `eventSchema` for steps sent now, where a question was added later; stored steps are still read with `eventSchema`. */
  readonly newEventSchema?: z.ZodType<Event>;
  initialState(setup: Setup, rulings: RulingChoices): State;
  /** Pure: the same state, event and rulings always give the same answer. */
  apply(state: State, event: Event, rulings: RulingChoices): Applied<State, Outcome>;
  /** Stepper stages in order, with their labels. */
  readonly stages: readonly { readonly id: string; readonly label: string }[];
  /** The stages this setup and the campaign's rulings can reach, where some cannot (no centre to judge in a Prey battle); default `stages`. */
  stagesFor?(setup: Setup, rulings: RulingChoices): readonly { readonly id: string; readonly label: string }[];
  summary(state: State, rulings: RulingChoices): BattleSummary;
  /**
   * True for a step that opens a turn by counting it (1999's roll for the Order of play): the event
   * log files it under the turn it opened. Without it a step goes under the turn it was played in,
   * which is right where the turn is counted on by the step that ends the last one.
   */
  opensTurn?(event: Event): boolean;
  /**
   * Raised whenever `summary` gains or changes a field (default 1). A summary is stored beside each
   * battle with the version that wrote it, and one stored by an earlier version is redone from the
   * battle's log when the file is opened or imported.
   */
  readonly summaryVersion?: number;
  /** The side keys of a setup, in seat order. */
  sideKeys(setup: Setup): readonly SideKey[];
}

/** A line of the generated account. */
export interface NarratedLine {
  /** Stable across regeneration, so hidden lines and notes stay put. */
  readonly key: string;
  readonly seq: number | null;
  readonly lastSeq: number | null;
  readonly turn: number;
  readonly kind: string;
  readonly turningPoint: boolean;
  /** The paragraph the line is read under, where not its turn: 'close' for the reckoning (see `paragraphKey`). */
  readonly paragraph?: string;
  /** Plain text, no markup. */
  readonly text: string;
}

/** Per-unit numbers of one battle for service records. */
export interface UnitRecord {
  /** Stable within the force (not the battle), so records follow a unit across battles. */
  readonly key: string;
  readonly side: SideKey;
  readonly name: string;
  readonly losses: number;
  readonly inflicted: number;
  /** Extra counters in the system's terms: { "times broken": 1, "kills": 2 }. */
  readonly counters: Readonly<Record<string, number>>;
  readonly outcome: string;
}

export interface NarratedBattle {
  readonly lines: readonly NarratedLine[];
  readonly units: readonly UnitRecord[];
  /** Extra per-side counters for service records ("Generals slain": 1). */
  readonly sideCounters: Readonly<Record<SideKey, Readonly<Record<string, number>>>>;
}

/** A step of the log as the narrator reads it: the event and the outcomes the engine gave it. */
export interface JudgedStep<Event, Outcome> {
  readonly seq: number;
  readonly turn: number;
  readonly event: Event;
  readonly outcomes: readonly Outcome[];
}

/** One possible result of a roll: `rank` orders results by how good they are for the roller. */
export interface RankedResult {
  readonly rank: number;
  readonly p: number;
}

/**
 * A roll made in a step whose exact odds the engine knows: who rolled it, what it was for, and
 * every result it could have had. Only such rolls go into the luck ledger.
 */
export interface KnownRoll {
  readonly side: SideKey;
  /** What the roll was, in the account's words ("Kaela's psychic attack on Luke: a success"). */
  readonly text: string;
  readonly results: readonly RankedResult[];
  /** The rank it got. */
  readonly got: number;
}

/** A step of the log with the state either side of it. */
export interface SteppedState<State, Event, Outcome> {
  readonly step: JudgedStep<Event, Outcome>;
  readonly before: State;
  readonly after: State;
}

/**
 * A system's win-probability model and the rolls its engine knows the odds of, read by the shared
 * chronicle (src-shared/chronicle/system-odds.ts) for the win-probability line, its turning points
 * and the luck ledger. Optional: a system without it has an account but no odds.
 */
export interface BattleOddsModel<Setup, State, Event, Outcome> {
  /** The model in a sentence, shown under the chart; docs/architecture.md says more. A function where the model depends on the battle's set-up (1999's victory condition). */
  readonly method: string | ((setup: Setup) => string);
  /**
   * Each side's chance of victory in `state` (summing to 1); `turnEnds` holds the state at the end
   * of every finished turn so far, for models that learn the battle's pace. A finished battle
   * gives its result.
   */
  winChances(state: State, context: { readonly setup: Setup; readonly rulings: RulingChoices; readonly turnEnds: readonly State[] }): Readonly<Record<SideKey, number>>;
  /** The rolls made in a step whose exact odds the engine knows (none for most steps). */
  rollsIn(stepped: SteppedState<State, Event, Outcome>, context: { readonly setup: Setup; readonly rulings: RulingChoices }): readonly KnownRoll[];
  /** A side as the account names it (its player, else its force). */
  sideName(setup: Setup, side: SideKey): string;
  /** Whether a turning point's sentence quotes this outcome; the clock's bookkeeping (a turn or phase beginning) says nothing of why the battle turned. Every outcome when absent. */
  quotes?(outcome: Outcome): boolean;
  /**
   * The names a quoted clause may open with that keep their capital inside a turning point's
   * sentence (units, models, terrain, and any capitalised term of the system's own); every other
   * clause there begins lower-case. The side names (`sideName`) are added by the caller. None when absent.
   */
  properNames?(setup: Setup): readonly string[];
}

export interface Narrator<Setup, State, Event, Outcome> {
  /** One outcome in words, for the event log ("the Iron Guard passed the Order Test: 8 against 7"). */
  describeOutcome(outcome: Outcome, setup: Setup): string;
  /** What a step was, for the undo bar ("Order Test for the Iron Guard: 5 + 3"). */
  describeEvent(event: Event, setup: Setup): string;
  /** The whole account, deterministic for a given log. */
  narrate(input: { readonly battleId: string; readonly name: string; readonly setup: Setup; readonly steps: readonly JudgedStep<Event, Outcome>[]; readonly state: State; readonly rulings: RulingChoices }): NarratedBattle;
  /** The time of day the battle's first turn began, for an account told by the hour ("The first hour, 09:00 to 10:00"); absent or null: its paragraphs are titled by turn. */
  clockStart?(setup: Setup): string | null;
  /** The win-probability model and the rated rolls; absent where the system has none yet. */
  readonly odds?: BattleOddsModel<Setup, State, Event, Outcome>;
  /**
   * Raised whenever the account it writes changes (absent: 1): a battle's stored account keeps the
   * version that wrote it (with the shared part, chronicle/narration-version.ts), and one written by
   * an earlier version is narrated again.
   */
  readonly version?: number;
}

export interface GameSystem<Setup = unknown, State = unknown, Event extends SystemEvent = SystemEvent, Outcome extends TypedOutcome = TypedOutcome, SetupInput = unknown, Roster = unknown> {
  /** Stable id stored in every battle and army row; never rename one that has shipped. */
  readonly id: string;
  readonly name: string;
  /** One line for the system picker. */
  readonly summary: string;
  /** What of the rulebook is (not) covered, said on the system's page. */
  readonly scope?: string;
  readonly terms: SystemTerms;
  /** Every ruling of the system; the engine reads each one (a test holds it to that). */
  readonly rulings: readonly Ruling[];
  readonly libraries: readonly LibraryKind[];
  /** null: the system has no rosters (sides are players only). */
  readonly rosters: RosterRules<Roster> | null;
  readonly battle: BattleRules<Setup, State, Event, Outcome, SetupInput, Roster>;
  readonly narrator: Narrator<Setup, State, Event, Outcome>;
}

/** Any system, for code that routes on the id and never looks inside. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameSystem = GameSystem<any, any, any, any, any, any>;
