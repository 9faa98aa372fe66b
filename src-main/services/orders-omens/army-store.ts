import { and, eq } from 'drizzle-orm';
import { armies } from '../../db/schema/index';
import type { ArmyDetail, ArmySummary } from '../../../src-shared/contract/orders-omens/armies';
import type { Roster } from '../../../src-shared/contract/orders-omens/roster';
import type { RulingChoices } from '../../../src-shared/rules/ruling';
import type { ArmyListId } from '../../../src-shared/rules/orders-omens/types';
import { assessRoster, battleReady, type RosterAssessment } from '../../../src-shared/rules/orders-omens/army/assess';
import { ORDERS_OMENS_ID } from '../../../src-shared/systems/registry';
import type { ArmyRow, DbOrTx } from '../army-store';
import { notFound } from '../service-error';

/** Orders & Omens armies in the shared `armies` table: the roster is O&O's, the list columns come from its assessRoster. */

/** How the `roster` column is read; bump with a reader for the old shape when the roster changes. */
export const ROSTER_VERSION = 1;

/** The columns the engine decides: recomputed on every write. */
export function assessedColumns(assessment: RosterAssessment) {
  return {
    points: assessment.price.total,
    valid: assessment.valid,
    problemCount: assessment.problems.length,
    soldiers: assessment.strength.soldiers,
  };
}

export function rosterColumns(roster: Roster) {
  return {
    name: roster.name,
    list: roster.list,
    pointsLimit: roster.pointsLimit ?? null,
    randomised: roster.randomised,
    rosterVersion: ROSTER_VERSION,
    roster: JSON.stringify(roster),
  };
}

export function toSummary(row: ArmyRow, soldiersLost = 0): ArmySummary {
  return {
    id: row.id,
    campaignId: row.campaignId,
    playerId: row.playerId,
    factionId: row.factionId,
    name: row.name,
    list: row.list as ArmyListId,
    pointsLimit: row.pointsLimit,
    randomised: row.randomised,
    points: row.points,
    valid: row.valid,
    problemCount: row.problemCount,
    soldiers: row.soldiers,
    soldiersLost,
    battleReady: battleReady(row, row.valid),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function readRoster(row: ArmyRow): Roster {
  return JSON.parse(row.roster) as Roster;
}

export function toDetail(row: ArmyRow, choices: RulingChoices, soldiersLost = 0): ArmyDetail {
  const roster = readRoster(row);
  const { problems } = assessRoster(roster, choices);
  return {
    ...toSummary(row, soldiersLost),
    rosterVersion: row.rosterVersion,
    roster,
    problems: problems.map((problem) => ({ ...problem, path: [...problem.path] })),
    randomiserRolls: row.randomiserRolls ? (JSON.parse(row.randomiserRolls) as ArmyDetail['randomiserRolls']) : null,
  };
}

/** An Orders & Omens army; forces of the other systems are `forces.*`'s (an id of one is not found here). */
export function loadArmyRow(db: DbOrTx, id: string): ArmyRow {
  const row = db.select().from(armies).where(and(eq(armies.id, id), eq(armies.system, ORDERS_OMENS_ID))).get();
  if (!row) throw notFound('Army', id);
  return row;
}

/** Redoes every army's cached points and validity in a campaign, after its house rules change. */
export function reassessCampaignArmies(db: DbOrTx, campaignId: string, choices: RulingChoices): void {
  for (const row of db.select().from(armies).where(and(eq(armies.campaignId, campaignId), eq(armies.system, ORDERS_OMENS_ID))).all()) {
    db.update(armies).set(assessedColumns(assessRoster(readRoster(row), choices))).where(eq(armies.id, row.id)).run();
  }
}
