import { isFaceOf } from '../../../src-shared/rules/dice';

/** A typed face a die of `sides` faces cannot show; an empty box is only not entered yet. */
export function isImpossibleFace(face: string | number, sides: number): boolean {
  return String(face).trim() !== '' && !isFaceOf(Number(face), sides);
}

/** What is said beside a box holding such a face. */
export function impossibleFaceWords(sides: number): string {
  return `A D${sides} shows 1 to ${sides}.`;
}
