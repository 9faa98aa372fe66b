import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';

// attacker.test is another site that resolves to this machine, as a DNS name under an attacker's control would.
const env = useBrowserHost({ chromiumArgs: ['--host-resolver-rules=MAP attacker.test 127.0.0.1'] });
let attacker: Server;
let attackerPort: number;

/** A page on another site that tries every way a browser lets it write to the host without asking. */
function attackPage(hostPort: number): string {
  const api = `http://127.0.0.1:${hostPort}/api`;
  return `<!doctype html><html><body>
<iframe name="sink"></iframe>
<form id="form" method="POST" action="${api}/campaigns.create" enctype="text/plain" target="sink"><input name='{"name":"Pwned by a form","x":"' value='"}'></form>
<form id="urlencoded" method="POST" action="${api}/campaigns.create" target="sink"><input name="name" value="Pwned urlencoded"></form>
<script>
const results = [];
window.results = results;
const attempt = (what, promise) => promise.then(() => results.push(what + ': sent'), (e) => results.push(what + ': blocked by the browser'));
window.done = Promise.all([
  attempt('no-cors text/plain', fetch('${api}/campaigns.create', { method: 'POST', mode: 'no-cors', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify({ name: 'Pwned by no-cors' }) })),
  attempt('no-cors upload', fetch('${api}/exchange.upload', { method: 'POST', mode: 'no-cors', body: JSON.stringify({ uploadId: 'attacker-upload', index: 0, total: 1, chunk: '{}' }) })),
  attempt('cors json', fetch('${api}/campaigns.create', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Pwned by cors' }) })),
  attempt('beacon', Promise.resolve(navigator.sendBeacon('${api}/campaigns.create', new Blob([JSON.stringify({ name: 'Pwned by a beacon' })], { type: 'text/plain' })))),
]).then(() => {
  document.getElementById('form').submit();
  document.getElementById('urlencoded').submit();
});
</script></body></html>`;
}

beforeAll(async () => {
  const hostPort = Number(new URL(env.host.url).port);
  attacker = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(attackPage(hostPort));
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerPort = (attacker.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => attacker?.close(resolve));
});

describe('a web page on another site cannot write a campaign', () => {
  it('creates nothing and keeps no upload when a page on another site posts forms, no-cors fetches and beacons at the host', async () => {
    const page = await env.browser.newPage();
    await page.goto(`http://attacker.test:${attackerPort}/`);
    await page.evaluate('window.done');
    const results = (await page.evaluate('window.results')) as string[];
    // The no-cors request left the browser: only the host's own check stood in its way.
    expect(results).toContain('no-cors text/plain: sent');
    await page.waitForTimeout(500);
    await page.close();

    const call = apiCaller(env.host.url);
    expect(await call('campaigns.list', {})).toEqual([]);
    await expect(call('exchange.check', { uploadId: 'attacker-upload' })).rejects.toThrow(/not here any more/);
  });

  it('still serves its own page, whose calls pass the same checks', async () => {
    const page = await env.browser.newPage();
    await page.goto(env.host.url);
    await page.getByRole('heading', { name: 'No campaigns yet' }).waitFor();
    const status = await page.evaluate(async () => {
      const response = await fetch('/api/campaigns.create', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Made on its own page' }) });
      return response.status;
    });
    expect(status).toBe(200);
    expect((await apiCaller(env.host.url)('campaigns.list', {})).map((c) => c.name)).toEqual(['Made on its own page']);
    await page.close();
  });
});
