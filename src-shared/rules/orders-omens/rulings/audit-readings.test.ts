import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/rulings.md, "Orders & Omens readings from the rules audit": each row cites the seed
 * (002_cff186ffe79098a6.txt, 1540 lines) and names the file that implements its reading.
 */
const ROOT = join(__dirname, '..', '..', '..', '..');
const HEADING = 'Orders & Omens readings from the rules audit';
const SEED_LINES = 1540;

function rows(): { seedLines: number[]; decidedBy: string; line: string }[] {
  const doc = readFileSync(join(ROOT, 'docs', 'rulings.md'), 'utf8');
  const section = doc.split(/^## /m).find((part) => part.startsWith(`${HEADING}\n`));
  if (section === undefined) return [];
  return section
    .split('\n')
    .filter((line) => /^\| L\d/.test(line))
    .map((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      return { seedLines: [...cells[1]!.matchAll(/L(\d+)/g)].map((m) => Number(m[1])), decidedBy: cells[3] ?? '', line };
    });
}

describe(`docs/rulings.md: ${HEADING}`, () => {
  const found = rows();

  it('is a section with its readings', () => {
    expect(found.length).toBeGreaterThanOrEqual(10);
  });

  it.each(found.map((row) => [row.line.slice(0, 60), row] as const))('%s… cites seed lines and an existing file', (_, row) => {
    expect(row.seedLines.length).toBeGreaterThan(0);
    for (const n of row.seedLines) {
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(SEED_LINES);
    }
    const files = [...row.decidedBy.matchAll(/`([^`]+\/[^`]+)`/g)].map((m) => m[1]!);
    expect(files.length, 'names the file that implements the reading').toBeGreaterThan(0);
    for (const file of files) expect(existsSync(join(ROOT, file)), `${file} exists`).toBe(true);
  });
});
