import { countHits, maxHits, missIndices, applyRerolls, type HitRule, type RerollRule } from './mechanics/hits';
import { dieSaves, type SaveRule } from './mechanics/saves';

/** Everything that decides how one regiment's dice become unsaved hits on one target regiment. */
export interface AttackSpec {
  readonly diceCount: number;
  readonly hitRule: HitRule;
  readonly reroll: RerollRule;
  readonly saveRule: SaveRule;
}

/** The faces of one attack as rolled at the table (already validated as dice). */
export interface AttackFaces {
  readonly faces: readonly number[];
  readonly rerollIndices?: readonly number[];
  readonly rerollFaces?: readonly number[];
  readonly saveFaces?: readonly number[];
  readonly saveRerollFaces?: readonly number[];
  /** Hits the players counted; checked against the dice. */
  readonly claimedHits?: number;
}

export interface AttackResult {
  readonly hits: number;
  readonly saved: number;
  readonly unsaved: number;
}

/** "3 Combat Dice", "1 Combat Die" (seed 002 L361). */
function combatDice(count: number): string {
  return count === 1 ? '1 Combat Die' : `${count} Combat Dice`;
}

/** How many dice the players entered: "none were entered", "1 was entered", "3 were entered". */
function entered(count: number): string {
  return count === 0 ? 'none were entered' : count === 1 ? '1 was entered' : `${count} were entered`;
}

/** "Roll a save for each of the 2 hits", "Roll a save for the hit" (seed 002 L569: saves are rolled before the hits apply). */
function savesWanted(count: number): string {
  return count === 0 ? 'No saves are rolled here' : count === 1 ? 'Roll a save for the hit' : `Roll a save for each of the ${count} hits`;
}

export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

function rerollIndicesFor(spec: AttackSpec, faces: readonly number[], given: readonly number[] | undefined): Checked<readonly number[]> {
  switch (spec.reroll.kind) {
    case 'none':
      return given && given.length > 0 ? { ok: false, reason: 'This regiment may not re-roll dice' } : { ok: true, value: [] };
    case 'misses':
      return { ok: true, value: missIndices(faces, spec.hitRule) };
    case 'up-to': {
      const indices = given ?? [];
      if (indices.length > spec.reroll.count) return { ok: false, reason: `At most ${spec.reroll.count} dice may be re-rolled` };
      if (new Set(indices).size !== indices.length || indices.some((i) => !Number.isInteger(i) || i < 0 || i >= faces.length)) {
        return { ok: false, reason: 'Each die re-rolled must be a different die of this roll' };
      }
      return { ok: true, value: indices };
    }
  }
}

/**
 * Turns one attack's faces into hits and saves, checking every count the rules fix: dice rolled,
 * dice re-rolled, saves rolled (one per savable hit), save re-rolls (one per success).
 */
export function resolveAttack(spec: AttackSpec, input: AttackFaces): Checked<AttackResult> {
  if (input.faces.length !== spec.diceCount) return { ok: false, reason: `Roll ${combatDice(spec.diceCount)}; ${entered(input.faces.length)}` };
  if (input.claimedHits !== undefined && input.claimedHits > maxHits(spec.diceCount, spec.hitRule)) {
    return { ok: false, reason: `${input.claimedHits} hits claimed from ${spec.diceCount} dice: more hits than dice rolled` };
  }
  const indices = rerollIndicesFor(spec, input.faces, input.rerollIndices);
  if (!indices.ok) return indices;
  const rerollFaces = input.rerollFaces ?? [];
  if (rerollFaces.length !== indices.value.length) return { ok: false, reason: `Re-roll ${indices.value.length === 1 ? '1 die' : `${indices.value.length} dice`}; ${entered(rerollFaces.length)}` };
  const finalFaces = applyRerolls(input.faces, indices.value, rerollFaces);
  const hits = countHits(finalFaces, spec.hitRule);
  if (input.claimedHits !== undefined && input.claimedHits !== hits) {
    return { ok: false, reason: `${input.claimedHits} hits claimed but the dice give ${hits}` };
  }
  const saveFaces = input.saveFaces ?? [];
  const expectedSaves = spec.saveRule.saveOn === null ? 0 : hits;
  if (saveFaces.length !== expectedSaves) return { ok: false, reason: `${savesWanted(expectedSaves)}; ${entered(saveFaces.length)}` };
  const firstSaves = saveFaces.filter((face) => dieSaves(face, spec.saveRule)).length;
  let saved = firstSaves;
  if (spec.saveRule.rerollSuccesses) {
    const rerolled = input.saveRerollFaces ?? [];
    if (rerolled.length !== firstSaves) return { ok: false, reason: `Venomous Bite: re-roll each of the ${firstSaves === 1 ? 'save made' : `${firstSaves} saves made`}; ${entered(rerolled.length)}` };
    saved = rerolled.filter((face) => dieSaves(face, spec.saveRule)).length;
  } else if ((input.saveRerollFaces ?? []).length > 0) {
    return { ok: false, reason: 'Saves are only re-rolled against Venomous Bite' };
  }
  return { ok: true, value: { hits, saved, unsaved: hits - saved } };
}

/**
 * One sampled attack, rolled with `nextFace` and scored by `resolveAttack` itself, so sampling and
 * the reducer cannot disagree. Re-rolls follow the rules (Multiple Heads re-rolls misses first).
 */
export function sampleAttack(spec: AttackSpec, nextFace: () => number): AttackResult {
  const faces = Array.from({ length: spec.diceCount }, nextFace);
  const misses = spec.reroll.kind === 'none' ? [] : missIndices(faces, spec.hitRule);
  const rerollIndices = spec.reroll.kind === 'up-to' ? misses.slice(0, spec.reroll.count) : misses;
  const rerollFaces = rerollIndices.map(nextFace);
  const hits = countHits(applyRerolls(faces, rerollIndices, rerollFaces), spec.hitRule);
  const saveFaces = spec.saveRule.saveOn === null ? [] : Array.from({ length: hits }, nextFace);
  const saveRerollFaces = spec.saveRule.rerollSuccesses ? saveFaces.filter((face) => dieSaves(face, spec.saveRule)).map(nextFace) : [];
  const result = resolveAttack(spec, {
    faces,
    rerollIndices: spec.reroll.kind === 'up-to' ? rerollIndices : undefined,
    rerollFaces,
    saveFaces,
    saveRerollFaces,
  });
  if (!result.ok) throw new Error(`sampled attack rejected: ${result.reason}`);
  return result.value;
}
