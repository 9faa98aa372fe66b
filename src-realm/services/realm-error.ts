/** A refusal the realm answers with a 4xx status: what is wrong, where, and at which step. */
export class RealmRefusal extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429,
    readonly code: string,
    message: string,
    readonly extra: { readonly path?: string; readonly step?: number } = {},
  ) {
    super(message);
  }
}

export function refusalBody(refusal: RealmRefusal) {
  return { ok: false as const, error: { code: refusal.code, message: refusal.message, ...refusal.extra } };
}
