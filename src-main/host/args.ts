export interface HostArgs {
  readonly port: number;
  readonly dataDir: string | null;
  readonly lan: boolean;
}

/** Parses `--port N`, `--data DIR`, `--lan`; throws with a usage line on anything else. */
export function parseHostArgs(argv: readonly string[]): HostArgs {
  let port = 5417;
  let dataDir: string | null = null;
  let lan = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.includes('=') ? (arg.split(/=(.*)/s, 2) as [string, string]) : [arg, undefined];
    const value = (): string => {
      const next = inline ?? argv[++i];
      if (next === undefined || next === '') throw new Error(`${flag} needs a value. ${USAGE}`);
      return next;
    };
    if (flag === '--port') {
      port = Number(value());
      if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a whole number from 0 to 65535. ${USAGE}`);
    } else if (flag === '--data') dataDir = value();
    else if (flag === '--lan') lan = true;
    else throw new Error(`Unknown option ${arg}. ${USAGE}`);
  }
  return { port, dataDir, lan };
}

export const USAGE = 'Usage: npm run serve -- [--port N] [--data DIR] [--lan]';
