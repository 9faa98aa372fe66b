import { desc, eq } from 'drizzle-orm';
import { campaigns, objectiveSessions } from '../db/schema/index';
import type { ParsedInput } from '../../src-shared/contract';
import type { CardText, OwnDrawsView, SessionSummary, SessionView } from '../../src-shared/contract/objectives';
import {
  CLASSIFIED_OBJECTIVES,
  INFINITY_RULINGS,
  objectiveText,
  scoreScenario,
  type ClassifiedEvent,
} from '../../src-shared/rules';
import { enteredDice, newSeed, rollDice, type DiceRoll } from '../../src-shared/rules/dice';
import { namedSides } from '../../src-shared/rules/infinity/named-sides';
import type { ServiceContext } from './context';
import { stampCampaignChanged } from './campaign-changed';
import { appendSessionEvents, loadCardTexts, loadSession, sessionLog, setCardText, type LoadedSession } from './objective-store';
import { engineReport, ownDrawsView, sessionSummary, sessionView } from './objective-view';
import { storePin, unlockPlayer, unsealForReveal } from './objective-pins';
import { openPlayersEvents, sealEvent, type StoredClassifiedEvent } from './objective-pins-seal';
import { checkRulingChoices } from './rule-choices';
import { ServiceError, notFound } from './service-error';

function requireCampaign(db: ServiceContext['db'], campaignId: string): void {
  if (!db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId)).get()) throw notFound('Campaign', campaignId);
}

/** A physical die when one is entered; otherwise the app rolls from a fresh seed it records. */
function d20(die: number | undefined): DiceRoll {
  return die === undefined ? rollDice(newSeed(), 1, 20) : enteredDice([die], 20);
}

function playerOf(loaded: LoadedSession, player: string): string {
  if (player !== loaded.row.playerA && player !== loaded.row.playerB) {
    throw new ServiceError('rejected', `${player} is not playing ${loaded.row.name}; the players are ${loaded.row.playerA} and ${loaded.row.playerB}.`, 'player');
  }
  return player;
}

export function listSessions(ctx: ServiceContext, campaignId: string): SessionSummary[] {
  requireCampaign(ctx.db, campaignId);
  return ctx.db
    .select({ id: objectiveSessions.id })
    .from(objectiveSessions)
    .where(eq(objectiveSessions.campaignId, campaignId))
    .orderBy(desc(objectiveSessions.updatedAt))
    .all()
    .map(({ id }) => {
      const loaded = loadSession(ctx, id);
      return sessionSummary(loaded.row, loaded.state);
    });
}

export function getSession(ctx: ServiceContext, id: string): SessionView {
  return sessionView(loadSession(ctx, id));
}

export function createSession(ctx: ServiceContext, input: ParsedInput<'objectives.createSession'>): SessionView {
  const rulings = checkRulingChoices(input.rulings, INFINITY_RULINGS);
  if (input.playerA.toLocaleLowerCase() === input.playerB.toLocaleLowerCase()) {
    throw new ServiceError('invalid_input', 'Side B needs a different player from Side A', 'playerB');
  }
  requireCampaign(ctx.db, input.campaignId);
  const id = ctx.newId();
  ctx.db.transaction((tx) => {
    const now = ctx.now();
    tx.insert(objectiveSessions)
      .values({ id, campaignId: input.campaignId, name: input.name, scenario: input.scenario, playerA: input.playerA, playerB: input.playerB, rulingsJson: JSON.stringify(rulings), createdAt: now, updatedAt: now })
      .run();
    appendSessionEvents(ctx, id, (_loaded, at): ClassifiedEvent[] => [
      { type: 'classified-draws-opened', battleId: id, scenario: input.scenario, players: [input.playerA, input.playerB], at },
    ]);
  });
  return getSession(ctx, id);
}

export function deleteSession(ctx: ServiceContext, id: string): { id: string } {
  return ctx.store.sqlite.transaction(() => {
    const gone = ctx.db.delete(objectiveSessions).where(eq(objectiveSessions.id, id)).returning({ campaignId: objectiveSessions.campaignId }).get();
    if (!gone) throw notFound('Objective session', id);
    stampCampaignChanged(ctx, gone.campaignId);
    return { id };
  })();
}

export function viewOwnDraws(ctx: ServiceContext, input: ParsedInput<'objectives.ownDraws'>): OwnDrawsView {
  const player = playerOf(loadSession(ctx, input.sessionId), input.player);
  return ownView(ctx, input.sessionId, player, unlockPlayer(ctx, input.sessionId, player, input.pin));
}

/** The player's own draws, their sealed ones opened with their key. */
function ownView(ctx: ServiceContext, sessionId: string, player: string, key: Buffer | null): OwnDrawsView {
  const loaded = loadSession(ctx, sessionId);
  if (!key) return ownDrawsView(loaded, player);
  const events = openPlayersEvents(loaded.events, player, key);
  return ownDrawsView({ ...loaded, events, state: sessionLog.replay(loaded.choices, events).state }, player);
}

/**
 * A new draw or re-draw as it is stored: sealed when its player has a PIN. The engine checks it
 * in the clear against the player's opened draws first (the duplicate rule needs their objectives).
 * A re-draw names its chart even when it keeps the draw's: the table, folding without the PIN,
 * cannot see which chart a sealed draw used, and must read a revealed re-draw on the right one.
 */
function stored(loaded: LoadedSession, player: string, key: Buffer | null, event: Extract<ClassifiedEvent, { type: 'classified-drawn' | 'classified-redrawn' }>): StoredClassifiedEvent {
  const opened = key ? openPlayersEvents(loaded.events, player, key) : loaded.events;
  let full = event;
  if (full.type === 'classified-redrawn' && !full.chart) {
    const before = key ? sessionLog.replay(loaded.choices, opened).state : loaded.state;
    const chart = before.battles[full.battleId]?.draws[full.drawId]?.current.chart;
    if (chart) full = { ...full, chart };
  }
  if (!key) return full;
  const replayed = sessionLog.replay(loaded.choices, [...opened, full]);
  if (replayed.broken) throw new ServiceError('rejected', replayed.broken.reason);
  return sealEvent(full, key);
}

export function setPin(ctx: ServiceContext, input: ParsedInput<'objectives.setPin'>): SessionView {
  ctx.db.transaction(() => {
    const loaded = loadSession(ctx, input.sessionId);
    storePin(ctx, input.sessionId, playerOf(loaded, input.player), input.pin, input.currentPin);
  });
  return getSession(ctx, input.sessionId);
}

export function drawObjective(ctx: ServiceContext, input: ParsedInput<'objectives.draw'>): OwnDrawsView {
  const key = unlockPlayer(ctx, input.sessionId, input.player, input.pin);
  appendSessionEvents(ctx, input.sessionId, (loaded, at) => [
    stored(loaded, input.player, key, {
      type: 'classified-drawn',
      battleId: input.sessionId,
      drawId: ctx.newId(),
      player: playerOf(loaded, input.player),
      chart: input.chart,
      dice: d20(input.die),
      at,
    }),
  ]);
  return ownView(ctx, input.sessionId, input.player, key);
}

export function redrawObjective(ctx: ServiceContext, input: ParsedInput<'objectives.redraw'>): OwnDrawsView {
  const key = unlockPlayer(ctx, input.sessionId, input.player, input.pin);
  appendSessionEvents(ctx, input.sessionId, (loaded, at) => {
    const draw = loaded.state.battles[input.sessionId]?.draws[input.drawId];
    if (!draw) throw notFound('Draw', input.drawId);
    if (draw.player !== input.player) throw new ServiceError('rejected', `Only ${draw.player} may re-draw their own Classified Objective.`, 'player');
    return [
      stored(loaded, input.player, key, {
        type: 'classified-redrawn',
        battleId: input.sessionId,
        drawId: input.drawId,
        ...(input.chart ? { chart: input.chart } : {}),
        dice: d20(input.die),
        reason: input.reason,
        at,
      }),
    ];
  });
  return ownView(ctx, input.sessionId, input.player, key);
}

export function revealObjective(ctx: ServiceContext, input: ParsedInput<'objectives.reveal'>): SessionView {
  const key = unlockPlayer(ctx, input.sessionId, input.player, input.pin);
  ctx.db.transaction(() => {
    // The table reads a revealed draw without anyone's PIN: its content goes back in the clear.
    if (key) unsealForReveal(ctx, input.sessionId, input.drawId, input.player, key);
    appendSessionEvents(ctx, input.sessionId, (_loaded, at) => [
      { type: 'classified-revealed', battleId: input.sessionId, drawId: input.drawId, player: input.player, at },
    ]);
  });
  return getSession(ctx, input.sessionId);
}

export function achieveObjective(ctx: ServiceContext, input: ParsedInput<'objectives.achieve'>): SessionView {
  appendSessionEvents(ctx, input.sessionId, (_loaded, at) => [{ type: 'classified-achieved', battleId: input.sessionId, drawId: input.drawId, at }]);
  return getSession(ctx, input.sessionId);
}

export function saveReport(ctx: ServiceContext, input: ParsedInput<'objectives.saveReport'>): SessionView {
  ctx.db.transaction((tx) => {
    const loaded = loadSession(ctx, input.sessionId);
    if (input.report.scenario !== loaded.row.scenario) {
      throw new ServiceError('invalid_input', `This game is played in ${sessionSummary(loaded.row, loaded.state).scenarioName}, not ${input.report.scenario}`, 'report.scenario');
    }
    const scored = scoreScenario(engineReport(loaded.row, loaded.state, input.report), loaded.choices);
    if (!scored.ok) {
      const [first] = scored.problems;
      // The scoring speaks of "Side A" and "Side B" as the scenarios do; the table reads the players' names.
      const players = { players: { A: loaded.row.playerA, B: loaded.row.playerB } };
      throw new ServiceError('invalid_input', scored.problems.map((problem) => namedSides(problem.message, players)).join(' '), `report.${first!.path}`);
    }
    tx.update(objectiveSessions).set({ reportJson: JSON.stringify(input.report), updatedAt: ctx.now() }).where(eq(objectiveSessions.id, input.sessionId)).run();
  });
  return getSession(ctx, input.sessionId);
}

export function cardTexts(ctx: ServiceContext, campaignId: string): CardText[] {
  requireCampaign(ctx.db, campaignId);
  const texts = loadCardTexts(ctx.db, campaignId);
  return CLASSIFIED_OBJECTIVES.map((objective) => ({ objectiveId: objective.id, name: objective.name, text: objectiveText(objective.id, texts) }));
}

export function updateCardText(ctx: ServiceContext, input: ParsedInput<'objectives.setCardText'>): CardText[] {
  requireCampaign(ctx.db, input.campaignId);
  setCardText(ctx.db, input.campaignId, input.objectiveId, input.text, ctx.now());
  return cardTexts(ctx, input.campaignId);
}
