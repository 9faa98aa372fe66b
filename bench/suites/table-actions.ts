import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchSuite, Metric } from '../suite';

/**
 * UI actions per turn of the four-turn battle in e2e/table-four-turns.e2e.ts, typed (dice typed
 * into one box, shortcuts, Enter) against mouse-only, as that spec counted them on its last run.
 * The spec writes the file; this suite only reads and prints it.
 */

interface Row {
  chapter: string;
  clicks: number;
  keys: number;
  entries: number;
  total: number;
}
interface ActionsFile {
  typed: Row[];
  mouse: Row[];
  /** Keyboard only, no clicks after opening the battle (absent in files written before that run). */
  keyboard?: Row[];
}

export const ACTIONS_FILE = join(__dirname, '..', 'data', 'table-actions.json');

const slug = (chapter: string) => chapter.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const split = (row: Row) => `${row.clicks} clicks, ${row.keys} keys, ${row.entries} typed entries`;

export function tableActionMetrics(file: ActionsFile): Metric[] {
  const metrics: Metric[] = [];
  for (const [i, typed] of file.typed.entries()) {
    const mouse = file.mouse[i];
    if (!mouse || mouse.chapter !== typed.chapter) throw new Error(`table-actions: the typed and mouse-only runs differ at “${typed.chapter}”`);
    metrics.push({ name: `table.${slug(typed.chapter)}.typed`, value: typed.total, unit: 'actions', note: split(typed) });
    metrics.push({ name: `table.${slug(typed.chapter)}.mouse`, value: mouse.total, unit: 'actions', note: split(mouse) });
  }
  const sum = (rows: Row[]) => rows.reduce((total, row) => total + row.total, 0);
  const typed = sum(file.typed);
  const mouse = sum(file.mouse);
  metrics.push({ name: 'table.battle.typed', value: typed, unit: 'actions' });
  metrics.push({ name: 'table.battle.mouse', value: mouse, unit: 'actions' });
  if (file.keyboard) {
    const clicks = file.keyboard.reduce((total, row) => total + row.clicks, 0);
    metrics.push({ name: 'table.battle.keyboardOnly', value: sum(file.keyboard), unit: 'actions', note: `${clicks} clicks after opening the battle` });
  }
  // The keyboard way must never cost more than the mouse.
  metrics.push({ name: 'table.battle.typedShare', value: typed / mouse, unit: '× mouse', target: { op: '<=', value: 1 } });
  return metrics;
}

export const suite: BenchSuite = {
  name: 'table-actions',
  run() {
    if (!existsSync(ACTIONS_FILE)) throw new Error(`table-actions: ${ACTIONS_FILE} is missing; run npx vitest run --project e2e e2e/table-four-turns.e2e.ts`);
    return tableActionMetrics(JSON.parse(readFileSync(ACTIONS_FILE, 'utf8')) as ActionsFile);
  },
};
