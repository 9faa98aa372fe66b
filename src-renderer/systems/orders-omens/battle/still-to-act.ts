import type { BattleDetail } from '../../../../src-shared/contract/battles';
import type { Engagement } from '../../../../src-shared/rules/orders-omens/battle';

/**
 * What a turn still owes once the bag is empty: the last Brigade ordered, if it has actions left
 * (earlier Brigades' unspent actions ended with the next chip), and charges declared but not yet
 * fought (their first round not recorded).
 */
export function stillToAct(battle: BattleDetail): { brigades: string[]; engagements: Engagement[] } {
  const state = battle.state;
  const lastOrdered = [...battle.steps].reverse().find((row) => row.step.type === 'order-tested')?.step;
  const id = lastOrdered?.type === 'order-tested' ? lastOrdered.brigadeId : null;
  const brigade = id ? state.brigades[id] : undefined;
  const brigades = id && brigade && brigade.actionsLeft > 0 && brigade.status === 'in-play' && brigade.engagementId === null ? [id] : [];
  const engagements = Object.values(state.engagements).filter((e) => e.round === 1);
  return { brigades, engagements };
}
