/**
 * What forgetting a PIN means, told to the player on their own hand-over screen ("you"), and
 * what the cover says once it is done. `hidden` counts the draws that get discarded unseen.
 */
export interface ForgotPinWords {
  /** Before: what happens, one line each. */
  readonly what: readonly string[];
  /** After: what was done, and what to do next. */
  readonly done: string;
  readonly next: string;
}

const objectives = (count: number) => (count === 1 ? 'hidden objective' : `${count} hidden objectives`);

export function forgotPinWords({ hidden, revealed }: { hidden: number; revealed: number }): ForgotPinWords {
  const what =
    hidden === 0
      ? ['You have no hidden objectives, so nothing is discarded.', 'Your PIN is removed; you can choose a new one.']
      : [
          `Your ${objectives(hidden)} ${hidden === 1 ? 'is' : 'are'} discarded unseen: nobody ever learns what ${hidden === 1 ? 'it was' : 'they were'}.`,
          'Your PIN is removed, and you draw again in front of the table.',
        ];
  if (revealed > 0) what.splice(1, 0, `The ${revealed === 1 ? 'objective' : `${revealed} objectives`} you have already revealed ${revealed === 1 ? 'stays' : 'stay'}.`);
  what.push('Another player must confirm it, so call them over to this screen. It cannot be undone.');
  return {
    what,
    done: hidden === 0 ? 'Done: your PIN is removed.' : `Done: your ${objectives(hidden)} ${hidden === 1 ? 'was' : 'were'} discarded unseen and your PIN is removed.`,
    next:
      hidden === 0
        ? 'Open your objectives below; you can choose a new PIN there.'
        : 'Draw again now, in front of the table: open your objectives below. You can choose a new PIN there.',
  };
}
