import type { Attributes, RulesCard } from '../cards/card-schema';
import type { ModelType } from '../cards/card-terms';
import { cardKey, currentCards } from '../cards/card-library';
import type { Rulings1999 } from '../rulings-in-play';
import { instabilityOf, modifiedAttributes } from './dna';
import type { ArmyRoster, DnaModification } from './roster-schema';

/** One card of a Unit as it will take the field: the applicable version, its Type, models and DNA. */
export interface ResolvedCard {
  /** Stable within the roster: the Unit's key for its first card, the attachment's key otherwise. */
  readonly key: string;
  readonly cardName: string;
  /** null when the library holds no card of that name. */
  readonly card: RulesCard | null;
  readonly type: ModelType;
  readonly models: number;
  readonly dna: readonly DnaModification[];
  readonly instability: number;
  readonly attributes: Attributes | null;
  /** Index in the Unit: 0 the first card, then the attached cards in roster order. */
  readonly attachedAt: number | null;
}

export interface ResolvedUnit {
  readonly key: string;
  readonly name: string;
  readonly reinforcement: boolean;
  readonly cards: readonly ResolvedCard[];
  /** Army Points: the first card per model, attached cards once each (L107, L283). */
  readonly points: number;
  readonly models: number;
}

export interface ResolvedArmy {
  readonly name: string;
  readonly units: readonly ResolvedUnit[];
  readonly points: number;
  readonly models: number;
}

/** The army with every card looked up in the library (highest version, L111) and its cost worked out. */
export function resolveArmy(roster: ArmyRoster, library: readonly RulesCard[], rulings: Pick<Rulings1999, 'dnaOnCc'>): ResolvedArmy {
  const cards = currentCards(library);
  const units = roster.units.map((unit): ResolvedUnit => {
    const first = cards.get(cardKey(unit.card)) ?? null;
    const firstModels = unit.type === 'squad' ? unit.models : 1;
    const resolved: ResolvedCard[] = [
      {
        key: unit.key,
        cardName: first?.name ?? unit.card,
        card: first,
        type: unit.type,
        models: firstModels,
        dna: unit.dna,
        instability: instabilityOf(unit.dna),
        attributes: first ? modifiedAttributes(first.attributes, unit.dna, rulings) : null,
        attachedAt: null,
      },
      ...unit.attached.map((attached, index): ResolvedCard => {
        const card = cards.get(cardKey(attached.card)) ?? null;
        return {
          key: attached.key,
          cardName: card?.name ?? attached.card,
          card,
          type: attached.type,
          models: 1,
          dna: attached.dna,
          instability: instabilityOf(attached.dna),
          attributes: card ? modifiedAttributes(card.attributes, attached.dna, rulings) : null,
          attachedAt: index,
        };
      }),
    ];
    const points = resolved.reduce((sum, c) => sum + (c.card?.armyPoints ?? 0) * c.models, 0);
    const models = resolved.reduce((sum, c) => sum + c.models, 0);
    return { key: unit.key, name: unit.name || (first?.name ?? unit.card), reinforcement: unit.reinforcement, cards: resolved, points, models };
  });
  return {
    name: roster.name,
    units,
    points: units.reduce((sum, u) => sum + u.points, 0),
    models: units.reduce((sum, u) => sum + u.models, 0),
  };
}
