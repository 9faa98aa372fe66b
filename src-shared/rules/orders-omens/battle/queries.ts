import { EXPERIENCE_PROFILES } from '../data/experience';
import { chosenOption } from '../../ruling';
import { STUBBORN_MONSTERS } from '../rulings/stubborn-monsters';
import type { RaceRuleId } from '../types';
import { peek, reject, type HandlerContext } from './draft';
import { MONSTER_BATTLE_RULES, type MonsterBattleRules } from './monster-rules';
import type { RosterBrigade, RosterGeneral, RosterRegiment, Side } from './roster';
import type { BattleState, BrigadeState, GeneralState } from './state';
import type { SpellId } from '../types';

/** What the queries read; both a frozen `BattleState` and a handler's `Draft` fit. */
export type Readable = Pick<BattleState, 'roster' | 'brigades' | 'regiments' | 'generals' | 'spells' | 'turn'>;

export function brigadeOf<S extends Readable>(d: S, id: string): { info: RosterBrigade; state: S['brigades'][string] } {
  const info = d.roster.brigades[id];
  const state = d.brigades[id] as S['brigades'][string] | undefined;
  if (!info || !state) reject(`unknown Brigade "${id}"`);
  return { info, state };
}

export function regimentOf<S extends Readable>(d: S, id: string): { info: RosterRegiment; state: S['regiments'][string] } {
  const info = d.roster.regiments[id];
  const state = d.regiments[id] as S['regiments'][string] | undefined;
  if (!info || !state) reject(`unknown regiment "${id}"`);
  return { info, state };
}

export function generalOf<S extends Readable>(d: S, id: string): { info: RosterGeneral; state: S['generals'][string] } {
  const info = d.roster.generals[id];
  const state = d.generals[id] as S['generals'][string] | undefined;
  if (!info || !state) reject(`unknown General "${id}"`);
  return { info, state };
}

export function isOnTable(state: BrigadeState): boolean {
  return state.deployed && state.status === 'in-play';
}

/** Broken: fleeing, fled, or scattered ("fleeing or have fled"). */
export function isBroken(state: BrigadeState): boolean {
  return state.fleeing || state.status === 'fled' || state.status === 'dispersed';
}

/**
 * A unit of the army as it stands: a Brigade split into Demi-Brigades stands as the two halves
 * ("each Demi-Brigade is treated as separate units"), and a combined half as its Brigade again.
 */
export function isStandingUnit(state: BrigadeState): boolean {
  return state.status !== 'split' && state.status !== 'combined';
}

export function requireOnTable<S extends Readable>(d: S, id: string, doing: string): { info: RosterBrigade; state: S['brigades'][string] } {
  const brigade = brigadeOf(d, id);
  if (!brigade.state.deployed) reject(`${brigade.info.name} cannot ${doing}: not deployed yet`);
  if (brigade.state.status === 'split') reject(`${brigade.info.name} cannot ${doing} while split into two Demi-Brigades; each Demi-Brigade acts on its own`);
  if (brigade.state.status === 'combined') reject(`${brigade.info.name} combined into its full Brigade and cannot ${doing}`);
  if (brigade.state.status !== 'in-play') reject(`${brigade.info.name} left the battle and cannot ${doing}`);
  return brigade;
}

export function monsterRules(d: Readable, info: RosterBrigade, ctx: HandlerContext): MonsterBattleRules | null {
  if (info.monster === null) return null;
  const rules = MONSTER_BATTLE_RULES[info.monster];
  if (info.monster === 'wyvern' && ctx.rulings.wyvernDragonfire === 'no-dragonfire') return { ...rules, breath: null };
  return rules;
}

export function hasRaceRule(d: Readable, side: Side, rule: RaceRuleId): boolean {
  return d.roster.sides[side].raceRules.includes(rule);
}

export function spellOn(d: Readable, spell: SpellId, brigadeId: string | null): boolean {
  return d.spells.some((s) => s.spell === spell && (brigadeId === null || s.targetBrigadeId === brigadeId));
}

function available(state: GeneralState): boolean {
  return state.status === 'active' || state.status === 'wounded';
}

/**
 * The General whose Control Value a test uses: the one the players name (the nearest), else the
 * Brigade's own Divisional General, else (morale only) the Marshal, else any General left.
 */
export function testingGeneral(d: Readable, brigade: RosterBrigade, named: string | undefined, allowMarshal: boolean): RosterGeneral | null {
  if (named !== undefined) {
    const general = generalOf(d, named);
    if (general.info.side !== brigade.side) reject(`${general.info.name} cannot command the enemy's ${brigade.name}`);
    if (!available(general.state)) reject(`${general.info.name} cannot command after being ${general.state.status}`);
    if (!allowMarshal && general.info.role === 'marshal') reject('Order Tests use the nearest Divisional General, not the Marshal');
    return general.info;
  }
  const own = Object.values(d.roster.generals).find((g) => g.divisionId === brigade.divisionId && g.role === 'divisional');
  if (own && available(peek(d.generals, own.id)!)) return own;
  const candidates = Object.values(d.roster.generals).filter(
    (g) => g.side === brigade.side && available(peek(d.generals, g.id)!) && (allowMarshal || g.role === 'divisional'),
  );
  const marshal = candidates.find((g) => g.role === 'marshal');
  return (allowMarshal ? marshal : undefined) ?? candidates[0] ?? null;
}

/** Brigade Control Value for morale: Treeman "Counts as Elite for Morale Tests". */
export function moraleControlValue(d: Readable, info: RosterBrigade, ctx: HandlerContext): number {
  return monsterRules(d, info, ctx)?.moraleAsElite ? EXPERIENCE_PROFILES.elite.controlValue : info.controlValue;
}

/**
 * Dwarf Stubborn: "Dwarf Brigades benefit from a -1 modifier to all Morale and Control Test
 * rolls". A monster fielded by the Dwarfs has it on both tests or neither (ruling oo.stubborn-monsters).
 */
export function isStubborn(d: Readable, info: RosterBrigade, ctx: Pick<HandlerContext, 'choices'>): boolean {
  if (!hasRaceRule(d, info.side, 'stubborn')) return false;
  return info.monster === null || chosenOption(STUBBORN_MONSTERS, ctx.choices) === 'whole-army';
}

/** Stubborn (Dwarf Brigades, 1) and Death-seekers (3), which replaces it. */
export function moraleBenefit(d: Readable, info: RosterBrigade, ctx: HandlerContext): number {
  const own = monsterRules(d, info, ctx)?.moraleBenefit ?? 0;
  if (own > 0) return own;
  return isStubborn(d, info, ctx) ? 1 : 0;
}

/** Which rule `moraleBenefit` comes from, for the log. */
export function moraleBenefitKind(d: Readable, info: RosterBrigade, ctx: HandlerContext): 'stubborn' | 'death-seekers' {
  return (monsterRules(d, info, ctx)?.moraleBenefit ?? 0) > 0 ? 'death-seekers' : 'stubborn';
}

export function regimentsInBrigade(d: Readable, brigadeId: string): RosterRegiment[] {
  const info = d.roster.brigades[brigadeId];
  return info ? info.regimentIds.map((id) => d.roster.regiments[id]!) : [];
}

/** Units counted at the break point, in table thirds and for breaking VP (ruling oo.attached-units-as-brigades). */
export function countsAsBrigade(info: RosterBrigade, ctx: HandlerContext): boolean {
  return info.kind === 'brigade' || ctx.rulings.attachedUnitsAsBrigades === 'count-as-brigades';
}

/** "50% or more of their Brigades fleeing or have fled". */
export function atBreakPoint(d: Readable, side: Side, ctx: HandlerContext): boolean {
  const units = Object.values(d.roster.brigades).filter((b) => b.side === side && countsAsBrigade(b, ctx) && isStandingUnit(peek(d.brigades, b.id)!));
  if (units.length === 0) return false;
  const broken = units.filter((b) => isBroken(peek(d.brigades, b.id)!)).length;
  return broken * 2 >= units.length;
}
