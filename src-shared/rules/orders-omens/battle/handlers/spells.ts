import { possessive } from '../../../../chronicle/sentences';
import { total } from '../../../dice';
import { reject, type Draft, type HandlerContext } from '../draft';
import type { EventOf } from '../events';
import { decided } from '../effects';
import { NO_REROLL } from '../mechanics/hits';
import { generalOf, requireOnTable } from '../queries';
import { SPELLS } from '../../data/spells';
import type { SpellId } from '../../types';
import { moraleAfterShooting, recordHits, runAttack, saveRuleAgainst, savesFaces, targetRegiment } from './attacks';
import { checkDice, checkDistance, requirePhase } from './common';
import { withinReach } from '../mechanics/distance';
import { MAGIC_CASTING_LIMIT } from '../../rulings/battle';

/** "To cast a spell, a Wizard must roll 7+ on 2D6, any rolls of double 1 are treated as a miscast". */
export const CAST_ON = 7;
/** Magic Missile: "Roll 3 dice vs the target. Each 5+ is a hit (Armour Saves may be taken)." */
export const MISSILE = { dice: 3, hitOn: 5 } as const;

/** Which spells need a target Brigade, and whether it must be an enemy. */
export const SPELL_TARGETS: Readonly<Record<SpellId, 'enemy' | 'friend' | 'any' | 'none'>> = {
  'magic-missile': 'enemy',
  'shield-of-warding': 'any',
  compel: 'any',
  'veil-of-fog': 'none',
  'curse-of-weakness': 'any',
};

export function spellCast(d: Draft, e: EventOf<'spell-cast'>, ctx: HandlerContext): void {
  requirePhase(d, 'Casting a spell', 'activation');
  const caster = generalOf(d, e.casterId);
  const side = caster.info.side;
  if (!d.chip || d.chip.used || d.chip.side !== side) reject(`${caster.info.name} cannot cast without an unused chip drawn for ${d.roster.sides[side].name}`);
  if (caster.state.status === 'slain' || caster.state.status === 'captured') reject(`${caster.info.name} cannot cast after being ${caster.state.status}`);
  const magic = caster.state.magic;
  if (magic === 'none') reject(`${caster.info.name} cannot cast without a Magical Advisor`);
  if (magic === 'lost') reject(`${possessive(caster.info.name, "'")} magic was lost to a miscast`);
  if (magic === 'exhausted') reject(`${possessive(caster.info.name, "'")} magic upgrade is spent (house rule: ${MAGIC_CASTING_LIMIT.options.find((o) => o.id === ctx.rulings.magicCastingLimit)!.label})`);
  if (magic === 'cast-this-turn') reject(`${caster.info.name} already attempted a spell this turn`);
  const targeting = SPELL_TARGETS[e.spell];
  if (targeting !== 'none') {
    if (e.targetBrigadeId === undefined) reject(`${SPELLS[e.spell].name} needs a target Brigade`);
    const target = requireOnTable(d, e.targetBrigadeId, 'be targeted');
    if (targeting === 'enemy' && target.info.side === side) reject(`${SPELLS[e.spell].name} must target an enemy`);
    // Magic Missile resolves like shooting (docs/rulings.md, RULINGS.md 38): "the target unit must not be engaged in melee" (seed 002 L557).
    if (e.spell === 'magic-missile' && target.state.engagementId !== null) reject(`${target.info.name} cannot be targeted by a Magic Missile while engaged in melee`);
  }
  if (e.distanceInches !== undefined) {
    checkDistance(e.distanceInches, `${SPELLS[e.spell].name}'s distance`);
    const spell = SPELLS[e.spell];
    const verdict = withinReach(spell.rangeInches, e.distanceInches, (l, d) => `${spell.name} has a range of ${l}; ${targeting === 'none' ? 'this placement is' : 'this target is'} ${d} away`);
    if (!verdict.ok) reject(verdict.reason);
  }
  const faces = checkDice(e.roll, 2, 'casting roll');
  const miscast = faces[0] === 1 && faces[1] === 1;
  const cast = !miscast && total(e.roll) >= CAST_ON;
  if (!cast && e.missile) reject('the spell failed, so no Magic Missile dice can be rolled');
  if (cast && e.spell === 'magic-missile' && !e.missile) reject('a Magic Missile that is cast needs its 3 dice');
  d.chip.used = true;

  const limit = ctx.rulings.magicCastingLimit;
  caster.state.magic = miscast
    ? 'lost'
    : limit === 'once-per-battle-per-upgrade' || (limit === 'failure-exhausts-upgrade' && !cast)
      ? 'exhausted'
      : 'cast-this-turn';

  if (!cast) {
    decided(d, { code: 'spell-failed', side, generalId: caster.info.id, spell: e.spell, roll: total(e.roll), needed: CAST_ON, miscast });
    return;
  }
  const targetBrigadeId = e.targetBrigadeId ?? null;
  decided(d, { code: 'spell-cast', side, generalId: caster.info.id, spell: e.spell, roll: total(e.roll), needed: CAST_ON, targetBrigadeId });
  if (e.spell === 'magic-missile' && e.missile && targetBrigadeId) {
    const regimentId = targetRegiment(d, targetBrigadeId, e.missile.targetRegimentId);
    const saveRule = saveRuleAgainst(d, regimentId, { negatesArmour: false, venomous: false, melee: false }, ctx);
    const dice = checkDice(e.missile.dice, MISSILE.dice, 'Magic Missile');
    const spec = { diceCount: MISSILE.dice, hitRule: { hitOn: MISSILE.hitOn, modifier: 0, naturalSixIsTwoHits: false, naturalSixOnly: false }, reroll: NO_REROLL, saveRule };
    const result = runAttack(spec, dice, { faces: dice, ...savesFaces(e.missile.saves, 'Magic Missile') }, 'Magic Missile');
    recordHits(d, null, regimentId, result.unsaved);
    decided(d, { code: 'magic-missile', side, targetBrigadeId, hits: result.unsaved });
    moraleAfterShooting(d, targetBrigadeId, result.unsaved, ctx);
  } else if (e.spell === 'compel' && targetBrigadeId) {
    d.movement.compelled = targetBrigadeId;
  } else if (e.spell !== 'compel') {
    // Every printed spell lasts "until the end of the turn"; Compel is a move the players make at once.
    d.spells.push({ spell: e.spell, side, targetBrigadeId, turn: d.turn });
  }
}
