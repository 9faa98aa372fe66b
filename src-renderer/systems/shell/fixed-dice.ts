import { ref, watch, type Ref } from 'vue';
import { enteredDice, newSeed, rollDice, type DiceRoll, type DieSize } from '../../../src-shared/rules/dice';

/**
 * A roll of a set number of dice, for a DiceBox: typed in from the table, or rolled here from a
 * fresh seed kept with the faces. An existing roll is shown as it was; a roll the owner makes (for
 * everyone at once) switches the box to show it; a roll the owner clears empties the boxes.
 */
export function useFixedDice(model: Ref<DiceRoll | null>, count: () => number, sides: () => DieSize) {
  const mode = ref<'entered' | 'rolled'>(model.value?.source ?? 'entered');
  const blank = (): (string | number)[] => Array.from({ length: count() }, () => '');
  const faces = ref<(string | number)[]>(model.value?.source === 'entered' && model.value.faces.length === count() ? [...model.value.faces] : blank());

  watch(count, () => {
    faces.value = blank();
    model.value = null;
  });
  watch(model, (value) => {
    if (value?.source === 'rolled') mode.value = 'rolled';
    if (value === null && mode.value === 'entered' && faces.value.some((face) => String(face) !== '')) faces.value = faces.value.map(() => '');
  });

  function choose(next: 'entered' | 'rolled'): void {
    if (next === mode.value) return;
    mode.value = next;
    faces.value = faces.value.map(() => '');
    model.value = null;
  }

  function typed(): void {
    const filled = faces.value.every((face) => String(face).trim() !== '');
    model.value = filled ? enteredDice(faces.value.map(Number), sides()) : null;
  }

  function roll(): void {
    model.value = rollDice(newSeed(), count(), sides());
  }

  return { mode, faces, choose, typed, roll };
}
