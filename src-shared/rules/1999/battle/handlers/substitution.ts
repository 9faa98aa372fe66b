import { affiliationLabel, UNAFFILIATED } from '../../cards/card-terms';
import { resolveArmy } from '../../army/resolve-army';
import type { ArmyRoster } from '../../army/roster-schema';
import { unitConstructionProblems } from '../../army/unit-construction';
import type { BattleUnit } from '../../setup/setup-types';
import { refuse, type Ctx, type Draft } from '../draft';
import type { EventOf } from '../events';
import { freshModels } from '../initial-state';
import { sideUnits, unitCards, unitDef } from '../queries';

/**
 * "Until these Units enter the Battlefield you may substitute Cards (and thus models) in these Units
 * for others in your collection provided their Point cost still adds up to the same or less, and
 * that each Reinforcement Unit contain Squad Type models." (seed 001 L337)
 */
export function reinforcementSubstituted(d: Draft, e: EventOf<'reinforcement-substituted'>, ctx: Ctx): void {
  if (d.stage === 'over') refuse('the battle is over');
  const original = ctx.index.units.get(e.unitId);
  if (!original) refuse('This battle has no such Unit');
  const current = unitDef(d, ctx, e.unitId);
  if (d.units[e.unitId]!.status !== 'reserve') refuse(`${current.name} is not a Reinforcement Unit waiting to enter`);
  const [first, ...rest] = e.cards;
  const roster: ArmyRoster = {
    name: 'substitute',
    size: { kind: 'agreed', points: original.points },
    units: [
      {
        key: first!.key,
        name: current.name,
        card: first!.card.name,
        type: first!.type,
        models: first!.models,
        dna: first!.dna,
        reinforcement: true,
        attached: rest.map((c, i) => ({ key: c.key, card: c.card.name, type: c.type, position: i, dna: c.dna })),
      },
    ],
  };
  const library = e.cards.map((c) => c.card);
  const army = resolveArmy(roster, library, ctx.rulings);
  const problems = unitConstructionProblems(roster, army, ctx.rulings);
  if (problems.length > 0) refuse(problems[0]!.message.replace(/^Unit 1 \([^)]*\)/, current.name));
  if (first!.type !== 'squad') refuse(`${current.name}: each Reinforcement Unit contains Squad Type models`);
  const resolved = army.units[0]!;
  if (resolved.points > original.points) refuse(`${current.name}: the substitutes cost ${resolved.points} Army Points, more than the ${original.points} they replace`);
  const colour = armyColour(d, ctx, original.side, e.unitId);
  for (const c of e.cards) {
    if (c.card.affiliation !== UNAFFILIATED && colour && c.card.affiliation !== colour) refuse(`${c.card.name}: ${affiliationLabel(c.card.affiliation)} in a ${affiliationLabel(colour)} army`);
  }
  const taken = new Set(sideUnits(ctx, original.side).filter((id) => id !== e.unitId).flatMap((id) => unitCards(d, ctx, id).map((c) => c.key)));
  if (e.cards.some((c) => taken.has(c.key))) refuse('A substitute card is already part of the army; each substitute is a new card');

  for (const old of current.cards) delete d.cards[old.id];
  const unit: BattleUnit = {
    ...original,
    points: resolved.points,
    cards: resolved.cards.map((c) => ({ id: `${original.side}/${c.key}`, unitId: original.id, key: c.key, card: c.card!, type: c.type, models: c.models, dna: c.dna, instability: c.instability, attributes: c.attributes! })),
  };
  d.substituted[e.unitId] = unit as Draft['substituted'][string];
  const oneWound = ctx.rulings.modelWounds === 'one-wound';
  for (const card of unit.cards) d.cards[card.id] = { actionsUsed: 0, faceUp: false, models: freshModels(card, oneWound) };
  ctx.out.push({ code: 'reinforcement-substituted', unitId: e.unitId, points: resolved.points, before: current.points });
}

function armyColour(d: Draft, ctx: Ctx, side: string, except: string): string | null {
  for (const id of sideUnits(ctx, side)) {
    if (id === except) continue;
    for (const c of unitCards(d, ctx, id)) if (c.card.affiliation !== UNAFFILIATED) return c.card.affiliation;
  }
  return null;
}
