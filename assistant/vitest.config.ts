import net from 'node:net';
import { defineConfig } from 'vitest/config';

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

function localPostgresAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 5432, timeout: 1000 }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

// Like the api suite: PGlite always, PostgreSQL too when DATABASE_URL is set or a local server answers.
export default defineConfig(async () => {
  const usePostgres = process.env.PORTAL_TEST_POSTGRES !== 'off';
  const databaseUrl = process.env.DATABASE_URL || (usePostgres && (await localPostgresAnswers()) ? LOCAL_POSTGRES : '');
  return {
    test: {
      include: ['src/**/*.test.ts'],
      testTimeout: 30_000,
      hookTimeout: 120_000,
      maxWorkers: 2,
      env: databaseUrl ? { DATABASE_URL: databaseUrl } : {},
    },
  };
});
