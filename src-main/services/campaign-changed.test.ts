import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../dispatch';
import { openTempStore, type TempStore } from '../testing/temp-store';
import { succeeded } from '../testing/succeeded';
import type { Campaign } from '../../src-shared/contract/campaigns';
import type { LadderView } from '../../src-shared/contract/ladders';
import { ICE_RANGERS } from '../../src-shared/rules/opend6/squads/samples';
import { legalHumanRoster } from '../testing/army-fixtures';
import { fallenBattles } from '../testing/fallen-battles';
import { caller } from '../testing/system-fixtures';
import type { BattleChronicleView } from '../../src-shared/contract/chronicle';

let temp: TempStore;
beforeEach(() => {
  temp = openTempStore();
});
afterEach(() => temp.dispose());

const value = <T>(name: string, input: unknown): T => succeeded<T>(name, dispatch(temp.ctx, name, input));
const listed = () => value<Campaign[]>('campaigns.list', {}).map((c) => ({ name: c.name, updatedAt: c.updatedAt }));
const rowTime = (table: string, id: string) => temp.store.sqlite.prepare(`SELECT updated_at FROM ${table} WHERE id = ?`).pluck().get(id) as number;

describe("a campaign's “changed” time is the latest change to anything in it (real SQLite file)", () => {
  it('moves with a player added, a ladder challenge recorded and an edit, and orders the list by it', () => {
    const iron = value<Campaign>('campaigns.create', { name: 'Iron Hold' });
    const marches = value<Campaign>('campaigns.create', { name: 'Sundered Marches' });
    expect(listed().map((c) => c.name)).toEqual(['Sundered Marches', 'Iron Hold']);

    const ann = value<{ id: string }>('players.create', { campaignId: iron.id, name: 'Ann', colour: '#8e2a22' });
    const afterPlayer = rowTime('players', ann.id);
    expect(afterPlayer).toBeGreaterThan(marches.updatedAt);
    expect(listed()).toEqual([
      { name: 'Iron Hold', updatedAt: afterPlayer },
      { name: 'Sundered Marches', updatedAt: marches.updatedAt },
    ]);
    expect(value<Campaign>('campaigns.get', { id: iron.id }).updatedAt).toBe(afterPlayer);
    // The campaign's own row is untouched: the time is read from what changed, not written twice.
    expect(rowTime('campaigns', iron.id)).toBe(iron.updatedAt);

    const ladder = value<LadderView>('ladders.create', { campaignId: marches.id, name: 'Club ladder', system: '1999', players: ['Bo', 'Cy'] });
    const [bo, cy] = ladder.players;
    value('ladders.challenge', { ladderId: ladder.ladder.id, challenger: bo!.id, challenged: cy!.id, scheduledAt: '2030-01-01T18:00:00.000Z', place: 'Club Hall' });
    const afterChallenge = rowTime('ladders', ladder.ladder.id);
    expect(afterChallenge).toBeGreaterThan(ladder.ladder.createdAt);
    expect(listed()).toEqual([
      { name: 'Sundered Marches', updatedAt: afterChallenge },
      { name: 'Iron Hold', updatedAt: afterPlayer },
    ]);

    const renamed = value<Campaign>('campaigns.update', { id: iron.id, setting: 'The northern passes' });
    expect(renamed.updatedAt).toBeGreaterThan(afterChallenge);
    expect(listed()[0]).toEqual({ name: 'Iron Hold', updatedAt: renamed.updatedAt });
  });

  it('moves with each thing deleted from the campaign, and only that campaign’s', () => {
    const iron = value<Campaign>('campaigns.create', { name: 'Iron Hold' });
    const other = value<Campaign>('campaigns.create', { name: 'Sundered Marches' });
    const ann = value<{ id: string }>('players.create', { campaignId: iron.id, name: 'Ann', colour: '#8e2a22' });
    const bo = value<{ id: string }>('players.create', { campaignId: iron.id, name: 'Bo', colour: '#22508e' });
    const army = value<{ id: string }>('armies.create', { campaignId: iron.id, playerId: ann.id, roster: legalHumanRoster() });
    const force = value<{ id: string }>('forces.create', { campaignId: iron.id, playerId: bo.id, system: 'opend6', roster: ICE_RANGERS });
    const sides = [{ playerId: ann.id, armyIds: [] }, { playerId: bo.id, armyIds: [] }];
    const battle = value<{ id: string }>('battles.create', { system: 'infinity-its', campaignId: iron.id, name: 'Paradiso', sides, setup: { scenario: 'supremacy', armyPoints: 300 } });
    const note = value<{ id: string }>('chronicle.note.add', { battleId: battle.id, body: 'The dice were cursed.' });
    const entry = value<{ id: string }>('chronicle.diary.create', { campaignId: iron.id, title: 'Muster', body: 'We gather.', links: [] });
    const ladder = value<LadderView>('ladders.create', { campaignId: iron.id, name: 'Club ladder', system: '1999', players: ['Ann', 'Bo'] });
    const session = value<{ session: { id: string } }>('objectives.createSession', { campaignId: iron.id, name: 'Game 1', scenario: 'annihilation', playerA: 'Ann', playerB: 'Bo', rulings: {} });
    const changed = (id: string) => listed().find((c) => c.name === (id === iron.id ? 'Iron Hold' : 'Sundered Marches'))!.updatedAt;
    const otherBefore = changed(other.id);

    const deletions: readonly [string, string][] = [
      ['chronicle.note.delete', note.id],
      ['battles.delete', battle.id],
      ['forces.delete', force.id],
      ['armies.delete', army.id],
      ['chronicle.diary.delete', entry.id],
      ['ladders.delete', ladder.ladder.id],
      ['objectives.deleteSession', session.session.id],
      ['players.delete', bo.id],
    ];
    for (const [call, id] of deletions) {
      const before = changed(iron.id);
      value(call, { id });
      expect(changed(iron.id), call).toBeGreaterThan(before);
      // The campaign page asks for one campaign too, and reads the same time.
      expect(value<Campaign>('campaigns.get', { id: iron.id }).updatedAt, call).toBe(changed(iron.id));
    }
    expect(changed(other.id)).toBe(otherBefore);
    expect(listed()[0]!.name).toBe('Iron Hold');
  });

  it('moves when a line of a battle’s chronicle is hidden, and again when it is shown', () => {
    const iron = value<Campaign>('campaigns.create', { name: 'Iron Hold' });
    const battle = fallenBattles(caller(temp.ctx), iron.id).chokeBattle();
    const line = value<BattleChronicleView>('chronicle.battle.get', { battleId: battle.id }).lines[0]!;
    for (const hidden of [true, false]) {
      const before = listed()[0]!.updatedAt;
      value('chronicle.battle.setLineHidden', { battleId: battle.id, lineKey: line.key, hidden });
      expect(listed()[0]!.updatedAt, hidden ? 'hidden' : 'shown').toBeGreaterThan(before);
    }
  });

  it('a refused deletion leaves the time as it was', () => {
    const iron = value<Campaign>('campaigns.create', { name: 'Iron Hold' });
    const ann = value<{ id: string }>('players.create', { campaignId: iron.id, name: 'Ann', colour: '#8e2a22' });
    const force = value<{ id: string }>('forces.create', { campaignId: iron.id, playerId: ann.id, system: 'opend6', roster: ICE_RANGERS });
    const before = listed()[0]!.updatedAt;
    const missing = dispatch(temp.ctx, 'battles.delete', { id: 'no-such-battle' });
    expect(!missing.ok && missing.error.code).toBe('not_found');
    // forces.delete refuses an Orders & Omens army; armies.delete refuses a force of another system.
    expect(dispatch(temp.ctx, 'armies.delete', { id: force.id }).ok).toBe(false);
    expect(listed()[0]!.updatedAt).toBe(before);
    expect(rowTime('campaigns', iron.id)).toBe(iron.updatedAt);
  });
});
