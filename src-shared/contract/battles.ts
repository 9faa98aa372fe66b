import { z } from 'zod';
import { defineCall } from './define';
import { entityId, longText, nameField } from './fields';
import { routeBySystem } from './by-system';
import { AppendSystemEventInput, CreateSystemBattleInput, OUTCOMES_SENT, SystemBattleDetail, SystemBattleListItem, SystemStepAnswer, SystemStepOutcomesRow } from './system-battles';
import { BattleListInput, BattleListRow } from './battle-list';
import { OWN_BATTLE_SHAPES } from './own-battle-shapes';

/**
 * The battles.* call group. Its outputs unite the shapes of the systems that keep their battles in
 * a shape of their own (own-battle-shapes.ts: Orders & Omens) with the generic shapes of every
 * other system (system-battles.ts); `system` says which a battle is.
 */

/** The systems with battle shapes of their own. */
type OwnSystemId = (typeof OWN_BATTLE_SHAPES)[number]['systemId'];
const OWN_SYSTEMS: ReadonlySet<string> = new Set(OWN_BATTLE_SHAPES.map((own) => own.systemId));

/** A battle of any system in a list. */
export const AnyBattleListItem = z.union([...OWN_BATTLE_SHAPES.map((own) => own.listItem), SystemBattleListItem]);
export type AnyBattleListItem = z.infer<typeof AnyBattleListItem>;

/** How many of its newest steps an opened battle carries outcome lines (Orders & Omens) or outcomes (the other systems) for. */
export { OUTCOMES_SENT };

/** An older step's outcomes from `battles.stepOutcomes`: lines for Orders & Omens, the system's typed outcomes for the others. */
export const AnyStepOutcomesRow = z.union([...OWN_BATTLE_SHAPES.map((own) => own.stepOutcomes), SystemStepOutcomesRow]);
export type AnyStepOutcomesRow = z.infer<typeof AnyStepOutcomesRow>;

/** A battle of any system: a system's own detail (each branch looks at `system` first), or the generic one. */
export const AnyBattleDetail = z.union([...OWN_BATTLE_SHAPES.map((own) => own.detail), SystemBattleDetail]);
export type AnyBattleDetail = z.infer<typeof AnyBattleDetail>;

/** Narrows a battle to the generic shape of the systems without shapes of their own. */
export function isSystemBattle<T extends { readonly system: string }>(battle: T): battle is Exclude<T, { system: OwnSystemId }> {
  return !OWN_SYSTEMS.has(battle.system);
}

/** A system with its own shapes answers an undo with what changed; the others with the whole (small) battle. */
export const AnyUndoAnswer = z.union([...OWN_BATTLE_SHAPES.map((own) => own.undoAnswer), SystemBattleDetail]);
export type AnyUndoAnswer = z.infer<typeof AnyUndoAnswer>;

/** Every system answers a step with what changed: a system with its own shapes in them, the others with `SystemStepAnswer`. */
export const AnyStepAnswer = z.union([...OWN_BATTLE_SHAPES.map((own) => own.stepAnswer), SystemStepAnswer]);
export type AnyStepAnswer = z.infer<typeof AnyStepAnswer>;

/** Narrows a step answer to the generic shape of the systems without shapes of their own. */
export function isSystemStep(answer: AnyStepAnswer): answer is SystemStepAnswer {
  return isSystemBattle(answer.battle);
}

const ownInputs = <K extends 'createInput' | 'appendInput'>(part: K) => Object.fromEntries(OWN_BATTLE_SHAPES.map((own) => [own.systemId, own[part]]));

export const battleCalls = {
  'battles.list': defineCall({
    summary: "A campaign's battles of every game system (or only those `forceId` fought in; only the `first` N), those in progress first, then the finished, each newest first: a slim row each with its sides, progress and result, as the battles list shows them; `battles.get` gives the whole battle.",
    input: BattleListInput,
    output: z.array(BattleListRow),
  }),
  'battles.get': defineCall({
    summary: 'One battle of any system: setup, every step with its dice (what came of each for the newest 200 steps only, see battles.stepOutcomes), and the state replayed from them.',
    input: z.strictObject({ id: entityId }),
    output: AnyBattleDetail,
  }),
  'battles.stepOutcomes': defineCall({
    summary:
      "What came of a battle's steps fromSeq to toSeq (numbered from 1), for the event log's older steps, which an opened battle leaves out: outcome lines for Orders & Omens, the system's typed outcomes (`outcomes`) for the others.",
    input: z
      .strictObject({ battleId: entityId, fromSeq: z.number().int().min(1), toSeq: z.number().int().min(1) })
      .refine((range) => range.fromSeq <= range.toSeq, { message: 'fromSeq must not come after toSeq', path: ['toSeq'] }),
    output: z.array(AnyStepOutcomesRow),
  }),
  'battles.create': defineCall({
    summary:
      'Set up a battle. Orders & Omens (no `system`): two valid (or randomised) armies. Any other system: `{ system, campaignId, name, sides: [{ playerId | playerName, armyIds }], setup }`, the setup checked by that system. Rosters are copied as they stand.',
    input: routeBySystem(ownInputs('createInput'), CreateSystemBattleInput),
    output: AnyBattleDetail,
  }),
  'battles.append': defineCall({
    summary: 'Record one confirmed step (`system` and the system’s own event for battles not of Orders & Omens). The engine judges it; a refusal carries its reason and writes nothing.',
    input: routeBySystem(ownInputs('appendInput'), AppendSystemEventInput),
    output: AnyStepAnswer,
  }),
  'battles.undo': defineCall({
    summary: 'Remove the last recorded step of a battle of any system.',
    input: z.strictObject({ battleId: entityId, expectedCount: z.number().int().min(0) }),
    output: AnyUndoAnswer,
  }),
  'battles.update': defineCall({
    summary: "Rename a battle or change its scenario notes.",
    input: z.strictObject({ id: entityId, name: nameField('Battle name').optional(), notes: longText('Scenario notes').optional() }),
    output: AnyBattleListItem,
  }),
  'battles.delete': defineCall({
    summary: 'Delete a battle and its log.',
    input: z.strictObject({ id: entityId }),
    output: z.object({ id: z.string() }),
  }),
};
