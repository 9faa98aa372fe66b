import type { PLAYER_CALL_NAMES } from '../../src-shared/contract/players.names';
import type { HandlersFor } from './handler-types';
import { createPlayer, deletePlayer, listPlayers, reorderPlayers, updatePlayer } from './players';

export const playerHandlers: HandlersFor<(typeof PLAYER_CALL_NAMES)[number]> = {
  'players.list': (ctx, input) => listPlayers(ctx, input.campaignId),
  'players.create': (ctx, input) => createPlayer(ctx, input),
  'players.update': (ctx, input) => updatePlayer(ctx, input),
  'players.delete': (ctx, input) => deletePlayer(ctx, input.id),
  'players.reorder': (ctx, input) => reorderPlayers(ctx, input),
};
