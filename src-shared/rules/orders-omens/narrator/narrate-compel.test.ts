import { describe, expect, it } from 'vitest';
import { armyA, armyB, dice, meleeRolls, setupOf } from '../battle/testing/fixtures';
import type { BattleEvent } from '../battle';
import { SAMPLE_BATTLE } from '../walkthrough/testing/sample-battle';
import { narrateBattle } from './narrate-battle';

/**
 * Compel in the chronicle. Seed 002_cff186ffe79098a6.txt L369–L373: "Compel / Range: 15" /
 * Effect: Target Brigade must immediately move 1D6" directly forward (or towards nearest enemy if
 * within charge range). Note, that a compel move cannot move a Brigade into impassable terrain or
 * off the table." Casting is "7+ on 2D6" (L387). The account tells who was driven, whose they
 * were, how far and where the move ended, dated as the chronicle dates a turn's first line.
 */
// The sample battle up to its first activation, without its orders: the spell is the first thing told in turn 1, so its line is dated.
const opening = SAMPLE_BATTLE.slice(0, SAMPLE_BATTLE.findIndex((s) => s.type === 'activation-started') + 1).filter((s) => s.type !== 'strategic-order-issued' && s.type !== 'messenger-arrived');
const wizard = armyA({ divisions: armyA().divisions.map((d) => ({ ...d, general: { ...d.general, magicalAdvisor: true } })) });
const compel = [{ type: 'chip-drawn', side: 'A' }, { type: 'spell-cast', casterId: 'A/d1.general', spell: 'compel', targetBrigadeId: 'B/d1.b1', roll: dice(4, 4) }] as const;

function tell(moved: readonly BattleEvent[], B = armyB(), A = wizard) {
  const events = [...opening, ...compel, ...moved];
  const chronicle = narrateBattle({ battleId: 'compel', name: 'Compel', setup: setupOf({ A, B }, { battleClockStart: '10:00' }), events });
  const line = chronicle.lines.find((l) => l.seq !== null && l.seq <= opening.length + 2 && (l.lastSeq ?? 0) >= opening.length + 3);
  return { line, chronicle };
}

describe('the chronicle tells a Compel move (seed 002 L369–L373)', () => {
  it('tells a full move after the spell, on the spell’s line: the caster, the Brigade and its army, the inches rolled', () => {
    const { line } = tell([{ type: 'compel-moved', brigadeId: 'B/d1.b1', roll: dice(4), outcome: 'full-move' }]);
    expect(line?.text).toMatch(/^At 10:00, the General of the 1st Division of Blue (cast|worked) Compel on the 1st Brigade of Red \(warriors\)/);
    expect(line?.text).toMatch(/(The spell drove the 1st Brigade of Red on, a full 4″ against their will|The 1st Brigade of Red marched 4″ at the spell's command)\.$/);
  });

  it('tells a move that stopped short, and how far it got', () => {
    const { line } = tell([{ type: 'compel-moved', brigadeId: 'B/d1.b1', roll: dice(5), outcome: 'stopped-short', stoppedAfterInches: 2 }]);
    expect(line?.text).toMatch(/stopped after 2″|halted after 2″ of the 5″/);
    expect(line?.text).toContain('of Red');
  });

  it('tells a move into contact, naming both Brigades with their armies, and tells the melee it starts on the same line', () => {
    const round = { type: 'melee-round', engagementId: 'melee-1', attacker: meleeRolls(['B/d1.b1.r1', [5, 5, 1, 2]], ['B/d1.b1.r2', [6, 6, 3, 1]]), defender: meleeRolls(['A/d1.b1.r1', [4, 4, 2]], ['A/d1.b1.r2', [5, 4, 6]]) } as const;
    const { line } = tell([{ type: 'compel-moved', brigadeId: 'B/d1.b1', roll: dice(6), outcome: 'contact', contactBrigadeId: 'A/d1.b1' }, round]);
    expect(line?.text).toMatch(/into the 1st Brigade of Blue \(warriors\)/);
    // oo.compel-contact defaults to "not a charge" (RULINGS.md 44).
    expect(line?.text).toMatch(/locked in melee/);
    expect(line?.text).not.toMatch(/as a charge,|crashing in/);
    expect(line?.text).toMatch(/in a single round/i);
  });

  it('gives a Brigade the players named its army, which its name does not say', () => {
    const named = armyB({ divisions: armyB().divisions.map((d) => ({ ...d, brigades: d.brigades.map((b, i) => (i === 0 ? { ...b, name: 'The Thornguard' } : b)) })) });
    const { line } = tell([{ type: 'compel-moved', brigadeId: 'B/d1.b1', roll: dice(3), outcome: 'full-move' }], named);
    expect(line?.text).toMatch(/the Thornguard of Red/);
  });

  it('names a Brigade first met in the Compel line with its army before what it is: "the Old Guard of Blue (warriors)"', () => {
    const named = { ...wizard, divisions: wizard.divisions.map((d) => ({ ...d, brigades: d.brigades.map((b, i) => (i === 0 ? { ...b, name: 'The Old Guard' } : b)) })) };
    const { line } = tell([{ type: 'compel-moved', brigadeId: 'B/d1.b1', roll: dice(6), outcome: 'contact', contactBrigadeId: 'A/d1.b1' }], armyB(), named);
    expect(line?.text).toContain('into the Old Guard of Blue (warriors)');
  });
});
