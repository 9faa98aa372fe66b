/** Faces as typed: "5", "5 6 2 4", "5624" or "5,6,2,4". A D6 shows 1 to 6; anything else is named. */
export function parseFaces(text: string): { faces: number[]; problem: string | null } {
  const trimmed = text.trim();
  if (trimmed === '') return { faces: [], problem: null };
  const parts = /^\d+$/.test(trimmed) ? [...trimmed] : trimmed.split(/[\s,;]+/).filter((part) => part !== '');
  const faces: number[] = [];
  for (const part of parts) {
    const face = Number(part);
    if (!/^\d+$/.test(part)) return { faces, problem: `“${part}” is not a die face; type 1 to 6` };
    if (face < 1 || face > 6) return { faces, problem: `${part} is not on a D6; type 1 to 6` };
    faces.push(face);
  }
  return { faces, problem: null };
}
