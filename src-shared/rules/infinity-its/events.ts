import { z } from 'zod';
import { SUPREMACY_CONSOLES } from '../infinity/scenarios';
import { missesRetreatTurn } from '../infinity/scoring/assumed-retreat';

const side = z.enum(['A', 'B'], { error: 'Choose a player' });
const count = z.number({ error: 'Enter a whole number' }).int({ error: 'Enter a whole number' }).min(0, { error: 'Enter 0 or more' }).max(10_000, { error: 'Enter a smaller number' });
const perSide = <T extends z.ZodType>(value: T) => z.strictObject({ A: value, B: value });
const ending = z.enum(['third-round', 'retreat'], { error: 'Say how the game ended' });
/** Retreat! only: the game ends at the end of the Turn a player started in Retreat! — the first or the second of the Game Round. */
const retreatTurn = z.enum(['first-player', 'second-player'], { error: "Say whose Active Turn the game ended in: the first or the second player's" }).optional();
/** A trooper never deployed on the table: "considered as Killed by the adversary" in Annihilation. */
const neverDeployedTrooper = z.strictObject({
  name: z.string({ error: 'Name the trooper' }).trim().min(1, { error: 'Name the trooper' }).max(80, { error: 'Keep the name under 80 characters' }),
  armyPoints: count.min(1, { error: 'A trooper costs at least 1 Army Point' }),
});

/**
 * A Console hacked by both players is settled by a Face to Face WIP Roll at the end of the game:
 * the winner, or `neither` when no Specialist Troops are left — always said, never assumed.
 */
const supremacyConsole = z.strictObject({
  hackedBy: z.array(side).max(2),
  contestWinner: z.union([side, z.literal('neither')]).optional(),
});

/** What the players report at the end of the game, per scenario. */
export const ItsReportSchema = z.discriminatedUnion('scenario', [
  z.strictObject({ scenario: z.literal('annihilation'), enemyArmyPointsKilled: perSide(count), neverDeployed: perSide(z.array(neverDeployedTrooper).max(40)).optional() }),
  z.strictObject({ scenario: z.literal('the-armory'), ending, retreatTurn, armoryDominatedBy: z.array(side.nullable()).max(3), panopliesWeapons: perSide(count) }),
  z.strictObject({ scenario: z.literal('supremacy'), ending, retreatTurn, quadrantsDominated: z.array(perSide(count)).max(3), consoles: z.array(supremacyConsole).max(SUPREMACY_CONSOLES) }),
  // Nimbus Zone ends by Retreat! too (seed 003 L1110) but scores nothing at a round's end: only the
  // record needs how it ended and in which Game Round. Logs saved before these fields read as ended after round 3.
  z.strictObject({ scenario: z.literal('nimbus-zone'), ending: ending.optional(), endedInRound: z.number({ error: 'Choose the Game Round' }).int({ error: 'Choose the Game Round' }).min(1, { error: 'Choose Game Round 1, 2 or 3' }).max(3, { error: 'Choose Game Round 1, 2 or 3' }).optional(), dataPacksDownloaded: perSide(count), antennaeDisconnected: perSide(count), consolesControlled: perSide(count) }),
]);
export type ItsReport = z.infer<typeof ItsReportSchema>;

export const ItsEventSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('game-reported'),
    report: ItsReportSchema,
    classifiedAchieved: perSide(count),
    /** Each player's Army Points still on the table at the end (ITS's Victory Points, the second tie-breaker). */
    survivingArmyPoints: perSide(count),
  }),
]);
export type ItsEvent = z.infer<typeof ItsEventSchema>;

/**
 * A step sent now: a Retreat! report must say whose Active Turn ended the game. Stored steps are
 * read with `ItsEventSchema`, so logs saved before the question existed still replay.
 */
export const ItsNewEventSchema = ItsEventSchema.superRefine((event, ctx) => {
  // Whose Turn decides which rounds score; Nimbus Zone scores no round, so it is not asked there.
  if (event.report.scenario !== 'nimbus-zone' && missesRetreatTurn(event.report)) {
    ctx.addIssue({ code: 'custom', message: "Say whose Active Turn the game ended in: the first or the second player's", path: ['report', 'retreatTurn'], input: undefined });
  }
});
