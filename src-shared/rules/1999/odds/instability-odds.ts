import { INSTABILITY_TABLE, instabilityPasses, type InstabilityEffect } from '../mechanics/instability';
import { D6_FACES, twoD6 } from './dice-odds';

export interface InstabilityOdds {
  /** P(the roll beats the Instability number or is a natural 6), L379. */
  readonly pass: number;
  /** P(each table result) given a failed roll (L637–L663). */
  readonly table: readonly { readonly result: number; readonly effect: InstabilityEffect; readonly p: number }[];
}

export function instabilityOdds(instability: number): InstabilityOdds {
  const pass = D6_FACES.filter((face) => instabilityPasses(face, instability).passed).length / 6;
  const sums = twoD6();
  return { pass, table: INSTABILITY_TABLE.map((row) => ({ result: row.result, effect: row.effect, p: sums.get(row.result) ?? 0 })) };
}
