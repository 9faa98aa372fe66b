import type { BattleCard, BattleUnit, Setup1999, SideSetup } from '../setup/setup-types';

export interface SetupIndex {
  readonly units: ReadonlyMap<string, BattleUnit>;
  readonly cards: ReadonlyMap<string, BattleCard>;
  readonly sides: ReadonlyMap<string, SideSetup>;
  readonly seats: readonly string[];
}

const cache = new WeakMap<Setup1999, SetupIndex>();

/** Units, cards and sides of a setup by id; built once per setup object. */
export function indexOf(setup: Setup1999): SetupIndex {
  const held = cache.get(setup);
  if (held) return held;
  const units = new Map<string, BattleUnit>();
  const cards = new Map<string, BattleCard>();
  const sides = new Map<string, SideSetup>();
  for (const side of setup.sides) {
    sides.set(side.side, side);
    for (const unit of side.units) {
      units.set(unit.id, unit);
      for (const card of unit.cards) cards.set(card.id, card);
    }
  }
  const index = { units, cards, sides, seats: setup.sides.map((s) => s.side) };
  cache.set(setup, index);
  return index;
}
