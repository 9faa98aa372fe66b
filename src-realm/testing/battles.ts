import { randomUUID } from 'node:crypto';
import { army, setupOf, sides, squad, unit } from '../../src-shared/rules/1999/testing/fixtures';
import { longBattle1999, LONG_SETUP_INPUT } from '../../src-main/testing/long-system-battle';
import { PREY_SCRIPT, PREY_SETUP, preyRosters } from '../../src-main/testing/system-fixtures';
import type { PublishBatch, PublishedBattle, PublishedEvent } from '../../src-shared/contract/realm-wire';

/** Battles to publish in realm tests and benches: real 1999 logs that the engine judges legal. */

export const ANN = army('Harrow line', [squad('rifles', 'Harrow Riflemen', 4), unit('runner', 'Scrap Runner'), squad('more', 'Harrow Riflemen', 3)]);
export const BOB = army('Pack', [squad('hounds', 'Ashen Hounds', 3), unit('runner', 'Scrap Runner'), squad('pups', 'Ashen Hounds', 2)]);

export interface TestBattle {
  readonly battle: PublishedBattle;
  readonly events: PublishedEvent[];
}

const longSetup = () => setupOf(LONG_SETUP_INPUT, sides({ player: 'Ann', roster: ANN }, { player: 'Bob', roster: BOB }));

/** A 1999 battle still going after `steps` legal steps, fought by `players` (display names). */
export function longBattle(steps: number, name = 'A long night', players: readonly [string, string] = ['Ann', 'Bob']): TestBattle {
  const events = longBattle1999(steps).map((event, i) => ({ seq: i + 1, event, recordedAt: 1_700_000_000_000 + i }));
  return {
    battle: {
      system: '1999',
      name,
      playedAt: 1_700_000_000_000,
      setup: longSetup(),
      rulings: {},
      sides: [
        { side: 'p1', playerName: players[0], forces: [{ name: 'Harrow line' }] },
        { side: 'p2', playerName: players[1], forces: [{ name: 'Pack' }] },
      ],
      notes: null,
      diary: null,
    },
    events,
  };
}

/** The three-player Prey battle of 1999's system test, played to Ann's victory. */
export function preyBattle(name = 'The Ash Road'): TestBattle {
  const rosters = preyRosters();
  const names = ['Ann', 'Bob', 'Cy'];
  const setup = setupOf(PREY_SETUP, sides(...rosters.map((roster, i) => ({ player: names[i]!, roster }))));
  return {
    battle: {
      system: '1999',
      name,
      playedAt: 1_700_000_100_000,
      setup,
      rulings: {},
      sides: rosters.map((roster, i) => ({ side: `p${i + 1}`, playerName: names[i]!, forces: [{ name: roster.name ?? 'Army' }] })),
      notes: null,
      diary: null,
    },
    events: PREY_SCRIPT.map((event, i) => ({ seq: i + 1, event, recordedAt: 1_700_000_100_000 + i })),
  };
}

/** The battle cut into batches of `size` events under one new publication id. */
export function batchesOf(test: TestBattle, battleRef: string, size = 500, publicationId = `pub-${randomUUID()}`): PublishBatch[] {
  const batches: PublishBatch[] = [];
  for (let start = 0; start < test.events.length || start === 0; start += size) {
    batches.push({ publicationId, battleRef, battle: test.battle, totalEvents: test.events.length, events: test.events.slice(start, start + size) });
    if (test.events.length === 0) break;
  }
  return batches;
}
