/** A located problem with an army: where it is, what is wrong, and which printed rule says so. */
export interface ArmyProblem {
  /** Path into the `Army` object, e.g. `['divisions', 1, 'brigades', 2]`. */
  readonly path: readonly (string | number)[];
  /** Readable and located, e.g. "2nd Division, 3rd Brigade: mixes Green and Elite regiments". */
  readonly message: string;
  /** The rulebook section that sets the rule, as printed. */
  readonly rule: string;
}

/** 1 → "1st", 2 → "2nd", 11 → "11th", 23 → "23rd". */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** "A, B and C". */
export function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Where a path points, as a player reads it: "2nd Division, 3rd Brigade, 1st Regiment". */
export function describeLocation(path: readonly (string | number)[]): string {
  const parts: string[] = [];
  for (let i = 0; i < path.length; i++) {
    const key = path[i];
    const index = path[i + 1];
    if (typeof index !== 'number') {
      if (key === 'marshal') parts.push('Marshal');
      if (key === 'general') parts.push('Divisional General');
      continue;
    }
    const noun = ({ divisions: 'Division', brigades: 'Brigade', regiments: 'Regiment', attached: 'attached Regiment' } as Record<string, string>)[
      String(key)
    ];
    if (noun) parts.push(`${ordinal(index + 1)} ${noun}`);
    i++;
  }
  return parts.length > 0 ? parts.join(', ') : 'Army';
}

/** Builds a problem whose message starts with its location. */
export function problemAt(path: readonly (string | number)[], text: string, rule: string): ArmyProblem {
  return { path, message: `${describeLocation(path)}: ${text}`, rule };
}
