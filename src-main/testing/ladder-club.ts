import type { LadderView } from '../../src-shared/contract/ladders';
import { DAY, testCampaign, type TestCampaign } from './test-campaign';

export { DAY } from './test-campaign';

/**
 * A campaign for ladder tests on a clock the test moves by hand (see testCampaign), with a group's
 * usual steps: games are challenged for the next day at the club hall.
 */
export interface LadderClub extends TestCampaign<LadderView> {
  /** A 1999 ladder named "Club ladder" of these players, in this order. */
  ladder(players: readonly string[], rulings?: Record<string, string>): LadderView;
  /** Challenged for tomorrow, then the result a day later (null: a draw). */
  game(view: LadderView, challenger: string, challenged: string, winner: string | null, battleId?: string): LadderView;
  /** Challenged for tomorrow, and marked neglected two days later. */
  neglected(view: LadderView, challenger: string, challenged: string): LadderView;
}

export const playerIdOf = (view: LadderView, name: string): string => view.players.find((player) => player.name === name)!.id;

export function ladderClub(startsAt: string): LadderClub {
  const campaign = testCampaign<LadderView>('Ladder war', { clockStartsAt: startsAt });
  const { value } = campaign;
  const challengeTomorrow = (view: LadderView, challenger: string, challenged: string) =>
    value('ladders.challenge', { ladderId: view.ladder.id, challenger: playerIdOf(view, challenger), challenged: playerIdOf(view, challenged), scheduledAt: new Date(campaign.now + DAY).toISOString(), place: 'Club hall' }).challenges.at(-1)!;
  return Object.assign(campaign, {
    ladder: (players: readonly string[], rulings: Record<string, string> = {}) => value('ladders.create', { campaignId: campaign.campaignId, name: 'Club ladder', system: '1999', players, rulings }),
    game(view: LadderView, challenger: string, challenged: string, winner: string | null, battleId?: string) {
      const challenge = challengeTomorrow(view, challenger, challenged);
      campaign.advance(DAY);
      return value('ladders.recordGame', { ladderId: view.ladder.id, challengeId: challenge.id, winner: winner === null ? null : playerIdOf(view, winner), ...(battleId ? { battleId } : {}) });
    },
    neglected(view: LadderView, challenger: string, challenged: string) {
      const challenge = challengeTomorrow(view, challenger, challenged);
      campaign.advance(2 * DAY);
      return value('ladders.neglect', { ladderId: view.ladder.id, challengeId: challenge.id });
    },
  });
}
