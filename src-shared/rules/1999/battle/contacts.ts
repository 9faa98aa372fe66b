import type { SideKey } from '../../../systems/game-system';
import type { Ctx, Draft } from './draft';
import type { ModelRef } from './events';
import { cardDef, sideOfCard } from './queries';
import type { State1999 } from './state';

/**
 * Base-to-base Contact (seed 001 L231–L235) as the battle's steps record it. The app sees no table,
 * so a contact is known when a step says so: a Charge that ends in contact names the enemies it
 * touches (L513), a roll to leave contact names every enemy in contact (L431–L435). A model that
 * moves out of contact (L433) leaves all of its contacts. An Assault is refused on a model not
 * recorded in contact with the attacker (L519), since only a Charge brings models into contact.
 * A contact counts while both models are on the Battlefield and not Casualties. A model recorded in
 * contact that moves is moving out of it, so it must win the roll first (L433); an Assault's +1s
 * for the target's other enemies in contact are counted from the same record (L537).
 */

type Readable = Draft | State1999;

const keyOf = (ref: ModelRef) => `${ref.cardId}#${ref.model}`;
const refOf = (key: string): ModelRef => {
  const at = key.lastIndexOf('#');
  return { cardId: key.slice(0, at), model: Number(key.slice(at + 1)) };
};

export function addContact(d: Draft, a: ModelRef, b: ModelRef): void {
  const link = (from: string, to: string) => {
    const list = (d.contacts[from] ??= []);
    if (!list.includes(to)) list.push(to);
  };
  link(keyOf(a), keyOf(b));
  link(keyOf(b), keyOf(a));
}

/** The model has moved out of contact with every enemy it touched (L433). */
export function leaveContacts(d: Draft, ref: ModelRef): void {
  const key = keyOf(ref);
  for (const other of d.contacts[key] ?? []) {
    const back = d.contacts[other]?.filter((k) => k !== key) ?? [];
    if (back.length > 0) d.contacts[other] = back;
    else delete d.contacts[other];
  }
  delete d.contacts[key];
}

function present(state: Readable, ctx: Pick<Ctx, 'index'>, ref: ModelRef): boolean {
  const model = state.cards[ref.cardId]?.models[ref.model];
  if (!model || model.casualty) return false;
  return state.units[cardDef(state, ctx, ref.cardId).unitId]?.status === 'battlefield';
}

/** The models recorded in contact with this one, still on the Battlefield. */
export function contactsOf(state: Readable, ctx: Pick<Ctx, 'index'>, ref: ModelRef): ModelRef[] {
  if (!present(state, ctx, ref)) return [];
  return (state.contacts[keyOf(ref)] ?? []).map(refOf).filter((other) => present(state, ctx, other));
}

/** The first of this side's models recorded in contact with the model: why it may not be shot at (L465). */
export function contactOfSide(state: Readable, ctx: Pick<Ctx, 'index'>, ref: ModelRef, side: SideKey): ModelRef | null {
  return contactsOf(state, ctx, ref).find((other) => sideOfCard(state, ctx, other.cardId) === side) ?? null;
}

/** The enemy models recorded in contact with this one: whom it must roll against to move away (L433, L435). */
export function enemiesInContact(state: Readable, ctx: Pick<Ctx, 'index'>, ref: ModelRef): ModelRef[] {
  const side = sideOfCard(state, ctx, ref.cardId);
  return contactsOf(state, ctx, ref).filter((other) => sideOfCard(state, ctx, other.cardId) !== side);
}

/**
 * "The attacker adds 1 for each additional enemy model (of the target) in Base-to-base Contact with
 * the target model" (L537): the target's enemies recorded touching it, the attacker left out.
 */
export function otherAttackersInContact(state: Readable, ctx: Pick<Ctx, 'index'>, attacker: ModelRef, target: ModelRef): ModelRef[] {
  return enemiesInContact(state, ctx, target).filter((other) => other.cardId !== attacker.cardId || other.model !== attacker.model);
}
