import { Roster } from '../../../contract/orders-omens/roster';
import { describeLocation } from './problems';

/** An army as a file another group (or another laptop) can import. */
export const ARMY_FILE_FORMAT = 'warchronicle.army';
export const ARMY_FILE_VERSION = 1;

export interface ArmyFile {
  readonly format: typeof ARMY_FILE_FORMAT;
  readonly version: typeof ARMY_FILE_VERSION;
  readonly exportedAt: string;
  readonly army: Roster;
}

export interface FileProblem {
  /** Dotted path into the file, e.g. `army.divisions.0.brigades.1.regiments.4.type`; empty for the whole file. */
  readonly path: string;
  readonly message: string;
}

export type ArmyFileReading = { readonly ok: true; readonly roster: Roster } | { readonly ok: false; readonly problems: readonly FileProblem[] };

export function armyFile(roster: Roster, exportedAt: Date): ArmyFile {
  return { format: ARMY_FILE_FORMAT, version: ARMY_FILE_VERSION, exportedAt: exportedAt.toISOString(), army: roster };
}

const refuse = (message: string, path = ''): ArmyFileReading => ({ ok: false, problems: [{ path, message }] });

/**
 * Reads an army file and reports every problem in it (not just the first), each with where it
 * is; a file with any problem yields no roster at all.
 */
export function readArmyFile(text: string): ArmyFileReading {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    return refuse(`This file is not JSON, so it cannot be a Warchronicle army file (${(error as Error).message})`);
  }
  if (!document || typeof document !== 'object' || Array.isArray(document)) return refuse('This file is JSON but not a Warchronicle army file');
  const { format, version, army } = document as { format?: unknown; version?: unknown; army?: unknown };
  if (format !== ARMY_FILE_FORMAT) {
    return refuse(`This is not a Warchronicle army file: its format is ${JSON.stringify(format) ?? 'missing'}, expected "${ARMY_FILE_FORMAT}"`, 'format');
  }
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return refuse(`The file's version ${JSON.stringify(version) ?? '(missing)'} is not a version Warchronicle ever wrote`, 'version');
  }
  if (version > ARMY_FILE_VERSION) {
    return refuse(
      `This army file is version ${version}, written by a newer Warchronicle; this one reads version ${ARMY_FILE_VERSION}. Update Warchronicle to import it.`,
      'version',
    );
  }
  if (army === undefined) return refuse('The file has no army in it', 'army');
  const parsed = Roster.safeParse(army);
  if (parsed.success) return { ok: true, roster: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => {
      const where = describeLocation(issue.path.filter((p): p is string | number => typeof p !== 'symbol'));
      const message = issue.code === 'unrecognized_keys' ? `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}` : issue.message;
      return { path: ['army', ...issue.path.map(String)].join('.'), message: `${where}: ${message}` };
    }),
  };
}
