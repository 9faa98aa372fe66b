import type { BattleDetail } from '../../../../src-shared/contract/orders-omens/battles';
import type { LoggedStep } from '../../../../src-shared/rules/orders-omens/walkthrough/walkthrough';
import type { DiceRoll } from '../../../../src-shared/rules/dice';
import { orderText } from '../../../../src-shared/rules/orders-omens/battle/words';
import { distinctBrigadeName, distinctGeneralName, regimentName, sideName } from './names';
import { SPELLS } from '../../../../src-shared/rules/orders-omens/data/spells';

/**
 * Every roll inside a step with a readable label ("Archers 1", "Archers 1 saves", "Blue"), for the
 * event log: a regiment's rolls are named after it, a side's after its army.
 */
export function diceIn(battle: BattleDetail, value: unknown, label = ''): { where: string; roll: DiceRoll }[] {
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if ((record.source === 'entered' || record.source === 'rolled') && Array.isArray(record.faces)) return [{ where: label.trim(), roll: value as DiceRoll }];
  const own = typeof record.regimentId === 'string' ? regimentName(battle, record.regimentId) : label;
  return Object.entries(record).flatMap(([key, inner]) => {
    const part = key === 'A' || key === 'B' ? sideName(battle, key) : ['saves', 'rerolls', 'missile'].includes(key) ? `${own} ${key}` : own;
    return diceIn(battle, inner, Array.isArray(value) ? own : part);
  });
}

const REACTION_TEXT = { none: 'no reaction', brace: 'it braced', withdraw: 'it withdrew', 'counter-charge': 'it counter-charged' } as const;

/**
 * "Levy against Swordsmen" for each melee of the log, by the engine's numbering: every charge
 * that made contact opens the next melee. Ended melees leave the state, so the log is the record.
 */
export function meleeNames(battle: BattleDetail): Map<string, string> {
  const names = new Map<string, string>();
  for (const { step } of battle.steps) {
    if (step.type === 'charge-declared' && step.contact) names.set(`melee-${names.size + 1}`, `${distinctBrigadeName(battle, step.brigadeId)} against ${distinctBrigadeName(battle, step.targetBrigadeId)}`);
    if (step.type === 'compel-moved' && step.contactBrigadeId) names.set(`melee-${names.size + 1}`, `${distinctBrigadeName(battle, step.brigadeId)} against ${distinctBrigadeName(battle, step.contactBrigadeId)}`);
  }
  return names;
}

function messenger(battle: BattleDetail, orderId: string): string {
  const order = battle.state.orders.find((o) => o.id === orderId);
  if (!order) return 'a messenger';
  const objective = battle.state.setup.objectives.find((o) => o.number === order.objective);
  return `the messenger to ${battle.state.roster.divisions[order.divisionId]?.name ?? 'a Division'} (${orderText(order, objective?.name)})`;
}

const measured = (inches: number | undefined) => (inches === undefined ? '' : ` ${inches}″`);

/** One line per step, in the players' words. */
export function describeStep(battle: BattleDetail, step: LoggedStep, melees: ReadonlyMap<string, string> = meleeNames(battle)): string {
  const b = (id: string) => distinctBrigadeName(battle, id);
  const melee = (id: string) => melees.get(id) ?? 'a melee';
  switch (step.type) {
    case 'initiative-rolled':
      return `Initiative rolled; the winner chose to be the ${step.winnerTakes}`;
    case 'terrain-placed':
      return `${sideName(battle, step.side)} placed terrain: ${step.name}${step.notes ? ` (${step.notes})` : ''}`;
    case 'terrain-done':
      return 'Terrain placement finished';
    case 'entry-point-chosen':
      return `${sideName(battle, step.side)} chose an entry point on the ${step.edge} edge, ${step.offsetInches}″ along`;
    case 'recon-marker-moved':
      return `${sideName(battle, step.side)} moved Recon Marker ${step.marker} ${step.distanceInches}″${step.enemyMarker !== undefined && step.nearestEnemyMarkerInches !== null && step.nearestEnemyMarkerInches <= 12 ? `, locking with enemy marker ${step.enemyMarker}` : ''}`;
    case 'recon-locked':
      return 'All Recon Markers locked; deployment zones drawn';
    case 'dummy-brigade-placed':
      return `${sideName(battle, step.side)} placed a dummy Brigade of ${step.markers} marker${step.markers === 1 ? '' : 's'}`;
    case 'dummy-brigade-revealed':
      return `${sideName(battle, step.side)}'s dummy Brigade ${step.dummy} turned over: nothing there`;
    case 'brigade-revealed':
      return `${b(step.brigadeId)} revealed (${step.trigger.replace(/-/g, ' ')})`;
    case 'brigade-deployed':
      return `${b(step.brigadeId)} deployed`;
    case 'strategic-order-issued':
      return `${sideName(battle, step.side)} sent a messenger to ${step.brigadeId ? `${battle.state.roster.brigades[step.brigadeId]?.name ?? 'a Brigade'} of ` : ''}${battle.state.roster.divisions[step.divisionId]?.name ?? 'a Division'}: ${orderText(step, battle.state.setup.objectives.find((o) => o.number === step.objective)?.name)}`;
    case 'messenger-arrived':
      return `Arrived: ${messenger(battle, step.orderId)}`;
    case 'messenger-intercepted':
      return `Intercepted: ${messenger(battle, step.orderId)}`;
    case 'activation-started':
      return 'Activation Phase: chips in the bag';
    case 'chip-drawn':
      return `${sideName(battle, step.side)} chip drawn`;
    case 'chip-passed':
      return 'Chip passed';
    case 'order-tested':
      return `Order Test for ${b(step.brigadeId)}`;
    case 'order-rerolled':
      return `Order Test re-rolled for ${b(step.brigadeId)}`;
    case 'spell-cast':
      // The attempt, whatever it gave (a miscast too): "Casting roll for Red’s Marshal: Compel on …".
      return `Casting roll for ${distinctGeneralName(battle, step.casterId)}: ${SPELLS[step.spell]?.name ?? 'a spell'}${step.targetBrigadeId ? ` on ${b(step.targetBrigadeId)}` : ''}`;
    case 'action-taken':
      return `${b(step.brigadeId)}: ${step.action.replace(/-/g, ' ')}${step.reaction ? ' (reaction)' : ''}`;
    case 'brigade-split':
      return `${b(step.brigadeId)} split into two Demi-Brigades${step.reaction ? ' (reaction)' : ''}`;
    case 'demi-brigades-combined':
      return `${b(step.brigadeId)} combined with its other half${step.reaction ? ' (reaction)' : ''}`;
    case 'shot-fired':
      return `${b(step.brigadeId)} shot at ${b(step.targetBrigadeId)}`;
    case 'breath-attack':
      return `${b(step.brigadeId)} breath attack on ${b(step.targetBrigadeId)}`;
    case 'charge-declared':
      return `${b(step.brigadeId)} ${step.approach === 'charge' ? 'charged' : 'moved into contact with'} ${b(step.targetBrigadeId)} (${REACTION_TEXT[step.reaction]})`;
    case 'melee-round':
      return `Melee round: ${melee(step.engagementId)}`;
    case 'engagement-ended':
      return `Melee ended: ${melee(step.engagementId)}`;
    case 'morale-test-called':
      return `Morale Test called for ${b(step.brigadeId)}`;
    case 'morale-tested':
      return `Morale Test for ${b(step.brigadeId)}`;
    case 'rally-attempted':
      return `Rally attempt by ${b(step.brigadeId)}`;
    case 'generals-fate-rolled':
      return `General's Fate for ${distinctGeneralName(battle, step.generalId)}`;
    case 'brigade-left-table':
      return `${b(step.brigadeId)} fled off the table`;
    case 'flee-collision':
      return `${b(step.brigadeId)} collided with ${step.with === 'friendly' && step.friendlyBrigadeId ? b(step.friendlyBrigadeId) : step.with.replace('-', ' ')}`;
    case 'baggage-captured':
      return `${sideName(battle, step.bySide)} captured ${battle.state.setup.baggage?.find((t) => t.id === step.baggageId)?.name ?? 'the enemy baggage'}`;
    case 'end-phase':
      return 'End Phase: VP tallied';
    case 'conceded':
      return `${sideName(battle, step.side)} conceded`;
    case 'vp-corrected':
      return `VP corrected for ${sideName(battle, step.side)}: ${step.points > 0 ? '+' : ''}${step.points} — ${step.reason}`;
    case 'regeneration-rolled':
      return `Regeneration roll for ${b(step.brigadeId)}`;
    case 'general-moved':
      return `${distinctGeneralName(battle, step.generalId)} moved`;
    case 'general-attached':
      return `${distinctGeneralName(battle, step.generalId)} ${step.brigadeId ? `joined ${b(step.brigadeId)}` : 'rode clear'}`;
    case 'harrier-withdrew':
      return `${b(step.brigadeId)} withdrew${measured(step.distanceInches)} for free (Harrier)${step.contactBroken ? ', breaking contact' : ''}`;
    case 'terrain-garrisoned':
      return `${b(step.brigadeId)} garrisoned ${step.terrain}`;
    case 'garrison-left':
      return `${b(step.brigadeId)} left its garrison`;
    case 'flyer-moved':
      return `${b(step.brigadeId)} flew${measured(step.distanceInches)}${step.overBrigadeIds.length + step.overTerrain.length > 0 ? ` over ${[...step.overBrigadeIds.map(b), ...step.overTerrain].join(', ')}` : ''}`;
    case 'compel-moved':
      return `${b(step.brigadeId)} compelled ${step.roll.faces[0] ?? '?'}″${step.outcome === 'contact' && step.contactBrigadeId ? ` into contact with ${b(step.contactBrigadeId)}` : step.outcome === 'stopped-short' ? `, stopped short after ${step.stoppedAfterInches ?? 0}″` : ''}`;
  }
}
