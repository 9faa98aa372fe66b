export const BATTLE_CALL_NAMES = ['battles.list', 'battles.get', 'battles.stepOutcomes', 'battles.create', 'battles.append', 'battles.undo', 'battles.update', 'battles.delete'] as const;
