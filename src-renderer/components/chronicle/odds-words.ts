/** How the chronicle's screens put odds into words. */
import { chanceWords } from '../../../src-shared/chronicle/chance-words';

export { chanceWords };

/** 57.3 → "57th". */
export function percentileWords(p: number): string {
  const n = Math.round(p);
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/**
 * A quoted moment's chance, saying what it counts: for a luckiest roll the chance of going this
 * well or better, for an unluckiest the chance of going this badly or worse. Above one in two the
 * result was the likely one, and the words say so rather than read as a rare stroke of fortune.
 */
export function momentChanceWords(chance: number, moment: 'luckiest' | 'unluckiest'): string {
  const words = chanceWords(chance);
  const counted = `${articleFor(words)} ${words} chance of going this ${moment === 'luckiest' ? 'well or better' : 'badly or worse'}`;
  return chance > 0.5 ? `a likely result: ${counted}` : counted;
}

/** "an 83%", "an 11 in 36", "an 8 in 9", else "a": the number as it is said aloud (eight, eleven, eighteen, eighty…). */
function articleFor(words: string): 'a' | 'an' {
  const lead = /^\d+/.exec(words)?.[0] ?? '';
  return lead.startsWith('8') || lead === '11' || lead === '18' ? 'an' : 'a';
}

/** A side's luck in a phrase: "57th percentile over 34 rolls". */
export function luckWords(mean: number | null, rolls: number): string {
  return mean === null ? 'no rated rolls' : `${percentileWords(mean)} percentile over ${rolls} ${rolls === 1 ? 'roll' : 'rolls'}`;
}

/**
 * The x-axis labels of a win-probability line: "Start", then each point by its turn, and by its
 * step within the turn when several steps of one turn moved the line ("Turn 1", "Turn 1, step 2").
 */
export function winPointLabels(points: readonly { readonly turn: number }[]): string[] {
  const seen = new Map<number, number>();
  return points.map((point, i) => {
    if (i === 0) return 'Start';
    const n = (seen.get(point.turn) ?? 0) + 1;
    seen.set(point.turn, n);
    const turn = point.turn <= 0 ? 'Before turn 1' : `Turn ${point.turn}`;
    return n === 1 ? turn : `${turn}, step ${n}`;
  });
}
