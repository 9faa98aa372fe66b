import { total } from '../../../dice';
import { reject, type Draft, type HandlerContext } from '../draft';
import type { EventOf } from '../events';
import { awardVp, decided, requireTest } from '../effects';
import { fateBand, fateModifier, HEAVY_DEFEAT_MODIFIER } from '../mechanics/fate';
import { generalOf } from '../queries';
import { otherSide } from '../roster';
import { checkDice } from './common';

/** General's Fate Table: 2D6 + the defeat modifier; slain and captured Generals cost VP and a Morale Test. */
export function generalsFateRolled(d: Draft, e: EventOf<'generals-fate-rolled'>, ctx: HandlerContext): void {
  const test = d.pending[0];
  if (!test || test.kind !== 'fate' || test.generalId !== e.generalId) reject("no General's Fate roll is due for this General now");
  d.pending.shift();
  checkDice(e.roll, 2, "General's Fate");
  const { info, state } = generalOf(d, e.generalId);
  // Outside melee there is no "Defeated by N hits" (`oo.fate-modifier-outside-melee`).
  const modifier = test.margin === null && ctx.rulings.fateModifierOutsideMelee === 'as-heavy-defeat' ? HEAVY_DEFEAT_MODIFIER : fateModifier(test.margin);
  const modified = total(e.roll) + modifier;
  const band = fateBand(modified);
  const brigade = d.brigades[test.brigadeId]!;
  decided(d, { code: 'generals-fate', side: info.side, generalId: info.id, brigadeId: test.brigadeId, roll: total(e.roll), modifier, result: band.result });
  switch (band.result) {
    case 'slain':
    case 'captured': {
      state.status = band.result;
      state.attachedTo = null;
      const enemy = otherSide(info.side);
      const about = { kind: 'general', generalId: info.id, fate: band.result } as const;
      if (info.role === 'marshal') awardVp(d, enemy, 'marshal-taken', about);
      else awardVp(d, enemy, band.result === 'slain' ? 'general-slain' : 'general-captured', about);
      for (const witness of e.witnesses ?? []) {
        const w = d.roster.brigades[witness];
        if (!w || w.side !== info.side) reject(`"${witness}" is not a friendly Brigade that could witness the loss`);
        d.brigades[witness]!.witnessedGeneralLoss = true;
      }
      if (brigade.status === 'in-play' && !brigade.fleeing) {
        requireTest(
          d,
          {
            kind: 'morale',
            brigadeId: test.brigadeId,
            reason: band.result === 'slain' ? 'general-slain' : 'general-captured',
            testKind: 'standard',
            modifiers: [{ kind: 'general-lost', generalId: info.id, fate: band.result, value: band.moraleTestModifier ?? 0 }],
            engagementId: brigade.engagementId,
            meleeMargin: null,
          },
          true,
        );
      }
      break;
    }
    case 'wounded':
      state.status = 'wounded';
      break;
    case 'heroic-stand':
      brigade.heroicStand = true;
      if (ctx.rulings.heroicStandTiming === 'next-engagement') brigade.heroicStandWonIn = brigade.engagementId;
      decided(d, { code: 'heroic-stand', side: info.side, generalId: info.id, brigadeId: test.brigadeId });
      break;
    case 'narrow-escape':
      break;
  }
}
