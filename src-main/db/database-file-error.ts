export type DatabaseFileProblem = 'not-sqlite' | 'truncated' | 'foreign' | 'newer' | 'damaged' | 'migration-failed' | 'read-only' | 'cannot-create';

/** A database file the app refused to open (or to upgrade); the message names the file and what to do. */
export class DatabaseFileError extends Error {
  constructor(
    readonly problem: DatabaseFileProblem,
    readonly file: string,
    message: string,
  ) {
    super(message);
    this.name = 'DatabaseFileError';
  }
}
