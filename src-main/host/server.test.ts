import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { calls } from '../../src-shared/contract';
import { malformedInputs, plausible, type JsonSchema } from '../testing/contract-fuzz';
import { listCampaigns } from '../services/campaigns';
import { openTempStore, type TempStore } from '../testing/temp-store';
import { LEGAL_HUMAN_POINTS, legalHumanRoster } from '../testing/army-fixtures';
import { createHostServer, type HostOptions } from './server';

interface Answer {
  readonly status: number;
  readonly body: { ok: boolean; value?: unknown; error?: { code: string; message: string; path?: string } };
}

let temp: TempStore;
let server: Server;
let port: number;

async function start(options: Partial<HostOptions> = {}): Promise<void> {
  temp = openTempStore();
  server = createHostServer({ ctx: temp.ctx, rendererDir: temp.dir, loopbackOnly: true, ...options });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
}

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  temp.dispose();
});

/** A raw HTTP request (node:http, so every header is exactly what the test sets). */
function send(path: string, headers: Record<string, string>, body: string | Buffer = '{}', method = 'POST'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers: { Host: `127.0.0.1:${port}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer['body'] }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const ownOrigin = (): Record<string, string> => ({ Origin: `http://127.0.0.1:${port}`, 'Content-Type': 'application/json' });
const create = JSON.stringify({ name: 'Sundered Crown' });

describe('the browser host refuses writes that do not come from its own page', () => {
  it('creates a campaign for a same-origin JSON request (the page the host served)', async () => {
    await start();
    const answer = await send('/api/campaigns.create', { ...ownOrigin(), 'Sec-Fetch-Site': 'same-origin' }, create);
    expect(answer.status).toBe(200);
    expect(listCampaigns(temp.ctx).map((c) => c.name)).toEqual(['Sundered Crown']);
  });

  it.each([
    ['another origin', { Origin: 'http://evil.example', 'Content-Type': 'application/json' }, 403],
    ['another port on the same machine', { Origin: 'http://127.0.0.1:1', 'Content-Type': 'application/json' }, 403],
    ['an opaque origin (sandboxed frame, file://)', { Origin: 'null', 'Content-Type': 'application/json' }, 403],
    ['a browser saying cross-site even with a matching Origin', { Origin: 'SELF', 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/json' }, 403],
    ['a same-site subdomain', { 'Sec-Fetch-Site': 'same-site', 'Content-Type': 'application/json' }, 403],
    ['no Origin and no Sec-Fetch-Site', { 'Content-Type': 'application/json' }, 403],
    ['a text/plain body (a cross-site form or no-cors fetch)', { Origin: 'SELF', 'Content-Type': 'text/plain' }, 415],
    ['a urlencoded form body', { Origin: 'SELF', 'Content-Type': 'application/x-www-form-urlencoded' }, 415],
    ['a multipart form body', { Origin: 'SELF', 'Content-Type': 'multipart/form-data; boundary=x' }, 415],
    ['no Content-Type', { Origin: 'SELF' }, 415],
  ])('refuses %s and writes nothing', async (_what, headers: Record<string, string>, status) => {
    await start();
    const withOrigin = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v === 'SELF' ? `http://127.0.0.1:${port}` : v]));
    const answer = await send('/api/campaigns.create', withOrigin, create);
    expect(answer.status).toBe(status);
    expect(answer.body.ok).toBe(false);
    expect(answer.body.error!.message).toMatch(/Refused|JSON body/);
    expect(listCampaigns(temp.ctx)).toEqual([]);
  });

  it('refuses a cross-site campaign-file upload before it is kept', async () => {
    await start();
    const upload = JSON.stringify({ uploadId: 'attacker-0001', index: 0, total: 1, chunk: '{}' });
    const answer = await send('/api/exchange.upload', { Origin: 'http://evil.example', 'Content-Type': 'application/json' }, upload);
    expect(answer.status).toBe(403);
    const check = await send('/api/exchange.check', ownOrigin(), JSON.stringify({ uploadId: 'attacker-0001' }));
    expect(check.status).toBe(404);
  });

  it('answers a request addressed to another host name (DNS rebinding) with 421', async () => {
    await start();
    const answer = await send('/api/campaigns.create', { ...ownOrigin(), Host: `evil.example:${port}`, Origin: `http://evil.example:${port}` }, create);
    expect(answer.status).toBe(421);
    expect(listCampaigns(temp.ctx)).toEqual([]);
  });

  it('in LAN mode wants the token as well as the origin', async () => {
    await start({ token: 'lan-token-123', loopbackOnly: false });
    expect((await send('/api/campaigns.create', ownOrigin(), create)).status).toBe(401);
    const wrongSite = await send('/api/campaigns.create', { Authorization: 'Bearer lan-token-123', Origin: 'http://evil.example', 'Content-Type': 'application/json' }, create);
    expect(wrongSite.status).toBe(403);
    expect((await send('/api/campaigns.create', { ...ownOrigin(), Authorization: 'Bearer lan-token-123' }, create)).status).toBe(200);
  });
});

// Bounded for `npm test`; `CSRF_CASES=2000` (from `npm run bench`) soaks.
const CSRF_CASES = Number(process.env.CSRF_CASES ?? 60);

describe('random mixes of the headers a cross-site page or a script can send', () => {
  it(`writes for exactly the same-origin JSON requests among ${CSRF_CASES}, and nothing for the rest`, async () => {
    await start();
    const self = `http://127.0.0.1:${port}`;
    const origins = [undefined, self, self.toUpperCase(), `${self}/`, 'http://evil.example', 'http://127.0.0.1:1', `https://127.0.0.1:${port}`, 'null', `http://localhost:${port}`];
    const sites = [undefined, 'same-origin', 'same-site', 'cross-site', 'none'];
    const types = [undefined, 'application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp', 'text/json'];
    const hosts = [`127.0.0.1:${port}`, `evil.example:${port}`];
    let seed = Number(process.env.CSRF_SEED ?? 18);
    const pick = <T>(from: readonly T[]): T => from[(seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0) % from.length]!;
    let written = 0;
    for (let attempt = 0; attempt < CSRF_CASES; attempt++) {
      // Every tenth is the host's own page, so both answers are exercised whatever the seed.
      const [origin, site, type, host] = attempt % 10 === 0 ? [self, 'same-origin', 'application/json', hosts[0]!] : [pick(origins), pick(sites), pick(types), pick(hosts)];
      const headers: Record<string, string> = { Host: host };
      if (origin !== undefined) headers.Origin = origin;
      if (site !== undefined) headers['Sec-Fetch-Site'] = site;
      if (type !== undefined) headers['Content-Type'] = type;
      const ownHost = host === `127.0.0.1:${port}`;
      const json = type?.split(';')[0]!.trim().toLowerCase() === 'application/json';
      const sameOrigin = (site === undefined || site === 'same-origin') && (origin === undefined ? site === 'same-origin' : origin.toLowerCase() === self);
      const allowed = ownHost && json && sameOrigin;
      const answer = await send('/api/campaigns.create', headers, JSON.stringify({ name: `Attempt ${attempt}` }));
      const what = JSON.stringify(headers);
      if (allowed) written += 1;
      expect(answer.status, what).toBe(allowed ? 200 : answer.status);
      if (!allowed) expect(answer.status >= 400 && answer.status < 500 && !answer.body.ok, what).toBe(true);
      expect(listCampaigns(temp.ctx).length, what).toBe(written);
    }
    expect(written).toBeGreaterThan(0);
  }, 120_000);
});

describe('the browser host answers malformed requests with a 4xx', () => {
  it.each(['/api/%', '/api/%zz', '/api/%E0%A4%A'])('refuses the broken call address %s with 404', async (path) => {
    await start();
    const answer = await send(path, ownOrigin());
    expect(answer.status).toBe(404);
    expect(answer.body.error!.code).toBe('unknown_call');
  });

  it('refuses invalid JSON with 400', async () => {
    await start();
    const answer = await send('/api/campaigns.create', ownOrigin(), '{"name": ');
    expect(answer.status).toBe(400);
    expect(answer.body.error!.message).toBe('The request body is not valid JSON');
  });

  it('refuses a body declared larger than the cap with 413 before reading it', async () => {
    await start({ maxBodyBytes: 1024 });
    const answer = await send('/api/campaigns.create', { ...ownOrigin(), 'Content-Length': String(10 * 1024 * 1024) }, '');
    expect(answer.status).toBe(413);
  });

  it('refuses a streamed body that grows past the cap with 413', async () => {
    await start({ maxBodyBytes: 1024 });
    const big = JSON.stringify({ name: 'x'.repeat(4096) });
    const answer = await send('/api/campaigns.create', { ...ownOrigin(), 'Transfer-Encoding': 'chunked' }, big);
    expect(answer.status).toBe(413);
    expect(answer.body.error!.message).toMatch(/larger than/);
    expect(listCampaigns(temp.ctx)).toEqual([]);
  });

  it('refuses input nested thousands of levels deep with 400, not a stack overflow', async () => {
    await start();
    const deep = `{"name":"x","houseRules":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const answer = await send('/api/campaigns.create', ownOrigin(), deep);
    expect(answer.status).toBe(400);
    expect(answer.body.error!.message).toMatch(/nested/);
  });

  it('refuses an unknown call with 404 and a GET on a call with 405', async () => {
    await start();
    expect((await send('/api/campaigns.explode', ownOrigin())).status).toBe(404);
    expect((await send('/api/campaigns.list', {}, '', 'GET')).status).toBe(405);
  });
});

describe('every call over HTTP, fed malformed input', () => {
  it('answers each with 200 or a 4xx, never a 5xx', async () => {
    await start();
    const statuses = new Map<number, number>();
    const fiveHundreds: string[] = [];
    for (const name of Object.keys(calls)) {
      const schema = z.toJSONSchema(calls[name as keyof typeof calls].input, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
      const base = plausible(schema, '', {}, name.split('.')[0]!);
      for (const input of malformedInputs(base, {}, 7 + name.length, 20)) {
        const body = JSON.stringify(input) ?? 'null';
        const answer = await send(`/api/${encodeURIComponent(name)}`, ownOrigin(), body);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status >= 500) fiveHundreds.push(`${name} ${body.slice(0, 120)}: ${answer.body.error?.message}`);
      }
    }
    expect(fiveHundreds).toEqual([]);
    expect([...statuses.keys()].every((status) => status === 200 || (status >= 400 && status < 500))).toBe(true);
    expect(statuses.get(400)).toBeGreaterThan(100);
  }, 60_000);
});

describe('a game system’s own calls over HTTP: Orders & Omens’ armies.*, answered through its line in the systems registry', () => {
  it('creates an army, refuses bad dice at the contract with the message and field, and answers a missing army with 404', async () => {
    await start();
    const post = (call: string, input: unknown) => send(`/api/${call}`, ownOrigin(), JSON.stringify(input));
    const campaignId = ((await post('campaigns.create', { name: 'The Sundered Marches' })).body.value as { id: string }).id;
    const ann = (await post('players.create', { campaignId, name: 'Ann', colour: '#8e2a22' })).body.value as { id: string };
    const armyCount = () => temp.store.sqlite.prepare('SELECT count(*) FROM armies').pluck().get();

    const created = await post('armies.create', { campaignId, playerId: ann.id, roster: legalHumanRoster() });
    expect(created).toMatchObject({ status: 200, body: { ok: true, value: { name: 'The Crown Host', points: LEGAL_HUMAN_POINTS, valid: true } } });

    const badDie = await post('armies.randomise', { campaignId, playerId: ann.id, name: 'Fortune’s Rabble', list: 'orc', dice: { faces: [7] } });
    expect(badDie).toEqual({ status: 400, body: { ok: false, error: { code: 'invalid_input', message: 'A D6 shows 1 to 6', path: 'dice.faces.0' } } });
    expect(armyCount()).toBe(1);

    const missing = await post('armies.get', { id: 'no-such-army' });
    expect(missing).toEqual({ status: 404, body: { ok: false, error: { code: 'not_found', message: 'This army does not exist (it may have been deleted)' } } });
  });

  it('lists them at GET /api where it always has, after the players’ calls', async () => {
    await start();
    const listing = await send('/api', {}, '', 'GET');
    const names = (listing.body as unknown as { calls: { name: string }[] }).calls.map((call) => call.name);
    const firstArmy = names.indexOf('armies.list');
    expect(names.slice(firstArmy - 1, firstArmy + 9)).toEqual(['players.reorder', 'armies.list', 'armies.get', 'armies.create', 'armies.randomise', 'armies.update', 'armies.delete', 'armies.export', 'armies.import', 'ladders.list']);
  });
});

describe('a malformed battle step over HTTP, for every game system', () => {
  it('answers 400 with the system’s own words for the step, never a 5xx, and writes nothing', async () => {
    await start();
    const post = (input: unknown) => send('/api/battles.append', ownOrigin(), JSON.stringify(input));
    const steps = () => temp.store.sqlite.prepare('SELECT count(*) FROM battle_events').pluck().get();
    const cases: [string | undefined, unknown, string, string][] = [
      ['opend6', { type: 'fireball' }, 'This is not a step of an OpenD6 battle', 'event.type'],
      ['opend6', { type: 'squad-moved', squad: '', pace: 'walk' }, 'Choose a squad', 'event.squad'],
      ['opend6', { type: 'phase-ended', cheat: true }, 'The step holds something an OpenD6 battle does not record', 'event'],
      ['order-66', { type: 'teleport' }, 'This is not a step of an Order 66 battle', 'event.type'],
      ['order-66', { type: 'move', modelId: '', squares: 1 }, 'Choose the model this step is about', 'event.modelId'],
      ['order-66', { type: 'roll-off', rolls: { p1: { sides: 6, faces: [4] } } }, 'Enter the dice as rolled at the table, or let the app roll them', 'event.rolls.p1.source'],
      [undefined, { type: 'teleport' }, 'This is not a step of an Orders & Omens battle', 'event.type'],
      [undefined, { type: 'brigade-deployed', brigadeId: '' }, 'Choose the Brigade, regiment or General this step is about', 'event.brigadeId'],
      ['orders-omens', { type: 'chip-drawn', side: 'C' }, 'Choose an army', 'event.side'],
      ['1999', { type: 'teleport' }, 'This is not a step of a 1999 battle', 'event.type'],
      ['1999', { type: 'surrendered', side: '' }, 'Choose a player', 'event.side'],
    ];
    for (const [system, event, message, path] of cases) {
      const answer = await post({ battleId: 'no-such-battle', ...(system ? { system } : {}), event, expectedCount: 0 });
      expect(answer, `${system ?? 'orders-omens'} ${JSON.stringify(event)}`).toEqual({ status: 400, body: { ok: false, error: { code: 'invalid_input', message, path } } });
    }
    expect(steps()).toBe(0);
  });
});
