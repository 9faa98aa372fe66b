import type { RosterProblem } from '../../../systems/game-system';
import { affiliationLabel, MODEL_TYPE_LABELS, UNAFFILIATED } from '../cards/card-terms';
import { cardKey } from '../cards/card-library';
import type { Rulings1999 } from '../rulings-in-play';
import { REINFORCEMENT_SQUADS, RESTRICTED_TYPES, UNAFFILIATED_MODELS } from '../rulings/army';
import { battleSizePoints } from './battle-size';
import { armyProblem, plural, unitProblem } from './problems';
import type { ResolvedArmy } from './resolve-army';
import type { ArmyRoster } from './roster-schema';

/** "you can never have more than one copy of the Rules Card of that specific Type … in bold typeface … regardless of its Type" (seed 001 L299). */
export function restrictedProblems(roster: ArmyRoster, army: ResolvedArmy, rulings: Pick<Rulings1999, 'restrictedTypes'>): RosterProblem[] {
  const problems: RosterProblem[] = [];
  const seen = new Map<string, { unit: number; attached: number | null }>();
  army.units.forEach((unit, u) =>
    unit.cards.forEach((resolved) => {
      const card = resolved.card;
      if (!card) return;
      const typeEntry = card.types.find((t) => t.type === resolved.type);
      const anyRestricted = card.types.some((t) => t.restricted);
      const wholeCard = card.restrictedCard || (rulings.restrictedTypes === 'any-type' && anyRestricted);
      const limitKey = wholeCard ? cardKey(card.name) : typeEntry?.restricted ? `${cardKey(card.name)}#${resolved.type}` : null;
      if (!limitKey) return;
      const first = seen.get(limitKey);
      const here = { unit: u, attached: resolved.attachedAt };
      if (first) {
        const what = wholeCard ? (card.restrictedCard ? 'Restricted (bold): one copy in the army whatever its Type' : `Restricted: one copy in the army (house rule “${RESTRICTED_TYPES.title}”)`) : `Restricted as a ${MODEL_TYPE_LABELS[resolved.type]}: one copy of that Type in the army`;
        problems.push(unitProblem(roster, u, here.attached, `a second copy of ${card.name}; ${what}`, 'Restricted Model'));
      } else seen.set(limitKey, here);
    }),
  );
  return problems;
}

/** One Affiliation colour per army, with clear icons per `1999.unaffiliated-models` (L55). */
export function affiliationProblems(roster: ArmyRoster, army: ResolvedArmy, rulings: Pick<Rulings1999, 'unaffiliatedModels'>): RosterProblem[] {
  const problems: RosterProblem[] = [];
  let armyColour: string | null = null;
  for (const unit of army.units) for (const c of unit.cards) if (c.card && c.card.affiliation !== UNAFFILIATED && !armyColour) armyColour = c.card.affiliation;
  army.units.forEach((unit, u) =>
    unit.cards.forEach((c) => {
      if (!c.card) return;
      const colour = c.card.affiliation;
      if (colour === UNAFFILIATED) {
        if (armyColour && rulings.unaffiliatedModels === 'strict-per-model') {
          problems.push(unitProblem(roster, u, c.attachedAt, `an unaffiliated model only joins an army of unaffiliated models (house rule “${UNAFFILIATED_MODELS.title}”), and this army is ${affiliationLabel(armyColour)}`, 'Affiliation'));
        }
        return;
      }
      if (armyColour && colour !== armyColour) {
        problems.push(unitProblem(roster, u, c.attachedAt, `${affiliationLabel(colour)} Affiliation Icon in a ${affiliationLabel(armyColour)} army; every model shares one colour or is unaffiliated`, 'Affiliation'));
      }
    }),
  );
  return problems;
}

/** "Your army may be constructed of models costing less Army Points in total than the number … agreed upon, but never more." (L249) */
export function pointsProblems(roster: ArmyRoster, army: ResolvedArmy, limit = battleSizePoints(roster.size)): RosterProblem[] {
  if (army.units.length === 0) return [armyProblem('no Units yet; add a Rules Card', 'Selecting Models for your Army', ['units'])];
  if (army.points <= limit) return [];
  return [armyProblem(`${army.points} Army Points, ${army.points - limit} over the ${limit} agreed; an army may cost less, never more`, 'Size of the Battle', ['size'])];
}

/** Reinforcement Units: at most two, Squad models, never more than half the Army Points (L335–L339). */
export function reinforcementProblems(roster: ArmyRoster, army: ResolvedArmy, rulings: Pick<Rulings1999, 'reinforcementSquads' | 'reinforcementHalf'>, agreed = battleSizePoints(roster.size)): RosterProblem[] {
  const problems: RosterProblem[] = [];
  const reinforcements = army.units.map((unit, u) => ({ unit, u })).filter(({ unit }) => unit.reinforcement);
  if (reinforcements.length > REINFORCEMENT_LIMITS.maxUnits) {
    problems.push(armyProblem(`${plural(reinforcements.length, 'Reinforcement Unit')}; at most ${REINFORCEMENT_LIMITS.maxUnits}`, 'Reinforcement Units', ['units']));
  }
  for (const { unit, u } of reinforcements) {
    const first = unit.cards[0]!;
    if (rulings.reinforcementSquads !== 'substitutes-only' && first.type !== 'squad') {
      problems.push(unitProblem(roster, u, null, 'a Reinforcement Unit must contain Squad Type models', 'Reinforcement Units'));
    } else if (rulings.reinforcementSquads === 'squad-cards-only' && unit.cards.length > 1) {
      problems.push(unitProblem(roster, u, null, `a Reinforcement Unit holds Squad models only, nothing attached (house rule “${REINFORCEMENT_SQUADS.title}”)`, 'Reinforcement Units'));
    }
  }
  const held = reinforcements.reduce((sum, { unit }) => sum + unit.points, 0);
  const base = rulings.reinforcementHalf === 'agreed-size' ? agreed : army.points;
  if (held * 2 > base) {
    const of = rulings.reinforcementHalf === 'agreed-size' ? `the ${agreed} agreed` : `the army’s ${army.points}`;
    problems.push(armyProblem(`Reinforcement Units cost ${held} Army Points, more than half of ${of}`, 'Reinforcement Units', ['units']));
  }
  return problems;
}

/** "up to two (2) Units" (L337) and "never … more than half of your Army Points" (L339). */
export const REINFORCEMENT_LIMITS = { maxUnits: 2, maxShare: 0.5, firstTurn: 3, edgeDistanceCm: 10 } as const;
