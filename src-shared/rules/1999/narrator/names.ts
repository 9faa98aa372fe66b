import type { SideKey } from '../../../systems/game-system';
import type { BattleCard, BattleUnit, Setup1999 } from '../setup/setup-types';
import type { ModelAt } from '../battle/outcomes';
import { indexOf } from '../battle/setup-index';

/** Names the narrator uses: players, Units, cards and models — never ids. */
export interface Names {
  player(side: SideKey): string;
  unit(unitId: string): string;
  /** "Ann’s Harrow Riflemen". */
  ownedUnit(unitId: string): string;
  card(cardId: string): string;
  model(at: ModelAt): string;
  unitSide(unitId: string): SideKey | null;
}

export function namesFor(setup: Setup1999, substituted: Readonly<Record<string, BattleUnit>> = {}): Names {
  const index = indexOf(setup);
  const unitOf = (id: string): BattleUnit | undefined => substituted[id] ?? index.units.get(id);
  const cardOf = (id: string): BattleCard | undefined => {
    for (const unit of Object.values(substituted)) {
      const card = unit.cards.find((c) => c.id === id);
      if (card) return card;
    }
    return index.cards.get(id);
  };
  const player = (side: SideKey) => index.sides.get(side)?.playerName ?? 'a player';
  const unit = (id: string) => unitOf(id)?.name ?? 'a Unit';
  return {
    player,
    unit,
    ownedUnit: (id) => {
      const u = unitOf(id);
      return u ? `${player(u.side)}’s ${u.name}` : 'a Unit';
    },
    card: (id) => cardOf(id)?.card.name ?? 'a model',
    model: (at) => {
      const card = cardOf(at.cardId);
      if (!card) return 'a model';
      return card.models > 1 ? `${card.card.name} ${at.model + 1}` : card.card.name;
    },
    unitSide: (id) => unitOf(id)?.side ?? null,
  };
}

export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
