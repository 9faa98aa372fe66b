import { capitalise } from '../../../chronicle/pick';
import type { RulingChoices } from '../../ruling';
import { apply, applyStateOnly, initialBattleState, otherSide, type BattleEvent, type BattleSetup, type BattleState, type OrdersOmensOutcome, type Side } from '../battle';
import { entryPointProblem } from '../prebattle/entry-points';
import { terrainGapProblem } from '../prebattle/terrain';
import { judgeBrigadeRevealed, judgeDummyPlaced, judgeDummyRevealed, judgeReconMove, reconLockProblem } from './prebattle-notes';
import { isTableNote, NO_PREBATTLE, type Prebattle, type TableNote } from './table-notes';
import { battleIsAt } from './stage-words';

/** One row of a battle's log: an engine event or a table note. */
export type LoggedStep = BattleEvent | TableNote;

export interface Walkthrough {
  readonly battle: BattleState;
  readonly prebattle: Prebattle;
}

/** Where the table is in the walkthrough, for the stepper and the panel shown. */
export type Stage = 'initiative' | 'terrain' | 'recon' | 'deployment' | 'strategy' | 'activation' | 'end-phase' | 'result';

export const STAGES: readonly Stage[] = ['initiative', 'terrain', 'recon', 'deployment', 'strategy', 'activation', 'end-phase', 'result'];

/** `outcomes`: what the engine decided (none for a table note). */
export type StepResult = { readonly ok: true; readonly walk: Walkthrough; readonly outcomes: readonly OrdersOmensOutcome[] } | { readonly ok: false; readonly reason: string };

export function startWalkthrough(setup: BattleSetup): Walkthrough {
  return { battle: initialBattleState(setup), prebattle: NO_PREBATTLE };
}

function anyDeployed(state: BattleState): boolean {
  return Object.values(state.brigades).some((b) => b.deployed);
}

/**
 * Terrain and recon sit between the initiative and the first Brigade placed. Once a Brigade is
 * deployed the table has moved on, so a log without them (the engine alone) stays valid.
 */
export function stageOf(walk: Walkthrough): Stage {
  const { battle, prebattle } = walk;
  switch (battle.phase) {
    case 'initiative':
      return 'initiative';
    case 'deployment':
      if (anyDeployed(battle) || prebattle.reconLocked) return 'deployment';
      return prebattle.terrainDone ? 'recon' : 'terrain';
    case 'strategy':
      return 'strategy';
    case 'activation': {
      const left = battle.bag.filled.A - battle.bag.drawn.A + battle.bag.filled.B - battle.bag.drawn.B;
      return left === 0 && (!battle.chip || battle.chip.used) && battle.pending.length === 0 ? 'end-phase' : 'activation';
    }
    case 'over':
      return 'result';
  }
}

/** Who places the next piece of terrain: "alternate placing terrain pieces, beginning with the Defender". */
export function nextTerrainSide(walk: Walkthrough): Side | null {
  const attacker = walk.battle.attacker;
  if (attacker === null) return null;
  return walk.prebattle.terrain.length % 2 === 0 ? otherSide(attacker) : attacker;
}

/** "Starting with the Defender, each player chooses a single point on any board edge". */
export function nextEntryPointSide(walk: Walkthrough): Side | null {
  const attacker = walk.battle.attacker;
  if (attacker === null) return null;
  const defender = otherSide(attacker);
  if (!walk.prebattle.entryPoints[defender]) return defender;
  if (!walk.prebattle.entryPoints[attacker]) return attacker;
  return null;
}

function refuse(reason: string): StepResult {
  // A table note's refusal is shown as a sentence, as the engine's are.
  return { ok: false, reason: capitalise(reason) };
}

function applyNote(walk: Walkthrough, note: TableNote, rulings: RulingChoices): StepResult {
  const stage = stageOf(walk);
  const { battle, prebattle } = walk;
  const sideName = (side: Side) => battle.roster.sides[side].name;
  const next = (changes: Partial<Prebattle>): StepResult => ({ ok: true, walk: { battle, prebattle: { ...prebattle, ...changes } }, outcomes: [] });
  const judged = (result: { ok: true; changes: Partial<Prebattle> } | { ok: false; reason: string }): StepResult => (result.ok ? next(result.changes) : refuse(result.reason));
  switch (note.type) {
    case 'terrain-placed': {
      if (stage !== 'terrain') return refuse(`terrain is placed after the initiative and before recon; ${battleIsAt(stage)}`);
      const side = nextTerrainSide(walk)!;
      if (note.side !== side) return refuse(`it is ${sideName(side)}'s turn to place terrain (the Defender places first, then players alternate)`);
      if (note.name.trim() === '') return refuse('name the terrain piece');
      const gap = note.gapInches === undefined ? null : terrainGapProblem(note.gapInches);
      if (gap) return refuse(gap);
      return next({ terrain: [...prebattle.terrain, { side: note.side, name: note.name.trim(), notes: note.notes?.trim() ?? '' }] });
    }
    case 'terrain-done':
      if (stage !== 'terrain') return refuse(`terrain placement is not under way; ${battleIsAt(stage)}`);
      return next({ terrainDone: true });
    case 'entry-point-chosen': {
      if (stage !== 'recon') return refuse(`entry points are chosen in the Recon phase; ${battleIsAt(stage)}`);
      const side = nextEntryPointSide(walk);
      if (side === null) return refuse('both entry points are chosen');
      if (note.side !== side) return refuse(`${sideName(side)} must choose the next entry point (the Defender chooses first)`);
      const table = { widthInches: battle.setup.table.widthFeet * 12, depthInches: battle.setup.table.depthFeet * 12 };
      const others = Object.values(prebattle.entryPoints).filter((p): p is NonNullable<typeof p> => !!p);
      const problem = entryPointProblem({ edge: note.edge, offsetInches: note.offsetInches }, others, table, rulings);
      if (problem) return refuse(problem);
      return next({ entryPoints: { ...prebattle.entryPoints, [note.side]: { edge: note.edge, offsetInches: note.offsetInches } } });
    }
    case 'recon-marker-moved':
      if (stage !== 'recon') return refuse(`Recon Markers move in the Recon phase; ${battleIsAt(stage)}`);
      if (nextEntryPointSide(walk) !== null) return refuse('choose both entry points before moving Recon Markers');
      return judged(judgeReconMove(battle, prebattle, note, rulings));
    case 'recon-locked': {
      if (stage !== 'recon') return refuse(`the Recon phase is not under way; ${battleIsAt(stage)}`);
      if (nextEntryPointSide(walk) !== null) return refuse('choose both entry points before the markers can lock');
      const unlocked = reconLockProblem(battle, prebattle, rulings);
      return unlocked ? refuse(unlocked) : next({ reconLocked: true });
    }
    case 'dummy-brigade-placed':
      if (stage !== 'deployment') return refuse(`dummy markers are placed during deployment; ${battleIsAt(stage)}`);
      return judged(judgeDummyPlaced(battle, prebattle, note, rulings));
    case 'brigade-revealed':
      if (battle.phase === 'over') return refuse('the battle is over');
      return judged(judgeBrigadeRevealed(battle, prebattle, note, rulings));
    case 'dummy-brigade-revealed':
      if (battle.phase === 'over') return refuse('the battle is over');
      return judged(judgeDummyRevealed(battle, prebattle, note, rulings));
  }
}

/**
 * The next walkthrough, or the engine's (or the table notes') reason for refusing the step.
 * Deploying a Brigade is not held back by unfinished terrain or recon: groups that set up the
 * table without the app simply move on, and the notes are then closed.
 */
export function applyStep(walk: Walkthrough, step: LoggedStep, rulings: RulingChoices = {}): StepResult {
  if (isTableNote(step)) return applyNote(walk, step, rulings);
  const result = apply(walk.battle, step, rulings);
  return result.ok ? { ok: true, walk: { battle: result.state, prebattle: walk.prebattle }, outcomes: result.outcomes } : result;
}

/** As `applyStep` without the outcomes, for a fold of old steps whose lines nobody reads yet. */
export function applyStepQuietly(walk: Walkthrough, step: LoggedStep, rulings: RulingChoices = {}): { readonly ok: true; readonly walk: Walkthrough } | { readonly ok: false; readonly reason: string } {
  if (isTableNote(step)) return applyNote(walk, step, rulings);
  const result = applyStateOnly(walk.battle, step, rulings);
  return result.ok ? { ok: true, walk: { battle: result.state, prebattle: walk.prebattle } } : result;
}

export type WalkReplay = { readonly ok: true; readonly walk: Walkthrough } | { readonly ok: false; readonly walk: Walkthrough; readonly index: number; readonly reason: string };

/** The fold of a battle's log from its setup; stops at the first refused step. */
export function replaySteps(setup: BattleSetup, steps: readonly LoggedStep[], rulings: RulingChoices = {}): WalkReplay {
  let walk = startWalkthrough(setup);
  for (let index = 0; index < steps.length; index++) {
    const result = applyStep(walk, steps[index]!, rulings);
    if (!result.ok) return { ok: false, walk, index, reason: result.reason };
    walk = result.walk;
  }
  return { ok: true, walk };
}
