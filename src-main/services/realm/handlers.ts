import type { REALM_CALL_NAMES } from '../../../src-shared/contract/realm.names';
import type { RealmChronicle } from '../../../src-shared/contract/realm-wire';
import type { HandlersFor } from '../handler-types';
import { getLink, linkRow, removeLink, setLink } from './link';
import { publishBattles, realmStatus, sendNow, withdrawBattle } from './outbox';

export const realmHandlers: HandlersFor<(typeof REALM_CALL_NAMES)[number]> = {
  'realm.link.get': (ctx, input) => getLink(ctx, input.campaignId),
  'realm.link.set': (ctx, input) => setLink(ctx, input),
  'realm.link.remove': (ctx, input) => removeLink(ctx, input.campaignId),
  'realm.publish': (ctx, input) => publishBattles(ctx, input),
  'realm.withdraw': (ctx, input) => withdrawBattle(ctx, input),
  'realm.status': (ctx, input) => realmStatus(ctx, input.campaignId),
  'realm.sendNow': (ctx, input) => sendNow(ctx, input.campaignId),
  'realm.chronicle': (ctx, input) => {
    const link = linkRow(ctx, input.campaignId);
    return {
      chronicle: link?.chronicleJson ? (JSON.parse(link.chronicleJson) as RealmChronicle) : null,
      readAt: link?.chronicleAt ?? null,
      url: link?.realmSlug ? `${link.url}/r/${encodeURIComponent(link.realmSlug)}` : null,
    };
  },
};
