import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PORTAL_TIME_ZONE, isValidTimeZone } from '@portal/shared';
import { llmConfigFromEnv, type LlmConfig } from '@portal/shared/node/llm';
import { env as read } from '@portal/shared/node/server';

const { positiveInt, nonNegativeInt, flag, urlWithProtocol } = read;
type Env = read.Env;

/** Repo root: api/src/config.ts → ../../ */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** unset → embedded PGlite in `<dataDir>/pglite` */
  databaseUrl: string | null;
  /** where uploads live: `database` (every instance on one PostgreSQL reads them; the default with DATABASE_URL) or `disk` (`<dataDir>/uploads`); `FILE_STORAGE` */
  fileStorage: 'disk' | 'database';
  /** Redis for the socket.io adapter between api instances (else PostgreSQL's when `databaseUrl` is set) */
  redisUrl: string | null;
  admin: { email: string; password: string } | null;
  companyDomains: string[];
  jwt: { privateKeyPem: string | null; publicKeyPem: string | null; previousPublicKeyPem: string | null; accessTokenTtlSeconds: number };
  staticRoot: string;
  /** remote name → manifest URL (dev servers) */
  remoteUrlOverrides: Record<string, string>;
  logLevel: LogLevel;
  signinRateLimit: { max: number; timeWindowMs: number };
  /** per client address: failed sign-ins whatever the email (`SIGNIN_FAILURE_LIMIT` per 15 min), registrations (`REGISTRATION_RATE_LIMIT` per hour) */
  limits: { signinFailures: { max: number; windowMs: number }; registration: { max: number; windowMs: number } };
  /** prefix of every Redis key and publish/subscribe channel (`REDIS_PREFIX`): two portals can share one Redis server */
  redisPrefix: string;
  /** browser origins allowed to call the api cross-origin (dev servers); empty = same origin only */
  corsOrigins: string[];
  /** behind a load balancer: take the client address from X-Forwarded-For; true trusts every hop, a list (`10.0.0.2,10.0.1.0/24`) only the balancers' addresses */
  trustProxy: boolean | string;
  /** outgoing email: SMTP server URL (`smtp://user:pass@host:587`, `smtps://…`); null → the outbox table */
  smtpUrl: string | null;
  /** the From of every email */
  mailFrom: string;
  /** the address recipients reach the portal at: tracking pixels and SMS links are built on it (no trailing slash) */
  publicUrl: string;
  /** run the background delivery worker in this process (every api instance may; rows are claimed once) */
  deliveryWorker: boolean;
  /** IANA zone of calendar days and wall-clock times (trivia's "today", events): spec US Central, `PORTAL_TIME_ZONE` */
  timeZone: string;
  /** an OpenAI-compatible model (`LLM_BASE_URL`, `LLM_API_KEY`, `LLM_MODEL`, `LLM_TIMEOUT_MS`); null → model-free paths */
  llm: LlmConfig | null;
  /** where the api forwards `/assistant/*` (the assistant service); `ASSISTANT_URL`, else the one `npm start` runs on PORT + 1 */
  assistantUrl: string;
  /** SIGTERM: how long /health/ready answers 503 before draining starts, for the balancer to notice (`SHUTDOWN_DELAY_MS`) */
  shutdownDelayMs: number;
  /** false when `ASSISTANT_URL` points elsewhere: the api then starts no assistant of its own */
  spawnAssistant: boolean;
}

/** `mf_admin=http://localhost:3007/mf-manifest.json,mf_users=...` → record. */
export function parseRemoteUrls(raw: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (raw ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new Error(`PORTAL_REMOTE_URLS entry "${pair}" must look like mf_admin=http://host/mf-manifest.json`);
    out[pair.slice(0, eq).trim()] = pair.slice(eq + 1).trim();
  }
  return out;
}

function timeZone(raw: string | undefined): string {
  const zone = raw?.trim() || DEFAULT_PORTAL_TIME_ZONE;
  if (!isValidTimeZone(zone)) throw new Error(`PORTAL_TIME_ZONE must be an IANA time zone such as America/Chicago, got "${raw}"`);
  return zone;
}

function trustProxy(raw: string | undefined): boolean | string {
  const value = raw?.trim() ?? '';
  if (['', 'false', '0', 'off'].includes(value.toLowerCase())) return false;
  if (['true', '1', 'on'].includes(value.toLowerCase())) return true;
  return value;
}

function fileStorage(env: Env): 'disk' | 'database' {
  return read.oneOf(env, 'FILE_STORAGE', ['disk', 'database'], env.DATABASE_URL ? 'database' : 'disk', (raw) => `FILE_STORAGE must be disk or database, got "${raw}"`);
}

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function loadConfig(env: Env = process.env): AppConfig {
  const resolveFromRoot = (p: string) => path.resolve(REPO_ROOT, p);
  const adminEmail = env.PORTAL_ADMIN_EMAIL?.trim().toLowerCase();
  const adminPassword = env.PORTAL_ADMIN_PASSWORD;
  if (Boolean(adminEmail) !== Boolean(adminPassword)) {
    throw new Error('Set both PORTAL_ADMIN_EMAIL and PORTAL_ADMIN_PASSWORD, or neither.');
  }
  const logLevel = read.oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info', () => `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const port = positiveInt(env, 'PORT', 8080);
  const companyDomains = (env.PORTAL_COMPANY_DOMAINS || 'arcadia.example')
    .split(',')
    .map((d) => d.trim().toLowerCase())
    .filter(Boolean);
  return {
    port,
    // this machine only unless told otherwise: HOST=0.0.0.0 (or an address) opens the portal to the network
    host: env.HOST || '127.0.0.1',
    dataDir: resolveFromRoot(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || null,
    fileStorage: fileStorage(env),
    redisUrl: env.REDIS_URL ? urlWithProtocol('REDIS_URL', env.REDIS_URL, ['redis:', 'rediss:']) : null,
    admin: adminEmail && adminPassword ? { email: adminEmail, password: adminPassword } : null,
    companyDomains,
    jwt: {
      // PEMs passed through env usually carry literal "\n"
      privateKeyPem: env.JWT_PRIVATE_KEY?.replace(/\\n/g, '\n') || null,
      publicKeyPem: env.JWT_PUBLIC_KEY?.replace(/\\n/g, '\n') || null,
      // after a rotation by environment: the old public key, so tokens it signed stay valid until they expire
      previousPublicKeyPem: env.JWT_PREVIOUS_PUBLIC_KEY?.replace(/\\n/g, '\n') || null,
      accessTokenTtlSeconds: positiveInt(env, 'ACCESS_TOKEN_TTL', 900),
    },
    staticRoot: resolveFromRoot(env.STATIC_ROOT || '.'),
    remoteUrlOverrides: parseRemoteUrls(env.PORTAL_REMOTE_URLS),
    logLevel,
    signinRateLimit: { max: positiveInt(env, 'SIGNIN_RATE_LIMIT', 10), timeWindowMs: 60_000 },
    limits: {
      signinFailures: { max: positiveInt(env, 'SIGNIN_FAILURE_LIMIT', 30), windowMs: 15 * 60_000 },
      registration: { max: positiveInt(env, 'REGISTRATION_RATE_LIMIT', 10), windowMs: 60 * 60_000 },
    },
    redisPrefix: env.REDIS_PREFIX?.trim() || 'portal',
    corsOrigins: read.list(env, 'CORS_ORIGINS'),
    trustProxy: trustProxy(env.TRUST_PROXY),
    smtpUrl: env.SMTP_URL ? urlWithProtocol('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:']) : null,
    mailFrom: env.MAIL_FROM?.trim() || `Portal <no-reply@${companyDomains[0] ?? 'localhost'}>`,
    publicUrl: urlWithProtocol('PUBLIC_URL', env.PUBLIC_URL?.trim() || `http://localhost:${port}`, ['http:', 'https:']).replace(/\/+$/, ''),
    deliveryWorker: flag(env, 'DELIVERY_WORKER', true),
    timeZone: timeZone(env.PORTAL_TIME_ZONE),
    llm: llmConfigFromEnv(env),
    assistantUrl: env.ASSISTANT_URL?.trim()
      ? urlWithProtocol('ASSISTANT_URL', env.ASSISTANT_URL.trim(), ['http:', 'https:']).replace(/\/+$/, '')
      : `http://127.0.0.1:${positiveInt(env, 'ASSISTANT_PORT', port + 1)}`,
    // several instances (DATABASE_URL) sit behind a balancer that polls readiness every second or so; one alone needs no wait
    shutdownDelayMs: nonNegativeInt(env, 'SHUTDOWN_DELAY_MS', env.DATABASE_URL ? 2_000 : 0),
    spawnAssistant: !env.ASSISTANT_URL?.trim() && env.ASSISTANT_SPAWN !== 'false',
  };
}
