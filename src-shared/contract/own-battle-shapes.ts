// The systems that keep their battles in a shape of their own (their own log and answers), each
// with its shapes of the battles.* calls from its own folder (contract/<system-id>/battles.ts).
// battles.ts unites them with the generic shapes every other system uses (system-battles.ts).
// One import and one list line per system.

import { ORDERS_OMENS_BATTLE_SHAPES } from './orders-omens/battles';

export const OWN_BATTLE_SHAPES = [ORDERS_OMENS_BATTLE_SHAPES] as const;
