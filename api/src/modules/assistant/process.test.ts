import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWLEDGE_MESSAGES } from '@portal/shared/knowledge';
import { createTestContext, databases, type TestContext } from '../../test/harness';
import { startAssistantProcess, type AssistantProcess } from './process';

/**
 * A stand-in for the assistant service, run by the real supervisor: it answers every path, writes a line to stderr as
 * it starts, stops when its channel closes (as the service does), and exits at once with code 3 if STAND_IN_CRASH
 * is set.
 */
const STAND_IN = `
  const http = require('node:http');
  process.stderr.write('stand-in starting on ' + process.env.ASSISTANT_PORT + '\\n');
  if (process.env.STAND_IN_CRASH) { process.stderr.write('Error: cannot open the database\\n'); process.exit(3); }
  const server = http.createServer((req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[]}'));
  server.listen(Number(process.env.ASSISTANT_PORT), '127.0.0.1');
  process.on('disconnect', () => server.close(() => process.exit(0)));
`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((r) => setTimeout(r, 20));
};

/** Issue 43: the supervisor never gives up silently; the portal says the assistant is unavailable meanwhile. */
describe.each(databases)('the assistant supervisor on %s', (kind) => {
  let ctx: TestContext;
  let supervisor: AssistantProcess | null = null;
  const lines: string[] = [];
  const log = { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m), error: (m: string) => lines.push(m) };
  beforeAll(async () => {
    ctx = await createTestContext(kind, { config: { assistantUrl: `http://127.0.0.1:${await freePort()}` } });
  });
  afterAll(async () => {
    await supervisor?.stop();
    await ctx?.close();
  });

  it('restarts a killed service with a growing, capped delay, says why each time, and the proxy answers 503 meanwhile', async () => {
    const started: number[] = [];
    supervisor = startAssistantProcess(ctx.config, log, { command: { file: process.execPath, args: ['-e', STAND_IN] }, backoffMs: 200, maxBackoffMs: 800, stableMs: 600_000 });
    const delays: number[] = [];
    for (let kill = 0; kill < 5; kill++) {
      await supervisor.answering();
      const through = await ctx.request({ method: 'GET', url: '/assistant/categories', as: 'staff' });
      expect(through.statusCode).toBe(200);
      const pid = supervisor.pid()!;
      started.push(pid);
      process.kill(pid, 'SIGKILL');
      await until(() => supervisor!.state().status === 'restarting');
      const state = supervisor.state();
      if (state.status !== 'restarting') throw new Error('not restarting');
      expect(state.lastExit).toBe('signal SIGKILL');
      delays.push(state.restartInMs);
      // down until the restart: a clear 503 in the portal's error shape, never a bare 502
      const down = await ctx.request({ method: 'GET', url: '/assistant/categories', as: 'staff' });
      expect(down.statusCode).toBe(503);
      expect(down.json().error).toEqual({ code: 'ASSISTANT_UNAVAILABLE', message: KNOWLEDGE_MESSAGES.assistantDown });
    }
    // it never gave up: the sixth start answers too
    await supervisor.answering();
    expect((await ctx.request({ method: 'GET', url: '/assistant/categories', as: 'staff' })).statusCode).toBe(200);
    expect(new Set(started).size).toBe(5);
    expect(delays).toEqual([200, 400, 800, 800, 800]);
    const stops = lines.filter((l) => l.startsWith('assistant service stopped'));
    expect(stops).toHaveLength(5);
    expect(stops[0]).toMatch(/signal SIGKILL .*starting it again in 0\.2 s/);
    expect(stops[0]).toContain('stand-in starting on');
    await supervisor.stop();
    supervisor = null;
  });

  it('keeps trying a service that cannot start, logging its exit code and error output every time', async () => {
    const saved = process.env.STAND_IN_CRASH;
    process.env.STAND_IN_CRASH = '1';
    lines.length = 0;
    try {
      supervisor = startAssistantProcess(ctx.config, log, { command: { file: process.execPath, args: ['-e', STAND_IN] }, backoffMs: 50, maxBackoffMs: 100 });
      await until(() => lines.filter((l) => l.startsWith('assistant service stopped')).length >= 4);
      const stops = lines.filter((l) => l.startsWith('assistant service stopped'));
      for (const line of stops) {
        expect(line).toContain('exit code 3');
        expect(line).toContain('Error: cannot open the database');
      }
      const down = await ctx.request({ method: 'GET', url: '/assistant/categories', as: 'staff' });
      expect(down.statusCode).toBe(503);
      await supervisor.stop();
      supervisor = null;
    } finally {
      if (saved === undefined) delete process.env.STAND_IN_CRASH;
      else process.env.STAND_IN_CRASH = saved;
    }
  });
});
