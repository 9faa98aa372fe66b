import { rollDice } from '../../../dice';
import type { RulingChoices } from '../../../ruling';
import type { Army } from '../../types';
import type { BattleEvent } from '../events';
import { initialBattleState } from '../initial-state';
import { apply } from '../reducer';
import { rangedProfile } from '../mechanics/ranged';
import type { Side } from '../roster';
import type { BattleSetup, BattleState } from '../state';
import { armyA, armyB, deploymentEvents, line, setupOf } from './fixtures';
import { seededD6 } from '../../odds/monte-carlo';

/** Two Divisions of four Brigades a side, for long generated battles. */
export function largeArmy(base: Army): Army {
  const division = base.divisions[0]!;
  const extra = { ...division, brigades: [...division.brigades, { regiments: [line('elite', 'hand-weapons'), line('elite', 'hand-weapons'), line('green', 'bows')] }] };
  return { ...base, divisions: [extra, extra] };
}

export function largeSetup(): BattleSetup {
  return setupOf({ A: largeArmy(armyA()), B: largeArmy(armyB()) }, { turnLimit: 40 });
}

/**
 * Plays a legal battle by a simple seeded policy (order, shoot or charge, fight it out, test
 * morale), keeping only events the reducer accepts. Deterministic for a given seed.
 */
export function generateBattle(setup: BattleSetup, targetEvents: number, seed: number, rulings: RulingChoices = {}): { events: BattleEvent[]; state: BattleState } {
  const d6 = seededD6(seed);
  let nextSeed = seed;
  const roll = (count: number) => rollDice((nextSeed = (nextSeed * 1_103_515_245 + 12_345) | 0), count);
  const pick = <T>(items: readonly T[]): T | undefined => items[(d6() * 7 + d6()) % Math.max(1, items.length)];
  let state = initialBattleState(setup);
  const events: BattleEvent[] = [];
  const tryApply = (event: BattleEvent): boolean => {
    const result = apply(state, event, rulings);
    if (!result.ok) return false;
    state = result.state;
    events.push(event);
    return true;
  };
  for (const event of deploymentEvents(state)) tryApply(event);

  const resolvePending = () => {
    for (let guard = 0; state.pending.length > 0 && guard < 50; guard++) {
      const test = state.pending[0]!;
      if (test.kind === 'fate') tryApply({ type: 'generals-fate-rolled', generalId: test.generalId, roll: roll(2) });
      else tryApply({ type: 'morale-tested', brigadeId: test.brigadeId, roll: roll(2) });
    }
  };
  const onTable = (side: Side) => Object.values(state.roster.brigades).filter((b) => b.side === side && state.brigades[b.id]!.status === 'in-play');

  // On a setup the policy cannot play (an End Phase it cannot report, say) pass after pass adds nothing: stop rather than loop for ever.
  for (let idle = 0, before = events.length; events.length < targetEvents && state.phase !== 'over' && idle < 50; idle = events.length === before ? idle + 1 : 0, before = events.length) {
    for (const side of ['A', 'B'] as const) {
      const division = pick(state.roster.sides[side].divisionIds);
      if (division) tryApply({ type: 'strategic-order-issued', side, divisionId: division, order: d6() > 3 ? 'capture' : 'defend', objective: d6() > 3 ? 1 : 2 });
    }
    for (const order of state.orders) if (order.status === 'in-transit') tryApply({ type: 'messenger-arrived', orderId: order.id });
    tryApply({ type: 'activation-started', firstDrawerRoll: { A: rollDice(1, 1), B: rollDice(2, 1) } });
    for (let guard = 0; guard < 100 && state.phase === 'activation'; guard++) {
      const sides = (['A', 'B'] as const).filter((s) => state.bag.drawn[s] < state.bag.filled[s]);
      const side = pick(sides);
      if (!side) break;
      tryApply({ type: 'chip-drawn', side });
      const brigade = pick(onTable(side).filter((b) => !state.brigades[b.id]!.activatedThisTurn));
      if (!brigade || !tryApply({ type: 'order-tested', brigadeId: brigade.id, roll: roll(2) })) tryApply({ type: 'chip-passed' });
      if (!brigade || !state.brigades[brigade.id]!.activatedThisTurn) continue;
      const self = state.brigades[brigade.id]!;
      if (self.fleeing) {
        if (!tryApply({ type: 'rally-attempted', brigadeId: brigade.id, roll: roll(2) })) tryApply({ type: 'brigade-left-table', brigadeId: brigade.id });
        resolvePending();
        continue;
      }
      const targets = onTable(side === 'A' ? 'B' : 'A').filter((b) => state.brigades[b.id]!.engagementId === null && !state.brigades[b.id]!.fleeing);
      const target = pick(targets);
      if (!target) continue;
      const shooters = brigade.regimentIds.filter((id) => rangedProfile(state.roster.regiments[id]!.weapon) && state.regiments[id]!.loaded);
      if (shooters.length > 0 && d6() > 2) {
        const dicePer = brigade.combatDice;
        const volleys = shooters.map((regimentId) => ({ regimentId, range: 'long' as const, dice: roll(dicePer) }));
        const target0 = target.regimentIds[0]!;
        const armoured = state.roster.regiments[target0]!.armoured;
        const attempt = tryApply({ type: 'shot-fired', brigadeId: brigade.id, targetBrigadeId: target.id, volleys });
        if (!attempt && armoured) tryApply({ type: 'action-taken', brigadeId: brigade.id, action: 'move' });
        resolvePending();
        tryApply({ type: 'action-taken', brigadeId: brigade.id, action: 'reload' });
        continue;
      }
      tryApply({ type: 'action-taken', brigadeId: brigade.id, action: 'move' });
      if (!tryApply({ type: 'charge-declared', brigadeId: brigade.id, targetBrigadeId: target.id, approach: 'charge', reaction: 'none', contact: true })) {
        tryApply({ type: 'charge-declared', brigadeId: brigade.id, targetBrigadeId: target.id, approach: 'move-into-contact', reaction: 'none', contact: true });
      }
      resolvePending();
      for (let round = 0; round < 4 && self && state.brigades[brigade.id]!.engagementId; round++) {
        const engagementId = state.brigades[brigade.id]!.engagementId!;
        const engagement = state.engagements[engagementId]!;
        const side1 = meleeSide(state, engagement.attacker, roll);
        const side2 = meleeSide(state, engagement.defender, roll);
        if (!tryApply({ type: 'melee-round', engagementId, attacker: side1, defender: side2 })) {
          tryApply({ type: 'engagement-ended', engagementId });
        }
        resolvePending();
      }
    }
    resolvePending();
    const all = Object.keys(state.roster.brigades);
    tryApply({
      type: 'end-phase',
      objectives: [{ objective: 1, within6: all.filter((_, i) => i % 5 === 0) }, { objective: 2, within6: all.filter((_, i) => i % 7 === 1) }],
      thirds: { left: all.filter((_, i) => i % 3 === 0), centre: all.filter((_, i) => i % 3 === 1), right: all.filter((_, i) => i % 3 === 2) },
    });
  }
  return { events, state };
}

/** Rolls for every regiment of a Brigade in melee, with saves where its enemy needs them, by trial. */
function meleeSide(state: BattleState, brigadeId: string, roll: (n: number) => ReturnType<typeof rollDice>) {
  const info = state.roster.brigades[brigadeId]!;
  return { rolls: info.regimentIds.map((regimentId) => ({ regimentId, dice: roll(info.combatDice) })) };
}
