import { check, DEFAULT_REQUIREMENT, faceOf, type Check, type Roll } from './roll';

/**
 * The rolls of an attack as pure functions, shared by the engine (judging a step) and the odds
 * (enumerating every face): to hit, penetrate, avoid the wound, and the MEN roll against Confusion.
 */

/** Shooting to hit: D6 + BAL, −1 for Line of Sight to less than half the target, 7+ (L479–L487). */
export function shootingToHit(face: number, bal: number, partialLineOfSight: boolean, automatic: boolean): Check {
  return check(face, bal - (partialLineOfSight ? 1 : 0), DEFAULT_REQUIREMENT, automatic);
}

/** Penetrating armour: D6 + AP (− Force dice over STR in an Assault) ≥ the target's Armour (L489–L495, L549–L557). */
export function penetrates(face: number, ap: number, armour: number, automatic: boolean): Check {
  return check(face, ap, armour, automatic);
}

/** The target's CON Attribute roll against the Wounding score; success means it withstands (L497–L501). */
export function avoidsWound(face: number, con: number, wounding: number, automatic: boolean): Check {
  return check(face, con, wounding, automatic);
}

/** MEN Attribute roll, 7+, with the Unit's highest MEN; failing adds a degree of Confusion (L505–L509). */
export function withstandsConfusion(face: number, men: number, automatic: boolean): Check {
  return check(face, men, DEFAULT_REQUIREMENT, automatic);
}

/** Force dice (L543–L565): each die at or under STR adds 1 to Wounding, each over STR costs 1 penetration. */
export function forceDiceEffect(faces: readonly number[], str: number): { readonly woundingBonus: number; readonly penetrationPenalty: number } {
  const good = faces.filter((face) => face <= str).length;
  return { woundingBonus: good, penetrationPenalty: faces.length - good };
}

/** "Declare a number of D6 of your choice up to your model's STR score" (L545); STR below 1 declares none (L547). */
export function maxForceDice(str: number): number {
  return Math.max(0, Math.floor(str));
}

/** Unarmed: AP 0, Wounding 4 (L553, L563). */
export const UNARMED = { ap: 0, wounding: 4 } as const;

export interface PenetrationSpec {
  readonly ap: number;
  /** Force dice rolled over STR (L555). */
  readonly penalty: number;
  readonly armour: number;
  readonly con: number;
  readonly wounding: number;
  /** The weapon's multiple after its Wounding score (L163). */
  readonly woundingMultiple: number;
  readonly woundsLeft: number;
  readonly automatic: boolean;
}

export type HitResolution =
  | { readonly status: 'needs'; readonly roll: 'penetration' | 'avoid-wound'; readonly index: number }
  | { readonly status: 'too-many'; readonly roll: 'avoid-wound'; readonly given: number; readonly needed: number }
  | { readonly status: 'done'; readonly armour: Check; readonly woundRolls: readonly Check[]; readonly wounds: number; readonly casualty: boolean };

/**
 * Armour and wounds against one model (L489–L503): one penetration roll, then a roll to avoid a
 * wound for each multiple until the model is a Casualty. Reports the next roll owed, or rolls given
 * that are not needed, so a form and the engine ask for exactly the same dice.
 */
export function resolveHit(spec: PenetrationSpec, penetration: Roll | undefined, woundRolls: readonly Roll[]): HitResolution {
  if (!penetration) return { status: 'needs', roll: 'penetration', index: 0 };
  const armour = penetrates(faceOf(penetration), spec.ap - spec.penalty, spec.armour, spec.automatic);
  if (!armour.success) {
    if (woundRolls.length > 0) return { status: 'too-many', roll: 'avoid-wound', given: woundRolls.length, needed: 0 };
    return { status: 'done', armour, woundRolls: [], wounds: 0, casualty: false };
  }
  const checks: Check[] = [];
  let woundsLeft = spec.woundsLeft;
  let wounds = 0;
  for (let i = 0; i < spec.woundingMultiple && woundsLeft > 0; i++) {
    const roll = woundRolls[i];
    if (!roll) return { status: 'needs', roll: 'avoid-wound', index: i };
    const result = avoidsWound(faceOf(roll), spec.con, spec.wounding, spec.automatic);
    checks.push(result);
    if (!result.success) {
      wounds++;
      woundsLeft--;
    }
  }
  if (woundRolls.length > checks.length) return { status: 'too-many', roll: 'avoid-wound', given: woundRolls.length, needed: checks.length };
  return { status: 'done', armour, woundRolls: checks, wounds, casualty: woundsLeft <= 0 };
}

/** Indirect deviation (L585–L593, `1999.deviation-modifier`): on target, or cm and a clock direction. */
export function deviationOf(kind: 'indirect' | 'throwing', faces: readonly number[], modifier: number): { readonly onTarget: boolean; readonly cm: number } {
  const onTarget = kind === 'indirect' ? faces.length === 2 && faces[0] === faces[1] : faces[0] === 6;
  if (onTarget) return { onTarget, cm: 0 };
  const sum = faces.reduce((total, face) => total + face, 0) + modifier;
  return { onTarget, cm: Math.max(0, sum) };
}

/** "rolling a D6 and multiplying the score by two … the projectile deviates clockwise" (L593): 2 to 12 o'clock. */
export function deviationClock(face: number): number {
  return face * 2;
}
