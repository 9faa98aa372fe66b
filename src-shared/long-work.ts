/**
 * How far a long piece of work has got (importing a large campaign file, narrating many battles),
 * reported to the screen while its call runs. Beside the contract, not in it: a call's envelope
 * is the same whether or not anyone watches its progress. `null` says the work is over.
 */
export interface LongWorkProgress {
  /** What is being done, as a player reads it: "Importing the campaign file". */
  readonly task: string;
  readonly done: number;
  readonly total: number;
}

/** The desktop app's channel for it, main process → window (the preload forwards it to `onProgress`). */
export const PROGRESS_CHANNEL = 'warchronicle-progress';
