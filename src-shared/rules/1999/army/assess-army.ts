import type { RosterAssessment } from '../../../systems/game-system';
import type { RulesCard } from '../cards/card-schema';
import { affiliationLabel, UNAFFILIATED } from '../cards/card-terms';
import type { Rulings1999 } from '../rulings-in-play';
import { affiliationProblems, pointsProblems, reinforcementProblems, restrictedProblems } from './army-limits';
import { battleSizePoints } from './battle-size';
import { plural } from './problems';
import { resolveArmy, type ResolvedArmy } from './resolve-army';
import type { ArmyRoster } from './roster-schema';
import { unitConstructionProblems } from './unit-construction';

export interface ArmyAssessment extends RosterAssessment {
  readonly army: ResolvedArmy;
  readonly limit: number;
  /** The agreed size, for list cards (same as `limit`). */
  readonly pointsLimit: number;
  /** "Human (brown)", "unaffiliated": the army's faction for its card in lists. */
  readonly kind: string;
  /** The army's Affiliation colour, or null when every card is unaffiliated. */
  readonly affiliation: string | null;
}

/**
 * Everything the army builder says about an army: cost against the agreed size, Unit
 * Construction, Restricted cards, Affiliation, DNA and Reinforcement Units — every problem
 * located. `limit` overrides the army's own size (a battle's agreed size).
 */
export function assessArmy(roster: ArmyRoster, library: readonly RulesCard[], rulings: Rulings1999, limit = battleSizePoints(roster.size)): ArmyAssessment {
  const army = resolveArmy(roster, library, rulings);
  const problems = [
    ...pointsProblems(roster, army, limit),
    ...unitConstructionProblems(roster, army, rulings),
    ...restrictedProblems(roster, army, rulings),
    ...affiliationProblems(roster, army, rulings),
    ...reinforcementProblems(roster, army, rulings, limit),
  ];
  const affiliation = army.units.flatMap((u) => u.cards).find((c) => c.card && c.card.affiliation !== UNAFFILIATED)?.card?.affiliation ?? null;
  const faction = affiliation ? affiliationLabel(affiliation) : 'unaffiliated';
  return {
    army,
    limit,
    pointsLimit: limit,
    kind: faction,
    affiliation,
    points: army.points,
    size: army.models,
    problems,
    valid: problems.length === 0,
    battleReady: problems.length === 0,
    description: `${army.points} of ${limit} Army Points, ${faction} army, ${plural(army.units.length, 'Unit')}, ${plural(army.models, 'model')}`,
  };
}
