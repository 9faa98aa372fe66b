import { eq, inArray } from 'drizzle-orm';
import { battles, ladders } from '../db/schema/index';
import type { ParsedInput } from '../../src-shared/contract';
import type { BattleLadderGame } from '../../src-shared/contract/ladders';
import { ladderResultFromBattle, pairByName, playerOf, type BattleForLadder, type GameRecorded, type LadderEvent } from '../../src-shared/rules';
import { ladderSystemId } from '../../src-shared/rules/title-tournament/ladder-system';
import { systemById } from '../../src-shared/systems/registry';
import type { ServiceContext } from './context';
import { getBattle } from './battles';
import { appendLadderEvents, ladderRefusal, loadLadder, type LoadedLadder } from './ladder-store';
import { ServiceError, notFound } from './service-error';

/** Ladder games taken from recorded battles of any game system, and the link back from a battle. */

function openChallenge({ state }: LoadedLadder, challengeId: string) {
  const challenge = state.challenges[challengeId];
  if (!challenge) throw notFound('Challenge', challengeId);
  if (challenge.status !== 'open') throw ladderRefusal(`This challenge is already closed (${challenge.status}).`, 'ledger.open-challenge');
  return challenge;
}

/** The battle a ladder game may be taken from: in the ladder's campaign and of the ladder's system. */
function battleFor(ctx: ServiceContext, loaded: LoadedLadder, battleId: string): BattleForLadder & { readonly systemName: string } {
  const row = ctx.db.select({ campaignId: battles.campaignId, system: battles.system }).from(battles).where(eq(battles.id, battleId)).get();
  if (!row) throw notFound('Battle', battleId);
  if (row.campaignId !== loaded.row.campaignId) throw new ServiceError('invalid_input', 'That battle was fought in another campaign; choose one of this campaign’s battles', 'battleId');
  const wanted = ladderSystemId(loaded.row.system);
  if (wanted !== null && wanted !== row.system) {
    const fought = systemById(row.system)?.name ?? 'another game system';
    throw new ServiceError('invalid_input', `This ladder is played in ${systemById(wanted)!.name}, but that battle was a ${fought} battle; choose one of the campaign’s ${systemById(wanted)!.name} battles`, 'battleId');
  }
  const battle = getBattle(ctx, battleId);
  return {
    name: battle.name,
    systemName: battle.systemName,
    finished: battle.status === 'over' && battle.outcome !== null,
    players: battle.players.map((player) => ({ side: player.side, playerName: player.playerName })),
    winners: battle.outcome?.winners ?? [],
  };
}

export function recordFromBattle(ctx: ServiceContext, input: ParsedInput<'ladders.recordFromBattle'>): void {
  appendLadderEvents(ctx, input.ladderId, (loaded, at): LadderEvent[] => {
    const challenge = openChallenge(loaded, input.challengeId);
    const battle = battleFor(ctx, loaded, input.battleId);
    const [challengerName, challengedName] = [playerOf(loaded.state, challenge.challenger)!.name, playerOf(loaded.state, challenge.challenged)!.name];
    const pair = input.pair ?? pairByName(battle, challengerName, challengedName);
    if (!pair) throw new ServiceError('invalid_input', `Choose which of ${battle.name}’s players were ${challengerName} and ${challengedName}`, 'pair');
    const result = ladderResultFromBattle(battle, pair);
    if (!result.ok) throw new ServiceError(result.field === 'battleId' ? 'rejected' : 'invalid_input', result.reason, result.field);
    const winner = result.winner === null ? null : challenge[result.winner];
    const event: GameRecorded = {
      type: 'game-recorded',
      gameId: ctx.newId(),
      challengeId: challenge.id,
      at,
      winner,
      battleId: input.battleId,
      fromBattle: { name: battle.name, systemName: battle.systemName, pair: result.pairNames },
    };
    return [event];
  });
}

/** The current names of the battles a ladder's games link to, so the ladder never shows an id. */
export function battleNamesFor(ctx: ServiceContext, events: readonly LadderEvent[]): ReadonlyMap<string, string> {
  const ids = [...new Set(events.flatMap((event) => (event.type === 'game-recorded' && event.battleId ? [event.battleId] : [])))];
  if (ids.length === 0) return new Map();
  return new Map(ctx.db.select({ id: battles.id, name: battles.name }).from(battles).where(inArray(battles.id, ids)).all().map((row) => [row.id, row.name]));
}

export function ladderGamesForBattle(ctx: ServiceContext, battleId: string): BattleLadderGame[] {
  const row = ctx.db.select({ campaignId: battles.campaignId }).from(battles).where(eq(battles.id, battleId)).get();
  if (!row) throw notFound('Battle', battleId);
  const ladderRows = ctx.db.select({ id: ladders.id }).from(ladders).where(eq(ladders.campaignId, row.campaignId)).all();
  return ladderRows.flatMap(({ id }) => {
    const loaded = loadLadder(ctx, id);
    const linked = new Map(loaded.events.flatMap((event) => (event.type === 'game-recorded' && event.battleId === battleId ? [[event.gameId, event] as const] : [])));
    return loaded.state.games
      .filter((game) => linked.has(game.id))
      .map((game) => ({
        ladderId: id,
        ladderName: loaded.row.name,
        at: game.at,
        challenger: playerOf(loaded.state, game.challenger)?.name ?? 'a former player',
        challenged: playerOf(loaded.state, game.challenged)?.name ?? 'a former player',
        winner: game.winner === null ? null : (playerOf(loaded.state, game.winner)?.name ?? 'a former player'),
        pair: linked.get(game.id)!.fromBattle ? [...linked.get(game.id)!.fromBattle!.pair] as [string, string] : null,
      }));
  });
}
