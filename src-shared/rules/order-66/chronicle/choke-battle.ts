import { enteredDice } from '../../dice';
import type { Order66Event } from '../battle/events';

/**
 * A short Order 66 battle for tests: Lucy's Luke wounds Vic's Va'Durr twice in melee, then
 * Va'Durr's second Mystic Choke removes Luke as a casualty, "if the casting Mystic successfully
 * casts twice on the same mini, that mini is removed as a casualty" (seed 000_fd0e5ac397c8988d.txt:56).
 */
export const CHOKE_PLAYERS = [
  { player: 'Vic', mystic: 'va-durr', combat: 1, range: 3, dodge: 1, allegiance: 'chaos' as const },
  { player: 'Lucy', mystic: 'luke', combat: 3, range: 1, dodge: 2 },
];

const d = (...faces: number[]) => enteredDice(faces);

export const CHOKE_EVENTS: readonly Order66Event[] = [
  { type: 'roll-off', rolls: { p1: d(1), p2: d(6) } },
  { type: 'activate', unitId: 'p2.mystic' },
  { type: 'melee', modelId: 'p2.mystic', targetId: 'p1.mystic', contact: 'side', roll: d(6, 6) },
  { type: 'defend', roll: d(1, 1) },
  { type: 'melee', modelId: 'p2.mystic', targetId: 'p1.mystic', contact: 'side', roll: d(6, 5) },
  { type: 'defend', roll: d(1, 2) },
  { type: 'roll-off', rolls: { p1: d(6), p2: d(1) } },
  { type: 'activate', unitId: 'p1.mystic' },
  { type: 'choke', modelId: 'p1.mystic', targetId: 'p2.mystic', lineOfSight: true, roll: d(5, 5) },
  { type: 'defend', roll: d(1, 1) },
  { type: 'choke', modelId: 'p1.mystic', targetId: 'p2.mystic', lineOfSight: true, roll: d(6, 4) },
  { type: 'defend', roll: d(2, 1) },
];
