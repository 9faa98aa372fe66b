import { describe, expect, it } from 'vitest';
import { paragraphsOf } from '../../chronicle/paragraphs';
import { INFINITY_ITS_SYSTEM } from './system';
import type { ItsEvent } from './events';
import type { ItsState } from './game';
import { resultSentence } from './narrator';

const system = INFINITY_ITS_SYSTEM;
const built = system.battle.buildSetup({ scenario: 'supremacy', armyPoints: 300 }, [
  { side: 'A', playerName: 'Alice', forces: [] },
  { side: 'B', playerName: 'Ben', forces: [] },
], { now: '2026-01-01T00:00:00Z', rulings: {}, libraries: {} });
if (!built.ok) throw new Error(built.reason);
const start: ItsState = system.battle.initialState(built.setup, {});

/** Alice: 2+2+1 for quadrants, 2 Consoles, 1 classified; Ben: 0+0+1, 1 Console (a contested one he lost or won), 1 classified. */
function supremacy(contestWinner: 'A' | 'B' | 'neither' | undefined): ItsEvent {
  return {
    type: 'game-reported',
    report: {
      scenario: 'supremacy',
      ending: 'third-round',
      quadrantsDominated: [{ A: 2, B: 1 }, { A: 3, B: 1 }, { A: 1, B: 1 }],
      consoles: [{ hackedBy: ['A'] }, { hackedBy: ['B'] }, { hackedBy: ['A', 'B'], ...(contestWinner ? { contestWinner } : {}) }, { hackedBy: [] }],
    },
    classifiedAchieved: { A: 1, B: 1 },
    survivingArmyPoints: { A: 180, B: 95 },
  };
}

describe('an ITS Supremacy game scored to Tournament Points (seed 003)', () => {
  it('scores Objective Points by the scenario and gives the winner 4 Tournament Points (ruling its.tournament-points)', () => {
    const applied = system.battle.apply(start, supremacy('A'), {});
    if (!applied.ok) throw new Error(applied.reason);
    // L768–L772: 2 OP for more Quadrants, 1 for as many (at least one), 1 per Console hacked; L776: 1 classified below 10 OP.
    expect(applied.state.final!.sides).toEqual({
      A: { objectivePoints: 2 + 2 + 1 + 2 + 1, tournamentPoints: 4, survivingArmyPoints: 180 },
      B: { objectivePoints: 0 + 0 + 1 + 1 + 1, tournamentPoints: 0, survivingArmyPoints: 95 },
    });
    const summary = system.battle.summary(applied.state, {});
    expect(summary.status).toBe('over');
    expect(summary.result).toMatchObject({ winner: 'A', endedBy: 'third-round', turns: 3 });
    expect(summary.result!.losses).toEqual([{ side: 'A', amount: 120, unitsLost: null }, { side: 'B', amount: 205, unitsLost: null }]);
    expect(resultSentence(built.setup, applied.state.final!)).toBe('Alice won Supremacy against Ben, 8–3 on Objective Points: 4 Tournament Points to 0.');
  });

  it('a Console hacked by both asks for the Face to Face WIP Roll (L850–L880): no silent "Neither"', () => {
    const missing = system.battle.apply(start, supremacy(undefined), {});
    expect(missing.ok).toBe(false);
    expect(!missing.ok && missing.reason).toContain('Face to Face');
    const neither = system.battle.apply(start, supremacy('neither'), {});
    expect(neither.ok && neither.state.final!.sides.A.objectivePoints).toBe(7);
  });

  it('equal Objective Points is a tie worth 2 Tournament Points each, or 1 under the league scale', () => {
    const tie = supremacy('neither');
    const applied = system.battle.apply(start, { ...tie, report: { ...tie.report, quadrantsDominated: [{ A: 1, B: 1 }, { A: 1, B: 1 }, { A: 1, B: 1 }] } as ItsEvent['report'] }, {});
    if (!applied.ok) throw new Error(applied.reason);
    expect(applied.state.final!.winner).toBeNull();
    expect([applied.state.final!.sides.A.tournamentPoints, applied.state.final!.sides.B.tournamentPoints]).toEqual([2, 2]);
    const league = system.battle.apply(start, { ...tie, report: { ...tie.report, quadrantsDominated: [{ A: 1, B: 1 }, { A: 1, B: 1 }, { A: 1, B: 1 }] } as ItsEvent['report'] }, { 'its.tournament-points': 'league-3-1-0' });
    expect(league.ok && league.state.final!.sides.A.tournamentPoints).toBe(1);
  });

  it('refuses a second report, a report of another scenario, and more surviving Army Points than were brought', () => {
    const scored = system.battle.apply(start, supremacy('A'), {});
    if (!scored.ok) throw new Error(scored.reason);
    expect(system.battle.apply(scored.state, supremacy('A'), {}).ok).toBe(false);
    const other = system.battle.apply(start, { ...supremacy('A'), report: { scenario: 'annihilation', enemyArmyPointsKilled: { A: 100, B: 100 } } }, {});
    expect(!other.ok && other.reason).toContain('This game is Supremacy');
    const greedy = system.battle.apply(start, { ...supremacy('A'), survivingArmyPoints: { A: 301, B: 0 } }, {});
    expect(!greedy.ok && greedy.reason).toContain('Alice cannot have more Army Points surviving');
  });

  it('narrates the game for the chronicle', () => {
    const applied = system.battle.apply(start, supremacy('A'), {});
    if (!applied.ok) throw new Error(applied.reason);
    const told = system.narrator.narrate({ battleId: 'b', name: 'Night at the Quadrants', setup: built.setup, steps: [{ seq: 1, turn: 3, event: supremacy('A'), outcomes: applied.outcomes }], state: applied.state, rulings: {} });
    expect(told.lines.map((line) => line.text)).toEqual([
      'Alice and Ben played Supremacy, ITS scenario 3, at 300 Army Points.',
      'Alice scored 8 Objective Points (2 for dominating Quadrants in Game Round 1, 2 for dominating Quadrants in Game Round 2, 1 for dominating Quadrants in Game Round 3, 2 for hacking Consoles, 1 for Classified Objectives), with 180 Army Points surviving.',
      'Ben scored 3 Objective Points (1 for dominating Quadrants in Game Round 3, 1 for hacking Consoles, 1 for Classified Objectives), with 95 Army Points surviving.',
      'The game ended at the end of the third Game Round. Alice won Supremacy against Ben, 8–3 on Objective Points: 4 Tournament Points to 0.',
    ]);
    expect(told.sideCounters.A).toEqual({ 'Tournament Points': 4, 'Objective Points': 8 });
  });

  // L412, L776: the book prints "Classified Objectives" with capitals; L440, L734: a Turn is one player's
  // Active Turn inside a Game Round, so the one end-of-game report is not headed "Turn 3".
  it('reads the report under "The reckoning", after "Before the battle", and keeps "Classified Objectives" capitalised', () => {
    const applied = system.battle.apply(start, supremacy('A'), {});
    if (!applied.ok) throw new Error(applied.reason);
    const told = system.narrator.narrate({ battleId: 'b', name: 'Night at the Quadrants', setup: built.setup, steps: [{ seq: 1, turn: 3, event: supremacy('A'), outcomes: applied.outcomes }], state: applied.state, rulings: {} });
    expect(paragraphsOf(told.lines).map((paragraph) => paragraph.title)).toEqual(['Before the battle', 'The reckoning']);
    // The report still belongs to its step, so a note written after it stays anchored there.
    expect(told.lines.slice(1).map((line) => line.seq)).toEqual([1, 1, 1]);
    expect(told.lines.map((line) => line.text).join(' ')).not.toContain('classified');
  });

  // L918: "If one of the players starts his Active Turn in a Retreat! situation, the game will end at the end of that Turn."
  it("Retreat! in the second player's Turn completes the Game Round: its Quadrants score, and the chronicle says so", () => {
    const event: ItsEvent = { ...supremacy('A'), report: { ...supremacy('A').report, ending: 'retreat', retreatTurn: 'second-player', quadrantsDominated: [{ A: 2, B: 1 }, { A: 3, B: 1 }] } as ItsEvent['report'] };
    expect(system.battle.eventSchema.safeParse(event).success).toBe(true);
    const applied = system.battle.apply(start, event, {});
    if (!applied.ok) throw new Error(applied.reason);
    expect(applied.state.final!.sides.A.objectivePoints).toBe(2 + 2 + 2 + 1);
    const first = system.battle.apply(start, { ...event, report: { ...event.report, retreatTurn: 'first-player' } as ItsEvent['report'] }, {});
    expect(first.ok && first.state.final!.sides.A.objectivePoints).toBe(2 + 2 + 1);
    const told = system.narrator.narrate({ battleId: 'b', name: 'Retreat', setup: built.setup, steps: [{ seq: 1, turn: 2, event, outcomes: applied.outcomes }], state: applied.state, rulings: {} });
    expect(told.lines.at(-1)?.text).toContain("when a player began a Turn in Retreat!, at the end of the second player's Turn of Game Round 2 (the round complete).");
    const unsaid = { ...event, report: { ...event.report, retreatTurn: undefined } as ItsEvent['report'] };
    const refused = system.battle.newEventSchema!.safeParse(unsaid);
    expect(!refused.success && refused.error.issues[0]?.message).toContain('Say whose Active Turn');
  });

  // A log saved before the question existed replays as the first player's Turn (how it was then scored); L794: round-end scoring "not before" the round ends.
  it("an old Retreat! report without the answer replays as the first player's Turn, marked assumed", () => {
    const old = { ...supremacy('A'), report: { ...supremacy('A').report, ending: 'retreat', quadrantsDominated: [{ A: 2, B: 1 }, { A: 3, B: 1 }] } as ItsEvent['report'] };
    expect(system.battle.eventSchema.safeParse(old).success).toBe(true);
    const applied = system.battle.apply(start, old, {});
    if (!applied.ok) throw new Error(applied.reason);
    expect(applied.state.final).toMatchObject({ retreatTurn: 'first-player', retreatTurnAssumed: true });
    expect(applied.state.final!.sides.A.objectivePoints).toBe(2 + 2 + 1);
    const told = system.narrator.narrate({ battleId: 'b', name: 'Retreat', setup: built.setup, steps: [{ seq: 1, turn: 2, event: old, outcomes: applied.outcomes }], state: applied.state, rulings: {} });
    expect(told.lines.at(-1)?.text).toContain("first player's Turn of Game Round 2 (the round unfinished, assumed: the report was saved before the players were asked whose Turn it was)");
  });

  // L432: "Those troopers that, at the end of the game, have not been deployed on the game table, will be considered as Killed by the adversary."
  it('Annihilation: troopers reported never deployed count as killed by the adversary', () => {
    const annihilation = system.battle.buildSetup({ scenario: 'annihilation', armyPoints: 300 }, [
      { side: 'A', playerName: 'Alice', forces: [] },
      { side: 'B', playerName: 'Ben', forces: [] },
    ], { now: '2026-01-01T00:00:00Z', rulings: {}, libraries: {} });
    if (!annihilation.ok) throw new Error(annihilation.reason);
    const event: ItsEvent = {
      type: 'game-reported',
      report: { scenario: 'annihilation', enemyArmyPointsKilled: { A: 130, B: 40 }, neverDeployed: { A: [], B: [{ name: 'Hidden sniper', armyPoints: 28 }] } },
      classifiedAchieved: { A: 0, B: 0 },
      survivingArmyPoints: { A: 260, B: 142 },
    };
    expect(system.battle.eventSchema.safeParse(event).success).toBe(true);
    expect(system.battle.eventSchema.safeParse({ ...event, report: { ...event.report, neverDeployed: { A: [], B: [{ name: '', armyPoints: 28 }] } } }).success).toBe(false);
    const applied = system.battle.apply(system.battle.initialState(annihilation.setup, {}), event, {});
    if (!applied.ok) throw new Error(applied.reason);
    const kills = applied.state.final!.score.sides.A.breakdown.find((line) => line.source === 'kills');
    expect(kills).toMatchObject({ points: 2, detail: '158 Army Points: 151–250. 130 killed on the table and 28 never deployed: Hidden sniper (28).' });
  });

  // L394–L408: Annihilation scores what was killed and what survived in Army Points; the report asks
  // for Army Points surviving and never for how many troopers fell, so none are counted (not 0).
  it('counts each side’s losses in Army Points and leaves the troopers lost uncounted, not zero', () => {
    const annihilation = system.battle.buildSetup({ scenario: 'annihilation', armyPoints: 300 }, [
      { side: 'A', playerName: 'Alice', forces: [] },
      { side: 'B', playerName: 'Ben', forces: [] },
    ], { now: '2026-01-01T00:00:00Z', rulings: {}, libraries: {} });
    if (!annihilation.ok) throw new Error(annihilation.reason);
    const event: ItsEvent = {
      type: 'game-reported',
      report: { scenario: 'annihilation', enemyArmyPointsKilled: { A: 130, B: 40 }, neverDeployed: { A: [], B: [{ name: 'Hidden sniper', armyPoints: 28 }] } },
      classifiedAchieved: { A: 0, B: 0 },
      survivingArmyPoints: { A: 260, B: 142 },
    };
    const applied = system.battle.apply(system.battle.initialState(annihilation.setup, {}), event, {});
    if (!applied.ok) throw new Error(applied.reason);
    const result = system.battle.summary(applied.state, {}).result!;
    expect(result.losses).toEqual([{ side: 'A', amount: 300 - 260, unitsLost: null }, { side: 'B', amount: 300 - 142, unitsLost: null }]);
  });

  // L1108–L1110: Nimbus Zone ends after the third Game Round, or at the end of a Turn a player began in Retreat!.
  describe('Nimbus Zone ended by Retreat! (seed 003 L1110)', () => {
    const nimbus = system.battle.buildSetup({ scenario: 'nimbus-zone', armyPoints: 300 }, [
      { side: 'A', playerName: 'Alice', forces: [] },
      { side: 'B', playerName: 'Ben', forces: [] },
    ], { now: '2026-01-01T00:00:00Z', rulings: {}, libraries: {} });
    if (!nimbus.ok) throw new Error(nimbus.reason);
    const counts = { dataPacksDownloaded: { A: 1, B: 0 }, antennaeDisconnected: { A: 2, B: 1 }, consolesControlled: { A: 0, B: 1 } };
    const reported = (report: Record<string, unknown>): ItsEvent =>
      ({ type: 'game-reported', report: { scenario: 'nimbus-zone', ...counts, ...report }, classifiedAchieved: { A: 1, B: 0 }, survivingArmyPoints: { A: 210, B: 40 } }) as ItsEvent;
    const apply = (event: ItsEvent) => system.battle.apply(system.battle.initialState(nimbus.setup, {}), event, {});

    it('records the Retreat! and its Game Round, not the end of the third Game Round; the score is the same', () => {
      const event = reported({ ending: 'retreat', endedInRound: 2 });
      expect(system.battle.newEventSchema!.safeParse(event).success).toBe(true);
      const applied = apply(event);
      if (!applied.ok) throw new Error(applied.reason);
      expect(applied.state.final).toMatchObject({ ending: 'retreat', rounds: 2 });
      expect(applied.state.final!.retreatTurn).toBeUndefined();
      const full = apply(reported({}));
      if (!full.ok) throw new Error(full.reason);
      expect(full.state.final).toMatchObject({ ending: 'third-round', rounds: 3 });
      expect(applied.state.final!.sides.A.objectivePoints).toBe(full.state.final!.sides.A.objectivePoints);
      expect(applied.state.final!.sides.A.objectivePoints).toBe(2 + 2 + 1);
      const told = system.narrator.narrate({ battleId: 'b', name: 'Nimbus', setup: nimbus.setup, steps: [{ seq: 1, turn: 2, event, outcomes: applied.outcomes }], state: applied.state, rulings: {} });
      expect(told.lines.at(-1)?.text).toContain('The game ended when a player began a Turn in Retreat!, in Game Round 2.');
    });

    it('refuses a Retreat! without its Game Round, and a Game Round for a full game', () => {
      expect(apply(reported({ ending: 'retreat' }))).toMatchObject({ ok: false, reason: 'Say in which Game Round Retreat! ended the game.' });
      expect(apply(reported({ ending: 'third-round', endedInRound: 2 }))).toMatchObject({ ok: false, reason: 'Only a game ended by Retreat! ends before the third Game Round.' });
      expect(system.battle.eventSchema.safeParse(reported({ ending: 'retreat', endedInRound: 4 })).success).toBe(false);
    });

    // L1046: "Data Packs cannot be downloaded until the second Game Round."
    it('refuses Data Packs in a game Retreat! ended in Game Round 1', () => {
      expect(apply(reported({ ending: 'retreat', endedInRound: 1 }))).toMatchObject({
        ok: false,
        reason: 'The game ended in Game Round 1, and Data Packs cannot be downloaded until the second Game Round.',
      });
      const none = apply({ ...reported({ ending: 'retreat', endedInRound: 1 }), report: { scenario: 'nimbus-zone', ending: 'retreat', endedInRound: 1, ...counts, dataPacksDownloaded: { A: 0, B: 0 } } });
      expect(none).toMatchObject({ ok: true, state: { final: { ending: 'retreat', rounds: 1 } } });
    });
  });
});
