/**
 * The `system` under which a player's standing lists their ladder games (`campaigns.overview`'s
 * `bySystem`, the chronicle's standings): ladders are Title Tournament ladders, counted apart from
 * the battles of every game system. No zod here, so a screen can read it without the schemas.
 */
export const LADDER_SYSTEM = 'title-tournament';
