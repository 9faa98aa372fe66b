/** How a 2D6 test compares the roll with its target. */
export type TestDirection = 'at-least' | 'at-most';

/**
 * The margin of a 2D6 test: 0 or more passes, negative fails by that much. `rollModifier` is added
 * to the roll; `benefit` always helps the tester (it moves the target in their favour).
 */
export function testMargin(rollTotal: number, rollModifier: number, target: number, benefit: number, direction: TestDirection): number {
  const roll = rollTotal + rollModifier;
  return direction === 'at-least' ? roll - (target - benefit) : target + benefit - roll;
}

/** Every 2D6 outcome with its probability (1/36 each), for enumeration in the odds module. */
export const TWO_D6_FACES: readonly (readonly [number, number])[] = Array.from({ length: 36 }, (_, i) => [Math.floor(i / 6) + 1, (i % 6) + 1] as const);
