import { agreeing, hasHave, isAre, possessive } from '../../text';
import { MAX_TARGETS_PER_SQUAD, type FireMode } from '../../data/ranged';
import { shotDifficulty } from '../../mechanics/ranged';
import { measuredBand, squadCover } from '../../mechanics/target';
import { refuse, squadDraft, type Context, type Draft, type SquadDraft } from '../draft';
import type { Od6EventOf } from '../events';
import { fielded, fieldedSoldier, isActive, skillRolled, targetsProne } from '../queries';
import { shotSituation } from '../situations';
import type { PendingHit } from '../state';
import { requirePhase, scoreOf, squadName } from './common';

const SOURCE = { ranged: 'volley', opportunity: 'opportunity-fire', defensive: 'defensive-fire' } as const;

function checkMayFire(draft: Draft, mode: FireMode, squad: SquadDraft, event: Od6EventOf<'shots-fired'>, ctx: Context): void {
  const name = squadName(draft, event.squad);
  if (squad.presence !== 'fighting') refuse(`${name} cannot shoot while fleeing`);
  if (mode === 'opportunity') {
    if (!draft.opportunity || draft.opportunity.squad !== event.squad || draft.opportunity.target !== event.target) refuse(`${name} ${hasHave(name)} not passed an opportunity fire test against that squad`);
    return;
  }
  if (mode === 'defensive') {
    const charge = draft.charge;
    if (!charge || charge.stage !== 'reaction' || charge.defender !== event.squad || charge.attacker !== event.target) refuse('defensive fire is the charged squad’s shot at its chargers');
    if (charge.flankOrRear) refuse('defensive fire needs a charge from the front');
    if (squad.turn.braced) refuse(`${name} braced instead of firing`);
    if (squad.turn.defensiveFired) refuse(`${name} ${hasHave(name)} already used ${agreeing(name).its} defensive fire`);
    // A squad that ran "cannot fire at all that turn" (L126); one that opportunity fired cannot "fire again in this turn" (L156).
    if (squad.turn.marker === 'no-fire') refuse(`${name} ${squad.turn.moved === 'opportunity-fired' ? 'used opportunity fire' : 'ran'} this turn and cannot fire (No Fire)`);
    return;
  }
  requirePhase(draft, 'ranged', 'Ranged combat');
  if (draft.damage) refuse('roll the damage already due first');
  if (squad.turn.moved === 'ran' || squad.turn.moved === 'disengaged') refuse(`${name} ran this turn and cannot fire`);
  if (squad.turn.moved === 'opportunity-fired') refuse(`${name} used opportunity fire this turn (No Fire)`);
  if (squad.turn.moved === 'charged' || squad.turn.chargedInto) refuse(`${name} charged this turn and may not shoot`);
  if (squad.turn.defensiveFired) refuse(`${name} used defensive fire this turn and may not shoot again`);
  if (squad.turn.mayNotFire) refuse(`${name} broke or withdrew from a charge and may not fire this turn`);
  if (squad.engagedWith.length > 0 && !event.outOfContact) refuse(`soldiers in base-to-base contact cannot fire: confirm the shooters are out of contact`);
  const targets = new Set([...squad.turn.targets, event.target]);
  if (targets.size > MAX_TARGETS_PER_SQUAD) refuse(`a squad may split its fire between at most two squads`);
  void ctx;
}

/**
 * A squad's marksmanship (or throwing) tests against one enemy squad (seed 004 L157–L263): each
 * shot's final difficulty from the range band and the modifiers, a hit on a score equal to or over
 * it, and each hit given to a visible soldier of the target (or, when it is in close combat, of
 * either side, L361; or its siege weapon). Ranged-phase damage is marked and applied when the phase
 * ends; opportunity and defensive fire land at once (L334, L358).
 */
export function shotsFired(draft: Draft, event: Od6EventOf<'shots-fired'>, ctx: Context): void {
  const mode = event.mode;
  const squad = squadDraft(draft, event.squad);
  const squadFielded = fielded(draft.setup, event.squad);
  const target = squadDraft(draft, event.target);
  const targetFielded = fielded(draft.setup, event.target);
  if (targetFielded.side === squadFielded.side) refuse('a squad shoots at enemy squads');
  if (target.presence === 'destroyed' || target.presence === 'dispersed') refuse(`${targetFielded.name} ${isAre(targetFielded.name)} no longer on the table`);
  checkMayFire(draft, mode, squad, event, ctx);
  const cover = event.visibleCover ? squadCover(event.visibleCover, ctx.rulings) : (event.cover ?? 'none');
  const targetProne = event.targetProne ?? targetsProne(target);
  const shooters = new Set<string>();
  const hitsBySoldier = new Map<string, number>();
  const results = event.shots.map((shot, index) => {
    const soldier = fieldedSoldier(squadFielded, shot.soldier);
    const soldierState = squad.soldiers.find((candidate) => candidate.id === shot.soldier);
    if (!soldier || !soldierState || !isActive(soldierState)) refuse(`shot ${index + 1}: that soldier is not on the table`);
    const weapon = soldier.ranged.find((candidate) => candidate.id === shot.weaponId);
    if (!weapon) refuse(`shot ${index + 1}: that soldier does not carry that weapon`);
    if (mode === 'opportunity' && ctx.rulings.opportunityFireWeapons === 'crossbows' && weapon.family !== 'crossbow') refuse(`shot ${index + 1}: only crossbows may opportunity fire`);
    const range = shot.range ?? (event.measured ? measuredBand(event.measured, weapon.ranges, ctx.rulings) : refuse(`shot ${index + 1}: give the range band or the distances measured`));
    if (range === null) refuse(`shot ${index + 1}: the target is beyond the ${weapon.name.toLowerCase()}’s long range`);
    if (weapon.ranges[range] === null) refuse(`shot ${index + 1}: the Equipment table gives the ${weapon.name.toLowerCase()} no ${range} range`);
    let following = 0;
    if (shot.following) {
      const earlier = hitsBySoldier.get(shot.soldier) ?? 0;
      if (earlier === 0) refuse(`shot ${index + 1}: following fire needs a hit with the shot before`);
      following = earlier;
      if (following > weapon.followingShots) refuse(`shot ${index + 1}: the ${weapon.name.toLowerCase()} ${hasHave(weapon.name.toLowerCase())} ${weapon.followingShots === 0 ? 'no following fire' : `${weapon.followingShots} following shots`}`);
    } else {
      if (shooters.has(shot.soldier) || squad.turn.firedSoldiers.includes(shot.soldier)) refuse(`shot ${index + 1}: that soldier has already fired this phase`);
      shooters.add(shot.soldier);
    }
    const { difficulty } = shotDifficulty(shotSituation(squad, soldierState, { range, mode, cover, targetProne, following }));
    const score = scoreOf(shot.roll, skillRolled(soldier, soldierState, weapon.skill, squad, weapon.id).level, `Shot ${index + 1}`);
    const hit = score >= difficulty;
    if (hit) hitsBySoldier.set(shot.soldier, following + 1);
    else if (shot.following) hitsBySoldier.set(shot.soldier, 0);
    return { soldier: shot.soldier, range, difficulty, score, hit, damage: weapon.damage };
  });
  if (squad.turn.siegeShots > 0 && squadFielded.siege) {
    const standing = squad.soldiers.filter(isActive).length;
    if (shooters.size + squad.turn.firedSoldiers.length > standing - squadFielded.siege.crew) refuse(`the ${possessive(squadFielded.siege.name.toLowerCase())} crew cannot fire other weapons in the turn it fires`);
  }
  const eligible = new Set([event.target, ...(target.engagedWith.length > 0 ? target.engagedWith : [])]);
  const hits: PendingHit[] = [];
  const allocated = new Set<number>();
  for (const allocation of event.hits ?? []) {
    const result = results[allocation.shot];
    if (!result || !result.hit) refuse(`hit for shot ${allocation.shot + 1}: that shot missed`);
    if (allocated.has(allocation.shot)) refuse(`shot ${allocation.shot + 1} is given two targets`);
    allocated.add(allocation.shot);
    const victimSquad = allocation.squad ?? event.target;
    if (!eligible.has(victimSquad)) refuse('a hit lands on the target squad, or on a squad fighting it');
    const by = { squad: event.squad, soldier: result.soldier };
    if ('battery' in allocation) {
      const battery = squadDraft(draft, victimSquad).battery;
      if (!battery || battery.bodyPoints <= 0) refuse('that squad has no siege weapon to hit');
      hits.push({ by, target: { squad: victimSquad, battery: true }, damage: result.damage });
    } else {
      const victim = squadDraft(draft, victimSquad).soldiers.find((soldier) => soldier.id === allocation.soldier);
      if (!victim || !isActive(victim)) refuse(`hit for shot ${allocation.shot + 1}: that soldier is not on the table`);
      hits.push({ by, target: { squad: victimSquad, soldier: allocation.soldier }, damage: result.damage });
    }
  }
  const hitCount = results.filter((result) => result.hit).length;
  if (allocated.size !== hitCount) refuse(`${hitCount} shots hit: say which soldier each one hits`);
  squad.turn.shot = true;
  squad.turn.firedSoldiers.push(...shooters);
  if (mode === 'ranged' && !squad.turn.targets.includes(event.target)) squad.turn.targets.push(event.target);
  if (mode === 'defensive') squad.turn.defensiveFired = true;
  if (mode === 'opportunity') draft.opportunity = null;
  if (hits.length > 0) draft.damage = { source: SOURCE[mode], timing: mode === 'ranged' ? 'end-of-phase' : 'now', hits, engagement: null };
  ctx.outcomes.push({ code: 'volley', squad: event.squad, target: event.target, mode, shots: results.map(({ soldier, range, difficulty, score, hit }) => ({ soldier, range, difficulty, score, hit })), hits: hitCount });
}
