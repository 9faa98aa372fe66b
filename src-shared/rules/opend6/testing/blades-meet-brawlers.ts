import type { Od6Event } from '../battle/events';
import { die } from './fixtures';

const f = (soldier: string, ...faces: number[]) => ({ soldier, roll: die(...faces) });

/**
 * The Blades of Aster (8 veterans, melee combat 5 + magic weapon 2) in close combat with the
 * Goblin Brawlers (6, fighting 4), for tests: six pairings, the goblin sergeant against three
 * humans (each +2 for outnumbering him) attacking soldier 5, the rest one against one; then the
 * damage, goblins striking at Strength 2 and the humans at Strength 3 + 2 for the magic blades
 * (seed 004 L362–L401, L395). The squads' ids are the caller's.
 */
export function bladesMeetBrawlers(blades: string, brawlers: string): { readonly fight: Od6Event; readonly damage: Od6Event } {
  return {
    fight: {
      type: 'close-combat-fought',
      squads: [blades, brawlers],
      groups: [
        { lone: { squad: brawlers, ...f('sergeant', 6, 3) }, opponents: [f('soldier-5', 2), f('soldier-6', 5), f('soldier-7', 1)], loneAttacks: 'soldier-5' },
        { lone: { squad: blades, ...f('sergeant', 3) }, opponents: [f('soldier-1', 6, 1)] },
        { lone: { squad: blades, ...f('soldier-1', 4) }, opponents: [f('soldier-2', 3)] },
        { lone: { squad: blades, ...f('soldier-2', 2) }, opponents: [f('soldier-3', 5)] },
        { lone: { squad: blades, ...f('soldier-3', 5) }, opponents: [f('soldier-4', 1)] },
        { lone: { squad: blades, ...f('soldier-4', 3) }, opponents: [f('soldier-5', 2)] },
      ],
    },
    damage: {
      type: 'damage-rolled',
      damage: [die(3), die(4), die(6, 2), die(2), die(1), die(5)],
      strength: [
        { squad: blades, soldier: 'soldier-5', roll: die(4) },
        { squad: brawlers, soldier: 'sergeant', roll: die(3) },
        { squad: blades, soldier: 'sergeant', roll: die(2) },
        { squad: brawlers, soldier: 'soldier-2', roll: die(5) },
        { squad: brawlers, soldier: 'soldier-4', roll: die(2) },
        { squad: brawlers, soldier: 'soldier-5', roll: die(1) },
      ],
    },
  };
}
