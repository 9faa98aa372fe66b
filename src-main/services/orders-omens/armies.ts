import { and, asc, eq } from 'drizzle-orm';
import { ORDERS_OMENS_ID } from '../../../src-shared/systems/registry';
import { armies, players } from '../../db/schema/index';
import type { CallOutput, ParsedInput } from '../../../src-shared/contract';
import type { ArmyDetail, ArmySummary } from '../../../src-shared/contract/orders-omens/armies';
import type { Roster } from '../../../src-shared/contract/orders-omens/roster';
import { assessRoster } from '../../../src-shared/rules/orders-omens/army/assess';
import { armyFile, readArmyFile, type ArmyFile } from '../../../src-shared/rules/orders-omens/army/army-file';
import { withRosterIds } from '../../../src-shared/rules/orders-omens/army/roster-ids';
import { randomiseArmy, type RandomiserRoll } from '../../../src-shared/rules/orders-omens/army/randomise/randomise-army';
import type { ServiceContext } from '../context';
import { stampCampaignChanged } from '../campaign-changed';
import { checkOwner } from '../army-owners';
import { armyLosses } from './army-losses';
import { houseRulesOf } from '../army-store';
import { assessedColumns, loadArmyRow, readRoster, rosterColumns, toDetail, toSummary } from './army-store';
import { notFound, ServiceError } from '../service-error';

export function listArmies(ctx: ServiceContext, campaignId: string): ArmySummary[] {
  houseRulesOf(ctx.db, campaignId); // refuses an unknown campaign
  const losses = armyLosses(ctx.db, campaignId);
  return ctx.db
    .select({ army: armies })
    .from(armies)
    .innerJoin(players, eq(players.id, armies.playerId))
    .where(and(eq(armies.campaignId, campaignId), eq(armies.system, ORDERS_OMENS_ID)))
    .orderBy(asc(players.position), asc(armies.name))
    .all()
    .map(({ army }) => toSummary(army, losses.get(army.id)));
}

export function getArmy(ctx: ServiceContext, id: string): ArmyDetail {
  const row = loadArmyRow(ctx.db, id);
  return toDetail(row, houseRulesOf(ctx.db, row.campaignId), armyLosses(ctx.db, row.campaignId).get(row.id));
}

interface NewArmy {
  readonly campaignId: string;
  readonly playerId: string;
  readonly factionId?: string | null;
  readonly roster: Roster;
  readonly rolls?: readonly RandomiserRoll[];
}

/** Writes a new army after the engine has priced and judged it; invalid armies are kept, marked so. */
function insertArmy(ctx: ServiceContext, army: NewArmy): ArmyDetail {
  return ctx.db.transaction((tx) => {
    checkOwner(tx, army.campaignId, army.playerId, army.factionId);
    const choices = houseRulesOf(tx, army.campaignId);
    const roster = withRosterIds(army.roster, ctx.newId);
    const now = ctx.now();
    const assessed = assessedColumns(assessRoster(roster, choices));
    const row = {
      id: ctx.newId(),
      campaignId: army.campaignId,
      playerId: army.playerId,
      factionId: army.factionId ?? null,
      ...rosterColumns(roster),
      ...assessed,
      randomiserRolls: army.rolls ? JSON.stringify(army.rolls) : null,
      system: ORDERS_OMENS_ID,
      description: '',
      battleReady: assessed.valid || roster.randomised,
      createdAt: now,
      updatedAt: now,
    };
    tx.insert(armies).values(row).run();
    return toDetail(row, choices);
  });
}

export function createArmy(ctx: ServiceContext, input: ParsedInput<'armies.create'>): ArmyDetail {
  return insertArmy(ctx, { ...input, roster: { ...input.roster, randomised: false } });
}

/** Runs the randomiser here, not in the window, so a randomised army is always what its dice say. */
export function randomiseNewArmy(ctx: ServiceContext, input: ParsedInput<'armies.randomise'>): ArmyDetail {
  const choices = houseRulesOf(ctx.db, input.campaignId);
  const result = randomiseArmy({ list: input.list, dice: input.dice, choices, monster: input.monster, narrativeRace: input.narrativeRace });
  if (!result.ok) throw new ServiceError('rejected', `The army could not be randomised: ${result.error}`, 'dice');
  // The engine's Army is the Roster shape with readonly arrays.
  const roster = { ...result.army, name: input.name } as Roster;
  return insertArmy(ctx, { campaignId: input.campaignId, playerId: input.playerId, factionId: input.factionId, roster, rolls: result.rolls });
}

export function updateArmy(ctx: ServiceContext, input: ParsedInput<'armies.update'>): ArmyDetail {
  return ctx.db.transaction((tx) => {
    const row = loadArmyRow(tx, input.id);
    const playerId = input.playerId ?? row.playerId;
    const factionId = input.factionId !== undefined ? input.factionId : playerId === row.playerId ? row.factionId : null;
    checkOwner(tx, row.campaignId, playerId, factionId);
    const choices = houseRulesOf(tx, row.campaignId);
    const roster = input.roster ? withRosterIds({ ...input.roster, randomised: row.randomised }, ctx.newId) : readRoster(row);
    const assessed = assessedColumns(assessRoster(roster, choices));
    const changes = { playerId, factionId, ...rosterColumns(roster), ...assessed, battleReady: assessed.valid || roster.randomised, updatedAt: ctx.now() };
    tx.update(armies).set(changes).where(eq(armies.id, row.id)).run();
    return toDetail({ ...row, ...changes }, choices);
  });
}

export function deleteArmy(ctx: ServiceContext, id: string): { id: string } {
  return ctx.store.sqlite.transaction(() => {
    const gone = ctx.db.delete(armies).where(and(eq(armies.id, id), eq(armies.system, ORDERS_OMENS_ID))).returning({ campaignId: armies.campaignId }).get();
    if (!gone) throw notFound('Army', id);
    stampCampaignChanged(ctx, gone.campaignId);
    return { id };
  })();
}

export function exportArmy(ctx: ServiceContext, id: string): ArmyFile {
  return armyFile(readRoster(loadArmyRow(ctx.db, id)), new Date(ctx.now()));
}

export function importArmy(ctx: ServiceContext, input: ParsedInput<'armies.import'>): CallOutput<'armies.import'> {
  checkOwner(ctx.db, input.campaignId, input.playerId, input.factionId);
  const reading = readArmyFile(input.text);
  if (!reading.ok) return { status: 'refused', problems: [...reading.problems] };
  return { status: 'imported', army: insertArmy(ctx, { campaignId: input.campaignId, playerId: input.playerId, factionId: input.factionId, roster: reading.roster }) };
}
