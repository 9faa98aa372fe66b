import { NEGLECTS_FOR_WALK_OVER } from '../../../src-shared/rules';

/** What turning a challenge down will do, in the players' words, for the Decline dialog. */
export interface DeclineMeaning {
  /** What the decline counts for on this ladder. */
  readonly consequence: string;
  /** Set when this decline is the one that gives the challenger a walk-over win. */
  readonly walkOver: boolean;
  /** Where the players may go instead, when a decline counts against the player declining. */
  readonly instead: string | null;
}

/**
 * `counts`: the ladder's ruling tt.declined-challenge (seed 001 L671); `soFar`: the challenges from
 * this challenger to this player that already count towards a walk-over.
 */
export function declineMeaning(challenger: string, challenged: string, counts: boolean, soFar: number): DeclineMeaning {
  if (!counts) {
    return {
      consequence: `On this ladder a declined challenge simply closes: it does not count against ${challenged} and gives ${challenger} nothing towards a walk-over.`,
      walkOver: false,
      instead: null,
    };
  }
  const nth = soFar + 1;
  const walkOver = nth >= NEGLECTS_FOR_WALK_OVER;
  const tally = walkOver
    ? `This would be the ${ordinal(nth)} of ${NEGLECTS_FOR_WALK_OVER}, so ${challenger} wins on walk-over.`
    : `This would be ${nth} of ${NEGLECTS_FOR_WALK_OVER}; at ${NEGLECTS_FOR_WALK_OVER}, ${challenger} wins on walk-over.`;
  return {
    consequence: `On this ladder a declined challenge counts against ${challenged}, as if ${challenged} had not turned up for the game. ${tally}`,
    walkOver,
    instead: `If the time or place is not reasonable for ${challenged}, reschedule the challenge instead, or ${challenger} can withdraw it: neither counts against anyone.`,
  };
}

function ordinal(n: number): string {
  return n === 1 ? '1st' : n === 2 ? '2nd' : n === 3 ? '3rd' : `${n}th`;
}
