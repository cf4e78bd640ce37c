import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { launchEnv } from './launchEnv';

describe('launchEnv (npm start)', () => {
  it('quiets the request logs by default, and keeps a LOG_LEVEL that is set', () => {
    expect(launchEnv({ PATH: '/bin' })).toEqual({ PATH: '/bin', LOG_LEVEL: 'warn' });
    expect(launchEnv({ LOG_LEVEL: 'info' }).LOG_LEVEL).toBe('info');
    // and the api reads it as its log level
    expect(loadConfig(launchEnv({})).logLevel).toBe('warn');
  });
});
