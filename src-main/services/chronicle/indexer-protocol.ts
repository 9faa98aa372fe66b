/** What the chronicle indexer thread is started with: its own connection to the same WAL file. */
export interface IndexerData {
  readonly file: string;
  /** Electron's build of better-sqlite3 in a dev checkout, as the services process got it. */
  readonly nativeBinding?: string;
  /**
   * The module that narrates any system's battle (indexer-other-systems: the built entry beside
   * the thread's, or its TypeScript source), required the first time a batch holds a battle that
   * is not Orders & Omens; until then the thread loads Orders & Omens' narrator alone.
   */
  readonly anySystem: string;
}

/** To the thread: narrate and write these battles (one transaction), or close and end. */
export type ToIndexer = { readonly type: 'batch'; readonly battleIds: readonly string[] } | { readonly type: 'stop' };

/** From the thread: its connection is open; a batch is written (`written` of them were still at the version narrated); it failed. */
export type FromIndexer = { readonly type: 'ready' } | { readonly type: 'written'; readonly count: number; readonly written: number } | { readonly type: 'failed'; readonly message: string };
