import type { SideKey, UnitRecord } from '../../../systems/game-system';
import { modelsOf } from '../battle/setup';
import type { Order66State } from '../battle/state';

/** Per-model numbers of one battle, for service records that follow a Mystic across battles. */

const OUTCOME = { standing: 'standing', fallen: 'fell', withdrawn: 'withdrew' } as const;

export function unitRecords(state: Order66State): readonly UnitRecord[] {
  return modelsOf(state.setup).map((info) => {
    const model = state.models[info.id]!;
    const { record } = model;
    return {
      key: info.key,
      side: info.side,
      name: info.name,
      losses: record.taken,
      inflicted: record.dealt,
      counters: {
        kills: record.kills,
        'abilities used': record.abilitiesUsed,
        'dodges and resists': record.dodges,
        'activations lost': record.activationsLost,
        'wounds to friends': record.friendlyDealt,
      },
      outcome: OUTCOME[model.status],
    };
  });
}

export function sideCounters(state: Order66State): Readonly<Record<SideKey, Readonly<Record<string, number>>>> {
  const counters: Record<SideKey, Record<string, number>> = {};
  for (const { side } of state.setup.sides) {
    const own = state.order.map((id) => state.models[id]!).filter((model) => model.side === side);
    counters[side] = {
      'wounds dealt': own.reduce((sum, model) => sum + model.record.dealt, 0),
      'wounds taken': own.reduce((sum, model) => sum + model.record.taken, 0),
      kills: own.reduce((sum, model) => sum + model.record.kills, 0),
      'models lost': own.filter((model) => model.status === 'fallen').length,
      'Mystic fell': own.some((model) => model.kind === 'mystic' && model.status === 'fallen') ? 1 : 0,
    };
  }
  return counters;
}
