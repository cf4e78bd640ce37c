import net from 'node:net';
import { defineConfig } from 'vitest/config';

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

/** Is a PostgreSQL server answering on the standard local port? (CI has one.) */
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

// Every suite runs on PGlite; on PostgreSQL too when DATABASE_URL is set or a local server answers
// (PORTAL_TEST_POSTGRES=off opts out).
export default defineConfig(async () => {
  const usePostgres = process.env.PORTAL_TEST_POSTGRES !== 'off';
  const databaseUrl = process.env.DATABASE_URL || (usePostgres && (await localPostgresAnswers()) ? LOCAL_POSTGRES : '');
  if (databaseUrl) console.log(`api suite: PGlite and PostgreSQL (${databaseUrl.replace(/\/\/[^@]*@/, '//…@')})`);
  else console.log('api suite: PGlite only (no PostgreSQL found at 127.0.0.1:5432)');
  return {
    test: {
      include: ['src/**/*.test.ts'],
      globalSetup: ['src/test/globalSetup.ts'],
      testTimeout: 30_000,
      hookTimeout: 120_000,
      // each file opens its own PGlite (~100 MB of WASM memory): two at a time suits a 2-core machine
      maxWorkers: 2,
      env: databaseUrl ? { DATABASE_URL: databaseUrl } : {},
    },
  };
});
