import { describe, expect, it } from 'vitest';
import { armyA, armyB, dice, setupOf, Table } from '../battle/testing/fixtures';
import type { MeleeSideInput } from '../battle';
import type { Army, MonsterId } from '../types';
import { narrateBattle } from './narrate-battle';

/**
 * Steps the players enter that the chronicle once passed over, told with who did what
 * (seed 002_cff186ffe79098a6.txt): Garrison L267, a messenger that "move[s] at 15" per turn …
 * until they reach the Divisional General, at which point the order is received" L319, Flyer
 * L1133, Harrier L1134, Regeneration L1250.
 */
function withMonster(army: Army, monster: MonsterId): Army {
  const division = army.divisions[0]!;
  return { ...army, divisions: [{ ...division, attached: [{ type: 'monster', monster }] }] };
}
const MONSTER = 'B/d1.x1';
const rolls = (t: Table, brigadeId: string, face: number): MeleeSideInput => ({
  rolls: t.state.roster.brigades[brigadeId]!.regimentIds.map((regimentId) => ({ regimentId, dice: dice(...Array.from({ length: t.state.roster.brigades[brigadeId]!.combatDice }, () => face)) })),
});
/** The account's line for the table's last step. */
const lastLine = (t: Table) => {
  const { lines } = narrateBattle({ battleId: 'moves', name: 'Moves', setup: t.setup, events: t.events });
  return lines.find((line) => line.seq !== null && (line.lastSeq ?? line.seq) >= t.events.length)?.text ?? '';
};

describe('the chronicle tells the table’s other moves, with who and what', () => {
  it('a Harrier that withdraws after a round and breaks off the melee (L1134)', () => {
    const t = Table.activating(setupOf({ B: withMonster(armyB(), 'giant-eagle') })).order(MONSTER);
    t.do({ type: 'charge-declared', brigadeId: MONSTER, targetBrigadeId: 'A/d1.b1', approach: 'charge', reaction: 'none', contact: true });
    t.do({ type: 'melee-round', engagementId: 'melee-1', attacker: rolls(t, MONSTER, 1), defender: rolls(t, 'A/d1.b1', 1) });
    t.do({ type: 'harrier-withdrew', brigadeId: MONSTER, distanceInches: 3, contactBroken: true });
    expect(lastLine(t)).toMatch(/Red's Giant Eagle (fell back 3″ and broke off the fight|slipped 3″ away and left the melee)/);
  });

  it('a Brigade that garrisons a named piece of terrain and leaves it (L267)', () => {
    const t = Table.activating().do({ type: 'terrain-garrisoned', brigadeId: 'A/d1.b1', terrain: 'The Old Mill' });
    expect(lastLine(t)).toMatch(/the 1st Brigade of Blue \(warriors\) (occupied|took up a position in) the Old Mill/);
    t.do({ type: 'garrison-left', brigadeId: 'A/d1.b1' });
    expect(lastLine(t)).toMatch(/(marched out of|abandoned) the Old Mill/);
  });

  it('a Flyer over the Brigades and terrain it passed (L1133); a flight over nothing is an ordinary move and untold', () => {
    const t = Table.activating(setupOf({ B: withMonster(armyB(), 'copter-bomber') })).order(MONSTER);
    t.do({ type: 'flyer-moved', brigadeId: MONSTER, distanceInches: 5, overBrigadeIds: ['A/d1.b1'], overTerrain: ['Dark Wood'] });
    expect(lastLine(t)).toMatch(/Red's .+ (took wing|flew) 5″ over the 1st Brigade of Blue \(warriors\) and Dark Wood/);
    const quiet = Table.activating(setupOf({ B: withMonster(armyB(), 'giant-eagle') })).order(MONSTER);
    const before = narrateBattle({ battleId: 'moves', name: 'Moves', setup: quiet.setup, events: quiet.events }).lines.length;
    quiet.do({ type: 'flyer-moved', brigadeId: MONSTER, distanceInches: 5, overBrigadeIds: [], overTerrain: [] });
    expect(narrateBattle({ battleId: 'moves', name: 'Moves', setup: quiet.setup, events: quiet.events }).lines.length).toBe(before);
  });

  it('a Troll Mob that regenerates, with its army (L1250)', () => {
    const a = armyA({ list: 'orc' });
    const t = Table.deployed(setupOf({ A: withMonster(a, 'troll-mob') })).do({ type: 'regeneration-rolled', brigadeId: 'A/d1.x1', roll: dice(5) });
    expect(lastLine(t)).toMatch(/Troll Mob/);
    expect(lastLine(t)).toMatch(/Blue/);
    expect(lastLine(t)).toMatch(/regenerated/);
  });

  it('a General who joins a Brigade', () => {
    const t = Table.activating().do({ type: 'chip-drawn', side: 'A' }).do({ type: 'general-attached', generalId: 'A/marshal', brigadeId: 'A/d1.b2' });
    expect(lastLine(t)).toMatch(/the Marshal of Blue (rode to join|took their place with) the 2nd Brigade of Blue/);
  });

  it('an order that reaches its Division a turn after it was sent (L319); one received the turn it was sent is told once, by its sending', () => {
    const t = Table.deployed().do({ type: 'strategic-order-issued', side: 'A', divisionId: 'A/d1', order: 'capture', objective: 2 }).do({ type: 'activation-started' }).finishTurn();
    t.do({ type: 'messenger-arrived', orderId: 'order-1' });
    expect(lastLine(t)).toMatch(/the 1st Division of Blue.*capture the crossroads/i);
    const same = Table.deployed().do({ type: 'strategic-order-issued', side: 'A', divisionId: 'A/d1', order: 'capture', objective: 2 }).do({ type: 'messenger-arrived', orderId: 'order-1' });
    const { lines } = narrateBattle({ battleId: 'moves', name: 'Moves', setup: same.setup, events: same.events });
    expect(lines.filter((line) => /capture the crossroads/.test(line.text))).toHaveLength(1);
  });
});
