import type { RulingChoices } from '../../ruling';
import { otherSide, type BattleState, type Side } from '../battle';
import { dummyBrigadesProblem } from '../prebattle/deployment';
import { reconMarkerCount, reconMarkersLock, reconMoveProblem } from '../prebattle/recon-markers';
import { revealCheck } from '../prebattle/reveal';
import type { Prebattle, TableNote } from './table-notes';

/**
 * The walkthrough's judgement of the recon, dummy-marker and reveal notes (seed 002, Recon &
 * Deployment, L171–L209): the changes to the notes so far, or why the step is refused.
 */
type Judged = { readonly ok: true; readonly changes: Partial<Prebattle> } | { readonly ok: false; readonly reason: string };
const ok = (changes: Partial<Prebattle>): Judged => ({ ok: true, changes });
const refuse = (reason: string): Judged => ({ ok: false, reason });

type NoteOf<T extends TableNote['type']> = Extract<TableNote, { type: T }>;

export function reconMarkersOf(battle: BattleState, side: Side, rulings: RulingChoices): number {
  return reconMarkerCount(battle.setup.armies[side], battle.setup.table.widthFeet, rulings).total;
}

/** Markers of a side that may still move (not locked). */
export function freeMarkers(battle: BattleState, prebattle: Prebattle, side: Side, rulings: RulingChoices): number[] {
  const count = reconMarkersOf(battle, side, rulings);
  return Array.from({ length: count }, (_, i) => i + 1).filter((marker) => !prebattle.lockedMarkers[side].includes(marker));
}

/**
 * L177/L179: "Starting with the Defender, each player will then alternate moving one of their
 * markers"; a player whose markers are all locked has nothing to move, so the other moves on.
 */
export function nextReconMover(battle: BattleState, prebattle: Prebattle, rulings: RulingChoices): Side | null {
  if (battle.attacker === null) return null;
  const preferred = prebattle.lastReconMover === null ? otherSide(battle.attacker) : otherSide(prebattle.lastReconMover);
  for (const side of [preferred, otherSide(preferred)]) if (freeMarkers(battle, prebattle, side, rulings).length > 0) return side;
  return null;
}

/** L177 (12", the tether) and L181 (locking within 12" of an enemy marker). */
export function judgeReconMove(battle: BattleState, prebattle: Prebattle, note: NoteOf<'recon-marker-moved'>, rulings: RulingChoices): Judged {
  const mover = nextReconMover(battle, prebattle, rulings);
  const name = (side: Side) => battle.roster.sides[side].name;
  if (mover === null) return refuse('every Recon Marker is locked');
  if (note.side !== mover) return refuse(`${name(mover)} must move the next Recon Marker (the Defender first, then alternating)`);
  const count = reconMarkersOf(battle, note.side, rulings);
  if (!Number.isInteger(note.marker) || note.marker < 1 || note.marker > count) return refuse(`the Recon Markers of ${name(note.side)} are numbered 1 to ${count}`);
  const problem = reconMoveProblem({
    distanceInches: note.distanceInches,
    nearestFriendlyMarkerInches: note.nearestFriendlyMarkerInches,
    nearestTableEdgeInches: note.nearestTableEdgeInches,
    alreadyLocked: prebattle.lockedMarkers[note.side].includes(note.marker),
  });
  if (problem) return refuse(problem);
  const locks = note.nearestEnemyMarkerInches !== null && reconMarkersLock(note.nearestEnemyMarkerInches);
  const locked = { A: [...prebattle.lockedMarkers.A], B: [...prebattle.lockedMarkers.B] };
  if (locks) {
    const enemy = otherSide(note.side);
    const enemyCount = reconMarkersOf(battle, enemy, rulings);
    if (note.enemyMarker === undefined || note.enemyMarker < 1 || note.enemyMarker > enemyCount) {
      return refuse(`within 12″ of an enemy Recon Marker both lock: say which of ${name(enemy)}'s markers (1 to ${enemyCount})`);
    }
    locked[note.side].push(note.marker);
    if (!locked[enemy].includes(note.enemyMarker)) locked[enemy].push(note.enemyMarker);
  }
  return ok({ reconMoves: prebattle.reconMoves + 1, lastReconMover: note.side, lockedMarkers: locked });
}

/** L183 "Continue moving markers until all are locked in place" — once moves are logged here. */
export function reconLockProblem(battle: BattleState, prebattle: Prebattle, rulings: RulingChoices): string | null {
  if (prebattle.reconMoves === 0) return null;
  const free = (['A', 'B'] as const).reduce((sum, side) => sum + freeMarkers(battle, prebattle, side, rulings).length, 0);
  return free === 0 ? null : `${free} Recon Marker${free === 1 ? ' is' : 's are'} not locked yet: keep moving markers until all are locked`;
}

/** L203: dummy markers "representing one Brigade per Division" (`oo.dummy-markers`). */
export function judgeDummyPlaced(battle: BattleState, prebattle: Prebattle, note: NoteOf<'dummy-brigade-placed'>, rulings: RulingChoices): Judged {
  const dummies = [...prebattle.dummyBrigades[note.side], note.markers];
  const problem = dummyBrigadesProblem(battle.setup.armies[note.side], dummies, rulings);
  if (problem) return refuse(`${battle.roster.sides[note.side].name}: ${problem}`);
  return ok({ dummyBrigades: { ...prebattle.dummyBrigades, [note.side]: dummies } });
}

function revealProblem(trigger: NoteOf<'brigade-revealed'>['trigger'], distanceInches: number | undefined, rulings: RulingChoices): { reason: string } | { scope: 'brigades-involved' | 'all-brigades' } {
  if (trigger !== 'fired' && distanceInches === undefined) return { reason: 'say how near the enemy came (in inches)' };
  const decision = revealCheck(trigger === 'fired' ? { kind: 'fired' } : { kind: trigger, distanceInches: distanceInches! }, rulings);
  return decision.reveal ? { scope: decision.scope } : { reason: decision.explanation };
}

/** Every deployed Brigade of both sides, for `oo.reveal-scope` = all-brigades. */
function everyDeployed(battle: BattleState): string[] {
  return Object.values(battle.roster.brigades).filter((b) => battle.brigades[b.id]!.deployed).map((b) => b.id);
}

/** L207–L209, `revealCheck`: within 24" (or on firing) the Brigade, and the enemy one involved, turn over — or all under `oo.reveal-scope`. */
export function judgeBrigadeRevealed(battle: BattleState, prebattle: Prebattle, note: NoteOf<'brigade-revealed'>, rulings: RulingChoices): Judged {
  const info = battle.roster.brigades[note.brigadeId];
  if (!info) return refuse('unknown Brigade');
  if (!battle.brigades[note.brigadeId]!.deployed) return refuse(`${info.name} cannot be revealed: not deployed yet`);
  if (prebattle.revealed.includes(note.brigadeId)) return refuse(`${info.name} cannot be revealed twice`);
  const enemy = note.enemyBrigadeId === undefined ? undefined : battle.roster.brigades[note.enemyBrigadeId];
  if (note.enemyBrigadeId !== undefined && (!enemy || enemy.side === info.side || !battle.brigades[enemy.id]!.deployed)) return refuse('the Brigade it was revealed by must be a deployed enemy Brigade');
  const judged = revealProblem(note.trigger, note.distanceInches, rulings);
  if ('reason' in judged) return refuse(judged.reason);
  const turned = judged.scope === 'all-brigades' ? everyDeployed(battle) : [note.brigadeId, ...(enemy ? [enemy.id] : [])];
  return ok({ revealed: [...new Set([...prebattle.revealed, ...turned])] });
}

/** A dummy turned over: the same triggers as a Brigade; it is then known to be nothing. */
export function judgeDummyRevealed(battle: BattleState, prebattle: Prebattle, note: NoteOf<'dummy-brigade-revealed'>, rulings: RulingChoices): Judged {
  const placed = prebattle.dummyBrigades[note.side].length;
  if (!Number.isInteger(note.dummy) || note.dummy < 1 || note.dummy > placed) return refuse(placed === 0 ? `${battle.roster.sides[note.side].name} placed no dummy Brigades` : `${battle.roster.sides[note.side].name} placed ${placed} dummy Brigade${placed === 1 ? '' : 's'}: pick a number from 1 to ${placed}`);
  if (prebattle.dummiesRevealed[note.side].includes(note.dummy)) return refuse('that dummy Brigade is already revealed');
  if (note.trigger === 'fired') return refuse('a dummy Brigade has no regiments to fire');
  const judged = revealProblem(note.trigger, note.distanceInches, rulings);
  if ('reason' in judged) return refuse(judged.reason);
  return ok({ dummiesRevealed: { ...prebattle.dummiesRevealed, [note.side]: [...prebattle.dummiesRevealed[note.side], note.dummy] } });
}
