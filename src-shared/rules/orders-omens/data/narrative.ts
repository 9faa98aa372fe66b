/** Narrative Play, Casualties: "Each hit ... represent roughly 25 casualties." */
export const CASUALTIES_PER_HIT = 25;

/** Narrative Play, Timekeeping: "Each turn represents roughly 15 minutes of real battle time." */
export const MINUTES_PER_TURN = 15;
