import { z } from 'zod';
import { AttributeSchema, RulesCardSchema } from '../cards/card-schema';
import { MODEL_TYPES } from '../cards/card-terms';
import { DnaModificationSchema } from '../army/roster-schema';
import { DiceRollSchema, RollSchema } from '../mechanics/dice-schema';
import { ACTION_KINDS } from './actions';

/**
 * Every step of a 1999 battle, as plain JSON. Dice live inside the step that used them; distances
 * are the centimetres the players measured; the engine checks both against the rules.
 */

// Units, cards and terrain are chosen from lists, never typed: a missing one is told as a choice to make.
const id = z.string({ error: 'Choose the Unit, card or model this step is about' }).min(1, { error: 'Choose the Unit, card or model this step is about' }).max(80);
const side = z.string({ error: 'Choose a player' }).min(1, { error: 'Choose a player' }).max(16);
const cm = (label: string) => z.number({ error: `${label} must be a number of cm` }).min(0, { error: `${label} cannot be negative` }).max(10_000, { error: `${label} must be 10,000 cm or less` });
const count = z.number({ error: 'Enter a number' }).int({ error: 'Enter a whole number' }).min(0, { error: 'Enter a number from 0 to 100' }).max(100, { error: 'Enter a number from 0 to 100' });
const weaponName = z.string({ error: 'Choose a weapon' }).trim().min(1, { error: 'Choose a weapon' }).max(80);
const note = z.string({ error: 'A note must be text' }).trim().max(500);

export const ModelRefSchema = z.strictObject({ cardId: id, model: count });
const rounds = z.array(z.array(z.strictObject({ who: side, dice: DiceRollSchema })).min(1).max(8)).max(20);
const duelRounds = z.array(z.array(z.strictObject({ who: z.enum(['attacker', 'target', 'mover', 'enemy']), dice: DiceRollSchema })).min(1).max(2)).max(20);
const action = z.enum(ACTION_KINDS, { error: 'Choose an Action from the Action table' });

/** The rolls against one model an attack reached: armour, wounds, then Confusion (L489–L509). */
export const HitRollsSchema = z.strictObject({
  /** A terrain piece with a declared Armour value the target uses instead of its own (L627–L631). */
  terrainId: id.optional(),
  penetration: RollSchema,
  wounds: z.array(RollSchema).max(10).default([]),
  men: z.array(RollSchema).max(30).default([]),
});

/** A step with parts the engine does not record is refused in words, not with the part's name. */
const unknownPart = (issue: { readonly code?: string }) => (issue.code === 'unrecognized_keys' ? 'The step holds something a 1999 battle does not record' : undefined);
const event = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => z.strictObject({ type: z.literal(type), ...shape }, { error: unknownPart });

export const EventSchema = z.discriminatedUnion(
  'type',
  [
    /** Who goes first, for Deployment (L327–L331). */
    event('deployment-order-rolled', { rounds }),
    /** More than two players: markers, the Opposed roll, and where each player starts (L341–L343). */
    event('deployment-markers', {
      markers: z.array(z.strictObject({ side, edgeDistanceCm: cm('Distance from the edge'), nearestMarkerCm: cm('Distance to the nearest marker') })).min(3).max(6),
      rounds,
      /** Side → marker number (the index in `markers`). */
      starts: z.record(side, count),
    }),
    event('card-deployed', {
      unitId: id,
      /** The first card of a two-player battle: its distance from the centre line (L331). */
      centreLineCm: cm('Distance from the centre line').optional(),
      /** Distance to the nearest opponent's card already placed; null when there is none. */
      nearestEnemyCardCm: cm('Distance to the nearest enemy card').nullable().optional(),
      ownHalf: z.boolean().optional(),
      openGround: z.boolean().optional(),
      /** Multiplayer: the side's first card replaces its marker (L343). */
      atMarker: z.boolean().optional(),
    }),
    /** The new position, when the card moves, follows the Deployment rules: 60 cm from the enemy, on the player's own half (L211, L331). */
    event('guerilla-tactics-rolled', { unitId: id, roll: DiceRollSchema, redeployed: z.boolean().default(false), nearestEnemyCardCm: cm('Distance to the nearest enemy card').nullable().optional(), ownHalf: z.boolean().optional() }),
    /** Cards turned face up and models placed (L345–L349). */
    event('forces-revealed', { nearestEnemyCm: cm('Distance to the nearest enemy').nullable().optional() }),
    event('reinforcement-substituted', {
      unitId: id,
      cards: z
        .array(z.strictObject({ key: id, card: RulesCardSchema, type: z.enum(MODEL_TYPES), models: count.min(1), dna: z.array(DnaModificationSchema).max(7).default([]) }))
        .min(1)
        .max(9),
    }),
    /** Who goes first this Turn (L325–L327, L353). */
    event('order-of-play-rolled', { rounds }),
    event('unit-nominated', {
      unitId: id,
      /** A Reinforcement Unit entering (L381–L385). */
      entry: z.strictObject({ edgeDistanceCm: cm('Distance from the edge'), ownHalf: z.boolean(), inBaseContactWithEnemy: z.boolean().default(false) }).optional(),
    }),
    /** The player brings no Reinforcement Unit in this Turn (only when nothing on the Battlefield must be nominated). */
    event('reinforcements-held', {}),
    event('instability-rolled', { cardId: id, model: count.optional(), roll: RollSchema, table: DiceRollSchema.optional(), bleeding: DiceRollSchema.optional(), men: z.array(RollSchema).max(30).default([]) }),
    event('action-declared', {
      action: action.optional(),
      perCard: z.array(z.strictObject({ cardId: id, action })).max(9).optional(),
    }),
    event('model-moved', {
      cardId: id,
      /** The models moved; all the card's models when absent. */
      models: z.array(count).max(50).optional(),
      /** The longest move among them. */
      distanceCm: cm('Distance moved'),
      /** Of which over Difficult ground (or low obstacles, L427). */
      difficultCm: cm('Distance over Difficult ground').default(0),
      obstacleHeightCm: cm('Obstacle height').optional(),
      throughImpassable: z.boolean().default(false),
      intoBaseContact: z.boolean().default(false),
      offBattlefield: z.boolean().default(false),
      /** The model starts in Base-to-base Contact with an enemy and moves out of it: it must have won the roll (L431–L437). */
      outOfBaseContact: z.boolean().default(false),
      /** A Charge that ends in contact: which moved model touches which enemy model (L513). */
      contacts: z.array(z.strictObject({ model: count, enemy: ModelRefSchema })).max(100).default([]),
    }),
    /**
     * The Opposed roll to move out of Base-to-base Contact (L431–L437). `enemies`: every enemy model
     * in contact; the engine rolls against the highest CC offensive + defensive, −1 per other (L435).
     * Older records name the one `enemy` and count `additionalEnemies` instead.
     */
    event('disengage-rolled', {
      cardId: id,
      model: count,
      enemies: z.array(ModelRefSchema).min(1, { error: 'Name at least one enemy model in contact' }).max(12).optional(),
      enemy: ModelRefSchema.optional(),
      additionalEnemies: count.default(0),
      rounds: duelRounds,
    }),
    event('shot', {
      shooter: ModelRefSchema,
      weapon: weaponName,
      target: ModelRefSchema,
      rangeCm: cm('Range'),
      /** Line of Sight to less than half the target (L485). */
      partialLineOfSight: z.boolean().default(false),
      /** The target is in Base-to-base Contact with one of the shooter's side (never a legal target, L465). */
      targetInBaseContact: z.boolean().default(false),
      toHit: RollSchema.optional(),
      hit: HitRollsSchema.optional(),
    }),
    event('assault', {
      attacker: ModelRefSchema,
      /** null: Unarmed. */
      weapon: weaponName.nullable(),
      target: ModelRefSchema,
      /**
       * Older records: the count the players entered of the target's other enemies in contact (L537).
       * The engine counts them from the recorded contacts; a step whose count differs is refused.
       */
      additionalAttackers: count.optional(),
      rounds: duelRounds,
      forceDice: DiceRollSchema.optional(),
      hit: HitRollsSchema.optional(),
    }),
    event('indirect', {
      shooter: ModelRefSchema,
      weapon: weaponName,
      guessedRangeCm: cm('Guessed range'),
      deviation: RollSchema,
      direction: DiceRollSchema.optional(),
      hits: z.array(HitRollsSchema.extend({ target: ModelRefSchema })).max(30).default([]),
    }),
    event('special-action', {
      cardId: id,
      model: count.optional(),
      ability: z.string({ error: 'Choose the Special Action' }).trim().min(1, { error: 'Choose the Special Action' }).max(80),
      /** +1 steps of the Roll Requirement taken for the Level of Difficulty (L153–L155). */
      increments: count.default(0),
      roll: RollSchema.optional(),
    }),
    event('activation-ended', {}),
    event('chain-of-command', { unitId: id, broken: z.boolean() }),
    /** A card's own effect the engine cannot compute (L307–L309), applied as the players read it. */
    event('effect-applied', {
      target: ModelRefSchema.optional(),
      unitId: id.optional(),
      effect: z.enum(['wound', 'casualty', 'confusion', 'calm']),
      by: side.nullable().default(null),
      men: z.array(RollSchema).max(30).default([]),
      note: note.optional(),
    }),
    /** The distance from each side's closest model to the centre at the end of the Territorial Turn; null: none on the table (L263). */
    event('territory-judged', { distancesCm: z.record(side, cm('Distance to the centre').nullable()) }),
    /** "Who is right?" (L315–L317): an Opposed roll settles a question, or a tie for victory. */
    event('who-is-right', { sides: z.array(side).min(2).max(6), rounds, question: note.min(1, { error: 'Say what the roll decides' }) }),
    event('roll-off', { rounds }),
    event('surrendered', { side }),
  ],
  { error: 'This is not a step of a 1999 battle' },
);

export type Event1999 = z.output<typeof EventSchema>;
export type EventInput1999 = z.input<typeof EventSchema>;
export type EventType1999 = Event1999['type'];
export type EventOf<T extends EventType1999> = Extract<Event1999, { type: T }>;
export type ModelRef = z.output<typeof ModelRefSchema>;
export type HitRolls = z.output<typeof HitRollsSchema>;

/** Attribute names the schema accepts, re-exported for forms. */
export { AttributeSchema };
