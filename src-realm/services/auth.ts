import { and, eq, isNull } from 'drizzle-orm';
import type { RealmDb } from '../db/open';
import { groups, realms } from '../db/schema';
import { hashKey } from '../keys';
import { RealmRefusal } from './realm-error';

export interface AuthedGroup {
  readonly id: string;
  readonly name: string;
  readonly realmId: string;
  readonly realmSlug: string;
  readonly realmName: string;
}

/** The group whose key is in `Authorization: Bearer <key>`, or a 401 saying what is missing. */
export async function groupForAuthorization(db: RealmDb, header: string | undefined): Promise<AuthedGroup> {
  if (!header || !header.startsWith('Bearer ')) {
    throw new RealmRefusal(401, 'unauthorized', "Send your group's realm key: Authorization: Bearer <key> (the operator gave it when inviting the group)");
  }
  const key = header.slice('Bearer '.length).trim();
  if (key.length < 8 || key.length > 200) throw new RealmRefusal(401, 'unauthorized', 'This realm key is not one this realm issued');
  const [row] = await db
    .select({ id: groups.id, name: groups.name, realmId: groups.realmId, realmSlug: realms.slug, realmName: realms.name })
    .from(groups)
    .innerJoin(realms, eq(realms.id, groups.realmId))
    .where(and(eq(groups.keyHash, hashKey(key)), isNull(groups.revokedAt)));
  if (!row) throw new RealmRefusal(401, 'unauthorized', 'This realm key is not one this realm issued (or the operator revoked it)');
  return row;
}
