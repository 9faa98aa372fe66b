import {
  apply,
  describeOutcome,
  EventSchema,
  namesFor,
  setupIndex,
  type EventInput1999,
  type ModelRef,
  type Outcome1999,
  type State1999,
} from '../../../../src-shared/rules/1999';
import { actingCards, activationNumber, aliveModels, cardDef, eligibleUnits, modelScores, pointsOnBattlefield, unitCards, unitDef } from '../../../../src-shared/rules/1999/battle/queries';
import { contactOfSide, contactsOf, enemiesInContact, otherAttackersInContact } from '../../../../src-shared/rules/1999/battle/contacts';
import type { RerollableRoll, Roll } from '../../../../src-shared/rules/1999';
import type { RulingChoices } from '../../../../src-shared/rules/ruling';

/** What the battle panel reads from the engine's state: names, models, who may act. Never ids on screen. */

const ctxOf = (state: State1999) => ({ index: setupIndex(state.setup) });

export function namesOf(state: State1999) {
  return namesFor(state.setup, state.substituted);
}

export interface ModelView {
  readonly ref: ModelRef;
  readonly key: string;
  readonly label: string;
  /** "Bob’s Scrap Runner": how a target list names it, since two players may field the same card. */
  readonly ownedLabel: string;
  readonly unitId: string;
  readonly side: string;
  readonly woundsLeft: number;
  readonly casualty: boolean;
}

export const refKey = (ref: ModelRef) => `${ref.cardId}#${ref.model}`;
export const refFromKey = (key: string): ModelRef => {
  const at = key.lastIndexOf('#');
  return { cardId: key.slice(0, at), model: Number(key.slice(at + 1)) };
};

/** Every model of a Unit, casualties included, labelled as the narrator names them. */
export function unitModels(state: State1999, unitId: string): ModelView[] {
  const ctx = ctxOf(state);
  const names = namesOf(state);
  const side = unitDef(state, ctx, unitId).side;
  return unitCards(state, ctx, unitId).flatMap((card) =>
    state.cards[card.id]!.models.map((model, i) => {
      const ref = { cardId: card.id, model: i };
      return { ref, key: refKey(ref), label: names.model(ref), ownedLabel: `${names.player(side)}’s ${names.model(ref)}`, unitId, side, woundsLeft: model.woundsLeft, casualty: model.casualty };
    }),
  );
}

/** Models of other players still on the Battlefield: the targets an attack may choose. */
export function enemyModels(state: State1999, side: string): ModelView[] {
  return state.setup.sides
    .filter((s) => s.side !== side)
    .flatMap((s) => s.units.filter((u) => state.units[u.id]!.status === 'battlefield').flatMap((u) => unitModels(state, u.id)))
    .filter((m) => !m.casualty);
}

/** The models recorded in Base-to-base Contact with this one (seed 001 L231–L235; see contacts.ts). */
export function contactKeys(state: State1999, ref: ModelRef): string[] {
  return contactsOf(state, ctxOf(state), ref).map(refKey);
}

/** The enemies recorded in contact with this model: whom it must win a roll against before it moves (L433). */
export function enemyContactKeys(state: State1999, ref: ModelRef): string[] {
  return enemiesInContact(state, ctxOf(state), ref).map(refKey);
}

/** A model as a sentence about the acting side names it: "your Raider 2", or "Cy’s Gunner" for another player's. */
export function nameFor(state: State1999, ref: ModelRef, side: string): string {
  const names = namesOf(state);
  const owner = sideOfModel(state, ref);
  return owner === side ? `your ${names.model(ref)}` : `${names.player(owner)}’s ${names.model(ref)}`;
}

/** The target's other enemies recorded touching it, +1 each to the attacker (L537), as the engine counts them. */
export function alongsideOf(state: State1999, attacker: ModelRef, target: ModelRef): ModelRef[] {
  return otherAttackersInContact(state, ctxOf(state), attacker, target);
}

export interface BarredTarget {
  readonly model: ModelView;
  /** The shooter's side's model it touches, by name. */
  readonly touching: string;
}

/**
 * What a Shooting Action may aim at: enemy models not recorded in contact with any model of the
 * shooter's side, and the ones left out with the model of that side they touch (L465).
 */
export function shootingTargets(state: State1999, side: string): { offered: ModelView[]; barred: BarredTarget[] } {
  const names = namesOf(state);
  const offered: ModelView[] = [];
  const barred: BarredTarget[] = [];
  for (const model of enemyModels(state, side)) {
    const friend = contactOfSide(state, ctxOf(state), model.ref, side);
    if (friend) barred.push({ model, touching: names.model(friend) });
    else offered.push(model);
  }
  return { offered, barred };
}

/** The acting Unit's models that may still take a step this Action. */
export function actingModels(state: State1999): ModelView[] {
  const active = state.active;
  if (!active) return [];
  return unitModels(state, active.unitId).filter((m) => active.cardIds.includes(m.ref.cardId) && !m.casualty && !active.steps[m.key]?.ended);
}

export function cardOf(state: State1999, cardId: string) {
  return cardDef(state, ctxOf(state), cardId);
}

export function sideOfModel(state: State1999, ref: ModelRef): string {
  return unitDef(state, ctxOf(state), cardOf(state, ref.cardId).unitId).side;
}

export function scoresOf(state: State1999, ref: ModelRef) {
  return modelScores(state, ctxOf(state), ref);
}

export interface NominationChoice {
  readonly unitId: string;
  readonly name: string;
  readonly number: number | null;
  readonly reinforcement: boolean;
}

/** The Units the player whose turn it is must (or, for Reinforcement Units, may) nominate now (L353–L363, L383). */
export function nominationChoices(state: State1999): { must: NominationChoice[]; may: NominationChoice[] } {
  if (!state.nominator) return { must: [], may: [] };
  const ctx = ctxOf(state);
  const names = namesOf(state);
  const eligible = eligibleUnits(state, ctx, state.nominator, state.phase);
  const choice = (unitId: string, reinforcement: boolean): NominationChoice => ({ unitId, name: names.unit(unitId), number: activationNumber(state, ctx, unitId), reinforcement });
  return { must: eligible.must.map((id) => choice(id, false)), may: eligible.may.map((id) => choice(id, true)) };
}

export function activationOf(state: State1999, unitId: string): number | null {
  return activationNumber(state, ctxOf(state), unitId);
}

/**
 * Where a player's Army Points stand: on the Battlefield (what the score beside the battle counts),
 * Reinforcement Units waiting at the edge, and lost; the army's full cost beside them.
 */
export function armyPointsLine(state: State1999, side: string): string {
  const ctx = ctxOf(state);
  const onField = pointsOnBattlefield(state, ctx, side, false);
  const waiting = pointsOnBattlefield(state, ctx, side, true) - onField;
  const total = ctx.index.sides.get(side)!.points;
  const parts = [`${onField} on the Battlefield`];
  if (waiting > 0) parts.push(`${waiting} waiting as Reinforcements`);
  parts.push(`${state.sides[side]!.pointsLost} lost, of ${total} Army Points`);
  return parts.join(' · ');
}

export function livingModelCount(state: State1999, unitId: string): number {
  const ctx = ctxOf(state);
  return unitCards(state, ctx, unitId).reduce((n, c) => n + aliveModels(state.cards[c.id]!).length, 0);
}

/**
 * The cards that would act if the Unit were nominated now, when they are not all of its cards with
 * models left: "If parts of the Unit have their Rules Card face-up, you may nominate and perform
 * Actions with these models only" (seed 001 L365). Null when the whole Unit acts (or it is not on the table).
 */
export function partActing(state: State1999, unitId: string): string[] | null {
  const ctx = ctxOf(state);
  if (state.units[unitId]?.status !== 'battlefield') return null;
  const living = unitCards(state, ctx, unitId).filter((c) => aliveModels(state.cards[c.id]!).length > 0);
  const acting = actingCards(state, ctx, unitId);
  return acting.length > 0 && acting.length < living.length ? acting.map((c) => c.card.name) : null;
}

export type Judged = { readonly ok: true; readonly lines: readonly string[]; readonly outcomes: readonly Outcome1999[] } | { readonly ok: false; readonly reason: string };

/** What the engine would make of a step, judged without recording it: the preview before confirming, told as what recording it will do. */
export function judge(state: State1999, input: EventInput1999, rulings: RulingChoices): Judged {
  const parsed = EventSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: parsed.error.issues[0]?.message ?? 'The step is not complete' };
  const result = apply(state, parsed.data, rulings);
  if (!result.ok) return result;
  const names = namesFor(result.state.setup, result.state.substituted);
  return { ok: true, outcomes: result.outcomes, lines: result.outcomes.map((o) => describeOutcome(o, names, 'future')).filter((line) => line.trim() !== '') };
}

const PLACEHOLDER: Roll = { dice: { source: 'entered', sides: 6, faces: [6] } };

/**
 * How many MEN rolls against Confusion the engine wants with this step (L505–L509): the first
 * count it accepts. null when the step is refused for another reason, whatever the count.
 */
export function menRollsOwed(state: State1999, rulings: RulingChoices, build: (men: Roll[]) => EventInput1999, most = 10): number | null {
  for (let n = 0; n <= most; n++) {
    if (judge(state, build(Array.from({ length: n }, () => PLACEHOLDER)), rulings).ok) return n;
  }
  return null;
}

/** Card abilities of a Unit that grant a Re-roll of this kind of roll (L131–L133); only cards with models left. */
export function rerollsFor(state: State1999, unitId: string, kind: RerollableRoll): string[] {
  const ctx = ctxOf(state);
  return unitCards(state, ctx, unitId)
    .filter((c) => aliveModels(state.cards[c.id]!).length > 0)
    .flatMap((c) => c.card.abilities.flatMap((a) => (a.kind === 're-roll' && a.rolls.includes(kind) ? [a.name] : [])));
}

export function unitOfCard(state: State1999, cardId: string): string {
  return cardDef(state, ctxOf(state), cardId).unitId;
}
