import { dice } from '../../battle/testing/fixtures';
import type { LoggedStep } from '../walkthrough';

/**
 * A short battle between the fixture armies (Blue = A, Red = B), every die entered, ending in a
 * break-point Strategic Victory for Blue on turn 2. The e2e plays the same steps through the UI.
 * The hand-computed totals are in `SAMPLE_TOTALS` with the rulebook arithmetic.
 */
export const SAMPLE_BATTLE: readonly LoggedStep[] = [
  // Determine Initiative: Blue 11 against Red 3; Blue takes the Attacker, Red defends.
  { type: 'initiative-rolled', rolls: { A: dice(6, 5), B: dice(2, 1) }, winnerTakes: 'attacker' },
  // Place Terrain: "alternate placing terrain pieces, beginning with the Defender".
  { type: 'terrain-placed', side: 'B', name: 'Old mill', notes: 'Counts as a building' },
  { type: 'terrain-placed', side: 'A', name: 'Birch wood' },
  { type: 'terrain-done' },
  // Recon: the Defender picks an entry point first; 25" apart.
  { type: 'entry-point-chosen', side: 'B', edge: 'bottom', offsetInches: 12 },
  { type: 'entry-point-chosen', side: 'A', edge: 'top', offsetInches: 36 },
  { type: 'recon-locked' },
  // Deployment: Defender first, a whole Brigade at a time, alternating.
  { type: 'brigade-deployed', brigadeId: 'B/d1.b1' },
  { type: 'brigade-deployed', brigadeId: 'A/d1.b1' },
  { type: 'brigade-deployed', brigadeId: 'B/d1.b2' },
  { type: 'brigade-deployed', brigadeId: 'A/d1.b2' },
  { type: 'brigade-deployed', brigadeId: 'B/d1.b3' },
  { type: 'brigade-deployed', brigadeId: 'A/d1.b3' },
  // Turn 1 — Strategy: Blue orders its Division to defend objective 1; the messenger arrives.
  { type: 'strategic-order-issued', side: 'A', divisionId: 'A/d1', order: 'defend', objective: 1 },
  { type: 'messenger-arrived', orderId: 'order-1' },
  { type: 'activation-started' },
  // Blue's bows: CV 3 + General CV 3 = 6; 4+4 = 8 passes. Two regiments of 4 dice at effective range (5+).
  { type: 'chip-drawn', side: 'A' },
  { type: 'order-tested', brigadeId: 'A/d1.b2', roll: dice(4, 4) },
  {
    type: 'shot-fired',
    brigadeId: 'A/d1.b2',
    targetBrigadeId: 'B/d1.b1',
    volleys: [
      { regimentId: 'A/d1.b2.r1', range: 'effective', dice: dice(5, 6, 2, 1), claimedHits: 2 },
      { regimentId: 'A/d1.b2.r2', range: 'effective', dice: dice(5, 3, 3, 1), claimedHits: 1 },
    ],
  },
  // Red's hand weapons test at -3 (3 hits): 5+5 = 10 - 3 = 7 against 6, holds.
  { type: 'morale-tested', brigadeId: 'B/d1.b1', roll: dice(5, 5) },
  // Red's crossbows: CV 4 + 3 = 7; 4+4 passes. Two regiments of 3 dice (5+); crossbows negate armour.
  { type: 'chip-drawn', side: 'B' },
  { type: 'order-tested', brigadeId: 'B/d1.b2', roll: dice(4, 4) },
  {
    type: 'shot-fired',
    brigadeId: 'B/d1.b2',
    targetBrigadeId: 'A/d1.b2',
    volleys: [
      { regimentId: 'B/d1.b2.r1', range: 'effective', dice: dice(5, 1, 2), claimedHits: 1 },
      { regimentId: 'B/d1.b2.r2', range: 'effective', dice: dice(6, 6, 1), claimedHits: 2 },
    ],
  },
  // Blue's bows test at -3: 6+4 = 10 - 3 = 7 against 6, hold.
  { type: 'morale-tested', brigadeId: 'A/d1.b2', roll: dice(6, 4) },
  { type: 'chip-drawn', side: 'A' },
  { type: 'chip-passed' },
  { type: 'chip-drawn', side: 'B' },
  { type: 'chip-passed' },
  {
    type: 'end-phase',
    objectives: [{ objective: 1, within6: ['A/d1.b1'] }],
    thirds: { left: ['A/d1.b1', 'A/d1.b3'], centre: ['A/d1.b2', 'B/d1.b1'], right: ['B/d1.b2', 'B/d1.b3'] },
  },
  // Turn 2.
  { type: 'activation-started' },
  // Blue's bows again (5+4 = 9 passes) at Red's crossbows: 3 + 2 hits, no saves.
  { type: 'chip-drawn', side: 'A' },
  { type: 'order-tested', brigadeId: 'A/d1.b2', roll: dice(5, 4) },
  {
    type: 'shot-fired',
    brigadeId: 'A/d1.b2',
    targetBrigadeId: 'B/d1.b2',
    volleys: [
      { regimentId: 'A/d1.b2.r1', range: 'effective', dice: dice(6, 5, 5, 2), claimedHits: 3 },
      { regimentId: 'A/d1.b2.r2', range: 'effective', dice: dice(6, 5, 1, 1), claimedHits: 2 },
    ],
  },
  // -3 at most from shooting: 2+2 = 4 - 3 = 1 against 7, fails by 6: the crossbows break.
  { type: 'morale-tested', brigadeId: 'B/d1.b2', roll: dice(2, 2) },
  { type: 'brigade-left-table', brigadeId: 'B/d1.b2' },
  { type: 'chip-drawn', side: 'B' },
  { type: 'order-tested', brigadeId: 'B/d1.b1', roll: dice(6, 1) },
  { type: 'action-taken', brigadeId: 'B/d1.b1', action: 'move' },
  // Blue's green hand weapons charge (CV 4 + 3 = 7; 6+3 = 9 passes): +1 to hit in the first round.
  { type: 'chip-drawn', side: 'A' },
  { type: 'order-tested', brigadeId: 'A/d1.b1', roll: dice(6, 3) },
  { type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: true },
  {
    type: 'melee-round',
    engagementId: 'melee-1',
    attacker: {
      rolls: [
        { regimentId: 'A/d1.b1.r1', dice: dice(6, 5, 4), claimedHits: 3 },
        { regimentId: 'A/d1.b1.r2', dice: dice(6, 6, 4), claimedHits: 3 },
      ],
    },
    defender: {
      rolls: [
        { regimentId: 'B/d1.b1.r1', dice: dice(5, 1, 2, 3), claimedHits: 1 },
        { regimentId: 'B/d1.b1.r2', dice: dice(1, 2, 2, 1), claimedHits: 0 },
      ],
    },
  },
  // Lost by 5: 3+3 = 6 - 5 = 1 against 6, fails by 5: Red's hand weapons break.
  { type: 'morale-tested', brigadeId: 'B/d1.b1', roll: dice(3, 3) },
  { type: 'brigade-left-table', brigadeId: 'B/d1.b1' },
  { type: 'chip-drawn', side: 'B' },
  { type: 'chip-passed' },
  { type: 'end-phase', objectives: [{ objective: 1, within6: ['A/d1.b1'] }], thirds: { left: ['A/d1.b3'], centre: ['A/d1.b1', 'A/d1.b2'], right: ['B/d1.b3'] } },
];

/**
 * Victory Conditions and Casualties, by hand:
 * - Blue: objective 1 defended on turn 1 (2 VP, "Defense ... scores 2 VPs in the End Phase"),
 *   left third on turn 1 (1 VP, "rVP" read as 1), two Red Brigades fled by the table edge (1 VP
 *   each, Breaking the Enemy), Red at its break point (2 of 3 Brigades, "50% or more": 5 VP).
 *   Turn 2's tally is not played: the break point ends the game first (oo.break-point-timing).
 *   2 + 1 + 2 + 5 = 10.
 * - Red: right third on turn 1 (2 Brigades to none): 1 VP.
 * - Casualties, 25 per hit after saves: Blue 3 (bows, shot) + 1 (hand weapons, melee) = 4 hits =
 *   100; Red 3 + 6 = 9 hits on the hand weapons (225) and 5 on the crossbows (125) = 14 hits = 350.
 */
export const SAMPLE_TOTALS = {
  vp: { A: 10, B: 1 },
  breakdown: { A: { 'objective-defended': 2, 'table-third': 1, 'enemy-brigade-broken': 2, 'enemy-break-point': 5 }, B: { 'table-third': 1 } },
  casualties: { A: 100, B: 350 },
  byBrigade: { 'A/d1.b1': 25, 'A/d1.b2': 75, 'B/d1.b1': 225, 'B/d1.b2': 125 },
} as const;
