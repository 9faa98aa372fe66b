import { z } from 'zod';
import { COVER_LEVELS, FIRE_MODES, RANGE_BANDS } from '../data/ranged';
import { BARRIER_TYPES, TERRAIN_TYPES } from '../data/terrain';

/**
 * Every step an OpenD6 battle log accepts, checked for shape only: whether a step is legal (a die
 * of 7, a squad moving out of turn, a charge by a demoralized squad) is the engine's call, so the
 * refusal carries the engine's reason. Dice live in the event that used them.
 */

// Squads, soldiers and weapons are chosen from lists, never typed: a missing one is told as a choice to make.
const key = z.string({ error: 'Choose a squad' }).min(1, { error: 'Choose a squad' }).max(64, { error: 'Choose a squad' });
const soldier = z.string({ error: 'Choose a soldier' }).min(1, { error: 'Choose a soldier' }).max(32, { error: 'Choose a soldier' });
const side = z.string({ error: 'Choose a player' }).min(1, { error: 'Choose a player' }).max(16, { error: 'Choose a player' });
const weapon = z.string({ error: 'Choose a weapon' }).min(1, { error: 'Choose a weapon' }).max(64, { error: 'Choose a weapon' });
const yesNo = z.boolean({ error: 'Answer yes or no' });
/** At most `n` of something in one step: more is a slip, told in the rulebook's words. */
const list = <T extends z.ZodType>(item: T, n: number, what: string) => z.array(item, { error: `Enter the ${what} as a list` }).max(n, { error: `At most ${n} ${what} in one step` });
const inchesOf = (what: string, max: number) => z.number({ error: `${what} must be a number of inches` }).positive({ error: `${what} must be more than 0 inches` }).max(max, { error: `${what} must be ${max} inches or less` });
const faces = z.array(z.number({ error: 'Each die must be a number' }), { error: 'Enter the dice as numbers' }).max(60, { error: 'At most 60 dice in one roll' }).readonly();
/** Any die size the app knows; the engine refuses anything but a D6. */
const sides = z.union([z.literal(3), z.literal(6), z.literal(20)], { error: 'OpenD6 rolls six-sided dice (D6)' });

/** One die typed in (with its re-rolled sixes) or rolled by the app from a recorded seed. */
export const DiceSchema = z.discriminatedUnion(
  'source',
  [
    z.strictObject({ source: z.literal('entered'), sides, faces }),
    z.strictObject({ source: z.literal('rolled'), sides, seed: z.number({ error: 'A roll the app made must keep the number it was rolled from' }).int({ error: 'A roll the app made must keep the whole number it was rolled from' }), faces }),
  ],
  { error: 'Enter the dice as rolled at the table, or let the app roll them' },
);

/** An opposed morale-type test: the squad's command roll and the opponent's threat roll (L442). */
const OpposedRolls = z.strictObject({ command: DiceSchema, threat: DiceSchema });

const MoveSegment = z.union(
  [
    z.strictObject({ terrain: z.enum(TERRAIN_TYPES, { error: 'Choose the terrain crossed' }), inches: inchesOf('The distance through the terrain', 200) }),
    z.strictObject({ barrier: z.enum(BARRIER_TYPES, { error: 'Choose the barrier crossed' }) }),
    z.strictObject({ standUp: z.literal(true, { error: 'Answer yes or no' }) }),
  ],
  { error: 'Each part of the path crosses terrain, crosses a barrier, or stands up' },
);

const shotNumber = z.number({ error: 'Choose the shot that hit' }).int({ error: 'Choose the shot that hit' }).min(0, { error: 'Choose the shot that hit' });

const Shot = z.strictObject({
  soldier,
  weaponId: weapon,
  /** The range band; leave it out to have it read from the distances measured (`measured`). */
  range: z.enum(RANGE_BANDS, { error: 'Range is short, medium or long' }).optional(),
  /** A following-fire shot after this soldier's hit (L240). */
  following: yesNo.optional(),
  roll: DiceSchema,
});

const HitTarget = z.union(
  [z.strictObject({ shot: shotNumber, squad: key.optional(), soldier }), z.strictObject({ shot: shotNumber, squad: key.optional(), battery: z.literal(true, { error: 'Answer yes or no' }) })],
  { error: 'Each hit names the soldier or siege weapon it struck' },
);

const Fighter = z.strictObject({
  soldier,
  roll: DiceSchema,
  /** Attacked in the side or rear (L377). */
  sideOrRear: yesNo.optional(),
  /** Defending behind a barrier (L372). */
  behindBarrier: yesNo.optional(),
});

const FightGroup = z.strictObject({
  /** The soldier facing one to three enemies (or one of a pair). */
  lone: Fighter.extend({ squad: key }),
  opponents: z.array(Fighter, { error: 'Choose the soldiers he fights' }).min(1, { error: 'A soldier in close combat faces one to three enemies' }).max(3, { error: 'A soldier in close combat faces one to three enemies' }),
  /** Which opponent the lone soldier attacks (L369); default the first. */
  loneAttacks: soldier.optional(),
});

const placement = z.enum(['under', 'touching'], { error: 'The template is under the soldier or touching him' });
const wall = z.enum(['none', 'opening', 'solid'], { error: 'A wall between is none, an opening or solid' }).default('none');
const SiegeTarget = z.union(
  [
    z.strictObject({ squad: key, soldier, placement, wall }),
    z.strictObject({ squad: key, battery: z.literal(true, { error: 'Answer yes or no' }), placement, wall }),
  ],
  { error: 'Each one caught names the soldier or siege weapon under the template' },
);

const Deviation = z.strictObject({ direction: DiceSchema, distance: DiceSchema });

/** A step with parts the engine does not record is refused in words, not with the part's name. */
const unknownPart = (issue: { readonly code?: string }) => (issue.code === 'unrecognized_keys' ? 'The step holds something an OpenD6 battle does not record' : undefined);
const event = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => z.strictObject({ type: z.literal(type), ...shape }, { error: unknownPart });

export const Od6EventSchema = z.discriminatedUnion(
  'type',
  [
    event('initiative-rolled', { rolls: z.record(side, DiceSchema, { error: 'Enter each player’s initiative die' }) }),
    event('movement-order-chosen', { movesFirst: side }),
    event('squad-moved', {
      squad: key,
      pace: z.enum(['stay', 'walk', 'run'], { error: 'Pace is stay, walk or run' }),
      /** A stationary squad that turned counts as walking (L136). */
      facingChanged: yesNo.optional(),
      /** The longest path any soldier took, for the allowance check (L142–L153). */
      path: list(MoveSegment, 40, 'parts of the path').optional(),
      /** Moved toward a visible enemy (refused for demoralized squads, L431). */
      towardEnemy: yesNo.optional(),
      wentProne: list(soldier, 10, 'soldiers going prone').optional(),
      stoodUp: list(soldier, 10, 'soldiers standing up').optional(),
    }),
    event('opportunity-fire-tested', { squad: key, target: key, test: OpposedRolls.partial({ threat: true }), behindCover: yesNo.optional() }),
    event('charge-declared', { squad: key, target: key, flankOrRear: yesNo.optional(), targetBehindBarrier: yesNo.optional(), behindCover: yesNo.optional(), test: OpposedRolls.optional() }),
    event('charge-received', { test: OpposedRolls.optional(), behindCover: yesNo.optional() }),
    event('charge-braced', {}),
    event('charge-completed', { reached: yesNo }),
    event('disengage-attempted', { squad: key, roll: DiceSchema }),
    event('shots-fired', {
      squad: key,
      mode: z.enum(FIRE_MODES, { error: 'Fire is ranged, opportunity or defensive' }),
      target: key,
      cover: z.enum(COVER_LEVELS, { error: 'Cover is none, light, medium or heavy' }).default('none'),
      /** Each visible target soldier's cover; when given, the squad's cover is read from it (`od6.target-cover`). */
      visibleCover: list(z.enum(COVER_LEVELS, { error: 'Cover is none, light, medium or heavy' }), 10, 'target soldiers').min(1, { error: 'Give the cover of at least one target soldier' }).optional(),
      /** Inches measured to the centre of the targets and to the farthest one, for shots given without a band (`od6.range-measure`). */
      measured: z.strictObject({ centre: inchesOf('The distance to the centre of the targets', 500), farthest: inchesOf('The distance to the farthest target', 500) }).optional(),
      /** The majority of the visible targets are prone (L227, L232); default: as the table shows. */
      targetProne: yesNo.optional(),
      /** The squad is in close combat and these soldiers are not in base contact (L360). */
      outOfContact: yesNo.optional(),
      shots: list(Shot, 30, 'shots').min(1, { error: 'Enter at least one shot' }),
      hits: list(HitTarget, 30, 'hits').default([]),
    }),
    event('siege-fired', {
      squad: key,
      gunner: soldier,
      range: z.enum(RANGE_BANDS, { error: 'Range is short, medium or long' }),
      blind: yesNo.optional(),
      roll: DiceSchema,
      deviation: Deviation.optional(),
      secondDeviation: Deviation.optional(),
      affected: list(SiegeTarget, 40, 'soldiers caught').default([]),
    }),
    event('damage-rolled', {
      /** One Damage Strength roll per pending hit, in order. */
      damage: list(DiceSchema, 60, 'Damage Strength rolls'),
      /** One Strength roll per soldier (or battery) hit (L285, L397). */
      strength: list(z.union([z.strictObject({ squad: key, soldier, roll: DiceSchema }), z.strictObject({ squad: key, battery: z.literal(true, { error: 'Answer yes or no' }), roll: DiceSchema })], { error: 'Each Strength roll names the soldier or siege weapon hit' }), 60, 'Strength rolls'),
    }),
    event('close-combat-fought', { squads: z.tuple([key, key], { error: 'Choose the two squads in close combat' }), groups: list(FightGroup, 20, 'pairings') }),
    event('parting-swing-rolled', { attacker: key, defender: key, fights: list(z.strictObject({ attacker: Fighter, defender: Fighter }), 20, 'parting swings') }),
    event('advance-held', { squad: key, behindBarrier: yesNo.optional(), roll: DiceSchema.optional() }),
    event('morale-tested', { squad: key, test: OpposedRolls, behindCover: yesNo.optional() }),
    event('rally-tested', { squad: key, test: OpposedRolls, behindCover: yesNo.optional(), enemyWithin12: yesNo.optional() }),
    event('rally-point-reached', { squad: key }),
    event('separation-reported', { squad: key, separated: list(soldier, 10, 'separated soldiers') }),
    event('phase-ended', {}),
    event('conceded', { side }),
  ],
  { error: 'This is not a step of an OpenD6 battle' },
);

/** An event as written (defaults not yet filled in); the engine reads it either way. */
export type Od6Event = z.input<typeof Od6EventSchema>;
export type Od6EventType = Od6Event['type'];
export type Od6EventOf<T extends Od6EventType> = Extract<Od6Event, { type: T }>;
export type OpposedTestRolls = z.infer<typeof OpposedRolls>;
export type MoveSegmentInput = z.infer<typeof MoveSegment>;
export type FightGroupInput = z.infer<typeof FightGroup>;
export type SiegeTargetInput = z.infer<typeof SiegeTarget>;
