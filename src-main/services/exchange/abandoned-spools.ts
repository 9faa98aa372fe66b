import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Upload spool folders are named for the process that made them, so one left behind by a process
 * that ended without its exit handler (killed, crashed, the power cut) can be told from one in use
 * by another window or host: pieces of campaign files (secret objectives among them) would
 * otherwise stay in the temp folder for good.
 */
export const SPOOL_PREFIX = 'warchronicle-uploads-';

/** A folder of a version before folders were named for their process: let go once it is a day old. */
const UNNAMED_KEPT_MS = 24 * 60 * 60 * 1000;

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function abandoned(folder: string, name: string, now: number): boolean {
  const named = /^(\d+)-/.exec(name.slice(SPOOL_PREFIX.length));
  if (named) return Number(named[1]) !== process.pid && !running(Number(named[1]));
  try {
    return now - statSync(folder).mtimeMs > UNNAMED_KEPT_MS;
  } catch {
    return false;
  }
}

/** Removes the spool folders in `parent` whose process has ended; a folder that cannot be read or removed is left alone. */
export function removeAbandonedSpools(parent: string, now: number = Date.now()): void {
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(SPOOL_PREFIX)) continue;
    const folder = join(parent, name);
    if (abandoned(folder, name, now)) rmSync(folder, { recursive: true, force: true, maxRetries: 0 });
  }
}
