import type { RulingChoices } from '../../ruling';
import { apply, battleClockAt, initialBattleState, otherSide, SIDES, type BattleEvent, type BattleSetup, type BattleState, type Side } from '../battle';
import { CASUALTIES_PER_HIT } from '../data/narrative';
import { SPELLS } from '../data/spells';
import { STRATEGIC_REASON_WORDS } from './describe-outcome';
import { vpTotal, type VpAbout, type VpEntry } from '../scoring/vp';
import { battleStats } from './battle-stats';
import { isEngineEvent } from './engine-events';
import { demiBrigadeParts } from '../battle/roster';
import { ChronicleNames } from './chronicle-names';
import { PHRASES, type PhraseSlot } from './phrases';
import { luckLedger, rollLuck, summariseLuck, type LuckRoll, type LuckSummary } from './luck';
import { DEFAULT_TURN_LIMIT, largestSwings, winProbabilityLine, type TurnScore, type WinPoint } from './win-probability';
import { capitalise, choose, fill, listOf, midSentence, ordinal, plural } from '../../../chronicle/pick';
import { paragraphsOf, TURNS_PER_HOUR } from '../../../chronicle/paragraphs';
import { numberWord, prose } from '../../../chronicle/sentences';
import { chanceWords } from '../../../chronicle/chance-words';
import type { ChronicleLine, ChronicleLineKind } from '../../../chronicle/types';
import type { BattleChronicle } from './types';
import { movementLine } from './movement-line';

export interface NarrateInput {
  readonly battleId: string;
  readonly name: string;
  readonly setup: BattleSetup;
  /** The battle's log in order: engine events and any table notes (skipped, but counted in seq). */
  readonly events: readonly { readonly type: string }[];
  readonly rulings?: RulingChoices;
  /** The names the players agreed for the table thirds ("The ford"); blank ones read "the left third". */
  readonly thirds?: Readonly<Partial<Record<TableThird, string>>>;
}

type TableThird = 'left' | 'centre' | 'right';

/** A line being written: a main clause, consequences appended as later events resolve, and the blood spilt. */
interface Moment {
  readonly key: string;
  readonly seq: number;
  lastSeq: number;
  readonly turn: number;
  readonly kind: ChronicleLineKind;
  readonly paragraph: string;
  turningPoint: boolean;
  /** Complete sentences (opening, orders, end of turn) take no clauses or losses. */
  readonly sentence: boolean;
  main: string;
  readonly clauses: string[];
  readonly hits: Record<Side, number>;
  engagementId?: string;
  /** A melee told as one engagement: its rounds and the hits each Brigade took in them. */
  /** `attacker` and `defender` are the names the account gives them. */
  melee?: { rounds: number; onAttacker: number; onDefender: number; attacker: string; defender: string };
  /** Where each Brigade's latest morale result sits in `clauses`. */
  moraleAt?: Map<string, number>;
  /** Brigades that failed their Order Test this turn, folded into one line. */
  hesitated?: string[];
  deployed?: Record<Side, number>;
  /** Orders reaching their Divisions this turn, folded into one line. */
  arrivals?: boolean;
  /** Later sentences of a complete-sentence moment (the end of a turn: the score). */
  tail?: string[];
}

const hourOf = (turn: number) => Math.ceil(turn / TURNS_PER_HOUR);
const paragraphOf = (turn: number) => (turn <= 0 ? 'opening' : `hour-${hourOf(turn)}`);

const soldiers = (hits: number) => plural(hits * CASUALTIES_PER_HIT, 'soldier');

const ENDED_BY: Readonly<Record<string, string>> = {
  'turn-limit': 'when the agreed turns ran out',
  'time-limit': 'when time was called',
  concession: 'by concession',
  'break-point': 'when an army reached its break point',
};

type GainSource = VpEntry['source'];

type GainNames = { readonly objective: (n: number) => string; readonly third: (which: TableThird | null) => string; readonly names: ChronicleNames };

/**
 * How each kind of Victory Point reads in the end-of-turn line, as a verb and its object. Brigades
 * and Generals are named, so two Brigades routed in a turn read as two, not one "enemy Brigade".
 */
const GAIN_WORDS: Readonly<Record<GainSource, (about: VpAbout, n: GainNames) => readonly [string, string]>> = {
  'objective-captured': (about, n) => ['captured', n.objective(about.kind === 'objective' ? about.objective : Number.NaN)],
  'objective-defended': (about, n) => ['held', n.objective(about.kind === 'objective' ? about.objective : Number.NaN)],
  'table-third': (about, n) => ['held', n.third(about.kind === 'third' ? about.third : null)],
  'enemy-brigade-broken': (about, n) => ['drove off', about.kind === 'brigade' ? n.names.brigade(about.brigadeId) : 'an enemy Brigade'],
  'enemy-break-point': () => ['broke', "the enemy army's spirit"],
  'general-captured': (about, n) => ['captured', about.kind === 'general' ? n.names.general(about.generalId) : 'a General'],
  'general-slain': (about, n) => ['slew', about.kind === 'general' ? n.names.general(about.generalId) : 'a General'],
  'marshal-taken': () => ['took', 'the enemy Marshal'],
  'baggage-captured': () => ['took', 'the enemy baggage'],
  correction: () => ['had', 'the score corrected'],
};

/** "captured the bridge and held the crossroads and the left third". */
function gainsText(pairs: readonly (readonly [string, string])[]): string {
  const byVerb = new Map<string, string[]>();
  for (const [verb, object] of pairs) {
    const objects = byVerb.get(verb) ?? [];
    if (!objects.includes(object)) objects.push(object);
    byVerb.set(verb, objects);
  }
  return listOf([...byVerb].map(([verb, objects]) => `${verb} ${listOf(objects)}`));
}

/** Totals by Regiments record: successive states share it until a hit lands, so most lookups are free. Read-only: callers never write to them. */
const hitsByRecord = new WeakMap<BattleState['regiments'], Readonly<Record<Side, number>>>();

function hitsBySide(state: BattleState): Readonly<Record<Side, number>> {
  const known = hitsByRecord.get(state.regiments);
  if (known) return known;
  let A = 0;
  let B = 0;
  const { regiments } = state;
  const roster = state.roster.regiments;
  for (const id in regiments) {
    if (roster[id]!.side === 'A') A += regiments[id]!.hitsTaken;
    else B += regiments[id]!.hitsTaken;
  }
  const hits = { A, B };
  hitsByRecord.set(regiments, hits);
  return hits;
}

/** The outcome codes of an event that has none (most of a log: chips drawn, actions, messengers). */
const NO_CODES: ReadonlySet<string> = new Set();

function brigadeHits(state: BattleState, brigadeId: string): number {
  return (state.roster.brigades[brigadeId]?.regimentIds ?? []).reduce((sum, id) => sum + (state.regiments[id]?.hitsTaken ?? 0), 0);
}

function leader(totals: Record<Side, number>): Side | null {
  return totals.A === totals.B ? null : totals.A > totals.B ? 'A' : 'B';
}

/**
 * Narrates a battle from its setup and event log as a historian would: an opening (the armies,
 * their commanders, the ground and the objectives), a paragraph per hour of battle time (four
 * 15-minute turns) in which charges are told as engagements and idle Brigades are folded into one
 * line, and a close (who held the field, the toll, the Generals' fates). Each line keeps a stable
 * key (its first event) so hidden lines and notes survive regeneration; lines carry the paragraph
 * they belong to. Deterministic: the wording is chosen from `PHRASES` by a hash of the battle id
 * and the line.
 */
export function narrateBattle(input: NarrateInput): BattleChronicle {
  const { battleId, setup, events } = input;
  const rulings = input.rulings ?? {};
  let state = initialBattleState(setup);
  const names = new ChronicleNames(state.roster);
  const moments: Moment[] = [];
  let current: Moment | null = null;
  let paragraph = 'opening';
  const hesitations = new Map<number, Moment>();
  const rolls: LuckRoll[] = [];
  // For the win-probability line: the score after each turn, what happened in it (in the names its paragraph already used), where it ends in the account.
  const scores: TurnScore[] = [];
  const happened = new Map<number, string[]>();
  const causes = new Map<number, { readonly kind: 'broke' | 'fled' | 'dispersed' | 'general'; readonly id: string; readonly status?: string }[]>();
  const turnEnds = new Map<number, string>();
  let final: { turn: number; winner: Side | null; vp: Record<Side, number> } | null = null;
  const cause = (turn: number, c: { kind: 'broke' | 'fled' | 'dispersed' | 'general'; id: string; status?: string }) => causes.set(turn, [...(causes.get(turn) ?? []), c]);
  /** What turned a turn, told once its paragraph has named everyone in it (so the short forms apply). */
  const digest = (turn: number, captured: readonly string[]) => {
    if (happened.has(turn)) return;
    const list = causes.get(turn) ?? [];
    const leftLater = (c: (typeof list)[number], i: number) => list.some((o, j) => j > i && o.id === c.id && o.kind !== 'broke');
    const brokeBefore = (c: (typeof list)[number], i: number) => list.some((o, j) => j < i && o.id === c.id && o.kind === 'broke');
    // A Brigade that broke and left the field in the same turn is one blow, not two.
    const told = list.flatMap((c, i) => {
      if (c.kind === 'general') return [`${names.general(c.id)} was ${c.status}`];
      if (c.kind === 'broke' && leftLater(c, i)) return [];
      const what = c.kind === 'broke' ? 'broke' : c.kind === 'fled' ? 'fled the field' : 'scattered';
      return [`${names.brigade(c.id)} ${c.kind !== 'broke' && brokeBefore(c, i) ? `broke and ${what}` : what}`];
    });
    happened.set(turn, [...new Set([...told, ...captured])]);
  };

  const phrase = (slot: PhraseSlot, key: string, values: Readonly<Record<string, string | number>> = {}) =>
    fill(choose(PHRASES[slot] as readonly string[], `${battleId}:${key}:${slot}`), values);
  const thirdName = (which: TableThird | null) => {
    const agreed = which ? input.thirds?.[which]?.trim() : '';
    return agreed ? midSentence(agreed) : `the ${which ?? 'contested'} third`;
  };
  const objectiveName = (n: number) => {
    const objective = setup.objectives.find((o) => o.number === n);
    return objective ? midSentence(objective.name) : `objective ${n}`;
  };
  /** Entering a new paragraph: units are named in full again on their first mention in it. */
  const enter = (next: string) => {
    if (next === paragraph) return;
    paragraph = next;
    names.startParagraph();
    current = null;
  };
  const open = (seq: number, turn: number, kind: ChronicleLineKind, main: string, options: { sentence?: boolean; turningPoint?: boolean; key?: string } = {}): Moment => {
    const moment: Moment = { key: options.key ?? `e${seq}`, seq, lastSeq: seq, turn, kind, paragraph, turningPoint: options.turningPoint ?? false, sentence: options.sentence ?? false, main, clauses: [], hits: { A: 0, B: 0 } };
    moments.push(moment);
    return moment;
  };
  /** A consequence joins the line it follows when there is one this turn; otherwise it starts its own. */
  const consequence = (seq: number, turn: number, clause: string): Moment => {
    if (current && current.turn === turn && !current.sentence && !current.hesitated) {
      current.clauses.push(clause);
      current.lastSeq = seq;
      return current;
    }
    current = open(seq, turn, 'action', clause);
    return current;
  };

  for (let index = 0; index < events.length; index++) {
    const step = events[index]!;
    const seq = index + 1;
    if (!isEngineEvent(step)) continue;
    const event = step;
    const applied = apply(state, event, rulings);
    if (!applied.ok) break;
    const prev = state;
    const next = applied.state;
    state = next;
    const { outcomes } = applied;
    const codes = outcomes.length === 0 ? NO_CODES : new Set(outcomes.map((outcome) => outcome.code));
    const luck = rollLuck(prev, next, outcomes, event, seq, rulings, codes);
    if (luck) rolls.push(luck);
    const turn = next.turn;
    const key = String(seq);
    let touched: Moment | null = null;
    enter(event.type === 'end-phase' ? paragraphOf(prev.turn) : event.type === 'initiative-rolled' || event.type === 'brigade-deployed' ? 'opening' : paragraphOf(turn));

    switch (event.type) {
      case 'initiative-rolled': {
        const won = outcomes.find((outcome) => outcome.code === 'initiative-won');
        const winner = won?.side ?? next.attacker ?? 'A';
        const over = setup.objectives.length > 0 ? ` over ${listOf(setup.objectives.map((o) => midSentence(o.name)))}` : '';
        const commanders = SIDES.flatMap((side) => {
          const marshal = Object.values(next.roster.generals).find((g) => g.side === side && g.role === 'marshal');
          return marshal && marshal.name !== 'Marshal' ? [phrase('commanded', `${key}.${side}`, { who: marshal.name, army: names.army(side) })] : [];
        });
        const thirds = (['left', 'centre', 'right'] as const).filter((which) => input.thirds?.[which]?.trim());
        const ground = thirds.length > 0 ? phrase('ground', key, { thirds: listOf(thirds.map((which) => `${thirdName(which)} ${which === 'centre' ? 'in the centre' : `on the ${which}`}`)) }) : '';
        const text = prose([[phrase('opening', key, { a: names.army('A'), b: names.army('B'), over })], commanders.length > 0 ? [listOf(commanders)] : [], [ground], [phrase('initiative', key, { winner: names.army(winner), role: event.winnerTakes })]]);
        touched = current = open(seq, 0, 'opening', text, { sentence: true });
        break;
      }
      case 'brigade-deployed': {
        const side = next.roster.brigades[event.brigadeId]!.side;
        if (!current || current.kind !== 'deployment') current = open(seq, 0, 'deployment', '', { sentence: true });
        current.deployed ??= { A: 0, B: 0 };
        current.deployed[side] += 1;
        current.lastSeq = seq;
        touched = current;
        break;
      }
      case 'strategic-order-issued': {
        const order = phrase('order', key, { division: names.division(event.divisionId), verb: event.order === 'capture' ? 'capture' : 'hold', objective: objectiveName(event.objective) });
        if (!current || current.kind !== 'orders' || current.turn !== turn || current.main !== '') current = open(seq, turn, 'orders', '', { sentence: true });
        current.clauses.push(order);
        current.lastSeq = seq;
        touched = current;
        break;
      }
      case 'messenger-intercepted': {
        const order = prev.orders.find((o) => o.id === event.orderId);
        if (order) {
          const text = phrase('intercepted', key, { division: names.division(order.divisionId), verb: order.order === 'capture' ? 'capture' : 'hold', objective: objectiveName(order.objective) });
          touched = current = open(seq, turn, 'orders', text, { sentence: true });
        }
        break;
      }
      case 'order-tested':
      case 'order-rerolled': {
        // A failure the next step re-rolls (Adaptable Command, L989) is told by the re-roll: a Brigade that passes on it did not hesitate.
        const rerolled = events[index + 1];
        const decidedLater = event.type === 'order-tested' && rerolled !== undefined && isEngineEvent(rerolled) && rerolled.type === 'order-rerolled' && rerolled.brigadeId === event.brigadeId;
        if (codes.has('order-failed') && !decidedLater) {
          const folded = hesitations.get(turn);
          const who = names.brigade(event.brigadeId);
          if (folded) {
            folded.hesitated!.push(who);
            folded.lastSeq = seq;
          } else {
            const moment = open(seq, turn, 'action', '');
            moment.hesitated = [who];
            hesitations.set(turn, moment);
          }
          current = null;
        }
        break;
      }
      case 'spell-cast': {
        const spell = SPELLS[event.spell]?.name ?? event.spell;
        const who = names.general(event.casterId);
        // A double 1 "is treated as a miscast and the Magic upgrade is lost for the remainder of the battle" (seed 002 L387).
        const failed = outcomes.find((outcome) => outcome.code === 'spell-failed');
        const main = failed
          ? phrase(failed.code === 'spell-failed' && failed.miscast ? 'spellMiscast' : 'spellFailed', key, { who, spell })
          : phrase('spell', key, { who, spell, on: event.targetBrigadeId ? ` on ${names.brigade(event.targetBrigadeId)}` : '' });
        touched = current = open(seq, turn, 'action', main);
        break;
      }
      case 'shot-fired': {
        const targetSide = next.roster.brigades[event.targetBrigadeId]!.side;
        const dealt = hitsBySide(next)[targetSide] - hitsBySide(prev)[targetSide];
        const main = phrase('shot', key, { who: names.brigade(event.brigadeId), target: names.brigade(event.targetBrigadeId) });
        touched = current = open(seq, turn, 'action', dealt === 0 ? `${main}, ${phrase('shotMissed', key)}` : main);
        break;
      }
      case 'breath-attack':
        touched = current = open(seq, turn, 'action', phrase('breath', key, { who: names.brigade(event.brigadeId), target: names.brigade(event.targetBrigadeId) }));
        break;
      case 'charge-declared': {
        const values = { who: names.brigade(event.brigadeId), target: names.brigade(event.targetBrigadeId) };
        let main = phrase(event.approach === 'charge' ? 'charge' : 'moveIntoContact', key, values);
        const reaction = event.reaction === 'counter-charge' ? 'counterCharge' : event.reaction === 'withdraw' ? 'withdraw' : event.reaction === 'brace' ? (event.braceVolley?.length ? 'braceVolley' : 'brace') : null;
        if (reaction) main += `, ${phrase(reaction, key)}`;
        if (!event.contact) main += `, ${phrase('noContact', key)}`;
        touched = current = open(seq, turn, 'action', main);
        const engagement = Object.values(next.engagements).find((e) => e.attacker === event.brigadeId && e.defender === event.targetBrigadeId);
        if (engagement) current.engagementId = engagement.id;
        break;
      }
      case 'melee-round': {
        const engagement = prev.engagements[event.engagementId]!;
        const onAttacker = brigadeHits(next, engagement.attacker) - brigadeHits(prev, engagement.attacker) + engagement.braceHitsOnAttacker;
        const onDefender = brigadeHits(next, engagement.defender) - brigadeHits(prev, engagement.defender);
        if (!(current && current.engagementId === event.engagementId && current.turn === turn)) {
          current = open(seq, turn, 'action', phrase('meleeGoesOn', key, { a: names.brigade(engagement.attacker), b: names.brigade(engagement.defender) }));
          current.engagementId = event.engagementId;
        }
        // Named now, in the paragraph where the fight is told, so the short forms follow the charge.
        current.melee ??= { rounds: 0, onAttacker: 0, onDefender: 0, attacker: names.brigade(engagement.attacker), defender: names.brigade(engagement.defender) };
        current.melee.rounds += 1;
        current.melee.onAttacker += onAttacker;
        current.melee.onDefender += onDefender;
        current.lastSeq = seq;
        touched = current;
        break;
      }
      case 'morale-tested': {
        const who = () => names.brigade(event.brigadeId);
        if (codes.has('morale-broke') || codes.has('broke')) {
          touched = consequence(seq, turn, phrase('broke', key, { who: who() }));
          touched.turningPoint = true;
          cause(turn, { kind: 'broke', id: event.brigadeId });
        } else if (codes.has('morale-faltered')) touched = consequence(seq, turn, phrase('faltered', key, { who: who() }));
        else if (!prev.brigades[event.brigadeId]?.fleeing) touched = consequence(seq, turn, phrase('held', key, { who: who() }));
        if (touched) {
          // A Brigade tested twice in one fight is told by how it ended ("broke", not "held firm; broke").
          touched.moraleAt ??= new Map();
          const earlier = touched.moraleAt.get(event.brigadeId);
          if (earlier !== undefined) touched.clauses[earlier] = '';
          touched.moraleAt.set(event.brigadeId, touched.clauses.length - 1);
        }
        break;
      }
      case 'rally-attempted':
        touched = current = open(seq, turn, 'action', phrase(codes.has('rallied') ? 'rallied' : 'rallyFailed', key, { who: names.brigade(event.brigadeId) }));
        break;
      case 'generals-fate-rolled': {
        const status = next.generals[event.generalId]?.status;
        const who = names.general(event.generalId);
        const slot: PhraseSlot = status === 'slain' ? 'slain' : status === 'captured' ? 'captured' : codes.has('heroic-stand') ? 'heroicStand' : status === 'wounded' ? 'wounded' : 'escaped';
        touched = consequence(seq, turn, phrase(slot, key, { who }));
        if (slot === 'slain' || slot === 'captured') {
          touched.turningPoint = true;
          cause(turn, { kind: 'general', id: event.generalId, status });
        }
        break;
      }
      case 'brigade-left-table':
        touched = current = open(seq, turn, 'action', phrase('fled', key, { who: names.brigade(event.brigadeId) }), { turningPoint: true });
        cause(turn, { kind: 'fled', id: event.brigadeId });
        break;
      case 'flee-collision':
        if (codes.has('dispersed')) {
          touched = consequence(seq, turn, phrase('dispersed', key, { who: names.brigade(event.brigadeId) }));
          touched.turningPoint = true;
          cause(turn, { kind: 'dispersed', id: event.brigadeId });
        }
        break;
      case 'baggage-captured': {
        const baggage = setup.baggage?.find((b) => b.id === event.baggageId);
        const label = baggage?.name ? midSentence(baggage.name) : `the baggage of ${names.army(otherSide(event.bySide))}`;
        touched = current = open(seq, turn, 'action', phrase('baggage', key, { army: names.army(event.bySide), baggage: label }), { turningPoint: true });
        break;
      }
      case 'end-phase': {
        // Victory Conditions: a Brigade fled or dispersed and a General slain or captured score when
        // it happens (seed 002 L733, L739); the line tells every point the turn won, so its gains add
        // up to the score it gives. Corrections are told on their own line.
        const gained = next.vp.filter((entry) => entry.turn === prev.turn && entry.source !== 'correction');
        const before = { A: vpTotal(prev.vp, 'A'), B: vpTotal(prev.vp, 'B') };
        const after = { A: vpTotal(next.vp, 'A'), B: vpTotal(next.vp, 'B') };
        const score = `${names.army('A')} ${after.A}, ${names.army('B')} ${after.B}`;
        const gains = SIDES.flatMap((side) => {
          const mine = gained.filter((entry) => entry.side === side);
          if (mine.length === 0) return [];
          const words = gainsText(mine.map((entry) => GAIN_WORDS[entry.source](entry.about, { objective: objectiveName, third: thirdName, names })));
          return [`${names.army(side)} ${words} (+${mine.reduce((sum, entry) => sum + entry.points, 0)})`];
        });
        const closedTurn = prev.turn;
        const first = gains.length > 0 ? phrase('endOfTurn', key, { turn: closedTurn, gains: gains[0]! }) : phrase('endOfTurnQuiet', key, { turn: closedTurn });
        const turning = gained.some((entry) => entry.source === 'objective-captured') || (leader(after) !== null && leader(after) !== leader(before));
        touched = current = open(seq, closedTurn, 'end-phase', first, { sentence: true, turningPoint: turning });
        current.clauses.push(...gains.slice(1));
        current.tail = [phrase('score', key, { score })];
        turnEnds.set(closedTurn, current.key);
        scores.push({ turn: closedTurn, vp: after });
        const captured = gained.filter((entry) => entry.source === 'objective-captured' && entry.about.kind === 'objective');
        digest(closedTurn, captured.map((entry) => `${names.army(entry.side)} took ${objectiveName(entry.about.kind === 'objective' ? entry.about.objective : Number.NaN)}`));
        current = null;
        break;
      }
      case 'conceded':
        touched = current = open(seq, turn, 'action', phrase('conceded', key, { army: names.army(event.side), other: names.army(otherSide(event.side)) }), { sentence: true, turningPoint: true });
        break;
      case 'vp-corrected':
        touched = current = open(seq, turn, 'end-phase', phrase('corrected', key, { points: `${event.points > 0 ? '+' : ''}${event.points}`, army: names.army(event.side), reason: event.reason.trim().replace(/\.$/, '') }), { sentence: true });
        break;
      case 'activation-started':
        current = null;
        break;
      case 'brigade-split':
        touched = current = open(seq, turn, 'action', `${names.brigade(event.brigadeId)} split into two Demi-Brigades, to be ordered apart`, { sentence: true });
        break;
      case 'demi-brigades-combined': {
        const parentId = demiBrigadeParts(event.brigadeId)?.parentId ?? event.brigadeId;
        touched = current = open(seq, turn, 'action', `the two Demi-Brigades closed up into ${names.brigade(parentId)} once more`, { sentence: true });
        break;
      }
      case 'messenger-arrived': {
        // An order that arrives the turn it was sent is told by the line that sent it; one that rode longer is told when it arrives.
        const arrived = outcomes.find((outcome) => outcome.code === 'messenger-arrived');
        if (!arrived || arrived.code !== 'messenger-arrived' || (prev.orders.find((o) => o.id === event.orderId)?.issuedTurn ?? turn) >= turn) break;
        const clause = phrase('messengerArrived', key, { division: names.division(arrived.divisionId), verb: arrived.order === 'capture' ? 'capture' : 'hold', objective: objectiveName(arrived.objective) });
        // Word reaching several Divisions in one turn reads as one line.
        if (current && current.kind === 'orders' && current.turn === turn && current.main !== '' && current.arrivals) current.clauses.push(clause);
        else {
          current = open(seq, turn, 'orders', clause, { sentence: true });
          current.arrivals = true;
        }
        current.lastSeq = seq;
        touched = current;
        break;
      }
      case 'regeneration-rolled':
        // A failed roll changes nothing on the table; a Troll Mob that regenerates fights on stronger.
        if (codes.has('regenerated')) touched = current = open(seq, turn, 'action', phrase('regenerated', key, { who: names.brigadeOfArmy(event.brigadeId) }));
        break;
      case 'general-attached':
        // Riding clear of a Brigade is routine; joining one puts the General in its fights (and its fate).
        if (event.brigadeId !== null) touched = current = open(seq, turn, 'action', phrase('generalJoined', key, { general: names.general(event.generalId), brigade: names.brigade(event.brigadeId) }));
        break;
      case 'harrier-withdrew':
      case 'terrain-garrisoned':
      case 'garrison-left':
      case 'flyer-moved':
      case 'compel-moved': {
        const told = movementLine(outcomes, names, (slot, values) => phrase(slot, key, values));
        if (!told) break;
        // A compelled move into contact starts a melee: its rounds are told on its line, as after a charge (a line already telling another fight is left to it).
        const started = event.type === 'compel-moved' ? Object.values(next.engagements).find((e) => !prev.engagements[e.id] && e.attacker === event.brigadeId) : undefined;
        touched = started && current?.engagementId !== undefined ? (current = open(seq, turn, 'action', told)) : consequence(seq, turn, told);
        if (started) touched.engagementId = started.id;
        break;
      }
      // Not told in the account: routine table business, or told through what follows (hits, morale).
      // A melee's end is told by its rounds and the Morale Tests that close it; the players enter it after nearly every fight.
      case 'engagement-ended':
      case 'chip-drawn':
      case 'chip-passed':
      case 'general-moved':
      case 'action-taken':
      case 'morale-test-called':
        break;
      default: {
        const untold: never = event;
        throw new Error(`the chronicle has no case for ${(untold as BattleEvent).type}`);
      }
    }

    const before = hitsBySide(prev);
    const after = hitsBySide(next);
    const spilt = { A: after.A - before.A, B: after.B - before.B };
    if (spilt.A + spilt.B > 0) {
      const target = touched && !touched.sentence && !touched.hesitated ? touched : current && !current.sentence && !current.hesitated ? current : open(seq, turn, 'action', 'the fighting went on');
      target.hits.A += spilt.A;
      target.hits.B += spilt.B;
      target.lastSeq = Math.max(target.lastSeq, seq);
    }
    if (next.result && !prev.result) {
      final = { turn: next.result.turn, winner: next.result.tacticalVictory, vp: { ...next.result.vp } };
      digest(next.result.turn, []);
      enter('close');
      open(seq, next.result.turn, 'result', resultText(next, names, setup, phrase, `e${seq}.result`), { sentence: true, turningPoint: true, key: `e${seq}.result` });
      if (!turnEnds.has(next.result.turn)) turnEnds.set(next.result.turn, `e${seq}.result`);
      current = null;
    }
  }

  const clock = (turn: number) => (setup.battleClockStart && turn > 0 ? battleClockAt(setup.battleClockStart, turn) : null);
  const when = (turn: number) => (clock(turn) ? `at ${clock(turn)}` : `in turn ${turn}`);
  const timed = new Set<string>();

  const lines: ChronicleLine[] = moments.map((moment) => {
    const k = moment.key;
    // The first action of each turn is dated ("At 10:15, …"); the rest of the turn follows on.
    const dated = moment.turn > 0 && moment.kind !== 'end-phase' && moment.kind !== 'result' && !timed.has(`${moment.paragraph}:${moment.turn}`);
    if (dated) timed.add(`${moment.paragraph}:${moment.turn}`);
    const lead = (clause: string) => (dated ? `${when(moment.turn)}, ${clause}` : clause);
    let body: string;
    if (moment.kind === 'deployment') {
      const count = moment.deployed ?? { A: 0, B: 0 };
      body = prose([[phrase('deployment', k, { a: names.army('A'), b: names.army('B'), countA: plural(count.A, 'Brigade'), countB: plural(count.B, 'Brigade') })]]);
    } else if (moment.kind === 'orders' && moment.main === '') {
      body = prose([[lead(phrase('orders', k, { orders: listOf(moment.clauses) }))]]);
    } else if (moment.kind === 'opening') {
      body = moment.main;
    } else if (moment.sentence) {
      body = prose([[lead(moment.main), ...moment.clauses], moment.tail ?? []]);
    } else if (moment.hesitated) {
      const who = moment.hesitated;
      body = prose([[lead(who.length === 1 ? phrase('orderFailed', k, { who: who[0]! }) : phrase('orderFailedMany', k, { who: listOf(who) }))]]);
    } else {
      const lostSides = SIDES.filter((side) => moment.hits[side] > 0);
      const losses =
        lostSides.length === 2
          ? phrase('lossesBoth', k, { a: names.army('A'), b: names.army('B'), countA: soldiers(moment.hits.A), countB: soldiers(moment.hits.B) })
          : lostSides.length === 1
            ? phrase('lossesOne', k, { army: names.army(lostSides[0]!), count: soldiers(moment.hits[lostSides[0]!]) })
            : '';
      const melee = moment.melee ? [engagementText(moment.melee, k, phrase)] : [];
      body = prose([[lead(moment.main)], melee, moment.clauses, [losses]]);
    }
    return { key: moment.key, seq: moment.seq, lastSeq: moment.lastSeq, turn: moment.turn, kind: moment.kind, turningPoint: moment.turningPoint, paragraph: moment.paragraph, text: body };
  });

  const winProbability = winProbabilityLine(scores, setup.turnLimit, final);
  const limit = setup.turnLimit ?? DEFAULT_TURN_LIMIT;
  for (const swing of largestSwings(winProbability)) {
    const anchor = lines.findIndex((line) => line.key === turnEnds.get(swing.turn));
    if (anchor < 0) continue;
    const point = winProbability.find((p) => p.turn === swing.turn)!;
    const text = turningPointText(swing, point, limit, happened.get(swing.turn) ?? [], names, phrase);
    const at = lines[anchor]!;
    lines.splice(anchor + 1, 0, { key: `turned-${swing.turn}`, seq: null, lastSeq: null, turn: swing.turn, kind: 'turning-points', turningPoint: true, paragraph: at.paragraph, text });
  }

  names.startParagraph();
  lines.push(...closingLines(state, names, phrase));
  const luck = summariseLuck(rolls);
  const luckText = luckLine(luck, names, when);
  if (luckText) lines.push({ key: 'close.luck', seq: null, lastSeq: null, turn: state.turn, kind: 'luck', turningPoint: false, paragraph: 'close', text: luckText });
  const ledger = luckLedger(rolls, state.turn, (roll) => rollWords(roll, names.brigadePlain(roll.brigadeId)), when);
  return { battleId, title: input.name, lines, paragraphs: paragraphsOf(lines, setup.battleClockStart), stats: { ...battleStats(state, names), luck: ledger, winProbability }, luck, winProbability };
}

type Phrase = (slot: PhraseSlot, key: string, values?: Readonly<Record<string, string | number>>) => string;

/** "After three rounds, the Elven warriors had the better of it, 7 hits to 4." */
function engagementText(melee: NonNullable<Moment['melee']>, key: string, phrase: Phrase): string {
  const when = melee.rounds === 1 ? 'in a single round' : `after ${numberWord(melee.rounds)} rounds`;
  if (melee.onAttacker === melee.onDefender) return phrase('engagementTied', key, { when, hits: melee.onAttacker });
  const attackerWon = melee.onAttacker < melee.onDefender;
  return phrase('engagementWon', key, {
    when,
    winner: attackerWon ? melee.attacker : melee.defender,
    more: Math.max(melee.onAttacker, melee.onDefender),
    fewer: Math.min(melee.onAttacker, melee.onDefender) || 'none',
  });
}

/** A chance as "N in a hundred", never rounding a possibility to 0 or 100. */
const inHundred = (p: number) => String(Math.min(99, Math.max(1, Math.round(p * 100))));
const turnsLeft = (n: number) => `${numberWord(n)} ${n === 1 ? 'turn' : 'turns'}`;

/**
 * One of the battle's largest swings of the win-probability line, told at length: that it
 * turned, how far the odds moved and for whom, what turned it, and where the score left it.
 */
function turningPointText(swing: { turn: number; from: number; to: number }, point: WinPoint, limit: number, happened: readonly string[], names: ChronicleNames, phrase: Phrase): string {
  const key = `turned-${swing.turn}`;
  const toward: Side = swing.to > swing.from ? 'A' : 'B';
  const chance = (p: number) => (toward === 'A' ? p : 1 - p);
  const army = names.army(toward);
  const odds = !point.settled
    ? phrase('oddsRose', key, { army, from: inHundred(chance(swing.from)), to: inHundred(chance(swing.to)) })
    : point.pA === 0.5
      ? phrase('oddsSettledDraw', key, { army: names.army(swing.from > 0.5 ? 'A' : 'B'), from: inHundred(Math.max(swing.from, 1 - swing.from)) })
      : phrase('oddsSettled', key, { army, from: inHundred(chance(swing.from)) });
  const told = happened.length > 3 ? [...happened.slice(0, 3), `${numberWord(happened.length - 3)} more ${happened.length - 3 === 1 ? 'blow' : 'blows'} besides`] : happened;
  const margin = point.vp.A - point.vp.B;
  const left = limit - point.turn;
  const standing = point.settled || left <= 0 ? '' : margin === 0 ? phrase('marginLevel', key, { left: turnsLeft(left) }) : phrase('marginLeft', key, { army: names.army(margin > 0 ? 'A' : 'B'), margin: `${Math.abs(margin)} VP`, left: turnsLeft(left) });
  return prose([[phrase('turnedHere', key)], [odds], told.length > 0 ? [phrase('turnedOn', key, { causes: listOf(told) })] : [], [standing]]);
}

/**
 * "a 5 in 18 chance" — only for moments rarer than one in three, which are worth quoting; in the
 * words the luck ledger beside the account uses for the same roll (it once read "1-in-4" there).
 */
const oneIn = (p: number) => (p > 0 && p <= 1 / 3 ? `a ${chanceWords(p)} chance` : null);

function rollWords(roll: LuckRoll, who: string): string {
  if (roll.kind === 'order') return roll.outcome === '0' ? `${who} failed to answer their orders` : `${who} answered their orders with ${plural(Number(roll.outcome), 'action')}`;
  if (roll.kind === 'rally') return roll.outcome === 'rallied' ? `${who} rallied` : `${who} could not be rallied`;
  return roll.outcome === 'break' ? `${who} broke` : roll.outcome === 'disordered' ? `${who} fell back in disorder` : `${who} held firm`;
}

/** The luck of the battle from the exact odds: its luckiest and unluckiest rolls, and whom the dice favoured. */
function luckLine(luck: LuckSummary, names: ChronicleNames, when: (turn: number) => string): string | null {
  const sentences: string[] = [];
  const lucky = luck.luckiest && oneIn(luck.luckiest.atLeast);
  if (luck.luckiest && lucky) sentences.push(`fortune smiled brightest ${when(luck.luckiest.turn)}, when ${rollWords(luck.luckiest, names.brigade(luck.luckiest.brigadeId))}: ${lucky}`);
  const unlucky = luck.unluckiest && oneIn(luck.unluckiest.atMost);
  if (luck.unluckiest && unlucky) sentences.push(`it was cruellest ${when(luck.unluckiest.turn)}, when ${rollWords(luck.unluckiest, names.brigade(luck.unluckiest.brigadeId))}: ${unlucky}`);
  const { A, B } = luck.bySide;
  if (A !== null && B !== null && Math.abs(A - B) >= 5) {
    const [high, low] = A > B ? (['A', 'B'] as const) : (['B', 'A'] as const);
    sentences.push(`over the whole battle the dice favoured ${names.army(high)}, whose rolls averaged the ${ordinal(Math.round(luck.bySide[high]!))} percentile to the ${ordinal(Math.round(luck.bySide[low]!))} of ${names.army(low)}`);
  }
  return sentences.length > 0 ? prose(sentences.map((s) => [s])) : null;
}

function resultText(state: BattleState, names: ChronicleNames, setup: BattleSetup, phrase: Phrase, key: string): string {
  const result = state.result!;
  const at = setup.battleClockStart ? ` at ${battleClockAt(setup.battleClockStart, Math.max(1, result.turn) + 1)}` : '';
  const opening = `the battle ended on turn ${result.turn}${at}, ${ENDED_BY[result.endedBy] ?? `(${result.endedBy})`}`;
  const tactical =
    result.tacticalVictory === null
      ? `the armies finished level on ${result.vp.A} VP each, and neither could claim the field`
      : phrase('heldField', key, { army: names.army(result.tacticalVictory), won: result.vp[result.tacticalVictory], lost: result.vp[otherSide(result.tacticalVictory)] });
  const strategic =
    result.strategicVictory === null
      ? ''
      : `${names.army(result.strategicVictory)} ${result.strategicVictory === result.tacticalVictory ? 'also ' : ''}claimed a Strategic Victory: ${listOf(result.strategicReasons.map((reason) => STRATEGIC_REASON_WORDS[reason]))}`;
  return prose([[opening], [tactical], [strategic]]);
}

function closingLines(state: BattleState, names: ChronicleNames, phrase: Phrase): ChronicleLine[] {
  const closing = (key: string, kind: ChronicleLineKind, text: string): ChronicleLine => ({ key, seq: null, lastSeq: null, turn: state.turn, kind, turningPoint: false, paragraph: 'close', text });
  const lines: ChronicleLine[] = [];
  // Not begun: no toll or Generals' fates to tell, which would read as a battle that ended in peace.
  if (!state.result && state.phase === 'initiative') return [closing('close.state', 'result', 'The battle has not begun: the armies have yet to take the field.')];
  if (!state.result) {
    const score = `${names.army('A')} ${vpTotal(state.vp, 'A')}, ${names.army('B')} ${vpTotal(state.vp, 'B')}`;
    lines.push(closing('close.state', 'result', `The battle is still being fought: turn ${state.turn}, ${score}.`));
  }
  const hits = hitsBySide(state);
  lines.push(
    closing(
      'close.toll',
      'toll',
      hits.A + hits.B === 0
        ? phrase('tollNone', 'close.toll')
        : hits.A === 0 || hits.B === 0
          ? capitalise(phrase('tollOneSided', 'close.toll', { army: names.army(hits.A > 0 ? 'A' : 'B'), count: soldiers(Math.max(hits.A, hits.B)), other: names.army(hits.A > 0 ? 'B' : 'A') }))
          : capitalise(phrase('toll', 'close.toll', { a: names.army('A'), b: names.army('B'), countA: soldiers(hits.A), countB: soldiers(hits.B) })),
    ),
  );
  const fates = Object.values(state.roster.generals).flatMap((general) => {
    const status = state.generals[general.id]?.status ?? 'active';
    return status === 'active' ? [] : [`${names.general(general.id)} was ${status}`];
  });
  const everyone = Object.keys(state.roster.generals).length;
  const told = fates.length < everyone ? [...fates, phrase('unscathed', 'close.fates')] : fates;
  const fatesText = fates.length === 0 ? phrase('fatesNone', 'close.fates') : capitalise(phrase('fates', 'close.fates', { fates: listOf(told) }));
  lines.push(closing('close.fates', 'fate', fatesText));
  return lines;
}
