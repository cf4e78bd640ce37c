import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';

/** One part of the portal that must answer before `npm start` says the portal is ready. */
export interface Part {
  name: string;
  answers(): Promise<boolean>;
}

const okStatus = async (url: string) => (await fetch(url, { signal: AbortSignal.timeout(3_000) })).ok;

/**
 * Every part `npm start` serves (issue 43: "ready" printed ~20 s before the assistant answered): the api itself, the
 * shell page when it is built, each registered remote's manifest, and the assistant service. Served files are asked
 * of the app in-process; the assistant (and remotes at an absolute URL) over the network.
 */
export function portalParts(app: FastifyInstance, config: AppConfig): Part[] {
  const injected = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode === 200;
  const parts: Part[] = [{ name: 'api', answers: () => injected('/api/v1/portal-settings') }];
  if (fs.existsSync(path.join(config.staticRoot, 'shell', 'dist', 'index.html'))) parts.push({ name: 'shell', answers: () => injected('/') });
  parts.push({
    name: 'remotes',
    async answers() {
      const res = await app.inject({ method: 'GET', url: '/api/v1/remotes' });
      if (res.statusCode !== 200) return false;
      const remotes = res.json() as { name: string; manifestUrl: string }[];
      const answered = await Promise.all(remotes.map((r) => (/^https?:\/\//.test(r.manifestUrl) ? okStatus(r.manifestUrl).catch(() => false) : injected(r.manifestUrl))));
      return answered.every(Boolean);
    },
  });
  parts.push({ name: 'assistant', answers: () => okStatus(`${config.assistantUrl}/health`) });
  return parts;
}

/**
 * Resolves once every part answers (each asked again until it does); says which ones it still waits for every
 * `reportEveryMs`, so an operator sees why "ready" has not come. Resolves false if `cancelled()` turns true first.
 */
export async function untilEveryPartAnswers(
  parts: Part[],
  options: { log(message: string): void; cancelled(): boolean; reportEveryMs?: number; pollMs?: number },
): Promise<boolean> {
  const waiting = new Set(parts);
  const reportEveryMs = options.reportEveryMs ?? 15_000;
  let reportAt = Date.now() + reportEveryMs;
  while (waiting.size) {
    if (options.cancelled()) return false;
    for (const part of [...waiting]) if (await part.answers().catch(() => false)) waiting.delete(part);
    if (!waiting.size) break;
    if (Date.now() >= reportAt) {
      options.log(`still waiting for: ${[...waiting].map((p) => p.name).join(', ')} (the portal is up; these parts do not answer yet)`);
      reportAt = Date.now() + reportEveryMs;
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 250));
  }
  return !options.cancelled();
}
