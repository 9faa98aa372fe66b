import { describe, expect, it } from 'vitest';
import type { OwnDrawsView, SessionView } from '../../src-shared/contract/objectives';
import { validateDice } from '../../src-shared/rules/dice';
import { testCampaign } from '../testing/test-campaign';

const campaign = testCampaign<SessionView>('Paradiso');
const { call, value } = campaign;
const eventRows = () => campaign.rows('objective_events');
const session = (scenario = 'annihilation', rulings = {}) =>
  value('objectives.createSession', { campaignId: campaign.campaignId, name: 'Game 1', scenario, playerA: 'Ann', playerB: 'Bob', rulings });
const draw = (id: string, player: string, die?: number, chart = 'MK1') =>
  value<OwnDrawsView>('objectives.draw', { sessionId: id, player, chart, ...(die === undefined ? {} : { die }) });

describe('Classified Objective sessions over a real SQLite file (Infinity N3, Classified Charts)', () => {
  it('opens a session with the scenario’s draws per player and logs it', () => {
    const view = session();
    expect(view.scenario).toMatchObject({ name: 'Annihilation', classified: { count: 2, pointsEach: 2, onlyBelow: null } });
    expect(view.session).toMatchObject({ playerA: 'Ann', playerB: 'Bob', drawsMade: 0, drawsNeeded: 4, scored: false });
    expect(view.log.map((entry) => entry.summary)).toEqual(['Classified draws opened for Annihilation: Ann (Side A) against Bob (Side B).']);
    expect(value<unknown[]>('objectives.listSessions', { campaignId: campaign.campaignId })).toHaveLength(1);
  });

  it('keeps draws hidden from the table and shows them only in the owner’s own view', () => {
    const { session: { id } } = session();
    const own = draw(id, 'Ann', 7);
    expect(own.draws.map((d) => [d.objective.name, d.objective.chart, d.objective.result, d.dice])).toEqual([['Telemetry', 'MK1', 7, { source: 'entered', seed: null, faces: [7] }]]);
    expect(own.remaining).toBe(1);
    const table = value('objectives.getSession', { id });
    expect(table.draws).toEqual([{ id: own.draws[0]!.id, player: 'Ann', hidden: true, objective: null, revealedAt: null, achievedAt: null, redrawCount: 0 }]);
    expect(JSON.stringify(table)).not.toContain('Telemetry');
    expect(value<OwnDrawsView>('objectives.ownDraws', { sessionId: id, player: 'Bob' }).draws).toEqual([]);
  });

  it('rolls a D20 from a recorded seed that anyone can audit', () => {
    const { session: { id } } = session();
    const [rolled] = draw(id, 'Bob').draws;
    expect(rolled!.dice).toMatchObject({ source: 'rolled', seed: expect.any(Number) });
    expect(validateDice({ source: 'rolled', sides: 20, seed: rolled!.dice.seed!, faces: rolled!.dice.faces })).toBeNull();
    expect(value('objectives.getSession', { id }).log.at(-1)!.summary).toBe('Bob made draw 1 (hidden), by an app roll with a recorded seed.');
  });

  it('refuses a draw beyond the scenario’s count, by a stranger, or with a bad die, writing nothing', () => {
    const { session: { id } } = session('nimbus-zone');
    draw(id, 'Ann', 3);
    const before = eventRows();
    expect(call('objectives.draw', { sessionId: id, player: 'Ann', chart: 'MK2', die: 4 })).toMatchObject({ ok: false, error: { code: 'rejected', message: 'In Nimbus Zone each player has 1 Classified Objective; Ann already drew 1.' } });
    expect(call('objectives.draw', { sessionId: id, player: 'Cat', chart: 'MK2', die: 4 })).toMatchObject({ ok: false, error: { code: 'rejected', path: 'player' } });
    expect(call('objectives.draw', { sessionId: id, player: 'Bob', chart: 'MK2', die: 21 })).toEqual({ ok: false, error: { code: 'invalid_input', message: 'A D20 shows 1 to 20', path: 'die' } });
    expect(call('objectives.draw', { sessionId: id, player: 'Bob', chart: 'MK9', die: 2 })).toMatchObject({ ok: false, error: { code: 'invalid_input', path: 'chart' } });
    expect(eventRows()).toBe(before);
  });

  it('reveals only by the owner, time-stamped; logs a re-draw with its reason and hides the new objective', () => {
    const { session: { id } } = session();
    const drawId = draw(id, 'Ann', 7).draws[0]!.id;
    expect(call('objectives.reveal', { sessionId: id, drawId, player: 'Bob' })).toMatchObject({ ok: false, error: { code: 'rejected', message: 'Only Ann may reveal their own Classified Objective.' } });
    const revealed = value('objectives.reveal', { sessionId: id, drawId, player: 'Ann' });
    expect(revealed.draws[0]).toMatchObject({ hidden: false, objective: { name: 'Telemetry', text: null }, revealedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });

    const before = eventRows();
    expect(call('objectives.redraw', { sessionId: id, drawId, player: 'Ann', reason: '  ' })).toMatchObject({ ok: false, error: { code: 'invalid_input', path: 'reason' } });
    expect(call('objectives.redraw', { sessionId: id, drawId, player: 'Bob', reason: 'Mine now', die: 1 })).toMatchObject({ ok: false, error: { message: 'Only Ann may re-draw their own Classified Objective.' } });
    expect(eventRows()).toBe(before);

    const own = value<OwnDrawsView>('objectives.redraw', { sessionId: id, drawId, player: 'Ann', reason: 'No HVT on the table', die: 5 });
    expect(own.draws[0]).toMatchObject({ objective: { name: 'Sabotage' }, revealedAt: null, redraws: [{ replaced: { name: 'Telemetry' }, reason: 'No HVT on the table' }] });
    const table = value('objectives.getSession', { id });
    expect(table.draws[0]).toMatchObject({ hidden: true, redrawCount: 1 });
    expect(table.log.at(-1)!.summary).toBe('Ann re-drew draw 1, replacing Telemetry. Reason: No HVT on the table. The new objective is hidden.');
    expect(JSON.stringify(table)).not.toContain('Sabotage');
  });

  // Seed 003 L412: a Classified Objective scores once achieved. A second device or a double click
  // repeats an answer already given; the refusal is read at the table: no draw id, no stored timestamp.
  it('words a repeated reveal, achievement or re-draw without a draw id or a timestamp', () => {
    const { session: { id } } = session();
    const drawId = draw(id, 'Ann', 7).draws[0]!.id;
    value('objectives.reveal', { sessionId: id, drawId, player: 'Ann' });
    const again = call('objectives.reveal', { sessionId: id, drawId, player: 'Ann' });
    expect(again).toMatchObject({ ok: false, error: { message: 'This Classified Objective is already revealed.' } });
    value('objectives.achieve', { sessionId: id, drawId });
    const twice = call('objectives.achieve', { sessionId: id, drawId });
    expect(twice).toMatchObject({ ok: false, error: { message: 'This Classified Objective is already achieved.' } });
    const redrawn = call('objectives.redraw', { sessionId: id, drawId, player: 'Ann', reason: 'Wrong chart', die: 3 });
    expect(redrawn).toMatchObject({ ok: false, error: { message: 'This Classified Objective is already achieved; it cannot be re-drawn.' } });
    for (const refused of [again, twice, redrawn]) {
      expect(JSON.stringify(refused)).not.toContain(drawId);
      expect(JSON.stringify(refused)).not.toMatch(/\d{4}-\d\d-\d\dT/);
    }
  });

  it('marks revealed objectives achieved and scores Annihilation with a breakdown', () => {
    const { session: { id } } = session();
    const [first] = draw(id, 'Ann', 7).draws;
    draw(id, 'Ann', 13);
    draw(id, 'Bob', 1);
    expect(call('objectives.achieve', { sessionId: id, drawId: first!.id })).toMatchObject({ ok: false, error: { message: 'Ann must reveal this Classified Objective before it is marked achieved.' } });
    value('objectives.reveal', { sessionId: id, drawId: first!.id, player: 'Ann' });
    const achieved = value('objectives.achieve', { sessionId: id, drawId: first!.id });
    expect(achieved.players.map((p) => [p.name, p.drawn, p.revealed, p.achieved])).toEqual([
      ['Ann', 2, 1, 1],
      ['Bob', 1, 0, 0],
    ]);

    const report = { scenario: 'annihilation', enemyArmyPointsKilled: { A: 160, B: 80 }, survivingArmyPoints: { A: 220, B: 140 } };
    const scored = value('objectives.saveReport', { sessionId: id, report });
    expect(scored.score!.A.total).toBe(2 + 2 + 2);
    expect(scored.score!.A.breakdown.map((line) => [line.source, line.points])).toEqual([
      ['kills', 2],
      ['survivors', 2],
      ['classified', 2],
    ]);
    expect(scored.score!.B.total).toBe(1 + 1 + 0);
    expect(scored.session.scored).toBe(true);
    // The list of objective games shows each game's score.
    expect(value<{ score: unknown }[]>('objectives.listSessions', { campaignId: campaign.campaignId })[0]!.score).toEqual({ A: 6, B: 2 });
  });

  it('refuses a report that cannot score, at the field, and keeps the previous one', () => {
    const { session: { id } } = session();
    const good = { scenario: 'annihilation', enemyArmyPointsKilled: { A: 100, B: 0 }, survivingArmyPoints: { A: 300, B: 200 } };
    value('objectives.saveReport', { sessionId: id, report: good });
    const tooMany = call('objectives.saveReport', { sessionId: id, report: { ...good, enemyArmyPointsKilled: { A: 301, B: 0 } } });
    expect(tooMany).toMatchObject({ ok: false, error: { code: 'invalid_input', path: 'report.enemyArmyPointsKilled.A' } });
    const wrong = call('objectives.saveReport', { sessionId: id, report: { scenario: 'nimbus-zone', dataPacksDownloaded: { A: 1, B: 0 }, antennaeDisconnected: { A: 0, B: 0 }, consolesControlled: { A: 0, B: 0 } } });
    expect(wrong).toMatchObject({ ok: false, error: { code: 'invalid_input', path: 'report.scenario' } });
    expect(value('objectives.getSession', { id }).report).toEqual(good);
  });

  // Seed 003 L416–L418, L936–L950: the scenarios call the players "Side A" and "Side B"; a refused
  // report read at the table names the two who played (Ann and Bob), as the score lines do.
  it('names the players, never a side letter, when it refuses a report', () => {
    const annihilation = session().session.id;
    const over = call('objectives.saveReport', { sessionId: annihilation, report: { scenario: 'annihilation', enemyArmyPointsKilled: { A: 80, B: 0 }, survivingArmyPoints: { A: 300, B: 250 } } });
    expect(over).toMatchObject({ ok: false, error: { code: 'invalid_input', message: 'Bob has 250 surviving and 80 killed by Ann: more than its 300-point force.' } });
    const supremacy = session('supremacy').session.id;
    const consoles = [{ hackedBy: [] }, { hackedBy: [] }, { hackedBy: [] }, { hackedBy: [] }];
    const quadrants = [{ A: 3, B: 3 }, { A: 0, B: 0 }, { A: 0, B: 0 }];
    const crowded = call('objectives.saveReport', { sessionId: supremacy, report: { scenario: 'supremacy', ending: 'third-round', quadrantsDominated: quadrants, consoles } });
    expect(crowded).toMatchObject({ ok: false, error: { message: 'Quadrants Dominated in round 1: Ann 3 and Bob 3 add up to more than the 4 on the table.' } });
    const high = call('objectives.saveReport', { sessionId: supremacy, report: { scenario: 'supremacy', ending: 'third-round', quadrantsDominated: [{ A: 0, B: 5 }, ...quadrants.slice(1)], consoles } });
    expect(high).toMatchObject({ ok: false, error: { message: expect.stringContaining('(Bob)') } });
    for (const refused of [over, crowded, high]) expect(JSON.stringify(refused)).not.toMatch(/\bSide [AB]\b/);
  });

  // Seed 003 L432: "Those troopers that, at the end of the game, have not been deployed on the game table, will be considered as Killed by the adversary."
  it('counts each trooper reported never deployed as killed by the adversary, and refuses one without Army Points at the field', () => {
    const { session: { id } } = session();
    const report = { scenario: 'annihilation', enemyArmyPointsKilled: { A: 130, B: 40 }, neverDeployed: { A: [], B: [{ name: 'Hidden sniper', armyPoints: 28 }] }, survivingArmyPoints: { A: 260, B: 142 } };
    const scored = value('objectives.saveReport', { sessionId: id, report });
    expect(scored.score!.A.breakdown.find((line) => line.source === 'kills')).toMatchObject({ points: 2, detail: '158 Army Points: 151–250. 130 killed on the table and 28 never deployed: Hidden sniper (28).' });
    const nameless = call('objectives.saveReport', { sessionId: id, report: { ...report, neverDeployed: { A: [], B: [{ name: 'Reserve', armyPoints: 0 }] } } });
    expect(nameless).toMatchObject({ ok: false, error: { code: 'invalid_input', path: 'report.neverDeployed.B.0.armyPoints' } });
    expect(value('objectives.getSession', { id }).report).toEqual(report);
  });

  // Seed 003 L918: Retreat! ends the game "at the end of that Turn": the second player's completes the Game Round.
  it('asks whose Active Turn a Retreat! game ended in, and scores a round the second player completed', () => {
    const { session: { id } } = session('supremacy');
    const consoles = [{ hackedBy: [] }, { hackedBy: [] }, { hackedBy: [] }, { hackedBy: [] }];
    const report = { scenario: 'supremacy', ending: 'retreat', quadrantsDominated: [{ A: 2, B: 1 }, { A: 3, B: 0 }], consoles };
    expect(call('objectives.saveReport', { sessionId: id, report })).toMatchObject({ ok: false, error: { code: 'invalid_input', path: 'report.retreatTurn' } });
    const second = value('objectives.saveReport', { sessionId: id, report: { ...report, retreatTurn: 'second-player' } });
    expect(second.score!.A.breakdown.find((line) => line.source === 'round-2-quadrants')?.points).toBe(2);
    const first = value('objectives.saveReport', { sessionId: id, report: { ...report, retreatTurn: 'first-player' } });
    expect(first.score!.A.breakdown.find((line) => line.source === 'round-2-quadrants')).toBeUndefined();
  });

  // Saved before the question existed: read as the first player's Turn (as it was then scored), shown as assumed until the players say.
  it('reads a Retreat! report saved without whose Active Turn as the first player’s, marked assumed, until one is saved', () => {
    const { session: { id } } = session('supremacy');
    const consoles = [{ hackedBy: ['A'] }, { hackedBy: [] }, { hackedBy: [] }, { hackedBy: [] }];
    const old = { scenario: 'supremacy', ending: 'retreat', quadrantsDominated: [{ A: 2, B: 1 }, { A: 3, B: 0 }], consoles };
    campaign.temp.store.sqlite.prepare('UPDATE objective_sessions SET report_json = ? WHERE id = ?').run(JSON.stringify(old), id);
    const read = value('objectives.getSession', { id });
    expect(read.scoreProblems).toEqual([]);
    expect(read.retreatTurnAssumed).toBe(true);
    expect(read.score!.A.breakdown.map((line) => line.source)).not.toContain('round-2-quadrants');
    expect(read.score!.A.total).toBe(2 + 1);
    expect(read.report).toEqual(old);
    expect(value<{ score: { A: number } | null }[]>('objectives.listSessions', { campaignId: campaign.campaignId })[0]!.score).toEqual({ A: 3, B: 0 });
    const set = value('objectives.saveReport', { sessionId: id, report: { ...old, retreatTurn: 'second-player' } });
    expect(set.retreatTurnAssumed).toBe(false);
    expect(set.score!.A.total).toBe(2 + 2 + 1);
  });

  it('scores Supremacy’s classified only below 10 OP', () => {
    const { session: { id } } = session('supremacy');
    const drawId = draw(id, 'Ann', 7).draws[0]!.id;
    value('objectives.reveal', { sessionId: id, drawId, player: 'Ann' });
    value('objectives.achieve', { sessionId: id, drawId });
    const round = { A: 3, B: 1 };
    const report = { scenario: 'supremacy', ending: 'third-round', quadrantsDominated: [round, round, round], consoles: [{ hackedBy: ['A'] }, { hackedBy: ['A'] }, { hackedBy: ['A'] }, { hackedBy: ['A', 'B'], contestWinner: 'A' }] };
    const scored = value('objectives.saveReport', { sessionId: id, report });
    expect(scored.score!.A.total).toBe(10);
    expect(scored.score!.A.breakdown.at(-1)).toMatchObject({ source: 'classified', points: 0, detail: expect.stringContaining('only below 10 OP') });
  });

  it('shows the campaign’s own card wording once typed in, and the name alone otherwise', () => {
    const { session: { id } } = session();
    expect(value<{ text: string | null }[]>('objectives.cardTexts', { campaignId: campaign.campaignId }).every((card) => card.text === null)).toBe(true);
    value('objectives.setCardText', { campaignId: campaign.campaignId, objectiveId: 'telemetry', text: '  Our card text.  ' });
    expect(draw(id, 'Ann', 7).draws[0]!.objective).toMatchObject({ name: 'Telemetry', text: 'Our card text.' });
    value('objectives.setCardText', { campaignId: campaign.campaignId, objectiveId: 'telemetry', text: '' });
    expect(value<OwnDrawsView>('objectives.ownDraws', { sessionId: id, player: 'Ann' }).draws[0]!.objective.text).toBeNull();
    expect(call('objectives.setCardText', { campaignId: campaign.campaignId, objectiveId: 'kill-everyone', text: 'x' })).toMatchObject({ ok: false, error: { code: 'invalid_input', path: 'objectiveId' } });
  });

  it('refuses the same player on both sides and unknown rulings, writing nothing', () => {
    expect(call('objectives.createSession', { campaignId: campaign.campaignId, name: 'G', scenario: 'annihilation', playerA: 'Ann', playerB: 'ann' })).toEqual({
      ok: false,
      error: { code: 'invalid_input', message: 'Side B needs a different player from Side A', path: 'playerB' },
    });
    expect(call('objectives.createSession', { campaignId: campaign.campaignId, name: 'G', scenario: 'annihilation', playerA: 'Ann', playerB: 'Bob', rulings: { 'its.duplicate-classified': 'maybe' } })).toMatchObject({
      ok: false,
      error: { path: 'rulings.its.duplicate-classified' },
    });
    expect(campaign.temp.store.sqlite.prepare('SELECT count(*) FROM objective_sessions').pluck().get()).toBe(0);
  });
});
