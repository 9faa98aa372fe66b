import { describe, expect, it } from 'vitest';
import { setupOf } from '../battle/testing/fixtures';
import { replaySteps } from './walkthrough';
import { SAMPLE_BATTLE } from './testing/sample-battle';
import { statusBoard } from './status-board';

const at = (count: number) => {
  const replayed = replaySteps(setupOf(), SAMPLE_BATTLE.slice(0, count));
  if (!replayed.ok) throw new Error(replayed.reason);
  return statusBoard(replayed.walk.battle);
};

describe('the status board: both armies at one look (issue #12)', () => {
  it('in turn 2, as the melee opens: orders, activations, conditions, casualties, chips and objectives', () => {
    const [blue, red] = at(SAMPLE_BATTLE.findIndex((s) => s.type === 'melee-round'));
    // Blue's Division was ordered to defend objective 1 in turn 1 and the messenger arrived.
    expect(blue!.units.map((u) => u.order)).toEqual(Array(3).fill('defend objective 1 (The bridge)'));
    expect(red!.units.map((u) => u.order)).toEqual([null, null, null]);
    // Blue held the bridge at the end of turn 1 (within 6" alone).
    expect(blue!.objectivesHeld).toEqual(['The bridge']);
    // Turn 2: Blue drew both chips (bows, hand weapons), Red drew one of two.
    expect([blue!.chipsLeft, red!.chipsLeft]).toEqual([0, 1]);
    const [levy, bows, polearms] = blue!.units;
    expect(levy).toMatchObject({ name: '1st Bde, 1st Div: 2x Green Hand Weapons', conditions: ['In melee with 1st Bde, 1st Div: 2x Experienced Hand Weapons'], hits: 0 });
    expect(polearms!.activation).toBe('Not yet activated');
    // Red's crossbows put 3 hits on the bows in turn 1: 75 casualties.
    expect(bows).toMatchObject({ hits: 3, casualties: 75 });
    // Red's crossbows broke and left the table; 3 + 2 hits = 125 casualties.
    expect(red!.units[1]).toMatchObject({ conditions: ['Fled the table', 'Broken once'], hits: 5, casualties: 125 });
  });

  it('a garrison shows while the Brigade holds it in good order (issue 22; seed 002 L267)', () => {
    const count = SAMPLE_BATTLE.findIndex((s) => s.type === 'activation-started') + 1;
    const replayed = replaySteps(setupOf(), [...SAMPLE_BATTLE.slice(0, count), { type: 'terrain-garrisoned', brigadeId: 'A/d1.b1', terrain: 'Old mill' }]);
    if (!replayed.ok) throw new Error(replayed.reason);
    expect(statusBoard(replayed.walk.battle)[0]!.units[0]!.conditions).toEqual(['Garrisoning Old mill']);
  });

  it('before anything is deployed, every unit says so and no chips are in play', () => {
    const [blue] = at(1);
    expect(blue!.units.every((u) => u.conditions.includes('Not deployed') && u.activation === '—')).toBe(true);
    expect(blue!.chipsLeft).toBe(0);
  });
});
