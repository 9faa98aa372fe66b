import { describe, expect, it } from 'vitest';
import { createPreyBattle, playPreyBattle } from '../testing/system-fixtures';
import { longNightCampaign } from '../testing/long-night-campaign';
import type { BattleLadderGame, LadderView } from '../../src-shared/contract/ladders';
import type { SystemBattleDetail } from '../../src-shared/contract/system-battles';

/**
 * Ladder games recorded from battles of any system, through the contract (`dispatch`) on a real
 * SQLite file with the shipped migrations: a three-player 1999 Prey battle (Ann wins) decides a
 * Title Tournament game between the two of its players the group names.
 */

const night = longNightCampaign();
const { playerIds } = night;

const ladderEvents = () => night.temp.store.sqlite.prepare('SELECT count(*) FROM ladder_events').pluck().get() as number;
const idOf = (view: LadderView, name: string) => view.players.find((player) => player.name === name)!.id;

function ladder(system: string, players: string[]): LadderView {
  return night.api.call<LadderView>('ladders.create', { campaignId: night.campaignId, name: 'Club ladder', system, players, rulings: {} });
}

function challenge(view: LadderView, challenger: string, challenged: string): { view: LadderView; challengeId: string } {
  const scheduledAt = new Date(Date.now() + 86_400_000).toISOString();
  const issued = night.api.call<LadderView>('ladders.challenge', { ladderId: view.ladder.id, challenger: idOf(view, challenger), challenged: idOf(view, challenged), scheduledAt, place: 'Club hall' });
  return { view: issued, challengeId: issued.challenges.at(-1)!.id };
}

const finishedPrey = (): SystemBattleDetail => playPreyBattle(night.api, createPreyBattle(night.api, night.campaignId, playerIds));

describe('a ladder game from a three-player 1999 battle', () => {
  it('takes the pair by name and the winner from the battle, and links both ways by name', () => {
    const battle = finishedPrey();
    expect(battle.outcome?.winners).toEqual(['Ann']);
    const { view, challengeId } = challenge(ladder('1999', ['Ann', 'Bob', 'Cy']), 'Bob', 'Ann');

    const recorded = night.api.call<LadderView>('ladders.recordFromBattle', { ladderId: view.ladder.id, challengeId, battleId: battle.id });

    const game = recorded.games.at(-1)!;
    expect(game).toMatchObject({ winner: idOf(recorded, 'Ann'), battleId: battle.id, battleName: 'The Ash Road', fromBattle: { systemName: '1999', pair: ['Bob', 'Ann'] } });
    expect(recorded.challenges.find((c) => c.id === challengeId)!.status).toBe('played');
    const summary = recorded.log.at(-1)!.summary;
    expect(summary).toContain('Ann beat Bob. Battle: The Ash Road (1999, Bob v Ann).');
    expect(summary).not.toContain(battle.id);
    const causes = recorded.history.filter((change) => change.cause.gameId === game.id);
    expect(causes.length).toBeGreaterThan(0);
    expect(causes.every((change) => change.cause.battleName === 'The Ash Road')).toBe(true);

    expect(night.api.call<BattleLadderGame[]>('ladders.forBattle', { battleId: battle.id })).toEqual([
      { ladderId: view.ladder.id, ladderName: 'Club ladder', at: game.at, challenger: 'Bob', challenged: 'Ann', winner: 'Ann', pair: ['Bob', 'Ann'] },
    ]);
  });

  it('lets the group choose the pair when the ladder names differ, and follows a renamed battle', () => {
    const battle = finishedPrey();
    const { view, challengeId } = challenge(ladder('1999', ['Annie', 'Cyrus']), 'Cyrus', 'Annie');

    const byName = night.api.refusal('ladders.recordFromBattle', { ladderId: view.ladder.id, challengeId, battleId: battle.id });
    expect(byName).toMatchObject({ code: 'invalid_input', path: 'pair', message: 'Choose which of The Ash Road’s players were Cyrus and Annie' });

    const recorded = night.api.call<LadderView>('ladders.recordFromBattle', { ladderId: view.ladder.id, challengeId, battleId: battle.id, pair: { challenger: 'p3', challenged: 'p1' } });
    expect(recorded.games.at(-1)).toMatchObject({ winner: idOf(recorded, 'Annie'), fromBattle: { pair: ['Cy', 'Ann'] } });

    night.api.call('battles.update', { id: battle.id, name: 'The Road of Ash' });
    const reread = night.api.call<LadderView>('ladders.get', { id: view.ladder.id });
    expect(reread.games.at(-1)!.battleName).toBe('The Road of Ash');
    expect(reread.log.at(-1)!.summary).toContain('Battle: The Road of Ash (1999, Cy v Ann).');
  });

  it('refuses a pair neither of whom won the battle, and writes nothing', () => {
    const battle = finishedPrey();
    const { view, challengeId } = challenge(ladder('1999', ['Ann', 'Bob', 'Cy']), 'Cy', 'Bob');
    const before = ladderEvents();

    const refused = night.api.refusal('ladders.recordFromBattle', { ladderId: view.ladder.id, challengeId, battleId: battle.id });

    expect(refused).toMatchObject({ code: 'invalid_input', path: 'pair' });
    expect(refused.message).toBe('The Ash Road was won by Ann, not by Cy or Bob; it cannot decide their ladder game. Choose the pair the game was between, or record the result by hand.');
    expect(ladderEvents()).toBe(before);
    expect(night.api.call<LadderView>('ladders.get', { id: view.ladder.id }).challenges.find((c) => c.id === challengeId)!.status).toBe('open');
  });

  it('refuses the same seat for both ladder players, and a seat the battle does not have', () => {
    const battle = finishedPrey();
    const { view, challengeId } = challenge(ladder('1999', ['Ann', 'Bob']), 'Bob', 'Ann');
    const same = night.api.refusal('ladders.recordFromBattle', { ladderId: view.ladder.id, challengeId, battleId: battle.id, pair: { challenger: 'p1', challenged: 'p1' } });
    expect(same.message).toBe('Choose two different players of the battle: one for each side of the ladder game.');
    const missing = night.api.refusal('ladders.recordFromBattle', { ladderId: view.ladder.id, challengeId, battleId: battle.id, pair: { challenger: 'p1', challenged: 'p9' } });
    expect(missing.message).toBe('Choose two of the players who fought The Ash Road.');
  });

  it('refuses a battle still being fought', () => {
    const battle = createPreyBattle(night.api, night.campaignId, playerIds);
    const { view, challengeId } = challenge(ladder('1999', ['Ann', 'Bob']), 'Bob', 'Ann');
    const refused = night.api.refusal('ladders.recordFromBattle', { ladderId: view.ladder.id, challengeId, battleId: battle.id });
    expect(refused).toMatchObject({ code: 'rejected', path: 'battleId', message: 'The Ash Road is not finished yet; record the ladder game once the battle has a result.' });
  });

  it('offers only battles of the ladder’s own system: a 1999 battle cannot decide an Order 66 ladder game', () => {
    const battle = finishedPrey();
    const { view, challengeId } = challenge(ladder('Order 66', ['Ann', 'Bob']), 'Bob', 'Ann');
    const refused = night.api.refusal('ladders.recordFromBattle', { ladderId: view.ladder.id, challengeId, battleId: battle.id });
    expect(refused).toMatchObject({ code: 'invalid_input', path: 'battleId', message: 'This ladder is played in Order 66, but that battle was a 1999 battle; choose one of the campaign’s Order 66 battles' });
  });

  it('takes a battle of any system when the ladder names no system the app knows', () => {
    const battle = finishedPrey();
    const { view, challengeId } = challenge(ladder('Any game we fancy', ['Ann', 'Bob']), 'Ann', 'Bob');
    const recorded = night.api.call<LadderView>('ladders.recordFromBattle', { ladderId: view.ladder.id, challengeId, battleId: battle.id });
    expect(recorded.games.at(-1)!.winner).toBe(idOf(recorded, 'Ann'));
  });

  it('keeps the link by name, both ways, in a copy of the campaign file', () => {
    const battle = finishedPrey();
    const { view, challengeId } = challenge(ladder('1999', ['Ann', 'Bob']), 'Bob', 'Ann');
    night.api.call('ladders.recordFromBattle', { ladderId: view.ladder.id, challengeId, battleId: battle.id });
    const file = night.api.call<{ content: string }>('exchange.export', { campaignId: night.campaignId }).content;
    night.api.call('exchange.upload', { uploadId: 'ladder-copy', index: 0, total: 1, chunk: file });
    night.api.call('exchange.check', { uploadId: 'ladder-copy' });
    const copy = night.api.call<{ campaignId: string }>('exchange.import', { uploadId: 'ladder-copy', mode: 'copy' });

    const copiedBattle = night.api.call<{ id: string; name: string }[]>('battles.list', { campaignId: copy.campaignId })[0]!;
    const copiedLadder = night.api.call<{ id: string }[]>('ladders.list', { campaignId: copy.campaignId })[0]!;
    const game = night.api.call<LadderView>('ladders.get', { id: copiedLadder.id }).games.at(-1)!;
    expect(copiedBattle.id).not.toBe(battle.id);
    expect(game).toMatchObject({ battleId: copiedBattle.id, battleName: copiedBattle.name });
    expect(night.api.call<BattleLadderGame[]>('ladders.forBattle', { battleId: copiedBattle.id })).toMatchObject([{ ladderId: copiedLadder.id, winner: 'Ann' }]);
  });

  it('refuses a battle of another campaign and an unknown battle, at the contract for a malformed one', () => {
    const battle = finishedPrey();
    const other = night.api.call<{ id: string }>('campaigns.create', { name: 'Elsewhere' }).id;
    const elsewhere = night.api.call<LadderView>('ladders.create', { campaignId: other, name: 'Far ladder', system: '1999', players: ['Ann', 'Bob'], rulings: {} });
    const { view, challengeId } = challenge(elsewhere, 'Bob', 'Ann');
    expect(night.api.refusal('ladders.recordFromBattle', { ladderId: view.ladder.id, challengeId, battleId: battle.id })).toMatchObject({ code: 'invalid_input', path: 'battleId' });
    expect(night.api.refusal('ladders.recordFromBattle', { ladderId: view.ladder.id, challengeId, battleId: '00000000-0000-4000-8000-000000000000' })).toMatchObject({ code: 'not_found' });
    expect(night.api.refusal('ladders.recordFromBattle', { ladderId: view.ladder.id, challengeId, battleId: battle.id, pair: { challenger: '', challenged: 'p1' } })).toMatchObject({ code: 'invalid_input' });
  });
});
