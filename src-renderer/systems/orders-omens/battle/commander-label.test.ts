import { describe, expect, it } from 'vitest';
import { commanderLabel } from './commander-label';

describe('a commander in the nearest-commander list', () => {
  it('does not repeat "Marshal" when the Marshal is called Marshal', () => {
    expect(commanderLabel({ name: 'Marshal', role: 'marshal', own: false, controlValue: 2 })).toBe('Marshal (Control Value 2)');
  });
  it('says what a named commander is', () => {
    expect(commanderLabel({ name: 'Lady Aveline', role: 'marshal', own: false, controlValue: 2 })).toBe('Lady Aveline (Marshal, Control Value 2)');
    expect(commanderLabel({ name: 'General of the 1st Division', role: 'general', own: true, controlValue: 4 })).toBe('General of the 1st Division (its own General, Control Value 4)');
    expect(commanderLabel({ name: 'General of the 2nd Division', role: 'general', own: false, controlValue: 3 })).toBe('General of the 2nd Division (another Division, Control Value 3)');
  });
});
