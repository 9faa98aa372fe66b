import { chosenOption, type RulingChoices } from '../ruling';
import type { DiceRoll } from '../dice';
import type { ChartId } from './charts';
import { drawFromChart } from './draw';
import type {
  ClassifiedAchieved,
  ClassifiedDrawn,
  ClassifiedEvent,
  ClassifiedHiddenDiscarded,
  ClassifiedRedrawn,
  ClassifiedRevealed,
  ClassifiedRevealWithdrawn,
  DrawsOpened,
} from './draw-events';
import type { BattleDraws, ClassifiedDraw, ClassifiedState, DrawnObjective } from './draw-state';
import { EMPTY_CLASSIFIED } from './draw-state';
import { DUPLICATE_CLASSIFIED } from './rulings';
import { SCENARIOS } from './scenarios';

/** Rules a draws event can break. `its.*` rest on the scenario text; `draws.*` keep the log honest. */
export type DrawRuleId =
  | 'its.classified-count'
  | 'its.d20-chart'
  | 'its.duplicate-classified'
  | 'draws.battle'
  | 'draws.player'
  | 'draws.unique-id'
  | 'draws.owner-reveals'
  | 'draws.redraw-reason'
  | 'draws.reveal-before-achieved'
  | 'draws.timestamp'
  | 'draws.discard-hidden'
  | 'draws.event-type';

export type DrawsApplied =
  | { readonly ok: true; readonly state: ClassifiedState }
  | { readonly ok: false; readonly reason: string; readonly rule: DrawRuleId };

function reject(rule: DrawRuleId, reason: string): DrawsApplied {
  return { ok: false, reason, rule };
}

function withBattle(state: ClassifiedState, battle: BattleDraws): DrawsApplied {
  return { ok: true, state: { battles: { ...state.battles, [battle.battleId]: battle } } };
}

function withDraw(state: ClassifiedState, battle: BattleDraws, draw: ClassifiedDraw): DrawsApplied {
  const known = battle.drawOrder.includes(draw.id);
  return withBattle(state, {
    ...battle,
    draws: { ...battle.draws, [draw.id]: draw },
    drawOrder: known ? battle.drawOrder : [...battle.drawOrder, draw.id],
  });
}

function isTimestamp(value: unknown): boolean {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value));
}

/** Reads the die on the chart and applies the duplicate ruling against the player's other draws. */
function readDraw(
  battle: BattleDraws,
  player: string,
  chart: ChartId,
  dice: DiceRoll,
  replacing: string | null,
  choices?: RulingChoices,
): DrawnObjective | DrawsApplied {
  const read = drawFromChart(chart, dice);
  if (!read.ok) return reject('its.d20-chart', read.message);
  const drawn: DrawnObjective = { chart, result: read.result, objective: read.entry.objective, name: read.entry.name };
  const duplicate = battle.drawOrder
    .map((id) => battle.draws[id]!)
    .some((other) => other.player === player && other.id !== replacing && other.current.objective === drawn.objective);
  if (duplicate && chosenOption(DUPLICATE_CLASSIFIED, choices) === 'redraw') {
    return reject('its.duplicate-classified', `${drawn.name} is already one of ${player}'s objectives; roll again.`);
  }
  return drawn;
}

function findDraw(state: ClassifiedState, battleId: string, drawId: string): { battle: BattleDraws; draw: ClassifiedDraw } | DrawsApplied {
  const battle = Object.hasOwn(state.battles, battleId) ? state.battles[battleId] : undefined;
  if (!battle) return reject('draws.battle', 'No Classified draws are open for this game.');
  const draw = Object.hasOwn(battle.draws, drawId) ? battle.draws[drawId] : undefined;
  if (!draw) return reject('draws.unique-id', 'There is no such draw in this game.');
  return { battle, draw };
}

function open(state: ClassifiedState, event: DrawsOpened): DrawsApplied {
  if (Object.hasOwn(state.battles, event.battleId)) return reject('draws.battle', 'Draws for this game are already open.');
  if (!(event.scenario in SCENARIOS)) return reject('draws.battle', `Unknown scenario "${String(event.scenario)}".`);
  const [first, second] = event.players;
  if (!first || !second || first === second) return reject('draws.player', 'A battle needs two different players.');
  return withBattle(state, { battleId: event.battleId, scenario: event.scenario, players: [first, second], draws: {}, drawOrder: [] });
}

function draw(state: ClassifiedState, event: ClassifiedDrawn, choices?: RulingChoices): DrawsApplied {
  const battle = Object.hasOwn(state.battles, event.battleId) ? state.battles[event.battleId] : undefined;
  if (!battle) return reject('draws.battle', 'No Classified draws are open for this game.');
  if (!battle.players.includes(event.player)) return reject('draws.player', `${event.player} is not playing this game.`);
  if (!event.drawId || Object.hasOwn(battle.draws, event.drawId)) return reject('draws.unique-id', `Draw id "${event.drawId}" is missing or already used.`);
  if (!isTimestamp(event.at)) return reject('draws.timestamp', `"${event.at}" is not a date and time.`);
  const scenario = SCENARIOS[battle.scenario];
  const held = battle.drawOrder.filter((id) => battle.draws[id]!.player === event.player).length;
  if (held >= scenario.classified.count) {
    return reject('its.classified-count', `In ${scenario.name} each player has ${scenario.classified.count} Classified Objective${scenario.classified.count === 1 ? '' : 's'}; ${event.player} already drew ${held}.`);
  }
  const drawn = readDraw(battle, event.player, event.chart, event.dice, null, choices);
  if ('ok' in drawn) return drawn;
  return withDraw(state, battle, { id: event.drawId, player: event.player, drawnAt: event.at, current: drawn, revealedAt: null, achievedAt: null, redraws: [] });
}

function reveal(state: ClassifiedState, event: ClassifiedRevealed): DrawsApplied {
  const found = findDraw(state, event.battleId, event.drawId);
  if ('ok' in found) return found;
  if (event.player !== found.draw.player) return reject('draws.owner-reveals', `Only ${found.draw.player} may reveal their own Classified Objective.`);
  if (found.draw.revealedAt) return reject('draws.owner-reveals', 'This Classified Objective is already revealed.');
  if (!isTimestamp(event.at)) return reject('draws.timestamp', `"${event.at}" is not a date and time.`);
  return withDraw(state, found.battle, { ...found.draw, revealedAt: event.at });
}

function withdrawReveal(state: ClassifiedState, event: ClassifiedRevealWithdrawn): DrawsApplied {
  const found = findDraw(state, event.battleId, event.drawId);
  if ('ok' in found) return found;
  if (event.player !== found.draw.player) return reject('draws.owner-reveals', `Only ${found.draw.player} may take back the reveal of their own Classified Objective.`);
  if (!found.draw.revealedAt) return reject('draws.owner-reveals', 'This Classified Objective is not revealed, so there is no reveal to take back.');
  if (found.draw.achievedAt) return reject('draws.reveal-before-achieved', 'This Classified Objective is already achieved; its reveal stands.');
  if (typeof event.reason !== 'string' || event.reason.trim() === '') return reject('draws.redraw-reason', 'Taking back a reveal needs a reason; it is logged for both players.');
  if (!isTimestamp(event.at)) return reject('draws.timestamp', `"${event.at}" is not a date and time.`);
  return withDraw(state, found.battle, { ...found.draw, revealedAt: null });
}

function redraw(state: ClassifiedState, event: ClassifiedRedrawn, choices?: RulingChoices): DrawsApplied {
  const found = findDraw(state, event.battleId, event.drawId);
  if ('ok' in found) return found;
  if (typeof event.reason !== 'string' || event.reason.trim() === '') return reject('draws.redraw-reason', 'A re-draw needs a reason; it is logged for both players.');
  if (found.draw.achievedAt) return reject('draws.redraw-reason', 'This Classified Objective is already achieved; it cannot be re-drawn.');
  if (!isTimestamp(event.at)) return reject('draws.timestamp', `"${event.at}" is not a date and time.`);
  const drawn = readDraw(found.battle, found.draw.player, event.chart ?? found.draw.current.chart, event.dice, found.draw.id, choices);
  if ('ok' in drawn) return drawn;
  const redraws = [...found.draw.redraws, { replaced: found.draw.current, reason: event.reason.trim(), at: event.at }];
  // A new objective is a new secret: it stays hidden until its owner reveals it again.
  return withDraw(state, found.battle, { ...found.draw, current: drawn, revealedAt: null, redraws });
}

function achieve(state: ClassifiedState, event: ClassifiedAchieved): DrawsApplied {
  const found = findDraw(state, event.battleId, event.drawId);
  if ('ok' in found) return found;
  if (!found.draw.revealedAt) return reject('draws.reveal-before-achieved', `${found.draw.player} must reveal this Classified Objective before it is marked achieved.`);
  if (found.draw.achievedAt) return reject('draws.reveal-before-achieved', 'This Classified Objective is already achieved.');
  if (!isTimestamp(event.at)) return reject('draws.timestamp', `"${event.at}" is not a date and time.`);
  return withDraw(state, found.battle, { ...found.draw, achievedAt: event.at });
}

function discardHidden(state: ClassifiedState, event: ClassifiedHiddenDiscarded): DrawsApplied {
  const battle = Object.hasOwn(state.battles, event.battleId) ? state.battles[event.battleId] : undefined;
  if (!battle) return reject('draws.battle', 'No Classified draws are open for this game.');
  if (!battle.players.includes(event.player)) return reject('draws.player', `${event.player} is not playing this game.`);
  if (typeof event.confirmedBy !== 'string' || event.confirmedBy.trim() === '') return reject('draws.discard-hidden', 'Discarding hidden objectives needs the name of who confirmed it.');
  if (!isTimestamp(event.at)) return reject('draws.timestamp', `"${event.at}" is not a date and time.`);
  const hidden = battle.drawOrder.filter((id) => battle.draws[id]!.player === event.player && battle.draws[id]!.revealedAt === null);
  const named = Array.isArray(event.drawIds) ? new Set(event.drawIds) : new Set<string>();
  // Exactly the hidden hand: a revealed draw never leaves this way, and no hidden one is left behind.
  if (named.size !== hidden.length || hidden.some((id) => !named.has(id))) {
    return reject('draws.discard-hidden', `Only ${event.player}'s hidden objectives, all of them, are discarded when the PIN is forgotten.`);
  }
  const draws = Object.fromEntries(Object.entries(battle.draws).filter(([id]) => !named.has(id)));
  return withBattle(state, { ...battle, draws, drawOrder: battle.drawOrder.filter((id) => !named.has(id)) });
}

/** Applies one draws event; a rejection leaves the caller's state as it was. */
export function applyDrawEvent(state: ClassifiedState, event: ClassifiedEvent, choices?: RulingChoices): DrawsApplied {
  switch (event.type) {
    case 'classified-draws-opened':
      return open(state, event);
    case 'classified-drawn':
      return draw(state, event, choices);
    case 'classified-revealed':
      return reveal(state, event);
    case 'classified-reveal-withdrawn':
      return withdrawReveal(state, event);
    case 'classified-redrawn':
      return redraw(state, event, choices);
    case 'classified-achieved':
      return achieve(state, event);
    case 'classified-hidden-discarded':
      return discardHidden(state, event);
    default:
      return reject('draws.event-type', `Unknown draws event type "${String((event as { type?: unknown }).type)}".`);
  }
}

export type DrawsReplay =
  | { readonly ok: true; readonly state: ClassifiedState }
  | { readonly ok: false; readonly state: ClassifiedState; readonly index: number; readonly reason: string; readonly rule: DrawRuleId };

/** Folds draws events from nothing; stops at the first rejected event. */
export function replayDraws(events: readonly ClassifiedEvent[], choices?: RulingChoices): DrawsReplay {
  let state = EMPTY_CLASSIFIED;
  for (const [index, event] of events.entries()) {
    const applied = applyDrawEvent(state, event, choices);
    if (!applied.ok) return { ok: false, state, index, reason: applied.reason, rule: applied.rule };
    state = applied.state;
  }
  return { ok: true, state };
}
