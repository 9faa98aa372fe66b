import type { apiCaller } from './api';
import { seedEveryRecord } from '../../src-main/testing/seed-every-record';

/**
 * seedEveryRecord's campaign of every system with its Order 66 and 1999 battles ended: Bo leaves
 * the Order 66 battle and surrenders the 1999 one, so Ann wins both; the OpenD6 skirmish is still
 * being fought.
 */
export async function everySystemWon(call: ReturnType<typeof apiCaller>) {
  const seeded = await seedEveryRecord(call);
  const [square, road] = seeded.otherSystemBattleIds;
  await call('battles.append', { battleId: square!, system: 'order-66', event: { type: 'concede', side: 'p2' }, expectedCount: 1 });
  await call('battles.append', { battleId: road!, system: '1999', event: { type: 'surrendered', side: 'p2' }, expectedCount: 1 });
  return { ...seeded, square: square!, road: road! };
}
