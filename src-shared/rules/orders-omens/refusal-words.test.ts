import { describe, expect, it } from 'vitest';
import { dice, setupOf } from './battle/testing/fixtures';
import { ORDERS_OMENS } from './system';
import { applyStep, replaySteps, startWalkthrough, type LoggedStep } from './walkthrough/walkthrough';
import { SAMPLE_BATTLE } from './walkthrough/testing/sample-battle';

/** Every refusal a player reads after "Not recorded:" is a sentence in the rulebook's terms (seed 002). */

const setup = setupOf();

function playTo(count: number) {
  const replayed = replaySteps(setup, SAMPLE_BATTLE.slice(0, count));
  if (!replayed.ok) throw new Error(`step ${replayed.index + 1} refused: ${replayed.reason}`);
  return replayed.walk;
}

/** No schema talk, no field keys or ids, no JSON, no kebab-case step names, no field paths. */
const CODE_TALK = /expected|received|Invalid|Too (big|small)|Unrecognized|[a-z][A-Z][a-z]|\b(id|key|seed)\b|\{|\b[a-z]+-[a-z]+\b|\w\.\w|\w\/\w/;

function expectSentence(said: string, expected: string): void {
  expect(said).toBe(expected);
  expect(said).toMatch(/^[A-Z0-9]/); // a capital, or a Brigade's name such as "2nd Bde"
  expect(said).not.toMatch(CODE_TALK);
}

describe('Orders & Omens refusals in words', () => {
  it('words a malformed step with its own field’s words, never field keys, ids, zod talk or JSON shapes', () => {
    const message = (input: unknown) => ORDERS_OMENS.battle.eventSchema.safeParse(input).error?.issues[0]?.message ?? '(accepted)';
    const cases: [unknown, string][] = [
      [{ type: 'teleport' }, 'This is not a step of an Orders & Omens battle'],
      // A known step with a bad part names the part, not "no step fits".
      [{ type: 'brigade-deployed', brigadeId: '' }, 'Choose the Brigade, regiment or General this step is about'],
      [{ type: 'chip-passed', cheat: 1 }, 'The step holds something an Orders & Omens battle does not record'],
      [{ type: 'chip-drawn', side: 'C' }, 'Choose an army'],
      [{ type: 'morale-tested', brigadeId: 'A/d1.b1', roll: { sides: 6, faces: [1, 2] } }, 'Enter the dice as rolled at the table, or let the app roll them'],
      [{ type: 'order-tested', brigadeId: 'A/d1.b1', roll: { source: 'rolled', sides: 6, seed: 0.5, faces: [1, 2] } }, 'A roll the app made must keep the whole number it was rolled from'],
      [{ type: 'action-taken', brigadeId: 'A/d1.b1', action: 'dance' }, 'Choose the action'],
      [{ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: 'yes' }, 'Answer yes or no'],
      [{ type: 'strategic-order-issued', side: 'A', divisionId: 'A/d1', order: 'defend', objective: 1.5 }, 'Choose an objective'],
      [{ type: 'shot-fired', brigadeId: 'A/d1.b2', targetBrigadeId: 'B/d1.b1', volleys: [{ regimentId: 'A/d1.b2.r1', range: 'near', dice: dice(5) }] }, 'Range is effective or long'],
      [{ type: 'entry-point-chosen', side: 'A', edge: 'top', offsetInches: -1 }, 'Inches cannot be negative'],
    ];
    for (const [input, expected] of cases) expectSentence(message(input), expected);
  });

  it('words a step the rules refuse as a sentence naming the roll, the Combat Dice and the saves', () => {
    // L161: "both players roll 2D6" for Battlefield Initiative; a D6 shows 1 to 6.
    const seven: LoggedStep = { type: 'initiative-rolled', rolls: { A: dice(7, 1), B: dice(2, 1) }, winnerTakes: 'attacker' };
    const initiative = applyStep(startWalkthrough(setup), seven);
    expectSentence(initiative.ok ? '' : initiative.reason, "Blue's initiative roll: Die 1 shows 7; a D6 shows 1 to 6");
    // L343: an Order Test is rolled on 2D6.
    const orderTest = applyStep(playTo(17), { type: 'order-tested', brigadeId: 'A/d1.b2', roll: dice(4, 4, 4) });
    expectSentence(orderTest.ok ? '' : orderTest.reason, 'Order Test: Roll 2D6 for this; 3 dice were entered');
    // L563: "Roll the Combat Dice for each regiment" — as many as its experience gives, here 4.
    const volley: LoggedStep = { type: 'shot-fired', brigadeId: 'A/d1.b2', targetBrigadeId: 'B/d1.b1', volleys: [{ regimentId: 'A/d1.b2.r1', range: 'effective', dice: dice(5, 6, 2) }] };
    const shot = applyStep(playTo(18), volley);
    expectSentence(shot.ok ? '' : shot.reason, "2nd Bde, 1st Div, 1st Rgt's volley: Roll 4 Combat Dice; 3 were entered");
    // The battle over: nothing more is recorded, said as a sentence.
    const ended = playTo(SAMPLE_BATTLE.length);
    const late = applyStep(ended, { type: 'chip-passed' });
    expectSentence(late.ok ? '' : late.reason, 'The battle is over');
    // A table note refused in the wrong stage is a sentence too (the terrain comes before recon).
    const terrainLate = applyStep(playTo(14), { type: 'terrain-placed', side: 'B', name: 'Hill' });
    expectSentence(terrainLate.ok ? '' : terrainLate.reason, 'Terrain is placed after the initiative and before recon; the battle is in its Strategy phase');
  });
});
