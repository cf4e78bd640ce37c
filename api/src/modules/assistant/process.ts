import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT, type AppConfig } from '../../config';

export interface AssistantProcess {
  /** resolves once the service answers its health check (after a restart too: the next time it answers) */
  answering(): Promise<void>;
  /** what the supervisor knows now: answering, starting, or waiting to restart after an exit */
  state(): AssistantState;
  /** the running service's process id (null between an exit and its restart) */
  pid(): number | null;
  stop(): Promise<void>;
}

export type AssistantState = { status: 'answering' | 'starting' } | { status: 'restarting'; lastExit: string; restartInMs: number };

/** Plain lines for an operator (console in `npm start`): each one says what happened and why. */
type Log = { info(message: string): void; warn(message: string): void; error(message: string): void };

export interface SupervisorOptions {
  /** the command that runs the service (tests run a stand-in) */
  command?: { file: string; args: string[] };
  /** first restart delay; doubled after each exit that came soon after its start, up to `maxBackoffMs` */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** a service that answered this long is stable: its next exit restarts it after `backoffMs` again */
  stableMs?: number;
  /** how long `stop()` waits for the service's own shutdown before SIGKILL */
  stopGraceMs?: number;
}

/** The last lines of the service's stderr kept for the log line of its exit. */
const STDERR_TAIL = 2000;

/**
 * `npm start` runs the assistant beside the api: its own Node process (own database under DATA_DIR/assistant, or its
 * own schema on DATABASE_URL), on ASSISTANT_PORT (PORT + 1), verifying tokens against this api. The supervisor never
 * gives up: every exit is logged with its code or signal and the end of its stderr, and the service is started again
 * after a delay that grows (capped) while it keeps failing. Meanwhile the api answers /assistant/* with a 503 that
 * says the assistant is unavailable. The service is connected by an IPC channel: it stops when this process closes
 * the channel (`stop()`) or dies. With ASSISTANT_URL set the service runs elsewhere and nothing is started here.
 */
export function startAssistantProcess(config: AppConfig, log: Log, options: SupervisorOptions = {}): AssistantProcess {
  const backoffMs = options.backoffMs ?? 1_000;
  const maxBackoffMs = options.maxBackoffMs ?? 30_000;
  const stableMs = options.stableMs ?? 60_000;
  const command = options.command ?? { file: process.execPath, args: ['--import', 'tsx', path.join(REPO_ROOT, 'assistant/src/main.ts')] };
  let child: ChildProcess | null = null;
  let stopping = false;
  let failures = 0;
  let state: AssistantState = { status: 'starting' };
  let restartTimer: NodeJS.Timeout | null = null;
  let waiters: (() => void)[] = [];

  const start = () => {
    restartTimer = null;
    state = { status: 'starting' };
    let stderrTail = '';
    const startedAt = Date.now();
    const running = spawn(command.file, command.args, {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
      env: {
        ...process.env,
        ASSISTANT_PORT: new URL(config.assistantUrl).port,
        ASSISTANT_HOST: '127.0.0.1',
        PORTAL_API_URL: `http://127.0.0.1:${config.port}`,
        DATA_DIR: config.dataDir,
        LOG_LEVEL: process.env.ASSISTANT_LOG_LEVEL ?? (config.logLevel === 'info' ? 'warn' : config.logLevel),
      },
    });
    child = running;
    running.stderr!.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      stderrTail = (stderrTail + chunk.toString()).slice(-STDERR_TAIL);
    });
    // a write to a channel the service closed (it is exiting) is not an error of ours
    running.on('error', (error) => log.warn(`assistant service process: ${error.message}`));
    void watchHealth(running);
    running.on('exit', (code, signal) => {
      if (child === running) child = null;
      if (stopping) return;
      const lived = Date.now() - startedAt;
      failures = lived >= stableMs ? 1 : failures + 1;
      const delay = Math.min(maxBackoffMs, backoffMs * 2 ** (failures - 1));
      const lastExit = signal ? `signal ${signal}` : `exit code ${code}`;
      state = { status: 'restarting', lastExit, restartInMs: delay };
      const tail = stderrTail
        .split('\n')
        .filter((line) => line.trim())
        .slice(-15)
        .map((line) => `    ${line}`)
        .join('\n');
      log.error(
        `assistant service stopped (${lastExit} after ${Math.round(lived / 100) / 10} s, ${failures} in a row); starting it again in ${Math.round(delay / 100) / 10} s` +
          ` — /assistant answers 503 "the assistant is unavailable" meanwhile` +
          (tail ? `\n  its last error output:\n${tail}` : ''),
      );
      restartTimer = setTimeout(start, delay);
    });
  };

  /** Polls the started process's health until it answers (or exits), then wakes whoever waits for it. */
  const watchHealth = async (running: ChildProcess) => {
    while (child === running && !stopping) {
      try {
        const res = await fetch(`${config.assistantUrl}/health`, { signal: AbortSignal.timeout(2_000) });
        if (res.ok && child === running) {
          if (failures > 0) log.info('assistant service answering again');
          state = { status: 'answering' };
          for (const wake of waiters.splice(0)) wake();
          return;
        }
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };

  start();

  return {
    state: () => state,
    pid: () => child?.pid ?? null,
    answering() {
      if (state.status === 'answering') return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push(resolve));
    },
    async stop() {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      waiters = [];
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          running.kill('SIGKILL');
        }, options.stopGraceMs ?? 5_000);
        running.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        // closing the channel is the service's signal to stop (it ignores group-wide SIGTERMs while connected)
        if (running.connected) running.disconnect();
        else running.kill('SIGTERM');
      });
    },
  };
}
