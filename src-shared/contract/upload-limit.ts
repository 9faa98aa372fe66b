// Kept apart from exchange.ts (and zod) so the campaigns page can split a file without loading the schemas.

/**
 * Largest piece of a campaign file sent in one call (the renderer splits bigger files). 1 Mi
 * characters: each piece is parsed whole from its request body, and smaller pieces keep the
 * host's memory low while a large file arrives (+42 MB at the peak for a 43 MB file, against +57 MB
 * with 4 Mi pieces) at no cost in time.
 */
export const UPLOAD_CHUNK_CHARS = 1024 * 1024;
