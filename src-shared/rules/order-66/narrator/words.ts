import type { SideKey } from '../../../systems/game-system';
import { modelsOf, sideOf, type Order66Setup } from '../battle/setup';
import type { EndedBy, Thing } from '../battle/state';
import { theTerrain } from '../battle/terrain-name';

/** Names and small phrases the narrator shares. Players only ever read names, never ids. */

export class Names {
  private readonly models: ReadonlyMap<string, string>;

  constructor(private readonly setup: Order66Setup) {
    this.models = new Map(modelsOf(setup).map((model) => [model.id, model.name]));
  }

  model(id: string): string {
    return this.models.get(id) ?? 'a lost model';
  }

  player(side: SideKey): string {
    return this.setup.sides.find((entry) => entry.side === side)?.playerName ?? 'a player who left';
  }

  mysticOf(side: SideKey): string {
    return sideOf(this.setup, side).mystic.name;
  }

  /**
   * A Mystic's ability by the name its force gave it: "Mystic Lightning", or a group's own
   * Mystic's "Storm Call", never the printed ability it works like (seed 000 L44).
   */
  ability(modelId: string): string {
    const side = this.setup.sides.find((entry) => `${entry.side}.mystic` === modelId);
    return side?.mystic.ability ?? 'its ability';
  }

  thing(thing: Thing): string {
    return thing.kind === 'model' ? this.model(thing.modelId) : theTerrain(thing.name);
  }

  isGrymn(id: string): boolean {
    return id.includes('.grymn-');
  }

  /** "Megan", "Megan and Ann". */
  players(sides: readonly SideKey[]): string {
    return listOf(sides.map((side) => this.player(side)));
  }
}

export const ALLEGIANCE = { order: 'Order', chaos: 'Chaos' } as const;

/** `BattleResult.endedBy` codes in words ("when the agreed turns ran out"). */
export const ENDINGS: Readonly<Record<EndedBy, string>> = {
  'last-mystic-standing': 'with the last Mystic standing',
  'all-mystics-fell': 'when the last Mystics fell together',
  'turn-limit': 'when the agreed turns ran out',
  'no-opposition': 'when no enemy was left to fight',
  scenario: "by the group's scenario",
  concession: 'by concession',
  'all-fell': 'when no model was left standing',
};

export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]!}`;
}

export function plural(count: number, word: string, many = `${word}s`): string {
  return `${count} ${count === 1 ? word : many}`;
}

export { capitalise } from '../../../chronicle/pick';

/** "7 + 1 Range = 8": the dice, then what was added and why (seed 000 L116 reads it so), or just "7". */
export function sum(dice: number, bonus: number, added: string): string {
  return bonus === 0 ? `${dice}` : `${dice} + ${bonus} ${added} = ${dice + bonus}`;
}
