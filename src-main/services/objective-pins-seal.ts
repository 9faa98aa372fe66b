import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';
import { applyDrawEvent, CHART_IDS, type ChartId, type ClassifiedEvent, type ClassifiedState, type DrawsApplied } from '../../src-shared/rules';
import { enteredDice, type DiceRoll } from '../../src-shared/rules/dice';
import type { RulingChoices } from '../../src-shared/rules/ruling';
import { ServiceError } from './service-error';

/**
 * Hidden Classified Objective draws as the campaign keeps them once their player has a PIN:
 * the chart and die (which anyone could look up on the printed chart) are encrypted with
 * AES-256-GCM under a key derived from the player's PIN by scrypt, with the PIN row's random
 * salt. Only the draw's shape stays readable (who drew, when, whether the die was rolled or
 * entered), so the public log, counts and turn order still replay without any PIN. Revealing
 * a draw writes its content back in the clear; a player without a PIN has no secret to keep.
 */
export interface SealedDrawn {
  readonly type: 'classified-drawn';
  readonly battleId: string;
  readonly drawId: string;
  readonly player: string;
  readonly source: DiceRoll['source'];
  readonly sealed: string;
  readonly at: string;
}

export interface SealedRedrawn {
  readonly type: 'classified-redrawn';
  readonly battleId: string;
  readonly drawId: string;
  readonly source: DiceRoll['source'];
  readonly reason: string;
  readonly sealed: string;
  readonly at: string;
}

/** A step as the objective log stores it: plain, or a draw still sealed by its player's PIN. */
export type StoredClassifiedEvent = ClassifiedEvent | SealedDrawn | SealedRedrawn;

type ContentEvent = Extract<ClassifiedEvent, { type: 'classified-drawn' | 'classified-redrawn' }>;
interface SealedContent {
  readonly chart?: ChartId;
  readonly dice: DiceRoll;
}

const FORMAT = 'v1';
const KEY_LENGTH = 32;
const KEY_CONTEXT = Buffer.from('warchronicle classified seal');
const AAD = Buffer.from('warchronicle classified draw');
const STAND_IN_NAME = 'Hidden objective';

/** The sealing key for one PIN row; distinct from the row's PIN hash (a different salt input). */
export function sealKey(pin: string, salt: Buffer): Buffer {
  return scryptSync(pin.normalize('NFKC'), Buffer.concat([salt, KEY_CONTEXT]), KEY_LENGTH);
}

function seal(key: Buffer, content: SealedContent): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(AAD);
  const body = Buffer.concat([cipher.update(JSON.stringify(content), 'utf8'), cipher.final()]);
  return [FORMAT, iv.toString('base64'), body.toString('base64'), cipher.getAuthTag().toString('base64')].join(':');
}

function unseal(key: Buffer, sealed: string, player: string): SealedContent {
  const [format, iv, body, tag] = sealed.split(':');
  try {
    if (format !== FORMAT || !iv || !body || !tag) throw new Error('unknown seal');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
    decipher.setAAD(AAD);
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return JSON.parse(Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8')) as SealedContent;
  } catch {
    throw new ServiceError('rejected', `${player}'s PIN does not open one of their sealed draws; the campaign file may have been edited by hand.`);
  }
}

export function isSealed(event: StoredClassifiedEvent): event is SealedDrawn | SealedRedrawn {
  return 'sealed' in event;
}

/** A plain draw or re-draw with its content encrypted. */
export function sealEvent(event: ContentEvent, key: Buffer): SealedDrawn | SealedRedrawn {
  if (event.type === 'classified-drawn') {
    const { chart, dice, ...shape } = event;
    return { ...shape, source: dice.source, sealed: seal(key, { chart, dice }) };
  }
  const { chart, dice, ...shape } = event;
  return { ...shape, source: dice.source, sealed: seal(key, chart ? { chart, dice } : { dice }) };
}

/** A sealed step back in the clear; `player` names whose PIN it needs, for the error. */
export function openEvent(event: SealedDrawn | SealedRedrawn, key: Buffer, player: string): ContentEvent {
  const { sealed, source: _source, ...shape } = event;
  const content = unseal(key, sealed, player);
  if (shape.type === 'classified-drawn') return { ...shape, chart: content.chart ?? 'MK1', dice: content.dice };
  return { ...shape, ...(content.chart ? { chart: content.chart } : {}), dice: content.dice };
}

/** Who owns each draw, from the steps that open them (a re-draw names only the draw). */
export function drawOwners(events: readonly StoredClassifiedEvent[]): Map<string, string> {
  const owners = new Map<string, string>();
  for (const event of events) if (event.type === 'classified-drawn') owners.set(event.drawId, event.player);
  return owners;
}

/** Draws discarded unseen when their player forgot the PIN: sealed under a PIN no one has any more. */
export function discardedDraws(events: readonly StoredClassifiedEvent[]): Set<string> {
  const discarded = new Set<string>();
  for (const event of events) if (event.type === 'classified-hidden-discarded') for (const id of event.drawIds) discarded.add(id);
  return discarded;
}

/**
 * The log with `player`'s sealed steps opened by their key; everyone else's stay as stored, and
 * so do draws discarded with a forgotten PIN (another key sealed them; they are never opened).
 */
export function openPlayersEvents(events: readonly StoredClassifiedEvent[], player: string, key: Buffer): StoredClassifiedEvent[] {
  const owners = drawOwners(events);
  const discarded = discardedDraws(events);
  return events.map((event) => (isSealed(event) && owners.get(event.drawId) === player && !discarded.has(event.drawId) ? openEvent(event, key, player) : event));
}

/**
 * Indexes of `player`'s plain draw and re-draw steps whose objective the table never saw: the
 * content of a draw that was re-drawn or is still held before any reveal of it.
 */
export function unrevealedPlainSteps(events: readonly StoredClassifiedEvent[], player: string): number[] {
  const owners = drawOwners(events);
  const discarded = discardedDraws(events);
  const latest = new Map<string, number>();
  const hidden = new Set<number>();
  events.forEach((event, index) => {
    if (event.type === 'classified-drawn' || event.type === 'classified-redrawn') {
      latest.set(event.drawId, index);
      if (!isSealed(event) && owners.get(event.drawId) === player && !discarded.has(event.drawId)) hidden.add(index);
    } else if (event.type === 'classified-revealed') {
      const content = latest.get(event.drawId);
      if (content !== undefined) hidden.delete(content);
    }
  });
  return [...hidden].sort((a, b) => a - b);
}

/** The step whose content a draw currently shows: its last draw or re-draw. */
export function currentContentStep(events: readonly StoredClassifiedEvent[], drawId: string): number | null {
  let found: number | null = null;
  events.forEach((event, index) => {
    if ((event.type === 'classified-drawn' || event.type === 'classified-redrawn') && event.drawId === drawId) found = index;
  });
  return found;
}

function withStandIn(applied: DrawsApplied & { ok: true }, event: SealedDrawn | SealedRedrawn): DrawsApplied {
  const battle = applied.state.battles[event.battleId]!;
  const draw = battle.draws[event.drawId]!;
  const current = { ...draw.current, result: 0, objective: 'sealed', name: STAND_IN_NAME } as unknown as typeof draw.current;
  const state: ClassifiedState = { battles: { ...applied.state.battles, [battle.battleId]: { ...battle, draws: { ...battle.draws, [draw.id]: { ...draw, current } } } } };
  return { ok: true, state };
}

/**
 * Folds one stored step. A sealed draw is folded through the engine with a stand-in die (so
 * counts, owners, ids and times are still checked), then its objective is marked unknown, so
 * it can never match a real objective in the duplicate rule nor be shown as one.
 */
export function applyStoredDrawEvent(state: ClassifiedState, event: StoredClassifiedEvent, choices?: RulingChoices): DrawsApplied {
  if (!isSealed(event)) return applyDrawEvent(state, event, choices);
  const { sealed: _sealed, source: _source, ...shape } = event;
  let refused: DrawsApplied | null = null;
  for (const chart of CHART_IDS) {
    for (let face = 1; face <= 20; face++) {
      const applied = applyDrawEvent(state, { ...shape, chart, dice: enteredDice([face], 20) } as ContentEvent, choices);
      if (applied.ok) return withStandIn(applied, event);
      if (applied.rule !== 'its.duplicate-classified') return applied;
      refused = applied;
    }
  }
  return refused!;
}

/** How the die behind a step was thrown, sealed or not. */
export function dieSourceOf(event: SealedDrawn | SealedRedrawn | ContentEvent): DiceRoll['source'] {
  return isSealed(event) ? event.source : event.dice.source;
}
