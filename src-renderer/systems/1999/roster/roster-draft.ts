import type { ArmyRoster, ArmyUnit, AttachedCard, DnaModification, ModelType, RulesCard } from '../../../../src-shared/rules/1999';
import type { RosterProblem } from '../../../../src-shared/systems/game-system';

/** Pure edits of a 1999 army roster; each returns a new roster and never names a key on screen. */

/** A key no Unit or attached card of the roster uses yet. */
export function freshKey(roster: ArmyRoster, prefix = 'u'): string {
  const taken = new Set(roster.units.flatMap((u) => [u.key, ...u.attached.map((a) => a.key)]));
  let n = roster.units.length + 1;
  while (taken.has(`${prefix}${n}`)) n++;
  return `${prefix}${n}`;
}

/** The Type a card takes the field as when first chosen: Squad when it can, else its first Type. */
export function defaultType(card: RulesCard): ModelType {
  return card.types.some((t) => t.type === 'squad') ? 'squad' : card.types[0]!.type;
}

export function squadMinimum(card: RulesCard): number {
  const squad = card.types.find((t) => t.type === 'squad');
  return squad && squad.type === 'squad' ? squad.min : 1;
}

export function newUnit(roster: ArmyRoster, card: RulesCard): ArmyUnit {
  const type = defaultType(card);
  return { key: freshKey(roster), name: '', card: card.name, type, models: type === 'squad' ? squadMinimum(card) : 1, dna: [], reinforcement: false, attached: [] };
}

export function replaceUnit(roster: ArmyRoster, index: number, unit: ArmyUnit): ArmyRoster {
  return { ...roster, units: roster.units.map((u, i) => (i === index ? unit : u)) };
}

/** A new first card: its default Type and Squad size; attachments kept only where the new card has the Position. */
export function withCard(unit: ArmyUnit, card: RulesCard): ArmyUnit {
  const type = defaultType(card);
  return { ...unit, card: card.name, type, models: type === 'squad' ? squadMinimum(card) : 1, dna: [], attached: unit.attached.filter((a) => a.position < card.positions.length) };
}

/** The card at a Unit Construction Position, or none (null). */
export function withAttachment(roster: ArmyRoster, unit: ArmyUnit, position: number, card: RulesCard | null, accepts: 'leader' | 'support'): ArmyUnit {
  const others = unit.attached.filter((a) => a.position !== position);
  if (!card) return { ...unit, attached: others };
  const existing = unit.attached.find((a) => a.position === position);
  const attached: AttachedCard = { key: existing?.key ?? freshKey(roster, 'a'), card: card.name, type: accepts, position, dna: [] };
  return { ...unit, attached: [...others, attached].sort((a, b) => a.position - b.position) };
}

/** Sets (or with 0 clears) the DNA note on one Attribute. */
export function withDna(dna: readonly DnaModification[], attribute: DnaModification['attribute'], amount: number, ccScore?: 'offensive' | 'defensive'): DnaModification[] {
  const others = dna.filter((m) => m.attribute !== attribute);
  if (!amount) return others;
  return [...others, { attribute, amount, ...(attribute === 'cc' ? { ccScore: ccScore ?? 'offensive' } : {}) }];
}

/** Problems located at a Unit (and its attached cards), shown beside it. */
export function problemsAt(problems: readonly RosterProblem[], unitIndex: number): RosterProblem[] {
  return problems.filter((p) => p.path[0] === 'units' && p.path[1] === unitIndex);
}
