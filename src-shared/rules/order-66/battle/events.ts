import { z } from 'zod';
import type { SideKey } from '../../../systems/game-system';
import type { DiceRoll } from '../../dice';
import { DiceRollSchema } from '../dice-schema';

/**
 * Order 66 battle events: what the players confirmed at the table, one row each in the log, dice
 * inside. Geometry stays at the table: players count squares and say whether a line is straight;
 * the engine checks those numbers against the rules.
 */

/** A pulse rifle (or any shot) needs "a straight, uninterrupted line" that is not diagonal (L88). */
export type LineOfFire = 'straight' | 'diagonal' | 'blocked';
/** Melee contact: a square sharing a side, or touching at a corner (o66.square-geometry). */
export type Contact = 'side' | 'corner';

export type PsychicTarget = { readonly kind: 'model'; readonly modelId: string } | { readonly kind: 'terrain'; readonly name: string; readonly squares: number };
export type CollisionWith = { readonly kind: 'model'; readonly modelId: string } | { readonly kind: 'terrain'; readonly name: string };

export type Order66Event =
  | { readonly type: 'roll-off'; readonly rolls: Readonly<Record<SideKey, DiceRoll>> }
  | { readonly type: 'activate'; readonly unitId: string }
  /** `unitId` names the unit whose activation ends, so the log says whose it was (older steps do not). */
  | { readonly type: 'end-activation'; readonly unitId?: string }
  | { readonly type: 'move'; readonly modelId: string; readonly squares: number; readonly acrossModels?: boolean }
  | { readonly type: 'jump'; readonly modelId: string; readonly squares: number }
  | {
      readonly type: 'shoot';
      readonly modelId: string;
      readonly targetId: string;
      readonly line: LineOfFire;
      /** Friendly troopers within 4 squares of the shooter, with the squares counted to each. */
      readonly support: readonly { readonly modelId: string; readonly squares: number }[];
      readonly roll: DiceRoll;
    }
  | { readonly type: 'lightning'; readonly modelId: string; readonly targetId: string; readonly line: LineOfFire; readonly roll: DiceRoll }
  | { readonly type: 'psychic-attack'; readonly modelId: string; readonly target: PsychicTarget; readonly squares: number; readonly roll: DiceRoll }
  | { readonly type: 'melee'; readonly modelId: string; readonly targetId: string; readonly contact: Contact; readonly roll: DiceRoll }
  | {
      readonly type: 'sword-master';
      readonly modelId: string;
      readonly targets: readonly { readonly targetId: string; readonly squares: number; readonly roll: DiceRoll }[];
    }
  | { readonly type: 'choke'; readonly modelId: string; readonly targetId: string; readonly lineOfSight: boolean; readonly roll: DiceRoll }
  | { readonly type: 'manipulate'; readonly modelId: string; readonly targetId: string; readonly squares: number; readonly roll: DiceRoll }
  /** The roll the battle is waiting for: a dodge, a resist or a melee defence; `modelId` names who rolls it (older steps do not). */
  | { readonly type: 'defend'; readonly roll: DiceRoll; readonly modelId?: string; readonly as?: DefenceRoll }
  /** `modelId` is the Mystic whose psychic attack moves `target` (older steps name neither). */
  | { readonly type: 'push'; readonly squares: number; readonly collision: CollisionWith | null; readonly modelId?: string; readonly target?: CollisionWith }
  | { readonly type: 'return-fire'; readonly line: LineOfFire; readonly roll: DiceRoll; readonly modelId?: string }
  /** `modelId` is the Mystic letting return fire pass (older steps do not name her). */
  | { readonly type: 'decline-return-fire'; readonly modelId?: string }
  | { readonly type: 'melee-reroll'; readonly attack: DiceRoll; readonly defence: DiceRoll; readonly attackerId?: string; readonly targetId?: string }
  | { readonly type: 'concede'; readonly side: SideKey }
  | { readonly type: 'battle-decided'; readonly winners: readonly SideKey[] };

export type Order66EventType = Order66Event['type'];
export type Order66EventOf<T extends Order66EventType> = Extract<Order66Event, { type: T }>;

/**
 * What a defence roll was, as the form named it to the player: a dodge of a shot (L94), a roll to
 * resist a power (L104) or to avoid a blow (L128). Older steps do not say, and read "defence roll".
 */
export const DEFENCE_ROLLS = ['dodge', 'resist', 'defence'] as const;
export type DefenceRoll = (typeof DEFENCE_ROLLS)[number];

/** The roll each waiting defence takes (the `Pending` kinds), as the form and the log name it. */
export const DEFENCE_ROLL_OF: Readonly<Record<'dodge' | 'resist' | 'melee-defence', DefenceRoll>> = { dodge: 'dodge', resist: 'resist', 'melee-defence': 'defence' };

const id = z.string({ error: 'id must be text' }).min(1, { error: 'id is required' }).max(64);
const squares = z
  .number({ error: 'Squares must be a number' })
  .int({ error: 'Count whole squares' })
  .min(0, { error: 'Squares cannot be negative' })
  .max(200, { error: 'At most 200 squares' });
const line = z.enum(['straight', 'diagonal', 'blocked'], { error: 'Line of fire is straight, diagonal or blocked' });
const terrainName = z.string({ error: 'Name the terrain piece' }).trim().min(1, { error: 'Name the terrain piece' }).max(80, { error: 'A terrain name must be 80 characters or fewer' });

const psychicTarget = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('model'), modelId: id }),
  z.strictObject({
    kind: z.literal('terrain'),
    name: terrainName,
    squares: z.number({ error: 'Squares filled must be a number' }).int({ error: 'Count whole squares' }).min(1, { error: 'A terrain piece fills at least 1 square' }).max(100),
  }),
]);
const collisionWith = z.discriminatedUnion('kind', [z.strictObject({ kind: z.literal('model'), modelId: id }), z.strictObject({ kind: z.literal('terrain'), name: terrainName })]);

export const Order66EventSchema: z.ZodType<Order66Event> = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('roll-off'), rolls: z.record(id, DiceRollSchema) }),
    z.strictObject({ type: z.literal('activate'), unitId: id }),
    z.strictObject({ type: z.literal('end-activation'), unitId: id.optional() }),
    z.strictObject({ type: z.literal('move'), modelId: id, squares, acrossModels: z.boolean().optional() }),
    z.strictObject({ type: z.literal('jump'), modelId: id, squares }),
    z.strictObject({
      type: z.literal('shoot'),
      modelId: id,
      targetId: id,
      line,
      support: z.array(z.strictObject({ modelId: id, squares }), { error: 'Support must be a list' }).max(60),
      roll: DiceRollSchema,
    }),
    z.strictObject({ type: z.literal('lightning'), modelId: id, targetId: id, line, roll: DiceRollSchema }),
    z.strictObject({ type: z.literal('psychic-attack'), modelId: id, target: psychicTarget, squares, roll: DiceRollSchema }),
    z.strictObject({ type: z.literal('melee'), modelId: id, targetId: id, contact: z.enum(['side', 'corner'], { error: 'Contact is side or corner' }), roll: DiceRollSchema }),
    z.strictObject({
      type: z.literal('sword-master'),
      modelId: id,
      targets: z.array(z.strictObject({ targetId: id, squares, roll: DiceRollSchema }), { error: 'Targets must be a list' }).max(60),
    }),
    z.strictObject({ type: z.literal('choke'), modelId: id, targetId: id, lineOfSight: z.boolean({ error: 'Line of sight must be true or false' }), roll: DiceRollSchema }),
    z.strictObject({ type: z.literal('manipulate'), modelId: id, targetId: id, squares, roll: DiceRollSchema }),
    z.strictObject({ type: z.literal('defend'), roll: DiceRollSchema, modelId: id.optional(), as: z.enum(DEFENCE_ROLLS, { error: 'A defence roll is a dodge, a resist or a melee defence' }).optional() }),
    z.strictObject({ type: z.literal('push'), squares, collision: collisionWith.nullable(), modelId: id.optional(), target: collisionWith.optional() }),
    z.strictObject({ type: z.literal('return-fire'), line, roll: DiceRollSchema, modelId: id.optional() }),
    z.strictObject({ type: z.literal('decline-return-fire'), modelId: id.optional() }),
    z.strictObject({ type: z.literal('melee-reroll'), attack: DiceRollSchema, defence: DiceRollSchema, attackerId: id.optional(), targetId: id.optional() }),
    z.strictObject({ type: z.literal('concede'), side: id }),
    z.strictObject({ type: z.literal('battle-decided'), winners: z.array(id).max(6) }),
  ],
  { error: (issue) => `Unknown Order 66 step ${JSON.stringify((issue.input as { type?: unknown } | undefined)?.type ?? null)}` },
);
