import type { OutcomeOf } from '../battle/outcomes';
import type { CaptureMissReason } from '../scoring/objectives';
import type { OutcomeNames } from './outcome-names';

interface Who {
  readonly objective: string;
  readonly side: string;
  readonly division: string;
}

/** Why a capture order there scored nothing, in the players' words (the rule lines are in scoring/objectives.ts). */
const WORDS: Readonly<Record<CaptureMissReason, (w: Who) => string>> = {
  'held-already': (w) =>
    `${w.objective}: ${w.side} already held it at the last End Phase, so the capture order of ${w.division} scores nothing there; a capture scores only an objective that was uncontested or the enemy’s.`,
  'scored-before': (w) => `${w.objective}: the capture order of ${w.division} has already scored, and a capture order scores once; change it to defend to keep scoring there.`,
  'enemy-near': (w) => `${w.objective}: ${w.division} cannot capture it while an enemy Brigade is within 6″ of it.`,
  'contested-before': (w) =>
    `${w.objective}: it was contested at the last End Phase, so the capture order of ${w.division} scores nothing there (house rule: only an objective that was uncontested or the enemy’s can be captured).`,
};

/** "The ford: The Crown Host already held it…"; without the objective's name, "Objective 1". */
export function captureMissText(outcome: OutcomeOf<'capture-not-scored'>, n: OutcomeNames, objectiveName?: string): string {
  return WORDS[outcome.reason]({ objective: objectiveName || `Objective ${outcome.objective}`, side: n.side(outcome.side), division: n.division(outcome.divisionId) });
}
