import type { JudgedStep, NarratedBattle, NarratedLine, SideKey, UnitRecord } from '../../../systems/game-system';
import type { Event1999 } from '../battle/events';
import type { Outcome1999 } from '../battle/outcomes';
import { indexOf } from '../battle/setup-index';
import type { State1999 } from '../battle/state';
import { ENDINGS_1999, type Ending1999 } from '../battle/victory';
import type { Setup1999 } from '../setup/setup-types';
import { describeOutcome } from './describe-outcome';
import { listOf, namesFor, plural, type Names } from './names';

interface Pending {
  readonly seq: number;
  readonly turn: number;
  readonly phase: number;
}

/**
 * The battle told in 1999's terms — Army Points lost, Units made Casualties, Confusion, the Turn
 * that decided it — plus per-Unit numbers for service records. Deterministic for a given log.
 */
export function narrate(input: { readonly battleId: string; readonly name: string; readonly setup: Setup1999; readonly steps: readonly JudgedStep<Event1999, Outcome1999>[]; readonly state: State1999 }): NarratedBattle {
  const names = namesFor(input.setup, input.state.substituted);
  const lines: NarratedLine[] = [];
  let phase = 0;
  let n = 0;
  const prefix = (at: Pending, text: string) => (at.turn > 0 ? `Turn ${at.turn}${at.phase ? `, Phase ${at.phase}` : ''} — ${text}` : text);
  const push = (at: Pending, kind: string, text: string, turningPoint = false) => lines.push({ key: `s${at.seq}-${kind}-${n++}`, seq: at.seq, lastSeq: at.seq, turn: at.turn, kind, turningPoint, text: prefix(at, text) });

  interface Tally {
    first: number;
    last: number;
    turn: number;
    phase: number;
    by: Set<SideKey>;
    models: number;
    points: number;
    wipedOut: boolean;
    confusion: number;
  }
  const tallies = new Map<string, Tally>();
  const flush = () => {
    for (const [unitId, t] of tallies) {
      const at = { seq: t.first, turn: t.turn, phase: t.phase };
      if (t.models > 0) {
        const by = t.by.size ? listOf([...t.by].map(names.player)) : null;
        const single = t.wipedOut && t.models === 1 && unitModels(input, unitId) === 1;
        const text = single
          ? `${names.ownedUnit(unitId)} was made a Casualty${by ? ` by ${by}` : ''} (${t.points} Army Points).`
          : `${names.ownedUnit(unitId)} lost ${plural(t.models, 'model')}${by ? ` to ${by}` : ''}${t.wipedOut ? ' and was wiped out' : ''} (${t.points} Army Points).`;
        lines.push({ key: `s${t.first}-casualties-${unitId}`, seq: t.first, lastSeq: t.last, turn: t.turn, kind: 'casualties', turningPoint: t.wipedOut, text: prefix(at, text) });
      }
      if (t.confusion > 0) {
        lines.push({ key: `s${t.first}-confusion-${unitId}`, seq: t.first, lastSeq: t.last, turn: t.turn, kind: 'confusion', turningPoint: false, text: prefix(at, `${names.ownedUnit(unitId)} was thrown into Confusion (degree ${t.confusion}).`) });
      }
    }
    tallies.clear();
  };
  const tally = (unitId: string, seq: number, turn: number): Tally => {
    const held = tallies.get(unitId);
    if (held) {
      held.last = seq;
      return held;
    }
    const fresh: Tally = { first: seq, last: seq, turn, phase, by: new Set(), models: 0, points: 0, wipedOut: false, confusion: 0 };
    tallies.set(unitId, fresh);
    return fresh;
  };

  for (const step of input.steps) {
    let turn = step.turn;
    n = 0;
    const here = (): Pending => ({ seq: step.seq, turn, phase });
    for (const o of step.outcomes) {
      switch (o.code) {
        case 'turn-started':
          flush();
          turn = o.turn;
          phase = 0;
          break;
        case 'phase-started':
          phase = o.phase;
          break;
        case 'unit-nominated':
        case 'activation-ended':
        case 'turn-ended':
          flush();
          break;
        case 'order-of-play':
          push({ seq: step.seq, turn: o.turn, phase: 0 }, 'order-of-play', describeOutcome(o, names));
          break;
        case 'deployment-order':
        case 'reinforcements-declared':
        case 'forces-revealed':
        case 'reinforcement-entered':
        case 'instability-failed':
        case 'territory-judged':
        case 'tie-for-victory':
        case 'who-is-right':
        case 'reinforcement-substituted':
          push(here(), o.code, describeOutcome(o, names));
          break;
        case 'casualty': {
          const t = tally(unitOfCard(input, o.target.cardId), step.seq, turn);
          t.models++;
          t.points += o.points;
          if (o.by) t.by.add(o.by);
          break;
        }
        case 'unit-casualty':
          tally(o.unitId, step.seq, turn).wipedOut = true;
          break;
        case 'confusion-roll':
          if (o.confused) tally(o.unitId, step.seq, turn).confusion = o.degree;
          break;
        case 'bounty-lost':
        case 'surrendered':
          push(here(), o.code, describeOutcome(o, names), true);
          break;
        case 'battle-won':
        case 'battle-drawn':
          flush();
          lines.push({ key: `s${step.seq}-${o.code}`, seq: step.seq, lastSeq: step.seq, turn, kind: o.code, turningPoint: true, text: decidingLine(o, input.state, names) });
          break;
        default:
          break;
      }
    }
  }
  flush();
  const ordered = [...lines].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0) || kindRank(a.kind) - kindRank(b.kind));
  return { lines: ordered, units: unitRecords(input.setup, input.state, names), sideCounters: sideCounters(input.setup, input.state) };
}

function unitModels(input: { readonly setup: Setup1999; readonly state: State1999 }, unitId: string): number {
  const unit = input.state.substituted[unitId] ?? indexOf(input.setup).units.get(unitId);
  return unit ? unit.cards.reduce((sum, c) => sum + c.models, 0) : 0;
}

function unitOfCard(input: { readonly setup: Setup1999; readonly state: State1999 }, cardId: string): string {
  const substituted = Object.values(input.state.substituted).find((u) => u.cards.some((c) => c.id === cardId));
  return substituted?.id ?? indexOf(input.setup).cards.get(cardId)?.unitId ?? cardId;
}

const RANK: Readonly<Record<string, number>> = { casualties: 1, confusion: 2, 'bounty-lost': 4, surrendered: 5, 'battle-won': 9, 'battle-drawn': 9 };
function kindRank(kind: string): number {
  return RANK[kind] ?? 0;
}

function decidingLine(o: Extract<Outcome1999, { code: 'battle-won' | 'battle-drawn' }>, state: State1999, names: Names): string {
  const how = ENDINGS_1999[o.endedBy as Ending1999] ?? 'as the players agreed';
  const lostAny = (side: string) => state.sides[side]!.pointsLost > 0 || state.sides[side]!.unitsLost > 0;
  const losses = state.setup.sides.map((s) => (lostAny(s.side) ? `${s.playerName} lost ${state.sides[s.side]!.pointsLost} Army Points and ${plural(state.sides[s.side]!.unitsLost, 'Unit')}` : `${s.playerName} lost nothing`));
  // A battle can end before its first Turn (a surrender while deploying): no "Turn 0" in the account.
  const when = o.turn > 0 ? `Turn ${o.turn}` : 'The battle was over before its first Turn';
  const head =
    o.code === 'battle-won'
      ? o.turn > 0
        ? `${when} decided the battle: ${names.player(o.winner)} won ${how}.`
        : `${when}: ${names.player(o.winner)} won ${how}.`
      : o.turn > 0
        ? `${when} ended the battle without a victor.`
        : `${when}, without a victor.`;
  const toll = state.setup.sides.some((s) => lostAny(s.side)) ? `${listOf(losses)}.` : state.setup.sides.length === 2 ? 'Neither side lost a model.' : 'No side lost a model.';
  return `${head} ${toll}`;
}

/** Per-Unit numbers of the battle, keyed by the Unit's key in its army so records follow it across battles. */
function unitRecords(setup: Setup1999, state: State1999, names: Names): UnitRecord[] {
  return setup.sides.flatMap((side) =>
    side.units.map((base): UnitRecord => {
      const unit = state.substituted[base.id] ?? base;
      const s = state.units[unit.id]!;
      const outcome = { casualty: 'Casualty', reserve: 'Never entered', withdrawn: 'Withdrawn', battlefield: 'Survived', 'to-deploy': 'Not deployed' }[s.status];
      return {
        key: unit.key,
        side: side.side,
        name: names.unit(unit.id),
        losses: s.pointsLost,
        inflicted: s.pointsInflicted,
        counters: { 'models lost': s.modelsLost, 'wounds suffered': s.woundsSuffered, 'times Confused': s.timesConfused, 'models made Casualties': s.modelsInflicted },
        outcome,
      };
    }),
  );
}

function sideCounters(setup: Setup1999, state: State1999): Record<SideKey, Record<string, number>> {
  const out: Record<SideKey, Record<string, number>> = {};
  for (const side of setup.sides) {
    const s = state.sides[side.side]!;
    const bounty = setup.victory.prey?.bounty[side.side];
    out[side.side] = {
      'Army Points lost': s.pointsLost,
      'Units made Casualties': s.unitsLost,
      'models lost': s.modelsLost,
      ...(bounty ? { 'Bounty Unit lost': state.units[bounty]!.status === 'casualty' ? 1 : 0 } : {}),
    };
  }
  return out;
}
