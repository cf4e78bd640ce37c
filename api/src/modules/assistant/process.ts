import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT, type AppConfig } from '../../config';

export interface AssistantProcess {
  /** resolves when the service answers its health check (or after the wait, with a warning) */
  ready: Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * `npm start` runs the assistant beside the api: its own Node process (own database under DATA_DIR/assistant, or its
 * own schema on DATABASE_URL), on ASSISTANT_PORT (PORT + 1), verifying tokens against this api. It is restarted if it
 * dies. With ASSISTANT_URL set the service runs elsewhere and nothing is started here.
 */
export function startAssistantProcess(config: AppConfig, log: { warn(...a: unknown[]): void; error(...a: unknown[]): void }): AssistantProcess {
  const port = new URL(config.assistantUrl).port;
  let child: ChildProcess | null = null;
  let stopping = false;
  let restarts = 0;
  const start = () => {
    child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'assistant/src/main.ts')], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        ASSISTANT_PORT: port,
        ASSISTANT_HOST: '127.0.0.1',
        PORTAL_API_URL: `http://127.0.0.1:${config.port}`,
        DATA_DIR: config.dataDir,
        LOG_LEVEL: process.env.ASSISTANT_LOG_LEVEL ?? (config.logLevel === 'info' ? 'warn' : config.logLevel),
      },
    });
    child.on('exit', (code, signal) => {
      child = null;
      if (stopping) return;
      log.error({ code, signal }, 'assistant service stopped');
      if (restarts++ < 5) setTimeout(start, 1000).unref();
    });
  };
  start();

  const ready = (async () => {
    const deadline = Date.now() + 45_000;
    while (Date.now() < deadline && !stopping) {
      try {
        const res = await fetch(`${config.assistantUrl}/health`, { signal: AbortSignal.timeout(1000) });
        if (res.ok) return true;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    log.warn('assistant service not ready yet: the knowledge base answers once it is');
    return false;
  })();

  return {
    ready,
    async stop() {
      stopping = true;
      const running = child;
      if (!running) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          running.kill('SIGKILL');
          resolve();
        }, 5000);
        running.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        running.kill('SIGTERM');
      });
    },
  };
}
