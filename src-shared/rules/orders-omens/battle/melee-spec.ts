import { chosenOption } from '../../ruling';
import { CURSE_OF_WEAKNESS_SCOPE } from '../rulings/spells';
import { monsterCombatDice } from '../monsters/combat-dice';
import type { AttackSpec } from './attack';
import { reject, type HandlerContext } from './draft';
import { NO_REROLL, type RerollRule } from './mechanics/hits';
import { meleeDiceCount, meleeHitRule, meleeModifiers, type Facing, type MeleeSideKey } from './mechanics/melee';
import { sumModifiers, type Modifier } from './mechanics/modifiers';
import { saveRuleFor } from './mechanics/saves';
import { brigadeOf, hasRaceRule, monsterRules, regimentOf, spellOn, type Readable } from './queries';
import type { Engagement } from './state';

/** What the players report about one fighting regiment's position. */
export interface MeleePosition {
  readonly regimentId: string;
  readonly targetRegimentId?: string;
  readonly strikes?: Facing;
  readonly engagedFrom?: Facing;
  readonly higherGround?: boolean;
  readonly inForest?: boolean;
  /** Generals in contact who grant their die. */
  readonly generals?: number;
  readonly heroicStand?: boolean;
  /** Multiple Heads is used this round (once per turn). */
  readonly usesReroll?: boolean;
}

export interface MeleeRegimentSpec {
  readonly regimentId: string;
  readonly targetRegimentId: string;
  readonly attack: AttackSpec;
  readonly modifiers: readonly Modifier[];
  readonly diceBreakdown: readonly Modifier[];
}

const OPPONENT: Readonly<Record<MeleeSideKey, MeleeSideKey>> = { attacker: 'defender', defender: 'attacker' };

/**
 * One regiment's melee attack under the current state: Combat Dice, the modifier list, monster
 * and race rules, and the saves its target takes. The reducer and the odds both read this.
 */
export function meleeRegimentSpec(state: Readable, engagement: Engagement, side: MeleeSideKey, position: MeleePosition, ctx: HandlerContext): MeleeRegimentSpec {
  const brigadeId = engagement[side];
  const brigade = brigadeOf(state, brigadeId);
  const regiment = regimentOf(state, position.regimentId);
  if (regiment.info.brigadeId !== brigadeId) reject(`${regiment.info.name} cannot fight for ${brigade.info.name}: a regiment of another Brigade`);
  const enemyId = engagement[OPPONENT[side]];
  const enemy = brigadeOf(state, enemyId);
  const targetRegimentId = position.targetRegimentId ?? enemy.info.regimentIds[0]!;
  const target = regimentOf(state, targetRegimentId);
  if (target.info.brigadeId !== enemyId) reject(`${target.info.name} cannot be attacked as part of ${enemy.info.name}: a regiment of another Brigade`);

  const monster = monsterRules(state, brigade.info, ctx);
  const firstRound = engagement.round === 1;
  const charging = engagement.charging[side];
  const dice = meleeDiceCount({
    // A monster's melee dice follow the army ruling oo.monster-combat-dice (profile, or a flat 6).
    baseDice: brigade.info.monster ? monsterCombatDice(brigade.info.monster, 'melee', ctx.choices) : brigade.info.combatDice,
    bloodlust: hasRaceRule(state, brigade.info.side, 'bloodlust'),
    generals: position.generals ?? 0,
    chargeDie: charging && firstRound && ctx.rulings.chargeBonus === 'plus-one-die',
    frenzy: (monster?.frenzy ?? false) && firstRound,
    forestGuardian: (monster?.forestGuardian ?? false) && (position.inForest ?? false),
    regenerated: brigade.state.regeneratedThisTurn === true,
    ...(ctx.rulings.regenerationDuration === 'cumulative' ? { regeneratedDice: brigade.state.regeneratedDice ?? 0 } : {}),
    // Ruling oo.curse-of-weakness-scope: every regiment, or only the Brigade's first.
    cursed: spellOn(state, 'curse-of-weakness', brigadeId) && (chosenOption(CURSE_OF_WEAKNESS_SCOPE, ctx.choices) === 'per-regiment' || brigade.info.regimentIds[0] === regiment.info.id),
    heroicStand: position.heroicStand ?? false,
  });
  const modifiers = meleeModifiers(
    {
      weapon: regiment.info.weapon,
      firstRound,
      charging,
      higherGround: position.higherGround ?? false,
      strikes: position.strikes ?? 'front',
      engagedFrom: position.engagedFrom ?? 'front',
      disordered: brigade.state.disordered,
      shockAndAwe: monster?.shockAndAwe ?? false,
    },
    ctx.rulings.chargeBonus,
  );
  const reroll: RerollRule = monster?.rerollMissesInMelee
    ? { kind: 'misses' }
    : monster && monster.rerollUpTo > 0 && position.usesReroll
      ? { kind: 'up-to', count: monster.rerollUpTo }
      : NO_REROLL;
  const enemyBrigade = enemy.info;
  const saveRule = saveRuleFor(
    {
      armoured: target.info.armoured,
      unnegatableSaveOn: monsterRules(state, enemyBrigade, ctx)?.unnegatableSaveOn ?? null,
      sourceNegatesArmour: false,
      warded: spellOn(state, 'shield-of-warding', enemyId),
      venomousSource: monster?.venomous ?? false,
      melee: true,
    },
    ctx.rulings,
  );
  return {
    regimentId: regiment.info.id,
    targetRegimentId,
    attack: { diceCount: dice.count, hitRule: meleeHitRule(sumModifiers(modifiers), monster?.stomp ?? false, ctx.rulings.stompSix), reroll, saveRule },
    modifiers,
    diceBreakdown: dice.breakdown,
  };
}
