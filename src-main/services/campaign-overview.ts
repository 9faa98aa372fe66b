import { eq } from 'drizzle-orm';
import { campaigns, players } from '../db/schema/index';
import { campaignLadderGames, withLadderGames } from './chronicle/ladder-history';
import type { CampaignOverview, Standing } from '../../src-shared/contract/campaign-overview';
import { describeResult } from '../../src-shared/systems/outcome';
import type { ServiceContext } from './context';
import { campaignBattleResults, seatOutcome, type BattleResultRow } from './battle-results';
import { notFound } from './service-error';
import { campaignFallenNoun } from './fallen-noun';

type Tally = { played: number; won: number; drawn: number; lost: number };
const emptyTally = (): Tally => ({ played: 0, won: 0, drawn: 0, lost: 0 });

function count(tally: Tally, outcome: 'won' | 'drawn' | 'lost'): void {
  tally.played += 1;
  tally[outcome] += 1;
}

/** Each player's record from every battle's result, whatever the system; guests are followed by name. */
export function playerStandings(results: readonly BattleResultRow[]): Standing[] {
  const standings = new Map<string, Standing & Tally>();
  for (const battle of [...results].reverse()) {
    for (const seat of battle.seats) {
      const key = seat.playerId ?? `name:${seat.playerName}`;
      const standing = standings.get(key) ?? { playerId: seat.playerId, playerName: seat.playerName, colour: seat.colour, bySystem: [], ...emptyTally() };
      standings.set(key, standing);
      // A battle still being fought counts once it ends: played = won + drawn + lost, and no "0 played" line for its system.
      const outcome = seatOutcome(battle, seat.side);
      if (!outcome) continue;
      count(standing, outcome);
      let perSystem = standing.bySystem.find((entry) => entry.system === battle.system);
      if (!perSystem) standing.bySystem.push((perSystem = { system: battle.system, systemName: battle.systemName, ...emptyTally() }));
      count(perSystem, outcome);
    }
  }
  return [...standings.values()].sort((a, b) => b.won - a.won || b.drawn - a.drawn || a.lost - b.lost || a.playerName.localeCompare(b.playerName));
}

export function campaignOverview(ctx: ServiceContext, id: string): CampaignOverview {
  if (!ctx.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, id)).get()) throw notFound('Campaign', id);
  const results = campaignBattleResults(ctx.db, id);
  const soldiersLost = results.reduce((sum, battle) => sum + battle.seats.reduce((n, seat) => n + seat.fallen, 0), 0);
  return {
    campaignId: id,
    battles: results.map((battle) => ({
      id: battle.id,
      name: battle.name,
      status: battle.status,
      createdAt: battle.createdAt,
      system: battle.system,
      systemName: battle.systemName,
      outcome: battle.result ? describeResult(battle.result, battle.terms, battle.seats) : null,
    })),
    soldiersLost,
    fallenNoun: campaignFallenNoun(new Set(results.filter((battle) => battle.countsFallen).map((battle) => battle.system))),
    standings: withLadderGames(playerStandings(results), campaignLadderGames(ctx, id), ctx.db.select({ id: players.id, name: players.name, colour: players.colour }).from(players).where(eq(players.campaignId, id)).all()),
  };
}
