/**
 * The event-log store: every append-only log in the app (battles of each game system, ladders,
 * objective sessions) is a `createEventLog({ noun, tables, header, fold })`. See store.ts.
 */
export { createEventLog, brokenLog, goodEvents, type EventLog, type EventLogOptions, type EventLogTables, type LogView, type OutcomesNeeded, type StoredStep, type Appended } from './store';
export { replay, type Fold, type FoldStep, type BrokenStep, type Replayed } from './fold';
