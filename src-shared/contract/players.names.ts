export const PLAYER_CALL_NAMES = ['players.list', 'players.create', 'players.update', 'players.delete', 'players.reorder'] as const;
