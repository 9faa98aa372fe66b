export { apply, applyStateOnly, replay, undo, type ApplyResult, type ReplayResult } from './reducer';
export { initialBattleState } from './initial-state';
export type * from './events';
export type * from './state';
export type * from './outcomes';
export { buildRoster, otherSide, SIDES, type BattleRoster, type Side } from './roster';
export { battleRulings, type BattleRulings } from './rulings-in-play';
export { casualties } from './casualties';
export { battleClockAt } from './clock';
