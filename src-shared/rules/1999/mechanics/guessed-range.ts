/**
 * Step 1 of Shooting indirect or Throwing (seed 001 L583): "Declare the range you want to fire
 * Indirect (up to the range of the weapon you're firing), or throw (up to 20 plus the model's STR
 * score in cm)". Decided by the guess alone, before any deviation die (L585–L593) is rolled: the
 * battle form says it as soon as the guess is entered, and the engine refuses the step with the
 * same words.
 */
export function guessedRangeProblem(who: string, weapon: { readonly name: string; readonly type: string }, reachCm: number, guessedCm: number): string | null {
  if (guessedCm <= reachCm) return null;
  return `${who} may declare up to ${reachCm} cm ${weapon.type === 'indirect' ? `(${weapon.name}’s range)` : '(20 cm + STR)'}; ${guessedCm} cm declared`;
}
