import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseRemoteUrls, REPO_ROOT } from './config';

describe('config', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.join(REPO_ROOT, 'data'),
      databaseUrl: null,
      fileStorage: 'disk',
      redisUrl: null,
      admin: null,
      companyDomains: ['arcadia.example'],
      staticRoot: REPO_ROOT,
      remoteUrlOverrides: {},
      logLevel: 'info',
      corsOrigins: [],
      smtpUrl: null,
      mailFrom: 'Portal <no-reply@arcadia.example>',
      publicUrl: 'http://localhost:8080',
      deliveryWorker: true,
      timeZone: 'America/Chicago',
      llm: null,
    });
    expect(config.jwt.accessTokenTtlSeconds).toBe(900);
  });

  it('keeps uploads in the database with DATABASE_URL unless FILE_STORAGE says otherwise', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/portal' }).fileStorage).toBe('database');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/portal', FILE_STORAGE: 'disk' }).fileStorage).toBe('disk');
    expect(loadConfig({ FILE_STORAGE: 'database' }).fileStorage).toBe('database');
    expect(() => loadConfig({ FILE_STORAGE: 's3' })).toThrow('FILE_STORAGE must be disk or database');
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9000',
      DATA_DIR: '/tmp/x',
      PORTAL_ADMIN_EMAIL: 'Boss@Arcadia.example',
      PORTAL_ADMIN_PASSWORD: 'secret-123',
      PORTAL_COMPANY_DOMAINS: 'arcadia.example, Arcadia-Games.example',
      ACCESS_TOKEN_TTL: '60',
      JWT_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----',
    });
    expect(config.port).toBe(9000);
    expect(config.dataDir).toBe('/tmp/x');
    expect(config.admin).toEqual({ email: 'boss@arcadia.example', password: 'secret-123' });
    expect(config.companyDomains).toEqual(['arcadia.example', 'arcadia-games.example']);
    expect(config.jwt.accessTokenTtlSeconds).toBe(60);
    expect(config.jwt.privateKeyPem).toContain('\nabc\n');
  });

  it('reads the delivery settings', () => {
    const config = loadConfig({
      PORT: '9000',
      SMTP_URL: 'smtps://mailer:s3cret@mail.example:465',
      MAIL_FROM: 'Arcadia <news@arcadia.example>',
      DELIVERY_WORKER: 'off',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://mailer:s3cret@mail.example:465',
      mailFrom: 'Arcadia <news@arcadia.example>',
      publicUrl: 'http://localhost:9000',
      deliveryWorker: false,
    });
    expect(loadConfig({ PUBLIC_URL: 'https://portal.arcadia.example/' }).publicUrl).toBe('https://portal.arcadia.example');
  });

  it('rejects bad values with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT must be a positive integer/);
    expect(() => loadConfig({ PORTAL_ADMIN_EMAIL: 'a@b.c' })).toThrow(/PORTAL_ADMIN_PASSWORD/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => parseRemoteUrls('mf_admin')).toThrow(/PORTAL_REMOTE_URLS/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL must be a URL starting with smtp:\/\/ or smtps:\/\//);
    // the SMTP URL may carry a password: never echoed
    expect(() => loadConfig({ SMTP_URL: 'mailer:s3cret@nowhere' })).toThrow(/^((?!s3cret).)*$/);
    expect(() => loadConfig({ PUBLIC_URL: 'portal.example' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ DELIVERY_WORKER: 'maybe' })).toThrow(/DELIVERY_WORKER must be true or false/);
    expect(() => loadConfig({ PORTAL_TIME_ZONE: 'Central' })).toThrow(/PORTAL_TIME_ZONE must be an IANA time zone/);
    expect(loadConfig({ PORTAL_TIME_ZONE: 'Europe/Lisbon' }).timeZone).toBe('Europe/Lisbon');
    expect(loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3', LLM_TIMEOUT_MS: '5000' }).llm).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: null,
      model: 'llama3',
      timeoutMs: 5000,
    });
    expect(() => loadConfig({ LLM_BASE_URL: 'model-host' })).toThrow(/LLM_BASE_URL/);
    expect(() => loadConfig({ REDIS_URL: 'cache:6379' })).toThrow(/REDIS_URL must be a URL starting with redis:\/\/ or rediss:\/\//);
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
  });

  it('parses dev remote URLs', () => {
    expect(parseRemoteUrls('mf_admin=http://localhost:3007/mf-manifest.json, mf_users=http://localhost:3002/mf-manifest.json')).toEqual({
      mf_admin: 'http://localhost:3007/mf-manifest.json',
      mf_users: 'http://localhost:3002/mf-manifest.json',
    });
  });
});
