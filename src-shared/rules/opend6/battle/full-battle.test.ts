import { describe, expect, it } from 'vitest';
import { narrateOd6, od6Summary, OPEND6_SYSTEM } from '../index';
import { BLADES, BRAWLERS, fight } from '../testing/ford-battle';

describe('a battle of two squads a side, through charge, close combat and morale to a result (seed 004 L46–L66)', () => {
  it('is played to the agreed turn limit and won on SGPs destroyed', () => {
    const { state, steps } = fight();
    const outcomes = steps.flatMap((step) => step.outcomes);
    expect(outcomes).toContainEqual({ code: 'forced-back', squad: BRAWLERS, by: BLADES, casualties: { [BLADES]: 1, [BRAWLERS]: 3 } });
    expect(outcomes).toContainEqual({ code: 'morale-test-waived', squad: BLADES, kind: 'charge', reason: 'outnumbers-target' });
    expect(outcomes).toContainEqual({ code: 'squad-destroyed', squad: BRAWLERS });
    expect(outcomes[outcomes.length - 1]).toEqual({ code: 'battle-ended', winner: 'A', endedBy: 'turn-limit' });
    const summary = od6Summary(state);
    // A destroyed the six brawlers (126) and one archer (36); B an Ice Ranger (70) and the Blades' sergeant (41).
    expect(summary.scores).toEqual({ A: 162, B: 111 });
    expect(summary.losses).toEqual({ A: 2, B: 7 });
    expect(summary.result).toMatchObject({ winner: 'A', turns: 3, losses: [{ side: 'A', amount: 2, unitsLost: 0 }, { side: 'B', amount: 7, unitsLost: 1 }] });
  });

  it('is narrated in the game’s terms, the same every time, with each squad’s record', () => {
    const { state, steps } = fight();
    const input = { battleId: 'b1', name: 'Skirmish at the Ford', setup: state.setup, steps, state, rulings: {} };
    const told = OPEND6_SYSTEM.narrator.narrate(input);
    expect(OPEND6_SYSTEM.narrator.narrate(input)).toEqual(told);
    const text = told.lines.map((line) => line.text);
    expect(text).toContain('The Blades of Aster crashed into the Goblin Brawlers.');
    expect(text).toContain('The Goblin Brawlers fell back 4″ and dropped to Shaken after losing two men and one wounded in close combat with the Blades of Aster (casualty morale test: command roll 3 against threat roll 13, threat level 9).');
    // Its Withdraw is told once, by the test that caused it (L492), not again as "withdrew 4″ from the enemy".
    expect(text.filter((line) => line.startsWith('The Goblin Brawlers withdrew 4″'))).toEqual([]);
    expect(told.lines.filter((line) => line.kind === 'morale-test' && line.text.includes('fell back 4″')).length).toBeGreaterThan(0);
    expect(text).toContain('The Ice Rangers wavered, morale level down to 6 but still Steady, after losing one man and two wounded to the Goblin Archers’ volley (casualty morale test: command roll 8 against threat roll 10, threat level 8).');
    expect(text).toContain('Astrid won the battle when the agreed turns ran out.');
    // Damage landing on both squads of a fight is one sentence: only its first name is capitalised.
    expect(text.some((line) => /^The Blades of Aster .*; the Goblin Brawlers /.test(line) || /^The Goblin Brawlers .*; the Blades of Aster /.test(line))).toBe(true);
    expect(text.filter((line) => line.includes('; The '))).toEqual([]);
    // Inches are written with the double prime the battle screens use ("Withdraws 4″", "Walks (up to 8″)"), never a straight quote (the rulebook's Withdraw 4", L492).
    expect(text.filter((line) => /\d"/.test(line))).toEqual([]);
    expect(text.filter((line) => /\d″/.test(line)).length).toBeGreaterThan(0);
    expect(told.lines.filter((line) => line.turningPoint).map((line) => line.kind)).toEqual(['charge-contact', 'charge-contact', 'squad-destroyed', 'battle-ended']);
    expect(told.units.find((unit) => unit.key === BRAWLERS)).toEqual({ key: BRAWLERS, side: 'B', name: 'Goblin Brawlers', losses: 6, inflicted: 1, counters: { 'morale breaks': 0, charges: 0, wounded: 0 }, outcome: 'destroyed' });
    expect(told.units.find((unit) => unit.key === BLADES)).toMatchObject({ losses: 1, inflicted: 6, counters: { charges: 2, wounded: 1 }, outcome: 'held the field' });
    expect(narrateOd6({ setup: state.setup, steps: steps.slice(0, 3), state }).lines.map((line) => line.text)).toEqual(['Astrid won the initiative (initiative rolls: Astrid 8, Borg 5).']);
  });
});
