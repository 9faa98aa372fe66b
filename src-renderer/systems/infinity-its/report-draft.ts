import type { ItsEvent, ItsReport } from '../../../src-shared/rules/infinity-its/events';
import type { ItsSetup, ItsSide } from '../../../src-shared/rules/infinity-its/setup';
import { SCENARIOS, SUPREMACY_CONSOLES } from '../../../src-shared/rules/infinity/scenarios';

export type Pair = Record<ItsSide, number>;
/** A Console's form row: who hacked it, and for one hacked by both the Face to Face result ('' = not given yet). */
export interface ConsoleRow {
  A: boolean;
  B: boolean;
  contest: ItsSide | 'neither' | '';
}

/** A trooper never deployed, as typed ('' and 0 until filled in). */
export interface AbsentTrooperRow {
  name: string;
  armyPoints: number;
}

/** Everything the end-of-game form holds, for any scenario; `toEvent` keeps what the scenario asks. */
export interface ReportDraft {
  ending: 'third-round' | 'retreat';
  roundsPlayed: number;
  /** Retreat! only: whose Active Turn the game ended at the end of ('' = not said yet). */
  retreatTurn: 'first-player' | 'second-player' | '';
  /** Annihilation: each player's own troopers never deployed. */
  neverDeployed: Record<ItsSide, AbsentTrooperRow[]>;
  enemyArmyPointsKilled: Pair;
  armoryDominatedBy: (ItsSide | '')[];
  panopliesWeapons: Pair;
  quadrantsDominated: Pair[];
  consoles: ConsoleRow[];
  dataPacksDownloaded: Pair;
  antennaeDisconnected: Pair;
  consolesControlled: Pair;
  classifiedAchieved: Pair;
  survivingArmyPoints: Pair;
}

const retreatTurnOf = (draft: ReportDraft) => (draft.ending === 'retreat' && draft.retreatTurn !== '' ? { retreatTurn: draft.retreatTurn } : {});

const pair = (value = 0): Pair => ({ A: value, B: value });

export function emptyDraft(setup: ItsSetup): ReportDraft {
  return {
    ending: 'third-round',
    roundsPlayed: SCENARIOS[setup.scenario].lastGameRound,
    retreatTurn: '',
    neverDeployed: { A: [], B: [] },
    enemyArmyPointsKilled: pair(),
    armoryDominatedBy: ['', '', ''],
    panopliesWeapons: pair(),
    quadrantsDominated: [pair(), pair(), pair()],
    consoles: Array.from({ length: SUPREMACY_CONSOLES }, () => ({ A: false, B: false, contest: '' })),
    dataPacksDownloaded: pair(),
    antennaeDisconnected: pair(),
    consolesControlled: pair(),
    classifiedAchieved: pair(),
    survivingArmyPoints: pair(setup.armyPoints),
  };
}

/** Consoles hacked by both players whose Face to Face result is still missing (numbered from 1). */
export function consolesAwaitingFaceToFace(draft: ReportDraft): number[] {
  return draft.consoles.flatMap((row, index) => (row.A && row.B && row.contest === '' ? [index + 1] : []));
}

/** What still has to be said before the report can be scored, in words; empty when complete. */
export function draftGaps(setup: ItsSetup, draft: ReportDraft): string[] {
  const gaps: string[] = [];
  const awaiting = consolesAwaitingFaceToFace(draft);
  if (setup.scenario === 'supremacy' && awaiting.length > 0) gaps.push(`Give the Face to Face result for Console ${awaiting.join(' and ')} before scoring.`);
  const roundEnds = setup.scenario === 'supremacy' || setup.scenario === 'the-armory';
  if (roundEnds && draft.ending === 'retreat' && draft.retreatTurn === '') gaps.push("Say whose Active Turn the game ended in: the first or the second player's.");
  if (setup.scenario === 'annihilation') {
    for (const side of ['A', 'B'] as const) {
      draft.neverDeployed[side].forEach((row, index) => {
        if (row.name.trim() === '' || row.armyPoints < 1) gaps.push(`Give the name and Army Points of ${setup.players[side]}'s trooper ${index + 1} never deployed.`);
      });
    }
  }
  return gaps;
}

function report(setup: ItsSetup, draft: ReportDraft): ItsReport {
  const rounds = draft.ending === 'third-round' ? SCENARIOS[setup.scenario].lastGameRound : draft.roundsPlayed;
  switch (setup.scenario) {
    case 'annihilation':
      return {
        scenario: 'annihilation',
        enemyArmyPointsKilled: { ...draft.enemyArmyPointsKilled },
        neverDeployed: { A: draft.neverDeployed.A.map((row) => ({ ...row, name: row.name.trim() })), B: draft.neverDeployed.B.map((row) => ({ ...row, name: row.name.trim() })) },
      };
    case 'the-armory':
      return { scenario: 'the-armory', ending: draft.ending, ...retreatTurnOf(draft), armoryDominatedBy: draft.armoryDominatedBy.slice(0, rounds).map((side) => (side === '' ? null : side)), panopliesWeapons: { ...draft.panopliesWeapons } };
    case 'supremacy':
      return {
        scenario: 'supremacy',
        ending: draft.ending,
        ...retreatTurnOf(draft),
        quadrantsDominated: draft.quadrantsDominated.slice(0, rounds).map((round) => ({ ...round })),
        consoles: draft.consoles.map((row) => {
          const hackedBy = (['A', 'B'] as const).filter((side) => row[side]);
          return hackedBy.length === 2 && row.contest !== '' ? { hackedBy: [...hackedBy], contestWinner: row.contest } : { hackedBy: [...hackedBy] };
        }),
      };
    case 'nimbus-zone':
      return {
        scenario: 'nimbus-zone',
        ending: draft.ending,
        ...(draft.ending === 'retreat' ? { endedInRound: draft.roundsPlayed } : {}),
        dataPacksDownloaded: { ...draft.dataPacksDownloaded },
        antennaeDisconnected: { ...draft.antennaeDisconnected },
        consolesControlled: { ...draft.consolesControlled },
      };
  }
}

export function toEvent(setup: ItsSetup, draft: ReportDraft): ItsEvent {
  return { type: 'game-reported', report: report(setup, draft), classifiedAchieved: { ...draft.classifiedAchieved }, survivingArmyPoints: { ...draft.survivingArmyPoints } };
}
