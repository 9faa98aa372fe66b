import { describe, expect, it } from 'vitest';
import { replaySystemLog } from '../../../systems/replay';
import { SYSTEM_1999 } from '../index';
import { army, Battle, setupOf, sides, unit } from '../testing/fixtures';

const surrender = { size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'surrender' } } as never;

describe('the event log files each 1999 step under its Turn', () => {
  it('puts the roll for the Order of play under the Turn it opens (L353), and the Turn’s last Action under its own', () => {
    const battle = new Battle(setupOf(surrender, sides({ player: 'Ann', roster: army('Harrow Line', [unit('runner', 'Scrap Runner')]) }, { player: 'Bob', roster: army('Ash Pack', [unit('runner', 'Scrap Runner')]) })));
    battle.deployAll('p1').finishTurn().turn('p2');
    const { steps, brokenAt } = replaySystemLog(SYSTEM_1999, battle.setup, {}, battle.log.map((event, index) => ({ seq: index + 1, event, recordedAt: 0 })));
    expect(brokenAt).toBeNull();
    const openings = steps.filter((step) => (step.event as { type: string }).type === 'order-of-play-rolled');
    expect(openings.map((step) => step.turn)).toEqual([1, 2]);
    const beforeSecond = steps[steps.indexOf(openings[1]!) - 1]!;
    expect((beforeSecond.event as { type: string }).type).toBe('activation-ended');
    expect(beforeSecond.turn).toBe(1);
  });
});
