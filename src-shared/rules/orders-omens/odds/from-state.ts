import { EXPERIENCE_PROFILES } from '../data/experience';
import type { RulingChoices } from '../../ruling';
import type { HandlerContext } from '../battle/draft';
import type { MoraleTestInput } from '../battle/mechanics/morale';
import type { MeleeSideKey } from '../battle/mechanics/melee';
import { meleeRegimentSpec, type MeleePosition } from '../battle/melee-spec';
import { moraleBenefit, moraleControlValue, testingGeneral } from '../battle/queries';
import { battleRulings } from '../battle/rulings-in-play';
import type { BattleState } from '../battle/state';
import type { MeleeMoraleInputs, MeleeRoundSpec } from './melee-odds';

/**
 * The odds inputs for a melee in progress, built by the same functions the reducer uses to score
 * a `melee-round` event: so the odds shown before the dice match what the engine will decide.
 */
export function meleeRoundInputs(
  state: BattleState,
  engagementId: string,
  positions: Readonly<Record<MeleeSideKey, readonly MeleePosition[]>>,
  choices: RulingChoices = {},
): { spec: MeleeRoundSpec; morale: MeleeMoraleInputs } {
  const ctx: HandlerContext = { rulings: battleRulings(choices), choices };
  const engagement = state.engagements[engagementId];
  if (!engagement) throw new Error(`no melee "${engagementId}" in progress`);
  const attacks = (side: MeleeSideKey) => positions[side].map((p) => meleeRegimentSpec(state, engagement, side, p, ctx).attack);
  const moraleFor = (side: MeleeSideKey): MoraleTestInput => {
    const info = state.roster.brigades[engagement[side]]!;
    const brigade = state.brigades[info.id]!;
    const general = testingGeneral(state, info, undefined, true);
    return {
      brigadeControlValue: moraleControlValue(state, info, ctx),
      generalControlValue: general?.controlValue ?? EXPERIENCE_PROFILES.green.controlValue,
      // A disordered Brigade that loses another melee tests at -1 more.
      modifiers: brigade.disordered ? [{ value: -1 }] : [],
      benefit: moraleBenefit(state, info, ctx),
      kind: 'standard',
    };
  };
  return {
    spec: { attacker: attacks('attacker'), defender: attacks('defender'), braceHitsOnAttacker: engagement.round === 1 ? engagement.braceHitsOnAttacker : 0 },
    morale: { attacker: moraleFor('attacker'), defender: moraleFor('defender') },
  };
}
