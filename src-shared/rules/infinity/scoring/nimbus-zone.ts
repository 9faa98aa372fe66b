import { NIMBUS_ANTENNAE, NIMBUS_CONSOLES, SCENARIOS } from '../scenarios';
import { ReportChecks } from './checks';
import { checkClassified, withClassified } from './classified';
import type { PerSide, ScoreLine, ScoringResult, Side } from './types';

export interface NimbusZoneReport {
  readonly scenario: 'nimbus-zone';
  /** Data Packs each side downloaded: at most 1 from each of the 3 Consoles. */
  readonly dataPacksDownloaded: PerSide<number>;
  /** Nimbus Antennae each side Disconnected (an Antenna is Disconnected once, by one side). */
  readonly antennaeDisconnected: PerSide<number>;
  /** Consoles each side Controls at the end of the game. */
  readonly consolesControlled: PerSide<number>;
  readonly classifiedAchieved: PerSide<number>;
}

function moreThan(source: string, label: string, points: number, own: number, enemy: number): ScoreLine {
  return { source, label, points: own > enemy ? points : 0, detail: `${own} against ${enemy}.` };
}

export function scoreNimbusZone(report: NimbusZoneReport): ScoringResult {
  const scenario = SCENARIOS['nimbus-zone'];
  const checks = new ReportChecks();
  checks.perSide('dataPacksDownloaded', report.dataPacksDownloaded, 0, NIMBUS_CONSOLES, 'Data Packs downloaded');
  checks.perSide('antennaeDisconnected', report.antennaeDisconnected, 0, NIMBUS_ANTENNAE, 'Antennae Disconnected', NIMBUS_ANTENNAE);
  checks.perSide('consolesControlled', report.consolesControlled, 0, NIMBUS_CONSOLES, 'Consoles Controlled', NIMBUS_CONSOLES);
  checkClassified(checks, scenario, report.classifiedAchieved);
  if (checks.problems.length > 0) return { ok: false, problems: checks.problems };

  const main = (side: Side): ScoreLine[] => {
    const enemy: Side = side === 'A' ? 'B' : 'A';
    const packs = report.dataPacksDownloaded[side];
    return [
      { source: 'data-packs', label: 'Downloading Data Packs', points: packs * 2, detail: `${packs} downloaded, 2 OP each.` },
      moreThan('antennae', 'More Antennae Disconnected', 2, report.antennaeDisconnected[side], report.antennaeDisconnected[enemy]),
      moreThan('consoles', 'More Consoles Controlled', 1, report.consolesControlled[side], report.consolesControlled[enemy]),
    ];
  };
  return { ok: true, score: { scenario: scenario.id, sides: withClassified(scenario, { A: main('A'), B: main('B') }, report.classifiedAchieved) } };
}
