import type { RegimentType } from '../types';

/** Regiment Types and Movement: inches per Move action. Monsters use their own profile. */
export const MOVE_INCHES = {
  infantry: 2,
  cavalry: 3,
  artillery: 2,
} as const satisfies Readonly<Record<Exclude<RegimentType, 'monster'>, number>>;

/** "A charge doubles this distance". */
export const CHARGE_MULTIPLIER = 2;

/** Fleeing: "Infantry and artillery flee 4" and cavalry flee 6" per action." */
export const FLEE_INCHES = {
  infantry: 4,
  cavalry: 6,
  artillery: 4,
} as const satisfies Readonly<Record<Exclude<RegimentType, 'monster'>, number>>;

/** Zone of Control: "Each Regiment projects a 10" Zone of Control". */
export const ZONE_OF_CONTROL_INCHES = 10;

/** Generals and Messengers: "may move up to 15" once per turn"; messengers 15" per turn. */
export const GENERAL_MOVE_INCHES = 15;
export const MESSENGER_MOVE_INCHES = 15;

/** Brigade Actions: "all Regiments within that Brigade may use up to 5 Actions". */
export const ACTIONS_PER_ORDER = 5;
