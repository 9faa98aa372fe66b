import type { SideKey } from '../../../systems/game-system';
import type { Skill } from '../data/attributes';
import { WOUND_PENALTY } from '../data/damage';
import type { MoraleStatus } from '../data/morale';
import { moraleStatus } from '../mechanics/morale';
import { movementRates, walkRate } from '../squads/movement-rates';
import { allSquads, squadOf, type FieldedSoldier, type FieldedSquad, type Od6Setup } from './setup';
import { EventRefused } from './draft';
import type { Od6State, SoldierState, SquadState } from './state';

/** Read-only questions about a battle state, shared by the engine, the odds and the screens. */

/** The squad as fielded; an unknown key is refused like any other bad step. */
export function fielded(setup: Od6Setup, key: string): FieldedSquad {
  const squad = squadOf(setup, key);
  if (!squad) throw new EventRefused('there is no such squad in this battle');
  return squad;
}

export function fieldedSoldier(squad: FieldedSquad, id: string): FieldedSoldier | undefined {
  return squad.soldiers.find((soldier) => soldier.id === id);
}

export function statusOf(squad: Pick<SquadState, 'morale'>): MoraleStatus {
  return moraleStatus(squad.morale);
}

export function isActive(soldier: Pick<SoldierState, 'condition'>): boolean {
  return soldier.condition !== 'incapacitated';
}

export function activeSoldiers(squad: Pick<SquadState, 'soldiers'>): readonly SoldierState[] {
  return squad.soldiers.filter(isActive);
}

/** On the table and able to act: not broken, dispersed or destroyed. */
export function isFighting(squad: Pick<SquadState, 'presence'>): boolean {
  return squad.presence === 'fighting';
}

/** Still on the table (fighting or fleeing). */
export function isOnTable(squad: Pick<SquadState, 'presence'>): boolean {
  return squad.presence === 'fighting' || squad.presence === 'routing' || squad.presence === 'at-rally-point';
}

function woundPenalty(soldier: Pick<SoldierState, 'condition'>): number {
  return soldier.condition === 'wounded' ? WOUND_PENALTY : 0;
}

/**
 * A soldier's skill code now: -1 while wounded (L254, L282); 0 for a fleeing squad except the
 * sergeant's command (L438).
 */
export function skillNow(soldier: FieldedSoldier, state: Pick<SoldierState, 'condition'>, skill: Skill, squad: Pick<SquadState, 'presence'>): number {
  return codeNow(soldier, state, skill, soldier.skills[skill], squad);
}

function codeNow(soldier: FieldedSoldier, state: Pick<SoldierState, 'condition'>, skill: Skill, code: number, squad: Pick<SquadState, 'presence'>): number {
  const fleeing = squad.presence === 'routing' || squad.presence === 'at-rally-point';
  if (fleeing && !(skill === 'command' && soldier.role === 'sergeant')) return 0;
  return code + woundPenalty(state);
}

/** What a weapon roll adds, and why: the skill, or his specialisation in that weapon (seed 004 L650). */
export interface SkillRolled {
  readonly skill: Skill;
  /** The code the roll adds now, wounds and flight counted. */
  readonly level: number;
  /** The weapon of the specialisation rolled instead of the skill; null when the skill itself is rolled. */
  readonly specialisation: string | null;
  /** The skill's own code now, shown beside a specialisation. */
  readonly skillLevel: number;
}

/**
 * The code a roll with `weaponId` adds. A specialisation is "treated just like regular skills"
 * (L650): its own code, attribute plus its training, rolled for its weapon in place of the skill
 * when it is the higher of the two. It never adds to the skill.
 */
export function skillRolled(soldier: FieldedSoldier, state: Pick<SoldierState, 'condition'>, skill: Skill, squad: Pick<SquadState, 'presence'>, weaponId: string | null): SkillRolled {
  const skillLevel = skillNow(soldier, state, skill, squad);
  const specialisation = weaponId === null ? undefined : soldier.specialisations?.find((candidate) => candidate.skill === skill && candidate.weaponId === weaponId);
  if (!specialisation || specialisation.level <= soldier.skills[skill]) return { skill, level: skillLevel, specialisation: null, skillLevel };
  return { skill, level: codeNow(soldier, state, skill, specialisation.level, squad), specialisation: specialisation.weapon, skillLevel };
}

/** Whose command a squad's tests add: its sergeant's, wounded or not, or the squad's own once he is down (L442). */
export type CommandHolder = 'sergeant' | 'wounded-sergeant' | 'squad';

export function commandHolder(squad: FieldedSquad, state: Pick<SquadState, 'soldiers'>): CommandHolder {
  const sergeant = state.soldiers.find((soldier) => soldier.id === 'sergeant');
  if (!sergeant || !fieldedSoldier(squad, 'sergeant') || !isActive(sergeant)) return 'squad';
  return sergeant.condition === 'wounded' ? 'wounded-sergeant' : 'sergeant';
}

/** The command skill a morale test adds: the sergeant's, or the squad's if he is incapacitated (L442). */
export function commandForTests(squad: FieldedSquad, state: SquadState): number {
  const sergeant = state.soldiers.find((soldier) => soldier.id === 'sergeant');
  const fieldedSergeant = fieldedSoldier(squad, 'sergeant');
  if (sergeant && fieldedSergeant && isActive(sergeant)) return skillNow(fieldedSergeant, sergeant, 'command', { presence: 'fighting' });
  return squad.command;
}

/**
 * The target squad counts as prone (+1 to hit, L216, L232) when half or more of its soldiers on
 * the table lie prone: the majority's condition counts, and an even split takes the better (L227).
 */
export function targetsProne(squad: Pick<SquadState, 'soldiers'>): boolean {
  const standing = activeSoldiers(squad);
  return standing.length > 0 && standing.filter((soldier) => soldier.prone).length * 2 >= standing.length;
}

/**
 * Wounded this turn, so laid on his side where the shot caught him: he can stand up only "in
 * subsequent Movement Phases" (L282). In the Movement Phase, the only wounds of the turn so far are
 * opportunity and defensive fire's, dealt in this very phase (L333–L334, L357–L358).
 */
export function woundedThisTurn(squad: Pick<SquadState, 'soldiers' | 'turn'>, id: string): boolean {
  const soldier = squad.soldiers.find((candidate) => candidate.id === id);
  if (soldier?.condition !== 'wounded') return false;
  return id === 'sergeant' ? squad.turn.sergeantHit : squad.turn.casualtyIds.includes(id);
}

const STILL: readonly SquadState['turn']['moved'][] = ['not-yet', 'stayed', 'held', 'opportunity-fired'];

/**
 * The squad has stood still this turn, as "Squad is Behind Cover" asks ("A stationary squad within
 * 1\" of cover", L470): it stayed, held after an opportunity fire test, fired opportunity fire or has
 * not moved yet. Turning counts as walking (L136); charging and disengaging are moves, and so is
 * being forced back, which "retreats 4" directly away" (L401), or withdrawing 4" on a morale result (L492).
 */
export function stoodStill(squad: Pick<SquadState, 'turn'>): boolean {
  return STILL.includes(squad.turn.moved) && squad.turn.closeAssault !== 'lost' && !squad.turn.withdrew;
}

/**
 * The squad may not fire again this turn: it carries a No Fire marker (it ran, disengaged or used
 * opportunity fire: L126, L156), charged, used its defensive fire, or broke or withdrew from a charge
 * (L348, L360).
 */
export function barredFromFiring(squad: Pick<SquadState, 'turn'>): boolean {
  return squad.turn.marker === 'no-fire' || squad.turn.moved === 'charged' || squad.turn.defensiveFired || squad.turn.mayNotFire;
}

/** What a soldier adds to his Strength roll: Physique and armour, -1 while wounded (L265–L267, L282). */
export function strengthRollModifier(soldier: FieldedSoldier, state: Pick<SoldierState, 'condition'>): number {
  return soldier.strength + soldier.armour + woundPenalty(state);
}

/** His Damage Strength in close combat: Strength plus his melee weapon's damage, or Strength alone bare-handed (L395). */
export function closeCombatDamage(soldier: FieldedSoldier, state: Pick<SoldierState, 'condition'>): number {
  return soldier.strength + woundPenalty(state) + (soldier.melee?.damageBonus ?? 0);
}

/** Melee combat with a melee weapon; fighting bare-handed or with claws and teeth (L367). */
export function closeCombatSkill(soldier: FieldedSoldier): Skill {
  return soldier.melee && soldier.melee.class !== 'natural' ? 'melee-combat' : 'fighting';
}

/** Wounded or incapacitated soldiers are half the squad or more (L512, L531). */
export function halfOrMoreCasualties(squad: Pick<SquadState, 'soldiers'>): boolean {
  const hurt = squad.soldiers.filter((soldier) => soldier.condition !== 'fit').length;
  return hurt * 2 >= squad.soldiers.length;
}

/** Walk and Run rates of the squad's unwounded soldiers (L128–L129). */
export function squadRates(squad: FieldedSquad): { readonly walk: number; readonly run: number } {
  return movementRates(squad.move, squad.agility);
}

/** A wounded soldier's Walk Rate: his Agility is 1 lower (L127, L282), and he cannot run at all. */
export function woundedWalkRate(squad: FieldedSquad): number {
  return walkRate(squad.move, squad.agility + WOUND_PENALTY);
}

/** "The players each roll a die and add the highest command skill on their side" (L49). */
export function initiativeModifier(state: Od6State, side: SideKey): number {
  let best = 0;
  for (const squad of allSquads(state.setup)) {
    const squadState = state.squads[squad.key];
    if (squad.side !== side || !squadState || !isFighting(squadState)) continue;
    for (const soldier of squadState.soldiers) {
      const fieldedOne = fieldedSoldier(squad, soldier.id);
      if (fieldedOne && isActive(soldier)) best = Math.max(best, skillNow(fieldedOne, soldier, 'command', squadState));
    }
  }
  return best;
}

export function sideOf(state: Od6State, key: string): SideKey {
  return fielded(state.setup, key).side;
}

/** The player at a side, by name ("Player 2" when none was given), never the side's letter. */
export function playerAt(setup: Od6Setup, side: SideKey): string {
  const index = setup.sides.findIndex((candidate) => candidate.side === side);
  return setup.sides[index]?.playerName || `Player ${index + 1}`;
}

export function sideKeys(setup: Od6Setup): readonly SideKey[] {
  return setup.sides.map((side) => side.side);
}

export function otherSide(setup: Od6Setup, side: SideKey): SideKey {
  return sideKeys(setup).find((candidate) => candidate !== side) ?? side;
}

/** Soldiers still standing in a squad (its number for outnumbering checks). */
export function standingSoldiers(squad: Pick<SquadState, 'soldiers'>): number {
  return activeSoldiers(squad).length;
}

/**
 * Command distance in inches (L99–L100): every soldier stays within the squad's command skill of
 * another; the sergeant within his own command skill of one of them.
 */
export function commandDistances(squad: FieldedSquad, state: SquadState): { readonly squad: number; readonly sergeant: number | null } {
  const sergeant = state.soldiers.find((soldier) => soldier.id === 'sergeant');
  const fieldedSergeant = fieldedSoldier(squad, 'sergeant');
  return { squad: squad.command, sergeant: sergeant && fieldedSergeant && isActive(sergeant) ? skillNow(fieldedSergeant, sergeant, 'command', state) : null };
}
