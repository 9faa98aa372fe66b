import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPEND6_RULINGS } from './rulings';

describe('every OpenD6 ruling is in the rulings table of docs/rulings.md', () => {
  const rulingsDoc = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'rulings.md'), 'utf8');

  it.each(OPEND6_RULINGS.map((ruling) => [ruling.id, ruling] as const))('%s is listed with its default and alternatives', (id, ruling) => {
    const row = rulingsDoc.split('\n').find((line) => line.startsWith(`| \`${id}\` |`));
    expect(row, `docs/rulings.md has no row for ${id}`).toBeDefined();
    const cells = row!.split('|').map((cell) => cell.trim());
    expect(cells[3]).toBe(ruling.options.find((option) => option.id === ruling.defaultOption)!.label);
    for (const option of ruling.options.filter((candidate) => candidate.id !== ruling.defaultOption)) expect(cells[4]).toContain(option.label);
  });
});
