import type { Narrator, NarratedLine } from '../../systems/game-system';
import { SCENARIOS } from '../infinity/scenarios';
import type { ItsEvent } from './events';
import type { ItsFinal, ItsOutcome, ItsState } from './game';
import { ITS_SIDES, type ItsSetup } from './setup';

/** How each ending reads after "the game ended …". */
export const ITS_ENDINGS: Readonly<Record<string, string>> = {
  'third-round': 'at the end of the third Game Round',
  retreat: 'when a player began a Turn in Retreat!',
};

/** ", at the end of the second player's Turn of Game Round 2 (the round complete)", or ", in Game Round 2" where no round scores (Nimbus Zone). */
function retreatWords(final: ItsFinal): string {
  if (final.ending !== 'retreat') return '';
  if (!final.retreatTurn) return `, in Game Round ${final.rounds}`;
  const complete = final.retreatTurn === 'second-player';
  const assumed = final.retreatTurnAssumed ? ', assumed: the report was saved before the players were asked whose Turn it was' : '';
  return `, at the end of the ${complete ? 'second' : 'first'} player's Turn of Game Round ${final.rounds} (the round ${complete ? 'complete' : 'unfinished'}${assumed})`;
}

/**
 * The end-of-game report is read under "The reckoning", not under its round's number: the app
 * takes one report at the end, and a heading "Turn 3" would misname it, an ITS Turn being one
 * player's Active Turn inside a Game Round (seed 003 L440, L734).
 */
const REPORT_PARAGRAPH = 'close';

const points = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** Score lines that open with a name the book prints with a capital: "Classified Objectives" (seed 003 L410, L412). */
const NAMED_LABELS: readonly string[] = ['Classified Objectives'];
/** "Dominating Quadrants in Game Round 1" → "dominating Quadrants in Game Round 1": the scenario's own terms keep their capitals. */
const midSentence = (label: string) => (NAMED_LABELS.some((name) => label.startsWith(name)) ? label : label.charAt(0).toLocaleLowerCase() + label.slice(1));

/** "Alice won Supremacy 7–4 on Objective Points: 4 Tournament Points to 0." */
export function resultSentence(setup: ItsSetup, final: ItsFinal): string {
  const scenario = SCENARIOS[setup.scenario].name;
  const { A } = final.sides;
  if (final.winner === null) {
    return `${setup.players.A} and ${setup.players.B} tied ${scenario} on ${points(A.objectivePoints, 'Objective Point', 'Objective Points')} each: ${points(A.tournamentPoints, 'Tournament Point', 'Tournament Points')} each.`;
  }
  const winner = final.winner;
  const loser = winner === 'A' ? 'B' : 'A';
  const w = final.sides[winner];
  const l = final.sides[loser];
  return `${setup.players[winner]} won ${scenario} against ${setup.players[loser]}, ${w.objectivePoints}–${l.objectivePoints} on Objective Points: ${w.tournamentPoints} Tournament Points to ${l.tournamentPoints}.`;
}

function describeOutcome(outcome: ItsOutcome, setup: ItsSetup): string {
  return resultSentence(setup, outcome);
}

function describeEvent(event: ItsEvent, setup: ItsSetup): string {
  return `End-of-game report for ${SCENARIOS[setup.scenario].name}: ${setup.players.A} ${event.survivingArmyPoints.A} and ${setup.players.B} ${event.survivingArmyPoints.B} Army Points surviving.`;
}

export const ITS_NARRATOR: Narrator<ItsSetup, ItsState, ItsEvent, ItsOutcome> = {
  // 2: the report is read under "The reckoning", and Classified Objectives keep their capitals.
  version: 2,
  describeOutcome,
  describeEvent,
  narrate({ setup, state, steps }) {
    const scenario = SCENARIOS[setup.scenario];
    const lines: NarratedLine[] = [
      { key: 'opening', seq: null, lastSeq: null, turn: 1, kind: 'opening', turningPoint: false, text: `${setup.players.A} and ${setup.players.B} played ${scenario.name}, ITS scenario ${scenario.number}, at ${setup.armyPoints} Army Points.` },
    ];
    const final = state.final;
    const seq = steps.at(-1)?.seq ?? null;
    if (final) {
      for (const side of ITS_SIDES) {
        const score = final.score.sides[side];
        const parts = score.breakdown.filter((line) => line.points > 0).map((line) => `${line.points} for ${midSentence(line.label)}`);
        lines.push({
          key: `score-${side}`,
          seq,
          lastSeq: seq,
          turn: final.rounds,
          kind: 'score',
          turningPoint: false,
          paragraph: REPORT_PARAGRAPH,
          text: `${setup.players[side]} scored ${points(score.total, 'Objective Point', 'Objective Points')}${parts.length > 0 ? ` (${parts.join(', ')})` : ''}, with ${final.sides[side].survivingArmyPoints} Army Points surviving.`,
        });
      }
      lines.push({ key: 'result', seq, lastSeq: seq, turn: final.rounds, kind: 'result', turningPoint: true, paragraph: REPORT_PARAGRAPH, text: `The game ended ${ITS_ENDINGS[final.ending]}${retreatWords(final)}. ${resultSentence(setup, final)}` });
    }
    const sideCounters = Object.fromEntries(
      ITS_SIDES.map((side): [string, Record<string, number>] => [side, final ? { 'Tournament Points': final.sides[side].tournamentPoints, 'Objective Points': final.sides[side].objectivePoints } : {}]),
    );
    return { lines, units: [], sideCounters };
  },
};
