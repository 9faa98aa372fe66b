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

// Models, units and players are chosen from lists, never typed: a missing one is told as a choice to make.
const chosen = (what: string) => z.string({ error: `Choose ${what}` }).min(1, { error: `Choose ${what}` }).max(64, { error: `Choose ${what}` });
const id = chosen('the model this step is about');
const unit = chosen('the Mystic or Grymn Trooper to activate');
const target = chosen('the target');
const player = chosen('a player');
const yesNo = (what: string) => z.boolean({ error: `${what}: answer yes or no` });
const squares = z
  .number({ error: 'Squares must be a number' })
  .int({ error: 'Count whole squares' })
  .min(0, { error: 'Squares cannot be negative' })
  .max(200, { error: 'At most 200 squares' });
const line = z.enum(['straight', 'diagonal', 'blocked'], { error: 'Line of fire is straight, diagonal or blocked' });
const terrainName = z.string({ error: 'Name the terrain piece' }).trim().min(1, { error: 'Name the terrain piece' }).max(80, { error: 'A terrain name must be 80 characters or fewer' });

/** A step with parts the engine does not record is refused in words, not with the part's name. */
const unknownPart = (issue: { readonly code?: string }) => (issue.code === 'unrecognized_keys' ? 'The step holds something an Order 66 battle does not record' : undefined);
const step = <S extends z.ZodRawShape>(shape: S) => z.strictObject(shape, { error: unknownPart });

const psychicTarget = z.discriminatedUnion('kind', [
  step({ kind: z.literal('model'), modelId: target }),
  step({
    kind: z.literal('terrain'),
    name: terrainName,
    squares: z.number({ error: 'Squares filled must be a number' }).int({ error: 'Count whole squares' }).min(1, { error: 'A terrain piece fills at least 1 square' }).max(100, { error: 'A terrain piece fills at most 100 squares' }),
  }),
], { error: 'The target of a psychic attack is a model or a piece of terrain' });
const collisionWith = z.discriminatedUnion('kind', [step({ kind: z.literal('model'), modelId: chosen('the model it hit') }), step({ kind: z.literal('terrain'), name: terrainName })], {
  error: 'A pushed model collides with a model or a piece of terrain',
});

export const Order66EventSchema: z.ZodType<Order66Event> = z.discriminatedUnion(
  'type',
  [
    step({ type: z.literal('roll-off'), rolls: z.record(player, DiceRollSchema, { error: 'Enter each player’s roll-off die' }) }),
    step({ type: z.literal('activate'), unitId: unit }),
    step({ type: z.literal('end-activation'), unitId: unit.optional() }),
    step({ type: z.literal('move'), modelId: id, squares, acrossModels: yesNo('Moving across other models').optional() }),
    step({ type: z.literal('jump'), modelId: id, squares }),
    step({
      type: z.literal('shoot'),
      modelId: id,
      targetId: target,
      line,
      support: z.array(step({ modelId: chosen('the supporting trooper'), squares }), { error: 'Choose the supporting troopers' }).max(60, { error: 'At most 60 supporting troopers' }),
      roll: DiceRollSchema,
    }),
    step({ type: z.literal('lightning'), modelId: id, targetId: target, line, roll: DiceRollSchema }),
    step({ type: z.literal('psychic-attack'), modelId: id, target: psychicTarget, squares, roll: DiceRollSchema }),
    step({ type: z.literal('melee'), modelId: id, targetId: target, contact: z.enum(['side', 'corner'], { error: 'Contact is side or corner' }), roll: DiceRollSchema }),
    step({
      type: z.literal('sword-master'),
      modelId: id,
      targets: z.array(step({ targetId: target, squares, roll: DiceRollSchema }), { error: 'Choose the targets' }).max(60, { error: 'At most 60 targets' }),
    }),
    step({ type: z.literal('choke'), modelId: id, targetId: target, lineOfSight: yesNo('Line of sight'), roll: DiceRollSchema }),
    step({ type: z.literal('manipulate'), modelId: id, targetId: target, squares, roll: DiceRollSchema }),
    step({ type: z.literal('defend'), roll: DiceRollSchema, modelId: id.optional(), as: z.enum(DEFENCE_ROLLS, { error: 'A defence roll is a dodge, a resist or a melee defence' }).optional() }),
    step({ type: z.literal('push'), squares, collision: collisionWith.nullable(), modelId: id.optional(), target: collisionWith.optional() }),
    step({ type: z.literal('return-fire'), line, roll: DiceRollSchema, modelId: id.optional() }),
    step({ type: z.literal('decline-return-fire'), modelId: id.optional() }),
    step({ type: z.literal('melee-reroll'), attack: DiceRollSchema, defence: DiceRollSchema, attackerId: id.optional(), targetId: target.optional() }),
    step({ type: z.literal('concede'), side: player }),
    step({ type: z.literal('battle-decided'), winners: z.array(player, { error: 'Choose the winners' }).max(6, { error: 'At most 6 winners' }) }),
  ],
  { error: 'This is not a step of an Order 66 battle' },
);
