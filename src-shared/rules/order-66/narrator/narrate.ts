import type { JudgedStep, NarratedBattle, NarratedLine } from '../../../systems/game-system';
import type { RulingChoices } from '../../ruling';
import type { Order66Event } from '../battle/events';
import type { Order66Outcome } from '../battle/outcomes';
import type { Order66Setup } from '../battle/setup';
import type { Order66State } from '../battle/state';
import { rulesInPlay } from '../rules-in-play';
import { sideCounters, unitRecords } from './records';
import { clauseOf, momentsOf, mysticFell } from './story';
import { ALLEGIANCE, ENDINGS, Names, capitalise, listOf, plural } from './words';

/**
 * The battle told as history, deterministic for a given log: an opening, one line per turn
 * ("Turn 2: Va'Durr's choke held Luke; Meg deflected a Grymn volley and answered it."), the
 * result and the toll.
 */

export interface NarrateInput {
  readonly battleId: string;
  readonly name: string;
  readonly setup: Order66Setup;
  readonly steps: readonly JudgedStep<Order66Event, Order66Outcome>[];
  readonly state: Order66State;
  readonly rulings: RulingChoices;
}

function opening(input: NarrateInput): NarratedLine {
  const { setup } = input;
  const forces = setup.sides.map((side) => `${side.playerName}'s ${side.mystic.name} of ${ALLEGIANCE[side.allegiance]}`);
  const grymn = setup.sides[0]!.grymn;
  const terms =
    setup.turnLimit !== null ? ` They agreed ${plural(setup.turnLimit, 'turn')}, the most wounds dealt to win.` : setup.scenario !== null ? ` The scenario: ${setup.scenario}.` : '';
  return {
    key: 'opening',
    seq: null,
    lastSeq: null,
    turn: 1,
    kind: 'opening',
    turningPoint: false,
    text: `${input.name}: ${listOf(forces)} took the field, each with ${plural(grymn, 'Grymn Trooper')}.${terms}`,
  };
}

function turnLines(input: NarrateInput, n: Names): NarratedLine[] {
  const lines: NarratedLine[] = [];
  const moments = momentsOf(input.steps);
  const turns = [...new Set(moments.map((moment) => moment.turn))].sort((a, b) => a - b);
  for (const turn of turns) {
    const told = moments.filter((moment) => moment.turn === turn).map((moment) => ({ moment, clause: clauseOf(moment, n) }));
    const clauses = told.filter((entry) => entry.clause !== null);
    if (clauses.length === 0) continue;
    lines.push({
      key: `turn-${turn}`,
      seq: Math.min(...clauses.map((entry) => entry.moment.seq)),
      lastSeq: Math.max(...clauses.map((entry) => entry.moment.lastSeq)),
      turn,
      kind: 'action',
      turningPoint: clauses.some((entry) => mysticFell(entry.moment, n)),
      text: `Turn ${turn}: ${clauses.map((entry) => entry.clause).join('; ')}.`,
    });
  }
  return lines;
}

function resultText(input: NarrateInput, n: Names): string | null {
  const { state } = input;
  const result = state.result;
  if (!result) return null;
  const winners = result.winners;
  // "after 1 turn" read wrong for a battle conceded or won mid-turn; the result screen says "Ended in turn N" too.
  const when = result.endedBy === 'turn-limit' ? `after turn ${state.turn}` : `in turn ${state.turn}`;
  if (winners.length === 0) return `The battle ended in a draw, ${ENDINGS[result.endedBy]} ${when}.`;
  const team = winners.length > 1 || rulesInPlay(input.rulings).allegiances === 'order-against-chaos';
  const who = team ? `${ALLEGIANCE[input.setup.sides.find((side) => side.side === winners[0])!.allegiance]} prevailed: victory to ${n.players(winners)}` : `victory to ${n.player(winners[0]!)}`;
  if (result.endedBy === 'last-mystic-standing') {
    const standing = state.order.filter((id) => state.models[id]!.kind === 'mystic' && state.models[id]!.status === 'standing').map((id) => n.model(id));
    return `${listOf(standing)} stood as the last ${standing.length === 1 ? 'Mystic' : 'Mystics'}: ${who}.`;
  }
  return `${capitalise(who)}, ${ENDINGS[result.endedBy]} ${when}.`;
}

function toll(input: NarrateInput, n: Names): string {
  const { state } = input;
  const fallen = state.order.filter((id) => state.models[id]!.status === 'fallen').map((id) => n.model(id));
  const dealt = input.setup.sides.map((side) => `${side.playerName} ${state.order.filter((id) => state.models[id]!.side === side.side).reduce((sum, id) => sum + state.models[id]!.record.dealt, 0)}`);
  return `${fallen.length === 0 ? 'No one fell.' : `Fallen: ${listOf(fallen)}.`} Wounds dealt: ${dealt.join(', ')}.`;
}

export function narrate(input: NarrateInput): NarratedBattle {
  const n = new Names(input.setup);
  const lines: NarratedLine[] = [opening(input), ...turnLines(input, n)];
  const result = resultText(input, n);
  const turn = input.state.turn;
  if (result !== null) lines.push({ key: 'result', seq: null, lastSeq: null, turn, kind: 'result', turningPoint: false, text: result });
  lines.push({ key: 'toll', seq: null, lastSeq: null, turn, kind: 'toll', turningPoint: false, text: toll(input, n) });
  return { lines, units: unitRecords(input.state), sideCounters: sideCounters(input.state) };
}
