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

/** Everything the end-of-game form holds, for any scenario; `toEvent` keeps what the scenario asks. */
export interface ReportDraft {
  ending: 'third-round' | 'retreat';
  roundsPlayed: number;
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

const pair = (value = 0): Pair => ({ A: value, B: value });

export function emptyDraft(setup: ItsSetup): ReportDraft {
  return {
    ending: 'third-round',
    roundsPlayed: SCENARIOS[setup.scenario].lastGameRound,
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

function report(setup: ItsSetup, draft: ReportDraft): ItsReport {
  const rounds = draft.ending === 'third-round' ? SCENARIOS[setup.scenario].lastGameRound : draft.roundsPlayed;
  switch (setup.scenario) {
    case 'annihilation':
      return { scenario: 'annihilation', enemyArmyPointsKilled: { ...draft.enemyArmyPointsKilled } };
    case 'the-armory':
      return { scenario: 'the-armory', ending: draft.ending, armoryDominatedBy: draft.armoryDominatedBy.slice(0, rounds).map((side) => (side === '' ? null : side)), panopliesWeapons: { ...draft.panopliesWeapons } };
    case 'supremacy':
      return {
        scenario: 'supremacy',
        ending: draft.ending,
        quadrantsDominated: draft.quadrantsDominated.slice(0, rounds).map((round) => ({ ...round })),
        consoles: draft.consoles.map((row) => {
          const hackedBy = (['A', 'B'] as const).filter((side) => row[side]);
          return hackedBy.length === 2 && row.contest !== '' ? { hackedBy: [...hackedBy], contestWinner: row.contest } : { hackedBy: [...hackedBy] };
        }),
      };
    case 'nimbus-zone':
      return { scenario: 'nimbus-zone', dataPacksDownloaded: { ...draft.dataPacksDownloaded }, antennaeDisconnected: { ...draft.antennaeDisconnected }, consolesControlled: { ...draft.consolesControlled } };
  }
}

export function toEvent(setup: ItsSetup, draft: ReportDraft): ItsEvent {
  return { type: 'game-reported', report: report(setup, draft), classifiedAchieved: { ...draft.classifiedAchieved }, survivingArmyPoints: { ...draft.survivingArmyPoints } };
}
