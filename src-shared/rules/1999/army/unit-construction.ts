import type { RosterProblem } from '../../../systems/game-system';
import { MODEL_TYPE_LABELS } from '../cards/card-terms';
import type { RulesCard } from '../cards/card-schema';
import type { Rulings1999 } from '../rulings-in-play';
import { dnaProblems } from './dna';
import { unitProblem } from './problems';
import type { ResolvedArmy } from './resolve-army';
import type { ArmyRoster } from './roster-schema';

const RULE = 'Unit Construction Rules';

/** Each Unit against the Unit Construction rules (seed 001 L273–L305), every problem located. */
export function unitConstructionProblems(roster: ArmyRoster, army: ResolvedArmy, rulings: Pick<Rulings1999, 'dnaOnCc'>): RosterProblem[] {
  const problems: RosterProblem[] = [];
  roster.units.forEach((unit, u) => {
    const resolved = army.units[u]!;
    const first = resolved.cards[0]!;
    const at = (attached: number | null, text: string, rule = RULE) => problems.push(unitProblem(roster, u, attached, text, rule));

    if (!first.card) at(null, `no Rules Card named “${unit.card}” in the library`, 'The Model’s Rules Card');
    else {
      typeProblem(first.card, unit.type, (text) => at(null, text, 'Model Type'));
      if (unit.type === 'leader') at(null, 'a Leader always operates with a Squad: attach it to a Squad’s open Leader position', 'Leader Model');
      if (unit.type === 'support') at(null, 'a Support model always operates with a Squad: attach it to a Squad’s open Support position', 'Support Model');
      const squad = first.card.types.find((t) => t.type === 'squad');
      if (unit.type === 'squad' && squad && (unit.models < squad.min || unit.models > squad.max)) {
        at(null, `${unit.models} models; this Squad takes ${squad.min} to ${squad.max}`, 'Squad Models');
      }
      if (unit.type !== 'squad' && unit.models !== 1) at(null, `a ${MODEL_TYPE_LABELS[unit.type]} card is a single model, not ${unit.models}`, 'Squad Models');
      for (const text of dnaProblems(first.card, unit.dna, rulings)) at(null, text, 'Modifying Attributes');
    }

    const taken = new Map<number, string>();
    unit.attached.forEach((attached, a) => {
      const card = resolved.cards[a + 1]!.card;
      if (!card) {
        at(a, `no Rules Card named “${attached.card}” in the library`, 'The Model’s Rules Card');
        return;
      }
      typeProblem(card, attached.type, (text) => at(a, text, 'Model Type'));
      for (const text of dnaProblems(card, attached.dna, rulings)) at(a, text, 'Modifying Attributes');
      if (attached.attachedTo !== undefined && attached.attachedTo !== unit.key) {
        at(a, 'Rules Cards may never be attached to an attached Rules Card');
        return;
      }
      if (unit.type === 'special') {
        at(a, 'a Special model operates as a Unit of its own; nothing may be attached to it', 'Special Model');
        return;
      }
      if (attached.type !== 'leader' && attached.type !== 'support') {
        at(a, `a ${MODEL_TYPE_LABELS[attached.type]} card cannot be attached; only Leader and Support models take a Unit Construction Position`);
        return;
      }
      const role = MODEL_TYPE_LABELS[attached.type];
      if (unit.type !== 'squad' || !first.card) {
        at(a, `only a Squad’s open ${role} position takes a ${role}; Unit Construction Arrows are used by Squad Units only`);
        return;
      }
      const position = first.card.positions[attached.position];
      if (!position) {
        at(a, `${first.card.name} has no Unit Construction Position ${attached.position + 1}`);
        return;
      }
      const holder = taken.get(attached.position);
      if (holder) {
        at(a, `position ${attached.position + 1} already holds ${holder}; never more than one Rules Card per position`);
        return;
      }
      taken.set(attached.position, card.name);
      if (position.accepts !== attached.type) {
        at(a, `only a Squad’s open ${role} position takes a ${role}; position ${attached.position + 1} takes a ${MODEL_TYPE_LABELS[position.accepts]} model`);
      }
      if (position.class && (card.class ?? '').trim().toLowerCase() !== position.class.trim().toLowerCase()) {
        at(a, `position ${attached.position + 1} takes only the ${position.class} Class`);
      }
      if (position.name && card.name.trim().toLowerCase() !== position.name.trim().toLowerCase()) {
        at(a, `position ${attached.position + 1} takes only ${position.name}`);
      }
    });
  });
  return problems;
}

function typeProblem(card: RulesCard, type: keyof typeof MODEL_TYPE_LABELS, report: (text: string) => void): void {
  if (!card.types.some((t) => t.type === type)) {
    const has = card.types.map((t) => MODEL_TYPE_LABELS[t.type]).join(', ');
    report(`declared ${MODEL_TYPE_LABELS[type]}, but the card’s Types are ${has}`);
  }
}
