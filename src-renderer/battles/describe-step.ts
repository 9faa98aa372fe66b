import type { BattleDetail } from '../../src-shared/contract/battles';
import type { LoggedStep } from '../../src-shared/battles/walkthrough';
import type { DiceRoll } from '../../src-shared/rules/dice';
import { brigadeName, generalName, regimentName, sideName } from './names';

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

/** One line per step, in the players' words. */
export function describeStep(battle: BattleDetail, step: LoggedStep): string {
  const b = (id: string) => brigadeName(battle, id);
  switch (step.type) {
    case 'initiative-rolled':
      return `Initiative rolled; the winner chose to be the ${step.winnerTakes}`;
    case 'terrain-placed':
      return `${sideName(battle, step.side)} placed terrain: ${step.name}${step.notes ? ` (${step.notes})` : ''}`;
    case 'terrain-done':
      return 'Terrain placement finished';
    case 'entry-point-chosen':
      return `${sideName(battle, step.side)} chose an entry point on the ${step.edge} edge, ${step.offsetInches}" along`;
    case 'recon-locked':
      return 'All Recon Markers locked; deployment zones drawn';
    case 'brigade-revealed':
      return `${b(step.brigadeId)} revealed (${step.trigger.replace(/-/g, ' ')})`;
    case 'brigade-deployed':
      return `${b(step.brigadeId)} deployed`;
    case 'strategic-order-issued':
      return `${sideName(battle, step.side)} sent a messenger: ${step.order} objective ${step.objective}`;
    case 'messenger-arrived':
      return `Messenger arrived (${step.orderId})`;
    case 'messenger-intercepted':
      return `Messenger intercepted (${step.orderId})`;
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
      return `${generalName(battle, step.casterId)} cast ${step.spell.replace(/-/g, ' ')}${step.targetBrigadeId ? ` on ${b(step.targetBrigadeId)}` : ''}`;
    case 'action-taken':
      return `${b(step.brigadeId)}: ${step.action.replace(/-/g, ' ')}${step.reaction ? ' (reaction)' : ''}`;
    case 'shot-fired':
      return `${b(step.brigadeId)} shot at ${b(step.targetBrigadeId)}`;
    case 'breath-attack':
      return `${b(step.brigadeId)} breath attack on ${b(step.targetBrigadeId)}`;
    case 'charge-declared':
      return `${b(step.brigadeId)} ${step.approach === 'charge' ? 'charged' : 'moved into contact with'} ${b(step.targetBrigadeId)} (reaction: ${step.reaction})`;
    case 'melee-round':
      return `Melee round (${step.engagementId})`;
    case 'engagement-ended':
      return `Melee ended (${step.engagementId})`;
    case 'morale-test-called':
      return `Morale Test called for ${b(step.brigadeId)}`;
    case 'morale-tested':
      return `Morale Test for ${b(step.brigadeId)}`;
    case 'rally-attempted':
      return `Rally attempt by ${b(step.brigadeId)}`;
    case 'generals-fate-rolled':
      return `General's Fate for ${generalName(battle, step.generalId)}`;
    case 'brigade-left-table':
      return `${b(step.brigadeId)} fled off the table`;
    case 'flee-collision':
      return `${b(step.brigadeId)} collided with ${step.with === 'friendly' && step.friendlyBrigadeId ? b(step.friendlyBrigadeId) : step.with.replace('-', ' ')}`;
    case 'baggage-captured':
      return `${sideName(battle, step.bySide)} captured baggage ${step.baggageId}`;
    case 'end-phase':
      return 'End Phase: VP tallied';
    case 'conceded':
      return `${sideName(battle, step.side)} conceded`;
    case 'vp-corrected':
      return `VP corrected for ${sideName(battle, step.side)}: ${step.points > 0 ? '+' : ''}${step.points} — ${step.reason}`;
    case 'regeneration-rolled':
      return `Regeneration roll for ${b(step.brigadeId)}`;
    case 'general-moved':
      return `${generalName(battle, step.generalId)} moved`;
    case 'general-attached':
      return `${generalName(battle, step.generalId)} ${step.brigadeId ? `joined ${b(step.brigadeId)}` : 'rode clear'}`;
  }
}
