import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORDERS_OMENS_RULINGS } from './orders-omens/rulings';
import * as titleTournament from './title-tournament/rulings';
import * as infinity from './infinity/rulings';
import { ORDER_66_RULINGS } from './order-66/rulings';
import type { Ruling } from './ruling';

function rulingsIn(module: Record<string, unknown>): Ruling[] {
  return Object.values(module)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter((value): value is Ruling => typeof value === 'object' && value !== null && 'id' in value && 'options' in value);
}

describe('every ruling is documented in docs/rulings.md', () => {
  const rulingsDoc = readFileSync(join(__dirname, '..', '..', 'docs', 'rulings.md'), 'utf8');
  const all = [...ORDERS_OMENS_RULINGS, ...rulingsIn(titleTournament), ...rulingsIn(infinity), ...ORDER_66_RULINGS];

  it.each(all.map((ruling) => [ruling.id, ruling] as const))('%s is listed with its default', (id, ruling) => {
    const row = rulingsDoc.split('\n').find((line) => line.startsWith(`| \`${id}\` |`));
    expect(row, `docs/rulings.md has no row for ${id}`).toBeDefined();
    const defaultLabel = ruling.options.find((option) => option.id === ruling.defaultOption)!.label;
    expect(row!.split('|')[3]!.trim()).toBe(defaultLabel);
  });

  it('has a default among its own options and quotes its source', () => {
    for (const ruling of all) {
      expect(ruling.options.map((option) => option.id)).toContain(ruling.defaultOption);
      expect(ruling.quotes.length).toBeGreaterThan(0);
    }
  });
});
