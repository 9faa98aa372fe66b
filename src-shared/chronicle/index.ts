export { narrateSystemBattle, type SystemBattleStats, type SystemChronicle } from './narrate-system-battle';
export type * from './types';
export { paragraphKey, paragraphsOf, paragraphTitle } from './paragraphs';
export { readingSections, type ReadingBlock, type ReadingSection } from './reading';
