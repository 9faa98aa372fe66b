import { applyMapEvent, EMPTY_MAP, type MapDefinition, type MapEvent } from '../../../src-shared/campaign-map';
import type { ServiceContext } from '../context';
import { createEventLog } from '../event-log';

/** The map log folded, with how many steps it holds (so an owner set by hand knows its step). */
export interface MapLogState {
  readonly definition: MapDefinition;
  readonly steps: number;
}

/** A campaign map's edits in the event-log store, folded by the map rules in src-shared/campaign-map. */
export const mapLog = createEventLog<null, MapLogState, MapEvent>({
  noun: 'Campaign map',
  tables: { logs: 'campaign_maps', events: 'campaign_map_events', logColumn: 'map_id' },
  header: (_ctx: ServiceContext, _id: string) => null,
  fold: {
    initial: () => ({ definition: EMPTY_MAP, steps: 0 }),
    apply: (state, event) => {
      const next = applyMapEvent(state.definition, event, state.steps + 1);
      return next.ok ? { ok: true, state: { definition: next.state, steps: state.steps + 1 } } : next;
    },
  },
});
