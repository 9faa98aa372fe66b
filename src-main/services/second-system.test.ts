import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTempStore, type TempStore } from '../testing/temp-store';
import { everyTableRow } from '../testing/table-rows';
import { appendStep, caller } from '../testing/system-fixtures';
import { registerSystem } from '../../src-shared/systems/registry';
import type { BattleSummary, GameSystem } from '../../src-shared/systems/game-system';
import type { BattleListRow } from '../../src-shared/contract/battle-list';
import type { SystemBattleDetail } from '../../src-shared/contract/system-battles';
import type { ForceDetail } from '../../src-shared/contract/forces';
import type { CampaignOverview } from '../../src-shared/contract/campaign-overview';
import type { BattleChronicleView, SearchHit } from '../../src-shared/contract/chronicle';

/**
 * A game system written here, in test code, plugs into the app through the registry alone: the
 * contract checks its rosters, setup and steps with its schemas, the services store and judge
 * its battles, lists and standings read its results and the chronicle tells them with its
 * narrator. Nothing here names Orders & Omens or touches its files.
 */

interface Roster {
  readonly name: string;
  readonly runners: number;
}
interface Setup {
  readonly sides: readonly { readonly side: string; readonly playerName: string; readonly runners: number }[];
  readonly finish: number;
}
interface State {
  readonly setup: Setup;
  readonly distance: Readonly<Record<string, number>>;
  readonly turn: number;
  readonly winner: string | null;
}
type Event = { readonly type: 'dash'; readonly side: string; readonly die: number } | { readonly type: 'stumble'; readonly side: string };
type Outcome = { readonly code: 'ran'; readonly side: string; readonly paces: number } | { readonly code: 'crossed-line'; readonly side: string };

const RELAY_RULINGS = [
  {
    id: 'relay.dash-doubles',
    system: 'order-66' as const, // the Ruling type names shipped systems; a test system borrows one
    title: 'Sixes dash double',
    sections: ['Dash'],
    quotes: ['A six is a sprint.'],
    options: [
      { id: 'no', label: 'No', effect: 'A six is six paces.' },
      { id: 'yes', label: 'Yes', effect: 'A six is twelve paces.' },
    ],
    defaultOption: 'no',
    reason: 'The plain reading.',
  },
];

const scoresOf = (state: State) => Object.fromEntries(state.setup.sides.map((s) => [s.side, state.distance[s.side] ?? 0]));

const RELAY: GameSystem<Setup, State, Event, Outcome, { finish: number }, Roster> = {
  id: 'relay',
  name: 'Relay Race',
  summary: 'Two teams race to the finish, a die at a time.',
  terms: { score: 'paces', losses: 'stumbles', unit: 'runner', force: 'team', endings: { 'finish-line': 'at the finish line' }, victory: 'win' },
  rulings: RELAY_RULINGS,
  libraries: [],
  rosters: {
    version: 1,
    schema: z.strictObject({ name: z.string().min(1), runners: z.number().int().min(1, { error: 'A team needs a runner' }).max(4) }),
    empty: (name) => ({ name, runners: 1 }),
    assess: (roster) => ({ points: roster.runners * 10, size: roster.runners, problems: [], valid: true, battleReady: true, description: `${roster.runners} runners` }),
  },
  battle: {
    sides: { min: 2, max: 2 },
    forcesPerSide: { min: 1, max: 1 },
    setupSchema: z.strictObject({ finish: z.number().int().min(6, { error: 'The finish is at least 6 paces away' }) }),
    buildSetup: (input, sides) => ({ ok: true, setup: { finish: input.finish, sides: sides.map((s) => ({ side: s.side, playerName: s.playerName, runners: s.forces[0]!.roster.runners })) } }),
    eventSchema: z.discriminatedUnion('type', [
      z.strictObject({ type: z.literal('dash'), side: z.string(), die: z.number().int() }),
      z.strictObject({ type: z.literal('stumble'), side: z.string() }),
    ]),
    initialState: (setup) => ({ setup, distance: {}, turn: 1, winner: null }),
    apply: (state, event, rulings) => {
      if (state.winner) return { ok: false, reason: 'The race is over' };
      if (!state.setup.sides.some((s) => s.side === event.side)) return { ok: false, reason: 'No such team' };
      if (event.type === 'stumble') return { ok: true, state: { ...state, turn: state.turn + 1 }, outcomes: [] };
      if (event.die < 1 || event.die > 6) return { ok: false, reason: 'A die shows 1 to 6' };
      const paces = event.die === 6 && rulings['relay.dash-doubles'] === 'yes' ? 12 : event.die;
      const distance = { ...state.distance, [event.side]: (state.distance[event.side] ?? 0) + paces };
      const crossed = distance[event.side]! >= state.setup.finish;
      return {
        ok: true,
        state: { ...state, distance, turn: state.turn + 1, winner: crossed ? event.side : null },
        outcomes: [{ code: 'ran', side: event.side, paces }, ...(crossed ? [{ code: 'crossed-line' as const, side: event.side }] : [])],
      };
    },
    stages: [
      { id: 'racing', label: 'Racing' },
      { id: 'over', label: 'Finished' },
    ],
    summary: (state): BattleSummary => ({
      status: state.winner ? 'over' : 'in-progress',
      turn: state.turn,
      stage: state.winner ? 'over' : 'racing',
      clock: null,
      scores: scoresOf(state),
      losses: {},
      result: state.winner
        ? {
            winner: state.winner,
            endedBy: 'finish-line',
            decisive: null,
            turns: state.turn,
            scores: state.setup.sides.map((s) => ({ side: s.side, total: state.distance[s.side] ?? 0, breakdown: [] })),
            losses: state.setup.sides.map((s) => ({ side: s.side, amount: 0, unitsLost: 0 })),
          }
        : null,
    }),
    sideKeys: (setup) => setup.sides.map((s) => s.side),
  },
  narrator: {
    describeOutcome: (outcome, setup) => {
      const who = setup.sides.find((s) => s.side === outcome.side)!.playerName;
      return outcome.code === 'ran' ? `${who}’s team ran ${outcome.paces} paces.` : `${who}’s team crossed the finish line.`;
    },
    describeEvent: (event) => (event.type === 'dash' ? `A dash (${event.die})` : 'A stumble'),
    narrate: ({ setup, steps }) => ({
      lines: steps.flatMap((step) =>
        step.outcomes.map((outcome, i) => ({
          key: `s${step.seq}-${i}`,
          seq: step.seq,
          lastSeq: step.seq,
          turn: step.turn,
          kind: outcome.code,
          turningPoint: outcome.code === 'crossed-line',
          text: RELAY.narrator.describeOutcome(outcome, setup),
        })),
      ),
      units: [],
      sideCounters: {},
    }),
  },
};

let unregister: () => void;
beforeAll(() => {
  unregister = registerSystem(RELAY);
});
afterAll(() => unregister());

let temp: TempStore;
let api: ReturnType<typeof caller>;
let campaignId: string;
let players: string[];

beforeEach(() => {
  temp = openTempStore();
  api = caller(temp.ctx);
  campaignId = api.call<{ id: string }>('campaigns.create', { name: 'Sports Day' }).id;
  players = ['Ada', 'Ben'].map((name, i) => api.call<{ id: string }>('players.create', { campaignId, name, colour: i ? '#8e2a22' : '#1f5f8b' }).id);
});
afterEach(() => temp.dispose());

function race(houseRules: Record<string, string> = {}): SystemBattleDetail {
  if (Object.keys(houseRules).length) api.call('campaigns.update', { id: campaignId, houseRules });
  const teams = players.map((playerId, i) => api.call<ForceDetail>('forces.create', { campaignId, playerId, system: 'relay', roster: { name: `Team ${i + 1}`, runners: 2 } }));
  return api.call<SystemBattleDetail>('battles.create', {
    system: 'relay',
    campaignId,
    name: 'The Hundred Paces',
    sides: teams.map((team, i) => ({ playerId: players[i], armyIds: [team.id] })),
    setup: { finish: 10 },
  });
}

describe('a game system registered in test code', () => {
  it('is checked at the contract by its own schemas', () => {
    expect(api.refusal('forces.create', { campaignId, playerId: players[0], system: 'relay', roster: { name: 'Nobody', runners: 0 } })).toEqual({ code: 'invalid_input', message: 'A team needs a runner', path: 'roster.runners' });
    const created = race();
    expect(api.refusal('battles.create', { system: 'relay', campaignId, name: 'Short', sides: created.players.map((p) => ({ playerId: p.playerId, armyIds: [p.forces[0]!.armyId] })), setup: { finish: 2 } })).toMatchObject({
      code: 'invalid_input',
      path: 'setup.finish',
    });
    expect(api.refusal('battles.append', { battleId: created.id, system: 'relay', event: { type: 'fly', side: 'A' }, expectedCount: 0 })).toMatchObject({ code: 'invalid_input', path: 'event.type' });
  });

  it('plays a battle through the contract and the store, judged by its engine with the campaign’s rulings', () => {
    let battle = race({ 'relay.dash-doubles': 'yes' });
    expect(battle.rulings).toEqual({ 'relay.dash-doubles': 'yes' });
    const before = everyTableRow(temp.store.sqlite);
    expect(api.refusal('battles.append', { battleId: battle.id, system: 'relay', event: { type: 'dash', side: 'A', die: 7 }, expectedCount: 0 })).toEqual({ code: 'rejected', message: 'A die shows 1 to 6', path: 'event' });
    expect(everyTableRow(temp.store.sqlite)).toEqual(before);
    battle = appendStep(api, battle, { type: 'dash', side: 'B', die: 3 });
    battle = appendStep(api, battle, { type: 'dash', side: 'A', die: 6 });
    expect(battle.steps[1]!.outcomes).toEqual([
      { code: 'ran', side: 'A', paces: 12 },
      { code: 'crossed-line', side: 'A' },
    ]);
    expect(battle).toMatchObject({ status: 'over', progress: 'Over', outcome: { winners: ['Ada'], ending: 'at the finish line', scoreTerm: 'paces' } });
    expect(temp.store.sqlite.prepare('SELECT seq, type FROM battle_events ORDER BY seq').all()).toEqual([
      { seq: 1, type: 'dash' },
      { seq: 2, type: 'dash' },
    ]);
    const undone = api.call<SystemBattleDetail>('battles.undo', { battleId: battle.id, expectedCount: 2 });
    expect(undone).toMatchObject({ status: 'in-progress', eventCount: 1, summary: { scores: { A: 0, B: 3 } } });
  });

  it('a battle of a system this version does not know is listed but not opened', () => {
    const battle = race();
    temp.store.sqlite.prepare("UPDATE battles SET system = 'tiddlywinks' WHERE id = ?").run(battle.id);
    expect(api.call<BattleListRow[]>('battles.list', { campaignId }).map((b) => [b.systemName, b.progress])).toEqual([['tiddlywinks', 'Needs a newer version of the app']]);
    expect(api.refusal('battles.get', { id: battle.id })).toMatchObject({ code: 'rejected', message: expect.stringContaining('does not know (tiddlywinks)') });
    expect(api.call<CampaignOverview>('campaigns.overview', { id: campaignId }).battles).toEqual([]);
  });

  it('is listed, counted in the standings and chronicled by its own narrator', () => {
    const battle = race();
    api.call('battles.append', { battleId: battle.id, system: 'relay', event: { type: 'dash', side: 'B', die: 5 }, expectedCount: 0 });
    api.call('battles.append', { battleId: battle.id, system: 'relay', event: { type: 'dash', side: 'B', die: 6 }, expectedCount: 1 });
    expect(api.call<BattleListRow[]>('battles.list', { campaignId }).map((b) => [b.systemName, b.outcome?.winners])).toEqual([['Relay Race', ['Ben']]]);
    const overview = api.call<CampaignOverview>('campaigns.overview', { id: campaignId });
    expect(overview.standings.map((s) => [s.playerName, s.won, s.lost, s.bySystem.map((x) => x.systemName)])).toEqual([
      ['Ben', 1, 0, ['Relay Race']],
      ['Ada', 0, 1, ['Relay Race']],
    ]);
    const chronicle = api.call<BattleChronicleView>('chronicle.battle.get', { battleId: battle.id });
    expect(chronicle.lines.map((line) => line.text)).toEqual(['Ben’s team ran 5 paces.', 'Ben’s team ran 6 paces.', 'Ben’s team crossed the finish line.']);
    expect(chronicle).toMatchObject({ systemName: 'Relay Race', terms: { score: 'paces' } });
    const found = api.call<{ hits: SearchHit[] }>('chronicle.search', { campaignId, query: 'finish line' });
    expect(found.hits.map((hit) => hit.battleId)).toEqual([battle.id]);
  });
});
