import { mergeConfig } from 'vitest/config';
import { createVitestConfig } from '@portal/shared/build/vitest';

// antd forms in jsdom are slow on a busy machine: give the component tests room
export default mergeConfig(createVitestConfig({ dir: import.meta.dirname, setupFiles: ['./src/test/setup.ts'] }), {
  test: { testTimeout: 30_000 },
});
