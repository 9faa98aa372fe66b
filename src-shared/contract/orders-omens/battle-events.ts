import { z } from 'zod';
import { SPELLS } from '../../rules/orders-omens/data/spells';
import { MAX_MEASURED_INCHES } from '../../rules/orders-omens/battle/mechanics/distance';
import type { SpellId } from '../../rules/orders-omens/types';
import type { BattleEvent } from '../../rules/orders-omens/battle';
import type { TableNote } from '../../rules/orders-omens/walkthrough/table-notes';

/**
 * Every step a battle log accepts, checked for shape only. Whether a step is legal (a die of 7,
 * more hits than dice, a Brigade deployed twice) is the engine's call, so the refusal carries
 * the engine's reason; that is why faces are any numbers here, not 1-6.
 */

const id = z.string({ error: 'id must be text' }).min(1, { error: 'id is required' }).max(64);
const side = z.enum(['A', 'B'], { error: 'Side must be A or B' });
const count = z.number({ error: 'Enter a number' }).int({ error: 'Enter a whole number' }).min(0).max(1000);
const note = z.string({ error: 'A note must be text' }).max(2000, { error: 'A note must be 2,000 characters or fewer' });
const faces = z.array(z.number({ error: 'Each die must be a number' }), { error: 'Dice faces must be a list' }).max(100, { error: 'At most 100 dice in one roll' });
const dieSize = z.union([z.literal(3), z.literal(6), z.literal(20)], { error: 'Dice are D3, D6 or D20' });

/** A roll typed in from physical dice, or rolled by the app from a recorded seed (faces kept). */
export const DiceRollSchema = z.discriminatedUnion(
  'source',
  [
    z.strictObject({ source: z.literal('entered'), sides: dieSize, faces }),
    z.strictObject({ source: z.literal('rolled'), sides: dieSize, seed: z.number({ error: 'Seed must be a number' }).int({ error: 'Seed must be a whole number' }), faces }),
  ],
  { error: 'Dice must be { source: "entered", sides, faces } or { source: "rolled", sides, seed, faces }' },
);

const SaveRolls = z.strictObject({ dice: DiceRollSchema, rerolls: DiceRollSchema.optional() });
const rangeBand = z.enum(['effective', 'long']);
const facing = z.enum(['front', 'flank', 'rear']);

/** A distance measured at the table, in inches: never negative, never beyond any table. */
export const distanceInches = z
  .number({ error: 'A distance must be a number of inches' })
  .finite({ error: 'A distance must be a number of inches' })
  .min(0, { error: 'A distance cannot be negative' })
  .max(MAX_MEASURED_INCHES, { error: `A distance must be ${MAX_MEASURED_INCHES} inches or less (no table is that wide)` });

const Volley = z.strictObject({
  regimentId: id,
  targetRegimentId: id.optional(),
  range: rangeBand.optional(),
  distanceInches: distanceInches.optional(),
  dice: DiceRollSchema,
  throughFog: z.boolean().optional(),
  targetMovedOver1in: z.boolean().optional(),
  claimedHits: count.optional(),
  saves: SaveRolls.optional(),
});

const MeleeRoll = z.strictObject({
  regimentId: id,
  targetRegimentId: id.optional(),
  dice: DiceRollSchema,
  strikes: facing.optional(),
  engagedFrom: facing.optional(),
  higherGround: z.boolean().optional(),
  inForest: z.boolean().optional(),
  rerollIndices: z.array(count).max(20).optional(),
  rerolls: DiceRollSchema.optional(),
  claimedHits: count.optional(),
  saves: SaveRolls.optional(),
});

const MeleeSideInput = z.strictObject({
  rolls: z.array(MeleeRoll).max(12),
  generals: z.array(z.strictObject({ generalId: id, regimentId: id })).max(12).optional(),
  heroicStandRegimentId: id.optional(),
});

// `split`/`combine`: older logs' logged-only actions (see PlainAction); kept so those battles replay and import.
const plainAction = z.enum(['move', 'wheel', 'about-face', 'redress', 'reload', 'split', 'combine', 'formation', 'flee']);
const spellId = z.enum(Object.keys(SPELLS) as [SpellId, ...SpellId[]], { error: 'Unknown spell' });
const brigadeList = z.array(id).max(200);
const terrainName = z.string({ error: 'A terrain name must be text' }).trim().min(1, { error: 'Name the piece of terrain' }).max(200, { error: 'A terrain name must be 200 characters or fewer' });
const event = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => z.strictObject({ type: z.literal(type), ...shape });

export const BattleEventSchema = z.discriminatedUnion('type', [
  event('initiative-rolled', { rolls: z.strictObject({ A: DiceRollSchema, B: DiceRollSchema }), winnerTakes: z.enum(['attacker', 'defender']) }),
  event('brigade-deployed', { brigadeId: id }),
  event('strategic-order-issued', { side, divisionId: id, order: z.enum(['capture', 'defend']), objective: z.number().int(), brigadeId: id.optional() }),
  event('messenger-arrived', { orderId: id, distanceInches: distanceInches.optional() }),
  event('messenger-intercepted', { orderId: id }),
  event('regeneration-rolled', { brigadeId: id, roll: DiceRollSchema }),
  event('activation-started', { firstDrawerRoll: z.strictObject({ A: DiceRollSchema, B: DiceRollSchema }).optional() }),
  event('chip-drawn', { side }),
  event('chip-passed', {}),
  event('general-moved', { generalId: id, distanceInches: distanceInches.optional() }),
  event('general-attached', { generalId: id, brigadeId: id.nullable() }),
  event('order-tested', { brigadeId: id, generalId: id.optional(), roll: DiceRollSchema }),
  event('order-rerolled', { brigadeId: id, roll: DiceRollSchema }),
  event('spell-cast', {
    casterId: id,
    spell: spellId,
    targetBrigadeId: id.optional(),
    roll: DiceRollSchema,
    missile: z.strictObject({ dice: DiceRollSchema, targetRegimentId: id.optional(), saves: SaveRolls.optional() }).optional(),
    distanceInches: distanceInches.optional(),
  }),
  event('action-taken', { brigadeId: id, action: plainAction, reaction: z.boolean().optional(), distanceInches: distanceInches.optional() }),
  event('brigade-split', { brigadeId: id, firstHalf: z.array(id).min(1, { error: 'Choose the regiments of the first Demi-Brigade' }).max(40), reaction: z.boolean().optional() }),
  event('demi-brigades-combined', { brigadeId: id, reaction: z.boolean().optional() }),
  event('shot-fired', { brigadeId: id, targetBrigadeId: id, volleys: z.array(Volley).max(12), reaction: z.boolean().optional() }),
  event('breath-attack', { brigadeId: id, targetBrigadeId: id, targetRegimentId: id.optional(), dice: DiceRollSchema, claimedHits: count.optional(), saves: SaveRolls.optional(), distanceInches: distanceInches.optional() }),
  event('charge-declared', {
    brigadeId: id,
    targetBrigadeId: id,
    approach: z.enum(['charge', 'move-into-contact']),
    reaction: z.enum(['none', 'withdraw', 'brace', 'counter-charge']),
    contact: z.boolean(),
    braceVolley: z.array(Volley).max(12).optional(),
    distanceInches: distanceInches.optional(),
  }),
  event('melee-round', { engagementId: id, attacker: MeleeSideInput, defender: MeleeSideInput }),
  event('engagement-ended', { engagementId: id, note: note.optional() }),
  event('morale-test-called', { brigadeId: id, reason: z.enum(['friend-broke-nearby', 'special']), sourceBrigadeId: id.optional(), note: note.optional() }),
  event('morale-tested', { brigadeId: id, roll: DiceRollSchema, generalId: id.optional(), fearsome: z.boolean().optional() }),
  event('rally-attempted', { brigadeId: id, roll: DiceRollSchema, generalId: id.optional(), fearsome: z.boolean().optional() }),
  event('generals-fate-rolled', { generalId: id, roll: DiceRollSchema, witnesses: brigadeList.optional() }),
  event('brigade-left-table', { brigadeId: id }),
  event('flee-collision', { brigadeId: id, with: z.enum(['terrain', 'table-edge', 'enemy', 'friendly']), friendlyBrigadeId: id.optional() }),
  event('baggage-captured', { baggageId: id, bySide: side }),
  event('end-phase', {
    objectives: z.array(z.strictObject({ objective: z.number().int(), within6: brigadeList })).max(50),
    thirds: z.strictObject({ left: brigadeList, centre: brigadeList, right: brigadeList }),
    at: z.string().max(64).optional(),
  }),
  event('conceded', { side }),
  event('vp-corrected', { side, points: z.number({ error: 'Points must be a number' }).int({ error: 'Points must be a whole number' }), reason: z.string().trim().min(1, { error: 'Give a reason for the correction' }).max(500) }),
  event('harrier-withdrew', { brigadeId: id, distanceInches: distanceInches.optional(), contactBroken: z.boolean({ error: 'Say whether contact was broken' }) }),
  event('terrain-garrisoned', { brigadeId: id, terrain: terrainName }),
  event('garrison-left', { brigadeId: id }),
  event('flyer-moved', { brigadeId: id, distanceInches: distanceInches.optional(), overBrigadeIds: brigadeList, overTerrain: z.array(terrainName).max(20) }),
  event('compel-moved', {
    brigadeId: id,
    roll: DiceRollSchema,
    outcome: z.enum(['full-move', 'stopped-short', 'contact'], { error: 'A compelled move ends as a full move, stopped short, or in contact' }),
    stoppedAfterInches: distanceInches.optional(),
    contactBrigadeId: id.optional(),
  }),
]);

const tableEdge = z.enum(['bottom', 'right', 'top', 'left']);

/** A distance measured at the table, in inches. */
const inches = z.number({ error: 'Inches must be a number' }).min(0, { error: 'Inches cannot be negative' }).max(10_000, { error: 'Enter a smaller distance' });
const markerNumber = z.number({ error: 'Give the marker number' }).int({ error: 'Give a whole marker number' }).min(1, { error: 'Markers are numbered from 1' }).max(100, { error: 'Enter a smaller marker number' });
const revealTrigger = z.enum(['enemy-deployed-near', 'enemy-moved-near', 'fired']);

export const TableNoteSchema = z.discriminatedUnion('type', [
  event('terrain-placed', { side, name: z.string().max(200, { error: 'A terrain name must be 200 characters or fewer' }), notes: note.optional(), gapInches: inches.optional() }),
  event('terrain-done', {}),
  event('entry-point-chosen', { side, edge: tableEdge, offsetInches: z.number({ error: 'Inches must be a number' }).min(0).max(10_000) }),
  event('recon-marker-moved', {
    side,
    marker: markerNumber,
    distanceInches: inches,
    nearestFriendlyMarkerInches: inches.nullable(),
    nearestTableEdgeInches: inches,
    nearestEnemyMarkerInches: inches.nullable(),
    enemyMarker: markerNumber.optional(),
  }),
  event('recon-locked', { note: note.optional() }),
  event('brigade-revealed', { brigadeId: id, trigger: revealTrigger, distanceInches: inches.optional(), enemyBrigadeId: id.optional(), note: note.optional() }),
  event('dummy-brigade-placed', { side, markers: z.number({ error: 'Give the number of markers' }).int({ error: 'Give a whole number of markers' }).min(1, { error: 'A dummy Brigade has 1 to 3 markers' }).max(3, { error: 'A dummy Brigade has 1 to 3 markers' }) }),
  event('dummy-brigade-revealed', { side, dummy: markerNumber, trigger: revealTrigger, distanceInches: inches.optional() }),
]);

/** An engine event or a table note: one row of the battle log. */
export const LoggedStepSchema = z.union([BattleEventSchema, TableNoteSchema], { error: 'Unknown battle step' });

type DeepReadonly<T> = T extends (infer U)[] ? readonly DeepReadonly<U>[] : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;
type SameSteps<Schema extends z.ZodType, Engine> = z.infer<Schema> extends Engine ? (Engine extends DeepReadonly<z.input<Schema>> ? true : false) : false;

// The schemas and the engine's types must describe the same steps (fails to compile if events.ts changes).
const eventsMatch: SameSteps<typeof BattleEventSchema, BattleEvent> = true;
const notesMatch: SameSteps<typeof TableNoteSchema, TableNote> = true;
void eventsMatch;
void notesMatch;
