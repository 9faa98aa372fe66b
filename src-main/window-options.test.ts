import { describe, expect, it } from 'vitest';
import { isSafeExternalUrl, isTrustedRendererUrl, mainWindowOptions } from './window-options';

describe('main window security defaults', () => {
  const prefs = mainWindowOptions('/app/out/preload/preload.cjs').webPreferences!;

  it('isolates and sandboxes the page with no Node access', () => {
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
    expect(prefs.preload).toBe('/app/out/preload/preload.cjs');
  });

  it('lets only plain http(s) links out to the system browser', () => {
    expect(isSafeExternalUrl('https://example.org/rules')).toBe(true);
    expect(isSafeExternalUrl('file:///etc/passwd')).toBe(false);
    expect(isSafeExternalUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeExternalUrl('https://user:pw@example.org/')).toBe(false);
    expect(isSafeExternalUrl('not a url')).toBe(false);
  });

  it('trusts IPC only from the app page itself', () => {
    const index = 'file:///app/out/renderer/index.html';
    expect(isTrustedRendererUrl('file:///app/out/renderer/index.html#/campaigns', index, undefined)).toBe(true);
    expect(isTrustedRendererUrl('file:///tmp/evil.html', index, undefined)).toBe(false);
    expect(isTrustedRendererUrl('https://evil.example/', index, undefined)).toBe(false);
    expect(isTrustedRendererUrl('http://localhost:5173/#/x', index, 'http://localhost:5173')).toBe(true);
    expect(isTrustedRendererUrl('http://localhost:9999/', index, 'http://localhost:5173')).toBe(false);
  });
});
