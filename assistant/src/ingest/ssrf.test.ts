import type dns from 'node:dns';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetch as undiciFetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWLEDGE_MESSAGES as M } from '@portal/shared/knowledge';
import { createAssistantTest, USERS, type AssistantTest } from '../test/harness';
import { PRIVATE_SPELLINGS } from '../test/privateAddresses';
import { fetchUrl, FetchPolicy } from './fetchUrl';

const PUBLIC_ADDRESSES = ['93.184.216.34', '2606:4700:4700::1111', '::ffff:93.184.216.34', '64:ff9b::93.184.216.34', '2002:5db8:d822::1', '2001:0:4136:e378:8000:63bf:a247:27dd'];

describe('the URL fetch policy', () => {
  const strict = new FetchPolicy([]);

  it('refuses every spelling of a private address, IPv4 carried in IPv6 included', async () => {
    for (const url of PRIVATE_SPELLINGS) await expect(strict.check(new URL(url)), url).rejects.toThrow(M.urlRefused);
    for (const address of PUBLIC_ADDRESSES) expect(strict.allows('example.com', address), address).toBe(true);
  });

  it('refuses names that resolve to a private address, any one of several', async () => {
    const names: Record<string, dns.LookupAddress[]> = {
      'intranet.example': [{ address: '10.0.0.5', family: 4 }],
      'metadata.example': [{ address: '::ffff:169.254.169.254', family: 6 }],
      'mixed.example': [
        { address: '93.184.216.34', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ],
      'nat64.example': [{ address: '64:ff9b::7f00:1', family: 6 }],
    };
    const policy = new FetchPolicy([], async (host) => names[host] ?? []);
    for (const host of Object.keys(names)) await expect(policy.check(new URL(`http://${host}/`)), host).rejects.toThrow(M.urlRefused);
  });

  describe('on the connection itself', () => {
    let site: Server;
    let port: number;
    let requests = 0;
    beforeAll(async () => {
      site = createServer((req, res) => {
        requests++;
        if (req.url?.startsWith('/to/')) res.writeHead(302, { location: decodeURIComponent(req.url.slice(4)) }).end();
        else res.writeHead(200, { 'content-type': 'text/plain' }).end('The arcade opens at ten.');
      });
      await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
      port = (site.address() as AddressInfo).port;
    });
    afterAll(() => {
      site.close();
    });

    it('checks the address it connects to, literals included, before a byte is sent', async () => {
      const before = requests;
      for (const host of ['127.0.0.1', '[::ffff:127.0.0.1]', '[::ffff:7f00:1]']) {
        const error = await undiciFetch(`http://${host}:${port}/`, { dispatcher: strict.agent() }).catch((e: unknown) => e);
        expect((error as { cause?: { code?: string } }).cause?.code, host).toBe('EREFUSED_PRIVATE');
      }
      expect(requests).toBe(before);
    });

    it('refuses a name that resolved to a public address for the check and a private one for the connection', async () => {
      let lookups = 0;
      const rebinding = new FetchPolicy([], async () => [lookups++ === 0 ? { address: '93.184.216.34', family: 4 } : { address: '127.0.0.1', family: 4 }]);
      const before = requests;
      await expect(fetchUrl(rebinding, `http://rebind.example:${port}/`)).rejects.toThrow(M.urlRefused);
      expect(lookups).toBe(2);
      expect(requests).toBe(before);
    });

    it('refuses redirects to private spellings', async () => {
      const allowLoopback = new FetchPolicy(['127.0.0.1']);
      expect((await fetchUrl(allowLoopback, `http://127.0.0.1:${port}/`)).bytes.length).toBeGreaterThan(0);
      for (const target of ['http://[::ffff:a9fe:a9fe]/', 'http://0xa9fea9fe/', 'http://[64:ff9b::a9fe:a9fe]/', 'http://[2002:a00:1::]/', 'http://[::a9fe:a9fe]/']) {
        await expect(fetchUrl(allowLoopback, `http://127.0.0.1:${port}/to/${encodeURIComponent(target)}`), target).rejects.toThrow(M.urlRefused);
      }
    });
  });
});

describe('URL documents refused at upload', () => {
  let t: AssistantTest;
  beforeAll(async () => {
    t = await createAssistantTest('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 400 with the reason for every private spelling, and stores nothing', async () => {
    const category = (await t.request({ as: USERS.admin, method: 'POST', url: '/categories', payload: { name: 'Links' } })).json().data.id;
    for (const url of PRIVATE_SPELLINGS) {
      const res = await t.request({ as: USERS.admin, method: 'POST', url: '/documents', payload: { category_id: category, url } });
      expect([res.statusCode, res.json().error?.message], url).toEqual([400, M.urlRefused]);
    }
    expect(await t.db.selectFrom('documents').select('id').execute()).toEqual([]);
  });
});
