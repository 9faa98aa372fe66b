import type { RosterInput } from '../../../../src-shared/contract/orders-omens/roster';
import type { Experience } from '../../../../src-shared/rules/orders-omens/types';

/** The roster being edited: the contract's input shape, mutable so Vue can edit it in place. */
export type RosterDraft = RosterInput;
export type DivisionDraft = RosterDraft['divisions'][number];
export type BrigadeDraft = DivisionDraft['brigades'][number];
export type RegimentDraft = BrigadeDraft['regiments'][number];
export type AttachedDraft = DivisionDraft['attached'][number];

let counter = 0;
/** A part id for the builder (stable keys, and later battle references); the service keeps or replaces it. */
export function partId(): string {
  counter += 1;
  return `p${Date.now().toString(36)}${counter.toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

export function newRegiment(experience: Experience): RegimentDraft {
  return { id: partId(), type: 'infantry', experience, weapon: 'hand-weapons', armoured: false };
}

export function newBrigade(experience: Experience = 'green'): BrigadeDraft {
  return { id: partId(), rating: experience, regiments: [newRegiment(experience), newRegiment(experience)] };
}

export function newDivision(): DivisionDraft {
  return { id: partId(), general: { experience: 'green', magicalAdvisor: false }, brigades: [], attached: [] };
}

export function emptyRoster(name: string, list: RosterDraft['list'], pointsLimit: number | undefined): RosterDraft {
  return {
    name,
    list,
    ...(pointsLimit === undefined ? {} : { pointsLimit }),
    marshal: { experience: 'elite', magicalAdvisor: false },
    divisions: [],
  };
}

/** A deep copy with fresh ids throughout, for "Duplicate". */
export function cloneWithNewIds<T>(part: T): T {
  // JSON, not structuredClone: the part is usually a Vue reactive proxy, which cannot be cloned structurally.
  const copy = JSON.parse(JSON.stringify(part)) as T;
  const renew = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(renew);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if ('id' in record) record.id = partId();
      Object.values(record).forEach(renew);
    }
  };
  renew(copy);
  return copy;
}

/** Moves an item one place up (-1) or down (+1); does nothing at either end. */
export function moveItem<T>(items: T[], index: number, delta: -1 | 1): void {
  const target = index + delta;
  if (target < 0 || target >= items.length) return;
  const [item] = items.splice(index, 1);
  items.splice(target, 0, item!);
}

/** Inserts a copy (fresh ids) right after the original. */
export function duplicateItem<T>(items: T[], index: number): void {
  items.splice(index + 1, 0, cloneWithNewIds(items[index]!));
}

export function removeItem<T>(items: T[], index: number): void {
  items.splice(index, 1);
}

/** The experience shown for a Brigade: its regiments' common experience, else its rating, else "mixed". */
export function brigadeExperience(brigade: BrigadeDraft): Experience | 'mixed' {
  const levels = new Set(brigade.regiments.map((regiment) => regiment.experience));
  if (levels.size === 1) return [...levels][0]!;
  if (levels.size === 0) return brigade.rating ?? 'green';
  return 'mixed';
}
