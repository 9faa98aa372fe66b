import type { RulingChoices } from '../../ruling';
import { COMMAND_TEST_DIFFICULTY, type MoraleResult, type RallyResult } from '../data/morale';
import type { Cover, FireMode, RangeBand } from '../data/ranged';
import { closeCombatModifier, type CloseCombatFactor } from '../mechanics/close-combat';
import { shotDifficulty, type ShotFactor } from '../mechanics/ranged';
import { moraleThreatLevel, opportunityFireThreatLevel, rallyThreatLevel, type ThreatLevel } from '../mechanics/threat';
import { damageOdds, initiativeOdds, moraleTestOdds, opportunityFireOdds, opposedOdds, rallyTestOdds, skillTestOdds, type Odds } from '../odds/odds';
import type { DamageResult } from '../data/damage';
import { opend6Rulings } from '../rulings-in-play';
import { closeCombatDamage, closeCombatSkill, commandForTests, commandHolder, fielded, fieldedSoldier, initiativeModifier, sideKeys, skillRolled, strengthRollModifier, type CommandHolder, type SkillRolled } from './queries';
import { casualtyTestSituation, chargeTestNeeded, chargeTestSituation, fighterSituation, opportunitySituation, rallySituation, receiveTestNeeded, receiveTestSituation, shotSituation, siegeShotSituation } from './situations';
import { deviationDiceCount, deviationInches } from '../mechanics/siege';
import type { Od6State, SquadState } from './state';

/**
 * The exact odds of the next roll, read from the battle state and what the players report, with
 * the same situations the engine judges by (see `situations.ts`). For the battle screen.
 */

export interface TestPreview<K extends string> {
  /** False when the rules waive the test (the odds are then of nothing). */
  readonly needed: boolean;
  readonly command: number;
  /** Whose command that is: the sergeant's, or the squad's once he is down (L442). */
  readonly commandOf: CommandHolder;
  readonly threat: ThreatLevel;
  readonly odds: Odds<K>;
}

function squadAt(state: Od6State, key: string): SquadState {
  const squad = state.squads[key];
  if (!squad) throw new Error(`no squad ${key} in this battle`);
  return squad;
}

function command(state: Od6State, key: string): number {
  return commandForTests(fielded(state.setup, key), squadAt(state, key));
}

function commandOf(state: Od6State, key: string): CommandHolder {
  return commandHolder(fielded(state.setup, key), squadAt(state, key));
}

export function initiativePreview(state: Od6State): { readonly modifiers: Readonly<Record<string, number>>; readonly odds: Odds<'a' | 'b'> } {
  const [a, b] = sideKeys(state.setup) as [string, string];
  const modifiers = { [a]: initiativeModifier(state, a), [b]: initiativeModifier(state, b) };
  return { modifiers, odds: initiativeOdds(modifiers[a]!, modifiers[b]!) };
}

export function chargeTestPreview(state: Od6State, attacker: string, target: string, flags: { readonly flankOrRear?: boolean; readonly targetBehindBarrier?: boolean; readonly behindCover?: boolean }, choices: RulingChoices = {}): TestPreview<MoraleResult> {
  const squad = squadAt(state, attacker);
  const threat = moraleThreatLevel('charge', chargeTestSituation(squad, flags));
  const level = command(state, attacker);
  return { needed: chargeTestNeeded(squad, squadAt(state, target), fielded(state.setup, target).siege !== null), command: level, commandOf: commandOf(state, attacker), threat, odds: moraleTestOdds(level, threat.level, opend6Rulings(choices)) };
}

/** The charged squad's test for the charge under way. */
export function receiveTestPreview(state: Od6State, behindCover: boolean, choices: RulingChoices = {}): TestPreview<MoraleResult> | null {
  const charge = state.charge;
  if (!charge) return null;
  const defender = squadAt(state, charge.defender);
  const attacker = squadAt(state, charge.attacker);
  const threat = moraleThreatLevel('receive-charge', receiveTestSituation(defender, attacker, charge, behindCover));
  const level = command(state, charge.defender);
  return { needed: receiveTestNeeded(defender, attacker, charge), command: level, commandOf: commandOf(state, charge.defender), threat, odds: moraleTestOdds(level, threat.level, opend6Rulings(choices)) };
}

export function casualtyTestPreview(state: Od6State, key: string, behindCover: boolean, choices: RulingChoices = {}): TestPreview<MoraleResult> {
  const threat = moraleThreatLevel('casualty', casualtyTestSituation(squadAt(state, key), behindCover));
  const level = command(state, key);
  return { needed: true, command: level, commandOf: commandOf(state, key), threat, odds: moraleTestOdds(level, threat.level, opend6Rulings(choices)) };
}

export function rallyTestPreview(state: Od6State, key: string, behindCover: boolean): TestPreview<RallyResult> {
  const threat = rallyThreatLevel(rallySituation(squadAt(state, key), behindCover));
  const level = command(state, key);
  return { needed: true, command: level, commandOf: commandOf(state, key), threat, odds: rallyTestOdds(level, threat.level) };
}

export function opportunityTestPreview(state: Od6State, key: string, behindCover: boolean, choices: RulingChoices = {}): TestPreview<'can-fire' | 'cannot-fire'> {
  const threat = opportunityFireThreatLevel(opportunitySituation(squadAt(state, key), behindCover));
  const level = command(state, key);
  return { needed: true, command: level, commandOf: commandOf(state, key), threat, odds: opportunityFireOdds(level, threat.level, opend6Rulings(choices)) };
}

/** A difficulty 6 command test: disengaging, or holding back after a won fight (L403, L410). */
export function commandTestPreview(state: Od6State, key: string): { readonly command: number; readonly commandOf: CommandHolder; readonly difficulty: number; readonly odds: Odds<'success' | 'failure'> } {
  const level = command(state, key);
  return { command: level, commandOf: commandOf(state, key), difficulty: COMMAND_TEST_DIFFICULTY.disengage, odds: skillTestOdds(level, COMMAND_TEST_DIFFICULTY.disengage) };
}

export interface ShotPreview {
  readonly skill: number;
  /** The skill or specialisation that number is, for the breakdown (L650). */
  readonly rolled: SkillRolled;
  readonly difficulty: number;
  readonly factors: readonly ShotFactor[];
  readonly odds: Odds<'success' | 'failure'>;
}

/** One soldier's shot with one weapon (L201–L254). */
export function shotPreview(state: Od6State, shot: { readonly squad: string; readonly soldier: string; readonly weaponId: string; readonly range: RangeBand; readonly mode: FireMode; readonly cover: Cover; readonly targetProne: boolean; readonly following?: number }): ShotPreview | null {
  const squad = squadAt(state, shot.squad);
  const soldier = fieldedSoldier(fielded(state.setup, shot.squad), shot.soldier);
  const soldierState = squad.soldiers.find((candidate) => candidate.id === shot.soldier);
  const weapon = soldier?.ranged.find((candidate) => candidate.id === shot.weaponId);
  if (!soldier || !soldierState || !weapon) return null;
  const rolled = skillRolled(soldier, soldierState, weapon.skill, squad, weapon.id);
  const { difficulty, factors } = shotDifficulty(shotSituation(squad, soldierState, { ...shot, following: shot.following ?? 0 }));
  return { skill: rolled.level, rolled, difficulty, factors, odds: skillTestOdds(rolled.level, difficulty) };
}

/** Each hit waiting for its damage roll: Damage Strength, the target's Strength and the Damage Table's odds (L264–L274). */
export function damagePreview(state: Od6State, choices: RulingChoices = {}): readonly { readonly damageStrength: number; readonly strength: number; readonly odds: Odds<DamageResult> }[] {
  const rulings = opend6Rulings(choices);
  return (state.damage?.hits ?? []).map((hit) => {
    const target = hit.target;
    const strength =
      'battery' in target
        ? (fielded(state.setup, target.squad).siege?.bodyStrength ?? 0)
        : strengthRollModifier(fieldedSoldier(fielded(state.setup, target.squad), target.soldier)!, squadAt(state, target.squad).soldiers.find((soldier) => soldier.id === target.soldier)!);
    return { damageStrength: hit.damage, strength, odds: damageOdds(hit.damage, strength, rulings) };
  });
}

export interface FighterFlags {
  readonly sideOrRear?: boolean;
  readonly behindBarrier?: boolean;
}

/** One fighter's side of a pairing: the skill or specialisation and the chart's modifiers that make his total. */
export interface FighterTotal {
  readonly rolled: SkillRolled;
  readonly factors: readonly CloseCombatFactor[];
  readonly total: number;
}

export interface PairingPreview {
  readonly total: number;
  readonly enemyTotal: number;
  readonly mine: FighterTotal;
  readonly theirs: FighterTotal;
  readonly damage: number;
  readonly enemyDamage: number;
  readonly odds: Odds<'a-higher' | 'tie' | 'b-higher'>;
}

/** One pairing in close combat: each side's total and who wins the opposed roll (L366–L392). */
export function pairingPreview(
  state: Od6State,
  pairing: {
    readonly squad: string;
    readonly soldier: string;
    readonly enemySquad: string;
    readonly enemySoldier: string;
    readonly outnumberingBy?: number;
    readonly enemyOutnumberingBy?: number;
    readonly partingSwing?: boolean;
    /** Attacked in the side or rear, defending behind a barrier (L372, L377), as the players report each fighter. */
    readonly flags?: FighterFlags;
    readonly enemyFlags?: FighterFlags;
  },
  choices: RulingChoices = {},
): PairingPreview | null {
  const rulings = opend6Rulings(choices);
  const side = (squadKey: string, soldierId: string, enemyKey: string, outnumberingBy: number, role: 'attacker' | 'defender' | null, flags: FighterFlags) => {
    const squad = squadAt(state, squadKey);
    const soldier = fieldedSoldier(fielded(state.setup, squadKey), soldierId);
    const soldierState = squad.soldiers.find((candidate) => candidate.id === soldierId);
    if (!soldier || !soldierState) return null;
    const modifier = closeCombatModifier(fighterSituation(squad, squadAt(state, enemyKey), soldierState, soldier.melee?.class ?? 'none', flags, { outnumberingBy, partingSwing: role }), rulings);
    const rolled = skillRolled(soldier, soldierState, closeCombatSkill(soldier), squad, soldier.melee?.id ?? null);
    return { fighter: { rolled, factors: modifier.factors, total: rolled.level + modifier.total }, damage: closeCombatDamage(soldier, soldierState) };
  };
  const mine = side(pairing.squad, pairing.soldier, pairing.enemySquad, pairing.outnumberingBy ?? 0, pairing.partingSwing ? 'attacker' : null, pairing.flags ?? {});
  const theirs = side(pairing.enemySquad, pairing.enemySoldier, pairing.squad, pairing.enemyOutnumberingBy ?? 0, pairing.partingSwing ? 'defender' : null, pairing.enemyFlags ?? {});
  if (!mine || !theirs) return null;
  return { total: mine.fighter.total, enemyTotal: theirs.fighter.total, mine: mine.fighter, theirs: theirs.fighter, damage: mine.damage, enemyDamage: theirs.damage, odds: opposedOdds(mine.fighter.total, theirs.fighter.total) };
}

export interface SiegePreview extends ShotPreview {
  /** Dice rolled for the distance a miss deviates, and the inches they can give (`od6.siege-deviation-distance`). */
  readonly deviation: { readonly dice: number; readonly fewest: number; readonly most: number };
  /** The chance the shot lands somewhere else: a miss, or always when fired blind (L319). */
  readonly deviates: number;
}

/** The lead gunner's siege weapons test with the crew's weapon (L287–L320), or null if the squad crews none. */
export function siegePreview(state: Od6State, shot: { readonly squad: string; readonly gunner: string; readonly range: RangeBand; readonly blind: boolean }, choices: RulingChoices = {}): SiegePreview | null {
  const squad = squadAt(state, shot.squad);
  const squadFielded = fielded(state.setup, shot.squad);
  const gunner = fieldedSoldier(squadFielded, shot.gunner);
  const gunnerState = squad.soldiers.find((candidate) => candidate.id === shot.gunner);
  const weapon = squadFielded.siege;
  if (!weapon || !gunner || !gunnerState) return null;
  const rulings = opend6Rulings(choices);
  const rolled = skillRolled(gunner, gunnerState, 'siege-weapons', squad, weapon.id);
  const skill = rolled.level;
  const { difficulty, factors } = shotDifficulty(siegeShotSituation(squad, gunnerState, weapon.crew, shot.range, shot.blind));
  const odds = skillTestOdds(skill, difficulty);
  const dice = deviationDiceCount(shot.range, rulings);
  const extremes = [Array<number>(dice).fill(1), Array<number>(dice).fill(6)].map((faces) => deviationInches(shot.range, faces, rulings));
  return { skill, rolled, difficulty, factors, odds, deviation: { dice, fewest: extremes[0]!, most: extremes[1]! }, deviates: shot.blind ? 1 : odds.chances.failure };
}
