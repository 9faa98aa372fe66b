import { avoidsWound, deviationOf, forceDiceEffect, penetrates, shootingToHit, withstandsConfusion } from '../mechanics/attack';
import { D6_FACES, withReroll } from './dice-odds';
import { opposedOdds, strictlyHigherOdds } from './opposed-odds';

export interface HitOdds {
  readonly penetrate: number;
  /** P(k wounds suffered), k = 0 … woundingMultiple (capped at the wounds the model has left). */
  readonly wounds: readonly number[];
  /** P(the model is made a Casualty). */
  readonly casualty: number;
}

/** Armour then wounds against one model (L489–L503), exact over every face. */
export function hitOdds(input: { readonly ap: number; readonly penalty?: number; readonly armour: number; readonly con: number; readonly wounding: number; readonly woundingMultiple: number; readonly woundsLeft: number; readonly automatic: boolean }): HitOdds {
  const penetrate = D6_FACES.filter((face) => penetrates(face, input.ap - (input.penalty ?? 0), input.armour, input.automatic).success).length / 6;
  const woundOnce = D6_FACES.filter((face) => !avoidsWound(face, input.con, input.wounding, input.automatic).success).length / 6;
  // Wound rolls stop once the model is a Casualty.
  const rolls = input.woundingMultiple;
  const cap = Math.min(rolls, input.woundsLeft);
  const afterPen = new Array<number>(cap + 1).fill(0);
  const walk = (taken: number, wounds: number, p: number) => {
    if (taken === rolls || wounds === input.woundsLeft) {
      afterPen[wounds]! += p;
      return;
    }
    walk(taken + 1, wounds + 1, p * woundOnce);
    walk(taken + 1, wounds, p * (1 - woundOnce));
  };
  walk(0, 0, 1);
  const wounds = afterPen.map((p, k) => (k === 0 ? 1 - penetrate + penetrate * p : penetrate * p));
  return { penetrate, wounds, casualty: input.woundsLeft <= cap ? penetrate * afterPen[input.woundsLeft]! : 0 };
}

/** P(a shot hits): D6 + BAL (−1 partial Line of Sight) ≥ 7 (L479–L487), with a Re-roll of failures if the card grants one. */
export function shootingHitOdds(bal: number, partialLineOfSight: boolean, automatic: boolean, reroll = false): number {
  const p = D6_FACES.filter((face) => shootingToHit(face, bal, partialLineOfSight, automatic).success).length / 6;
  return reroll ? withReroll(p) : p;
}

/** P(the Unit withstands one MEN roll against Confusion) (L507–L509). */
export function confusionOdds(men: number, automatic: boolean): number {
  return D6_FACES.filter((face) => withstandsConfusion(face, men, automatic).success).length / 6;
}

/** P(the attacker wins the Assault roll) (L531–L541): ties re-rolled, or missing per `1999.assault-ties`. */
export function assaultHitOdds(attacker: number, target: number, tiesRerolled: boolean): number {
  return tiesRerolled ? opposedOdds({ attacker, target }).attacker : strictlyHigherOdds(attacker, target);
}

/**
 * Force dice (L543–L565): for `dice` declared against STR, the chance of each split — wounding
 * bonus (dice ≤ STR) and penetration penalty (dice > STR) — binomial, exact.
 */
export function forceDiceOdds(dice: number, str: number): readonly { readonly bonus: number; readonly penalty: number; readonly p: number }[] {
  const good = D6_FACES.filter((face) => forceDiceEffect([face], str).woundingBonus === 1).length / 6;
  const out: { bonus: number; penalty: number; p: number }[] = [];
  let binom = 1;
  for (let k = 0; k <= dice; k++) {
    out.push({ bonus: k, penalty: dice - k, p: binom * good ** k * (1 - good) ** (dice - k) });
    binom = (binom * (dice - k)) / (k + 1);
  }
  return out;
}

/** An Assault from roll to hit to wounds, with `forceDice` declared: P(hit), P(k wounds), P(Casualty). */
export function assaultOdds(input: {
  readonly attacker: number;
  readonly target: number;
  readonly tiesRerolled: boolean;
  readonly forceDice: number;
  readonly str: number;
  readonly ap: number;
  readonly armour: number;
  readonly con: number;
  readonly wounding: number;
  /** Unarmed under `1999.unarmed-force-dice` = always-four: Force dice add nothing to Wounding. */
  readonly forceAddsWounding: boolean;
  readonly woundingMultiple: number;
  readonly woundsLeft: number;
  readonly automatic: boolean;
}): { readonly hit: number; readonly wounds: readonly number[]; readonly casualty: number } {
  const hit = assaultHitOdds(input.attacker, input.target, input.tiesRerolled);
  const wounds = new Array<number>(Math.min(input.woundingMultiple, input.woundsLeft) + 1).fill(0);
  let casualty = 0;
  wounds[0] = 1 - hit;
  for (const split of forceDiceOdds(input.forceDice, input.str)) {
    const h = hitOdds({
      ap: input.ap,
      penalty: split.penalty,
      armour: input.armour,
      con: input.con,
      wounding: input.wounding + (input.forceAddsWounding ? split.bonus : 0),
      woundingMultiple: input.woundingMultiple,
      woundsLeft: input.woundsLeft,
      automatic: input.automatic,
    });
    h.wounds.forEach((p, k) => (wounds[k]! += hit * split.p * p));
    casualty += hit * split.p * h.casualty;
  }
  return { hit, wounds, casualty };
}

/** Deviation (L585–L593): P(on target) and the distribution of cm otherwise. */
export function deviationOdds(kind: 'indirect' | 'throwing', modifier: number): { readonly onTarget: number; readonly cm: ReadonlyMap<number, number> } {
  const cm = new Map<number, number>();
  let onTarget = 0;
  const rolls = kind === 'indirect' ? D6_FACES.flatMap((a) => D6_FACES.map((b) => [a, b])) : D6_FACES.map((a) => [a]);
  for (const faces of rolls) {
    const result = deviationOf(kind, faces, modifier);
    const p = 1 / rolls.length;
    if (result.onTarget) onTarget += p;
    else cm.set(result.cm, (cm.get(result.cm) ?? 0) + p);
  }
  return { onTarget, cm };
}
