/** The rules engines' public API, one flat export line per system. */
export * from './title-tournament';
export * from './infinity';
