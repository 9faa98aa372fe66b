import { agreeing, hasHave, isAre, possessive } from '../../text';
import { plainDiceProblem } from '../../dice/plain-dice';
import { shotDifficulty } from '../../mechanics/ranged';
import { deviatesTowardShooter, deviationDiceCount, deviationInches, mayFireSiege, siegeDamageStrength } from '../../mechanics/siege';
import { refuse, squadDraft, type Context, type Draft } from '../draft';
import type { Od6EventOf } from '../events';
import { barredFromFiring, fielded, fieldedSoldier, isActive, skillRolled } from '../queries';
import { siegeShotSituation } from '../situations';
import type { PendingHit } from '../state';
import { requirePhase, scoreOf, squadName } from './common';

type Deviation = NonNullable<Od6EventOf<'siege-fired'>['deviation']>;

/**
 * Firing a siege weapon (seed 004 L287–L323): the lead gunner's siege weapons test against the
 * ranged difficulty (+2 undermanned, +3 fired blind); a miss — or any blind shot — deviates by a
 * direction die and a distance (`od6.siege-deviation-distance`). Every soldier under the 2.5"
 * template faces its Damage Strength, -1 touching, prone or behind a door or window.
 */
export function siegeFired(draft: Draft, event: Od6EventOf<'siege-fired'>, ctx: Context): void {
  requirePhase(draft, 'ranged', 'Firing a siege weapon');
  const squad = squadDraft(draft, event.squad);
  const squadFielded = fielded(draft.setup, event.squad);
  const name = squadName(draft, event.squad);
  const weapon = squadFielded.siege;
  if (!weapon || !squad.battery) refuse(`${name} ${agreeing(name).verb('crews', 'crew')} no siege weapon`);
  if (squad.battery.bodyPoints <= 0) refuse(`${possessive(name)} ${weapon.name.toLowerCase()} ${isAre(weapon.name.toLowerCase())} destroyed`);
  // "During its flight, the squad abandons all assembled weapons" (L438); rallied, the crew may man it again from within 1" (L297).
  if (squad.presence !== 'fighting') refuse(`${name} ${isAre(name)} fleeing and ${hasHave(name)} abandoned the ${weapon.name.toLowerCase()}: a broken crew fires it again only once rallied`);
  if (barredFromFiring(squad)) refuse(`${name} cannot fire this turn`);
  if (!mayFireSiege(weapon.fireRate, draft.turn, squad.battery.lastFiredTurn, squad.turn.siegeShots)) refuse(`the ${weapon.name.toLowerCase()} fires ${weapon.fireRate.shots === 1 ? 'once' : `${weapon.fireRate.shots} times`} ${weapon.fireRate.turns === 1 ? 'a turn' : `every ${weapon.fireRate.turns} turns`}`);
  // The crewmen "cannot fire a different weapon in the same turn in which the crewed weapon fires" (L294, L297).
  // Undermanned, every soldier standing crews it (L300).
  const standing = squad.soldiers.filter(isActive).length;
  const free = standing - squad.turn.firedSoldiers.length;
  const needed = Math.min(weapon.crew, standing);
  if (free < needed) refuse(`the ${weapon.name.toLowerCase()} needs ${needed} crewmen who fire no other weapon this turn; only ${free} ${free === 1 ? 'soldier' : 'soldiers'} of ${name} ${free === 1 ? 'has' : 'have'} not fired`);
  const gunner = fieldedSoldier(squadFielded, event.gunner);
  const gunnerState = squad.soldiers.find((soldier) => soldier.id === event.gunner);
  if (!gunner || !gunnerState || !isActive(gunnerState)) refuse('the lead gunner must be a crewman on the table');
  const { difficulty } = shotDifficulty(siegeShotSituation(squad, gunnerState, weapon.crew, event.range, event.blind ?? false));
  const score = scoreOf(event.roll, skillRolled(gunner, gunnerState, 'siege-weapons', squad, weapon.id).level, 'Siege weapons test');
  const passed = score >= difficulty;
  const diceCount = deviationDiceCount(event.range, ctx.rulings);
  const deviate = (deviation: Deviation | undefined, what: string) => {
    if (!deviation) refuse(`${what}: roll the direction die and ${diceCount === 1 ? 'the distance die' : `${diceCount} distance dice`}`);
    const directionProblem = plainDiceProblem(deviation.direction, 1);
    if (directionProblem) refuse(`${what} direction: ${directionProblem}`);
    const distanceProblem = plainDiceProblem(deviation.distance, diceCount);
    if (distanceProblem) refuse(`${what} distance: ${distanceProblem}`);
    const face = deviation.direction.faces[0]!;
    return { direction: face, inches: deviationInches(event.range, deviation.distance.faces, ctx.rulings), towardShooter: deviatesTowardShooter(face) };
  };
  const deviations = [];
  if (event.blind) {
    deviations.push(deviate(event.deviation, 'The blind shot deviates first'));
    if (!passed) deviations.push(deviate(event.secondDeviation, 'The blind shot missed and deviates again'));
  } else if (!passed) {
    deviations.push(deviate(event.deviation, 'The shot missed and deviates'));
  } else if (event.deviation) refuse('the shot landed where it was aimed: no deviation');
  const hits: PendingHit[] = [];
  const by = { squad: event.squad, soldier: event.gunner };
  for (const [index, target] of (event.affected ?? []).entries()) {
    const victim = squadDraft(draft, target.squad);
    if ('battery' in target) {
      if (!victim.battery || victim.battery.bodyPoints <= 0) refuse(`caught ${index + 1}: that squad has no siege weapon standing`);
      const damage = siegeDamageStrength(weapon.damage, { placement: target.placement, prone: false, wall: target.wall ?? 'none' }, ctx.rulings);
      if (damage !== null) hits.push({ by, target: { squad: target.squad, battery: true }, damage });
      continue;
    }
    const soldier = victim.soldiers.find((candidate) => candidate.id === target.soldier);
    if (!soldier || !isActive(soldier)) refuse(`caught ${index + 1}: that soldier is not on the table`);
    const damage = siegeDamageStrength(weapon.damage, { placement: target.placement, prone: soldier.prone, wall: target.wall ?? 'none' }, ctx.rulings);
    if (damage !== null) hits.push({ by, target: { squad: target.squad, soldier: target.soldier }, damage });
  }
  squad.battery.lastFiredTurn = draft.turn;
  squad.turn.siegeShots += 1;
  squad.turn.shot = true;
  if (hits.length > 0) draft.damage = { source: 'siege', timing: 'end-of-phase', hits, engagement: null };
  ctx.outcomes.push({ code: 'siege-shot', squad: event.squad, difficulty, score, onTarget: passed && !event.blind, deviations, caught: hits.length });
}
