import { line } from '../src-shared/rules/orders-omens/battle/testing/fixtures';
import type { BrigadeRegiment } from '../src-shared/rules/orders-omens/types';

/**
 * The battle the four-turn table spec plays: two armies of two Divisions and six Brigades each,
 * with the dice the players roll. Both ways of playing it (typed and mouse-only) use these faces.
 */

type Regiment = BrigadeRegiment;
const brigade = (name: string, regiment: Regiment) => ({ name, regiments: [1, 2].map((n) => ({ ...regiment, name: `${name} ${n}` })) });
const division = (name: string, brigades: ReturnType<typeof brigade>[]) => ({ name, general: { experience: 'experienced' as const, magicalAdvisor: false }, brigades, attached: [] });
const army = (name: string, divisions: ReturnType<typeof division>[]) => ({ name, list: 'playtest' as const, marshal: { experience: 'elite' as const, magicalAdvisor: false }, divisions });

export const TABLE_ARMIES = {
  blue: army('Blue', [
    division('Left Wing', [brigade('Levy', line('green', 'hand-weapons')), brigade('Archers', line('experienced', 'bows')), brigade('Militia', line('green', 'hand-weapons'))]),
    division('Right Wing', [brigade('Halberdiers', line('experienced', 'polearms', { armoured: true })), brigade('Riders', line('experienced', 'hand-weapons', { cavalry: true })), brigade('Longbows', line('experienced', 'bows'))]),
  ]),
  red: army('Red', [
    division('Vanguard', [brigade('Swordsmen', line('experienced', 'hand-weapons')), brigade('Crossbowmen', line('green', 'crossbows-firearms')), brigade('Guards', line('elite', 'hand-weapons'))]),
    division('Rearguard', [brigade('Knights', line('elite', 'hand-weapons', { cavalry: true, armoured: true })), brigade('Bowmen', line('green', 'bows')), brigade('Pikemen', line('green', 'polearms'))]),
  ]),
};

type Faces = number[];
type Attacks = Record<string, { dice: Faces; saves?: Faces }>;
export type Act =
  | 'Move'
  | 'Reload'
  | { shoot: string; dice: Attacks }
  | { charge: string; reaction: string }
  | { melee: string; round: number; dice: Attacks }
  | { morale: string; faces: Faces }
  | { fled: string };

/** A chip drawn: the Brigade ordered with its Order Test and what it does, or (no Brigade) passed. */
export interface Chip {
  side: 'Blue' | 'Red';
  brigade?: string;
  order?: Faces;
  acts?: Act[];
}

export interface TurnScript {
  messengers?: { side: 'Blue' | 'Red'; division: string; order: 'capture' | 'defend'; objective: string }[];
  chips: Chip[];
  /** What changed since last turn's End Phase: objective boxes ticked or cleared, Brigades that moved third. */
  end: { objectives?: [string, number][]; thirds?: [string, string][]; expect?: string[] };
}

export const FOUR_TURNS: TurnScript[] = [
  {
    messengers: [
      { side: 'Blue', division: 'Left Wing', order: 'capture', objective: '1: The ford' },
      { side: 'Red', division: 'Vanguard', order: 'defend', objective: '2: The old mill' },
    ],
    chips: [
      { side: 'Blue', brigade: 'Levy', order: [6, 3], acts: ['Move', 'Move'] },
      { side: 'Red', brigade: 'Swordsmen', order: [5, 4], acts: ['Move'] },
      {
        side: 'Blue',
        brigade: 'Archers',
        order: [5, 5],
        acts: [{ shoot: 'Swordsmen', dice: { 'Archers 1': { dice: [5, 6, 2, 1] }, 'Archers 2': { dice: [5, 3, 3, 1] } } }, { morale: 'Swordsmen', faces: [5, 5] }],
      },
      {
        side: 'Red',
        brigade: 'Crossbowmen',
        order: [4, 4],
        acts: [{ shoot: 'Archers', dice: { 'Crossbowmen 1': { dice: [5, 1, 2] }, 'Crossbowmen 2': { dice: [6, 6, 1] } } }, { morale: 'Archers', faces: [6, 4] }],
      },
      { side: 'Blue', brigade: 'Halberdiers', order: [6, 2], acts: ['Move'] },
      { side: 'Red', brigade: 'Knights', order: [5, 3], acts: ['Move', 'Move'] },
      { side: 'Blue', brigade: 'Riders', order: [4, 5], acts: ['Move'] },
      { side: 'Red', brigade: 'Bowmen', order: [5, 4], acts: ['Move'] },
    ],
    end: {
      objectives: [['Levy', 1], ['Swordsmen', 2]],
      thirds: [
        ['Levy', 'The river bank'],
        ['Archers', 'The river bank'],
        ['Halberdiers', 'The mill'],
        ['Riders', 'The birch wood'],
        ['Swordsmen', 'The mill'],
        ['Crossbowmen', 'The mill'],
        ['Knights', 'The birch wood'],
        ['Bowmen', 'The birch wood'],
        ['Militia', 'The river bank'],
        ['Longbows', 'The mill'],
        ['Guards', 'The mill'],
        ['Pikemen', 'The birch wood'],
      ],
    },
  },
  {
    chips: [
      {
        side: 'Blue',
        brigade: 'Levy',
        order: [6, 4],
        acts: [
          { charge: 'Swordsmen', reaction: 'No reaction' },
          {
            melee: 'Melee: Levy against Swordsmen',
            round: 1,
            dice: { 'Levy 1': { dice: [6, 5, 4] }, 'Levy 2': { dice: [6, 6, 4] }, 'Swordsmen 1': { dice: [5, 1, 2, 3] }, 'Swordsmen 2': { dice: [1, 2, 2, 1] } },
          },
          { morale: 'Swordsmen', faces: [3, 3] },
          { fled: 'Swordsmen' },
        ],
      },
      { side: 'Red', brigade: 'Crossbowmen', order: [5, 5], acts: ['Reload'] },
      { side: 'Blue', brigade: 'Archers', order: [4, 5], acts: [{ shoot: 'Crossbowmen', dice: { 'Archers 1': { dice: [6, 5, 5, 2] }, 'Archers 2': { dice: [6, 1, 1, 1] } } }, { morale: 'Crossbowmen', faces: [4, 5] }] },
      { side: 'Red', brigade: 'Knights', order: [6, 5], acts: ['Move'] },
      { side: 'Blue', brigade: 'Halberdiers', order: [5, 4], acts: ['Move'] },
      { side: 'Red', brigade: 'Bowmen', order: [4, 4], acts: [{ shoot: 'Riders', dice: { 'Bowmen 1': { dice: [6, 2, 1] }, 'Bowmen 2': { dice: [3, 2, 1] } } }, { morale: 'Riders', faces: [5, 4] }] },
      { side: 'Blue', brigade: 'Riders', order: [5, 5], acts: ['Move'] },
      { side: 'Red' },
    ],
    end: { thirds: [['Levy', 'The mill']] },
  },
  {
    chips: [
      { side: 'Red', brigade: 'Knights', order: [6, 4], acts: ['Move', 'Move'] },
      { side: 'Blue', brigade: 'Riders', order: [5, 4], acts: ['Move'] },
      { side: 'Red', brigade: 'Bowmen', order: [5, 4], acts: ['Move'] },
      { side: 'Blue', brigade: 'Levy', order: [6, 2], acts: ['Move'] },
      { side: 'Red', brigade: 'Crossbowmen', order: [5, 5], acts: ['Move'] },
      { side: 'Blue', brigade: 'Archers', order: [4, 4], acts: ['Move'] },
      { side: 'Red' },
      { side: 'Blue' },
    ],
    end: { thirds: [['Riders', 'The mill']] },
  },
  {
    chips: [
      { side: 'Red', brigade: 'Knights', order: [5, 5], acts: ['Move'] },
      { side: 'Blue', brigade: 'Halberdiers', order: [6, 3], acts: ['Move'] },
      { side: 'Red' },
      { side: 'Blue' },
      { side: 'Red' },
      { side: 'Blue' },
      { side: 'Red' },
      { side: 'Blue' },
    ],
    end: {},
  },
];
