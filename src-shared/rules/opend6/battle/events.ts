import { z } from 'zod';
import { COVER_LEVELS, FIRE_MODES, RANGE_BANDS } from '../data/ranged';
import { BARRIER_TYPES, TERRAIN_TYPES } from '../data/terrain';

/**
 * Every step an OpenD6 battle log accepts, checked for shape only: whether a step is legal (a die
 * of 7, a squad moving out of turn, a charge by a demoralized squad) is the engine's call, so the
 * refusal carries the engine's reason. Dice live in the event that used them.
 */

const key = z.string({ error: 'A squad must be named' }).min(1, { error: 'A squad must be named' }).max(64);
const soldier = z.string({ error: 'A soldier must be named' }).min(1, { error: 'A soldier must be named' }).max(32);
const side = z.string({ error: 'A side must be named' }).min(1).max(16);
const faces = z.array(z.number({ error: 'Each die must be a number' }), { error: 'Dice faces must be a list' }).max(60, { error: 'At most 60 dice in one roll' }).readonly();
/** Any die size the app knows; the engine refuses anything but a D6. */
const sides = z.union([z.literal(3), z.literal(6), z.literal(20)], { error: 'Dice are D3, D6 or D20' });

/** One die typed in (with its re-rolled sixes) or rolled by the app from a recorded seed. */
export const DiceSchema = z.discriminatedUnion(
  'source',
  [
    z.strictObject({ source: z.literal('entered'), sides, faces }),
    z.strictObject({ source: z.literal('rolled'), sides, seed: z.number().int({ error: 'A seed is a whole number' }), faces }),
  ],
  { error: 'Dice must be { source: "entered", sides, faces } or { source: "rolled", sides, seed, faces }' },
);

/** An opposed morale-type test: the squad's command roll and the opponent's threat roll (L442). */
const OpposedRolls = z.strictObject({ command: DiceSchema, threat: DiceSchema });

const MoveSegment = z.union([
  z.strictObject({ terrain: z.enum(TERRAIN_TYPES, { error: 'Unknown terrain' }), inches: z.number().positive().max(200) }),
  z.strictObject({ barrier: z.enum(BARRIER_TYPES, { error: 'Unknown barrier' }) }),
  z.strictObject({ standUp: z.literal(true) }),
]);

const Shot = z.strictObject({
  soldier,
  weaponId: z.string().min(1).max(64),
  /** The range band; leave it out to have it read from the distances measured (`measured`). */
  range: z.enum(RANGE_BANDS, { error: 'Range is short, medium or long' }).optional(),
  /** A following-fire shot after this soldier's hit (L240). */
  following: z.boolean().optional(),
  roll: DiceSchema,
});

const HitTarget = z.union([z.strictObject({ shot: z.number().int().min(0), squad: key.optional(), soldier }), z.strictObject({ shot: z.number().int().min(0), squad: key.optional(), battery: z.literal(true) })]);

const Fighter = z.strictObject({
  soldier,
  roll: DiceSchema,
  /** Attacked in the side or rear (L377). */
  sideOrRear: z.boolean().optional(),
  /** Defending behind a barrier (L372). */
  behindBarrier: z.boolean().optional(),
});

const FightGroup = z.strictObject({
  /** The soldier facing one to three enemies (or one of a pair). */
  lone: Fighter.extend({ squad: key }),
  opponents: z.array(Fighter).min(1).max(3),
  /** Which opponent the lone soldier attacks (L369); default the first. */
  loneAttacks: soldier.optional(),
});

const SiegeTarget = z.union([
  z.strictObject({ squad: key, soldier, placement: z.enum(['under', 'touching']), wall: z.enum(['none', 'opening', 'solid']).default('none') }),
  z.strictObject({ squad: key, battery: z.literal(true), placement: z.enum(['under', 'touching']), wall: z.enum(['none', 'opening', 'solid']).default('none') }),
]);

const Deviation = z.strictObject({ direction: DiceSchema, distance: DiceSchema });

const event = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => z.strictObject({ type: z.literal(type), ...shape });

export const Od6EventSchema = z.discriminatedUnion(
  'type',
  [
    event('initiative-rolled', { rolls: z.record(side, DiceSchema) }),
    event('movement-order-chosen', { movesFirst: side }),
    event('squad-moved', {
      squad: key,
      pace: z.enum(['stay', 'walk', 'run'], { error: 'Pace is stay, walk or run' }),
      /** A stationary squad that turned counts as walking (L136). */
      facingChanged: z.boolean().optional(),
      /** The longest path any soldier took, for the allowance check (L142–L153). */
      path: z.array(MoveSegment).max(40).optional(),
      /** Moved toward a visible enemy (refused for demoralized squads, L431). */
      towardEnemy: z.boolean().optional(),
      wentProne: z.array(soldier).max(10).optional(),
      stoodUp: z.array(soldier).max(10).optional(),
    }),
    event('opportunity-fire-tested', { squad: key, target: key, test: OpposedRolls.partial({ threat: true }), behindCover: z.boolean().optional() }),
    event('charge-declared', { squad: key, target: key, flankOrRear: z.boolean().optional(), targetBehindBarrier: z.boolean().optional(), behindCover: z.boolean().optional(), test: OpposedRolls.optional() }),
    event('charge-received', { test: OpposedRolls.optional(), behindCover: z.boolean().optional() }),
    event('charge-braced', {}),
    event('charge-completed', { reached: z.boolean() }),
    event('disengage-attempted', { squad: key, roll: DiceSchema }),
    event('shots-fired', {
      squad: key,
      mode: z.enum(FIRE_MODES, { error: 'Fire is ranged, opportunity or defensive' }),
      target: key,
      cover: z.enum(COVER_LEVELS, { error: 'Cover is none, light, medium or heavy' }).default('none'),
      /** Each visible target soldier's cover; when given, the squad's cover is read from it (`od6.target-cover`). */
      visibleCover: z.array(z.enum(COVER_LEVELS, { error: 'Cover is none, light, medium or heavy' })).min(1).max(10).optional(),
      /** Inches measured to the centre of the targets and to the farthest one, for shots given without a band (`od6.range-measure`). */
      measured: z.strictObject({ centre: z.number().positive().max(500), farthest: z.number().positive().max(500) }).optional(),
      /** The majority of the visible targets are prone (L227, L232); default: as the table shows. */
      targetProne: z.boolean().optional(),
      /** The squad is in close combat and these soldiers are not in base contact (L360). */
      outOfContact: z.boolean().optional(),
      shots: z.array(Shot).min(1).max(30),
      hits: z.array(HitTarget).max(30).default([]),
    }),
    event('siege-fired', {
      squad: key,
      gunner: soldier,
      range: z.enum(RANGE_BANDS),
      blind: z.boolean().optional(),
      roll: DiceSchema,
      deviation: Deviation.optional(),
      secondDeviation: Deviation.optional(),
      affected: z.array(SiegeTarget).max(40).default([]),
    }),
    event('damage-rolled', {
      /** One Damage Strength roll per pending hit, in order. */
      damage: z.array(DiceSchema).max(60),
      /** One Strength roll per soldier (or battery) hit (L285, L397). */
      strength: z.array(z.union([z.strictObject({ squad: key, soldier, roll: DiceSchema }), z.strictObject({ squad: key, battery: z.literal(true), roll: DiceSchema })])).max(60),
    }),
    event('close-combat-fought', { squads: z.tuple([key, key]), groups: z.array(FightGroup).max(20) }),
    event('parting-swing-rolled', { attacker: key, defender: key, fights: z.array(z.strictObject({ attacker: Fighter, defender: Fighter })).max(20) }),
    event('advance-held', { squad: key, behindBarrier: z.boolean().optional(), roll: DiceSchema.optional() }),
    event('morale-tested', { squad: key, test: OpposedRolls, behindCover: z.boolean().optional() }),
    event('rally-tested', { squad: key, test: OpposedRolls, behindCover: z.boolean().optional(), enemyWithin12: z.boolean().optional() }),
    event('rally-point-reached', { squad: key }),
    event('separation-reported', { squad: key, separated: z.array(soldier).max(10) }),
    event('phase-ended', {}),
    event('conceded', { side }),
  ],
  { error: 'Unknown battle step' },
);

/** An event as written (defaults not yet filled in); the engine reads it either way. */
export type Od6Event = z.input<typeof Od6EventSchema>;
export type Od6EventType = Od6Event['type'];
export type Od6EventOf<T extends Od6EventType> = Extract<Od6Event, { type: T }>;
export type OpposedTestRolls = z.infer<typeof OpposedRolls>;
export type MoveSegmentInput = z.infer<typeof MoveSegment>;
export type FightGroupInput = z.infer<typeof FightGroup>;
export type SiegeTargetInput = z.infer<typeof SiegeTarget>;
