import type { ParsedInput } from '../../src-shared/contract';
import { isOrdersOmensBattle, type AnyBattleListItem } from '../../src-shared/contract/battles';
import type { BattleListRow, BattleRowPlayer } from '../../src-shared/contract/battle-list';
import type { BattleOutcomeOut } from '../../src-shared/contract/system-battles';
import { systemById } from '../../src-shared/systems/registry';
import { and, eq } from 'drizzle-orm';
import { armies } from '../db/schema/index';
import { listBattles } from './battles';
import type { ServiceContext } from './context';
import { notFound } from './service-error';

/**
 * `battles.list`: a slim row per battle, only what the battles list's cards and the battle pickers
 * show (a 1,000-battle campaign answers in a fraction of the whole items' size and checking time).
 */
export function listBattleRows(ctx: ServiceContext, input: ParsedInput<'battles.list'>): BattleListRow[] {
  const { campaignId, forceId } = input;
  if (forceId !== undefined && !ctx.db.select({ id: armies.id }).from(armies).where(and(eq(armies.id, forceId), eq(armies.campaignId, campaignId))).get()) {
    throw notFound('Force', forceId);
  }
  const items = listBattles(ctx, campaignId);
  const fought = forceId === undefined ? items : items.filter((item) => item.players.some((player) => player.forces.some((force) => force.armyId === forceId)));
  return fought.map(rowOf);
}

export function rowOf(item: AnyBattleListItem): BattleListRow {
  // A side with no player name goes by its army's: it is not named twice.
  const players: BattleRowPlayer[] = item.players.map((player) => ({ side: player.side, playerName: player.playerName, colour: player.colour, forces: player.forces.map((force) => force.name).filter((name) => name !== player.playerName) }));
  return {
    id: item.id,
    system: item.system,
    systemName: item.systemName,
    name: item.name,
    status: item.status,
    eventCount: item.eventCount,
    players,
    progress: progressLine(item),
    outcome: item.outcome ? { winners: item.outcome.winners, draw: item.outcome.draw, line: outcomeLine(item.outcome) } : null,
    updatedAt: item.updatedAt,
  };
}

/** "Tactical Victory for Bo · VP: Ann 3, Bo 4", or "A draw · …". */
export function outcomeLine(outcome: BattleOutcomeOut): string {
  const victory = outcome.victoryName.charAt(0).toUpperCase() + outcome.victoryName.slice(1);
  const who = outcome.draw ? 'A draw' : `${victory} for ${outcome.winners.join(' and ')}`;
  const scores = outcome.scores.map((score) => `${score.playerName} ${score.total}`).join(', ');
  return scores ? `${who} · ${outcome.scoreTerm}: ${scores}` : who;
}

/** Where a battle stands, with the score so far once the first turn has begun: "Turn 2 · Activation · VP: Ann 1, Bo 0". */
function progressLine(item: AnyBattleListItem): string {
  if (item.status === 'over') return item.progress;
  const { turn, bySide } = isOrdersOmensBattle(item) ? { turn: item.summary.turn, bySide: item.summary.vp } : { turn: item.summary?.turn ?? 0, bySide: item.summary?.scores ?? null };
  const term = systemById(item.system)?.terms.score;
  // A system this version does not know says so in its progress, and its scores mean nothing here.
  if (!turn || !bySide || !term) return item.progress;
  const scores = item.players.map((player) => `${player.playerName} ${(bySide as Readonly<Record<string, number>>)[player.side] ?? 0}`).join(', ');
  return `${item.progress} · ${term}: ${scores}`;
}
