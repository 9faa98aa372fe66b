/** The six Mystics, their abilities, and the model profiles. */
export { MYSTICS, PROFILES as ORDER_66_PROFILES, ACTIONS_PER_TURN as ORDER_66_ACTIONS_PER_TURN } from './mystics';
export type { Mystic } from './mystics';
/** Mystic creation, shooting, psychic attacks, dodging and the psychic push. */
export { createMysticStats, grymnShotHits, psychicDifficulty, dodges, psychicPushSquares } from './resolution';
export type { MysticStat, MysticStats } from './resolution';
/** Order 66 rulings (RULINGS.md items 18–19, and dodge ties). */
export { ORDER_66_RULINGS } from './rulings';
