import { possessive } from '../../../../chronicle/sentences';
import { resolveAttack, type AttackSpec } from '../attack';
import { reject, type Draft, type HandlerContext } from '../draft';
import type { SaveRolls, Volley } from '../events';
import type { JudgedVolley } from '../outcomes';
import { requireTest } from '../effects';
import { rangedHitOn, rangedModifiers, type ArtilleryRanging, rangedMoraleModifier, nextArtilleryStep, rangedProfile } from '../mechanics/ranged';
import { saveRuleFor, type SaveRule } from '../mechanics/saves';
import { sumModifiers } from '../mechanics/modifiers';
import { NO_REROLL, type HitRule } from '../mechanics/hits';
import { brigadeOf, hasRaceRule, monsterRules, regimentOf, spellOn } from '../queries';
import type { RosterBrigade } from '../roster';
import { checkDice, checkDistance } from './common';
import { inchesText, rangeBandAt } from '../mechanics/distance';
import { garrisonShootingModifiers } from '../mechanics/garrison';
import type { RangeBand } from '../mechanics/ranged';
import type { Weapon } from '../../types';

/**
 * Elf Keen Sight: "Elf ranged regiments gain +1 Combat Dice when shooting"; whether artillery and
 * Brace Volleys count as shooting is `oo.keen-sight-scope`.
 */
export function shootingDice(d: Parameters<typeof hasRaceRule>[0], brigade: RosterBrigade, volley: { readonly artillery: boolean; readonly mode: 'shoot' | 'brace' }, ctx: Pick<HandlerContext, 'rulings'>): number {
  const scope = ctx.rulings.keenSightScope;
  const excluded = (volley.artillery && scope !== 'every-volley') || (volley.mode === 'brace' && scope === 'shoot-actions-only');
  return brigade.combatDice + (hasRaceRule(d, brigade.side, 'keen-sight') && !excluded ? 1 : 0);
}

export function targetRegiment(d: Draft, targetBrigadeId: string, given: string | undefined): string {
  const target = d.roster.brigades[targetBrigadeId]!;
  if (given !== undefined) {
    if (!target.regimentIds.includes(given)) reject(`that regiment is not part of ${target.name}`);
    return given;
  }
  return target.regimentIds[0]!;
}

export interface SaveSource {
  readonly negatesArmour: boolean;
  readonly venomous: boolean;
  readonly melee: boolean;
  /** A breath weapon, which may ignore even an Armoured Colossus (`oo.colossus-against-breath`). */
  readonly breath?: boolean;
}

export function saveRuleAgainst(d: Draft, targetRegimentId: string, source: SaveSource, ctx: HandlerContext): SaveRule {
  const regiment = regimentOf(d, targetRegimentId).info;
  const brigade = d.roster.brigades[regiment.brigadeId]!;
  return saveRuleFor(
    {
      armoured: regiment.armoured,
      unnegatableSaveOn: source.breath && ctx.rulings.colossusAgainstBreath === 'breath-ignores-it' ? null : (monsterRules(d, brigade, ctx)?.unnegatableSaveOn ?? null),
      sourceNegatesArmour: source.negatesArmour,
      warded: spellOn(d, 'shield-of-warding', brigade.id),
      venomousSource: source.venomous,
      melee: source.melee,
    },
    ctx.rulings,
  );
}

export function savesFaces(saves: SaveRolls | undefined, what: string): { saveFaces: readonly number[]; saveRerollFaces: readonly number[] } {
  return {
    saveFaces: saves ? checkDice(saves.dice, undefined, `${what} saves`) : [],
    saveRerollFaces: saves?.rerolls ? checkDice(saves.rerolls, undefined, `${what} save re-rolls`) : [],
  };
}

/** Runs one attack through the shared resolver, rejecting the event on any miscount. */
export function runAttack(spec: AttackSpec, faces: readonly number[], extra: Parameters<typeof resolveAttack>[1], what: string) {
  const result = resolveAttack(spec, { ...extra, faces });
  if (!result.ok) reject(`${what}: ${result.reason}`);
  return result.value;
}

export function recordHits(d: Draft, fromRegimentId: string | null, targetRegimentId: string, unsaved: number): void {
  d.regiments[targetRegimentId]!.hitsTaken += unsaved;
  if (fromRegimentId !== null) d.regiments[fromRegimentId]!.hitsInflicted += unsaved;
}

/** The band a volley fires at: from its measured distance when given (refusing a target out of range), else as chosen. */
function volleyBand(regimentName: string, weapon: Weapon | 'artillery', volley: Volley): RangeBand {
  if (volley.distanceInches !== undefined) {
    checkDistance(volley.distanceInches, `${possessive(regimentName, "'")} distance to its target`);
    const verdict = rangeBandAt(weapon, volley.distanceInches);
    if (!verdict.ok) reject(verdict.reason);
    if (volley.range !== undefined && volley.range !== verdict.value) {
      reject(`${possessive(regimentName, "'")} target is ${inchesText(volley.distanceInches)} away, which is ${verdict.value} range, not ${volley.range} range`);
    }
    return verdict.value;
  }
  if (volley.range === undefined) reject(`${possessive(regimentName, "'")} volley needs its range band or the measured distance`);
  if (weapon === 'artillery' && volley.range !== 'long') reject('artillery has no effective range band; record its volleys as long range');
  return volley.range;
}

/**
 * Shooting or a Brace Volley by `shooterId`'s regiments at `targetId`. Checks each regiment can
 * fire (ranged weapon, loaded), applies range bands, artillery ranging, saves, and reloading.
 */
export function resolveVolleys(d: Draft, shooterId: string, targetId: string, volleys: readonly Volley[], mode: 'shoot' | 'brace', ctx: HandlerContext): { unsaved: number; judged: JudgedVolley[] } {
  const shooter = brigadeOf(d, shooterId);
  if (volleys.length === 0) reject('a volley needs at least one regiment firing');
  const seen = new Set<string>();
  let unsavedTotal = 0;
  const judged: JudgedVolley[] = [];
  for (const volley of volleys) {
    const { info, state } = regimentOf(d, volley.regimentId);
    const what = `${possessive(info.name, "'")} ${mode === 'brace' ? 'Brace Volley' : 'volley'}`;
    if (info.brigadeId !== shooterId) reject(`${info.name} cannot fire with ${shooter.info.name}: a regiment of another Brigade`);
    if (seen.has(info.id)) reject(`${info.name} may fire only once per volley`);
    seen.add(info.id);
    const profile = rangedProfile(info.weapon);
    if (!profile) reject(`${info.name} cannot shoot: no ranged weapon`);
    if (!state.loaded) reject(`${info.name} must reload before firing again`);
    const isArtillery = info.weapon === 'artillery';
    const band = volleyBand(info.name, info.weapon!, volley);
    if (volley.throughFog && !spellOn(d, 'veil-of-fog', null)) reject('there is no Veil of Fog this turn');
    let step: number | null = null;
    let ranging: ArtilleryRanging | null = null;
    if (isArtillery) {
      const sameTarget = state.ranging !== null && state.ranging.targetBrigadeId === targetId;
      ranging = !sameTarget ? 'new-target' : volley.targetMovedOver1in ? 'target-moved' : 'same-target';
      step = ranging === 'same-target' ? state.ranging!.step : 0;
    }
    const hitOn = rangedHitOn(profile, band, step);
    if (hitOn === null) reject(`${info.name} cannot shoot at ${band} range`);
    const modifiers = [...rangedModifiers({ disordered: shooter.state.disordered, throughFog: volley.throughFog ?? false }), ...garrisonShootingModifiers(d, targetId, ctx.choices)];
    const modifier = sumModifiers(modifiers);
    const hitRule: HitRule = { hitOn, modifier, naturalSixIsTwoHits: false, naturalSixOnly: mode === 'brace' };
    const targetRegimentId = targetRegiment(d, targetId, volley.targetRegimentId);
    const saveRule = saveRuleAgainst(d, targetRegimentId, { negatesArmour: profile.negatesArmour, venomous: false, melee: false }, ctx);
    const faces = checkDice(volley.dice, undefined, what);
    const result = runAttack(
      { diceCount: shootingDice(d, shooter.info, { artillery: isArtillery, mode }, ctx), hitRule, reroll: NO_REROLL, saveRule },
      faces,
      { faces, claimedHits: volley.claimedHits, ...savesFaces(volley.saves, what) },
      what,
    );
    recordHits(d, info.id, targetRegimentId, result.unsaved);
    unsavedTotal += result.unsaved;
    judged.push({ regimentId: info.id, hitOn, modifiers: modifiers.map(({ kind, value }) => ({ kind, value })), ranging, hits: result.hits });
    const dwarvenMade = info.weapon === 'crossbows-firearms' && hasRaceRule(d, info.side, 'dwarven-made');
    if (profile.mustReload && !dwarvenMade) state.loaded = false;
    if (isArtillery) state.ranging = { targetBrigadeId: targetId, step: nextArtilleryStep(step ?? 0, result.hits, ctx.rulings.artilleryAccuracyStep) };
  }
  return { unsaved: unsavedTotal, judged };
}

/** Resolve Morale after shooting; "Monsters ... ignore morale when being fired at by ranged weapons". */
export function moraleAfterShooting(d: Draft, targetId: string, unsaved: number, ctx: HandlerContext): void {
  const target = brigadeOf(d, targetId);
  if (target.info.monster !== null || target.state.fleeing || target.state.status !== 'in-play') return;
  if (unsaved === 0 && ctx.rulings.rangedMoraleWithoutHits === 'test-only-when-hit') return;
  requireTest(d, { kind: 'morale', brigadeId: targetId, reason: 'shot', testKind: 'standard', modifiers: [{ kind: 'shot', hits: unsaved, value: rangedMoraleModifier(unsaved).value }], engagementId: null, meleeMargin: null });
}
