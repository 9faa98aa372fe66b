import { z } from 'zod';
import { defineCall } from './define';
import { entityId, longText, nameField } from './fields';
import { rulingChoices } from './rulings';

export const ScenarioIdField = z.enum(['annihilation', 'the-armory', 'supremacy', 'nimbus-zone'], {
  error: 'Scenario must be Annihilation, The Armory, Supremacy or Nimbus Zone',
});
export const ChartIdField = z.enum(['MK1', 'MK2', 'MK3', 'MK4'], { error: 'Chart must be MK1, MK2, MK3 or MK4' });
export const ObjectiveIdField = z.enum(
  ['test-run', 'experimental-drug', 'data-scan', 'extreme-prejudice', 'sabotage', 'telemetry', 'hvt-espionage', 'hvt-retroengineering', 'hvt-inoculation', 'hvt-designation'],
  { error: 'Unknown Classified Objective' },
);
const SideField = z.enum(['A', 'B']);
const perSide = <T extends z.ZodType>(value: T) => z.strictObject({ A: value, B: value });
const count = z.number({ error: 'Enter a whole number' }).int({ error: 'Enter a whole number' });
/** Retreat! only: whose Active Turn the game ended at the end of. */
const retreatTurn = z.enum(['first-player', 'second-player'], { error: "Say whose Active Turn the game ended in: the first or the second player's" }).optional();
const neverDeployedTrooper = z.strictObject({
  name: z.string({ error: 'Name the trooper' }).trim().min(1, { error: 'Name the trooper' }).max(80, { error: 'Keep the name under 80 characters' }),
  armyPoints: count.min(1, { error: 'A trooper costs at least 1 Army Point' }),
});

/** A D20 typed in from a physical die; omit it to let the app roll (with a recorded seed). */
const enteredD20 = z
  .number({ error: 'The die must be a number' })
  .int({ error: 'The die must be a whole number' })
  .min(1, { error: 'A D20 shows 1 to 20' })
  .max(20, { error: 'A D20 shows 1 to 20' })
  .optional();

/** The players' end-of-game report; the achieved Classified Objectives come from the draws. */
export const ScenarioReportInput = z.discriminatedUnion('scenario', [
  z.strictObject({
    scenario: z.literal('annihilation'),
    forcePoints: count.optional(),
    enemyArmyPointsKilled: perSide(count),
    /** Troopers never deployed, per side: "considered as Killed by the adversary". */
    neverDeployed: perSide(z.array(neverDeployedTrooper).max(40)).optional(),
    survivingArmyPoints: perSide(count),
  }),
  z.strictObject({
    scenario: z.literal('the-armory'),
    ending: z.enum(['third-round', 'retreat']),
    retreatTurn,
    armoryDominatedBy: z.array(SideField.nullable()).max(3),
    panopliesWeapons: perSide(count),
  }),
  z.strictObject({
    scenario: z.literal('supremacy'),
    ending: z.enum(['third-round', 'retreat']),
    retreatTurn,
    quadrantsDominated: z.array(perSide(count)).max(3),
    consoles: z.array(z.strictObject({ hackedBy: z.array(SideField).max(2), contestWinner: SideField.nullable().optional() })).max(4),
  }),
  z.strictObject({
    scenario: z.literal('nimbus-zone'),
    dataPacksDownloaded: perSide(count),
    antennaeDisconnected: perSide(count),
    consolesControlled: perSide(count),
  }),
]);
export type ScenarioReportInput = z.infer<typeof ScenarioReportInput>;

const DrawnObjectiveView = z.object({
  chart: ChartIdField,
  result: z.number().int(),
  objective: ObjectiveIdField,
  name: z.string(),
  /** The card wording the group typed in, or null (the rulebook extract prints only names). */
  text: z.string().nullable(),
});

export const SessionSummary = z.object({
  id: z.string(),
  campaignId: z.string(),
  name: z.string(),
  scenario: ScenarioIdField,
  scenarioName: z.string(),
  playerA: z.string(),
  playerB: z.string(),
  rulings: z.record(z.string(), z.string()),
  drawsMade: z.number().int(),
  drawsNeeded: z.number().int(),
  scored: z.boolean(),
  /** Objective Points of each player once scored (A: the first player named). */
  score: z.object({ A: z.number(), B: z.number() }).nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type SessionSummary = z.infer<typeof SessionSummary>;

const PublicDrawView = z.object({
  id: z.string(),
  player: z.string(),
  hidden: z.boolean(),
  /** Null while hidden from the table. */
  objective: DrawnObjectiveView.nullable(),
  revealedAt: z.string().nullable(),
  achievedAt: z.string().nullable(),
  redrawCount: z.number().int(),
});

const ScoreLine = z.object({ source: z.string(), label: z.string(), points: z.number().int(), detail: z.string() });
const SideScore = z.object({ total: z.number().int(), breakdown: z.array(ScoreLine) });

export const SessionView = z.object({
  session: SessionSummary,
  scenario: z.object({
    id: ScenarioIdField,
    number: z.number().int(),
    name: z.string(),
    lastGameRound: z.number().int(),
    mainObjectives: z.array(z.string()),
    classified: z.object({ count: z.number().int(), pointsEach: z.number().int(), onlyBelow: z.number().int().nullable() }),
  }),
  players: z.array(
    z.object({
      name: z.string(),
      side: SideField,
      drawn: z.number().int(),
      revealed: z.number().int(),
      achieved: z.number().int(),
      /** Whether their private screen asks for a PIN. */
      pinSet: z.boolean(),
    }),
  ),
  draws: z.array(PublicDrawView),
  /** Every event as the table may read it: hidden objectives are never named. */
  log: z.array(z.object({ seq: z.number().int(), type: z.string(), at: z.string(), summary: z.string() })),
  report: z.unknown().nullable(),
  score: z.object({ A: SideScore, B: SideScore }).nullable(),
  /** Why the saved report no longer scores (should not happen; shown rather than hidden). */
  scoreProblems: z.array(z.object({ path: z.string(), message: z.string() })),
  /** The saved Retreat! report predates the question of whose Active Turn ended the game; it is scored as the first player's until the players say. */
  retreatTurnAssumed: z.boolean(),
});
export type SessionView = z.infer<typeof SessionView>;

export const OwnDrawsView = z.object({
  sessionId: z.string(),
  player: z.string(),
  /** How many more the scenario lets this player draw. */
  remaining: z.number().int(),
  draws: z.array(
    z.object({
      id: z.string(),
      drawnAt: z.string(),
      objective: DrawnObjectiveView,
      dice: z.object({ source: z.enum(['entered', 'rolled']), seed: z.number().int().nullable(), faces: z.array(z.number().int()) }),
      revealedAt: z.string().nullable(),
      achievedAt: z.string().nullable(),
      redraws: z.array(z.object({ replaced: DrawnObjectiveView, reason: z.string(), at: z.string() })),
    }),
  ),
});
export type OwnDrawsView = z.infer<typeof OwnDrawsView>;

export const CardText = z.object({ objectiveId: ObjectiveIdField, name: z.string(), text: z.string().nullable() });
export type CardText = z.infer<typeof CardText>;

const sessionId = entityId;
const player = nameField('Player');
/** A player's PIN for their private screen: required by the private calls once they set one. */
const PinField = z
  .string({ error: 'Enter the PIN' })
  .regex(/^[0-9]{4,8}$/, { error: 'A PIN is 4 to 8 digits' });
const pin = PinField.optional();

export const objectiveCalls = {
  'objectives.listSessions': defineCall({
    summary: "A campaign's Classified Objective sessions, most recently changed first.",
    input: z.strictObject({ campaignId: entityId }),
    output: z.array(SessionSummary),
  }),
  'objectives.getSession': defineCall({
    summary: "A session as the table sees it: hidden draws redacted, the public log, and the scenario's Objective Points.",
    input: z.strictObject({ id: sessionId }),
    output: SessionView,
  }),
  'objectives.createSession': defineCall({
    summary: 'Open the Classified draws of one game: its scenario and its two players (Side A and Side B).',
    input: z.strictObject({
      campaignId: entityId,
      name: nameField('Game name'),
      scenario: ScenarioIdField,
      playerA: nameField('Side A player'),
      playerB: nameField('Side B player'),
      rulings: rulingChoices,
    }),
    output: SessionView,
  }),
  'objectives.deleteSession': defineCall({
    summary: 'Delete a session and its draws.',
    input: z.strictObject({ id: sessionId }),
    output: z.object({ id: z.string() }),
  }),
  'objectives.ownDraws': defineCall({
    summary: "One player's own draws in full, for the private view after the laptop is handed over.",
    input: z.strictObject({ sessionId, player, pin }),
    output: OwnDrawsView,
  }),
  'objectives.setPin': defineCall({
    summary: "Set (or, with the current one, change) a player's PIN for their private screen; only a salted hash is kept.",
    input: z.strictObject({ sessionId, player, pin: PinField, currentPin: pin }),
    output: SessionView,
  }),
  'objectives.forgetPin': defineCall({
    summary: "A player forgot their PIN: their hidden draws are discarded unseen, their PIN removed, and the log names who confirmed it; they then draw again. Refused without a PIN or once the game is scored.",
    input: z.strictObject({ sessionId, player, confirmedBy: nameField('The name of whoever confirms') }),
    output: SessionView,
  }),
  'objectives.draw': defineCall({
    summary: "Draw a Classified Objective: a D20 on the chosen chart, entered or rolled by the app from a recorded seed. Returns the player's own view.",
    input: z.strictObject({ sessionId, player, pin, chart: ChartIdField, die: enteredD20 }),
    output: OwnDrawsView,
  }),
  'objectives.redraw': defineCall({
    summary: 'Replace a draw with a new D20; logged for the table with its reason, never silent.',
    input: z.strictObject({
      sessionId,
      drawId: entityId,
      player,
      pin,
      reason: nameField('Reason for the re-draw'),
      chart: ChartIdField.optional(),
      die: enteredD20,
    }),
    output: OwnDrawsView,
  }),
  'objectives.reveal': defineCall({
    summary: 'The owner shows a draw to the table (time-stamped).',
    input: z.strictObject({ sessionId, drawId: entityId, player, pin }),
    output: SessionView,
  }),
  'objectives.withdrawReveal': defineCall({
    summary: 'The owner takes a reveal back (shown by mistake or too soon), with a reason; refused once the objective is achieved or the game is scored.',
    input: z.strictObject({ sessionId, drawId: entityId, player, pin, reason: nameField('Reason for taking the reveal back') }),
    output: SessionView,
  }),
  'objectives.achieve': defineCall({
    summary: 'Mark a revealed Classified Objective achieved (time-stamped).',
    input: z.strictObject({ sessionId, drawId: entityId }),
    output: SessionView,
  }),
  'objectives.saveReport': defineCall({
    summary: "Save the players' end-of-game report; refused with the field and reason when it cannot score.",
    input: z.strictObject({ sessionId, report: ScenarioReportInput }),
    output: SessionView,
  }),
  'objectives.cardTexts': defineCall({
    summary: "The campaign's wording of each Classified Objective card (null where none was typed in).",
    input: z.strictObject({ campaignId: entityId }),
    output: z.array(CardText),
  }),
  'objectives.setCardText': defineCall({
    summary: "Type in (or clear, with empty text) a card's wording for this campaign.",
    input: z.strictObject({ campaignId: entityId, objectiveId: ObjectiveIdField, text: longText('Card wording') }),
    output: z.array(CardText),
  }),
};
