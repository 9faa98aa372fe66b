// Kept apart from exchange.ts (and zod) so the campaigns page can split a file without loading the schemas.

/** Largest piece of a campaign file sent in one call (the renderer splits bigger files). */
export const UPLOAD_CHUNK_CHARS = 4 * 1024 * 1024;
