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

// Brigades, regiments, Generals and orders are chosen from lists, never typed: a missing one is told as a choice to make.
const id = z.string({ error: 'Choose the Brigade, regiment or General this step is about' }).min(1, { error: 'Choose the Brigade, regiment or General this step is about' }).max(64, { error: 'Choose the Brigade, regiment or General this step is about' });
const side = z.enum(['A', 'B'], { error: 'Choose an army' });
const count = z.number({ error: 'Enter a number' }).int({ error: 'Enter a whole number' }).min(0, { error: 'Enter a number from 0 to 1,000' }).max(1000, { error: 'Enter a number from 0 to 1,000' });
const yesNo = z.boolean({ error: 'Answer yes or no' });
/** A list of at most `n`: more is a slip, told in the rulebook's words. */
const list = <T extends z.ZodType>(item: T, n: number, what: string) => z.array(item, { error: `Enter the ${what} as a list` }).max(n, { error: `At most ${n} ${what} in one step` });
const objectiveNumber = z.number({ error: 'Choose an objective' }).int({ error: 'Choose an objective' });
/** A step with parts the engine does not record is refused in words, not with the part's name. */
const unknownPart = (issue: { readonly code?: string }) => (issue.code === 'unrecognized_keys' ? 'The step holds something an Orders & Omens battle does not record' : undefined);
const strict = <S extends z.ZodRawShape>(shape: S) => z.strictObject(shape, { error: unknownPart });
const note = z.string({ error: 'A note must be text' }).max(2000, { error: 'A note must be 2,000 characters or fewer' });
const faces = z.array(z.number({ error: 'Each die must be a number' }), { error: 'Enter the dice as numbers' }).max(100, { error: 'At most 100 dice in one roll' });
const dieSize = z.union([z.literal(3), z.literal(6), z.literal(20)], { error: 'Dice are D3, D6 or D20' });

/** A roll typed in from physical dice, or rolled by the app from a recorded seed (faces kept). */
export const DiceRollSchema = z.discriminatedUnion(
  'source',
  [
    z.strictObject({ source: z.literal('entered'), sides: dieSize, faces }),
    z.strictObject({ source: z.literal('rolled'), sides: dieSize, seed: z.number({ error: 'A roll the app made must keep the number it was rolled from' }).int({ error: 'A roll the app made must keep the whole number it was rolled from' }), faces }),
  ],
  { error: 'Enter the dice as rolled at the table, or let the app roll them' },
);

const SaveRolls = strict({ dice: DiceRollSchema, rerolls: DiceRollSchema.optional() });
const rangeBand = z.enum(['effective', 'long'], { error: 'Range is effective or long' });
const facing = z.enum(['front', 'flank', 'rear'], { error: 'Choose the front, a flank or the rear' });

/** A distance measured at the table, in inches: never negative, never beyond any table. */
export const distanceInches = z
  .number({ error: 'A distance must be a number of inches' })
  .finite({ error: 'A distance must be a number of inches' })
  .min(0, { error: 'A distance cannot be negative' })
  .max(MAX_MEASURED_INCHES, { error: `A distance must be ${MAX_MEASURED_INCHES} inches or less (no table is that wide)` });

const Volley = strict({
  regimentId: id,
  targetRegimentId: id.optional(),
  range: rangeBand.optional(),
  distanceInches: distanceInches.optional(),
  dice: DiceRollSchema,
  throughFog: yesNo.optional(),
  targetMovedOver1in: yesNo.optional(),
  claimedHits: count.optional(),
  saves: SaveRolls.optional(),
});

const MeleeRoll = strict({
  regimentId: id,
  targetRegimentId: id.optional(),
  dice: DiceRollSchema,
  strikes: facing.optional(),
  engagedFrom: facing.optional(),
  higherGround: yesNo.optional(),
  inForest: yesNo.optional(),
  rerollIndices: list(count, 20, 're-rolled dice').optional(),
  rerolls: DiceRollSchema.optional(),
  claimedHits: count.optional(),
  saves: SaveRolls.optional(),
});

const MeleeSideInput = strict({
  rolls: list(MeleeRoll, 12, 'melee rolls'),
  generals: list(strict({ generalId: id, regimentId: id }), 12, 'Generals fighting').optional(),
  heroicStandRegimentId: id.optional(),
});

// `split`/`combine`: older logs' logged-only actions (see PlainAction); kept so those battles replay and import.
const plainAction = z.enum(['move', 'wheel', 'about-face', 'redress', 'reload', 'split', 'combine', 'formation', 'flee'], { error: 'Choose the action' });
const spellId = z.enum(Object.keys(SPELLS) as [SpellId, ...SpellId[]], { error: 'Unknown spell' });
const brigadeList = list(id, 200, 'Brigades');
const terrainName = z.string({ error: 'A terrain name must be text' }).trim().min(1, { error: 'Name the piece of terrain' }).max(200, { error: 'A terrain name must be 200 characters or fewer' });
const event = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => strict({ type: z.literal(type), ...shape });

export const BattleEventSchema = z.discriminatedUnion(
  'type',
  [
  event('initiative-rolled', { rolls: strict({ A: DiceRollSchema, B: DiceRollSchema }), winnerTakes: z.enum(['attacker', 'defender'], { error: 'The winner takes the role of Attacker or Defender' }) }),
  event('brigade-deployed', { brigadeId: id }),
  event('strategic-order-issued', { side, divisionId: id, order: z.enum(['capture', 'defend'], { error: 'A Strategic Order is to capture or to defend' }), objective: objectiveNumber, brigadeId: id.optional() }),
  event('messenger-arrived', { orderId: id, distanceInches: distanceInches.optional() }),
  event('messenger-intercepted', { orderId: id }),
  event('regeneration-rolled', { brigadeId: id, roll: DiceRollSchema }),
  event('activation-started', { firstDrawerRoll: strict({ A: DiceRollSchema, B: DiceRollSchema }).optional() }),
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
    missile: strict({ dice: DiceRollSchema, targetRegimentId: id.optional(), saves: SaveRolls.optional() }).optional(),
    distanceInches: distanceInches.optional(),
  }),
  event('action-taken', { brigadeId: id, action: plainAction, reaction: yesNo.optional(), distanceInches: distanceInches.optional() }),
  event('brigade-split', { brigadeId: id, firstHalf: list(id, 40, 'regiments').min(1, { error: 'Choose the regiments of the first Demi-Brigade' }), reaction: yesNo.optional() }),
  event('demi-brigades-combined', { brigadeId: id, reaction: yesNo.optional() }),
  event('shot-fired', { brigadeId: id, targetBrigadeId: id, volleys: list(Volley, 12, 'volleys'), reaction: yesNo.optional() }),
  event('breath-attack', { brigadeId: id, targetBrigadeId: id, targetRegimentId: id.optional(), dice: DiceRollSchema, claimedHits: count.optional(), saves: SaveRolls.optional(), distanceInches: distanceInches.optional() }),
  event('charge-declared', {
    brigadeId: id,
    targetBrigadeId: id,
    approach: z.enum(['charge', 'move-into-contact'], { error: 'The Brigade charges or moves into contact' }),
    reaction: z.enum(['none', 'withdraw', 'brace', 'counter-charge'], { error: 'The target Brigade holds, withdraws, braces or counter-charges' }),
    contact: yesNo,
    braceVolley: list(Volley, 12, 'volleys').optional(),
    distanceInches: distanceInches.optional(),
  }),
  event('melee-round', { engagementId: id, attacker: MeleeSideInput, defender: MeleeSideInput }),
  event('engagement-ended', { engagementId: id, note: note.optional() }),
  event('morale-test-called', { brigadeId: id, reason: z.enum(['friend-broke-nearby', 'special'], { error: 'Say why the Morale Test is taken' }), sourceBrigadeId: id.optional(), note: note.optional() }),
  event('morale-tested', { brigadeId: id, roll: DiceRollSchema, generalId: id.optional(), fearsome: yesNo.optional() }),
  event('rally-attempted', { brigadeId: id, roll: DiceRollSchema, generalId: id.optional(), fearsome: yesNo.optional() }),
  event('generals-fate-rolled', { generalId: id, roll: DiceRollSchema, witnesses: brigadeList.optional() }),
  event('brigade-left-table', { brigadeId: id }),
  event('flee-collision', { brigadeId: id, with: z.enum(['terrain', 'table-edge', 'enemy', 'friendly'], { error: 'Say what the fleeing Brigade ran into' }), friendlyBrigadeId: id.optional() }),
  event('baggage-captured', { baggageId: id, bySide: side }),
  event('end-phase', {
    objectives: list(strict({ objective: objectiveNumber, within6: brigadeList }), 50, 'objectives'),
    thirds: strict({ left: brigadeList, centre: brigadeList, right: brigadeList }),
    at: z.string({ error: 'Enter the battle clock time' }).max(64, { error: 'Enter the battle clock time' }).optional(),
  }),
  event('conceded', { side }),
  event('vp-corrected', { side, points: z.number({ error: 'Points must be a number' }).int({ error: 'Points must be a whole number' }), reason: z.string({ error: 'Give a reason for the correction' }).trim().min(1, { error: 'Give a reason for the correction' }).max(500, { error: 'A reason must be 500 characters or fewer' }) }),
  event('harrier-withdrew', { brigadeId: id, distanceInches: distanceInches.optional(), contactBroken: z.boolean({ error: 'Say whether contact was broken' }) }),
  event('terrain-garrisoned', { brigadeId: id, terrain: terrainName }),
  event('garrison-left', { brigadeId: id }),
  event('flyer-moved', { brigadeId: id, distanceInches: distanceInches.optional(), overBrigadeIds: brigadeList, overTerrain: list(terrainName, 20, 'pieces of terrain') }),
  event('compel-moved', {
    brigadeId: id,
    roll: DiceRollSchema,
    outcome: z.enum(['full-move', 'stopped-short', 'contact'], { error: 'A compelled move ends as a full move, stopped short, or in contact' }),
    stoppedAfterInches: distanceInches.optional(),
    contactBrigadeId: id.optional(),
  }),
  ],
  { error: 'This is not a step of an Orders & Omens battle' },
);

const tableEdge = z.enum(['bottom', 'right', 'top', 'left'], { error: 'Choose a table edge' });

/** A distance measured at the table, in inches. */
const inches = z.number({ error: 'Inches must be a number' }).min(0, { error: 'Inches cannot be negative' }).max(10_000, { error: 'Enter a smaller distance' });
const markerNumber = z.number({ error: 'Give the marker number' }).int({ error: 'Give a whole marker number' }).min(1, { error: 'Markers are numbered from 1' }).max(100, { error: 'Enter a smaller marker number' });
const revealTrigger = z.enum(['enemy-deployed-near', 'enemy-moved-near', 'fired'], { error: 'Say what revealed the Brigade' });

export const TableNoteSchema = z.discriminatedUnion('type', [
  event('terrain-placed', { side, name: z.string({ error: 'A terrain name must be text' }).max(200, { error: 'A terrain name must be 200 characters or fewer' }), notes: note.optional(), gapInches: inches.optional() }),
  event('terrain-done', {}),
  event('entry-point-chosen', { side, edge: tableEdge, offsetInches: inches }),
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
], { error: 'This is not a step of an Orders & Omens battle' });

/** An engine event or a table note: one row of the battle log. */
// One discriminated union over both, so a malformed step of a known type is refused with its own
// field's words rather than the union's "no step fits".
export const LoggedStepSchema = z.discriminatedUnion('type', [...BattleEventSchema.options, ...TableNoteSchema.options], { error: 'This is not a step of an Orders & Omens battle' });

type DeepReadonly<T> = T extends (infer U)[] ? readonly DeepReadonly<U>[] : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;
type SameSteps<Schema extends z.ZodType, Engine> = z.infer<Schema> extends Engine ? (Engine extends DeepReadonly<z.input<Schema>> ? true : false) : false;

// The schemas and the engine's types must describe the same steps (fails to compile if events.ts changes).
const eventsMatch: SameSteps<typeof BattleEventSchema, BattleEvent> = true;
const notesMatch: SameSteps<typeof TableNoteSchema, TableNote> = true;
void eventsMatch;
void notesMatch;
