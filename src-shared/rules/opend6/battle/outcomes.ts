import type { SideKey } from '../../../systems/game-system';
import type { DamageResult } from '../data/damage';
import type { MoraleResult, MoraleTestKind, RallyResult } from '../data/morale';
import type { FireMode, RangeBand } from '../data/ranged';
import type { ThreatFactor } from '../mechanics/threat';
import type { CasualtySource, Condition, Phase } from './state';

/**
 * What the engine judged, as data. The narrator and the battle screen put these into words; state
 * never holds prose. Squads are named by key, soldiers by their id within the squad.
 */

export interface SoldierRef {
  readonly squad: string;
  readonly soldier: string;
}

export interface TestScores {
  readonly command: number;
  /** The rolled threat (opposed tests); null for a straight test against `threatLevel`. */
  readonly threat: number | null;
  readonly threatLevel: number;
  readonly factors: readonly ThreatFactor[];
}

/** Which rolls of a damage test came up 1 on the first die: a critical failure scores 0 (seed 004 L119–L120). Absent where neither did. */
export interface CriticalFailures {
  readonly damage: boolean;
  readonly strength: boolean;
}

export interface CasualtyTally {
  readonly wounded: number;
  readonly incapacitated: number;
}

export type Od6Outcome =
  | { readonly code: 'phase-began'; readonly phase: Phase; readonly turn: number }
  | { readonly code: 'initiative-won'; readonly side: SideKey; readonly scores: Readonly<Record<SideKey, number>> }
  | { readonly code: 'initiative-tied'; readonly scores: Readonly<Record<SideKey, number>> }
  | { readonly code: 'moves-first'; readonly side: SideKey }
  | { readonly code: 'squad-moved'; readonly squad: string; readonly pace: 'stay' | 'walk' | 'run'; readonly inches: number | null; readonly allowance: number; readonly woundedWalk: number }
  | { readonly code: 'opportunity-fire-test'; readonly squad: string; readonly target: string; readonly passed: boolean; readonly scores: TestScores }
  | { readonly code: 'charge-declared'; readonly squad: string; readonly target: string }
  | { readonly code: 'morale-test-waived'; readonly squad: string; readonly kind: MoraleTestKind; readonly reason: 'outnumbers-target' | 'few-chargers' }
  | {
      readonly code: 'morale-test';
      readonly squad: string;
      readonly kind: MoraleTestKind;
      readonly scores: TestScores;
      readonly result: MoraleResult;
      readonly moraleBefore: number;
      readonly moraleAfter: number;
      readonly casualties: CasualtyTally;
      readonly sources: readonly { readonly squad: string; readonly source: CasualtySource }[];
    }
  | { readonly code: 'charge-aborted'; readonly squad: string; readonly target: string }
  | { readonly code: 'charge-evaded'; readonly squad: string; readonly attacker: string; readonly how: 'broke' | 'withdrew' }
  | { readonly code: 'charge-stood'; readonly squad: string; readonly attacker: string }
  | { readonly code: 'charge-braced'; readonly squad: string }
  | { readonly code: 'charge-contact'; readonly squad: string; readonly target: string }
  | { readonly code: 'charge-fell-short'; readonly squad: string; readonly target: string; readonly moraleAfter: number }
  | { readonly code: 'disengage'; readonly squad: string; readonly passed: boolean; readonly score: number; readonly difficulty: number; readonly from: readonly string[]; readonly moraleAfter: number }
  | { readonly code: 'volley'; readonly squad: string; readonly target: string; readonly mode: FireMode; readonly shots: readonly { readonly soldier: string; readonly range: RangeBand; readonly difficulty: number; readonly score: number; readonly hit: boolean }[]; readonly hits: number }
  | { readonly code: 'siege-shot'; readonly squad: string; readonly difficulty: number; readonly score: number; readonly onTarget: boolean; readonly deviations: readonly { readonly direction: number; readonly inches: number; readonly towardShooter: boolean }[]; readonly caught: number }
  | { readonly code: 'damage'; readonly target: SoldierRef; readonly by: SoldierRef; readonly source: CasualtySource; readonly damageRoll: number; readonly strengthRoll: number; readonly result: DamageResult; readonly condition: Condition; readonly applied: boolean; readonly criticalFailures?: CriticalFailures }
  | { readonly code: 'battery-damaged'; readonly squad: string; readonly by: SoldierRef; readonly damageRoll: number; readonly strengthRoll: number; readonly result: DamageResult; readonly bodyPoints: number; readonly destroyed: boolean; readonly criticalFailures?: CriticalFailures }
  | { readonly code: 'casualties-applied'; readonly squad: string; readonly tally: CasualtyTally }
  | { readonly code: 'close-combat'; readonly squads: readonly [string, string]; readonly wins: Readonly<Record<string, number>>; readonly ties: number }
  | { readonly code: 'forced-back'; readonly squad: string; readonly by: string; readonly casualties: Readonly<Record<string, number>> }
  | { readonly code: 'no-force-back'; readonly squads: readonly [string, string]; readonly reason: 'equal-casualties' | 'outnumbered'; readonly casualties: Readonly<Record<string, number>> }
  | { readonly code: 'advance-held'; readonly squad: string; readonly passed: boolean }
  | { readonly code: 'parting-swing-due'; readonly squad: string; readonly target: string }
  | { readonly code: 'parting-swing'; readonly squad: string; readonly target: string; readonly hits: number }
  | { readonly code: 'rally-test'; readonly squad: string; readonly scores: TestScores; readonly result: RallyResult; readonly moraleBefore: number; readonly moraleAfter: number; readonly wasBroken: boolean }
  | { readonly code: 'squad-broke'; readonly squad: string }
  | { readonly code: 'squad-rallied'; readonly squad: string }
  | { readonly code: 'squad-withdrew'; readonly squad: string }
  | { readonly code: 'squad-dispersed'; readonly squad: string; readonly soldiers: number }
  | { readonly code: 'squad-destroyed'; readonly squad: string }
  | { readonly code: 'rally-point-reached'; readonly squad: string }
  | { readonly code: 'separation'; readonly squad: string; readonly separated: number }
  | { readonly code: 'markers-removed' }
  | { readonly code: 'conceded'; readonly side: SideKey }
  | { readonly code: 'battle-ended'; readonly winner: SideKey | null; readonly endedBy: string };

export type Od6OutcomeCode = Od6Outcome['code'];
