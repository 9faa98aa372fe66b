export { narrateBattle, type NarrateInput } from './narrate-battle';
export { narrateSystemBattle, type SystemBattleStats, type SystemChronicle } from './narrate-system-battle';
export type * from './types';
