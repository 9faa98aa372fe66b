import { agreeing, hasHave, isAre, possessive } from '../../text';
import { pathCost } from '../../mechanics/movement';
import { refuse, squadDraft, type Context, type Draft } from '../draft';
import type { Od6EventOf } from '../events';
import { fielded, squadRates, statusOf, woundedThisTurn } from '../queries';
import { passTheMove } from './turn-order';
import { requirePhase, squadName } from './common';

const inches = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)}″`;

/** Refuses unless it is `squadKey`'s side's turn to move and the squad has not moved (seed 004 L51, L124). */
export function requireSquadToMove(draft: Draft, squadKey: string, what: string): void {
  requirePhase(draft, 'movement', what);
  if (draft.charge) refuse('finish the charge under way first');
  const squad = squadDraft(draft, squadKey);
  const side = fielded(draft.setup, squadKey).side;
  const name = squadName(draft, squadKey);
  if (squad.presence !== 'fighting') refuse(`${name} ${isAre(name)} ${squad.presence === 'routing' || squad.presence === 'at-rally-point' ? 'fleeing: broken squads move in the Morale Phase' : 'out of the battle'}`);
  if (squad.turn.moved !== 'not-yet') refuse(`${name} ${hasHave(name)} already ${squad.turn.moved === 'held' ? `failed ${agreeing(name).its} opportunity fire test and cannot move` : squad.turn.moved === 'opportunity-fired' ? 'used opportunity fire and cannot move' : 'moved'} this turn`);
  if (draft.nextToMove !== side) refuse('the other side moves a squad now');
}

/**
 * A squad stays, walks or runs (L124–L153). Walking earns a Fire +1 marker, running a No Fire
 * marker (L132, L134); a stationary squad that turns counts as walking (L136). A path, when given,
 * is checked against the squad's Walk or Run Rate with terrain and barrier costs.
 */
export function squadMoved(draft: Draft, event: Od6EventOf<'squad-moved'>, ctx: Context): void {
  requireSquadToMove(draft, event.squad, 'Moving');
  const squad = squadDraft(draft, event.squad);
  const squadFielded = fielded(draft.setup, event.squad);
  const name = squadFielded.name;
  // L407: in a fight, soldiers out of contact may stay and turn, or move directly toward the enemy fighting them.
  if (squad.engagedWith.length > 0 && event.pace !== 'stay' && !event.towardEnemy) refuse(`${name} ${isAre(name)} in close combat: ${agreeing(name).its} soldiers may turn to face, or move directly toward the enemy they fight; or the squad may try to disengage`);
  if (event.towardEnemy && event.pace !== 'stay' && statusOf(squad) === 'demoralized') refuse(`${name} ${isAre(name)} demoralized and cannot advance towards a visible enemy`);
  const rates = squadRates(squadFielded);
  const allowance = event.pace === 'run' ? rates.run : rates.walk;
  let moved: number | null = null;
  if (event.path && event.pace !== 'stay') {
    const cost = pathCost(event.path, event.pace, ctx.rulings);
    if (cost.problems.includes('impassable')) refuse('impassable terrain or barriers cannot be crossed');
    if (cost.problems.includes('no-running-in-very-rough-terrain')) refuse('soldiers cannot run in very rough terrain');
    if (cost.cost > allowance) refuse(`that path costs ${inches(cost.cost)} of movement; ${possessive(name)} ${event.pace === 'run' ? 'Run' : 'Walk'} Rate is ${inches(allowance)}`);
    moved = cost.inches;
  }
  for (const id of event.wentProne ?? []) {
    const soldier = squad.soldiers.find((candidate) => candidate.id === id);
    if (!soldier || soldier.condition === 'incapacitated') refuse('only soldiers on the table can go prone');
    soldier.prone = true;
  }
  for (const id of event.stoodUp ?? []) {
    const soldier = squad.soldiers.find((candidate) => candidate.id === id);
    if (!soldier || soldier.condition === 'incapacitated') refuse('only soldiers on the table can stand up');
    if (woundedThisTurn(squad, id)) refuse('a soldier wounded in this Movement Phase lies where he fell: he can stand up in a later Movement Phase');
    soldier.prone = false;
  }
  const walked = event.pace === 'walk' || (event.pace === 'stay' && event.facingChanged === true);
  squad.turn.moved = event.pace === 'run' ? 'ran' : walked ? 'walked' : 'stayed';
  squad.turn.marker = event.pace === 'run' ? 'no-fire' : walked ? 'fire-plus-one' : 'none';
  const woundedWalk = event.pace === 'run' ? squad.soldiers.filter((soldier) => soldier.condition === 'wounded').length : 0;
  ctx.outcomes.push({ code: 'squad-moved', squad: event.squad, pace: event.pace, inches: moved, allowance, woundedWalk });
  passTheMove(draft, squadFielded.side);
}

/** Which soldiers are out of command distance of their squad (L99–L105). */
export function separationReported(draft: Draft, event: Od6EventOf<'separation-reported'>, ctx: Context): void {
  const squad = squadDraft(draft, event.squad);
  for (const id of event.separated) {
    if (!squad.soldiers.some((soldier) => soldier.id === id && soldier.condition !== 'incapacitated')) refuse('only soldiers on the table can be separated');
  }
  for (const soldier of squad.soldiers) soldier.separated = event.separated.includes(soldier.id);
  ctx.outcomes.push({ code: 'separation', squad: event.squad, separated: event.separated.length });
}
