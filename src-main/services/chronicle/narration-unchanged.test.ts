import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateBattle, largeSetup } from '../../../src-shared/rules/orders-omens/battle/testing/generate';
import { narrateBattle } from '../../../src-shared/rules/orders-omens/narrator/narrate-battle';
import { bridgeBattle } from '../../../src-shared/rules/orders-omens/narrator/testing/golden-battles';
import { GREYFORD_THIRDS, greyfordBattle } from '../../../src-shared/rules/orders-omens/narrator/testing/greyford';
import type { RulingChoices } from '../../../src-shared/rules/ruling';

/**
 * The chronicle rows (lines, numbers and search text) of generated battles must not change when
 * narration is made faster: `testing/narration-unchanged.snapshot.md` was written by the narrator
 * as it stood before the indexing work of issue #20 (each battle's text in full, and a digest of
 * exactly what the cache row stores, `JSON.stringify` of its lines and of its numbers).
 */
const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

interface Case {
  readonly id: string;
  readonly events: number;
  readonly seed: number;
  readonly rulings?: RulingChoices;
  readonly thirds?: Readonly<Record<string, string>>;
}

const CASES: readonly Case[] = [
  ...[100, 101, 102, 103, 104, 105, 106, 107].map((seed) => ({ id: `battle-${seed}`, events: 200, seed })),
  { id: 'long-11', events: 600, seed: 11 },
  { id: 'long-12', events: 1200, seed: 12, thirds: { left: 'The ford', centre: '', right: 'Grey Hill' } },
  { id: 'ruled-21', events: 300, seed: 21, rulings: { 'oo.order-test-direction': 'roll-at-most-target', 'oo.control-modifier-sense': 'modifier-on-roll' } },
  { id: 'ruled-22', events: 300, seed: 22, rulings: { 'oo.order-test-doubles': 'doubles-only-when-passed' } },
];

function account(name: string, chronicle: ReturnType<typeof narrateBattle>): string {
  const text = chronicle.lines.map((line) => `${line.turningPoint ? '* ' : ''}${line.text}`).join('\n');
  return [`## ${name}`, '', text, '', `lines ${digest(chronicle.lines)}`, `stats ${digest(chronicle.stats)}`, `whole ${digest(chronicle)}`, ''].join('\n');
}

describe('narration is unchanged by the indexing speed-ups (issue #20)', () => {
  it('narrates generated battles, the bridge and Greyford exactly as before, numbers and line keys included', async () => {
    const setup = largeSetup();
    const parts = CASES.map((c) => {
      const { events } = generateBattle(setup, c.events, c.seed, c.rulings ?? {});
      return account(`${c.id} (${events.length} events)`, narrateBattle({ battleId: c.id, name: c.id, setup, events, rulings: c.rulings ?? {}, thirds: c.thirds ?? {} }));
    });
    const bridge = bridgeBattle();
    parts.push(account('bridge', narrateBattle({ battleId: 'golden-1', name: 'The Battle of the Sundered Bridge', setup: bridge.setup, events: bridge.events })));
    const greyford = greyfordBattle();
    parts.push(account('greyford', narrateBattle({ battleId: 'greyford', name: 'Greyford', setup: greyford.setup, events: greyford.events, thirds: GREYFORD_THIRDS })));
    await expect(parts.join('\n')).toMatchFileSnapshot('./testing/narration-unchanged.snapshot.md');
  });
});
