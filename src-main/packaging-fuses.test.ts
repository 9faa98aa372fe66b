import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const yaml = readFileSync(join(__dirname, '..', 'build', 'electron-builder.yml'), 'utf8');

/** The `key: true|false` lines of one top-level block of the electron-builder config. */
function flags(block: string): Record<string, boolean> {
  const body = new RegExp(`^${block}:\\n((?:[ ]+.*\\n)+)`, 'm').exec(yaml)?.[1] ?? '';
  return Object.fromEntries([...body.matchAll(/^\s+(\w+):\s*(true|false)\s*$/gm)].map((m) => [m[1]!, m[2] === 'true']));
}

describe('the packaged app', () => {
  it('flips the Electron fuses: no Node mode, no NODE_OPTIONS or --inspect, encrypted cookies, code only from a checked app.asar', () => {
    expect(yaml).toMatch(/^asar: true$/m);
    expect(flags('electronFuses')).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
    });
  });
});
