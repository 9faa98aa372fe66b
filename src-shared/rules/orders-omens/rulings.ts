import type { Ruling } from '../ruling';
import { ARMY_RULINGS } from './rulings/army';
import { BATTLE_RULINGS } from './rulings/battle';
import { CONTRADICTION_RULINGS } from './rulings/contradictions';
import { OPEN_QUESTION_RULINGS } from './rulings/open-questions';

/** Every Orders & Omens ruling: army building and pre-battle first, then the battle, then contradictions found on later reads. */
export const ORDERS_OMENS_RULINGS: readonly Ruling[] = [...ARMY_RULINGS, ...BATTLE_RULINGS, ...CONTRADICTION_RULINGS, ...OPEN_QUESTION_RULINGS];
