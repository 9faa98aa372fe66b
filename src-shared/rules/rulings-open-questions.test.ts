import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SYSTEMS } from '../systems/registry';

/**
 * RULINGS.md 31–58 (/work/shared/RULINGS.md, "Found on a third read") are the open questions of
 * the rulebooks: each must be mapped in docs/rulings.md to the ruling or reading that decides it.
 * A backticked name in a row is either a ruling id of the question's system, or (with a slash) a
 * repository file that implements the reading.
 */
const ROOT = join(__dirname, '..', '..');
const rulingsDoc = readFileSync(join(ROOT, 'docs', 'rulings.md'), 'utf8');

const TABLES = [
  { heading: 'Orders & Omens open questions (RULINGS.md 31–46): where each is decided', items: [[31, 46, 'orders-omens']] },
  {
    heading: 'Open questions of 1999, Order 66 and OpenD6 (RULINGS.md 47–58): where each is decided',
    items: [
      [47, 51, '1999'],
      [52, 54, 'order-66'],
      [55, 58, 'opend6'],
    ],
  },
] as const;

interface Row {
  readonly item: number;
  readonly decidedBy: string;
  readonly line: string;
}

function rowsUnder(heading: string): Row[] | undefined {
  const section = rulingsDoc.split(/^## /m).find((part) => part.startsWith(`${heading}\n`));
  if (section === undefined) return undefined;
  return section
    .split('\n')
    .map((line) => ({ line, cells: line.split('|').map((cell) => cell.trim()) }))
    .filter(({ line, cells }) => line.startsWith('|') && /^\d+$/.test(cells[1] ?? ''))
    .map(({ line, cells }) => ({ item: Number(cells[1]), decidedBy: cells[3] ?? '', line }));
}

function backticked(text: string): string[] {
  return [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
}

const systemOfRuling = new Map(SYSTEMS.flatMap((system) => system.rulings.map((ruling) => [ruling.id, system.id] as const)));

describe('docs/rulings.md maps every open question of RULINGS.md 31–58', () => {
  describe.each(TABLES)('$heading', ({ heading, items }) => {
    const rows = rowsUnder(heading);
    const expected = items.flatMap(([first, last, system]) => Array.from({ length: last - first + 1 }, (_, i) => ({ item: first + i, system })));

    it('is a section of docs/rulings.md with exactly one row per item, in order', () => {
      expect(rows, `docs/rulings.md has no section "## ${heading}"`).toBeDefined();
      expect(rows!.map((row) => row.item)).toEqual(expected.map(({ item }) => item));
    });

    it.each(expected)('item $item is decided by a ruling of $system or a named reading', ({ item, system }) => {
      const row = rows?.find((candidate) => candidate.item === item);
      expect(row, `docs/rulings.md has no row for RULINGS.md ${item}`).toBeDefined();
      const namesOrReasons = backticked(row!.decidedBy).length > 0 || row!.decidedBy.length >= 40;
      expect(namesOrReasons, `RULINGS.md ${item} names no ruling or file and gives no reading: "${row!.decidedBy}"`).toBe(true);
      for (const name of backticked(row!.line)) {
        if (name.includes('/')) {
          expect(existsSync(join(ROOT, name)), `RULINGS.md ${item} cites ${name}, which is not in the repository`).toBe(true);
        } else {
          expect(systemOfRuling.get(name), `RULINGS.md ${item} cites ${name}, which is not a ruling of ${system}`).toBe(system);
        }
      }
    });
  });

  it('finds the rulings it checks against in the registered systems', () => {
    for (const system of ['orders-omens', '1999', 'order-66', 'opend6']) expect([...systemOfRuling.values()]).toContain(system);
  });
});
