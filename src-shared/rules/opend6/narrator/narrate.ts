import type { JudgedStep, NarratedBattle, NarratedLine, SideKey, UnitRecord } from '../../../systems/game-system';
import type { Od6Event } from '../battle/events';
import type { Od6Outcome, Od6OutcomeCode } from '../battle/outcomes';
import { allSquads, type Od6Setup } from '../battle/setup';
import type { Od6State } from '../battle/state';
import { describeOd6Outcome } from './describe-outcome';
import { capitalise, count, plural, squadWords } from './words';

/** Outcomes the chronicle tells; the rest live in the event log only. */
const TOLD: ReadonlySet<Od6OutcomeCode> = new Set<Od6OutcomeCode>([
  'initiative-won',
  'charge-declared',
  'charge-aborted',
  'charge-evaded',
  'charge-stood',
  'charge-braced',
  'charge-contact',
  'charge-fell-short',
  'disengage',
  'volley',
  'siege-shot',
  'battery-damaged',
  'casualties-applied',
  'close-combat',
  'forced-back',
  'parting-swing',
  'morale-test',
  'rally-test',
  'squad-broke',
  'squad-withdrew',
  'squad-dispersed',
  'squad-destroyed',
  'conceded',
  'battle-ended',
]);

const TURNING_POINTS: ReadonlySet<Od6OutcomeCode> = new Set<Od6OutcomeCode>(['squad-broke', 'squad-dispersed', 'squad-destroyed', 'charge-contact', 'battle-ended', 'conceded']);

/**
 * Damage that landed in a step, squad by squad: "the Ice Rangers lost two men and had one wounded".
 * Counted by soldier, as he stands after the step: several hits on one man (L287, L366–L367, L397)
 * are one man, and a wound followed by a second wound or an incapacitating hit is a man lost, not
 * one wounded and one lost (L282).
 */
function landedDamage(setup: Od6Setup, outcomes: readonly Od6Outcome[]): string | null {
  const hitSoldiers = new Map<string, Map<string, { harmed: boolean; condition: string }>>();
  for (const outcome of outcomes) {
    if (outcome.code !== 'damage' || !outcome.applied) continue;
    const soldiers = hitSoldiers.get(outcome.target.squad) ?? new Map<string, { harmed: boolean; condition: string }>();
    const before = soldiers.get(outcome.target.soldier);
    soldiers.set(outcome.target.soldier, { harmed: (before?.harmed ?? false) || outcome.result !== 'no-effect', condition: outcome.condition });
    hitSoldiers.set(outcome.target.squad, soldiers);
  }
  const bySquad = new Map<string, { down: number; wounded: number; unharmed: number }>();
  for (const [squad, soldiers] of hitSoldiers) {
    const tally = { down: 0, wounded: 0, unharmed: 0 };
    for (const soldier of soldiers.values()) {
      if (!soldier.harmed) tally.unharmed += 1;
      else if (soldier.condition === 'incapacitated') tally.down += 1;
      else tally.wounded += 1;
    }
    bySquad.set(squad, tally);
  }
  if (bySquad.size === 0) return null;
  // One sentence: only its first squad's name is capitalised ("The brawlers …; the Blades …").
  return capitalise(
    [...bySquad.entries()]
      .map(([squad, tally]) => {
        const parts = [tally.down > 0 ? `lost ${plural(tally.down, 'man', 'men')}` : '', tally.wounded > 0 ? `had ${count(tally.wounded)} wounded` : ''].filter(Boolean);
        return `${squadWords(setup, squad)} ${parts.length > 0 ? parts.join(' and ') : 'took no harm'}`;
      })
      .join('; '),
  );
}

/** A Withdraw already told by its morale test ("fell back 4″", L492): the chronicle says it once. */
function toldWithItsTest(outcome: Od6Outcome, outcomes: readonly Od6Outcome[]): boolean {
  return outcome.code === 'squad-withdrew' && outcomes.some((other) => other.code === 'morale-test' && other.squad === outcome.squad && other.result === 'morale-down-withdraw');
}

function unitOutcome(presence: string): string {
  switch (presence) {
    case 'fighting':
      return 'held the field';
    case 'routing':
    case 'at-rally-point':
      return 'fled';
    case 'dispersed':
      return 'dispersed';
    default:
      return 'destroyed';
  }
}

/** The whole account, deterministic for a given log, and each squad's numbers for its service record. */
export function narrateOd6(input: { readonly setup: Od6Setup; readonly steps: readonly JudgedStep<Od6Event, Od6Outcome>[]; readonly state: Od6State }): NarratedBattle {
  const { setup, steps, state } = input;
  const lines: NarratedLine[] = [];
  for (const step of steps) {
    step.outcomes.forEach((outcome, index) => {
      if (!TOLD.has(outcome.code) || toldWithItsTest(outcome, step.outcomes)) return;
      lines.push({ key: `${step.seq}:${index}`, seq: step.seq, lastSeq: step.seq, turn: step.turn, kind: outcome.code, turningPoint: TURNING_POINTS.has(outcome.code), text: `${describeOd6Outcome(outcome, setup)}.` });
    });
    const landed = landedDamage(setup, step.outcomes);
    if (landed) lines.push({ key: `${step.seq}:damage`, seq: step.seq, lastSeq: step.seq, turn: step.turn, kind: 'damage', turningPoint: false, text: `${landed}.` });
  }
  const units: UnitRecord[] = [];
  const sideCounters: Record<SideKey, Record<string, number>> = {};
  for (const squad of allSquads(setup)) {
    const squadState = state.squads[squad.key];
    if (!squadState) continue;
    const lost = squadState.soldiers.filter((soldier) => soldier.condition === 'incapacitated' || squadState.presence === 'dispersed').length;
    const wounded = squadState.soldiers.filter((soldier) => soldier.condition === 'wounded').length;
    units.push({
      key: squad.key,
      side: squad.side,
      name: squad.name,
      losses: lost,
      inflicted: squadState.record.inflicted,
      counters: { 'morale breaks': squadState.record.moraleBreaks, charges: squadState.record.charges, wounded },
      outcome: unitOutcome(squadState.presence),
    });
    const counters = (sideCounters[squad.side] ??= { 'squads broken': 0, 'squads lost': 0 });
    counters['squads broken']! += squadState.record.moraleBreaks > 0 ? 1 : 0;
    counters['squads lost']! += squadState.presence === 'fighting' ? 0 : 1;
  }
  return { lines, units, sideCounters };
}
