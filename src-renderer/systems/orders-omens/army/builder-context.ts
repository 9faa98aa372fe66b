import { inject, type ComputedRef, type InjectionKey } from 'vue';
import type { ArmyProblem } from '../../../../src-shared/rules/orders-omens/army/problems';
import type { RosterAssessment } from '../../../../src-shared/rules/orders-omens/army/assess';
import type { ArmyList } from '../../../../src-shared/rules/orders-omens/types';
import type { RosterDraft } from './draft';

/** What every part of the roster builder shares: the draft it edits and the engine's live verdict on it. */
export interface BuilderContext {
  readonly draft: RosterDraft;
  readonly assessment: ComputedRef<RosterAssessment>;
  readonly list: ComputedRef<ArmyList>;
  /** Soldiers one regiment represents for this army (Regiment Sizes). */
  readonly soldiersPerRegiment: ComputedRef<number>;
  /** House rule `oo.brigade-mixed-experience` = mixed-with-rating: regiments pick their own experience. */
  readonly mixedExperience: ComputedRef<boolean>;
  problemsFor(key: string): readonly ArmyProblem[];
  /** Asks before a destructive edit (removing a Division or a Brigade with regiments). */
  confirm(title: string, message: string, action: () => void): void;
}

export const BUILDER: InjectionKey<BuilderContext> = Symbol('army-builder');

export function useBuilder(): BuilderContext {
  const context = inject(BUILDER);
  if (!context) throw new Error('useBuilder() outside the army builder');
  return context;
}
