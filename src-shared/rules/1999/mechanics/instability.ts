/** The Instability table (seed 001 L635–L663), as data: what each 2D6 result does. */
export type InstabilityEffect =
  | 'abnormal-pulse-rate'
  | 'frenzy'
  | 'trembling'
  | 'rigidity'
  | 'temporary-stop-of-breathing'
  | 'convulsions'
  | 'uncontrolled-spasms'
  | 'panic-attack'
  | 'internal-bleedings'
  | 'havoc'
  | 'mortal-seizure';

export interface InstabilityRow {
  readonly result: number;
  readonly effect: InstabilityEffect;
  readonly name: string;
  readonly text: string;
  /** "This ends the model's Action." */
  readonly endsAction: boolean;
}

export const INSTABILITY_TABLE: readonly InstabilityRow[] = [
  { result: 2, effect: 'abnormal-pulse-rate', name: 'Abnormal pulse rate', text: 'No effect on game play.', endsAction: false },
  { result: 3, effect: 'frenzy', name: 'Frenzy', text: 'Add 10 cm to the model’s Movement allowance and double its offensive CC score until the end of this Turn.', endsAction: false },
  { result: 4, effect: 'trembling', name: 'Trembling', text: '–3 to BAL score until the end of this Turn.', endsAction: false },
  { result: 5, effect: 'rigidity', name: 'Rigidity', text: 'The model may not perform any Movement Actions this Turn.', endsAction: false },
  { result: 6, effect: 'temporary-stop-of-breathing', name: 'Temporary stop of breathing', text: 'The Unit becomes Confused.', endsAction: false },
  { result: 7, effect: 'convulsions', name: 'Convulsions', text: 'This ends the model’s Action.', endsAction: true },
  { result: 8, effect: 'uncontrolled-spasms', name: 'Uncontrolled spasms', text: 'Add 3 to the Unit’s Activation number next Turn. This ends the model’s Action.', endsAction: true },
  { result: 9, effect: 'panic-attack', name: 'Panic attack', text: 'The model must perform a Moving fast Action this Turn, played out by the opponent.', endsAction: false },
  { result: 10, effect: 'internal-bleedings', name: 'Internal bleedings', text: 'Roll a D6. If the result is less than 4, the model suffers a Wound. This ends the model’s Action.', endsAction: true },
  { result: 11, effect: 'havoc', name: 'Havoc', text: 'You are automatically last in the Order of play next Turn. This ends the model’s Action.', endsAction: true },
  { result: 12, effect: 'mortal-seizure', name: 'Mortal seizure', text: 'Killing the model (a Casualty) immediately.', endsAction: true },
];

export function instabilityRow(result: number): InstabilityRow {
  const row = INSTABILITY_TABLE.find((r) => r.result === result);
  if (!row) throw new RangeError(`No Instability result ${result}; 2D6 gives 2 to 12`);
  return row;
}

/** "If the result is greater than the number or an Automatic Success, you may perform Actions … as usual." (L379) */
export function instabilityPasses(face: number, instability: number): { readonly passed: boolean; readonly automatic: boolean } {
  if (face > instability) return { passed: true, automatic: false };
  return face === 6 ? { passed: true, automatic: true } : { passed: false, automatic: false };
}

/** Internal bleedings: "If the result is less than 4, the model suffers a Wound." (L659) */
export const BLEEDING_WOUNDS_BELOW = 4;
/** Frenzy's +10 cm (L643); Trembling's −3 BAL (L647); Spasms' and a broken Chain of Command's +3 (L655, L373). */
export const FRENZY_MOVE_CM = 10;
export const TREMBLING_BAL = -3;
export const SPASMS_ACTIVATION = 3;
export const BROKEN_CHAIN_ACTIVATION = 3;
/** Chain of Command: 5 cm or closer (L227). */
export const CHAIN_OF_COMMAND_CM = 5;
