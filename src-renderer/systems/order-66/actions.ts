import type { DiceRoll } from '../../../src-shared/rules/dice';
import type { RulingChoices } from '../../../src-shared/rules/ruling';
import type { Contact, LineOfFire, Order66Event } from '../../../src-shared/rules/order-66/battle/events';
import { attackOdds, type ProposedAttack, type RollOdds } from '../../../src-shared/rules/order-66/battle/odds-now';
import { actionsLeft, fightsFor, isStanding, sameSide } from '../../../src-shared/rules/order-66/battle/queries';
import { sideOf } from '../../../src-shared/rules/order-66/battle/setup';
import type { Order66State } from '../../../src-shared/rules/order-66/battle/state';
import { REACH } from '../../../src-shared/rules/order-66/mystics';
import { rulesInPlay } from '../../../src-shared/rules/order-66/rules-in-play';
import { rollOf } from './words';

/** The actions an acting model may take (seed 000 L82–L130 and its Mystic's ability), and the step each form makes. */

export type ActionKind = 'move' | 'jump' | 'shoot' | 'lightning' | 'psychic-attack' | 'melee' | 'sword-master' | 'choke' | 'manipulate';

export interface ActionChoice {
  readonly kind: ActionKind;
  readonly label: string;
}

const ABILITY_ACTION: Readonly<Record<string, ActionKind>> = {
  lightning: 'lightning',
  'sword-master': 'sword-master',
  choke: 'choke',
  manipulation: 'manipulate',
};

/** Models of the acting unit that still have an action. */
export function actors(state: Order66State): readonly string[] {
  return (state.activation?.modelIds ?? []).filter((id) => isStanding(state.models[id]) && actionsLeft(state.models[id]!) > 0);
}

export function actionsFor(state: Order66State, modelId: string, choices: RulingChoices): readonly ActionChoice[] {
  const model = state.models[modelId]!;
  const rules = rulesInPlay(choices);
  const list: ActionChoice[] = [{ kind: 'move', label: 'Move' }];
  const ability = model.kind === 'mystic' ? sideOf(state.setup, model.side).mystic.ability : null;
  if (model.mechanic === 'jump' && rules.jump === 'as-action') list.push({ kind: 'jump', label: ability! });
  if (model.kind === 'grymn') list.push({ kind: 'shoot', label: 'Shoot the Pulse Rifle' });
  if (model.kind === 'mystic') list.push({ kind: 'psychic-attack', label: 'Psychic attack' });
  list.push({ kind: 'melee', label: 'Melee' });
  const special = model.mechanic ? ABILITY_ACTION[model.mechanic] : undefined;
  if (special) list.push({ kind: special, label: ability! });
  return list;
}

/**
 * Standing models the acting model could name as a target of `kind`, its enemies first. Sword Master
 * spares friends under o66.sword-master-targets "Enemy models only"; Mystic Manipulation never names
 * a model its player already commands.
 */
export function targetsFor(state: Order66State, modelId: string, choices: RulingChoices, kind?: ActionKind): readonly string[] {
  const rules = rulesInPlay(choices);
  const side = fightsFor(state, modelId);
  const others = state.order.filter((id) => id !== modelId && isStanding(state.models[id]));
  const enemy = (id: string) => !sameSide(state, rules, side, state.models[id]!.side);
  if (kind === 'sword-master' && rules.swordMaster === 'enemies') return others.filter(enemy);
  const offered = kind === 'manipulate' ? others.filter((id) => state.models[id]!.side !== side) : others;
  return [...offered.filter(enemy), ...offered.filter((id) => !enemy(id))];
}

/** Friendly models that may add +1 to a Grymn's shot (o66.trooper-bonus). */
export function supportersFor(state: Order66State, modelId: string, choices: RulingChoices): readonly string[] {
  const rules = rulesInPlay(choices);
  const side = fightsFor(state, modelId);
  return state.order.filter((id) => {
    const model = state.models[id]!;
    if (id === modelId || !isStanding(model) || !sameSide(state, rules, side, model.side)) return false;
    return model.kind === 'grymn' || rules.trooperBonus === 'mystics-count';
  });
}

/** What the players filled in for an action; the parts an action does not use are ignored. */
export interface ActionForm {
  squares: number | null;
  across: boolean;
  targetId: string;
  line: LineOfFire;
  contact: Contact;
  lineOfSight: boolean;
  /** Psychic attack on a terrain piece rather than a model. */
  terrain: boolean;
  terrainName: string;
  terrainSquares: number | null;
  /** Supporting troopers: model id → squares counted to it (null: not counted). */
  support: Record<string, number | null>;
  /** Sword Master: target id → squares and dice (absent: not attacked). */
  sweep: Record<string, { squares: number | null; roll: DiceRoll | null }>;
  roll: DiceRoll | null;
}

export function emptyForm(): ActionForm {
  return { squares: null, across: false, targetId: '', line: 'straight', contact: 'side', lineOfSight: true, terrain: false, terrainName: '', terrainSquares: 1, support: {}, sweep: {}, roll: null };
}

const whole = (value: number | null): value is number => typeof value === 'number' && Number.isFinite(value);

/** The step the form describes, or what is still missing, in words. */
export function buildAction(kind: ActionKind, modelId: string, form: ActionForm): { ok: true; event: Order66Event } | { ok: false; missing: string } {
  const needTarget = kind !== 'move' && kind !== 'jump' && kind !== 'sword-master' && !(kind === 'psychic-attack' && form.terrain);
  if (needTarget && !form.targetId) return { ok: false, missing: 'Choose a target' };
  const needSquares = kind === 'move' || kind === 'jump' || kind === 'psychic-attack' || kind === 'manipulate';
  if (needSquares && !whole(form.squares)) return { ok: false, missing: kind === 'move' || kind === 'jump' ? 'Count the squares moved' : 'Count the squares to the target' };
  const squares = form.squares ?? 0;
  if (kind === 'move') return { ok: true, event: { type: 'move', modelId, squares, ...(form.across ? { acrossModels: true } : {}) } };
  if (kind === 'jump') return { ok: true, event: { type: 'jump', modelId, squares } };
  if (kind === 'sword-master') {
    const chosen = Object.entries(form.sweep);
    if (chosen.length === 0) return { ok: false, missing: 'Tick the models within 2 squares' };
    if (chosen.some(([, entry]) => !whole(entry.squares) || !entry.roll)) return { ok: false, missing: 'Count the squares and roll for every model attacked' };
    return { ok: true, event: { type: 'sword-master', modelId, targets: chosen.map(([targetId, entry]) => ({ targetId, squares: entry.squares!, roll: entry.roll! })) } };
  }
  if (kind === 'psychic-attack' && form.terrain) {
    if (!form.terrainName.trim()) return { ok: false, missing: 'Name the terrain piece' };
    if (!whole(form.terrainSquares)) return { ok: false, missing: 'Count the squares the terrain piece fills' };
  }
  if (!form.roll) return { ok: false, missing: 'Enter or roll the dice' };
  const roll = form.roll;
  switch (kind) {
    case 'shoot': {
      const support = Object.entries(form.support)
        .filter((entry): entry is [string, number] => whole(entry[1]))
        .map(([supporter, counted]) => ({ modelId: supporter, squares: counted }));
      return { ok: true, event: { type: 'shoot', modelId, targetId: form.targetId, line: form.line, support, roll } };
    }
    case 'lightning':
      return { ok: true, event: { type: 'lightning', modelId, targetId: form.targetId, line: form.line, roll } };
    case 'psychic-attack': {
      const target = form.terrain ? { kind: 'terrain' as const, name: form.terrainName.trim(), squares: form.terrainSquares! } : { kind: 'model' as const, modelId: form.targetId };
      return { ok: true, event: { type: 'psychic-attack', modelId, target, squares, roll } };
    }
    case 'melee':
      return { ok: true, event: { type: 'melee', modelId, targetId: form.targetId, contact: form.contact, roll } };
    case 'choke':
      return { ok: true, event: { type: 'choke', modelId, targetId: form.targetId, lineOfSight: form.lineOfSight, roll } };
    case 'manipulate':
      return { ok: true, event: { type: 'manipulate', modelId, targetId: form.targetId, squares, roll } };
  }
}

/** The powers that reach only so far: "within 10 squares" (seed 000 L98), Mystic Manipulation "within 12 squares" (L58). */
const POWER_REACH: Partial<Record<ActionKind, { name: string; squares: number }>> = {
  'psychic-attack': { name: 'a psychic attack', squares: REACH.psychic },
  manipulate: { name: 'Mystic Manipulation', squares: REACH.manipulation },
};

/** Why the target counted is too far for the power, in words, or null when it is in reach (or not yet counted). */
export function beyondReach(kind: ActionKind, form: ActionForm): string | null {
  const reach = POWER_REACH[kind];
  if (!reach || !whole(form.squares) || form.squares <= reach.squares) return null;
  return `Out of reach: ${reach.name} reaches ${reach.squares} squares, and this target is ${form.squares} squares away.`;
}

/** The odds of the action before its dice are rolled, or null until its target is known. */
export function actionOdds(state: Order66State, kind: ActionKind, modelId: string, form: ActionForm, choices: RulingChoices): RollOdds | null {
  let proposed: ProposedAttack;
  switch (kind) {
    case 'move':
    case 'jump':
    case 'sword-master':
      return null;
    case 'shoot':
      if (!form.targetId) return null;
      proposed = { kind, modelId, targetId: form.targetId, support: Object.values(form.support).filter(whole).length };
      break;
    case 'psychic-attack':
      if (form.terrain) proposed = { kind, modelId, targetId: null, squaresFilled: form.terrainSquares ?? 1 };
      else if (form.targetId) proposed = { kind, modelId, targetId: form.targetId };
      else return null;
      break;
    default:
      if (!form.targetId) return null;
      proposed = { kind, modelId, targetId: form.targetId };
  }
  return attackOdds(state, proposed, choices);
}

/** What the dice box is for, and whose roll: "Meg's psychic attack roll (Megan)". */
export function rollLabel(state: Order66State, kind: ActionKind, modelId: string): string {
  const what: Record<ActionKind, string> = {
    move: 'move',
    jump: 'jump',
    shoot: 'shot',
    lightning: 'lightning',
    'psychic-attack': 'psychic attack',
    melee: 'attack',
    'sword-master': 'attack',
    choke: 'choke',
    manipulate: 'manipulation',
  };
  return rollOf(state, modelId, what[kind]);
}

export const SWORD_REACH = REACH.swordMaster;
