import type { BattleDetail } from '../../../../src-shared/contract/orders-omens/battles';
import type { Table } from '../../../../src-shared/rules/orders-omens/battle/testing/fixtures';

/** For component tests: the parts of a battle the panels read, from an engine test table (real states, two sides' colours). */
export const tableDetail = (t: Table): BattleDetail =>
  ({ state: t.state, setup: t.setup, rulings: {}, sides: { A: { colour: '#a33' }, B: { colour: '#33a' } }, steps: t.events.map((step, i) => ({ seq: i + 1, step })) }) as unknown as BattleDetail;
