// Orders & Omens' historian lives with its narrator; re-exported for the chronicle service.
export { narrateBattle, type NarrateInput } from '../rules/orders-omens/narrator/narrate-battle';
export { narrateSystemBattle, type SystemBattleStats, type SystemChronicle } from './narrate-system-battle';
export type * from './types';
export { paragraphKey, paragraphsOf, paragraphTitle } from './paragraphs';
export { readingSections, type ReadingBlock, type ReadingSection } from './reading';
