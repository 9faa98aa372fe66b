import { describe, expect, it } from 'vitest';
import { armyA, armyB, dice, meleeRolls, setupOf, Table } from '../battle/testing/fixtures';
import type { Army, MonsterId } from '../types';
import { SAMPLE_BATTLE } from '../walkthrough/testing/sample-battle';
import { applyStep, replaySteps } from '../walkthrough/walkthrough';
import { ORDERS_OMENS } from '../system';
import { narrateBattle } from './narrate-battle';

/**
 * Orders & Omens writes an inch with the double prime its roster sheets use ("Move 2″"), in the
 * event log, the chronicle and a refusal alike. The rulebook's straight quote (seed
 * 002_cff186ffe79098a6.txt, e.g. L599 "pushed back 2" and becomes disordered") reads as a
 * quotation mark on a screen full of quoted rules, so it never reaches a player as an inch.
 */
const STRAIGHT_INCH = /\d"/;
const PRIME_INCH = /\d″/;

function withMonster(army: Army, monster: MonsterId): Army {
  const division = army.divisions[0]!;
  return { ...army, divisions: [{ ...division, attached: [{ type: 'monster', monster }] }] };
}
const MONSTER = 'B/d1.x1';
const wizard = armyA({ divisions: armyA().divisions.map((d) => ({ ...d, general: { ...d.general, magicalAdvisor: true } })) });

/** Tables whose steps carry inches: every line the event log and the chronicle give for them. */
function measuredTables(): Table[] {
  // L533: a General "may move up to 15" once per turn".
  const general = Table.activating().do({ type: 'chip-drawn', side: 'A' }).do({ type: 'general-moved', generalId: 'A/d1.general', distanceInches: 15 });
  // L599: failed by 1-2, "pushed back 2" and becomes disordered".
  const pushed = Table.activating().order('A/d1.b1').do({ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: true });
  pushed.do({ type: 'melee-round', engagementId: 'melee-1', attacker: meleeRolls(['A/d1.b1.r1', [4, 4, 2]], ['A/d1.b1.r2', [5, 4, 6]]), defender: meleeRolls(['B/d1.b1.r1', [5, 5, 1, 2]], ['B/d1.b1.r2', [6, 6, 3, 1]]) });
  pushed.do({ type: 'morale-tested', brigadeId: 'B/d1.b1', roll: dice(3, 3) });
  // L688: "A broken Brigade flees 4" per action (Infantry/Artillery)".
  const fled = Table.activating().do({ type: 'morale-test-called', brigadeId: 'A/d1.b1', reason: 'special' }).do({ type: 'morale-tested', brigadeId: 'A/d1.b1', roll: dice(1, 1) });
  // L1133 Flyer and L1134 Harrier ("May withdraw 3" for free after each round of Melee").
  const flyer = Table.activating(setupOf({ B: withMonster(armyB(), 'copter-bomber') })).order(MONSTER);
  flyer.do({ type: 'flyer-moved', brigadeId: MONSTER, distanceInches: 5, overBrigadeIds: ['A/d1.b1'], overTerrain: [] });
  const harrier = Table.activating(setupOf({ B: withMonster(armyB(), 'giant-eagle') })).order(MONSTER);
  harrier.do({ type: 'charge-declared', brigadeId: MONSTER, targetBrigadeId: 'A/d1.b1', approach: 'charge', reaction: 'none', contact: true });
  const ones = (id: string) => ({ rolls: harrier.state.roster.brigades[id]!.regimentIds.map((regimentId) => ({ regimentId, dice: dice(...Array.from({ length: harrier.state.roster.brigades[id]!.combatDice }, () => 1)) })) });
  harrier.do({ type: 'melee-round', engagementId: 'melee-1', attacker: ones(MONSTER), defender: ones('A/d1.b1') });
  harrier.do({ type: 'harrier-withdrew', brigadeId: MONSTER, distanceInches: 3, contactBroken: true });
  return [general, pushed, fled, flyer, harrier];
}

describe('Orders & Omens writes inches with the double prime (″), never a straight quote', () => {
  it('in the event log and the chronicle of steps measured in inches (seed 002 L533, L599, L688, L1133, L1134, L373)', () => {
    const logLines = measuredTables().flatMap((t) => t.outcomes.map((outcome) => ORDERS_OMENS.narrator.describeOutcome(outcome, t.setup)));
    const chronicles = measuredTables().flatMap((t) => narrateBattle({ battleId: 'inches', name: 'Inches', setup: t.setup, events: t.events }).lines.map((line) => line.text));
    // L373 Compel: "must immediately move 1D6"": the spell's move, full and stopped short.
    const opening = SAMPLE_BATTLE.slice(0, SAMPLE_BATTLE.findIndex((s) => s.type === 'activation-started') + 1).filter((s) => s.type !== 'strategic-order-issued' && s.type !== 'messenger-arrived');
    const cast = [{ type: 'chip-drawn', side: 'A' }, { type: 'spell-cast', casterId: 'A/d1.general', spell: 'compel', targetBrigadeId: 'B/d1.b1', roll: dice(4, 4) }] as const;
    for (const moved of [{ outcome: 'full-move', roll: dice(4) }, { outcome: 'stopped-short', roll: dice(5), stoppedAfterInches: 2 }] as const) {
      const events = [...opening, ...cast, { type: 'compel-moved', brigadeId: 'B/d1.b1', ...moved } as const];
      chronicles.push(...narrateBattle({ battleId: 'compel', name: 'Compel', setup: setupOf({ A: wizard }), events }).lines.map((line) => line.text));
    }
    const said = [...logLines, ...chronicles];
    // Each kind of measured line is there, so the check below reads real inches.
    expect(logLines).toEqual(expect.arrayContaining([expect.stringMatching(/rode up to 15″/), expect.stringMatching(/pushed back 2″ and disordered/), expect.stringMatching(/fled 4″/), expect.stringMatching(/withdrew 3″/), expect.stringMatching(/ 5″/)]));
    expect(chronicles.filter((line) => PRIME_INCH.test(line)).length).toBeGreaterThanOrEqual(4);
    expect(said.filter((line) => STRAIGHT_INCH.test(line))).toEqual([]);
  });

  it('in refusals of a distance past the rule, from the set-up to the melee (seed 002 L175, L289, L533, L1134)', () => {
    const refusals = [
      // L533 a General moves up to 15".
      Table.activating().do({ type: 'chip-drawn', side: 'A' }).refuse({ type: 'general-moved', generalId: 'A/d1.general', distanceInches: 15.5 }),
      // L289 bows "fire 6-10" at long range".
      Table.activating().order('A/d1.b2').refuse({ type: 'shot-fired', brigadeId: 'A/d1.b2', targetBrigadeId: 'B/d1.b1', volleys: [{ regimentId: 'A/d1.b2.r1', distanceInches: 10.5, dice: dice(5, 5, 5, 5) }] }),
    ];
    // L1134 Harrier: "May withdraw 3" for free".
    const harrier = Table.activating(setupOf({ B: withMonster(armyB(), 'giant-eagle') })).order(MONSTER);
    harrier.do({ type: 'charge-declared', brigadeId: MONSTER, targetBrigadeId: 'A/d1.b1', approach: 'charge', reaction: 'none', contact: true });
    const ones = (id: string) => ({ rolls: harrier.state.roster.brigades[id]!.regimentIds.map((regimentId) => ({ regimentId, dice: dice(...Array.from({ length: harrier.state.roster.brigades[id]!.combatDice }, () => 1)) })) });
    harrier.do({ type: 'melee-round', engagementId: 'melee-1', attacker: ones(MONSTER), defender: ones('A/d1.b1') });
    refusals.push(harrier.refuse({ type: 'harrier-withdrew', brigadeId: MONSTER, distanceInches: 3.5, contactBroken: true }));
    // L175: entry points "at least 25" away from another player's starting point".
    const recon = replaySteps(setupOf(), SAMPLE_BATTLE.slice(0, 5));
    if (!recon.ok) throw new Error(recon.reason);
    const entry = applyStep(recon.walk, { type: 'entry-point-chosen', side: 'A', edge: 'bottom', offsetInches: 20 });
    refusals.push(entry.ok ? '' : entry.reason);
    expect(refusals).toEqual([
      'A General may move up to 15″ once per turn; this move is 15.5″',
      'Bows reach 10″; this target is 10.5″ away',
      'Harrier: may withdraw 3″ for free; this withdraw is 3.5″',
      'Entry points must be at least 25″ apart; this one is 8″ from another',
    ]);
    expect(refusals.filter((reason) => STRAIGHT_INCH.test(reason))).toEqual([]);
  });
});
