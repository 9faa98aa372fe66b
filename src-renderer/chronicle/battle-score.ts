import type { BattleChronicleView } from '../../src-shared/contract/chronicle';

export interface ScoreSeat {
  readonly key: string;
  readonly name: string;
  readonly score: string;
}

export interface BattleScore {
  /** Two seats read "A 3 – 4 B"; more are listed one after another. */
  readonly headToHead: boolean;
  readonly seats: readonly ScoreSeat[];
  /** What the numbers are, in the system's words ("wounds dealt"); empty for Orders & Omens' VP. */
  readonly scoreTerm: string;
  /** "19 Army Points lost", "1 wound lost", "12 soldiers fell". */
  readonly toll: string;
}

const number = (n: number) => n.toLocaleString('en-GB');

/** "wounds" → "wound" for a count of one: every system's loss term is a plural noun. */
function counted(amount: number, plural: string): string {
  return `${number(amount)} ${amount === 1 ? plural.replace(/s$/, '') : plural}`;
}

/** A battle's score and toll for the chronicle header, every seat at the table and in its system's terms. */
export function battleScore(view: Pick<BattleChronicleView, 'seats' | 'terms' | 'sides'>): BattleScore {
  const seats = view.seats.length > 0 ? view.seats : [
    { side: 'A', name: view.sides.A.name, score: view.sides.A.vp, losses: view.sides.A.soldiersLost },
    { side: 'B', name: view.sides.B.name, score: view.sides.B.vp, losses: view.sides.B.soldiersLost },
  ];
  const losses = view.terms.losses || 'soldiers';
  const total = seats.reduce((sum, seat) => sum + seat.losses, 0);
  return {
    headToHead: seats.length === 2,
    seats: seats.map((seat, index) => ({ key: `${index}`, name: seat.name, score: number(seat.score) })),
    scoreTerm: view.terms.score === 'VP' ? '' : view.terms.score,
    toll: `${counted(total, losses)} ${losses === 'soldiers' ? 'fell' : 'lost'}`,
  };
}
