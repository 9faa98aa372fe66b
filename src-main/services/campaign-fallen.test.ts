import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTempStore, type TempStore } from '../testing/temp-store';
import { caller, createPreyBattle, playPreyBattle } from '../testing/system-fixtures';
import { fallenBattles } from '../testing/fallen-battles';
import type { CampaignOverview } from '../../src-shared/contract/campaign-overview';
import type { Dashboard } from '../../src-shared/contract/chronicle';

/**
 * The campaign's count of the fallen takes every system's fallen bodies, each reported by the
 * system through the seam's `BattleSummary.fallen`, whatever its losses are counted in (Order 66
 * in wounds, 1999 in Army Points, OpenD6 in soldiers). On a real SQLite file with the real
 * migrations, through the contract.
 */
let temp: TempStore;
let api: ReturnType<typeof caller>;
let campaignId: string;
let fixtures: ReturnType<typeof fallenBattles>;

beforeEach(() => {
  temp = openTempStore();
  api = caller(temp.ctx);
  campaignId = api.call<{ id: string }>('campaigns.create', { name: 'The Long Count' }).id;
  fixtures = fallenBattles(api, campaignId);
});
afterEach(() => temp.dispose());

const overview = () => api.call<CampaignOverview>('campaigns.overview', { id: campaignId });
const dashboard = () => api.call<Dashboard>('chronicle.dashboard', { campaignId });

describe('the fallen of every system count towards the campaign', () => {
  it('adds Order 66, 1999 and OpenD6 fallen: 1 + 5 + 2 on the overview, the standings’ total and the chart', () => {
    const choke = fixtures.chokeBattle();
    const prey = fixtures.preyBattle();
    const volley = fixtures.volleyBattle();
    expect([choke.status, prey.status, volley.status]).toEqual(['over', 'over', 'over']);

    expect(overview().soldiersLost).toBe(8);
    const board = dashboard();
    expect(board.soldiersLost).toBe(8);
    // Every battle is in the chart of the fallen, each side with its own fallen, not its losses in the system's units.
    const fallen = Object.fromEntries(board.series.map((battle) => [battle.name, battle.countsFallen ? battle.sides.map((side) => side.soldiersLost) : null]));
    expect(fallen).toEqual({ 'The Grey Square': [0, 1], 'The Ash Road': [0, 4, 1], 'The Walls': [2, 0] });
  });

  it('says what the count is in the systems’ own nouns: Order 66’s and 1999’s models, OpenD6’s soldiers, and both once mixed', () => {
    expect(overview().fallenNoun).toBeNull();
    fixtures.chokeBattle();
    // One Order 66 model fell (seed 000 L56, "removed as a casualty"): a model, not a soldier.
    expect(overview()).toMatchObject({ soldiersLost: 1, fallenNoun: { one: 'model', many: 'models' } });
    fixtures.preyBattle();
    expect(dashboard()).toMatchObject({ soldiersLost: 6, fallenNoun: { one: 'model', many: 'models' } });
    fixtures.volleyBattle();
    // OpenD6 counts soldiers made casualties (seed 004 L68): the total of the three is models and soldiers.
    expect(overview().fallenNoun).toEqual({ one: 'model or soldier', many: 'models and soldiers' });
    expect(dashboard().fallenNoun).toEqual({ one: 'model or soldier', many: 'models and soldiers' });
    const markdown = api.call<{ content: string }>('chronicle.export', { campaignId, format: 'markdown' }).content;
    expect(markdown).toContain('In all, 8 models and soldiers fell in this campaign.');
    expect(markdown).not.toMatch(/\d soldiers fell/);
  });

  it('counts a battle still being fought as it stands: its dead are dead', () => {
    const prey = createPreyBattle(api, campaignId, [fixtures.player('Ann'), fixtures.player('Bo'), fixtures.player('Cid')]);
    expect(overview().soldiersLost).toBe(0);
    const played = playPreyBattle(api, prey);
    api.call('battles.undo', { battleId: prey.id, expectedCount: played.steps.length });
    // The last shot (the Sergeant's on the fourth Hound) undone: three Hounds and the Runner.
    expect(overview().soldiersLost).toBe(4);
    expect(dashboard().soldiersLost).toBe(4);
  });

  it('reads a summary stored before the fallen were kept: OpenD6 from its soldiers lost, 1999 (counted in Army Points) as none, not as 31 soldiers', () => {
    const prey = fixtures.preyBattle();
    const volley = fixtures.volleyBattle();
    const strip = temp.store.sqlite.prepare("UPDATE battles SET summary_json = json_remove(summary_json, '$.fallen') WHERE id = ?");
    strip.run(prey.id);
    strip.run(volley.id);
    expect(overview().soldiersLost).toBe(2);
    const board = dashboard();
    expect(board.soldiersLost).toBe(2);
    expect(board.series.map((battle) => [battle.name, battle.countsFallen])).toEqual([
      ['The Ash Road', false],
      ['The Walls', true],
    ]);
  });
});
