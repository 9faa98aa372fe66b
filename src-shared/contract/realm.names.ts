export const REALM_CALL_NAMES = ['realm.link.get', 'realm.link.set', 'realm.link.remove', 'realm.publish', 'realm.withdraw', 'realm.status', 'realm.sendNow', 'realm.chronicle'] as const;
