/** The battle screen's keys, as the help lists them: one place, so the help and the hints agree. */
export interface KeyGroup {
  readonly title: string;
  readonly keys: readonly { readonly keys: readonly string[]; readonly does: string }[];
}

export const BATTLE_KEYS: readonly KeyGroup[] = [
  {
    title: 'Anywhere on the battle screen',
    keys: [
      { keys: ['?'], does: 'show or hide these keys' },
      { keys: ['Tab'], does: 'the next control (Shift+Tab the one before); the focused one has a gold ring' },
      { keys: ['Enter'], does: 'press the focused button, or record the form you are in' },
      { keys: ['Ctrl', 'Z'], does: 'undo the last step' },
    ],
  },
  {
    title: 'Drawing chips',
    keys: [
      { keys: ['1'], does: 'the first army’s chip was drawn' },
      { keys: ['2'], does: 'the second army’s chip was drawn' },
      { keys: ['P'], does: 'pass the chip (no order, no spell); from inside the Brigade list, Esc first' },
    ],
  },
  {
    title: 'Lists (Brigade to order, Target)',
    keys: [
      { keys: ['↓'], does: 'from the chip just drawn, into its Brigade list' },
      { keys: ['↑', '↓'], does: 'move the choice; the first letter of a name jumps to it' },
      { keys: ['Enter'], does: 'take the choice and go on to the next thing to fill in' },
    ],
  },
  {
    title: 'Dice boxes',
    keys: [
      { keys: ['5 6 2'], does: 'type the faces into the first box; they fill the boxes in turn' },
      { keys: ['R'], does: 'let the app roll instead (once per test)' },
      { keys: ['Enter'], does: 'record the roll' },
    ],
  },
  {
    title: 'A Brigade acting',
    keys: [
      { keys: ['←', '→'], does: 'move between its actions' },
      { keys: ['Enter'], does: 'take the action, or open its form (Shoot…, Charge…)' },
    ],
  },
  {
    title: 'End Phase',
    keys: [
      { keys: ['↑', '↓', '←', '→'], does: 'move across the objective boxes and the table thirds' },
      { keys: ['Space'], does: 'tick a box, or put the Brigade in that third' },
      { keys: ['Enter'], does: 'confirm the End Phase and its victory points' },
    ],
  },
];
