import type { RulingChoices } from '../../ruling';
import { scoreAnnihilation, type AnnihilationReport } from './annihilation';
import { scoreArmory, type ArmoryReport } from './armory';
import { scoreNimbusZone, type NimbusZoneReport } from './nimbus-zone';
import { scoreSupremacy, type SupremacyReport } from './supremacy';
import type { ScoringResult } from './types';

/** What the players report at the end of a scenario, tagged by `scenario`. */
export type ScenarioReport = AnnihilationReport | ArmoryReport | SupremacyReport | NimbusZoneReport;

/** Objective Points for both sides with a per-source breakdown, or the problems in the report. */
export function scoreScenario(report: ScenarioReport, choices?: RulingChoices): ScoringResult {
  switch (report.scenario) {
    case 'annihilation':
      return scoreAnnihilation(report, choices);
    case 'the-armory':
      return scoreArmory(report, choices);
    case 'supremacy':
      return scoreSupremacy(report, choices);
    case 'nimbus-zone':
      return scoreNimbusZone(report);
    default:
      return { ok: false, problems: [{ path: 'scenario', message: `Unknown scenario "${String((report as { scenario?: unknown }).scenario)}".` }] };
  }
}
