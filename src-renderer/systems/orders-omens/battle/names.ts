import { possessive } from '../../../../src-shared/chronicle/sentences';
import type { BattleDetail } from '../../../../src-shared/contract/orders-omens/battles';
import type { Side } from '../../../../src-shared/rules/orders-omens/battle';
import type { VpSource } from '../../../../src-shared/rules/orders-omens/scoring/vp';

export const SIDE_KEYS: readonly Side[] = ['A', 'B'];

export function sideName(battle: BattleDetail, side: Side): string {
  return battle.state.roster.sides[side].name;
}

export function brigadeName(battle: BattleDetail, id: string): string {
  return battle.state.roster.brigades[id]?.name ?? id;
}

export function regimentName(battle: BattleDetail, id: string): string {
  return battle.state.roster.regiments[id]?.name ?? id;
}

export function generalName(battle: BattleDetail, id: string): string {
  return battle.state.roster.generals[id]?.name ?? id;
}

const sameWords = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * An army's name, told apart from the other army's when the players named both alike: by its
 * player ("Red — Sam"), else by its place in the setup ("Red — first army").
 */
export function distinctArmyName(battle: BattleDetail, side: Side): string {
  const name = sideName(battle, side);
  if (!sameWords(name, sideName(battle, otherSide(side)))) return name;
  return `${name.trim()} — ${distinctPlayer(battle, side) ?? `${ordinal(side)} army`}`;
}

const otherSide = (side: Side): Side => (side === 'A' ? 'B' : 'A');
const ordinal = (side: Side) => (side === 'A' ? 'first' : 'second');

/** The side's player, when named and not named like the other side's player. */
function distinctPlayer(battle: BattleDetail, side: Side): string | null {
  const player = battle.sides?.[side]?.playerName?.trim() ?? '';
  return player !== '' && !sameWords(player, battle.sides?.[otherSide(side)]?.playerName?.trim() ?? '') ? player : null;
}

/**
 * A Brigade's name, told apart from a Brigade of the other army with the same name by whose it
 * is ("Red’s The Guard"; by player or by place when the armies are named alike too), for lines
 * that name both sides' Brigades without grouping them: the log, a melee's title.
 */
export function distinctBrigadeName(battle: BattleDetail, id: string): string {
  const brigade = battle.state.roster.brigades[id];
  if (!brigade) return id;
  const twin = Object.values(battle.state.roster.brigades).some((other) => other.side !== brigade.side && sameWords(other.name, brigade.name));
  return twin ? `${possessive(owner(battle, brigade.side))} ${brigade.name}` : brigade.name;
}

/** Whose a unit is, for a name both armies use: the army, else its player, else its place. */
function owner(battle: BattleDetail, side: Side): string {
  const army = sideName(battle, side);
  return !sameWords(army, sideName(battle, otherSide(side))) ? army.trim() : (distinctPlayer(battle, side) ?? `the ${ordinal(side)} army`);
}

/**
 * A General's name, told apart from the other army's General of the same name ("Red’s Marshal":
 * unnamed Generals read "Marshal" and "General of the 1st Division" in both armies), for the log.
 */
export function distinctGeneralName(battle: BattleDetail, id: string): string {
  const general = battle.state.roster.generals[id];
  if (!general) return id;
  const twin = Object.values(battle.state.roster.generals).some((other) => other.side !== general.side && sameWords(other.name, general.name));
  return twin ? `${possessive(owner(battle, general.side))} ${general.name}` : general.name;
}

/** An army's name, and seen from `from`'s side whose it is, in the rulebook's words: "Red (enemy)", "Blue (friendly)". */
export function armyLabel(battle: BattleDetail, side: Side, from?: Side): string {
  const name = distinctArmyName(battle, side);
  return from === undefined ? name : `${name} (${side === from ? 'friendly' : 'enemy'})`;
}

/**
 * Whose each one is: `items` (Brigades, dummy markers) grouped by army in setup order, each group
 * named by its army, so two armies' Brigades of the same name are never confused. Empty armies are left out.
 */
export function byArmy<T extends { readonly side: Side }>(battle: BattleDetail, items: readonly T[], from?: Side): { side: Side; label: string; items: T[] }[] {
  return SIDE_KEYS.map((side) => ({ side, label: armyLabel(battle, side, from), items: items.filter((item) => item.side === side) })).filter((group) => group.items.length > 0);
}

/** Brigades of a side that stand on the table, not fled or dispersed. */
export function brigadesOnTable(battle: BattleDetail, side?: Side) {
  return Object.values(battle.state.roster.brigades).filter((b) => (side === undefined || b.side === side) && battle.state.brigades[b.id]!.deployed && battle.state.brigades[b.id]!.status === 'in-play');
}

/** The enemies of `side` a Brigade may shoot, charge or breathe on: on the table and not locked in melee. */
export function freeEnemyBrigades(battle: BattleDetail, side: Side) {
  return brigadesOnTable(battle).filter((b) => b.side !== side && battle.state.brigades[b.id]!.engagementId === null);
}

export { STAGE_LABELS } from '../../../../src-shared/rules/orders-omens/walkthrough/stage-words';

export const VP_SOURCE_LABELS: Readonly<Record<VpSource, string>> = {
  'objective-captured': 'Objectives captured',
  'objective-defended': 'Objectives defended',
  'table-third': 'Table thirds',
  'enemy-brigade-broken': 'Enemy Brigades broken',
  'enemy-break-point': 'Enemy break point',
  'general-captured': 'Generals captured',
  'general-slain': 'Generals slain',
  'marshal-taken': 'Marshal killed or captured',
  'baggage-captured': 'Baggage captured',
  correction: 'Corrections',
};

/** The terrain pieces placed before the battle, by name, in the order they were placed. */
export function placedTerrain(battle: BattleDetail): string[] {
  const names = battle.steps.flatMap(({ step }) => (step.type === 'terrain-placed' && step.name.trim() !== '' ? [step.name.trim()] : []));
  return [...new Set(names)];
}
