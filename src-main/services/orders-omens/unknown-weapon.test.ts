import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RosterInput } from '../../../src-shared/contract/orders-omens/roster';
import { legalHumanRoster } from '../../testing/army-fixtures';
import { openTempStore, type TempStore } from '../../testing/temp-store';
import { typedCaller } from '../../testing/typed-caller';

/**
 * A regiment's weapon is one of the four the rulebook arms regiments with (seed
 * 002_cff186ffe79098a6.txt, Weapons & Equipment L281–L297: Hand Weapons L283, Bows L287, Polearms
 * L291, Crossbows & Firearms L295). A roster naming any other is refused at the contract, saying
 * which regiment it is and the four by the names the rulebook and the builder use, never the
 * app's own tokens ("crossbows-firearms"); nothing is written.
 */
let temp: TempStore;
let call: ReturnType<typeof typedCaller>;
let campaignId: string;
let playerId: string;

beforeEach(() => {
  temp = openTempStore();
  call = typedCaller(temp.ctx);
  campaignId = call('campaigns.create', { name: 'The Sundered Marches' }).id;
  playerId = call('players.create', { campaignId, name: 'Ann', colour: '#8e2a22' }).id;
});
afterEach(() => temp.dispose());

const armyRows = () => JSON.stringify(temp.store.sqlite.prepare('SELECT * FROM armies ORDER BY id').all());

/** The legal Human army with its 2nd Brigade's 3rd regiment (the cavalry) carrying `weapon`. */
function armedWith(weapon: string): RosterInput {
  const roster = legalHumanRoster();
  const regiment = roster.divisions[0]!.brigades[1]!.regiments[2]!;
  return { ...roster, divisions: [{ ...roster.divisions[0]!, brigades: roster.divisions[0]!.brigades.map((b, i) => (i === 1 ? { ...b, regiments: b.regiments.map((r, j) => (j === 2 ? ({ ...regiment, weapon } as never) : r)) } : b)) }] };
}

function refusal(run: () => unknown): { code?: string; message: string; path?: string } {
  try {
    run();
  } catch (error) {
    return error as { code?: string; message: string; path?: string };
  }
  throw new Error('the call was accepted');
}

const SAID = '1st Division, 2nd Brigade, 3rd Regiment: its weapon is not one the rules know; choose Hand Weapons, Polearms, Bows or Crossbows/Firearms';

describe('an Orders & Omens regiment with a weapon the rules do not know (seed 002 L281–L297)', () => {
  it('is refused by armies.create and armies.update in a player’s words, naming the regiment, writing nothing', () => {
    const army = call('armies.create', { campaignId, playerId, roster: legalHumanRoster() });
    const before = armyRows();
    for (const weapon of ['swords', 'crossbows', '']) {
      const created = refusal(() => call('armies.create', { campaignId, playerId, roster: armedWith(weapon) }));
      expect(created).toMatchObject({ code: 'invalid_input', message: SAID, path: 'roster.divisions.0.brigades.1.regiments.2.weapon' });
      const updated = refusal(() => call('armies.update', { id: army.id, roster: armedWith(weapon) }));
      expect(updated).toMatchObject({ code: 'invalid_input', message: SAID, path: 'roster.divisions.0.brigades.1.regiments.2.weapon' });
      // No internal token reaches the player: not the app's weapon names, nor a field path.
      for (const said of [created.message, updated.message]) expect(said).not.toMatch(/hand-weapons|crossbows-firearms|divisions\.|regiments\.|expected/);
    }
    expect(armyRows()).toBe(before);
    // The same regiment with a weapon the rules know is saved.
    expect(call('armies.update', { id: army.id, roster: armedWith('polearms') }).roster.divisions[0]!.brigades[1]!.regiments[2]).toMatchObject({ type: 'cavalry', weapon: 'polearms' });
  });
});
