import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { RealmDb } from '../db/open';
import { groups, realms } from '../db/schema';
import { hashKey, newGroupKey } from '../keys';
import { RealmRefusal } from './realm-error';

/** Operator commands: make a realm, invite a group (its key is returned once and never stored). */

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,46}[a-z0-9])?$/;

export async function createRealm(db: RealmDb, input: { slug: string; name: string }): Promise<{ id: string; slug: string; name: string }> {
  if (!SLUG.test(input.slug)) throw new RealmRefusal(400, 'invalid_input', 'A realm slug is 1 to 48 lower-case letters, digits and dashes, not starting or ending with a dash', { path: 'slug' });
  const name = input.name.trim();
  if (name.length === 0 || name.length > 200) throw new RealmRefusal(400, 'invalid_input', 'A realm name is 1 to 200 characters', { path: 'name' });
  const existing = await db.select({ id: realms.id }).from(realms).where(eq(realms.slug, input.slug));
  if (existing.length > 0) throw new RealmRefusal(409, 'conflict', `There is already a realm called ${input.slug}`, { path: 'slug' });
  const row = { id: randomUUID(), slug: input.slug, name };
  await db.insert(realms).values(row);
  return row;
}

export async function inviteGroup(db: RealmDb, input: { realm: string; name: string }): Promise<{ groupId: string; name: string; key: string }> {
  const [realm] = await db.select({ id: realms.id }).from(realms).where(eq(realms.slug, input.realm));
  if (!realm) throw new RealmRefusal(404, 'not_found', `There is no realm called ${input.realm}`, { path: 'realm' });
  const name = input.name.trim();
  if (name.length === 0 || name.length > 200) throw new RealmRefusal(400, 'invalid_input', 'A group name is 1 to 200 characters', { path: 'name' });
  const names = await db.select({ name: groups.name }).from(groups).where(eq(groups.realmId, realm.id));
  if (names.some((group) => group.name.toLocaleLowerCase() === name.toLocaleLowerCase())) {
    throw new RealmRefusal(409, 'conflict', `This realm already has a group called ${name}`, { path: 'name' });
  }
  const key = newGroupKey();
  const groupId = randomUUID();
  await db.insert(groups).values({ id: groupId, realmId: realm.id, name, keyHash: hashKey(key) });
  return { groupId, name, key };
}
