import { and, eq, max } from 'drizzle-orm';
import { players } from '../db/schema/index';
import type { ServiceContext } from './context';

/** Colours for newcomers added from a ladder, the first one no player of the campaign has yet. */
const NEWCOMER_COLOURS = ['#8e2a22', '#b8893b', '#2f5d8a', '#3f7d3a', '#6b3f8e', '#c2571a', '#2a8a86', '#7a6a52', '#c23a6b', '#4a4a4a', '#5e8a2a', '#1f3f6b'];

export interface CastMember {
  readonly id: string;
  readonly name: string;
  readonly colour: string;
}

/** The campaign's players by lower-cased name: how a ladder's players are matched to the campaign's cast. */
export function castByName(ctx: ServiceContext, campaignId: string): Map<string, CastMember> {
  const rows = ctx.db.select({ id: players.id, name: players.name, colour: players.colour }).from(players).where(eq(players.campaignId, campaignId)).all();
  return new Map(rows.map((row) => [row.name.toLocaleLowerCase(), row]));
}

/**
 * One cast: a ladder player is one of the campaign's players. A name the campaign does not know
 * yet is a newcomer, added to the campaign's players (with a colour of their own) in the same write.
 */
export function joinCast(ctx: ServiceContext, campaignId: string, names: readonly string[]): void {
  const cast = castByName(ctx, campaignId);
  const used = new Set([...cast.values()].map((member) => member.colour.toLowerCase()));
  for (const name of names) {
    if (cast.has(name.toLocaleLowerCase())) continue;
    const colour = NEWCOMER_COLOURS.find((candidate) => !used.has(candidate)) ?? NEWCOMER_COLOURS[cast.size % NEWCOMER_COLOURS.length]!;
    used.add(colour);
    const last = ctx.db.select({ position: max(players.position) }).from(players).where(and(eq(players.campaignId, campaignId))).get();
    const now = ctx.now();
    const row = { id: ctx.newId(), campaignId, name, colour, notes: '', position: (last?.position ?? -1) + 1, createdAt: now, updatedAt: now };
    ctx.db.insert(players).values(row).run();
    cast.set(name.toLocaleLowerCase(), row);
  }
}
