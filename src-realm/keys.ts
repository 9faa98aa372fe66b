import { createHash, randomBytes } from 'node:crypto';

/**
 * A group's key: 32 random bytes, shown once when the group is invited. The realm stores only
 * its SHA-256: a key has 256 bits of entropy, so a slow password hash would add nothing, and a
 * fast one lets every request be checked by an indexed lookup.
 */
export function newGroupKey(): string {
  return `wcr_${randomBytes(32).toString('base64url')}`;
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}
