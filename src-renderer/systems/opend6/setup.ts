import type { Od6SetupInput } from '../../../src-shared/rules/opend6/battle/build-setup';
import { SQUAD_LIMITS } from '../../../src-shared/rules/opend6/data/squad-limits';
import type { SetupSideView } from '../system-panels';

/** A new battle's OpenD6 set-up: the rulebook's suggested 1,000 SGPs a side (seed 004 L610), no turn limit. */
export function emptyOd6Setup(sides: readonly SetupSideView[]): Od6SetupInput {
  return { budgets: Object.fromEntries(sides.map((side) => [side.side, SQUAD_LIMITS.suggestedBudget.min])), turnLimit: null, notes: '' };
}
