import type { SideKey } from '../../../systems/game-system';
import { hasAbility, type Attributes } from '../cards/card-schema';
import type { BattleCard, BattleUnit } from '../setup/setup-types';
import { BROKEN_CHAIN_ACTIVATION, SPASMS_ACTIVATION, TREMBLING_BAL } from '../mechanics/instability';
import { refuse, type Ctx, type Draft } from './draft';
import type { ModelRef } from './events';
import type { CardState, ModelState, State1999, UnitState } from './state';
import { REINFORCEMENT_LIMITS } from '../army/army-limits';

type Readable = Draft | State1999;

/** The Unit as it stands: its setup, or its substitute cards when it was changed before entering. */
export function unitDef(state: Readable, ctx: Pick<Ctx, 'index'>, unitId: string): BattleUnit {
  const unit = state.substituted[unitId] ?? ctx.index.units.get(unitId);
  if (!unit) refuse('This battle has no such Unit');
  return unit;
}

export function cardDef(state: Readable, ctx: Pick<Ctx, 'index'>, cardId: string): BattleCard {
  const base = ctx.index.cards.get(cardId);
  if (base && !state.substituted[base.unitId]) return base;
  for (const unit of Object.values(state.substituted)) {
    const card = unit.cards.find((c) => c.id === cardId);
    if (card) return card;
  }
  refuse('This battle has no such Rules Card');
}

export function unitState(state: Draft, unitId: string): Draft['units'][string];
export function unitState(state: State1999, unitId: string): UnitState;
export function unitState(state: Readable, unitId: string) {
  const unit = state.units[unitId];
  if (!unit) refuse('This battle has no such Unit');
  return unit;
}

export function cardState(state: Draft, cardId: string): Draft['cards'][string];
export function cardState(state: State1999, cardId: string): CardState;
export function cardState(state: Readable, cardId: string) {
  const card = state.cards[cardId];
  if (!card) refuse('This battle has no such Rules Card');
  return card;
}

export function modelState(state: Draft, ref: ModelRef): Draft['cards'][string]['models'][number];
export function modelState(state: State1999, ref: ModelRef): ModelState;
export function modelState(state: Readable, ref: ModelRef) {
  const model = cardState(state as State1999, ref.cardId).models[ref.model];
  if (!model) refuse(`that card has no model ${ref.model + 1}`);
  return model;
}

export function aliveModels(card: Pick<CardState, 'models'>): number[] {
  return card.models.flatMap((m, i) => (m.casualty ? [] : [i]));
}

export function unitCards(state: Readable, ctx: Pick<Ctx, 'index'>, unitId: string): readonly BattleCard[] {
  return unitDef(state, ctx, unitId).cards;
}

export function unitAliveModels(state: Readable, ctx: Pick<Ctx, 'index'>, unitId: string): number {
  return unitCards(state, ctx, unitId).reduce((n, c) => n + aliveModels(state.cards[c.id]!).length, 0);
}

/** A model's scores now: DNA applied at setup, Frenzy doubling CC offensive (L643), Trembling −3 BAL (L647). */
export function modelScores(state: Readable, ctx: Pick<Ctx, 'index'>, ref: ModelRef): Attributes {
  const card = cardDef(state, ctx, ref.cardId);
  const model = modelState(state as State1999, ref);
  return {
    ...card.attributes,
    ccOffensive: model.frenzy ? card.attributes.ccOffensive * 2 : card.attributes.ccOffensive,
    bal: model.trembling ? card.attributes.bal + TREMBLING_BAL : card.attributes.bal,
  };
}

/** The next Activation number a card has an Action for this Turn; null when it has none left (L59). */
export function nextNumber(card: BattleCard, state: Pick<CardState, 'actionsUsed'>): number | null {
  return card.card.activation[state.actionsUsed] ?? null;
}

/** Face-up cards with models left: the ones that act when the Unit is nominated (L365). */
export function actingCards(state: Readable, ctx: Pick<Ctx, 'index'>, unitId: string): BattleCard[] {
  return unitCards(state, ctx, unitId).filter((c) => {
    const s = state.cards[c.id]!;
    return s.faceUp && aliveModels(s).length > 0 && nextNumber(c, s) !== null;
  });
}

/**
 * The Activation Phase the Unit may be nominated in: the lowest number available to its face-up
 * cards (L169, L359), +1 per degree of Confusion (L369), +3 with a broken Chain of Command (L373),
 * +3 after Uncontrolled spasms (L655). null when it has nothing left to do this Turn.
 */
export function activationNumber(state: Readable, ctx: Pick<Ctx, 'index'>, unitId: string): number | null {
  const unit = state.units[unitId]!;
  if (unit.status === 'reserve') return Math.min(...unitCards(state, ctx, unitId).map((c) => c.card.activation[0]!));
  if (unit.status !== 'battlefield') return null;
  const numbers = actingCards(state, ctx, unitId).map((c) => nextNumber(c, state.cards[c.id]!)!);
  if (numbers.length === 0) return null;
  return Math.min(...numbers) + unit.confusion + (unit.chainBroken ? BROKEN_CHAIN_ACTIVATION : 0) + (unit.spasmsThisTurn ? SPASMS_ACTIVATION : 0);
}

export function sideUnits(ctx: Pick<Ctx, 'index'>, side: SideKey): readonly string[] {
  return ctx.index.sides.get(side)?.units.map((u) => u.id) ?? [];
}

/** Sides still playing: not surrendered, with models on the Battlefield or waiting in reserve. */
export function sidesInPlay(state: Readable, ctx: Pick<Ctx, 'index'>): SideKey[] {
  return ctx.index.seats.filter((side) => !state.sides[side]!.surrendered && sideUnits(ctx, side).some((id) => ['battlefield', 'reserve', 'to-deploy'].includes(state.units[id]!.status)));
}

export interface Eligible {
  /** Face-up Units at or past their number: one must be nominated (L361). */
  readonly must: readonly string[];
  /** Reinforcement Units that may enter now (L383). */
  readonly may: readonly string[];
}

export function eligibleUnits(state: Readable, ctx: Pick<Ctx, 'index'>, side: SideKey, phase: number): Eligible {
  const must: string[] = [];
  const may: string[] = [];
  for (const id of sideUnits(ctx, side)) {
    const unit = state.units[id]!;
    if (unit.status === 'reserve') {
      if (state.turn >= REINFORCEMENT_LIMITS.firstTurn && !unit.heldBack && activationNumber(state, ctx, id)! <= phase) may.push(id);
      continue;
    }
    const number = activationNumber(state, ctx, id);
    if (number !== null && number <= phase) must.push(id);
  }
  return { must, may };
}

/** Leader Type models counted for the Order of play, per `1999.leaders-counted` (L327). */
export function leaderCount(state: Readable, ctx: Pick<Ctx, 'index' | 'rulings'>, side: SideKey): number {
  let count = 0;
  for (const id of sideUnits(ctx, side)) {
    const unit = state.units[id]!;
    for (const card of unitCards(state, ctx, id)) {
      if (card.type !== 'leader') continue;
      const alive = aliveModels(state.cards[card.id]!).length;
      switch (ctx.rulings.leadersCounted) {
        case 'as-built':
          count += card.models;
          break;
        case 'not-casualties':
          if (unit.status !== 'withdrawn') count += alive;
          break;
        case 'on-battlefield':
          if (unit.status === 'battlefield' || unit.status === 'to-deploy') count += alive;
          break;
      }
    }
  }
  return count;
}

/** Army Points of models still on the Battlefield (and waiting Reinforcements, per `1999.reserves-at-end`). */
export function pointsOnBattlefield(state: Readable, ctx: Pick<Ctx, 'index'>, side: SideKey, countReserves: boolean): number {
  let points = 0;
  for (const id of sideUnits(ctx, side)) {
    const unit = state.units[id]!;
    if (unit.status !== 'battlefield' && !(countReserves && unit.status === 'reserve')) continue;
    for (const card of unitCards(state, ctx, id)) points += aliveModels(state.cards[card.id]!).length * card.card.armyPoints;
  }
  return points;
}

/** Does the Unit have a card ability (Unhuman) under `1999.mixed-unit-abilities`? Only cards with models left count. */
export function unitHas(state: Readable, ctx: Pick<Ctx, 'index' | 'rulings'>, unitId: string, kind: 'unhuman'): boolean {
  const cards = unitCards(state, ctx, unitId).filter((c) => aliveModels(state.cards[c.id]!).length > 0);
  if (cards.length === 0) return false;
  return ctx.rulings.mixedUnitAbilities === 'any-card' ? cards.some((c) => hasAbility(c.card, kind)) : cards.every((c) => hasAbility(c.card, kind));
}

/** The highest MEN currently available to any model in the Unit (L507). */
export function highestMen(state: Readable, ctx: Pick<Ctx, 'index'>, unitId: string): number {
  const men = unitCards(state, ctx, unitId)
    .filter((c) => aliveModels(state.cards[c.id]!).length > 0)
    .map((c) => c.attributes.men);
  return men.length > 0 ? Math.max(...men) : 0;
}

export function sideOfCard(state: Readable, ctx: Pick<Ctx, 'index'>, cardId: string): SideKey {
  return unitDef(state, ctx, cardDef(state, ctx, cardId).unitId).side;
}

export function playerName(ctx: Pick<Ctx, 'index'>, side: SideKey): string {
  return ctx.index.sides.get(side)?.playerName ?? 'a player not in this battle';
}

/** A model's added CC offensive and defensive scores, as the roll to move out of contact uses them (L433). */
export function closeCombatTotal(state: Readable, ctx: Pick<Ctx, 'index'>, ref: ModelRef): number {
  const scores = modelScores(state, ctx, ref);
  return scores.ccOffensive + scores.ccDefensive;
}

/**
 * The enemy a model rolls against to move out of contact: "the model with the highest added CC
 * offensive and defensive score", and how many others are in contact, −1 each (L435). On equal
 * scores the first listed is named; the roll is the same either way.
 */
export function strongestInContact(state: Readable, ctx: Pick<Ctx, 'index'>, enemies: readonly ModelRef[]): { readonly enemy: ModelRef; readonly total: number; readonly others: number } {
  let best: { enemy: ModelRef; total: number } | null = null;
  for (const enemy of enemies) {
    const total = closeCombatTotal(state, ctx, enemy);
    if (!best || total > best.total) best = { enemy, total };
  }
  if (!best) refuse('name the enemy models in Base-to-base Contact');
  return { ...best, others: enemies.length - 1 };
}
