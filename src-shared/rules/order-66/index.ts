/** Order 66 as a game system: rosters, the battle engine, odds, narrator and rulings. */
export { ORDER_66 } from './system';
export type { Order66System } from './system';
/** The six Mystics, their abilities, the model profiles and the reaches the rules measure. */
export { MYSTICS, PROFILES as ORDER_66_PROFILES, ACTIONS_PER_TURN as ORDER_66_ACTIONS_PER_TURN, REACH as ORDER_66_REACH } from './mystics';
export type { Mystic, MysticDefinition, AbilityMechanic } from './mystics';
/** Mystic creation, shooting, psychic attacks, dodging, the psychic push and melee. */
export { createMysticStats, grymnShotHits, psychicDifficulty, dodges, psychicPushSquares, meleeVerdict } from './resolution';
export type { MysticStat, MysticStats } from './resolution';
/** Exact odds of each Order 66 roll. */
export { shotOdds as order66ShotOdds, powerOdds as order66PowerOdds, meleeOdds as order66MeleeOdds, dodgeChance as order66DodgeChance } from './odds';
export { pendingRollOdds as order66PendingRollOdds, attackOdds as order66AttackOdds } from './battle/odds-now';
/** Order 66 rulings (RULINGS.md items 18, 19, 27, 52–54 and the gaps found beside them). */
export { ORDER_66_RULINGS } from './rulings';
export type { Order66Roster } from './roster/roster';
export type { Order66Setup, Order66SetupInput } from './battle/setup';
export type { Order66State } from './battle/state';
export type { Order66Event } from './battle/events';
export type { Order66Outcome } from './battle/outcomes';
