/**
 * The refusal a battle store gives a step or undo sent while the last one is still being recorded
 * (a double click, a key held down): the screen it was chosen on is about to change under it.
 */
export const STILL_RECORDING = 'The last step is still being recorded; choose the next one once it shows.';
