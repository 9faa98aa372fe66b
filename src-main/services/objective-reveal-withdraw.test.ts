import { describe, expect, it } from 'vitest';
import type { OwnDrawsView, SessionView } from '../../src-shared/contract/objectives';
import { testCampaign } from '../testing/test-campaign';

const campaign = testCampaign<SessionView>('Paradiso');
const { call, value } = campaign;
const eventRows = () => campaign.rows('objective_events');

/** Annihilation, Ann's draw revealed: Telemetry is MK1 result 7 (seed 003 L86–L88, Classified Chart MK.1). */
function revealed(): { id: string; drawId: string } {
  const id = value('objectives.createSession', { campaignId: campaign.campaignId, name: 'Game 1', scenario: 'annihilation', playerA: 'Ann', playerB: 'Bob', rulings: {} }).session.id;
  const drawId = value<OwnDrawsView>('objectives.draw', { sessionId: id, player: 'Ann', chart: 'MK1', die: 7 }).draws[0]!.id;
  value('objectives.reveal', { sessionId: id, drawId, player: 'Ann' });
  return { id, drawId };
}

describe('taking a Classified Objective reveal back, until the game is scored', () => {
  it('hides the draw from the table again, logs who and why, and lets the owner reveal it again', () => {
    const { id, drawId } = revealed();
    const back = value('objectives.withdrawReveal', { sessionId: id, drawId, player: 'Ann', reason: 'Shown before the game began' });
    expect(back.draws[0]).toMatchObject({ hidden: true, objective: null, revealedAt: null });
    expect(back.log.at(-1)!.summary).toBe('Ann took back the reveal of draw 1 (Telemetry); it is hidden again. Reason: Shown before the game began.');
    const again = value('objectives.reveal', { sessionId: id, drawId, player: 'Ann' });
    expect(again.draws[0]).toMatchObject({ hidden: false, objective: { name: 'Telemetry' } });
  });

  it('refuses, writing nothing: another player, a draw not revealed, no reason, an achieved objective, a scored game', () => {
    const { id, drawId } = revealed();
    const rows = eventRows();
    expect(call('objectives.withdrawReveal', { sessionId: id, drawId, player: 'Bob', reason: 'Mine' })).toMatchObject({ ok: false, error: { message: expect.stringContaining('Only Ann may take back') } });
    expect(call('objectives.withdrawReveal', { sessionId: id, drawId, player: 'Ann', reason: '  ' })).toMatchObject({ ok: false });
    const bobsDraw = value<OwnDrawsView>('objectives.draw', { sessionId: id, player: 'Bob', chart: 'MK1', die: 1 }).draws[0]!.id;
    expect(call('objectives.withdrawReveal', { sessionId: id, drawId: bobsDraw, player: 'Bob', reason: 'Oops' })).toMatchObject({ ok: false, error: { message: expect.stringContaining('not revealed') } });

    value('objectives.achieve', { sessionId: id, drawId });
    expect(call('objectives.withdrawReveal', { sessionId: id, drawId, player: 'Ann', reason: 'Oops' })).toMatchObject({ ok: false, error: { message: expect.stringContaining('already achieved') } });
    expect(eventRows()).toBe(rows + 2);
  });

  it('refuses once the game is scored', () => {
    const { id, drawId } = revealed();
    value('objectives.saveReport', { sessionId: id, report: { scenario: 'annihilation', enemyArmyPointsKilled: { A: 100, B: 0 }, survivingArmyPoints: { A: 300, B: 200 } } });
    const rows = eventRows();
    expect(call('objectives.withdrawReveal', { sessionId: id, drawId, player: 'Ann', reason: 'Too late' })).toMatchObject({ ok: false, error: { message: 'This game is already scored; its reveals stand.' } });
    expect(eventRows()).toBe(rows);
  });

  it('asks the owner for their PIN when they have one', () => {
    const { id, drawId } = revealed();
    value('objectives.setPin', { sessionId: id, player: 'Ann', pin: '4821' });
    expect(call('objectives.withdrawReveal', { sessionId: id, drawId, player: 'Ann', reason: 'Oops' })).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    expect(value('objectives.withdrawReveal', { sessionId: id, drawId, player: 'Ann', pin: '4821', reason: 'Oops' }).draws[0]!.hidden).toBe(true);
  });
});
