export { narrateBattle, type NarrateInput } from './narrate-battle';
export type * from './types';
