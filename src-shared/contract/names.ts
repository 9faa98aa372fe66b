/**
 * The call names alone, without zod, for the sandboxed preload (which cannot load packages).
 * `index.ts` checks at compile time that this list and the contract agree.
 */
export const CALL_NAMES = [
  'app.info',
  'campaigns.list',
  'campaigns.get',
  'campaigns.create',
  'campaigns.update',
  'campaigns.delete',
] as const;

export type CallName = (typeof CALL_NAMES)[number];

export function isCallName(name: unknown): name is CallName {
  return typeof name === 'string' && (CALL_NAMES as readonly string[]).includes(name);
}
