import { buildSync } from 'esbuild';
import { join } from 'node:path';

/** The repo's node_modules, for NODE_PATH: a bundle in a temp folder still finds better-sqlite3. */
export const REPO_NODE_MODULES = join(__dirname, '..', '..', 'node_modules');

/**
 * Bundles a TypeScript entry into one CommonJS file, so a test's child process starts in plain
 * Node in a fraction of a second (through tsx it takes seconds on a busy machine).
 */
export function bundleForNode(entry: string, outfile: string): string {
  buildSync({ entryPoints: [entry], bundle: true, platform: 'node', format: 'cjs', outfile, external: ['better-sqlite3'], logLevel: 'error' });
  return outfile;
}
