/** How a drawn Classified Objective's die came about, in words: the app's seed only as a tooltip, as an unsigned number. */
export function dieSource(dice: { source: 'entered' | 'rolled'; seed: number | null }): { text: string; title?: string } {
  if (dice.source !== 'rolled') return { text: 'entered from a physical die' };
  // The roller's seed is a signed 32-bit integer; players who check a roll read it as the unsigned number it stands for.
  return dice.seed === null ? { text: 'rolled by the app' } : { text: 'rolled by the app', title: `The app's roll can be checked from its seed, ${dice.seed >>> 0}` };
}

/** The draw form's heading: the last draw is said so, the others count what is left. */
export function drawHeading(remaining: number): { heading: string; left: string | null } {
  if (remaining === 1) return { heading: 'Draw your last Classified Objective', left: null };
  return { heading: 'Draw a Classified Objective', left: `${remaining} left to draw` };
}
