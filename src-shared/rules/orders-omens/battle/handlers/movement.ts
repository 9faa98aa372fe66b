import { chosenOption } from '../../../ruling';
import { MONSTERS } from '../../data/monsters';
import { COMPEL_CONTACT, HARRIER_DISTANCE, HARRIER_TIMING } from '../../rulings/movement';
import { reject, type Draft, type HandlerContext } from '../draft';
import type { EventOf } from '../events';
import { decided, endEngagement } from '../effects';
import { brigadePace, checkMove, inchesText } from '../mechanics/distance';
import { HARRIER_INCHES } from '../monster-rules';
import { monsterRules, regimentsInBrigade, requireOnTable } from '../queries';
import type { RosterBrigade } from '../roster';
import { checkDice, checkDistance, requirePhase, spendActions } from './common';

const HARRIER_WORDS = 'only a Giant Eagle "may withdraw 3″ for free after each round of Melee"';
const GARRISON_WORDS = 'Infantry are the only unit type able to garrison terrain';
const FLYER_WORDS = 'only a Flyer "ignores terrain and other units when moving"';

export function isFlyer(info: RosterBrigade): boolean {
  return info.monster !== null && MONSTERS[info.monster].specialRules.some((rule) => rule.name === 'Flyer');
}

/** Harrier: a free withdraw after a round of melee the Eagle fought; breaking contact ends the melee. */
export function harrierWithdrew(d: Draft, e: EventOf<'harrier-withdrew'>, ctx: HandlerContext): void {
  requirePhase(d, 'A Harrier withdraw', 'activation');
  const eagle = requireOnTable(d, e.brigadeId, 'withdraw');
  if (!monsterRules(d, eagle.info, ctx)?.harrier) reject(`${eagle.info.name} cannot withdraw for free: ${HARRIER_WORDS}`);
  const engagementId = eagle.state.engagementId;
  const engagement = engagementId === null ? undefined : d.engagements[engagementId];
  if (engagementId === null || !engagement) reject(`${eagle.info.name} cannot withdraw outside a melee: Harrier is a withdraw "after each round of Melee"`);
  const lastRound = engagement.round - 1;
  if (lastRound < 1) reject(`${eagle.info.name} cannot withdraw before a round of this melee is fought: Harrier comes "after each round of Melee"`);
  if (d.movement.harrierRounds[engagementId] === lastRound) reject(`${eagle.info.name} already withdrew after round ${lastRound}`);
  if (d.pending.length > 0) {
    const roundTestPending = d.pending.every((test) => test.kind === 'morale' && test.engagementId === engagementId);
    if (!roundTestPending || chosenOption(HARRIER_TIMING, ctx.choices) === 'after-morale-test') {
      reject(`settle the round's Morale Test first: the Harrier withdraw comes after it (ruling “${HARRIER_TIMING.title}”)`);
    }
  }
  if (e.distanceInches !== undefined) {
    checkDistance(e.distanceInches, 'the withdraw');
    const exactly = chosenOption(HARRIER_DISTANCE, ctx.choices) === 'exactly-3';
    if (exactly && e.distanceInches !== HARRIER_INCHES) reject(`Harrier withdraws exactly 3″ (ruling “${HARRIER_DISTANCE.title}”); this withdraw is ${inchesText(e.distanceInches)}`);
    if (e.distanceInches > HARRIER_INCHES) reject(`Harrier: may withdraw 3″ for free; this withdraw is ${inchesText(e.distanceInches)}`);
    if (e.contactBroken && e.distanceInches === 0) reject('a withdraw of 0″ cannot break contact');
  }
  d.movement.harrierRounds[engagementId] = lastRound;
  decided(d, { code: 'harrier-withdrew', side: eagle.info.side, brigadeId: e.brigadeId, engagementId, inches: e.distanceInches ?? null, contactBroken: e.contactBroken });
  if (e.contactBroken) {
    delete d.movement.harrierRounds[engagementId];
    endEngagement(d, engagementId);
    decided(d, { code: 'engagement-ended', engagementId, attackerId: engagement.attacker, defenderId: engagement.defender, note: null });
  }
}

export function terrainGarrisoned(d: Draft, e: EventOf<'terrain-garrisoned'>): void {
  requirePhase(d, 'Garrisoning terrain', 'deployment', 'activation');
  const brigade = requireOnTable(d, e.brigadeId, 'garrison terrain');
  const terrain = e.terrain.trim();
  if (terrain === '') reject('name the piece of terrain being garrisoned');
  const notInfantry = regimentsInBrigade(d, e.brigadeId).filter((r) => r.type !== 'infantry');
  if (notInfantry.length > 0) reject(`${brigade.info.name} cannot garrison terrain with ${notInfantry[0]!.type === 'monster' ? 'a monster' : notInfantry[0]!.type} in the Brigade: "${GARRISON_WORDS}"`);
  if (brigade.state.fleeing) reject(`${brigade.info.name} cannot garrison terrain while fleeing`);
  if (brigade.state.engagementId !== null) reject(`${brigade.info.name} cannot garrison terrain while locked in melee`);
  for (const [holderId, held] of Object.entries(d.movement.garrisons)) {
    const holder = d.roster.brigades[holderId]!;
    if (held.toLowerCase() === terrain.toLowerCase() && holder.side !== brigade.info.side && d.brigades[holderId]!.status === 'in-play' && !d.brigades[holderId]!.fleeing) {
      reject(`the enemy already garrisons ${terrain} with ${holder.name}`);
    }
  }
  if (d.movement.garrisons[e.brigadeId]?.toLowerCase() === terrain.toLowerCase()) reject(`${brigade.info.name} already garrisoned ${terrain}`);
  d.movement.garrisons[e.brigadeId] = terrain;
  decided(d, { code: 'terrain-garrisoned', side: brigade.info.side, brigadeId: e.brigadeId, terrain });
}

export function garrisonLeft(d: Draft, e: EventOf<'garrison-left'>): void {
  requirePhase(d, 'Leaving a garrison', 'deployment', 'activation');
  const brigade = requireOnTable(d, e.brigadeId, 'leave a garrison');
  const terrain = d.movement.garrisons[e.brigadeId];
  if (terrain === undefined) reject(`${brigade.info.name} cannot leave a garrison: not garrisoning any terrain`);
  delete d.movement.garrisons[e.brigadeId];
  decided(d, { code: 'garrison-left', side: brigade.info.side, brigadeId: e.brigadeId, terrain });
}

/** A Flyer's Move action, with what it passed over: the Copter Comber may bomb only those. */
export function flyerMoved(d: Draft, e: EventOf<'flyer-moved'>): void {
  requirePhase(d, 'A Flyer\'s move', 'activation');
  const flyer = requireOnTable(d, e.brigadeId, 'move');
  if (!isFlyer(flyer.info)) reject(`${flyer.info.name} cannot fly over terrain and units: ${FLYER_WORDS}`);
  if (flyer.state.fleeing) reject(`${flyer.info.name} may only flee or rally while fleeing`);
  if (flyer.state.engagementId !== null) reject(`${flyer.info.name} cannot fly while locked in melee`);
  if (e.distanceInches !== undefined) {
    checkDistance(e.distanceInches, 'the move');
    const verdict = checkMove(brigadePace([], flyer.info.monster), e.distanceInches, 'move');
    if (!verdict.ok) reject(verdict.reason);
  }
  const over = [...new Set(e.overBrigadeIds)];
  for (const id of over) {
    if (id === e.brigadeId) reject(`a Flyer cannot fly over itself: take ${flyer.info.name} off the list of Brigades flown over`);
    requireOnTable(d, id, 'be flown over');
  }
  const overTerrain = [...new Set(e.overTerrain.map((t) => t.trim()).filter((t) => t !== ''))];
  spendActions(d, e.brigadeId, 1, 'a move');
  d.movement.flights[e.brigadeId] = { turn: d.turn, overBrigadeIds: over, overTerrain };
  decided(d, { code: 'flyer-moved', side: flyer.info.side, brigadeId: e.brigadeId, inches: e.distanceInches ?? null, overBrigadeIds: over, overTerrain });
}

/** Compel's move: the 1D6" rolled, where it stopped, and whether contact counts as a charge (oo.compel-contact). */
export function compelMoved(d: Draft, e: EventOf<'compel-moved'>, ctx: HandlerContext): void {
  requirePhase(d, 'A compelled move', 'activation');
  const brigade = requireOnTable(d, e.brigadeId, 'be compelled');
  if (d.movement.compelled !== e.brigadeId) reject(`no Compel cast on ${brigade.info.name} is waiting to be moved`);
  const rolled = checkDice(e.roll, 1, 'the Compel move (1D6″)')[0]!;
  let moved = rolled;
  if (e.outcome === 'stopped-short') {
    if (e.stoppedAfterInches === undefined) reject('say how far the Brigade got before it stopped');
    checkDistance(e.stoppedAfterInches, 'the compelled move');
    if (e.stoppedAfterInches >= rolled) reject(`a Brigade that stopped short moved less than the ${rolled}″ rolled`);
    moved = e.stoppedAfterInches;
  } else if (e.stoppedAfterInches !== undefined) reject('only a Brigade that stopped short stops after a distance');
  if (e.outcome !== 'contact' && e.contactBrigadeId !== undefined) reject('only a move that made contact names the Brigade it met');
  let contactId: string | null = null;
  const charge = e.outcome === 'contact' && chosenOption(COMPEL_CONTACT, ctx.choices) === 'counts-as-charge';
  if (e.outcome === 'contact') {
    if (e.contactBrigadeId === undefined) reject('name the enemy Brigade the compelled Brigade reached');
    const enemy = requireOnTable(d, e.contactBrigadeId, 'be reached');
    if (enemy.info.side === brigade.info.side) reject('Compel moves a Brigade "towards nearest enemy"; contact must be with an enemy');
    if (brigade.state.engagementId !== null || enemy.state.engagementId !== null) reject('a Brigade already in melee cannot be contacted by a compelled move');
    contactId = enemy.info.id;
  }
  d.movement.compelled = null;
  decided(d, { code: 'compel-moved', side: brigade.info.side, brigadeId: e.brigadeId, rolled, outcome: e.outcome, movedInches: moved, contactBrigadeId: contactId, charge });
  if (contactId === null) return;
  d.engagementCount += 1;
  const id = `melee-${d.engagementCount}`;
  d.engagements[id] = { id, attacker: e.brigadeId, defender: contactId, round: 1, charging: { attacker: charge, defender: false }, braceHitsOnAttacker: 0 };
  brigade.state.engagementId = id;
  d.brigades[contactId]!.engagementId = id;
}
