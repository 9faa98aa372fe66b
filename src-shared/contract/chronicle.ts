import { z } from 'zod';
import { defineCall } from './define';
import { entityId, longText, nameField } from './fields';

export { ChronicleBeingWritten, chronicleBeingWritten } from './chronicle-export';

/** Campaign day: orders diary entries and battles in in-world time. */
const worldDay = z
  .number({ error: 'Campaign day must be a number' })
  .int({ error: 'Campaign day must be a whole number' })
  .min(-100_000, { error: 'Campaign day must be -100,000 or later' })
  .max(100_000, { error: 'Campaign day must be 100,000 or earlier' });
const worldDate = z.string({ error: 'In-world date must be text' }).trim().max(200, { error: 'In-world date must be 200 characters or fewer' });
const markdownBody = (what: string) => longText(what);

export const ChronicleLineView = z.object({
  key: z.string(),
  seq: z.number().int().nullable(),
  lastSeq: z.number().int().nullable(),
  turn: z.number().int(),
  kind: z.string(),
  turningPoint: z.boolean(),
  /** The paragraph the line is read in (see `BattleChronicleView.paragraphs`). */
  paragraph: z.string(),
  text: z.string(),
  hidden: z.boolean(),
});
export type ChronicleLineView = z.infer<typeof ChronicleLineView>;

export const BattleNote = z.object({
  id: z.string(),
  battleId: z.string(),
  afterSeq: z.number().int().nullable(),
  body: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type BattleNote = z.infer<typeof BattleNote>;

/** `colour`: the colour the side's player chose when the battle was set up (null when none), so the battle's charts draw each side as its player is drawn everywhere else. */
const SideView = z.object({ name: z.string(), vp: z.number(), soldiersLost: z.number(), colour: z.string().nullable() });

const LuckMomentView = z.object({ turn: z.number().int(), when: z.string(), text: z.string(), chance: z.number(), percentile: z.number() });
const SideLuckView = z.object({ rolls: z.number().int(), mean: z.number().nullable(), luckiest: LuckMomentView.nullable(), unluckiest: LuckMomentView.nullable() });
export type LuckMomentView = z.infer<typeof LuckMomentView>;

/** Orders & Omens' win-probability line and luck ledger for one battle (see the narrator's win-probability.ts and luck.ts). */
export const BattleOddsView = z.object({
  /** The chance side A takes the Tactical Victory, before the battle (turn 0) and after each turn. */
  winProbability: z.array(z.object({ turn: z.number().int(), pA: z.number(), settled: z.boolean(), vp: z.object({ A: z.number(), B: z.number() }) })),
  luck: z.object({
    sides: z.object({ A: SideLuckView, B: SideLuckView }),
    byTurn: z.array(z.object({ turn: z.number().int(), A: z.number().nullable(), B: z.number().nullable() })),
    rolls: z.array(z.object({ turn: z.number().int(), when: z.string(), side: z.enum(['A', 'B']), text: z.string(), percentile: z.number() })),
  }),
});
export type BattleOddsView = z.infer<typeof BattleOddsView>;

/**
 * Another system's win-probability line, turning points and luck ledger for one battle (its odds
 * model, `narrator.odds`). Figures per side are listed in seat order (`sides`), so no side key
 * reaches the screen.
 */
export const SystemOddsView = z.object({
  /** The model in a sentence. */
  method: z.string(),
  sides: z.array(SideLuckView.extend({ name: z.string() })),
  /** Each side's chance of victory before the battle and after every step that moved it. */
  winProbability: z.array(z.object({ turn: z.number().int(), chances: z.array(z.number()), settled: z.boolean() })),
  /** The line's largest swings, told: the turn, the seat that gained most, the account's words and the point of the line it ends at. */
  turningPoints: z.array(z.object({ turn: z.number().int(), seat: z.number().int(), text: z.string(), point: z.number().int() })),
  /** Each side's mean percentile over its rated rolls up to the end of each turn. */
  luckByTurn: z.array(z.object({ turn: z.number().int(), means: z.array(z.number().nullable()) })),
  /** Every rated roll: who (seat), what, what it could be expected to get and what it got, and its percentile. */
  rolls: z.array(z.object({ turn: z.number().int(), when: z.string(), seat: z.number().int(), text: z.string(), expected: z.number(), got: z.number(), percentile: z.number() })),
});
export type SystemOddsView = z.infer<typeof SystemOddsView>;

const LedgerMoment = LuckMomentView.extend({ battleId: z.string(), battleName: z.string() });

/** The campaign's luck ledger: each player's (else army's) Orders & Omens rolls against their exact odds. */
export const CampaignLuck = z.object({
  players: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      colour: z.string().nullable(),
      rolls: z.number().int(),
      /** Mean percentile over every rated roll (50: exactly as lucky as expected); null with none. */
      mean: z.number().nullable(),
      /** The battles where the player has at least one rated roll (a battle with none yet would be an empty place in the chart). */
      battles: z.array(z.object({ battleId: z.string(), battleName: z.string(), army: z.string(), rolls: z.number().int(), mean: z.number().nullable() })),
      luckiest: LedgerMoment.nullable(),
      unluckiest: LedgerMoment.nullable(),
    }),
  ),
  /** Battles not yet narrated within the time budget (ask again). */
  pending: z.number().int(),
});
export type CampaignLuck = z.infer<typeof CampaignLuck>;

export const BattleChronicleView = z.object({
  battle: z.object({
    id: z.string(),
    campaignId: z.string(),
    name: z.string(),
    status: z.string(),
    eventCount: z.number().int(),
    worldDate: z.string(),
    worldDay: z.number().int().nullable(),
  }),
  /** Orders & Omens' two sides; for other systems the first two seats (see `seats`). */
  sides: z.object({ A: SideView, B: SideView }),
  system: z.string(),
  systemName: z.string(),
  /** Every seat at the table with its score and losses in the system's terms. */
  seats: z.array(z.object({ side: z.string(), name: z.string(), score: z.number(), losses: z.number() })),
  terms: z.object({ score: z.string(), losses: z.string() }),
  lines: z.array(ChronicleLineView),
  /** The account's paragraphs in order: before the battle, each hour (O&O) or turn, the reckoning. */
  paragraphs: z.array(z.object({ key: z.string(), title: z.string() })),
  notes: z.array(BattleNote),
  /** Orders & Omens only: the odds over the battle and the luck of the dice; null for other systems. */
  odds: BattleOddsView.nullable(),
  /** The other systems' odds, where the system has an odds model; null for Orders & Omens and systems without one. */
  systemOdds: SystemOddsView.nullable(),
});
export type BattleChronicleView = z.infer<typeof BattleChronicleView>;

export const DiaryLinkInput = z.union(
  [
    z.strictObject({ battleId: entityId }),
    z.strictObject({ playerId: entityId }),
    z.strictObject({ place: nameField('Place') }),
  ],
  { error: 'A link names a battle (battleId), a player (playerId) or a place (place)' },
);
export const DiaryLink = z.object({
  battleId: z.string().nullable(),
  playerId: z.string().nullable(),
  place: z.string().nullable(),
  /** The battle's or player's name, or the place. */
  label: z.string(),
});
export type DiaryLink = z.infer<typeof DiaryLink>;

export const DiaryRevision = z.object({
  revision: z.number().int(),
  title: z.string(),
  worldDate: z.string(),
  worldDay: z.number().int().nullable(),
  body: z.string(),
  savedAt: z.number().int(),
});

export const DiaryEntry = z.object({
  id: z.string(),
  campaignId: z.string(),
  title: z.string(),
  worldDate: z.string(),
  worldDay: z.number().int().nullable(),
  body: z.string(),
  revision: z.number().int(),
  links: z.array(DiaryLink),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type DiaryEntry = z.infer<typeof DiaryEntry>;

const diaryFields = {
  title: nameField('Title'),
  worldDate: worldDate.default(''),
  worldDay: worldDay.nullable().default(null),
  body: markdownBody('Entry').default(''),
  links: z.array(DiaryLinkInput).max(50, { error: 'At most 50 links per entry' }).default([]),
};

export const TimelineItem = z.object({
  /** `ladder`: a Title Tournament game; `id` is then its ladder's. */
  kind: z.enum(['battle', 'diary', 'ladder']),
  id: z.string(),
  title: z.string(),
  worldDate: z.string(),
  worldDay: z.number().int().nullable(),
  createdAt: z.number().int(),
  /** Battles: "The Iron Hold 3 – 4 The Elves"; diary: the first words of the entry. */
  summary: z.string(),
  status: z.string().nullable(),
});
export type TimelineItem = z.infer<typeof TimelineItem>;

const Tally = z.object({
  key: z.string(),
  name: z.string(),
  colour: z.string().nullable(),
  battles: z.number().int(),
  tacticalWins: z.number().int(),
  strategicWins: z.number().int(),
  draws: z.number().int(),
  losses: z.number().int(),
  vp: z.number(),
  soldiersLost: z.number(),
});
export type Tally = z.infer<typeof Tally>;

/** A row of one system's standings: each finished battle counted once for the row (wins + draws + defeats = battles), its score and losses in that system's own units. */
const StandingRow = z.object({
  key: z.string(),
  name: z.string(),
  colour: z.string().nullable(),
  battles: z.number().int(),
  wins: z.number().int(),
  decisiveWins: z.number().int(),
  draws: z.number().int(),
  defeats: z.number().int(),
  score: z.number(),
  lost: z.number(),
  /** The points the system's tables rank by (`terms.points`: Infinity's Tournament Points); 0 where it has none. */
  points: z.number(),
});
export type StandingRow = z.infer<typeof StandingRow>;

/**
 * The standings of one game system's battles (or a ladder's games), in that system's terms: the
 * campaign groups its standings by system, as a VP is not an Army Point nor a wound a soldier.
 */
const SystemStandings = z.object({
  /** The system's id, or the ladder's key for ladder games played without a recorded battle. */
  system: z.string(),
  systemName: z.string(),
  /** What `battles` counts: a system's battles, or a ladder's games played without a recorded battle. */
  kind: z.enum(['battles', 'ladder-games']),
  terms: z.object({
    victory: z.string(),
    decisiveVictory: z.string().nullable(),
    /** What the score column counts ("VP", "Army Points left"); null where there is none (ladder games). */
    score: z.string().nullable(),
    /** What the losses column counts ("soldiers", "wounds"); null where there is none. */
    losses: z.string().nullable(),
    /** What the points the rows rank by first are called ("Tournament Points"); null where rows rank by wins. */
    points: z.string().nullable(),
  }),
  /** The finished battles (or ladder games) counted in the rows. */
  battles: z.number().int(),
  /** The system's battles still being fought: in no row until they end (ladder games are always over). */
  inProgress: z.number().int().min(0),
  byPlayer: z.array(StandingRow),
  byFaction: z.array(StandingRow),
  byArmy: z.array(StandingRow),
});
export type SystemStandings = z.infer<typeof SystemStandings>;

export const Dashboard = z.object({
  battles: z.number().int(),
  finished: z.number().int(),
  /** The fallen of every battle whose system follows single bodies (see `series[].countsFallen`). */
  soldiersLost: z.number(),
  /** What `soldiersLost` counts, in the words of the systems it adds up (`one` after a count of one, "soldier or model"; else `many`, "soldiers and models"); null when no battle counts its fallen. */
  fallenNoun: z.object({ one: z.string(), many: z.string() }).nullable(),
  byArmy: z.array(Tally),
  byPlayer: z.array(Tally),
  byFaction: z.array(Tally),
  /** The standings grouped by system, each in its own terms; Orders & Omens first, then by name, ladder games last. */
  standings: z.array(SystemStandings),
  /** Per battle, in in-world order: for the charts. */
  series: z.array(
    z.object({
      battleId: z.string(),
      name: z.string(),
      /** The battle's game system: the charts of VP and soldiers lost draw only the battles counted in those. */
      system: z.string(),
      /** Whether the battle's system follows single bodies (soldiers, models): only those battles count towards the fallen. */
      countsFallen: z.boolean(),
      sides: z.array(z.object({ army: z.string(), armyKey: z.string(), vp: z.number(), soldiersLost: z.number() })),
    }),
  ),
});
export type Dashboard = z.infer<typeof Dashboard>;

const Record_ = z.object({
  key: z.string(),
  name: z.string(),
  army: z.string(),
  battles: z.number().int(),
  vp: z.number(),
  hitsTaken: z.number().int(),
  hitsInflicted: z.number().int(),
  soldiersLost: z.number(),
  generalsSlain: z.number().int(),
  generalsCaptured: z.number().int(),
  timesBroken: z.number().int(),
  tacticalWins: z.number().int(),
  strategicWins: z.number().int(),
});
export type ServiceRecord = z.infer<typeof Record_>;

/** A force's or unit's record in another system: counted in that system's terms (see `SystemRecords.terms`). */
const SystemRecord = z.object({
  key: z.string(),
  name: z.string(),
  /** The force a unit served in; for a force, its own name. */
  force: z.string(),
  battles: z.number().int(),
  wins: z.number().int(),
  decisiveWins: z.number().int(),
  score: z.number(),
  losses: z.number(),
  inflicted: z.number(),
  /** A unit's extra counters summed over its battles, in the system's words ("morale breaks": 2). */
  counters: z.record(z.string(), z.number()).default({}),
});
export type SystemRecord = z.infer<typeof SystemRecord>;

export const SystemRecords = z.object({
  system: z.string(),
  systemName: z.string(),
  terms: z.object({ score: z.string(), losses: z.string(), unit: z.string(), force: z.string(), victory: z.string(), decisiveVictory: z.string().nullable() }),
  forces: z.array(SystemRecord),
  units: z.array(SystemRecord),
});
export type SystemRecords = z.infer<typeof SystemRecords>;

/** A Title Tournament ladder's players' records: games, walk-overs and the Ranks they held (a Rank is the player's, not the army's). */
export const LadderRecords = z.object({
  ladderId: z.string(),
  ladderName: z.string(),
  players: z.array(
    z.object({
      name: z.string(),
      games: z.number().int(),
      won: z.number().int(),
      drawn: z.number().int(),
      lost: z.number().int(),
      walkOversWon: z.number().int(),
      walkOversLost: z.number().int(),
      /** "2nd Rank", "Unranked". */
      rank: z.string(),
      highestRank: z.string(),
    }),
  ),
});
export type LadderRecords = z.infer<typeof LadderRecords>;

/**
 * `armies`/`brigades`: Orders & Omens; `systems`: every other system's forces and units in its own terms;
 * `ladders`: each Title Tournament ladder's players.
 * `pending`: battles not yet read (after a large import); the records fill in as they are.
 */
export const ServiceRecords = z.object({ armies: z.array(Record_), brigades: z.array(Record_), systems: z.array(SystemRecords), ladders: z.array(LadderRecords), pending: z.number().int() });
export type ServiceRecords = z.infer<typeof ServiceRecords>;

export const SearchHit = z.object({
  kind: z.enum(['diary', 'note', 'battle', 'ladder']),
  refId: z.string(),
  battleId: z.string().nullable(),
  /** For a ladder game: its ladder, to open it. */
  ladderId: z.string().nullable().optional(),
  title: z.string(),
  /** The snippet as plain-text pieces; `match` pieces are shown highlighted. Never markup. */
  snippet: z.array(z.object({ text: z.string(), match: z.boolean() })),
});
export type SearchHit = z.infer<typeof SearchHit>;

const ExportFile = z.object({ fileName: z.string(), mediaType: z.string(), content: z.string() });

const query = z
  .string({ error: 'Search must be text' })
  .trim()
  .min(1, { error: 'Type something to search for' })
  .max(200, { error: 'Search must be 200 characters or fewer' })
  // The search matches words (letters and numbers); quotes or dashes alone would only ever find nothing.
  .refine((text) => /[\p{L}\p{N}]/u.test(text), { error: 'Type a word or a number to search for' });

export const chronicleCalls = {
  'chronicle.battle.get': defineCall({
    summary: "A battle's chronicle: the generated draft (with hidden lines marked) and the players' notes.",
    input: z.strictObject({ battleId: entityId }),
    output: BattleChronicleView,
  }),
  'chronicle.battle.setLineHidden': defineCall({
    summary: 'Hide or show one generated line of a battle chronicle.',
    input: z.strictObject({ battleId: entityId, lineKey: z.string().min(1).max(64), hidden: z.boolean() }),
    output: z.object({ lineKey: z.string(), hidden: z.boolean() }),
  }),
  'chronicle.battle.setWorldDate': defineCall({
    summary: "Set a battle's in-world date and campaign day.",
    input: z.strictObject({ battleId: entityId, worldDate, worldDay: worldDay.nullable() }),
    output: z.object({ worldDate: z.string(), worldDay: z.number().int().nullable() }),
  }),
  'chronicle.note.add': defineCall({
    summary: "Add the players' own text (markdown) to a battle's chronicle, after an event's line or at the end.",
    input: z.strictObject({ battleId: entityId, afterSeq: z.number().int().min(0).nullable().default(null), body: markdownBody('Note').trim().min(1, { error: 'Write something first' }) }),
    output: BattleNote,
  }),
  'chronicle.note.update': defineCall({
    summary: "Change the players' text.",
    input: z.strictObject({ id: entityId, body: markdownBody('Note').trim().min(1, { error: 'Write something first' }) }),
    output: BattleNote,
  }),
  'chronicle.note.delete': defineCall({
    summary: "Remove the players' text.",
    input: z.strictObject({ id: entityId }),
    output: z.object({ id: z.string() }),
  }),
  'chronicle.diary.get': defineCall({
    summary: 'A diary entry with its links and its edit history (newest first).',
    input: z.strictObject({ id: entityId }),
    output: z.object({ entry: DiaryEntry, revisions: z.array(DiaryRevision) }),
  }),
  'chronicle.diary.create': defineCall({
    summary: 'Write a diary entry (markdown) with a title, in-world date and links to battles, players and places.',
    input: z.strictObject({ campaignId: entityId, ...diaryFields }),
    output: DiaryEntry,
  }),
  'chronicle.diary.update': defineCall({
    summary: 'Edit a diary entry; the previous version stays in its history. `expectedRevision` guards against overwriting an edit made elsewhere.',
    input: z.strictObject({ id: entityId, expectedRevision: z.number().int().min(1), ...diaryFields }),
    output: DiaryEntry,
  }),
  'chronicle.diary.delete': defineCall({
    summary: 'Delete a diary entry and its history.',
    input: z.strictObject({ id: entityId }),
    output: z.object({ id: z.string() }),
  }),
  'chronicle.timeline': defineCall({
    summary: 'One page of the campaign timeline: battles and diary entries in in-world order.',
    input: z.strictObject({ campaignId: entityId, offset: z.number().int().min(0).default(0), limit: z.number().int().min(1).max(500).default(100) }),
    output: z.object({ total: z.number().int(), offset: z.number().int(), items: z.array(TimelineItem) }),
  }),
  'chronicle.dashboard': defineCall({
    summary: 'Campaign standings and totals, and the series the charts draw (from battle summaries; no replay).',
    input: z.strictObject({ campaignId: entityId }),
    output: Dashboard,
  }),
  'chronicle.records': defineCall({
    summary: 'Service records per army and per Brigade across the campaign.',
    input: z.strictObject({ campaignId: entityId }),
    output: ServiceRecords,
  }),
  'chronicle.search': defineCall({
    summary: 'Full-text search over battle chronicles, notes and the diary, with the matches marked.',
    input: z.strictObject({ campaignId: entityId, query, limit: z.number().int().min(1).max(100).default(30) }),
    output: z.object({ hits: z.array(SearchHit), pending: z.number().int() }),
  }),
  'chronicle.luck': defineCall({
    summary: "The campaign's luck ledger: each player's dice against their exact odds, battle by battle, and their luckiest and unluckiest moments.",
    input: z.strictObject({ campaignId: entityId }),
    output: CampaignLuck,
  }),
  'chronicle.export': defineCall({
    summary:
      "The campaign's chronicle as Markdown, or its battle results as CSV. While the accounts of the campaign's battles are still being written (after an import), the Markdown is refused with code conflict and details ChronicleBeingWritten: ask again shortly.",
    input: z.strictObject({ campaignId: entityId, format: z.enum(['markdown', 'csv'], { error: 'Format must be markdown or csv' }) }),
    output: ExportFile,
  }),
};
