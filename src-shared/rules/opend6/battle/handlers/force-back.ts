import { squadDraft, type Context, type Draft } from '../draft';
import { standingSoldiers } from '../queries';

/**
 * Force back (seed 004 L398–L401): the squad with more soldiers wounded or incapacitated in the
 * fight is forced back 4"; equal casualties, nobody. A squad with fewer than half the other's
 * number cannot force it back. The result feeds the next morale test (L471).
 */
export function judgeForceBack(draft: Draft, ctx: Context, engagement: readonly [string, string], casualties: ReadonlyMap<string, ReadonlySet<string>>): void {
  const [a, b] = engagement;
  const lossA = casualties.get(a)?.size ?? 0;
  const lossB = casualties.get(b)?.size ?? 0;
  const tally = { [a]: lossA, [b]: lossB };
  if (lossA === lossB) {
    ctx.outcomes.push({ code: 'no-force-back', squads: engagement, reason: 'equal-casualties', casualties: tally });
    return;
  }
  const [winner, loser] = lossA < lossB ? [a, b] : [b, a];
  const winnerSquad = squadDraft(draft, winner);
  const loserSquad = squadDraft(draft, loser);
  if (loserSquad.presence !== 'fighting') return;
  if (standingSoldiers(winnerSquad) * 2 < standingSoldiers(loserSquad)) {
    ctx.outcomes.push({ code: 'no-force-back', squads: engagement, reason: 'outnumbered', casualties: tally });
    return;
  }
  winnerSquad.turn.closeAssault = 'won';
  if (!winnerSquad.turn.forcedBack.includes(loser)) winnerSquad.turn.forcedBack.push(loser);
  loserSquad.turn.closeAssault = 'lost';
  ctx.outcomes.push({ code: 'forced-back', squad: loser, by: winner, casualties: tally });
}
