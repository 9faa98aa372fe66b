import { describe, expect, it } from 'vitest';
import { possessive } from './sentences';

describe('possessive', () => {
  it('adds ’s, or only the apostrophe after a final s', () => {
    expect(possessive('the sergeant')).toBe('the sergeant’s');
    expect(possessive('the Ice Rangers')).toBe('the Ice Rangers’');
    expect(possessive('Jens')).toBe('Jens’');
  });

  // Order 66's narrator writes straight apostrophes ("Va'Durr's choke held Luke"); its possessives must match.
  it('writes a straight apostrophe when asked, by the same rule', () => {
    expect(possessive("Va'Durr", "'")).toBe("Va'Durr's");
    expect(possessive('Jens', "'")).toBe("Jens'");
    expect(possessive('Grymn Troopers', "'")).toBe("Grymn Troopers'");
  });
});
