/**
 * Vitest config every app shares: jsdom, React automatic JSX, the antd shims (matchMedia, ResizeObserver).
 *   // vitest.config.ts
 *   import { createVitestConfig } from '@portal/shared/build/vitest';
 *   export default createVitestConfig({ dir: import.meta.dirname });
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export interface CreateVitestConfigOptions {
  dir: string;
  /** extra setup files run after the shared one */
  setupFiles?: string[];
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const VITEST_SETUP_FILE = path.join(here, 'vitest.setup.ts');

export function createVitestConfig({ dir, setupFiles = [] }: CreateVitestConfigOptions) {
  return defineConfig({
    root: dir,
    oxc: { jsx: { runtime: 'automatic' } },
    resolve: { dedupe: ['react', 'react-dom', 'react-router-dom', 'antd', 'zustand', '@tanstack/react-query'] },
    test: {
      environment: 'jsdom',
      globals: false,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [VITEST_SETUP_FILE, ...setupFiles.map((f) => path.resolve(dir, f))],
      css: false,
      testTimeout: 15_000,
      // vitest's default is one worker less than the cores: one file at a time on this 2-core machine, while the
      // jsdom suites are CPU-bound and independent (each file its own environment)
      maxWorkers: 2,
      restoreMocks: true,
    },
  });
}
