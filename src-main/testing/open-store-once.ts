// Child process for the full-disk test: opens (creating) the store once and prints how that went
// as one JSON line. Run under a file-size limit, writes past it fail as on a full disk; the
// signal such a write raises is ignored so the process sees the failed write, as SQLite would.
import { openDatabase } from '../db/open';
import { DatabaseFileError } from '../db/database-file-error';

process.on('SIGXFSZ', () => undefined);
const [file, migrationsFolder] = process.argv.slice(2) as [string, string];
try {
  openDatabase({ file, migrationsFolder }).close();
  process.stdout.write(`${JSON.stringify({ opened: true })}\n`);
} catch (error) {
  const problem = error instanceof DatabaseFileError ? error.problem : (error as Error).constructor.name;
  process.stdout.write(`${JSON.stringify({ opened: false, problem, message: (error as Error).message })}\n`);
}
