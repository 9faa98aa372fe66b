import { and, asc, eq } from 'drizzle-orm';
import { armies, players } from '../db/schema/index';
import type { ParsedInput } from '../../src-shared/contract';
import type { ForceDetail, ForceSummary } from '../../src-shared/contract/forces';
import type { RulingChoices } from '../../src-shared/rules/ruling';
import type { AnyGameSystem, Libraries, RosterAssessment, RosterRules } from '../../src-shared/systems/game-system';
import { ORDERS_OMENS_ID, requireSystem, systemById } from '../../src-shared/systems/registry';
import type { ServiceContext } from './context';
import { stampCampaignChanged } from './campaign-changed';
import { checkOwner } from './army-owners';
import { houseRulesOf, type ArmyRow, type DbOrTx } from './army-store';
import { campaignLibrariesOf } from './library-store';
import { systemRulings } from './system-rulings';
import { notFound, ServiceError } from './service-error';

/**
 * Forces (rosters) of the game systems other than Orders & Omens, in the `armies` table with
 * their `system`. The roster is the system's JSON; the list columns are its `rosters.assess`
 * under the campaign's house rules and libraries, redone on every write.
 */

export function systemNameOf(id: string): string {
  return systemById(id)?.name ?? id;
}

function rostersOf(system: AnyGameSystem): RosterRules {
  if (!system.rosters) throw new ServiceError('rejected', `${system.name} has no rosters: its sides are the players themselves`, 'system');
  return system.rosters;
}

/** The stored roster in the system's current shape (older versions upgraded on read). */
export function readSystemRoster(system: AnyGameSystem, row: Pick<ArmyRow, 'roster' | 'rosterVersion'>): unknown {
  const rules = rostersOf(system);
  const stored = JSON.parse(row.roster) as unknown;
  return row.rosterVersion === rules.version || !rules.upgrade ? stored : rules.upgrade(stored, row.rosterVersion);
}

function assessedColumns(assessment: RosterAssessment) {
  return {
    points: Math.round(assessment.points),
    valid: assessment.valid,
    battleReady: assessment.battleReady,
    problemCount: assessment.problems.length,
    soldiers: Math.round(assessment.size),
    description: assessment.description,
  };
}

function toSummary(row: ArmyRow, playerName: string): ForceSummary {
  const ordersOmens = row.system === ORDERS_OMENS_ID;
  return {
    id: row.id,
    campaignId: row.campaignId,
    system: row.system,
    systemName: systemNameOf(row.system),
    playerId: row.playerId,
    playerName,
    factionId: row.factionId,
    name: row.name,
    points: row.points,
    size: row.soldiers,
    valid: row.valid,
    battleReady: ordersOmens ? row.valid || row.randomised : row.battleReady,
    problemCount: row.problemCount,
    description: ordersOmens ? `${row.points.toLocaleString('en-GB')} pts army, ${row.soldiers.toLocaleString('en-GB')} soldiers` : row.description,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function playerNameOf(db: DbOrTx, playerId: string): string {
  return db.select({ name: players.name }).from(players).where(eq(players.id, playerId)).get()?.name ?? '';
}

interface Judged {
  readonly roster: unknown;
  readonly assessment: RosterAssessment;
}

function judge(system: AnyGameSystem, roster: unknown, rulings: RulingChoices, libraries: Libraries): Judged {
  return { roster, assessment: rostersOf(system).assess(roster, rulings, libraries) };
}

/**
 * Refuses a roster that names what the system and the campaign do not hold (a Mystic, a Rules
 * Card, a troop type or weapon), so nothing is saved. On an update, a reference the stored roster
 * already made is let stand: its library lost it since, and the assessment asks for a new one.
 */
function refuseUnknownReferences(system: AnyGameSystem, roster: unknown, libraries: Libraries, stored?: unknown): void {
  const unknownOf = rostersOf(system).unknownReferences;
  if (!unknownOf) return;
  const before = new Set(stored === undefined ? [] : unknownOf(stored, libraries).map((reference) => reference.key));
  const unknown = unknownOf(roster, libraries).find((reference) => !before.has(reference.key));
  if (unknown) throw new ServiceError('rejected', unknown.message, ['roster', ...unknown.path].join('.'));
}

function toDetail(row: ArmyRow, playerName: string, judged: Judged): ForceDetail {
  return {
    ...toSummary(row, playerName),
    rosterVersion: row.rosterVersion,
    roster: judged.roster,
    problems: judged.assessment.problems.map((problem) => ({ path: [...problem.path], message: problem.message, rule: problem.rule })),
  };
}

function loadForceRow(db: DbOrTx, id: string): ArmyRow & { system: string } {
  const row = db.select().from(armies).where(eq(armies.id, id)).get();
  if (!row) throw notFound('Force', id);
  if (row.system === ORDERS_OMENS_ID) throw new ServiceError('rejected', 'That is an Orders & Omens army: open it in the army builder');
  return row;
}

function contextOf(db: DbOrTx, campaignId: string, system: AnyGameSystem, now: () => number) {
  return { rulings: systemRulings(system, houseRulesOf(db, campaignId)), libraries: campaignLibrariesOf(db, campaignId, system, now) };
}

export function listForces(ctx: ServiceContext, input: ParsedInput<'forces.list'>): ForceSummary[] {
  houseRulesOf(ctx.db, input.campaignId); // refuses an unknown campaign
  const where = input.system === undefined ? eq(armies.campaignId, input.campaignId) : and(eq(armies.campaignId, input.campaignId), eq(armies.system, input.system));
  return ctx.db
    .select({ army: armies, playerName: players.name })
    .from(armies)
    .innerJoin(players, eq(players.id, armies.playerId))
    .where(where)
    .orderBy(asc(players.position), asc(armies.name))
    .all()
    .map(({ army, playerName }) => toSummary(army, playerName));
}

export function getForce(ctx: ServiceContext, id: string): ForceDetail {
  return ctx.store.sqlite.transaction(() => {
    const row = loadForceRow(ctx.db, id);
    const system = requireSystem(row.system);
    const { rulings, libraries } = contextOf(ctx.db, row.campaignId, system, ctx.now);
    return toDetail(row, playerNameOf(ctx.db, row.playerId), judge(system, readSystemRoster(system, row), rulings, libraries));
  })();
}

function nameOfRoster(roster: unknown, fallback: string): string {
  const name = (roster as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name.trim() ? name.trim() : fallback;
}

export function createForce(ctx: ServiceContext, input: ParsedInput<'forces.create'>): ForceDetail {
  const system = requireSystem(input.system);
  const rules = rostersOf(system);
  return ctx.store.sqlite.transaction(() => {
    checkOwner(ctx.db, input.campaignId, input.playerId, input.factionId);
    const { rulings, libraries } = contextOf(ctx.db, input.campaignId, system, ctx.now);
    refuseUnknownReferences(system, input.roster, libraries);
    const judged = judge(system, input.roster, rulings, libraries);
    const now = ctx.now();
    const row: ArmyRow = {
      id: ctx.newId(),
      campaignId: input.campaignId,
      playerId: input.playerId,
      factionId: input.factionId ?? null,
      system: system.id,
      name: nameOfRoster(input.roster, `${system.terms.force} ${system.name}`),
      list: system.id,
      pointsLimit: null,
      randomised: false,
      rosterVersion: rules.version,
      roster: JSON.stringify(input.roster),
      randomiserRolls: null,
      ...assessedColumns(judged.assessment),
      createdAt: now,
      updatedAt: now,
    };
    ctx.db.insert(armies).values(row).run();
    return toDetail(row, playerNameOf(ctx.db, row.playerId), judged);
  })();
}

export function updateForce(ctx: ServiceContext, input: ParsedInput<'forces.update'>): ForceDetail {
  return ctx.store.sqlite.transaction(() => {
    const row = loadForceRow(ctx.db, input.id);
    if (row.system !== input.system) throw new ServiceError('rejected', `That force was built for ${systemNameOf(row.system)}, not ${systemNameOf(input.system)}`, 'system');
    const system = requireSystem(row.system);
    const playerId = input.playerId ?? row.playerId;
    const factionId = input.factionId !== undefined ? input.factionId : playerId === row.playerId ? row.factionId : null;
    checkOwner(ctx.db, row.campaignId, playerId, factionId);
    const { rulings, libraries } = contextOf(ctx.db, row.campaignId, system, ctx.now);
    const stored = readSystemRoster(system, row);
    const roster = input.roster !== undefined ? input.roster : stored;
    if (input.roster !== undefined) refuseUnknownReferences(system, input.roster, libraries, stored);
    const judged = judge(system, roster, rulings, libraries);
    const changes = {
      playerId,
      factionId,
      name: nameOfRoster(roster, row.name),
      rosterVersion: rostersOf(system).version,
      roster: JSON.stringify(roster),
      ...assessedColumns(judged.assessment),
      updatedAt: ctx.now(),
    };
    ctx.db.update(armies).set(changes).where(eq(armies.id, row.id)).run();
    return toDetail({ ...row, ...changes }, playerNameOf(ctx.db, playerId), judged);
  })();
}

export function deleteForce(ctx: ServiceContext, id: string): { id: string } {
  return ctx.store.sqlite.transaction(() => {
    const row = loadForceRow(ctx.db, id);
    ctx.db.delete(armies).where(eq(armies.id, id)).run();
    stampCampaignChanged(ctx, row.campaignId);
    return { id };
  })();
}

/** Redoes the cached columns of every force of the generic systems in a campaign, after its house rules or a library change. */
export function reassessSystemForces(db: DbOrTx, campaignId: string, now: () => number, onlySystem?: string): void {
  const choices = houseRulesOf(db, campaignId);
  for (const row of db.select().from(armies).where(eq(armies.campaignId, campaignId)).all()) {
    if (row.system === ORDERS_OMENS_ID || (onlySystem !== undefined && row.system !== onlySystem)) continue;
    const system = systemById(row.system);
    if (!system?.rosters) continue;
    const { rulings, libraries } = { rulings: systemRulings(system, choices), libraries: campaignLibrariesOf(db, campaignId, system, now) };
    const assessment = system.rosters.assess(readSystemRoster(system, row), rulings, libraries);
    db.update(armies).set(assessedColumns(assessment)).where(eq(armies.id, row.id)).run();
  }
}
