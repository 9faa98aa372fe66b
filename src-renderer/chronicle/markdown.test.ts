import { describe, expect, it } from 'vitest';
import { chronicleHtml } from './html-export';

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '[click](javascript:alert(1))',
  '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![remote](http://198.51.100.7/track.png)',
  '<a href="javascript:alert(1)">x</a>',
  '<svg onload=alert(1)>',
];

// DOMPurify's hooks do not run faithfully on happy-dom's DOM, so the sanitiser itself is proven in
// real Chromium (e2e/chronicle.e2e.ts). Here: what holds before any DOM is involved.
describe('the chronicle as a standalone web page', () => {
  it('exports a standalone page with no script and a policy that forbids scripts and requests', () => {
    const page = chronicleHtml('<script>alert(1)</script>', `# Title\n\n${PAYLOADS.join('\n\n')}`, new Date(0));
    expect(page).not.toMatch(/<script/i);
    expect(page).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(page).toContain(`content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"`);
  });
});
