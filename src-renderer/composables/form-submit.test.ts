import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { useFormSubmit } from './form-submit';

describe('useFormSubmit', () => {
  it('is busy while the call runs, and answers that it went through', async () => {
    const { busy, errors, attempt } = useFormSubmit();
    errors.value = { name: 'an earlier refusal' };
    let release!: () => void;
    const sent = attempt(() => new Promise<void>((resolve) => (release = resolve)));
    expect(busy.value).toBe(true);
    expect(errors.value).toEqual({});
    release();
    expect(await sent).toBe(true);
    expect(busy.value).toBe(false);
  });

  it('shows a refusal about one input beside that field, and anything else above the form', async () => {
    const { busy, errors, attempt } = useFormSubmit();
    const refusedName = await attempt(() => Promise.reject(new ApiError({ code: 'invalid_input', message: 'Give the campaign a name', path: 'name.0' })));
    expect(refusedName).toBe(false);
    expect(errors.value).toEqual({ name: 'Give the campaign a name' });
    expect(busy.value).toBe(false);
    await attempt(() => Promise.reject(new Error('The file is locked')));
    expect(errors.value).toEqual({ form: 'The file is locked' });
  });

  it('maps refusals its own way when the form asks', async () => {
    const { errors, attempt } = useFormSubmit(() => ({ army: 'This army has problems' }));
    await attempt(() => Promise.reject(new Error('any')));
    expect(errors.value).toEqual({ army: 'This army has problems' });
  });
});
