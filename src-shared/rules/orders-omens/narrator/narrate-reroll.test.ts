import { describe, expect, it } from 'vitest';
import { Table, armyA, dice, setupOf } from '../battle/testing/fixtures';
import { narrateBattle } from './narrate-battle';

const HESITATED = /hesitated|would not answer|stayed where it stood|none of them moved|deaf to their orders|did nothing|stood idle/;

/** The account of a Human army's turn: one Brigade fails its Order Test, then re-rolls it (seed 002 L989). */
function account(reroll: [number, number]) {
  const table = Table.activating(setupOf({ A: armyA({ list: 'human' }) }));
  table.do({ type: 'chip-drawn', side: 'A' }).do({ type: 'order-tested', brigadeId: 'A/d1.b1', roll: dice(1, 2) });
  table.do({ type: 'order-rerolled', brigadeId: 'A/d1.b1', roll: dice(...reroll) });
  const chronicle = narrateBattle({ battleId: 'reroll', name: 'The Re-roll', setup: table.setup, events: table.events });
  return chronicle.lines.filter((line) => line.turn === 1).map((line) => line.text).join(' ');
}

describe('Adaptable Command in the account (seed 002 L989: a Human General may re-roll one failed Order Test)', () => {
  it('a Brigade that passes on the re-roll is not told as having hesitated', () => {
    expect(account([5, 4])).not.toMatch(HESITATED);
  });

  it('a Brigade that fails the re-roll too still hesitated', () => {
    expect(account([2, 1])).toMatch(HESITATED);
  });
});
