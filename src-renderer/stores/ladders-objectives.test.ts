import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { nextTick } from 'vue';
import { useLaddersStore } from './ladders';
import { useObjectivesStore } from './objectives';
import { ApiError, call } from '../api';
import { installRealBridge, removeBridge } from '../testing/real-bridge';
import { answerLate } from '../testing/late-answer';
import type { TempStore } from '../../src-main/testing/temp-store';

let temp: TempStore;
let campaignId: string;
beforeEach(async () => {
  setActivePinia(createPinia());
  temp = installRealBridge();
  campaignId = (await call('campaigns.create', { name: 'War' })).id;
});
afterEach(() => removeBridge(temp));

describe('ladder and objectives stores over the real contract', () => {
  it('keeps the committed ladder on screen and leaves it unchanged when a challenge is refused', async () => {
    const store = useLaddersStore();
    const view = await store.create({ campaignId, name: 'Club', system: '1999', players: ['Ann', 'Bob'] });
    expect(store.ladders.map((ladder) => ladder.name)).toEqual(['Club']);
    const [ann, bob] = view.players;
    const refused = await store.challenge({ ladderId: view.ladder.id, challenger: ann!.id, challenged: bob!.id, scheduledAt: '2001-01-01T00:00:00Z', place: 'Hall' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe('rejected');
    expect(store.current).toEqual(view);
  });

  it('updates the ladder’s card in the list with each committed write, so the list is never a step behind', async () => {
    const store = useLaddersStore();
    const view = await store.create({ campaignId, name: 'Club', system: '1999', players: ['Ann', 'Bob'] });
    await store.create({ campaignId, name: 'Other', system: '1999', players: ['Cy'] });
    await store.join({ ladderId: view.ladder.id, name: 'Cat' });
    expect(store.ladders.map((ladder) => [ladder.name, ladder.players])).toEqual([['Other', 1], ['Club', 3]]);
  });

  it('keeps a player who joined on the ladder when a read of it started before answers last', async () => {
    const store = useLaddersStore();
    const view = await store.create({ campaignId, name: 'Club', system: '1999', players: ['Ann', 'Bob'] });
    const release = answerLate('ladders.get');
    const reading = store.open(view.ladder.id);
    await store.join({ ladderId: view.ladder.id, name: 'Cat' });
    release();
    await reading;
    expect(store.current?.players.map((player) => player.name)).toEqual(['Ann', 'Bob', 'Cat']);
  });

  it('keeps the ladder opened last on screen when the one opened before answers after it', async () => {
    const store = useLaddersStore();
    const first = await store.create({ campaignId, name: 'Club', system: '1999', players: ['Ann'] });
    const second = await store.create({ campaignId, name: 'Other', system: '1999', players: ['Bob'] });
    const release = answerLate('ladders.get');
    const leaving = store.open(first.ladder.id);
    await store.open(second.ladder.id);
    release();
    await leaving;
    expect(store.current?.ladder.name).toBe('Other');
  });

  it('updates the session’s card in the list as its draws are made', async () => {
    const store = useObjectivesStore();
    const view = await store.create({ campaignId, name: 'G', scenario: 'nimbus-zone', playerA: 'Ann', playerB: 'Bob' });
    await store.draw({ sessionId: view.session.id, player: 'Ann', chart: 'MK1', die: 7 });
    await nextTick();
    expect(store.sessions.map((session) => session.drawsMade)).toEqual([1]);
  });

  it('holds a player’s own draws only until they hand the laptop back', async () => {
    const store = useObjectivesStore();
    const view = await store.create({ campaignId, name: 'G', scenario: 'nimbus-zone', playerA: 'Ann', playerB: 'Bob' });
    await store.showOwn(view.session.id, 'Ann');
    await store.draw({ sessionId: view.session.id, player: 'Ann', chart: 'MK1', die: 7 });
    expect(store.own?.draws.map((draw) => draw.objective.name)).toEqual(['Telemetry']);
    expect(store.current?.draws).toEqual([expect.objectContaining({ player: 'Ann', hidden: true, objective: null })]);
    store.hideOwn();
    expect(store.own).toBeNull();
  });

  it('drops a player’s draw that arrives after they handed the laptop back, so the next player never sees it', async () => {
    const store = useObjectivesStore();
    const view = await store.create({ campaignId, name: 'G', scenario: 'nimbus-zone', playerA: 'Ann', playerB: 'Bob' });
    await store.showOwn(view.session.id, 'Ann');
    const drawing = store.draw({ sessionId: view.session.id, player: 'Ann', chart: 'MK1', die: 7 });
    store.hideOwn();
    await drawing;
    expect(store.own).toBeNull();
    // The draw itself was made, and the table's view counts it without showing it.
    expect(store.current?.draws).toEqual([expect.objectContaining({ player: 'Ann', hidden: true, objective: null })]);
  });

  it('keeps the newer session on screen when an older read of it answers last', async () => {
    const store = useObjectivesStore();
    const view = await store.create({ campaignId, name: 'G', scenario: 'nimbus-zone', playerA: 'Ann', playerB: 'Bob' });
    // The first read is answered at once by the real services but delivered after the draw, as a slow
    // transport would; the bridge itself is untouched.
    const bridge = window.warchronicle!;
    let deliver!: () => void;
    const late = new Promise<void>((resolve) => (deliver = resolve));
    window.warchronicle = { invoke: async (name, input) => { const answer = await bridge.invoke(name, input); await late; return answer; } };
    const reading = store.refresh();
    window.warchronicle = bridge;
    await store.draw({ sessionId: view.session.id, player: 'Ann', chart: 'MK1', die: 7 });
    expect(store.current?.draws).toHaveLength(1);
    deliver();
    await reading;
    expect(store.current?.draws).toHaveLength(1);
  });
});

