import { ref } from 'vue';
import { fieldErrorsFrom } from '../field-errors';

export type FieldErrors = Record<string, string>;

/**
 * How a form sends: busy while the call runs (its button disabled), the last refusal cleared
 * first, and a new refusal shown beside the field it names (or above the form). `attempt` answers
 * whether the call went through, so the form decides what follows (close, leave the editor, go on).
 */
export function useFormSubmit(toErrors: (error: unknown) => FieldErrors = fieldErrorsFrom) {
  const busy = ref(false);
  const errors = ref<FieldErrors>({});
  async function attempt(action: () => Promise<unknown>): Promise<boolean> {
    busy.value = true;
    errors.value = {};
    try {
      await action();
      return true;
    } catch (error) {
      errors.value = toErrors(error);
      return false;
    } finally {
      busy.value = false;
    }
  }
  return { busy, errors, attempt };
}
