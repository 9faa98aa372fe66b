import type { BattleDetail } from '../../../../src-shared/contract/orders-omens/battles';
import type { Engagement } from '../../../../src-shared/rules/orders-omens/battle';

/**
 * The Brigade ordered on the chip in play, if it still has actions to spend (a failed test leaves
 * none; a chip drawn since ends its turn to act, the rest held as reactions).
 */
export function lastOrdered(battle: BattleDetail): string | null {
  const step = [...battle.steps].reverse().find((row) => ['order-tested', 'order-rerolled', 'chip-drawn', 'demi-brigades-combined'].includes(row.step.type))?.step;
  let id = step?.type === 'order-tested' || step?.type === 'order-rerolled' ? step.brigadeId : null;
  // Halves combined after the order: the whole Brigade acts on, with the acting half's actions.
  if (step?.type === 'demi-brigades-combined') id = battle.state.roster.brigades[step.brigadeId]?.demiOf ?? null;
  const brigade = id ? battle.state.brigades[id] : undefined;
  return id && brigade && brigade.actionsLeft > 0 && brigade.status === 'in-play' && brigade.engagementId === null ? id : null;
}

/**
 * The Brigades with actions to spend: the one just ordered, acting now, and those ordered earlier
 * this turn whose unused actions are held as reactions ("Actions that are not used may be held
 * as Reactions", seed 002 L393).
 */
export function actingBrigades(battle: BattleDetail): { current: string[]; held: string[] } {
  const now = lastOrdered(battle);
  const held = Object.entries(battle.state.brigades)
    .filter(([id, b]) => id !== now && b.actionsLeft > 0 && b.status === 'in-play' && !b.fleeing && b.engagementId === null)
    .map(([id]) => id);
  return { current: now ? [now] : [], held };
}

/**
 * What a turn still owes once the bag is empty: the last Brigade ordered, if it has actions left
 * (earlier Brigades' unused actions are held as reactions), and charges declared but not yet
 * fought (their first round not recorded).
 */
export function stillToAct(battle: BattleDetail): { brigades: string[]; engagements: Engagement[] } {
  const now = lastOrdered(battle);
  return { brigades: now ? [now] : [], engagements: Object.values(battle.state.engagements).filter((e) => e.round === 1) };
}
