/** A typed face a die of `sides` faces cannot show; an empty box is only not entered yet. */
export function isImpossibleFace(face: string | number, sides: number): boolean {
  if (String(face).trim() === '') return false;
  const value = Number(face);
  return !(Number.isInteger(value) && value >= 1 && value <= sides);
}

/** What is said beside a box holding such a face. */
export function impossibleFaceWords(sides: number): string {
  return `A D${sides} shows 1 to ${sides}.`;
}
