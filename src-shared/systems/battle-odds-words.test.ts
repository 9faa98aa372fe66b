import { describe, expect, it } from 'vitest';
import type { JudgedStep } from './game-system';
import { midSentence, pctPair, readSystemOdds } from './battle-odds';
import { OPEND6_SYSTEM } from '../rules/opend6/system';
import type { Od6Event } from '../rules/opend6/battle/events';
import type { Od6Outcome } from '../rules/opend6/battle/outcomes';
import { GOBLIN_ARCHERS, GOBLIN_BRAWLERS, HUMAN_BLADES, setupOf } from '../rules/opend6/testing/fixtures';
import { ICE_RANGERS } from '../rules/opend6/squads/samples';
import type { Squad } from '../rules/opend6/squads/schema';
import { TURN_ONE, TURN_TWO, TURN_THREE } from '../rules/opend6/testing/ford-battle';

describe('turning points in words', () => {
  it('never reads "rose from 100% to 100%": a swing that rounding hides gets a decimal', () => {
    expect(pctPair(0.38, 0.81)).toEqual(['38%', '81%']);
    expect(pctPair(0.996, 1)).toEqual(['99.6%', '100%']);
    expect(pctPair(0.9996, 0.99995)).toEqual(['99.96%', '100%']);
  });

  it('says a side "held the field" only at the step that ended the battle, not when it merely became near certain', () => {
    // The ford skirmish without its turn limit: Astrid ends the three turns far ahead, but the battle is not over.
    const setup = setupOf([ICE_RANGERS, HUMAN_BLADES], [GOBLIN_ARCHERS, GOBLIN_BRAWLERS], { turnLimit: null, budgets: { A: 1100, B: 500 } });
    let state = OPEND6_SYSTEM.battle.initialState(setup, {});
    const steps: JudgedStep<Od6Event, Od6Outcome>[] = [];
    [...TURN_ONE, ...TURN_TWO, ...TURN_THREE].forEach((event, i) => {
      const turn = state.turn;
      const applied = OPEND6_SYSTEM.battle.apply(state, event, {});
      if (!applied.ok) throw new Error(`step ${i + 1} refused: ${applied.reason}`);
      state = applied.state;
      steps.push({ seq: i + 1, turn, event, outcomes: applied.outcomes });
    });
    expect(state.ended).toBeNull();
    const odds = readSystemOdds(OPEND6_SYSTEM, { setup, rulings: {}, steps })!;
    const certain = odds.turningPoints.filter((point) => point.to >= 0.999);
    expect(certain.length).toBeGreaterThan(0);
    for (const point of odds.turningPoints) expect(point.text).not.toMatch(/held the field/);
  });

  /** The ford skirmish (three turns, won by Astrid) with the Ice Rangers under the name given. */
  function fordTurningPoints(rangers: Squad): readonly string[] {
    const setup = setupOf([rangers, HUMAN_BLADES], [GOBLIN_ARCHERS, GOBLIN_BRAWLERS], { turnLimit: 3, budgets: { A: 1100, B: 500 } });
    let state = OPEND6_SYSTEM.battle.initialState(setup, {});
    const steps: JudgedStep<Od6Event, Od6Outcome>[] = [];
    [...TURN_ONE, ...TURN_TWO, ...TURN_THREE].forEach((event, i) => {
      const turn = state.turn;
      const applied = OPEND6_SYSTEM.battle.apply(state, event, {});
      if (!applied.ok) throw new Error(`step ${i + 1} refused: ${applied.reason}`);
      state = applied.state;
      steps.push({ seq: i + 1, turn, event, outcomes: applied.outcomes });
    });
    return readSystemOdds(OPEND6_SYSTEM, { setup, rulings: {}, steps })!.turningPoints.map((point) => point.text);
  }

  /** The clauses of "… the battle turned: a; b; c. X's chance …", each as it stands mid-sentence. */
  const clauses = (text: string) => /the battle turned: (.*?)\. \S+'s chance/.exec(text)![1]!.split('; ');

  it('joins the clauses of a turning point mid-sentence in lower case: "the battle turned: the Ice Rangers …; the Goblin Archers …", "soldier 1 of …"', () => {
    const texts = fordTurningPoints(ICE_RANGERS);
    expect(texts).toContain(
      "In turn 1 the battle turned: the Ice Rangers counted the cost of the volleys: one man down, two wounded; the Goblin Archers counted the cost of the volleys: one man down, one wounded. Borg's chance of victory rose from 50% to 62%.",
    );
    const told = texts.flatMap(clauses);
    expect(told.some((clause) => clause.startsWith('soldier 1 of the Goblin Brawlers was struck down'))).toBe(true);
    for (const clause of told) expect(clause).not.toMatch(/^(The|A|An|Soldier|Champion) /);
  });

  it('keeps a name\'s capitals where a clause opens with it: a squad called "Ulf\'s Rangers", and the player who won', () => {
    const texts = fordTurningPoints({ ...ICE_RANGERS, name: "Ulf's Rangers" });
    const told = texts.flatMap(clauses);
    expect(told).toContain("Ulf's Rangers counted the cost of the volleys: one man down, two wounded");
    expect(told).toContain('Astrid won the battle when the agreed turns ran out');
  });

  it('lower-cases only a plain capitalised word, never a name given or a term in capitals', () => {
    expect(midSentence('The blow went through', [])).toBe('the blow went through');
    expect(midSentence('Harrow Riflemen 2 was wounded', ['Harrow Riflemen'])).toBe('Harrow Riflemen 2 was wounded');
    expect(midSentence("Ann’s Harrow Riflemen fell", ['Ann'])).toBe("Ann’s Harrow Riflemen fell");
    // "Ann" is not "Anna": a name counts only as a whole word.
    expect(midSentence('Annals were kept', ['Ann'])).toBe('annals were kept');
    expect(midSentence('MEN roll 4', [])).toBe('MEN roll 4');
    expect(midSentence('McKay fell', [])).toBe('McKay fell');
  });
});
