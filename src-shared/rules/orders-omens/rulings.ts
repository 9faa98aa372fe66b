import type { Ruling } from '../ruling';
import { ARMY_RULINGS } from './rulings/army';
import { BATTLE_RULINGS } from './rulings/battle';
import { CONTRADICTION_RULINGS } from './rulings/contradictions';
import { OPEN_QUESTION_RULINGS } from './rulings/open-questions';
import { MOVEMENT_RULINGS } from './rulings/movement';
import { SPELL_RULINGS } from './rulings/spells';

/** Every Orders & Omens ruling: army building and pre-battle first, then the battle, then contradictions and open questions found on later reads, then measured movement and spells. */
export const ORDERS_OMENS_RULINGS: readonly Ruling[] = [...ARMY_RULINGS, ...BATTLE_RULINGS, ...CONTRADICTION_RULINGS, ...OPEN_QUESTION_RULINGS, ...MOVEMENT_RULINGS, ...SPELL_RULINGS];
