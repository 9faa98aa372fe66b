import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src-main/db/open';
import { dispatch } from '../../src-main/dispatch';
import { createServiceContext, type ServiceContext } from '../../src-main/services/context';
import { army, Battle, setupOf, sides, squad, unit } from '../../src-shared/rules/1999/testing/fixtures';
import { apply, initialState, type Event1999, type State1999 } from '../../src-shared/rules/1999';
import type { BenchSuite } from '../suite';

const STEPS = 500;
const TIMED = 50;

/** Two 1999 armies that act many times a Turn: Squads and single models at every early number. */
const ANN = army('Harrow line', [squad('rifles', 'Harrow Riflemen', 4), unit('runner', 'Scrap Runner'), squad('more', 'Harrow Riflemen', 3)]);
const BOB = army('Pack', [squad('hounds', 'Ashen Hounds', 3), unit('runner', 'Scrap Runner'), squad('pups', 'Ashen Hounds', 2)]);

/** A 1999 battle of `count` legal steps, judged by the engine: deployment, then Turns of Hold Ground. */
function longBattle(count: number): { readonly steps: Event1999[]; readonly setup: ReturnType<typeof setupOf> } {
  const setup = setupOf({ size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'surrender' }, terrain: [] }, sides({ player: 'Ann', roster: ANN }, { player: 'Bob', roster: BOB }));
  const battle = new Battle(setup).deployAll('p1');
  for (let turn = 0; battle.log.length < count && turn < 200; turn++) battle.finishTurn().turn(turn % 2 === 0 ? 'p2' : 'p1');
  return { steps: battle.log.slice(0, count), setup };
}

/** The engine alone: mean microseconds of `apply` over steps [from, to), the state carried from step 0. */
function engineMicros(setup: ReturnType<typeof setupOf>, steps: readonly Event1999[], from: number, to: number): number {
  let state: State1999 = initialState(setup);
  const next = (event: Event1999) => {
    const result = apply(state, event);
    if (!result.ok) throw new Error(result.reason);
    state = result.state;
  };
  steps.slice(0, from).forEach(next);
  const start = performance.now();
  steps.slice(from, to).forEach(next);
  return ((performance.now() - start) * 1000) / (to - from);
}

function call<T>(ctx: ServiceContext, name: string, input: unknown): T {
  const result = dispatch(ctx, name, input);
  if (!result.ok) throw new Error(`${name}: ${result.error.message}`);
  return result.value as T;
}

/**
 * One 1999 step through the contract (`battles.append` on a real SQLite file), early and late in a
 * 500-step battle: a late step may cost no more than 1.5 times an early one (issue #14).
 */
export const suite: BenchSuite = {
  name: 'system-1999',
  run() {
    const dir = mkdtempSync(join(tmpdir(), 'warchronicle-bench-1999-'));
    const store = openDatabase({ file: join(dir, 'bench.db'), migrationsFolder: join(__dirname, '..', '..', 'migrations') });
    try {
      const ctx = createServiceContext(store, 'browser', 'bench');
      const campaignId = call<{ id: string }>(ctx, 'campaigns.create', { name: 'Bench' }).id;
      const players = ['Ann', 'Bob'].map((name, i) => call<{ id: string }>(ctx, 'players.create', { campaignId, name, colour: ['#1f5f8b', '#8e2a22'][i] }).id);
      const forces = [ANN, BOB].map((roster, i) => call<{ id: string }>(ctx, 'forces.create', { campaignId, playerId: players[i], system: '1999', roster }).id);
      const battle = call<{ id: string }>(ctx, 'battles.create', {
        system: '1999',
        campaignId,
        name: 'A long night',
        sides: players.map((playerId, i) => ({ playerId, armyIds: [forces[i]] })),
        setup: { size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'surrender' }, terrain: [] },
      });
      const { steps, setup } = longBattle(STEPS);
      const append = (from: number, to: number): number => {
        const start = performance.now();
        for (let i = from; i < to; i++) call(ctx, 'battles.append', { battleId: battle.id, system: '1999', event: steps[i], expectedCount: i });
        return (performance.now() - start) / (to - from);
      };
      // The first steps warm the caches; the early sample is taken just after them.
      append(0, TIMED);
      const early = append(TIMED, 2 * TIMED);
      append(2 * TIMED, STEPS - TIMED);
      const late = append(STEPS - TIMED, STEPS);
      const engineEarly = engineMicros(setup, steps, TIMED, 2 * TIMED);
      const engineLate = engineMicros(setup, steps, STEPS - TIMED, STEPS);
      return [
        { name: '1999.engine.step.early.us', value: engineEarly, unit: 'µs', note: 'apply() alone, steps 51–100' },
        { name: '1999.engine.step.late.us', value: engineLate, unit: 'µs', note: 'apply() alone, steps 451–500' },
        { name: '1999.step.early.ms', value: early, unit: 'ms', note: `battles.append at steps ${TIMED + 1}–${2 * TIMED}` },
        { name: '1999.step.late.ms', value: late, unit: 'ms', note: `battles.append at steps ${STEPS - TIMED + 1}–${STEPS}` },
        { name: '1999.step.lateOverEarly', value: late / early, unit: '×', target: { op: '<=', value: 1.5 } },
      ];
    } finally {
      store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
