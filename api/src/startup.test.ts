import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalParts, untilEveryPartAnswers, type Part } from './startup';
import { createTestContext, databases, type TestContext } from './test/harness';

/** Issue 43: `npm start` printed "ready" ~20 s before the assistant answered. Ready means every part answers. */
describe('waiting for every part', () => {
  it('resolves only once every part answers, saying which ones it still waits for', async () => {
    let assistantUp = false;
    const asked: string[] = [];
    const parts: Part[] = [
      { name: 'api', answers: async () => true },
      {
        name: 'assistant',
        answers: async () => {
          asked.push('assistant');
          return assistantUp;
        },
      },
    ];
    const lines: string[] = [];
    const waiting = untilEveryPartAnswers(parts, { log: (l) => lines.push(l), cancelled: () => false, reportEveryMs: 0, pollMs: 5 });
    let settled = false;
    void waiting.then(() => (settled = true));
    while (asked.length < 3) await new Promise((r) => setTimeout(r, 5));
    expect(settled).toBe(false);
    expect(lines.at(-1)).toMatch(/^still waiting for: assistant\b/);
    assistantUp = true;
    expect(await waiting).toBe(true);
  });

  it('gives up waiting (false) when the portal is stopping', async () => {
    let stopping = false;
    const waiting = untilEveryPartAnswers([{ name: 'assistant', answers: async () => false }], { log: () => {}, cancelled: () => stopping, pollMs: 5 });
    stopping = true;
    expect(await waiting).toBe(false);
  });
});

describe.each(databases)('the parts of the portal on %s', (kind) => {
  let ctx: TestContext;
  let assistant: Server;
  beforeAll(async () => {
    assistant = createServer((req, res) => res.writeHead(req.url === '/health' ? 200 : 404).end());
    await new Promise<void>((resolve) => assistant.listen(0, '127.0.0.1', resolve));
    ctx = await createTestContext(kind, { config: { assistantUrl: `http://127.0.0.1:${(assistant.address() as AddressInfo).port}` } });
  });
  afterAll(async () => {
    await ctx?.close();
    assistant?.close();
  });

  it('counts the assistant among them: not answering until its health check does', async () => {
    const parts = portalParts(ctx.app, ctx.config);
    expect(parts.map((p) => p.name)).toEqual(expect.arrayContaining(['api', 'remotes', 'assistant']));
    const answers = async () => Object.fromEntries(await Promise.all(parts.map(async (p) => [p.name, await p.answers().catch(() => false)])));
    expect(Object.values(await answers()).every(Boolean)).toBe(true);
    const closed = new Promise<void>((resolve) => assistant.close(() => resolve()));
    assistant.closeAllConnections();
    await closed;
    expect((await answers()).assistant).toBe(false);
  });
});
