import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import type { CallInput } from '../../src-shared/contract';
import type { SystemBattleDetail } from '../../src-shared/contract/system-battles';
import type { BattleDetail } from '../../src-shared/contract/orders-omens/battles';
import type { SystemEvent } from '../../src-shared/systems/game-system';
import { blueRoster, redRoster } from '../../src-shared/rules/orders-omens/walkthrough/testing/sample-armies';
import { SAMPLE_BATTLE } from '../../src-shared/rules/orders-omens/walkthrough/testing/sample-battle';
import { caller, createPreyBattle, PREY_SCRIPT } from '../../src-main/testing/system-fixtures';
import type { TempStore } from '../../src-main/testing/temp-store';
import { useBattlesStore } from '../systems/orders-omens/stores/battles';
import { useSystemBattlesStore } from './system-battles';
import { call } from '../api';
import { installRealBridge, removeBridge } from '../testing/real-bridge';
import { answerLate } from '../testing/late-answer';
import { STILL_RECORDING } from '../step-in-flight';

// The battle screen after fast clicks, over the real services: one answer is delivered late, as a slow transport would.
let temp: TempStore;
let campaignId: string;
let players: string[];
beforeEach(async () => {
  setActivePinia(createPinia());
  temp = installRealBridge();
  campaignId = (await call('campaigns.create', { name: 'War' })).id;
  players = [];
  for (const [name, colour] of [['Ann', '#2f5d8a'], ['Bram', '#8e2a22'], ['Cy', '#3a7a3a']] as const) players.push((await call('players.create', { campaignId, name, colour })).id);
});
afterEach(() => removeBridge(temp));

// The sample rosters are read-only data; the contract's input type is the parsed (mutable) one.
type Roster = CallInput<'armies.create'>['roster'];

async function ordersOmensBattle(name: string): Promise<BattleDetail> {
  const [armyA, armyB] = [await call('armies.create', { campaignId, playerId: players[0]!, roster: blueRoster() as Roster }), await call('armies.create', { campaignId, playerId: players[1]!, roster: redRoster() as Roster })];
  return (await call('battles.create', { campaignId, name, armyA: armyA.id, armyB: armyB.id, tableWidthFeet: 4, tableDepthFeet: 4, turnLimit: 6, objectives: [{ name: 'The bridge' }] })) as BattleDetail;
}

const preyBattle = (): SystemBattleDetail => createPreyBattle(caller(temp.ctx), campaignId, players);

describe('an Orders & Omens battle when an answer comes late', () => {
  it('keeps a step on screen when a re-read of the battle started before it answers last', async () => {
    const store = useBattlesStore();
    store.adopt(await ordersOmensBattle('The Mill'));
    const release = answerLate('battles.get');
    const reading = store.open(store.current!.id);
    expect(await store.append(SAMPLE_BATTLE[0]!)).toBeNull();
    release();
    await reading;
    expect(store.current?.steps).toHaveLength(1);
  });

  it('keeps the battle opened since on screen when a step sent from the one left answers after it', async () => {
    const store = useBattlesStore();
    store.adopt(await ordersOmensBattle('The Mill'));
    const ford = await ordersOmensBattle('The Ford');
    const release = answerLate('battles.append');
    const stepping = store.append(SAMPLE_BATTLE[0]!);
    store.adopt(ford);
    release();
    await stepping;
    expect(store.current?.name).toBe('The Ford');
  });

  it('records a step clicked twice before it answers once, without a conflict', async () => {
    const store = useBattlesStore();
    store.adopt(await ordersOmensBattle('The Mill'));
    const release = answerLate('battles.append');
    const first = store.append(SAMPLE_BATTLE[0]!);
    expect(await store.append(SAMPLE_BATTLE[0]!)).toBe(STILL_RECORDING);
    release();
    expect(await first).toBeNull();
    expect(store.current?.steps).toHaveLength(1);
    expect((await call('battles.get', { id: store.current!.id })).steps).toHaveLength(1);
  });
});

describe('another system’s battle when an answer comes late', () => {
  it('keeps a step on screen when a re-read of the battle started before it answers last', async () => {
    const store = useSystemBattlesStore();
    await store.adopt(preyBattle());
    const release = answerLate('battles.get');
    const reading = store.open(store.current!.id);
    expect(await store.append(PREY_SCRIPT[0] as SystemEvent)).toBeNull();
    release();
    await reading;
    expect(store.current?.steps).toHaveLength(1);
  });

  it('keeps the battle opened since on screen when the one left finishes opening after it', async () => {
    const store = useSystemBattlesStore();
    const [left, next] = [preyBattle(), preyBattle()];
    const release = answerLate('libraries.list');
    const leaving = store.adopt(left);
    await store.adopt(next);
    release();
    await leaving;
    expect(store.current?.id).toBe(next.id);
  });
});

describe('another system’s battle stepped twice before it answers', () => {
  it('records the step once, without a conflict, and takes back one step per undo', async () => {
    const store = useSystemBattlesStore();
    await store.adopt(preyBattle());
    const release = answerLate('battles.append');
    const first = store.append(PREY_SCRIPT[0] as SystemEvent);
    expect(await store.append(PREY_SCRIPT[0] as SystemEvent)).toBe(STILL_RECORDING);
    release();
    expect(await first).toBeNull();
    expect((await call('battles.get', { id: store.current!.id })).steps).toHaveLength(1);
    const releaseUndo = answerLate('battles.undo');
    const undoing = store.undo();
    expect(await store.undo()).toBe(STILL_RECORDING);
    releaseUndo();
    expect(await undoing).toBeNull();
    expect(store.current?.steps).toHaveLength(0);
  });
});
