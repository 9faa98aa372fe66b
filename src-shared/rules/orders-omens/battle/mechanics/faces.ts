/** The faces of a D6, for enumerating outcomes through the same functions the reducer uses. */
export const D6_FACES: readonly number[] = [1, 2, 3, 4, 5, 6];
