import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseRemoteUrls, REPO_ROOT } from './config';

describe('config', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.join(REPO_ROOT, 'data'),
      databaseUrl: null,
      admin: null,
      companyDomains: ['arcadia.example'],
      staticRoot: REPO_ROOT,
      remoteUrlOverrides: {},
      logLevel: 'info',
      corsOrigins: [],
    });
    expect(config.jwt.accessTokenTtlSeconds).toBe(900);
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

  it('rejects bad values with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT must be a positive integer/);
    expect(() => loadConfig({ PORTAL_ADMIN_EMAIL: 'a@b.c' })).toThrow(/PORTAL_ADMIN_PASSWORD/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => parseRemoteUrls('mf_admin')).toThrow(/PORTAL_REMOTE_URLS/);
  });

  it('parses dev remote URLs', () => {
    expect(parseRemoteUrls('mf_admin=http://localhost:3007/mf-manifest.json, mf_users=http://localhost:3002/mf-manifest.json')).toEqual({
      mf_admin: 'http://localhost:3007/mf-manifest.json',
      mf_users: 'http://localhost:3002/mf-manifest.json',
    });
  });
});
