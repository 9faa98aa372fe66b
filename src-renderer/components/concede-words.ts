/**
 * What ending a battle early means, in players' words, for the question asked before it happens:
 * who gives up, who is left holding the field (or still fighting), and how to take it back.
 */
export interface Concession {
  /** The player (or, where the battle knows no players, the army) who concedes, surrenders or leaves. */
  readonly quitter: string;
  /** The players still fighting once the quitter is gone, in seat order. */
  readonly fightingOn: readonly string[];
  /** The victory the last player left wins, where the system names it ("a Strategic Victory"). */
  readonly victory?: string;
  /** The system's word for giving up ("surrenders" in 1999); "concedes" when absent. */
  readonly verb?: string;
}

export const verbOf = (c: Concession): string => c.verb ?? 'concedes';

const list = (names: readonly string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** True when this concession ends the battle: one player or none is left fighting. */
export const endsTheBattle = (c: Concession): boolean => c.fightingOn.length <= 1;

/** "Ann concedes: the battle ends and Bob holds the field." / "Ann leaves the battle: Bob and Cy fight on without Ann." */
export function concessionConsequence(c: Concession): string {
  const [winner] = c.fightingOn;
  if (c.fightingOn.length > 1) return `${c.quitter} leaves the battle: ${list(c.fightingOn)} fight on without ${c.quitter}.`;
  if (!winner) return `${c.quitter} ${verbOf(c)}: the battle ends.`;
  return `${c.quitter} ${verbOf(c)}: the battle ends and ${winner} holds the field${c.victory ? `: ${c.victory}` : ''}.`;
}

/** The way back, which is the table's shared undo (every battle screen has one). */
export const CONCESSION_UNDO = 'Only “Undo last step” can take it back.';
