import type { Ruling } from '../../ruling';
import * as army from './army';
import * as battle from './battle';
import * as setup from './setup';
import * as victory from './victory';

export * from './army';
export * from './battle';
export * from './setup';
export * from './victory';

/** Every 1999 battle ruling, in the order the house-rules screen lists them. */
export const RULINGS_1999: readonly Ruling[] = [...army.ARMY_RULINGS, ...setup.SETUP_RULINGS, ...battle.BATTLE_RULINGS, ...victory.VICTORY_RULINGS];

