import type { AttackSpec } from '../battle/attack';
import { applyRerolls, countHits, missIndices } from '../battle/mechanics/hits';
import { dieSaves } from '../battle/mechanics/saves';

/**
 * What a dice form must ask for next, worked out from the faces entered so far: which Combat
 * Dice are re-rolled (Rooted Strength: every miss; Multiple Heads: the dice the players chose),
 * the hits the final faces give, how many save dice the target rolls, and how many of those
 * saves Venomous Bite makes it roll again. Counted with the reducer's own hit and save rules.
 */

/** Faces entered so far; null while a roll is not complete. */
export interface AttackDice {
  readonly faces: readonly number[] | null;
  /** Multiple Heads: the dice (by index) the players chose to roll again. */
  readonly chosen?: readonly number[];
  readonly rerollFaces: readonly number[] | null;
  readonly saveFaces: readonly number[] | null;
  readonly saveRerollFaces: readonly number[] | null;
}

export interface AttackProgress {
  /** The dice to roll again before hits are known; empty when none. */
  readonly rerollIndices: readonly number[];
  /** Hits from the final faces; null until the dice (and their re-rolls) are in. */
  readonly hits: number | null;
  /** Save dice the target rolls: one per hit when it has a save. */
  readonly saveCount: number;
  /** Venomous Bite: successful saves to roll again; 0 otherwise or until the saves are in. */
  readonly saveRerollCount: number;
  /** Hits after saves; null until every roll asked for is in. */
  readonly unsaved: number | null;
}

/** Multiple Heads' starting choice: the first misses, up to the dice the rule allows. */
export function defaultChosenRerolls(spec: AttackSpec, faces: readonly number[]): number[] {
  if (spec.reroll.kind !== 'up-to') return [];
  return missIndices(faces, spec.hitRule).slice(0, spec.reroll.count);
}

function rerollIndicesOf(spec: AttackSpec, faces: readonly number[], chosen: readonly number[] | undefined): readonly number[] {
  switch (spec.reroll.kind) {
    case 'none':
      return [];
    case 'misses':
      return missIndices(faces, spec.hitRule);
    case 'up-to':
      return (chosen ?? []).filter((i) => i >= 0 && i < faces.length).slice(0, spec.reroll.count);
  }
}

export function attackProgress(spec: AttackSpec, entry: AttackDice): AttackProgress {
  const pending = { rerollIndices: [], hits: null, saveCount: 0, saveRerollCount: 0, unsaved: null };
  if (!entry.faces || entry.faces.length !== spec.diceCount) return pending;
  const rerollIndices = rerollIndicesOf(spec, entry.faces, entry.chosen);
  if (rerollIndices.length > 0 && entry.rerollFaces?.length !== rerollIndices.length) return { ...pending, rerollIndices };
  const hits = countHits(applyRerolls(entry.faces, rerollIndices, entry.rerollFaces ?? []), spec.hitRule);
  const saveCount = spec.saveRule.saveOn === null ? 0 : hits;
  const base = { rerollIndices, hits, saveCount, saveRerollCount: 0 };
  if (saveCount === 0) return { ...base, unsaved: hits };
  if (entry.saveFaces?.length !== saveCount) return { ...base, unsaved: null };
  const firstSaves = entry.saveFaces.filter((face) => dieSaves(face, spec.saveRule)).length;
  if (!spec.saveRule.rerollSuccesses || firstSaves === 0) return { ...base, unsaved: hits - firstSaves };
  if (entry.saveRerollFaces?.length !== firstSaves) return { ...base, saveRerollCount: firstSaves, unsaved: null };
  const saved = entry.saveRerollFaces.filter((face) => dieSaves(face, spec.saveRule)).length;
  return { ...base, saveRerollCount: firstSaves, unsaved: hits - saved };
}
