import type { SideKey } from '../../../systems/game-system';
import type { RulingChoices } from '../../ruling';
import { UNARMED } from '../mechanics/attack';
import { rulingsInPlay } from '../rulings-in-play';
import type { ModelRef } from '../battle/events';
import { cardDef, closeCombatTotal, highestMen, leaderCount, modelScores, modelState, strongestInContact, unitHas } from '../battle/queries';
import { indexOf } from '../battle/setup-index';
import { otherAttackersInContact } from '../battle/contacts';
import type { State1999 } from '../battle/state';
import { assaultOdds, confusionOdds, hitOdds, shootingHitOdds, type HitOdds } from './attack-odds';
import { instabilityOdds, type InstabilityOdds } from './instability-odds';
import { opposedOdds } from './opposed-odds';

/**
 * Odds the battle screen shows before a roll, read from the battle as it stands: the same scores,
 * effects and house rules the engine will judge the roll by.
 */
function ctxOf(state: State1999, choices: RulingChoices) {
  return { index: indexOf(state.setup), rulings: rulingsInPlay(choices) };
}

function armourOf(state: State1999, target: ModelRef, terrainId: string | undefined, scoresArm: number): number {
  const piece = terrainId ? state.setup.terrain.find((t) => t.id === terrainId) : undefined;
  return piece?.armour ?? scoresArm;
}

/** Who goes first this Turn: each player's chance, with their Leader models added (L327). */
export function orderOfPlayOdds(state: State1999, players: readonly SideKey[], choices: RulingChoices = {}): Record<SideKey, number> {
  const ctx = ctxOf(state, choices);
  return opposedOdds(Object.fromEntries(players.map((side) => [side, leaderCount(state, ctx, side)])));
}

export function instabilityOddsFor(state: State1999, cardId: string, choices: RulingChoices = {}): InstabilityOdds {
  return instabilityOdds(cardDef(state, ctxOf(state, choices), cardId).instability);
}

export interface ShotOdds {
  readonly hit: number;
  readonly then: HitOdds;
  /** P(at least one wound) from this roll to hit. */
  readonly wound: number;
  readonly casualty: number;
}

/** One roll to hit with a Shooting weapon, through armour and wounds (L479–L503). */
export function shotOdds(state: State1999, input: { readonly shooter: ModelRef; readonly weapon: string; readonly target: ModelRef; readonly partialLineOfSight?: boolean; readonly terrainId?: string; readonly reroll?: boolean }, choices: RulingChoices = {}): ShotOdds {
  const ctx = ctxOf(state, choices);
  const automatic = ctx.rulings.automaticResults === 'every-roll';
  const card = cardDef(state, ctx, input.shooter.cardId);
  const weapon = card.card.weapons.find((w) => w.name.toLowerCase() === input.weapon.toLowerCase());
  if (!weapon) throw new RangeError(`${card.card.name} carries no ${input.weapon}`);
  const shooter = modelScores(state, ctx, input.shooter);
  const target = modelScores(state, ctx, input.target);
  const hit = shootingHitOdds(shooter.bal, input.partialLineOfSight ?? false, automatic, input.reroll ?? false);
  const then = hitOdds({ ap: weapon.ap, armour: armourOf(state, input.target, input.terrainId, target.arm), con: target.con, wounding: weapon.wounding, woundingMultiple: weapon.woundingMultiple, woundsLeft: modelState(state, input.target).woundsLeft, automatic });
  return { hit, then, wound: hit * (1 - then.wounds[0]!), casualty: hit * then.casualty };
}

/** One Assault with `forceDice` declared (L517–L565), +1 for each other enemy of the target recorded in contact with it (L537). */
export function assaultOddsFor(
  state: State1999,
  input: { readonly attacker: ModelRef; readonly weapon: string | null; readonly target: ModelRef; readonly forceDice?: number; readonly terrainId?: string },
  choices: RulingChoices = {},
) {
  const ctx = ctxOf(state, choices);
  const card = cardDef(state, ctx, input.attacker.cardId);
  const weapon = input.weapon === null ? null : card.card.weapons.find((w) => w.name.toLowerCase() === input.weapon!.toLowerCase());
  if (weapon === undefined) throw new RangeError(`${card.card.name} carries no ${input.weapon}`);
  const attacker = modelScores(state, ctx, input.attacker);
  const target = modelScores(state, ctx, input.target);
  return assaultOdds({
    attacker: attacker.ccOffensive + otherAttackersInContact(state, ctx, input.attacker, input.target).length,
    target: target.ccDefensive,
    tiesRerolled: ctx.rulings.assaultTies === 're-roll',
    forceDice: Math.min(input.forceDice ?? 0, Math.max(0, attacker.str)),
    str: attacker.str,
    ap: weapon?.ap ?? UNARMED.ap,
    armour: armourOf(state, input.target, input.terrainId, target.arm),
    con: target.con,
    wounding: weapon?.wounding ?? UNARMED.wounding,
    forceAddsWounding: weapon !== null || ctx.rulings.unarmedForceDice === 'four-plus-force',
    woundingMultiple: weapon?.woundingMultiple ?? 1,
    woundsLeft: modelState(state, input.target).woundsLeft,
    automatic: ctx.rulings.automaticResults === 'every-roll',
  });
}

/** P(the Unit stays calm on one MEN roll); 1 for an Unhuman Unit (L205–L207, L507–L509). */
export function confusionOddsFor(state: State1999, unitId: string, choices: RulingChoices = {}): number {
  const ctx = ctxOf(state, choices);
  if (unitHas(state, ctx, unitId, 'unhuman')) return 1;
  return confusionOdds(highestMen(state, ctx, unitId), ctx.rulings.automaticResults === 'every-roll');
}

/**
 * P(the model gets out of Base-to-base Contact) (L431–L437): against `enemy` with `additionalEnemies`
 * more, or against every model in `enemies`, the highest CC rolling and −1 for each other (L435).
 */
export function disengageOdds(
  state: State1999,
  input: { readonly mover: ModelRef; readonly enemy?: ModelRef; readonly additionalEnemies?: number; readonly enemies?: readonly ModelRef[] },
  choices: RulingChoices = {},
): number {
  const ctx = ctxOf(state, choices);
  const held = input.enemies ? strongestInContact(state, ctx, input.enemies) : { total: closeCombatTotal(state, ctx, input.enemy!), others: input.additionalEnemies ?? 0 };
  return opposedOdds({ mover: closeCombatTotal(state, ctx, input.mover) - held.others, enemy: held.total }).mover;
}
